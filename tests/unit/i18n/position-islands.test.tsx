/**
 * The position puzzles (EndgamePuzzle, DeductionPuzzle) in Japanese: the catalogue's strings and
 * sentences, the Japanese views (seat names, who-holds' reasons made from its structured answer),
 * the sentences of every endgame's solver line, and both islands rendered on the server — no
 * Latin-letter word a Japanese reader would meet (card codes and key names excepted).
 */
import { endgameSentences, latinWords, visibleText } from './words.ts';
import { describe, expect, test } from 'vitest';
import { render } from 'preact-render-to-string';
import { positionJa } from '../../../src/i18n/islands/position.ja.ts';
import { positionEn } from '../../../src/i18n/islands/position.en.ts';
import { deductionViewJa, endgameViewJa, ROLE_JA } from '../../../src/i18n/islands/position-views.ja.ts';
import {
  deductionView,
  endgameView,
  MIN_POSITION_PUZZLES,
  playersOf,
  POSITION_VARIANTS,
  positionPuzzlesFor,
  resolvedRulesOf,
} from '../../../src/content-data/position-puzzles.ts';
import { localizePuzzle } from '../../../src/content-data/translations.ts';
import EndgamePuzzleJa from '../../../src/components/position/EndgamePuzzle.ja.tsx';
import DeductionPuzzleJa from '../../../src/components/position/DeductionPuzzle.ja.tsx';
import EndgamePuzzleEn from '../../../src/components/position/EndgamePuzzle.en.tsx';
import type { Card } from '../../../src/engine/cards.ts';

/** The games with "who holds the card?" puzzles (Nap's declarer has no partner card). */
const DEDUCTION_VARIANTS = POSITION_VARIANTS.filter((v) => MIN_POSITION_PUZZLES.deduction[v] > 0);

describe('the position catalogue in Japanese', () => {
  test('every string and sentence of it is Japanese', () => {
    const texts: string[] = [];
    const someCards: Card[] = ['HQ', 'SA', 'JK', 'BJ', 'LJ'] as Card[];
    for (const [k, x] of Object.entries(positionJa)) {
      if (k === 'lang') continue;
      if (typeof x === 'string') texts.push(x);
    }
    for (const v of POSITION_VARIANTS) {
      texts.push(positionJa.widowOption(v), positionJa.widowWord(v), positionJa.amountOf(v, 3));
      texts.push(positionJa.lead(v, 1, true), positionJa.lead(v, 0, false));
    }
    for (const c of someCards)
      texts.push(
        positionJa.card(c),
        positionJa.spoken(c),
        positionJa.legend(c),
        positionJa.keyCard(c),
        positionJa.reply('mighty', c),
        positionJa.canBeWith(c, ['2番の人', '場札']),
      );
    texts.push(
      positionJa.discards('japanese', someCards),
      positionJa.discardsSpoken(someCards),
      positionJa.naming('S'),
      positionJa.endgameCounter(2, 15),
      positionJa.deductionCounter(2, 10),
      positionJa.trickLead(3),
      positionJa.solverFailed('読み込みの失敗'),
      positionJa.setupFailed('不正な手札'),
      positionJa.goOnFailed('不正な手'),
      ...Object.values(positionJa.deductionQuestion('ナポレオン', 'H', '副官')),
      ...Object.values(positionJa.deductionQuestion('主攻', null, 'フレンド')),
    );
    expect(texts.filter((t) => latinWords(t).length > 0)).toEqual([]);
  });

  test('the islands name the seats as the views do (the views’ names stay out of the page)', () => {
    for (const v of POSITION_VARIANTS)
      for (const p of positionPuzzlesFor('endgame', v)) {
        expect(positionJa.endgameNames(p, playersOf(v))).toEqual(endgameViewJa(p).names);
        expect(positionEn.endgameNames(p, playersOf(v))).toEqual(endgameView(p).names);
      }
    expect(positionJa.seatNames('mighty', 5, 2, 4)).toEqual([
      '4番の人',
      '5番の人',
      'あなた（主攻）',
      '2番の人',
      '3番の人（あなたのフレンド）',
    ]);
  });

  test('it speaks each game’s words: 絵札 and 枚 in Japanese Napoleon, 点 in Mighty, the widow as キティ there', () => {
    expect(positionJa.amountOf('japanese', 3)).toBe('絵札3枚');
    expect(positionJa.amountOf('mighty', 3)).toBe('3点');
    expect(positionJa.widowWord('mighty')).toBe('キティ');
    expect(positionJa.lead('mighty', -1, true)).toBe('（ジョーカーコール）');
    expect(positionEn.lead('mighty', 1, false)).toBe(' (naming hearts)');
  });
});

