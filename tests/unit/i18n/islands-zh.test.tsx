/**
 * The islands in Traditional Chinese (zh-TW, the Chinese edition's Taiwanese & Hong Kong Napoleon
 * pages): every catalogue key present (islands.test.tsx checks every language's keys), no Latin
 * word in a Chinese string outside card codes and key names, every reason the tw-hk engine can give
 * made in Chinese, and the islands rendered in Chinese.
 */
import { describe, expect, test } from 'vitest';
import { render } from 'preact-render-to-string';
import { CATALOGUES } from '../../../src/i18n/islands/all.ts';
import { puzzleZh } from '../../../src/i18n/islands/puzzle.zh-TW.ts';
import { puzzleViewZh } from '../../../src/i18n/islands/puzzle-views.zh-TW.ts';
import TrickPuzzleZh from '../../../src/components/puzzle/TrickPuzzle.zh-TW.tsx';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import { puzzlesFor } from '../../../src/content-data/puzzles.ts';
import { localizePuzzle } from '../../../src/content-data/translations.ts';
import { trickSolution, trickVerdict } from '../../../src/islands-logic/puzzles.ts';
import { resolveTwhk } from '../../../src/engine/twhk/options.ts';
import { TWHK_DECK, twhkContext, twhkTrickWinner } from '../../../src/engine/twhk/rules.ts';
import { twhkTrickReasonZh } from '../../../src/i18n/phrases/zh-tw.ts';
import type { Card, Suit } from '../../../src/engine/cards.ts';
import { SUITS } from '../../../src/engine/cards.ts';
import type { TrickEngine } from '../../../src/islands-logic/engines/types.ts';
import { rankNames, scoreNames } from '../../../src/i18n/islands/explore-views.ts';
import { exploreZh } from '../../../src/i18n/islands/explore.zh-TW.ts';
import { scoreWordsZh } from '../../../src/i18n/islands/explore-score.zh-TW.ts';
import { rankWordsZh } from '../../../src/i18n/islands/explore-rank.zh-TW.ts';
import { defaultValues } from '../../../src/components/ScoreCalculator.tsx';
import ScoreCalculatorZh from '../../../src/components/explore/ScoreCalculator.zh-TW.tsx';
import RankingExplorerZh from '../../../src/components/explore/RankingExplorer.zh-TW.tsx';
import { rankingRows, type RankingSettings } from '../../../src/components/RankingExplorer.tsx';
import { SUIT_ZH } from '../../../src/i18n/phrases/zh-tw.ts';
import { optionValues } from '../../../src/islands-logic/rule-words.ts';
import { visibleText } from './words.ts';

/** Latin letters a Chinese reader may meet: the jokers' codes, the ranks, and key names (Tab鍵, Enter鍵). */
const ALLOWED = new Set(['JK', 'BJ', 'LJ', 'Tab', 'Enter']);

