/**
 * The islands of the Korean edition (Mighty's pages): every key of the Korean catalogues, every
 * word of the Mighty puzzles (views made at build time, verdicts, solutions, the engine's reason)
 * in Korean, the island rendered in Korean, the Korean puzzle texts complete, and the built-pages
 * check that the Korean catalogue ships only to its pages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { render } from 'preact-render-to-string';
import { CATALOGUES } from '../../../src/i18n/islands/all.ts';
import TrickPuzzleKo from '../../../src/components/puzzle/TrickPuzzle.ko.tsx';
import { puzzleKo } from '../../../src/i18n/islands/puzzle.ko.ts';
import { resolveParticles } from '../../../src/i18n/grammar-ko.ts';
import { puzzleViewKo } from '../../../src/i18n/islands/puzzle-views.ko.ts';
import { puzzlesFor } from '../../../src/content-data/puzzles.ts';
import { localizePuzzle } from '../../../src/content-data/translations.ts';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import { trickSolution, trickVerdict } from '../../../src/islands-logic/puzzles.ts';
import { puzzleUnits, translatedUnit } from '../../../src/i18n/content-texts.mjs';
import { textsHash } from '../../../src/i18n/staleness.mjs';
import type { TrickEngine } from '../../../src/islands-logic/engines/types.ts';
import { defaultValues } from '../../../src/components/ScoreCalculator.tsx';
import ScoreCalculatorKo from '../../../src/components/explore/ScoreCalculator.ko.tsx';
import RankingExplorerKo from '../../../src/components/explore/RankingExplorer.ko.tsx';
import { rankingRows, type RankingSettings } from '../../../src/components/RankingExplorer.tsx';
import { scoreWordsKo } from '../../../src/i18n/islands/explore-score.ko.ts';
import { rankWordsKo } from '../../../src/i18n/islands/explore-rank.ko.ts';
import { rankNames, rankNote, scoreNames } from '../../../src/i18n/islands/explore-views.ts';
import { SUIT_KO } from '../../../src/i18n/phrases/ko.ts';
import { visibleText } from './words.ts';

/** Latin-letter words in a Korean text, outside card codes (♥Q, ♠A, a lone A/K/Q/J, JK) and the source Pagat (named so on the pages too). */
export function latinWordsKo(text: string): string[] {
  return [...text.matchAll(/[A-Za-z][A-Za-z'’-]*/g)]
    .map((m) => m[0])
    .filter((w) => w !== 'JK' && w !== 'Pagat' && !/^[AKQJ]$/.test(w));
}

/** Every string of a catalogue, its functions called with sample arguments. */
function catalogueTexts(cat: Record<string, unknown>, skip: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (k: string, x: unknown): void => {
    if (skip.includes(k)) return;
    if (typeof x === 'string') out.push(x);
    else if (typeof x === 'function') out.push(String((x as (...a: unknown[]) => unknown)(3, 7, 2)));
    else if (x && typeof x === 'object') for (const [k2, y] of Object.entries(x)) walk(k2, y);
  };
  for (const [k, x] of Object.entries(cat)) walk(k, x);
  return out;
}

const mighty = puzzlesFor('mighty');
const engine = engineFor('mighty');
const views = mighty.map((p) => puzzleViewKo(localizePuzzle(p, 'ko'), engine));

describe('the Korean catalogues', () => {
  test('the Korean families have every key of the English ones, and nothing else', () => {
    const problems: string[] = [];
    for (const [family, langs] of Object.entries(CATALOGUES)) {
      const ko = (langs as Record<string, Record<string, unknown> | undefined>)['ko'];
      if (!ko) continue;
      const keys = Object.keys(langs.en);
      for (const k of keys) if (ko[k] === undefined) problems.push(`${family}.ko: missing ${k}`);
      for (const k of Object.keys(ko)) if (!keys.includes(k)) problems.push(`${family}.ko: extra ${k}`);
    }
    expect(problems).toEqual([]);
    expect(CATALOGUES.puzzle.ko).toBeDefined();
  });

  test('the check finds an English word, and passes card codes', () => {
    expect(latinWordsKo('♠A는 마이티입니다. A, K, JK')).toEqual([]);
    expect(latinWordsKo('조커 wins')).toEqual(['wins']);
  });

  test('the particles follow the card’s reading', () => {
    expect(resolveParticles('♥3이(가)')).toBe('♥3이');
    expect(resolveParticles('♥K이(가)')).toBe('♥K가');
    expect(resolveParticles('♣10이(가)')).toBe('♣10이');
    expect(resolveParticles('조커은(는)')).toBe('조커는');
    expect(resolveParticles('큰 조커은(는)')).toBe('큰 조커는');
    // the puzzle's verdicts, made by the catalogue through the particle helper
    expect(puzzleKo.verdict.notThat('H3')).toBe('아닙니다. ♥3은 이 트릭을 이기지 못합니다. 다시 골라 보세요.');
    expect(puzzleKo.verdict.trickSolution('HK', '')).toBe('♥K가 이깁니다. ');
  });
});

describe('the Mighty puzzles in Korean', () => {
  test('every word of the puzzles (views, verdicts, solutions) is Korean', () => {
    const w = puzzleKo.verdict;
    const lines: string[] = [];
    for (const v of views) {
      lines.push(v.variantTitle, v.title, v.theme, v.rulesLine, v.question, v.note ?? '', ...v.facts);
      lines.push(...v.plays.map((x) => x.who));
      if (v.answer.kind !== 'trick') throw new Error('a Mighty puzzle is a trick');
      const cards = v.plays.map((x) => x.card);
      lines.push(trickSolution(cards, v.answer, w));
      for (let i = 0; i < cards.length; i++) lines.push(trickVerdict(cards, v.answer, i, w).explanation);
    }
    expect(views.length).toBe(25);
    const english = lines.filter((l) => latinWordsKo(l).length > 0 || (l !== '' && !/[\uac00-\ud7a3]/.test(l)));
    expect(english.slice(0, 10)).toEqual([]);
  });

  test('the explanation is the engine’s, in Korean: the mighty, a called joker, a rule changed', () => {
    const solution = (id: string) => {
      const v = views[mighty.findIndex((p) => p.id === id)]!;
      if (v.answer.kind !== 'trick') throw new Error('not a trick');
      return trickSolution(
        v.plays.map((x) => x.card),
        v.answer,
        puzzleKo.verdict,
      );
    };
    expect(solution('mt-mighty')).toBe('♠A가 이깁니다. ♠A는 마이티라서 이 트릭의 다른 모든 카드를 이깁니다.');
    expect(solution('mt-ripper')).toMatch(/조커콜\(♣3\)로 불려 나와 힘이 없습니다\.$/);
    const club = views[mighty.findIndex((p) => p.id === 'mt-spades-trump-club-ace')]!;
    expect(club.rulesLine).toBe('Pagat 규칙, 기루다가 스페이드일 때의 마이티: ♣A');
  });

  test('a phrase with no Korean stops the build, naming it', () => {
    const jp = puzzlesFor('japanese')[0]!;
    expect(() => puzzleViewKo(jp, engineFor('japanese'))).toThrow(/Mighty puzzles only/);
    const odd = { ...mighty[0]!, preset: 'no-such' };
    expect(() => puzzleViewKo(odd, engine)).toThrow(/no-such/);
  });

  test('the island, rendered on the server, reads in Korean', () => {
    const html = render(<TrickPuzzleKo variant="mighty" puzzles={mighty} views={views} />);
    expect(html).toContain(puzzleKo.showSolution);
    expect(html).toContain(`${views[0]!.theme}: 1번 문제`);
    expect(latinWordsKo(visibleText(html))).toEqual([]);
    const none = render(<TrickPuzzleKo variant="mighty" puzzles={[]} views={[]} />);
    expect(visibleText(none)).toContain(puzzleKo.noPuzzles);
  });

  test('every string and sentence of the Korean puzzle catalogue is Korean', () => {
    const texts = catalogueTexts(puzzleKo as unknown as Record<string, unknown>, [
      'lang',
      'pageHref',
      'effect',
      'verdict',
    ]);
    const v = puzzleKo.verdict;
    texts.push(v.notThat('HQ'), v.notThat('JK'), v.legalWrongEffects, v.tryAgain, v.trickSolution('H3', '이유.'));
    texts.push(v.daifugoLegal('♥3', ['revolution']), v.daifugoLegal('♥3', []), v.daifugoIllegal('이유'));
    texts.push(puzzleKo.effect('revolution'));
    expect(texts.length).toBeGreaterThan(40);
    expect(texts.filter((t) => latinWordsKo(t).length > 0)).toEqual([]);
  });
});

describe('the Korean puzzle texts (content/puzzles/ko/mighty.json)', () => {
  const dir = join(import.meta.dirname, '../../../content/puzzles');
  const english = JSON.parse(readFileSync(join(dir, 'mighty.json'), 'utf8'));
  const ko = JSON.parse(readFileSync(join(dir, 'ko', 'mighty.json'), 'utf8'));
  const units = puzzleUnits(english);

  test('every Mighty puzzle has a complete Korean entry, made from the current English', () => {
    const problems: string[] = [];
    for (const u of units) {
      const t = translatedUnit(ko, u.key);
      if (!t) problems.push(`${u.key}: no Korean`);
      else {
        for (const f of Object.keys(u.texts))
          if (typeof t[f] !== 'string' || t[f] === '') problems.push(`${u.key}: no ${f}`);
        if (t.from !== textsHash(u.texts)) problems.push(`${u.key}: stale or unstamped`);
      }
    }
    for (const k of Object.keys(ko)) if (!units.some((u) => u.key === k)) problems.push(`${k}: not an English puzzle`);
    expect(problems).toEqual([]);
  });

  test('no Latin-letter word in the Korean texts, outside card codes', () => {
    const bad = Object.entries(ko as Record<string, Record<string, string>>).flatMap(([id, t]) =>
      Object.entries(t)
        .filter(([k, v]) => k !== 'from' && latinWordsKo(v).length > 0)
        .map(([k, v]) => `${id}.${k}: ${v}`),
    );
    expect(bad).toEqual([]);
  });

  test('a Korean page gets the Korean title; other pages the English object', () => {
    const p = mighty[0]!;
    expect(localizePuzzle(p, 'ko').title).toBe(ko[p.id].title);
    expect(localizePuzzle(p, 'en')).toBe(p);
    const jp = puzzlesFor('japanese')[0]!;
    expect(localizePuzzle(jp, 'ko')).toBe(jp);
  });
});

describe('the Mighty score calculator and ranking explorer in Korean', () => {
  const score = engineFor('mighty') as TrickEngine;

  test('every string and sentence of the Korean explore parts is Korean', () => {
    const texts = [
      ...catalogueTexts(scoreWordsKo as unknown as Record<string, unknown>, ['dfOver']),
      ...catalogueTexts(rankWordsKo as unknown as Record<string, unknown>, []),
      scoreWordsKo.dfOver([0, 2]),
      scoreWordsKo.dfOver([1]),
      scoreWordsKo.scoreRegionOf('마이티'),
    ];
    expect(texts.length).toBeGreaterThan(40);
    expect(texts.filter((t) => latinWordsKo(t).length > 0)).toEqual([]);
  });

  test('the score form’s names are Korean: fields, values, trumps, result rows', () => {
    const fields = score.scoreFields({});
    const n = scoreNames('ko', 'mighty', fields);
    const words = [
      n.game,
      ...Object.values(n.who),
      ...Object.values(n.fields).flatMap((f) => [f.label, ...Object.values(f.labels ?? {})]),
    ];
    expect(n.who).toEqual({ declarer: '주공', friend: '프렌드', opponent: '야당 (한 사람당)' });
    expect(n.fields['trump']?.labels?.['N']).toBe('노기루다');
    expect(words.filter((t) => latinWordsKo(t).length > 0)).toEqual([]);
  });

  test('a word with no Korean stops the build, naming it', () => {
    expect(() => scoreNames('ko', 'mighty', [{ key: 'kitty', label: 'Kitty', kind: 'int', default: 0 }])).toThrow(
      /score field "kitty"/,
    );
    expect(() => scoreNames('ko', 'japanese', [])).toThrow(/Mighty only/);
    expect(() => rankNote('ko', 'beats everything on Tuesdays')).toThrow(/ranking note "beats everything on Tuesdays"/);
    const games = [{ variant: 'mighty', engine: { presets: [{ id: 'house' }] } }];
    expect(() => rankNames('ko', games, () => [])).toThrow(/preset "house"/);
  });

  test('the calculator, rendered on the server, reads in Korean', () => {
    const fields = score.scoreFields({});
    const initialValues = defaultValues(fields);
    const html = render(
      <ScoreCalculatorKo
        variant="mighty"
        initialFields={fields}
        initialValues={initialValues}
        initialResult={score.score({}, initialValues)}
        names={scoreNames('ko', 'mighty', fields)}
      />,
    );
    const text = visibleText(html);
    expect(text).toContain(scoreWordsKo.scoresCaption);
    expect(text).toContain('주공 편이 가져온 점수');
    expect(latinWordsKo(text)).toEqual([]);
  });

  test('the ranking explorer, rendered on the server, reads in Korean (the Korean page’s settings, a rule changed)', () => {
    const settings: RankingSettings = { variant: 'mighty', trump: 'H', led: 'C', trick: 4 };
    const engine = engineFor('mighty');
    const names = rankNames('ko', [{ variant: 'mighty', engine }], () => [], { jokerFirstLast: 'normal' });
    expect(names.rulesSuffix).toBe(', 초구와 막구의 조커: 힘을 유지함');
    const html = render(
      <RankingExplorerKo
        {...settings}
        initialRows={rankingRows(engine, settings)}
        pickVariant={false}
        names={names}
        suits={SUIT_KO}
        noTrump="노기루다"
      />,
    );
    const text = visibleText(html);
    expect(names.presets).toEqual({ mighty: { pagat: 'Pagat 규칙' } });
    expect(text).toContain('하트 에이스');
    expect(latinWordsKo(text)).toEqual([]);
  });
});

describe('the built-pages check for the Korean catalogues (tests/budget/languages.mjs)', () => {
  test('Korean puzzle words only on the Korean Mighty puzzles page, and no English ones there', async () => {
    const { languageProblems, KO_MARKERS, PUZZLE_MARKERS } = await import('../../../tests/budget/languages.mjs');
    const ko = `<p>${KO_MARKERS.puzzle[0]}</p>`;
    const en = `<button>${PUZZLE_MARKERS.en[0]}</button>`;
    expect(languageProblems('/ko/mighty/puzzles/', `<main lang="ko">${ko}</main>`, [])).toEqual([]);
    expect(languageProblems('/ko/mighty/puzzles/', `<main lang="ko">${ko}${en}</main>`, [])).toHaveLength(1);
    expect(languageProblems('/ko/mighty/puzzles/', '<main lang="ko"></main>', [])).toHaveLength(1);
    expect(languageProblems('/mighty/puzzles/', `<main lang="en">${en}${ko}</main>`, [])).toHaveLength(1);
    expect(languageProblems('/ko/nap/puzzles/', `<main lang="en">${ko}</main>`, [])).toHaveLength(1);
  });

  test('Korean explore words only on the Korean Mighty scoring and ranking pages, and no English ones there', async () => {
    const { languageProblems, KO_MARKERS, EXPLORE_MARKERS } = await import('../../../tests/budget/languages.mjs');
    const ko = `<p>${KO_MARKERS.explore[0]}</p>`;
    const en = `<p>${EXPLORE_MARKERS.en[0]}</p>`;
    expect(languageProblems('/ko/mighty/scoring/', `<main lang="ko">${ko}</main>`, [])).toEqual([]);
    expect(languageProblems('/ko/mighty/ranking/', `<main lang="ko">${ko}${en}</main>`, [])).toHaveLength(1);
    expect(languageProblems('/ko/mighty/scoring/', '<main lang="ko"></main>', [])).toHaveLength(1);
    expect(languageProblems('/ko/mighty/', `<main lang="ko">${ko}</main>`, [])).toHaveLength(1);
  });
});