describe('the position puzzles’ Japanese views', () => {
  test.each(['endgame', 'deduction'] as const)(
    'every %s puzzle has its Japanese title and note on a Japanese page',
    (kind) => {
      const missing = POSITION_VARIANTS.flatMap((v) => positionPuzzlesFor(kind, v))
        .map((p) => ({ p, ja: localizePuzzle(p, 'ja') }))
        .filter(({ p, ja }) => ja.title === p.title || ja.note === p.note || latinWords(ja.title + ja.note).length > 0)
        .map(({ p }) => p.id);
      expect(missing).toEqual([]);
    },
  );

  test.each(DEDUCTION_VARIANTS)(
    '%s: every deduction’s names and reasons are Japanese, one reason per English one',
    (variant) => {
      const ps = positionPuzzlesFor('deduction', variant);
      expect(ps.length).toBeGreaterThan(0);
      for (const p of ps) {
        const ja = deductionViewJa(p);
        const en = deductionView(p);
        expect(ja.possible).toEqual(en.possible);
        expect(ja.reasons.map((r) => r.seat)).toEqual(en.reasons.map((r) => r.seat));
        expect(ja.names[p.seat]).toBe(`あなた（${ROLE_JA[variant].declarer}）`);
        const texts = [...ja.names, ...ja.reasons.map((r) => r.text)];
        expect(
          texts.filter((t) => latinWords(t).length > 0),
          p.id,
        ).toEqual([]);
      }
    },
  );

  test('the reasons are made from who-holds’ answer: a void, a card that could not be played, the secretary command', () => {
    const all = POSITION_VARIANTS.flatMap((v) => positionPuzzlesFor('deduction', v)).flatMap((p) =>
      deductionViewJa(p).reasons.map((r) => r.text),
    );
    expect(all.some((t) => /トリックで台札の(スペード|ハート|ダイヤ|クラブ)を出さず/.test(t))).toBe(true);
    const hk = positionPuzzlesFor('deduction', 'tw-hk').flatMap((p) => deductionViewJa(p).reasons.map((r) => r.text));
    expect(hk.length).toBeGreaterThan(0);
    for (const t of hk) expect(t).toMatch(/秘書のカードを出すよう命令した後に/);
  });

  test.each(POSITION_VARIANTS)('%s: every sentence along every endgame’s solver line is Japanese', (variant) => {
    const lines = positionPuzzlesFor('endgame', variant).flatMap((p) => endgameSentences(positionJa, endgameViewJa, p));
    expect(lines.length).toBeGreaterThan(50);
    expect(lines.filter((l) => latinWords(l).length > 0).slice(0, 10)).toEqual([]);
  });
});

