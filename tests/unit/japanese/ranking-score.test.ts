import { describe, expect, it } from 'vitest';
import {
  japaneseRanking,
  japaneseScore,
  resolveJapaneseRules,
  type JapaneseQuery,
} from '../../../src/engine/japanese/index.ts';

describe('ranking explorer', () => {
  const std = resolveJapaneseRules({});
  it('spades trump, middle trick, hearts led', () => {
    const r = japaneseRanking(std, { trump: 'S', position: 'middle', ledSuit: 'H' });
    expect(r).toHaveLength(52);
    expect(r.slice(0, 6).map((x) => [x.card, x.role])).toEqual([
      ['SA', 'mighty'],
      ['SJ', 'sei-jack'],
      ['CJ', 'ura-jack'],
      ['SK', 'trump'],
      ['SQ', 'trump'],
      ['S10', 'trump'],
    ]);
    const firstLed = r.findIndex((x) => x.role === 'led');
    expect(r[firstLed]!.card).toBe('HA');
    expect(r.filter((x) => x.role === 'led').map((x) => x.card)).toContain('HJ');
    expect(r.filter((x) => x.role === 'plain')).toHaveLength(52 - 1 - 2 - 11 - 13);
  });
  it('no-trump: the mighty, then the led suit', () => {
    const r = japaneseRanking(std, { trump: null, position: 'middle', ledSuit: 'D' });
    expect(r.slice(0, 3).map((x) => x.card)).toEqual(['SA', 'DA', 'DK']);
    expect(r.some((x) => x.role === 'sei-jack')).toBe(false);
  });
  it('specialsOff first: ordinary cards in the first trick', () => {
    const rules = resolveJapaneseRules({ rules: { specialsOff: 'first' } });
    const r = japaneseRanking(rules, { trump: 'H', position: 'first', ledSuit: 'S' });
    expect(r.slice(0, 4).map((x) => x.card)).toEqual(['HA', 'HK', 'HQ', 'HJ']);
    expect(japaneseRanking(rules, { trump: 'H', position: 'last', ledSuit: 'S' })[0]!.card).toBe('SA');
  });
  it('joker and killer are marked', () => {
    const rules = resolveJapaneseRules({ preset: 'trump-stadium', rules: { jokerRank: 'top' } });
    const r = japaneseRanking(rules, { trump: 'D', position: 'middle', ledSuit: 'C' });
    expect(r).toHaveLength(53);
    expect(r[0]).toMatchObject({ card: 'JK', role: 'joker', place: 1 });
    expect(r.find((x) => x.card === 'HQ')).toMatchObject({ role: 'killer' });
  });
  it('a led joker ranks by jokerLedRank', () => {
    const rules = resolveJapaneseRules({ rules: { joker: true, jokerLedRank: 'below-mighty' } });
    const r = japaneseRanking(rules, { trump: 'D', position: 'middle', ledSuit: 'C', jokerLed: true });
    expect(r.slice(0, 2).map((x) => x.card)).toEqual(['SA', 'JK']);
    expect(japaneseRanking(rules, { trump: 'D', position: 'middle', ledSuit: 'C' }).at(-1)!.card).toBe('JK');
  });
  it('lowest joker is last', () => {
    const rules = resolveJapaneseRules({ rules: { joker: true } });
    const r = japaneseRanking(rules, { trump: 'D', position: 'middle', ledSuit: 'C' });
    expect(r.at(-1)!.card).toBe('JK');
  });
  it('the new strength options in the ranking explorer', () => {
    const plain = resolveJapaneseRules({ rules: { plainJacks: 'lowest' } });
    const led = japaneseRanking(plain, { trump: 'S', position: 'middle', ledSuit: 'H' }).filter(
      (x) => x.role === 'led',
    );
    expect(led.at(-1)!.card).toBe('HJ');
    expect(led.at(-2)!.card).toBe('H2');
    const none = resolveJapaneseRules({ rules: { specialsOff: 'all' } });
    const r = japaneseRanking(none, { trump: 'H', position: 'middle', ledSuit: 'S' });
    expect(r.slice(0, 4).map((x) => x.card)).toEqual(['HA', 'HK', 'HQ', 'HJ']);
    const first = resolveJapaneseRules({ rules: { trumpsFirstTrick: 'powerless' } });
    expect(
      japaneseRanking(first, { trump: 'H', position: 'first', ledSuit: 'S' })
        .slice(0, 5)
        .map((x) => x.card),
    ).toEqual(['SA', 'HJ', 'DJ', 'SK', 'SQ']);
    const hunt = resolveJapaneseRules({
      rules: { huntingJack: true, killer: 'HQ', killerBeatsJoker: true, joker: true },
    });
    const h = japaneseRanking(hunt, { trump: 'H', position: 'middle', ledSuit: 'C' });
    expect(h.find((x) => x.card === 'SJ')!.note).toContain('hunts ♥J');
    expect(h.find((x) => x.card === 'CJ')!.note).toContain('hunts ♦J');
    expect(h.find((x) => x.card === 'HQ')!.note).toContain('also beats a joker');
  });
  it('twoHigh puts the 2 above the ace', () => {
    const rules = resolveJapaneseRules({ rules: { twoHigh: true } });
    const r = japaneseRanking(rules, { trump: 'C', position: 'middle', ledSuit: 'H' });
    expect(r.slice(0, 5).map((x) => x.card)).toEqual(['SA', 'CJ', 'SJ', 'C2', 'CA']);
  });
});