export function latinWordsZh(text: string): string[] {
  return [...text.matchAll(/[A-Za-z][A-Za-z'’-]*/g)]
    .map((m) => m[0])
    .filter((w) => !ALLOWED.has(w) && !/^[AKQJ]$/.test(w));
}

/** Every string and sentence of a catalogue (functions called with sample arguments). */
function catalogueTexts(cat: Record<string, unknown>, skip: readonly string[]): string[] {
  const out: string[] = [];
  for (const [k, x] of Object.entries(cat)) {
    if (skip.includes(k)) continue;
    if (typeof x === 'string') out.push(x);
    else if (typeof x === 'function') out.push(String((x as (...a: unknown[]) => unknown)(3, 7, 9)));
    else if (x && typeof x === 'object') out.push(...catalogueTexts(x as Record<string, unknown>, skip));
  }
  return out;
}

describe('the Chinese catalogues', () => {
  test('the puzzle family has a Chinese catalogue with every key', () => {
    const zh = CATALOGUES.puzzle['zh-TW'] as Record<string, unknown> | undefined;
    expect(zh).toBeDefined();
    expect(Object.keys(zh!).sort()).toEqual(Object.keys(CATALOGUES.puzzle.en).sort());
  });

  test('every string and sentence of the Chinese puzzle catalogue is Chinese', () => {
    const texts = catalogueTexts(puzzleZh, ['lang', 'pageHref', 'effect', 'verdict']);
    const v = puzzleZh.verdict;
    texts.push(v.notThat('HQ'), v.notThat('BJ'), v.legalWrongEffects, v.tryAgain, v.trickSolution('LJ', '理由。'));
    texts.push(puzzleZh.linkPage('台式／港式拿破崙'));
    expect(texts.filter((t) => latinWordsZh(t).length > 0)).toEqual([]);
    expect(texts.filter((t) => t !== '' && !/[\u4e00-\u9fff（）：／・。]/.test(t))).toEqual([]);
  });

  test('the check finds an English word (it is not blind)', () => {
    expect(latinWordsZh('紅心Q贏，Tab鍵、BJ和♠A')).toEqual([]);
    expect(latinWordsZh('Show the solution')).toEqual(['Show', 'the', 'solution']);
  });
});

describe('the tw-hk puzzle island in Chinese', () => {
  const engine = engineFor('tw-hk');
  const puzzles = puzzlesFor('tw-hk');
  const views = puzzles.map((p) => puzzleViewZh(localizePuzzle(p, 'zh-TW'), engine));

  test('every word of every tw-hk puzzle (view, verdicts, solution) is Chinese', () => {
    const lines: string[] = [];
    for (const v of views) {
      lines.push(v.variantTitle, v.title, v.theme, v.rulesLine, v.question, v.note ?? '', ...v.facts);
      lines.push(...v.plays.map((x) => x.who));
      if (v.answer.kind !== 'trick') throw new Error('a tw-hk puzzle is a trick');
      const cards = v.plays.map((x) => x.card);
      lines.push(trickSolution(cards, v.answer, puzzleZh.verdict));
      for (let i = 0; i < cards.length; i++) lines.push(trickVerdict(cards, v.answer, i, puzzleZh.verdict).explanation);
    }
    expect(lines.length).toBeGreaterThan(26 * 8);
    expect(lines.filter((l) => latinWordsZh(l).length > 0).slice(0, 10)).toEqual([]);
  });

  test('every puzzle has its Chinese title; the notes are the Chinese ones', () => {
    const english = new Map(puzzles.map((p) => [p.id, p]));
    for (const v of views) {
      expect(v.title).not.toBe(english.get(v.id)!.title);
      if (english.get(v.id)!.note) expect(v.note).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  test('the explanation is the engine’s, in Chinese: the secretary card and the summoned joker', () => {
    const sec = views.find((v) => v.id === 'hk-secretary')!;
    expect(
      sec.answer.kind === 'trick' &&
        trickSolution(
          sec.plays.map((x) => x.card),
          sec.answer,
          puzzleZh.verdict,
        ),
    ).toBe('♣5贏。♣5是秘書牌，比所有的牌都大。');
    const rules = views.find((v) => v.id === 'hk-summon-any-play')!.rulesLine;
    expect(rules).toBe('台式、逼鬼：整局只要出王牌2或3就逼鬼');
  });

  test('every rule the tw-hk engine can give a trick for has its Chinese sentence', () => {
    // Tricks dealt from a seeded generator over every player count, trump, trick number, secretary
    // and summon: every sentence the engine writes is made in Chinese (an unknown one throws).
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const suits: (Suit | null)[] = ['S', 'H', 'D', 'C', null];
    const rules = new Set<string>();
    let judged = 0;
    for (let i = 0; i < 4000; i++) {
      const players = 4 + rnd(3);
      const values = resolveTwhk({ preset: rnd(2) ? 'taiwan' : 'hongkong', rules: { players } });
      const deck = [...TWHK_DECK];
      const plays: Card[] = [];
      // a trick in progress too (one card up to a full trick)
      const n = rnd(4) ? players : 1 + rnd(players);
      for (let k = 0; k < n; k++) plays.push(deck.splice(rnd(deck.length), 1)[0]!);
      const trump = suits[rnd(5)]!;
      const total = { 4: 13, 5: 10, 6: 8 }[players]!;
      const trick = rnd(3) ? total - rnd(3) : 1 + rnd(total);
      const secretary = rnd(3) === 0 ? plays[rnd(players)]! : rnd(2) ? deck[rnd(deck.length)]! : null;
      const ctx = twhkContext(values, trump, secretary, trick, {
        declared: (['S', 'H', 'D', 'C'] as const)[rnd(4)],
        summon: rnd(4) === 0,
      });
      let r;
      try {
        r = twhkTrickWinner(plays, ctx);
      } catch {
        continue; // a trick the rules refuse (a summoned joker not played, …)
      }
      judged++;
      rules.add(r.explanation.rule);
      const zh = twhkTrickReasonZh(r.explanation.text, trump === null);
      expect(latinWordsZh(zh), zh).toEqual([]);
    }
    expect(judged).toBeGreaterThan(1000);
    expect([...rules].sort()).toEqual(
      ['big-joker', 'led-joker-last-three', 'led-suit', 'little-joker', 'secretary', 'trump'].sort(),
    );
    // The engine's last resort (a lead nothing could beat) has its sentence too.
    expect(twhkTrickReasonZh('♠5 wins as the lead: no other card could beat it.', false)).toBe(
      '♠5是首引的牌，沒有別的牌壓得過它。',
    );
  });

  test('a puzzle of another game has no Chinese view: the build stops naming it', () => {
    const jp = puzzlesFor('japanese')[0]!;
    expect(() => puzzleViewZh(jp, engineFor('japanese'))).toThrow(/no Chinese puzzle views for japanese/);
  });

  test('the island, rendered on the server, reads in Chinese', () => {
    const html = render(<TrickPuzzleZh variant="tw-hk" puzzles={puzzles} views={views} />);
    expect(html).toContain(puzzleZh.showSolution);
    expect(latinWordsZh(visibleText(html))).toEqual([]);
    const none = render(<TrickPuzzleZh variant="tw-hk" puzzles={[]} views={[]} />);
    expect(visibleText(none)).toContain(puzzleZh.noPuzzles);
  });
});

describe('the score calculator and the ranking explorer in Chinese (tw-hk)', () => {
  const engine = engineFor('tw-hk') as TrickEngine;

  test('the explore family has a Chinese catalogue with every key, every string Chinese', () => {
    expect(Object.keys(CATALOGUES.explore['zh-TW'] ?? {}).sort()).toEqual(Object.keys(CATALOGUES.explore.en).sort());
    const texts = catalogueTexts(exploreZh, ['dfOver']);
    texts.push(exploreZh.dfOver([0, 2]), exploreZh.scoreRegionOf('台式／港式拿破崙', '港式'));
    expect(texts.filter((t) => latinWordsZh(t).length > 0)).toEqual([]);
  });

  test('every score field, value and result row of each preset has a Chinese name', () => {
    for (const preset of [undefined, ...engine.presets.map((p) => p.id)]) {
      const rc = preset ? { preset } : {};
      const fields = engine.scoreFields(rc);
      const n = scoreNames('zh-TW', 'tw-hk', fields, preset);
      const words = [n.game, n.preset ?? '', ...Object.values(n.who)];
      for (const f of fields) {
        words.push(n.fields[f.key]!.label);
        for (const value of f.values ?? []) words.push(n.fields[f.key]!.labels![value]!);
      }
      expect(latinWordsZh(words.join(' ')), preset).toEqual([]);
      for (const k of Object.keys(engine.score(rc, defaultValues(fields)))) expect(n.who[k], k).toBeTruthy();
    }
    expect(() => scoreNames('zh-TW', 'mighty', [])).toThrow(/no Chinese score fields for mighty/);
  });

  test('the calculator renders in Chinese, with both presets', () => {
    for (const preset of engine.presets.map((p) => p.id)) {
      const fields = engine.scoreFields({ preset });
      const initialValues = defaultValues(fields);
      const html = render(
        <ScoreCalculatorZh
          variant="tw-hk"
          preset={preset}
          initialFields={fields}
          initialValues={initialValues}
          initialResult={engine.score({ preset }, initialValues)}
          names={scoreNames('zh-TW', 'tw-hk', fields, preset)}
        />,
      );
      const text = visibleText(html);
      expect(latinWordsZh(text), text).toEqual([]);
      expect(text).toContain(scoreWordsZh.scoresCaption);
      expect(text).toContain('拿破崙');
    }
  });

  test('the ranking explorer renders every trump, led suit and trick position in Chinese', () => {
    const games = [{ variant: 'tw-hk', engine }];
    const changes = [
      undefined,
      ...Object.entries(engine.options).flatMap(([k, d]) => optionValues(d).map((x) => ({ [k]: x }))),
    ];
    const notesOf = () => [] as string[];
    const names = rankNames('zh-TW', games, notesOf, { players: 5 }, 'tw-hk');
    expect(names.rulesSuffix).toBe('、人數：5人');
    let rendered = 0;
    for (const rules of changes)
      for (const trump of [...SUITS, null])
        for (const trick of [1, 2, 9]) {
          const settings: RankingSettings = {
            variant: 'tw-hk',
            ...(rules ? { rules } : {}),
            trump,
            led: 'C',
            trick,
            secretary: 'HA',
          };
          const initialRows = rankingRows(engine, settings);
          // the engine gives tw-hk rankings no notes (a note would need its Chinese)
          expect(initialRows.filter((r) => r.note)).toEqual([]);
          if (rules || trump !== 'H') continue;
          const html = render(
            <RankingExplorerZh
              {...settings}
              initialRows={initialRows}
              pickVariant={false}
              names={names}
              suits={SUIT_ZH}
              noTrump="無王"
            />,
          );
          const text = visibleText(html);
          expect(latinWordsZh(text), text).toEqual([]);
          expect(text).toContain(rankWordsZh.rankList);
          rendered++;
        }
    expect(rendered).toBe(3);
    // a game or note without Chinese stops the build, naming it
    expect(() => rankNames('zh-TW', [{ variant: 'mighty', engine: engineFor('mighty') }], notesOf)).toThrow(
      /no Chinese ranking for mighty/,
    );
    expect(() => rankNames('zh-TW', games, () => ['beats everything'])).toThrow(/ranking note "beats everything"/);
  });
});

describe('the built-pages check for the Chinese catalogues (tests/budget/languages.mjs)', () => {
  test('it names a Chinese puzzle string off the tw-hk puzzles page and an English one on it', async () => {
    const { languageProblems, PUZZLE_MARKERS, ZH_MARKERS } = await import('../../../tests/budget/languages.mjs');
    const zh = `<p>${ZH_MARKERS.puzzle[0]}</p>`;
    const en = `<button>${PUZZLE_MARKERS.en[0]}</button>`;
    const page = '/zh-tw/tw-hk/puzzles/';
    expect(languageProblems(page, `<main lang="zh-TW">${zh}</main>`, [])).toEqual([]);
    expect(languageProblems(page, `<main lang="zh-TW">${zh}${en}</main>`, [])).toHaveLength(1);
    expect(languageProblems(page, '<main lang="zh-TW"></main>', [])).toHaveLength(1);
    expect(languageProblems('/tw-hk/puzzles/', `<main lang="en">${en}${zh}</main>`, [])).toHaveLength(1);
    expect(languageProblems('/tw-hk/puzzles/', `<main lang="en">${en}</main>`, [])).toEqual([]);
    expect(languageProblems('/zh-tw/tw-hk/', `<main lang="zh-TW">${zh}</main>`, [])).toHaveLength(1);
  });

  test('the same for the explore catalogue on the tw-hk scoring and ranking pages', async () => {
    const { languageProblems, EXPLORE_MARKERS, ZH_MARKERS } = await import('../../../tests/budget/languages.mjs');
    const zh = `<p>${ZH_MARKERS.explore[0]}</p>`;
    const en = `<p>${EXPLORE_MARKERS.en[0]}</p>`;
    for (const page of ['/zh-tw/tw-hk/scoring/', '/zh-tw/tw-hk/ranking/']) {
      expect(languageProblems(page, `<main lang="zh-TW">${zh}</main>`, [])).toEqual([]);
      expect(languageProblems(page, `<main lang="zh-TW">${zh}${en}</main>`, [])).toHaveLength(1);
      expect(languageProblems(page, '<main lang="zh-TW"></main>', [])).toHaveLength(1);
    }
    expect(languageProblems('/tw-hk/scoring/', `<main lang="en">${en}${zh}</main>`, [])).toHaveLength(1);
    expect(languageProblems('/zh-tw/mighty/scoring/', `<main lang="en">${zh}</main>`, [])).toHaveLength(1);
  });
});
