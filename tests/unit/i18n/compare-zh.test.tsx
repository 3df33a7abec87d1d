/**
 * The rule comparison (RuleCompare, part "compare") in Traditional Chinese, on the Chinese
 * edition's tw-hk local-rules page: tw-hk's presets, options and values named in the local-rules
 * page's words, each column's reason made by the Chinese phrasebook from the engine's sentence for
 * many tricks (never the plain fallback), the link's problems in Chinese, and the island rendered
 * through its Chinese entry with no Latin-letter word, its game menu naming tw-hk alone.
 */
import { describe, expect, test } from 'vitest';
import { render } from 'preact-render-to-string';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import type { RuleChoice, TrickEngine } from '../../../src/islands-logic/engines/types.ts';
import { COMPARE_DEFAULTS, compareColumns, type CompareState } from '../../../src/islands-logic/compare-url.ts';
import { compareLabels } from '../../../src/i18n/islands/explore-views.ts';
import { compareMoreZh } from '../../../src/i18n/islands/explore-compare-more.zh-TW.ts';
import { compareWordsZh } from '../../../src/i18n/islands/explore-compare.zh-TW.ts';
import { CATALOGUES } from '../../../src/i18n/islands/all.ts';
import { twhkTrickReasonZh } from '../../../src/i18n/phrases/zh-tw.ts';
import { ruleNames } from '../../../src/components/compare-parts.tsx';
import RuleCompareZh from '../../../src/components/explore/RuleCompare.zh-TW.tsx';
import type { Card } from '../../../src/engine/cards.ts';
import { latinWords, visibleText } from './words.ts';

/** Latin words but the card codes the plays field asks for ("SA", "H10", "D5 C5"). */
const latin = (t: string) => latinWords(t).filter((w) => !/^[SHDC](?:[2-9]|10|[AKQJ])?$/.test(w));

const engine = engineFor('tw-hk') as TrickEngine;

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

describe('the rule comparison in Chinese (tw-hk)', () => {
  test('it is the compare family’s zh-TW entry, and its words are Chinese', () => {
    expect(CATALOGUES.compare['zh-TW']).toBe(compareWordsZh);
    const texts: string[] = [];
    for (const x of Object.values(compareWordsZh)) {
      if (typeof x === 'string') texts.push(x);
      else if (typeof x === 'function' && x.length <= 2) {
        try {
          const r = (x as (...a: unknown[]) => unknown)(3, '輪');
          if (typeof r === 'string') texts.push(r);
        } catch {
          /* a function of data (a verdict): checked below */
        }
      }
    }
    texts.push(...Object.values(compareWordsZh.pickerSuits));
    for (const part of ['v', 't', 'n', 'p', 's', 'c', 'r', 'more', 'x'])
      texts.push(compareWordsZh.linkProblem({ part, kind: 'bad', count: 2 } as never, 'English'));
    expect(texts.filter((t) => latin(t).length > 0)).toEqual([]);
  });

  test('every tw-hk preset, option and value has a Chinese name', () => {
    const n = compareMoreZh.rules('tw-hk', engine);
    const words = [...engine.presets.map((p) => n.presets[p.id]!)];
    for (const key of Object.keys(engine.options))
      words.push(n.options[key]!.label, ...Object.values(n.options[key]!.values));
    expect(words.every((x) => typeof x === 'string' && x !== '')).toBe(true);
    expect(latin(words.join(' '))).toEqual([]);
    expect(() => compareMoreZh.rules('mighty', engineFor('mighty') as TrickEngine)).toThrow(/no Chinese/);
  });

  test('a column’s reason is the Chinese pages’ sentence, for many tricks of both presets', () => {
    const next = rng(11);
    let judged = 0;
    for (const p of engine.presets) {
      const rc: RuleChoice = { preset: p.id };
      const deck = engine.deck(rc);
      for (let k = 0; k < 150; k++) {
        const plays = [...deck].sort(() => next() - 0.5).slice(0, 5) as Card[];
        const trump = (['S', 'H', 'D', 'C', null] as const)[Math.floor(next() * 5)]!;
        const trick = 1 + Math.floor(next() * 10);
        let v;
        try {
          v = engine.winner(rc, { trump, trick, plays, declared: 'S' });
        } catch {
          continue;
        }
        const sentence = compareMoreZh.reason({ variant: 'tw-hk', plays, trump, ...v });
        // the phrasebook knows the engine's sentence: the reason is never the plain fallback
        expect(sentence).toBe(twhkTrickReasonZh(v.reason, trump === null));
        expect(latin(sentence), sentence).toEqual([]);
        judged++;
      }
    }
    expect(judged).toBeGreaterThan(200);
  });

  test('the Chinese entry renders the tw-hk comparison in Chinese, its game menu naming tw-hk alone', () => {
    const d = COMPARE_DEFAULTS['tw-hk'];
    const initial: CompareState = { variant: 'tw-hk', trick: d.trick, ruleSets: d.ruleSets };
    const initialColumns = compareColumns(initial, engine);
    const rn = ruleNames(engine, compareWordsZh, compareMoreZh.rules('tw-hk', engine));
    const html = render(
      <RuleCompareZh
        variant="tw-hk"
        initial={initial}
        initialColumns={initialColumns}
        initialHeadings={initial.ruleSets.map((rc) => rn.line(rc))}
        initialReasons={initialColumns.map((c) =>
          compareMoreZh.reason({
            variant: 'tw-hk',
            plays: d.trick.plays,
            trump: d.trick.trump,
            ...c,
            winner: c.winner!,
          }),
        )}
        syncUrl={false}
        labels={compareLabels('zh-TW')}
      />,
    );
    const text = visibleText(html);
    expect(latin(text), text).toEqual([]);
    expect(text).toContain('贏的牌：');
    expect(text).toContain('規則2');
    expect([...html.matchAll(/<option[^>]*value="(japanese|nap|tw-hk|mighty|daifugo)"/g)].map((m) => m[1])).toEqual([
      'tw-hk',
    ]);
  });
});