type ScoreRow = [label: string, q: Partial<JapaneseQuery>, answer: Record<string, number>];
const scores: ScoreRow[] = [
  [
    'made with adjutant (u=3, a=3)',
    { bid: 13, points: 14, partner: 'adjutant' },
    { napoleon: 6, adjutant: 3, ally: -3 },
  ],
  ['failed solo (u=3, a=4)', { bid: 13, points: 10, partner: 'solo' }, { napoleon: -12, ally: 3 }],
  ['made solo', { bid: 11, points: 12, partner: 'solo' }, { napoleon: 4, ally: -1 }],
  ['minimum bid made', { bid: 11, points: 11, partner: 'adjutant' }, { napoleon: 2, adjutant: 1, ally: -1 }],
  ['failed by one', { bid: 16, points: 15, partner: 'adjutant' }, { napoleon: -12, adjutant: -6, ally: 6 }],
  ['all twenty: win (standard)', { bid: 15, points: 20, partner: 'adjutant' }, { napoleon: 10, adjutant: 5, ally: -5 }],
  ['4 players (a=2)', { players: 4, bid: 12, points: 12, partner: 'adjutant' }, { napoleon: 3, adjutant: 1, ally: -2 }],
  ['6 players (a=4)', { players: 6, bid: 12, points: 12, partner: 'adjutant' }, { napoleon: 5, adjutant: 3, ally: -2 }],
  [
    'revolution doubles (house-2011)',
    { preset: 'house-2011', bid: 15, points: 20, partner: 'adjutant' },
    { napoleon: -24, adjutant: -12, ally: 12 },
  ],
  ['revolution, solo', { preset: 'house-2011', bid: 15, points: 20, partner: 'solo' }, { napoleon: -48, ally: 12 }],
  [
    'lose-unless-bid-20 with bid 20',
    { rules: { twentyHonours: 'lose-unless-bid-20' }, bid: 20, points: 20, partner: 'adjutant' },
    { napoleon: 20, adjutant: 10, ally: -10 },
  ],
  [
    'lose-unless-bid-20 with bid 19',
    { rules: { twentyHonours: 'lose-unless-bid-20' }, bid: 19, points: 20, partner: 'adjutant' },
    { napoleon: -36, adjutant: -18, ally: 18 },
  ],
  [
    'unit',
    { rules: { scoring: 'unit' }, bid: 16, points: 17, partner: 'adjutant' },
    { napoleon: 2, adjutant: 1, ally: -1 },
  ],
  [
    'unit, 4 players',
    { rules: { scoring: 'unit' }, players: 4, bid: 16, points: 3, partner: 'adjutant' },
    { napoleon: -1, adjutant: -1, ally: 1 },
  ],
  [
    'unit doubled',
    { rules: { scoring: 'unit', twentyHonours: 'lose' }, bid: 16, points: 20, partner: 'solo' },
    { napoleon: -8, ally: 2 },
  ],
  [
    'win-loss: made',
    { preset: 'trump-stadium', bid: 14, points: 14, partner: 'adjutant' },
    { napoleon: 1, adjutant: 1, ally: 0 },
  ],
  [
    'win-loss: failed',
    { preset: 'trump-stadium', bid: 14, points: 3, partner: 'adjutant' },
    { napoleon: 0, adjutant: 0, ally: 1 },
  ],
  [
    'win-loss: revolution, no doubling',
    { preset: 'trump-stadium', bid: 14, points: 20, partner: 'solo' },
    { napoleon: 0, ally: 1 },
  ],
  [
    'with threes: 24 honours',
    { rules: { honours: 'with-threes' }, bid: 22, points: 24, partner: 'adjutant' },
    { napoleon: 24, adjutant: 12, ally: -12 },
  ],
];

describe('scoring', () => {
  it.each(scores)('%s', (_l, q, answer) => {
    expect(japaneseScore({ variant: 'japanese', query: 'score', ...q } as JapaneseQuery)).toEqual(answer);
  });
  it.each([
    ['bid below minBid', { bid: 10, points: 3, partner: 'solo' }, '"bid" cannot be 10'],
    ['bid above honours', { bid: 21, points: 3, partner: 'solo' }, 'from 11 (minBid) to 20'],
    ['points out of range', { bid: 12, points: 21, partner: 'solo' }, '"points" cannot be 21'],
    ['bad partner', { bid: 12, points: 2, partner: 'friend' }, '"partner" cannot be "friend"'],
  ] as const)('rejects %s', (_l, q, msg) => {
    expect(() => japaneseScore({ variant: 'japanese', ...q } as unknown as JapaneseQuery)).toThrow(msg);
  });
});
