/**
 * The rule comparison in Korean (explore-compare.ko.ts, explore-compare-more.ko.ts, the Korean
 * edition's Mighty local-rules page): every string and sentence Korean, Mighty's every preset,
 * option and value named in the local-rules page's words, and the default comparison's reasons made
 * from the engine's sentence in Korean.
 */
import { describe, expect, test } from 'vitest';
import { compareWordsKo } from '../../../src/i18n/islands/explore-compare.ko.ts';
import { compareMoreKo } from '../../../src/i18n/islands/explore-compare-more.ko.ts';
import { compareLabels } from '../../../src/i18n/islands/explore-views.ts';
import { CATALOGUES } from '../../../src/i18n/islands/all.ts';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import { COMPARE_DEFAULTS, compareColumns } from '../../../src/islands-logic/compare-url.ts';
import type { TrickEngine } from '../../../src/islands-logic/engines/types.ts';
import { ruleNames } from '../../../src/components/compare-parts.tsx';

/** Latin-letter words a Korean reader should not meet (card ranks, card codes and the source Pagat excepted). */
const latin = (text: string): string[] =>
  [...text.matchAll(/[A-Za-z0-9][A-Za-z0-9'’-]*/g)]
    .map((m) => m[0])
    .filter((w) => /[A-Za-z]/.test(w) && !/^(?:[AKQJ]|JK|BJ|LJ|Pagat|[SHDC](?:[2-9]|10|[AKQJ]))$/.test(w));

const engine = engineFor('mighty') as TrickEngine;
const verdict = {
  play: ['S8', 'JK'],
  what: 'an 8',
  reason: 'English reason',
  effects: ['eight cut'],
  effectIds: ['eight-cut'],
  next: 'English next',
  facts: { clears: true, turns: false, skip: false, order: null, lock: [] },
};

describe('the rule comparison in Korean', () => {
  test('the catalogue is in all.ts; every string and sentence is Korean', () => {
    expect(CATALOGUES.compare.ko).toBe(compareWordsKo);
    const texts: string[] = [];
    for (const [k, x] of Object.entries(compareWordsKo)) {
      if (k === 'more' || k === 'reason') continue;
      if (typeof x === 'string') texts.push(x);
      else if (typeof x === 'function') {
        const f = x as (...a: unknown[]) => unknown;
        // the Daifugō lines take a verdict (with and without what happens next)
        texts.push(
          ...(k.startsWith('df') && /Line|List/.test(k)
            ? [verdict, { ...verdict, facts: undefined }].map((v) => String(f(v, compareLabels('ko').suits)))
            : [String(f(3, '트릭'))]),
        );
      } else if (x && typeof x === 'object') texts.push(...Object.values(x as Record<string, string>));
    }
    for (const part of ['v', 't', 'n', 'p', 'r', 'more', 'zz'])
      texts.push(compareWordsKo.linkProblem({ part } as never, 'English sentence'));
    texts.push(...Object.values(compareLabels('ko').games), ...Object.values(compareLabels('ko').suits));
    expect(texts.length).toBeGreaterThan(60);
    expect(texts.filter((t) => latin(t).length > 0)).toEqual([]);
  });

  test('Mighty’s presets, options and values in the local-rules page’s Korean words', () => {
    const names = compareMoreKo.rules('mighty', engine);
    expect(Object.keys(names.options).sort()).toEqual(Object.keys(engine.options).sort());
    const all = [
      ...Object.values(names.presets),
      ...Object.values(names.options).flatMap((o) => [o.label, ...Object.values(o.values)]),
    ];
    expect(all.filter((t) => latin(t).length > 0)).toEqual([]);
    expect(names.options['mightyWhenSpadesTrump']!.label).toBe('기루다가 스페이드일 때의 마이티');
    expect(() => compareMoreKo.rules('japanese', engineFor('japanese') as TrickEngine)).toThrow(/Korean/);
  });

  test('the default comparison: headings and reasons in Korean, from the engine', () => {
    const d = COMPARE_DEFAULTS.mighty;
    const cols = compareColumns({ variant: 'mighty', ...d }, engine);
    const rn = ruleNames(engine, compareWordsKo, compareMoreKo.rules('mighty', engine));
    expect(d.ruleSets.map((rc) => rn.line(rc))).toEqual([
      'Pagat 규칙',
      'Pagat 규칙, 기루다가 스페이드일 때의 마이티: ♣A',
    ]);
    const reasons = cols.map((c) =>
      compareMoreKo.reason({
        variant: 'mighty',
        plays: d.trick.plays,
        trump: d.trick.trump,
        winner: c.winner!,
        explanation: c.explanation,
        reason: c.reason,
      }),
    );
    expect(reasons[0]).toMatch(/^♦A는 마이티라서/);
    expect(reasons[1]).toMatch(/^♣A는 마이티라서/);
    // a sentence the phrasebook lacks still names the winner, in Korean
    expect(
      compareMoreKo.reason({ variant: 'mighty', plays: ['H3', 'H5'], trump: null, winner: 0, reason: 'Unheard of.' }),
    ).toBe('♥3이 이 트릭을 이깁니다.');
  });
});

describe('the built-pages check for the Korean comparison catalogue (tests/budget/languages.mjs)', () => {
  test('it names the Korean catalogue off the Korean Mighty local-rules page, and that page without it', async () => {
    const { languageProblems, KO_MARKERS } = await import('../../../tests/budget/languages.mjs');
    // This family's problems only (a page may need other families' catalogues too).
    const problems = (page: string, html: string) =>
      (languageProblems(page, html, []) as string[]).filter((p) => p.includes(' compare '));
    const ko = `<p>${KO_MARKERS.compare[0]}</p>`;
    expect(KO_MARKERS.compare.length).toBeGreaterThan(10);
    expect(problems('/ko/mighty/local-rules/', `<main lang="ko">${ko}</main>`)).toEqual([]);
    expect(problems('/ko/mighty/local-rules/', '<main lang="ko"></main>')).toEqual([
      expect.stringMatching(/the Korean compare catalogue is missing/),
    ]);
    expect(problems('/ko/mighty/rules/', `<main lang="ko">${ko}</main>`)).toEqual([
      expect.stringMatching(/carries the Korean compare catalogue/),
    ]);
  });
});
