/**
 * The tw-hk position puzzles (EndgamePuzzle, DeductionPuzzle) in Traditional Chinese: the
 * catalogue's strings and sentences, the Chinese views (seat names, who-holds' reasons made from its
 * structured answer), the sentences of every endgame's solver line, the Chinese titles and notes,
 * and both islands rendered on the server — no Latin-letter word a Chinese reader would meet
 * (card codes and key names excepted).
 */
import { endgameSentences, latinWords, visibleText } from './words.ts';
import { describe, expect, test } from 'vitest';
import { render } from 'preact-render-to-string';
import { positionZh } from '../../../src/i18n/islands/position.zh-TW.ts';
import { deductionViewZh, endgameViewZh, ROLE_ZH } from '../../../src/i18n/islands/position-views.zh-TW.ts';
import { deductionView, positionPuzzlesFor, resolvedRulesOf } from '../../../src/content-data/position-puzzles.ts';
import { localizePuzzle, puzzleTextLang } from '../../../src/content-data/translations.ts';
import EndgamePuzzleZh from '../../../src/components/position/EndgamePuzzle.zh-TW.tsx';
import DeductionPuzzleZh from '../../../src/components/position/DeductionPuzzle.zh-TW.tsx';
import type { Card } from '../../../src/engine/cards.ts';

describe('the position catalogue in Chinese', () => {
  test('every string and sentence of it is Chinese', () => {
    const w = positionZh;
    const texts: string[] = [];
    const someCards = ['HQ', 'SA', 'JK', 'BJ', 'LJ'] as Card[];
    for (const [k, x] of Object.entries(w)) if (k !== 'lang' && typeof x === 'string') texts.push(x);
    texts.push(w.widowOption('tw-hk'), w.widowWord('tw-hk'), w.amountOf('tw-hk', 3), w.lead('tw-hk', 1, true));
    for (const c of someCards)
      texts.push(
        w.card(c),
        w.spoken(c),
        w.legend(c),
        w.keyCard(c),
        w.reply('tw-hk', c),
        w.canBeWith(c, ['2號', '底牌']),
      );
    texts.push(
      w.discards('tw-hk', someCards),
      w.discardsSpoken(someCards),
      w.naming('S'),
      w.endgameCounter(2, 15),
      w.deductionCounter(2, 10),
      w.trickLead(3),
      w.solverFailed('worker failed'),
      w.setupFailed('bad hand'),
      w.goOnFailed('bad move'),
      ...Object.values(w.deductionQuestion('拿破崙', 'H', '秘書')),
      ...Object.values(w.deductionQuestion('拿破崙', null, '秘書')),
    );
    expect(texts.filter((t) => latinWords(t).length > 0)).toEqual([]);
    expect(w.amountOf('tw-hk', 3)).toBe('3張頭');
    expect(w.lead('tw-hk', 1, true)).toBe('（指定紅心，逼鬼）');
  });

  test('the islands name the seats as the views do', () => {
    for (const p of positionPuzzlesFor('endgame', 'tw-hk'))
      expect(positionZh.endgameNames(p, 5)).toEqual(endgameViewZh(p).names);
    expect(positionZh.seatNames('tw-hk', 5, 2, 4)).toEqual(['4號', '5號', '你（拿破崙）', '2號', '3號（你的秘書）']);
  });
});