describe('the position islands rendered in Japanese', () => {
  test('English Nap: the declarer is ディクレアラー, the side counts tricks', () => {
    const p = positionPuzzlesFor('endgame', 'nap')[0]!;
    const names = endgameViewJa(p).names;
    expect(names).toHaveLength(4);
    expect(names[p.side[0]!]).toBe('あなた（ディクレアラー）');
    expect(positionJa.amountOf('nap', 3)).toBe('3トリック');
    const eg = render(
      <EndgamePuzzleJa puzzles={[localizePuzzle(p, 'ja')]} views={[endgameViewJa(p)]} rules={resolvedRulesOf('nap')} />,
    );
    expect(visibleText(eg)).toContain(`残り${p.hands[0]!.length}トリック`);
    expect(visibleText(eg)).toContain('トリックを取る必要があります');
    expect(visibleText(eg)).not.toContain('主攻');
    expect(visibleText(eg)).toContain('あなたは、まだ取られていない');
    const en = visibleText(
      render(<EndgamePuzzleEn puzzles={[p]} views={[endgameView(p)]} rules={resolvedRulesOf('nap')} />),
    ).replace(/\s+/g, ' ');
    expect(en).toContain(`You, the declarer, need ${p.target} of the ${p.hands[0]!.length} tricks still to be won.`);
    expect(en).not.toContain('point card');
    expect(positionEn.amountOf('nap', 1)).toBe('1 trick');
  });
  test('English Nap from the defence: the learner plays the defenders against ディクレアラー', () => {
    const p = positionPuzzlesFor('endgame', 'nap').find((x) => x.declarer !== undefined)!;
    const names = endgameViewJa(p).names;
    expect(names[p.declarer!]).toBe('ディクレアラー');
    const ja = visibleText(
      render(
        <EndgamePuzzleJa
          puzzles={[localizePuzzle(p, 'ja')]}
          views={[endgameViewJa(p)]}
          rules={resolvedRulesOf('nap')}
        />,
      ),
    ).replace(/\s+/g, '');
    expect(ja).toContain('あなたは守り（2番の人・3番の人・4番の人）を受け持ち');
    expect(ja).toContain('ディクレアラーはコンピューターが完璧に打ちます');
    const en = visibleText(
      render(<EndgamePuzzleEn puzzles={[p]} views={[endgameView(p)]} rules={resolvedRulesOf('nap')} />),
    ).replace(/\s+/g, ' ');
    expect(en).toContain('You play the defence (Seat 2, Seat 3, Seat 4) and need');
    expect(en).toContain('the computer plays the declarer perfectly');
    expect(positionEn.reply('nap', 'SA', true)).toBe(' The declarer answers ace of spades (♠A).');
  });

  test.each(POSITION_VARIANTS)('%s: the endgame and deduction islands read in Japanese', (variant) => {
    const endgames = positionPuzzlesFor('endgame', variant).map((p) => localizePuzzle(p, 'ja'));
    const eg = render(
      <EndgamePuzzleJa puzzles={endgames} views={endgames.map(endgameViewJa)} rules={resolvedRulesOf(variant)} />,
    );
    expect(eg).toContain(positionJa.nextEndgame);
    expect(latinWords(visibleText(eg))).toEqual([]);
    // Nap's declarer plays alone: no partner card, no deductions.
    if (!DEDUCTION_VARIANTS.includes(variant)) return;
    const deductions = positionPuzzlesFor('deduction', variant).map((p) => localizePuzzle(p, 'ja'));
    const dd = render(
      <DeductionPuzzleJa
        puzzles={deductions}
        views={deductions.map(deductionViewJa)}
        partner={ROLE_JA[variant].partner!}
      />,
    );
    expect(dd).toContain(positionJa.check);
    expect(dd).toContain(deductions[0]!.title);
    expect(latinWords(visibleText(dd))).toEqual([]);
    const none = render(<DeductionPuzzleJa puzzles={[]} views={[]} partner="副官" />);
    expect(visibleText(none)).toContain(positionJa.malformed);
  });

  test('the English entry still speaks English (the check is not blind)', () => {
    const endgames = positionPuzzlesFor('endgame', 'japanese');
    const html = render(
      <EndgamePuzzleEn puzzles={endgames} views={endgames.map(endgameView)} rules={resolvedRulesOf('japanese')} />,
    );
    expect(html).toContain('Next endgame');
    expect(latinWords(visibleText(html)).length).toBeGreaterThan(10);
  });
});

describe('the built-pages check that a language ships only to its pages, for the position catalogue', () => {
  test('it names a Japanese string on an English endgames page, an English one on a Japanese one, and a missing one', async () => {
    const { languageProblems, POSITION_MARKERS, PUZZLE_MARKERS } = await import('../../../tests/budget/languages.mjs');
    // markers of this family only (a few sentences are the trick puzzles' too)
    const own = (ms: string[], others: string[]) => ms.find((m) => !others.includes(m))!;
    const ja = `<p>${own(POSITION_MARKERS.ja, PUZZLE_MARKERS.ja)}</p>`;
    const en = `<button>${own(POSITION_MARKERS.en, PUZZLE_MARKERS.en)}</button>`;
    expect(languageProblems('/mighty/endgames/', `<main lang="en">${en}</main>`, [])).toEqual([]);
    expect(languageProblems('/mighty/endgames/', `<main lang="en">${en}${ja}</main>`, [])).toHaveLength(1);
    expect(languageProblems('/mighty/endgames/', '<main lang="en"></main>', [])).toHaveLength(1);
    expect(languageProblems('/ja/mighty/endgames/', `<main lang="ja">${ja}</main>`, [])).toEqual([]);
    expect(languageProblems('/ja/mighty/endgames/', `<main lang="ja">${ja}${en}</main>`, [])).toHaveLength(1);
    expect(languageProblems('/ja/mighty/endgames/', '<main lang="ja"></main>', [])).toHaveLength(1);
    // a Japanese position word on any other English page is named too
    expect(languageProblems('/mighty/rules/', `<main lang="en">${ja}</main>`, [])).toHaveLength(1);
  });
});
