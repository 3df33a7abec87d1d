/**
 * The islands' string catalogues (src/i18n/islands/): every key in every language, every rule
 * option of every game a language's table offers in that language's words, and the practice
 * island rendered in Japanese — its setup form, its table and the sentences of whole games —
 * with no Latin-letter word in what a person reads (outside card codes and the allow-list).
 */
import { describe, expect, test } from 'vitest';
import { CoachWordsContext } from '../../../src/i18n/islands/coach-context.ts';
import { coachJa } from '../../../src/i18n/islands/coach.ja.ts';
import { render } from 'preact-render-to-string';
import { CATALOGUES, ISLAND_LANGS } from '../../../src/i18n/islands/all.ts';
import {
  DAIFUGO_OPTION_WORDS_JA,
  JAPANESE_OPTION_WORDS_JA,
  OPTION_WORDS_JA,
  optionValueJa,
  optionWordsJa,
  presetJa,
  TOPIC_WORDS_JA,
} from '../../../src/i18n/islands/options.ja.ts';
import { practiceJa } from '../../../src/i18n/islands/practice.ja.ts';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import { optionValues } from '../../../src/islands-logic/rule-words.ts';
import { OPTION_TOPICS, type VariantId } from '../../../src/engine/options.ts';
import { VARIANT_FLOWS } from '../../../src/machines/variants.ts';
import { defaultSettings, type AnyAction } from '../../../src/islands-logic/practice.ts';
import { type Card } from '../../../src/engine/cards.ts';
import PracticeGameJa from '../../../src/components/practice/PracticeGame.ja.tsx';
import { Table } from '../../../src/components/practice/Table.tsx';
import { PracticeWordsContext } from '../../../src/i18n/islands/context.ts';
import { CardLang } from '../../../src/components/card-lang.ts';
import TrickPuzzleJa from '../../../src/components/puzzle/TrickPuzzle.ja.tsx';
import { puzzleJa } from '../../../src/i18n/islands/puzzle.ja.ts';
import { puzzleViewJa } from '../../../src/i18n/islands/puzzle-views.ja.ts';
import { puzzlesFor, type PuzzleVariant } from '../../../src/content-data/puzzles.ts';
import { localizePuzzle } from '../../../src/content-data/translations.ts';
import { daifugoSolution, daifugoVerdict, trickSolution, trickVerdict } from '../../../src/islands-logic/puzzles.ts';
import { visibleText } from './words.ts';
import { tableSentences } from './table-sentences.ts';
import { MIGHTY_DECLARER_VIEW, MIGHTY_RUN_RESULT } from './table-fixtures.ts';

/** Latin letters a Japanese reader may meet: card codes (the jokers' and the ranks) and key names (Tabキー, Enterキー). */
const ALLOWED = new Set(['JK', 'BJ', 'LJ', 'Tab', 'Enter']);