describe('the tw-hk position puzzles’ Chinese views', () => {
  test.each(['endgame', 'deduction'] as const)('every %s puzzle has its Chinese title and note', (kind) => {
    const missing = positionPuzzlesFor(kind, 'tw-hk')
      .map((p) => ({ p, zh: localizePuzzle(p, 'zh-TW') }))
      .filter(({ p, zh }) => zh.title === p.title || zh.note === p.note || latinWords(zh.title + zh.note).length > 0)
      .map(({ p }) => p.id);
    expect(missing).toEqual([]);
    // the notes file of the Chinese page is the Chinese one; other games' pages there read English
    expect(puzzleTextLang('zh-TW', 'tw-hk')).toBe('zh-TW');
    expect(puzzleTextLang('zh-TW', 'mighty')).toBe('en');
  });

  test('every deduction’s names and reasons are Chinese, one reason per English one', () => {
    const ps = positionPuzzlesFor('deduction', 'tw-hk');
    expect(ps.length).toBeGreaterThan(0);
    for (const p of ps) {
      const zh = deductionViewZh(p);
      const en = deductionView(p);
      expect(zh.possible).toEqual(en.possible);
      expect(zh.reasons.map((r) => r.seat)).toEqual(en.reasons.map((r) => r.seat));
      expect(zh.names[p.seat]).toBe(`你（${ROLE_ZH['tw-hk'].declarer}）`);
      for (const r of zh.reasons) expect(r.text).toMatch(/拿破崙命令秘書打出秘書牌之後/);
      expect(
        [...zh.names, ...zh.reasons.map((r) => r.text)].filter((t) => latinWords(t).length > 0),
        p.id,
      ).toEqual([]);
    }
  });

  test('every sentence along every endgame’s solver line is Chinese', () => {
    const lines = positionPuzzlesFor('endgame', 'tw-hk').flatMap((p) => endgameSentences(positionZh, endgameViewZh, p));
    expect(lines.length).toBeGreaterThan(50);
    expect(lines.filter((l) => latinWords(l).length > 0).slice(0, 10)).toEqual([]);
  });

  test('another game has no Chinese views: the build stops naming it', () => {
    const p = positionPuzzlesFor('endgame', 'mighty')[0]!;
    expect(() => endgameViewZh(p)).toThrow(/no zh-TW position views for mighty/);
  });
});

describe('the tw-hk position islands rendered in Chinese', () => {
  test('the endgame and deduction islands read in Chinese', () => {
    const endgames = positionPuzzlesFor('endgame', 'tw-hk').map((p) => localizePuzzle(p, 'zh-TW'));
    const eg = render(
      <EndgamePuzzleZh puzzles={endgames} views={endgames.map(endgameViewZh)} rules={resolvedRulesOf('tw-hk')} />,
    );
    expect(eg).toContain(positionZh.nextEndgame);
    expect(latinWords(visibleText(eg))).toEqual([]);
    const deductions = positionPuzzlesFor('deduction', 'tw-hk').map((p) => localizePuzzle(p, 'zh-TW'));
    const dd = render(
      <DeductionPuzzleZh
        puzzles={deductions}
        views={deductions.map(deductionViewZh)}
        partner={ROLE_ZH['tw-hk'].partner!}
      />,
    );
    expect(dd).toContain(positionZh.check);
    expect(dd).toContain(deductions[0]!.title);
    expect(latinWords(visibleText(dd))).toEqual([]);
  });
});

describe('the built-pages check for the Chinese position catalogue', () => {
  test('it names a Chinese string off the tw-hk endgames page, an English one on it, and a missing one', async () => {
    const { languageProblems, POSITION_MARKERS, ZH_MARKERS } = await import('../../../tests/budget/languages.mjs');
    const zh = `<p>${ZH_MARKERS.position[0]}</p>`;
    const en = `<p>${POSITION_MARKERS.en[0]}</p>`;
    const page = '/zh-tw/tw-hk/endgames/';
    expect(ZH_MARKERS.position.length).toBeGreaterThan(5);
    expect(languageProblems(page, `<main lang="zh-TW">${zh}</main>`, [])).toEqual([]);
    expect(languageProblems(page, `<main lang="zh-TW">${zh}${en}</main>`, [])).toHaveLength(1);
    expect(languageProblems(page, '<main lang="zh-TW"></main>', [])).toHaveLength(1);
    expect(languageProblems('/tw-hk/endgames/', `<main lang="en">${en}${zh}</main>`, [])).toHaveLength(1);
    expect(languageProblems('/zh-tw/tw-hk/puzzles/', `<main lang="zh-TW">${zh}</main>`, [])).not.toEqual([]);
  });
});
