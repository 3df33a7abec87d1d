import { describe, expect, it } from 'vitest';
import {
  allOneSuit,
  followSuit,
  nextSeat,
  plainRank,
  plainTrickWinner,
  playToTrick,
  seatsFrom,
  startTrickHand,
  trickToAct,
  winnerByStrength,
  type TrickRules,
} from '../../../src/engine/trick/index.ts';
import { suitOf } from '../../../src/engine/cards.ts';

describe('seats', () => {
  it.each([
    [0, 5, 1],
    [4, 5, 0],
    [3, 4, 0],
  ])('next after %i of %i is %i', (s, n, e) => expect(nextSeat(s, n)).toBe(e));
  it('rotates from a seat', () => expect(seatsFrom(3, 5)).toEqual([3, 4, 0, 1, 2]));
});

describe('strength', () => {
  it.each([
    ['SA', false, 14],
    ['H2', false, 2],
    ['H2', true, 15],
    ['D10', false, 10],
    ['JK', false, 0],
  ])('plainRank(%s, twoHigh=%s) = %i', (c, t, v) => expect(plainRank(c, t)).toBe(v));
  it('ties go to the earlier card', () => expect(winnerByStrength(['S2', 'H2', 'D2'], () => 1).index).toBe(0));
  it('highest wins', () => expect(winnerByStrength(['S2', 'S9', 'S5'], (c) => plainRank(c)).index).toBe(1));
  it.each([
    [['C5', 'CK', 'H2', 'C3'], 'H', 2, 'trump'],
    [['C5', 'CK', 'D2', 'C3'], 'H', 1, 'led-suit'],
    [['C5', 'DA', 'SA', 'C3'], null, 0, 'led-suit'],
  ] as const)('plain trick %j trump %s → %i (%s)', (cards, trump, w, rule) => {
    const r = plainTrickWinner(cards, trump, null);
    expect(r.winner).toBe(w);
    expect(r.explanation.rule).toBe(rule);
  });
  it.each([
    [['S2', 'S5'], 'S'],
    [['S2', 'H5'], null],
    [['S2', 'JK'], null],
  ] as const)('allOneSuit %j = %s', (cards, s) => expect(allOneSuit(cards)).toBe(s));
});

describe('follow suit', () => {
  const hand = ['SA', 'S3', 'H4', 'JK', 'DJ'];
  it('must follow', () => expect(followSuit(hand, 'S')).toEqual(['SA', 'S3']));
  it('void: anything', () => expect(followSuit(hand, 'C')).toEqual(hand));
  it('leading: anything', () => expect(followSuit(hand, null)).toEqual(hand));
  it('free cards may always be played and never have to be', () => {
    const rule = { isFree: (c: string) => c === 'JK' || c === 'SA' };
    expect(followSuit(hand, 'S', rule)).toEqual(['SA', 'S3', 'JK']);
    expect(followSuit(['SA', 'H4', 'JK'], 'S', rule)).toEqual(['SA', 'H4', 'JK']);
  });
  it('suitFor maps a joker to trumps', () => {
    const rule = { suitFor: (c: string) => (c === 'JK' ? 'H' : suitOf(c)) } as const;
    expect(followSuit(['JK', 'S2'], 'H', rule)).toEqual(['JK']);
  });
  it('mustPlay forces a held card', () => expect(followSuit(hand, 'S', {}, ['JK'])).toEqual(['JK']));
  it('mustPlay of an unheld card changes nothing', () =>
    expect(followSuit(['S3', 'H4'], 'S', {}, ['JK'])).toEqual(['S3']));
});

describe('a hand of tricks', () => {
  const rules: TrickRules = {
    context: (h, plays) => ({
      trump: 'H',
      ledSuit: plays[0] ? suitOf(plays[0].card) : null,
      trickNumber: h.completed.length + 1,
      totalTricks: h.totalTricks,
      players: h.players,
    }),
    legal: (hand, _plays, ctx) => followSuit(hand, ctx.ledSuit),
    winner: (plays, ctx) =>
      plainTrickWinner(
        plays.map((p) => p.card),
        ctx.trump,
        ctx.ledSuit,
      ),
    points: (c) => (['A', 'K'].includes(c.slice(1)) ? 1 : 0),
  };
  it.each([undefined, null, 42, '', 'S1', { card: 'SA' }])(
    'refuses a play whose card is %j with a reason, never a crash',
    (card) => {
      const h = startTrickHand([['SA'], ['S2']], 0);
      const r = playToTrick(h, rules, 0, card as unknown as string);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.reason).toMatch(/card/);
    },
  );
  it('plays two tricks, winner leads, points go to winner', () => {
    let h = startTrickHand(
      [
        ['SA', 'C2'],
        ['S2', 'H3'],
        ['SK', 'D4'],
      ],
      0,
    );
    const seq: [number, string][] = [
      [0, 'SA'],
      [1, 'S2'],
      [2, 'SK'],
      [0, 'C2'],
      [1, 'H3'],
      [2, 'D4'],
    ];
    for (const [s, c] of seq) {
      const r = playToTrick(h, rules, s, c);
      if (!r.ok) throw new Error(r.reason);
      h = r.value.hand;
    }
    expect(h.completed.map((t) => t.winner)).toEqual([0, 1]);
    expect(h.points).toEqual([2, 0, 0]);
    expect(trickToAct(h)).toBeNull();
  });
  it('rejects wrong turn, unheld and illegal cards without change', () => {
    const h = startTrickHand(
      [
        ['SA', 'C2'],
        ['S2', 'H3'],
        ['SK', 'D4'],
      ],
      0,
    );
    const r1 = playToTrick(h, rules, 1, 'S2');
    expect(r1.ok).toBe(false);
    const after = playToTrick(h, rules, 0, 'SA');
    if (!after.ok) throw new Error();
    const r2 = playToTrick(after.value.hand, rules, 1, 'H3');
    expect(r2).toEqual({ ok: false, reason: expect.stringContaining('may not be played') });
    const r3 = playToTrick(after.value.hand, rules, 1, 'DA');
    expect(r3).toEqual({ ok: false, reason: expect.stringContaining('does not hold') });
  });
});