/** Every Latin-letter word of a text that the allow-list does not excuse (♥Q, ♠A, 10: card labels pass). */
export function latinWords(text: string): string[] {
  return [...text.matchAll(/[A-Za-z][A-Za-z'’-]*/g)]
    .map((m) => ({ w: m[0], before: text[m.index! - 1] ?? '' }))
    .filter(({ w }) => !ALLOWED.has(w) && !/^[AKQJ]$/.test(w))
    .map(({ w }) => w);
}

describe('island catalogues', () => {
  test('every key of the English catalogue is in every language (missing keys listed per language)', () => {
    const missing: Record<string, string[]> = {};
    for (const [family, langs] of Object.entries(CATALOGUES)) {
      const keys = Object.keys(langs.en);
      for (const lang of ISLAND_LANGS) {
        // A family a language does not cover yet has no entry (en and ja cover every family).
        const have = (langs as Record<string, unknown>)[lang] as Record<string, unknown> | undefined;
        if (!have) continue;
        const gone = keys.filter((k) => have[k] === undefined);
        const extra = Object.keys(have).filter((k) => !keys.includes(k));
        if (gone.length || extra.length)
          missing[`${family}.${lang}`] = [...gone.map((k) => `missing ${k}`), ...extra.map((k) => `extra ${k}`)];
      }
    }
    expect(missing).toEqual({});
  });

  test('the Japanese table names every option, value, preset and topic of the games it offers', () => {
    const offered = practiceJa.variants!;
    expect(offered).toEqual(['japanese', 'daifugo', 'nap', 'tw-hk', 'mighty']);
    const problems: string[] = [];
    for (const v of offered) {
      const engine = engineFor(v);
      expect(OPTION_WORDS_JA[v]).toBeDefined();
      for (const [key, decl] of Object.entries(engine.options)) {
        try {
          const w = optionWordsJa(v, key);
          if (!w.label || !w.description) problems.push(`${v}.${key}: no label or description`);
          for (const value of optionValues(decl)) optionValueJa(v, key, value);
          if (latinWords(`${w.label} ${w.description} ${Object.values(w.values).join(' ')}`).length)
            problems.push(`${v}.${key}: Latin words in its Japanese`);
        } catch (e) {
          problems.push((e as Error).message);
        }
      }
      for (const p of engine.presets) {
        try {
          presetJa(v, p.id);
        } catch (e) {
          problems.push((e as Error).message);
        }
      }
      for (const k of Object.keys(OPTION_WORDS_JA[v] ?? {}))
        if (!engine.options[k]) problems.push(`${v}.${k}: words for an option the engine does not declare`);
    }
    for (const t of OPTION_TOPICS) if (!TOPIC_WORDS_JA[t.id]) problems.push(`topic ${t.id}`);
    expect(problems).toEqual([]);
    expect(Object.keys(JAPANESE_OPTION_WORDS_JA).length + Object.keys(DAIFUGO_OPTION_WORDS_JA).length).toBeGreaterThan(
      50,
    );
  });
});

/** A whole game (three hands of a game with no set length) played with the first legal action: every sentence the Japanese table makes. */
const sentencesOfAGame = (variant: VariantId, seed: string) => tableSentences(practiceJa, { variant }, seed);

describe('the practice island in Japanese', () => {
  test('the setup form, rendered on the server, reads in Japanese', () => {
    const html = render(<PracticeGameJa variant="japanese" />);
    expect(html).toContain('新しいゲーム');
    expect(latinWords(visibleText(html))).toEqual([]);
    for (const variant of ['daifugo', 'nap', 'tw-hk', 'mighty'] as const)
      expect(latinWords(visibleText(render(<PracticeGameJa variant={variant} />)))).toEqual([]);
  });

  test('the table at the start of a hand (the auction, the seats, the hand) reads in Japanese', () => {
    for (const variant of ['japanese', 'daifugo', 'nap', 'tw-hk', 'mighty'] as const) {
      const game = VARIANT_FLOWS[variant].game as unknown as {
        setup(s: unknown): unknown;
        toAct(s: unknown): number[];
      };
      const seed = 'ja-render';
      // sit where the first move is the player's, so no computer (no Worker) is asked during the render
      const seat = game.toAct(game.setup({ ruleSet: { variant }, seed }))[0]!;
      const settings = { ...defaultSettings(variant, seed), seat };
      const html = render(
        <PracticeWordsContext.Provider value={practiceJa}>
          <CardLang.Provider value="ja">
            <CoachWordsContext.Provider value={coachJa}>
              <Table settings={settings} save={null} onNew={() => {}} onSameSeed={() => {}} />
            </CoachWordsContext.Provider>
          </CardLang.Provider>
        </PracticeWordsContext.Provider>,
      );
      expect(html).toContain('data-testid="hand"');
      expect(html).toContain('あなたの手札');
      expect(latinWords(visibleText(html))).toEqual([]);
    }
  });

  test.each([
    ['japanese', 'ja-sweep-1'],
    ['daifugo', 'ja-sweep-2'],
    ['nap', 'ja-sweep-3'],
    ['nap', 'ja-sweep-4'],
    ['tw-hk', 'ja-sweep-5'],
    ['tw-hk', 'ja-sweep-6'],
    ['mighty', 'ja-sweep-7'],
    ['mighty', 'ja-sweep-8'],
  ] as const)('every sentence of a whole %s game is Japanese', (variant, seed) => {
    const lines = sentencesOfAGame(variant, seed);
    expect(lines.length).toBeGreaterThan(100);
    const english = lines.flatMap((l, i) =>
      latinWords(String(l)).length > 0 ? [`${String(l)} (after: ${String(lines[i - 1])})`] : [],
    );
    expect(english.slice(0, 10)).toEqual([]);
  });

  test('the check finds an English word (it is not blind)', () => {
    expect(latinWords('あなたの番です。Next trick')).toEqual(['Next', 'trick']);
    expect(latinWords('♥Qを出す、JKとスペードのA')).toEqual([]);
  });
});

const PUZZLE_VARIANTS: PuzzleVariant[] = ['japanese', 'nap', 'tw-hk', 'mighty', 'daifugo'];

/** Every word a Japanese puzzles page can show of its puzzles: the view, the verdicts and the solution. */
function puzzleSentencesJa(variant: PuzzleVariant): string[] {
  const engine = engineFor(variant);
  const out: string[] = [];
  for (const p of puzzlesFor(variant)) {
    const v = puzzleViewJa(localizePuzzle(p, 'ja'), engine);
    const w = puzzleJa.verdict;
    out.push(v.variantTitle, v.title, v.theme, v.rulesLine, v.question, v.note ?? '', ...v.facts);
    out.push(...v.plays.map((x) => x.who), ...(v.effectChoices ?? []).map(puzzleJa.effect));
    if (v.answer.kind === 'trick') {
      const cards = v.plays.map((x) => x.card);
      out.push(trickSolution(cards, v.answer, w));
      for (let i = 0; i < cards.length; i++) out.push(trickVerdict(cards, v.answer, i, w).explanation);
    } else {
      out.push(daifugoSolution(v.answer, w));
      for (const a of [
        { legal: true, effects: [] },
        { legal: false, effects: [] },
        { legal: true, effects: ['revolution'] },
      ])
        out.push(daifugoVerdict(v.answer, a, w).explanation);
    }
  }
  return out.filter((x) => x !== '');
}

describe('the puzzle island in Japanese', () => {
  test.each(PUZZLE_VARIANTS)('every word of the %s puzzles (views, verdicts, solutions) is Japanese', (variant) => {
    const lines = puzzleSentencesJa(variant);
    expect(lines.length).toBeGreaterThan(10);
    const english = lines.filter((l) => latinWords(l).length > 0);
    expect(english.slice(0, 10)).toEqual([]);
  });

  test('the explanation is the engine’s, in Japanese: the mighty and a refused Daifugō play', () => {
    const jp = puzzlesFor('japanese').find((p) => p.id === 'jp-mighty')!;
    const v = puzzleViewJa(jp, engineFor('japanese'));
    expect(
      v.answer.kind === 'trick' &&
        trickSolution(
          v.plays.map((x) => x.card),
          v.answer,
          puzzleJa.verdict,
        ),
    ).toMatch(/^♠Aが勝ちます。♠Aはオールマイティで/);
    const refused = puzzlesFor('daifugo')
      .map((p) => puzzleViewJa(p, engineFor('daifugo')))
      .find((x) => x.answer.kind === 'climb' && !x.answer.legal)!;
    expect(daifugoSolution(refused.answer, puzzleJa.verdict)).toMatch(/^出せません。.+。$/);
  });

  test.each(PUZZLE_VARIANTS)('the %s puzzle island, rendered on the server, reads in Japanese', (variant) => {
    const engine = engineFor(variant);
    const puzzles = puzzlesFor(variant);
    const views = puzzles.map((p) => puzzleViewJa(localizePuzzle(p, 'ja'), engine));
    const html = render(<TrickPuzzleJa variant={variant} puzzles={puzzles} views={views} />);
    expect(html).toContain(puzzleJa.showSolution);
    expect(latinWords(visibleText(html))).toEqual([]);
    const none = render(<TrickPuzzleJa variant={variant} puzzles={[]} views={[]} />);
    expect(visibleText(none)).toContain(puzzleJa.noPuzzles);
  });

  test('every string and sentence of the Japanese puzzle catalogue is Japanese', () => {
    const texts: string[] = [];
    for (const [k, x] of Object.entries(puzzleJa)) {
      if (k === 'lang' || k === 'pageHref' || k === 'effect') continue;
      if (typeof x === 'string') texts.push(x);
      else if (typeof x === 'function') texts.push(String((x as (...a: unknown[]) => unknown)(3, 7)));
    }
    texts.push(puzzleJa.linkPage('ナポレオン'), puzzleJa.verdict.notThat('HQ'), puzzleJa.verdict.notThat('JK'));
    expect(texts.filter((t) => latinWords(t).length > 0)).toEqual([]);
  });
});

describe('the built-pages check that a language ships only to its pages (tests/budget/languages.mjs)', () => {
  test('it names a Japanese string on an English page and an English one on a Japanese practice page', async () => {
    const { languageProblems, MARKERS } = await import('../../../tests/budget/languages.mjs');
    const ja = `<p>${MARKERS.ja[0]}</p>`;
    const en = `<button>${MARKERS.en[0]}</button>`;
    expect(languageProblems('/japanese/practice/', `<main lang="en">${en}</main>`, [])).toEqual([]);
    expect(languageProblems('/japanese/practice/', `<main lang="en">${en}${ja}</main>`, [])).toHaveLength(1);
    expect(languageProblems('/ja/japanese/practice/', `<main lang="ja">${ja}</main>`, [])).toEqual([]);
    expect(languageProblems('/ja/japanese/practice/', `<main lang="ja">${ja}${en}</main>`, [])).toHaveLength(1);
    // a page without its own catalogue is reported too: the check is not blind
    expect(languageProblems('/ja/japanese/practice/', '<main lang="ja"></main>', [])).toHaveLength(1);
    expect(languageProblems('/japanese/practice/', '<main lang="en"></main>', [])).toHaveLength(1);
  });

  test('the same for the puzzle catalogue on the puzzles pages', async () => {
    const { languageProblems, PUZZLE_MARKERS } = await import('../../../tests/budget/languages.mjs');
    const ja = `<p>${PUZZLE_MARKERS.ja[0]}</p>`;
    const en = `<button>${PUZZLE_MARKERS.en[0]}</button>`;
    expect(languageProblems('/mighty/puzzles/', `<main lang="en">${en}</main>`, [])).toEqual([]);
    expect(languageProblems('/mighty/puzzles/', `<main lang="en">${en}${ja}</main>`, [])).toHaveLength(1);
    expect(languageProblems('/mighty/puzzles/', '<main lang="en"></main>', [])).toHaveLength(1);
    expect(languageProblems('/ja/mighty/puzzles/', `<main lang="ja">${ja}</main>`, [])).toEqual([]);
    expect(languageProblems('/ja/mighty/puzzles/', `<main lang="ja">${ja}${en}</main>`, [])).toHaveLength(1);
    expect(languageProblems('/ja/mighty/puzzles/', '<main lang="ja"></main>', [])).toHaveLength(1);
  });
});

describe('card names in Japanese follow players’ usage', () => {
  test('♠A is announced as the mighty in Japanese Napoleon, as the spade ace in Daifugō; the queen of hearts', () => {
    const play = (card: Card) => ({ type: 'play', seat: 1, card }) as AnyAction;
    expect(practiceJa.announce(play('SA'), 0, 'japanese')).toBe('2番の人がオールマイティ（スペードのA）を出しました。');
    expect(practiceJa.announce(play('SA'), 0, 'daifugo')).toBe('2番の人がスペードのエースを出しました。');
    expect(practiceJa.announce(play('HQ'), 0, 'japanese')).toBe('2番の人がハートのクイーンを出しました。');
    expect(practiceJa.announce(play('JK'), 0, 'japanese')).toBe('2番の人がジョーカーを出しました。');
  });
});

describe('the games added to the Japanese table speak their pages’ words', () => {
  test('Nap: the bids, the declarer, the trick reason and the payment', () => {
    const bid = (b: number | string) => ({ type: 'bid', seat: 1, bid: b }) as unknown as AnyAction;
    expect(practiceJa.announce(bid(3), 0, 'nap')).toBe('2番の人：3トリック。');
    expect(practiceJa.actionLabel(bid('misere'))).toBe('ミゼールを宣言');
    expect(practiceJa.actionLabel(bid('blucher'))).toBe('ブリュッヒャーを宣言');
    const model = practiceJa.tableModel(
      'nap',
      { players: 4, handSizes: [5, 5, 5, 5], declarer: 1, bid: 'nap', trump: 'H', phase: 'play' },
      0,
    );
    expect(model.seats[1]!.roles).toEqual(['ディクレアラー']);
    expect(model.facts).toContain('宣言：ナップ（5トリック）（2番の人）。');
    expect(
      practiceJa.trickReason({
        variant: 'nap',
        text: '',
        explanation: { rule: 'trump', cards: ['H2'], text: 'H2 is the highest trump' },
        led: 'C',
        trump: 'H',
        first: false,
      }),
    ).toBe('♥2がこのトリックでいちばん強い切り札（♥ハート）です。');
    expect(
      practiceJa.verdict('nap', { declarer: 0, bid: 3, tricks: 2, made: false, deltas: [-9, 3, 3, 3] }, 0),
    ).toEqual([
      'あなたは3トリックを宣言して2トリック取りました：失敗。',
      '計算：あなたが相手3人に3ずつ払います。3 × 3 = −9、相手は1人あたり+3。',
      'この勝負：あなた −9、2番の人 +3、3番の人 +3、4番の人 +3。',
    ]);
  });
});

describe('tw-hk and Mighty on the Japanese table', () => {
  test('tw-hk: level and suit bids with their heads, the secretary, the Taiwan sum', () => {
    const bid = (heads: number, strain: string | null) =>
      ({ type: 'bid', seat: 2, heads, strain }) as unknown as AnyAction;
    expect(practiceJa.actionLabel(bid(10, 'D'))).toBe('2♦（点札10枚）を宣言');
    expect(practiceJa.announce(bid(11, 'NT'), 0, 'tw-hk')).toBe('3番の人：3の切り札なし（点札11枚）。');
    expect(practiceJa.actionLabel(bid(12, null))).toBe('点札12枚を宣言');
    expect(practiceJa.actionLabel({ type: 'command', seat: 0 } as AnyAction)).toMatch(/^秘書に命令する/);
    const model = practiceJa.tableModel(
      'tw-hk',
      {
        players: 5,
        handSizes: [10, 10, 10, 10, 10],
        napoleon: 1,
        bid: { heads: 10, strain: 'D' },
        secretaryCard: 'D5',
        trump: 'D',
        phase: 'play',
        points: [0, 3, 0, 0, 0],
      },
      0,
    );
    expect(model.facts).toContain('宣言：2♦（点札10枚）（2番の人）。');
    expect(model.facts).toContain('秘書のカード：♦5（ダイヤの5）。');
    expect(model.seats[1]!.taken).toBe('点札3枚');
    expect(
      practiceJa
        .verdict(
          'tw-hk',
          {
            bid: { heads: 11, strain: 'D' },
            points: 12,
            partner: 'secretary',
            score: { napoleon: 120, secretary: 60, defender: -60, made: true },
            deltas: [-60, 120, 60, -60, -60],
          },
          0,
          { scoring: 'taiwan' },
        )
        .slice(0, 2),
    ).toEqual([
      'ナポレオンと秘書は点札を12枚取りました（宣言は11枚）：成功。',
      '計算（宣言より1枚多い）：ナポレオン 100 + 20 × 1 = +120、秘書 50 + 10 × 1 = +60、守備側は1人あたり −(50 + 10 × 1) = −60。',
    ]);
  });

  test('Mighty: bids as the page writes them, the friend, the unit S and its doubling', () => {
    const bid = (n: number, strain: string) => ({ type: 'bid', seat: 1, number: n, strain }) as unknown as AnyAction;
    expect(practiceJa.actionLabel(bid(15, 'S'))).toBe('♠15を宣言');
    expect(practiceJa.announce(bid(14, 'NT'), 0, 'mighty')).toBe('2番の人：切り札なし14。');
    expect(practiceJa.announce({ type: 'play', seat: 1, card: 'C3', ripper: true } as AnyAction, 0, 'mighty')).toMatch(
      /ジョーカーコールです。$/,
    );
    const model = practiceJa.tableModel('mighty', MIGHTY_DECLARER_VIEW, 0);
    expect(model.seats[0]!.roles).toEqual(['主攻']);
    expect(model.facts).toContain('宣言：♥15（あなた）。');
    expect(practiceJa.verdict('mighty', MIGHTY_RUN_RESULT, 0).slice(0, 2)).toEqual([
      '主攻の側は20点取りました（宣言は15点）：成功。',
      '計算：基本点は2 × (15 − 13) + (20 − 15)、ラン（20点すべて）で倍になって28。主攻 2 × 28 = +56、フレンド +28、守備側は1人あたり −28。',
    ]);
  });
});

describe('the hint in Japanese', () => {
  test('words the bot’s reason from its data, never its English sentence', () => {
    expect(coachJa.hintLine('♥Qを出す', { kind: 'wins', percent: 90, samples: 40, wins: 36 })).toBe(
      'ヒント：♥Qを出す——コンピューターが試した40通りの配りのうち36通りで、このトリックを取れます。',
    );
    expect(coachJa.hintLine('♣2を出す', { kind: 'low', lost: 13, samples: 14 })).toMatch(/点にならないカード/);
    expect(coachJa.hintLine('♣2を出す', { kind: 'average', samples: 12 })).toMatch(/12通り/);
    expect(latinWords(coachJa.hintLine('パス', { kind: 'pass-average' }))).toEqual([]);
  });
});
