/**
 * The Traditional Chinese phrasebook of the build-time components (src/components/site/
 * i18n/phrases/zh-tw.ts): every reason the Taiwanese & Hong Kong engine gives has a Chinese sentence
 * without English in it, every score column has Chinese words (the options, presets and rule
 * notes: page-catalogues.test.ts),
 * and anything missing stops the build naming it.
 */
import { describe, expect, test } from 'vitest';
import { judgeTrick } from '../../../src/islands-logic/site-engine.ts';
import { rankLabelZh, scoreColZh, twhkTrickReasonZh } from '../../../src/i18n/phrases/zh-tw.ts';
import { optionZh, presetZh, valueZh } from '../../../src/i18n/phrases/zh-tw-options.ts';
import { spokenNameZh } from '../../../src/i18n/card-words/zh-tw.ts';
import { rankingGroups } from '../../../src/components/site/ranking.ts';
import type { Card, Suit } from '../../../src/engine/cards.ts';

const SUITS: Suit[] = ['S', 'H', 'D', 'C'];
const DECK: Card[] = [
  ...SUITS.flatMap((s) => 'A K Q J 10 9 8 7 6 5 4 3 2'.split(' ').map((r) => `${s}${r}` as Card)),
  'BJ',
  'LJ',
];
/** Latin words left in a Chinese sentence (card ranks A K Q J are single letters). */
const latin = (text: string) => text.match(/[A-Za-z]{2,}/g) ?? [];

/** A small deterministic generator (the same tricks every run). */
function* tricks(count: number) {
  let x = 20261124;
  const next = (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
  for (let i = 0; i < count; i++) {
    const deck = [...DECK];
    const pick = () => deck.splice(next(deck.length), 1)[0]!;
    const plays = [pick(), pick(), pick(), pick(), pick()];
    const trumpIndex = next(5);
    yield {
      plays,
      trump: trumpIndex === 4 ? null : SUITS[trumpIndex]!,
      secretary: next(3) === 0 ? plays[next(5)]! : pick(),
      trick: 1 + next(10),
      declared: SUITS[next(4)]!,
      summon: next(2) === 0,
    };
  }
}

describe('the Chinese phrasebook', () => {
  test('every reason the tw-hk engine gives over many tricks has a Chinese sentence, with no English', () => {
    const seen = new Set<string>();
    for (const t of tricks(3000)) {
      const needsSuit = ['BJ', 'LJ', t.secretary].includes(t.plays[0]!);
      const answer = judgeTrick({
        variant: 'tw-hk',
        trump: t.trump,
        trick: t.trick,
        plays: t.plays,
        secretary: t.secretary,
        ...(needsSuit ? { declared: t.declared } : {}),
        calls: { summon: t.summon },
      });
      const zh = twhkTrickReasonZh(answer.reason, t.trump === null);
      expect(latin(zh), `${answer.reason} → ${zh}`).toEqual([]);
      seen.add(answer.reason.replace(/[♠♥♦♣]\w+|BJ|LJ/g, '·').replace(/spades|hearts|diamonds|clubs/g, '~'));
    }
    // Every kind of reason came up: secretary, big joker, little joker, trump, led joker, led suit (each with and without the weak-joker note).
    expect(seen.size).toBeGreaterThanOrEqual(7);
  });

  test('the sentences say what decided the trick', () => {
    expect(twhkTrickReasonZh('The secretary card ♦5 beats everything.', false)).toBe('♦5是秘書牌，比所有的牌都大。');
    expect(twhkTrickReasonZh('♥3 is the highest trump (hearts) in the trick.', false)).toBe(
      '♥3是這一輪最大的王牌（紅心）。',
    );
    expect(
      twhkTrickReasonZh(
        'The big joker, led in the last three tricks, counts as the 1 of spades and nothing higher of spades or trumps was played.',
        false,
      ),
    ).toBe('末三輪首引的大鬼算作黑桃的1，而且沒有人出更大的黑桃或王牌。');
    expect(
      twhkTrickReasonZh(
        '♣A is the highest card of the led suit, clubs, and no trump was played (jokers are the lowest cards in the last three tricks).',
        false,
      ),
    ).toBe('沒有人出王牌，♣A是首引花色（梅花）裡最大的牌（末三輪中大小鬼是最小的牌）。');
  });

  test('a sentence, option, value, preset, note or column with no Chinese stops the build, naming it', () => {
    expect(() => twhkTrickReasonZh('♠A wins by magic.', false)).toThrow(/♠A wins by magic/);
    expect(() => optionZh('tw-hk', 'nosuch')).toThrow(/"nosuch"/);
    expect(() => optionZh('mighty', 'players')).toThrow(/mighty option "players"/);
    expect(() => valueZh(optionZh('tw-hk', 'summon'), 'sometimes')).toThrow(/"sometimes"/);
    expect(() => presetZh('tw-hk', 'macau')).toThrow(/"macau"/);
    expect(() => rankLabelZh('the mighty')).toThrow(/the mighty/);
    expect(() => scoreColZh('adjutant')).toThrow(/adjutant/);
  });

  // Every option, value, preset and rule note: page-catalogues.test.ts.
  test('every score column of the game has Chinese words', () => {
    for (const c of ['napoleon', 'secretary', 'defender']) expect(latin(scoreColZh(c))).toEqual([]);
  });

  test('every ranking group of the game has a Chinese label, in the last three tricks too', () => {
    for (const trick of [1, 2, 8, 9, 10])
      for (const secretary of ['HA', 'BJ', 'LJ', 'C2'] as Card[])
        for (const g of rankingGroups({ variant: 'tw-hk', trump: 'H', led: 'C', secretary, trick }))
          expect(latin(rankLabelZh(g.label))).toEqual([]);
  });

  test('cards are spoken as Chinese players name them', () => {
    expect(spokenNameZh('HQ')).toBe('紅心Q');
    expect(spokenNameZh('S10')).toBe('黑桃10');
    expect(spokenNameZh('BJ')).toBe('大鬼');
    expect(spokenNameZh('LJ')).toBe('小鬼');
  });
});
