import { describe, expect, it } from 'vitest';
import { judgeOne } from '../../../src/engine/judge.ts';
import '../../../src/engine/all-judges.ts';
import {
  MIGHTY_DECK,
  MIGHTY_OPTIONS,
  mightyContext,
  mightyLegalCards,
  mightyRanking,
  mightyScore,
  mightyTrickWinner,
  resolveMighty,
  handValue,
  mayCallMisdeal,
  bidBeats,
} from '../../../src/engine/mighty/index.ts';
import type { Suit } from '../../../src/engine/cards.ts';

const V = resolveMighty({});
const win = (q: Record<string, unknown>) => judgeOne({ variant: 'mighty', ...q });

describe('mighty options', () => {
  it('has the SPEC keys with their defaults', () => {
    expect(V).toEqual({
      players: 5,
      mightyWhenSpadesTrump: 'DA',
      minBid: 13,
      misdeal: true,
      trumpChange: true,
      firstLead: 'no-trump',
      mightyFollows: 'suit',
      jokerFirstLast: 'powerless',
      ripper: 'optional',
    });
    for (const d of Object.values(MIGHTY_OPTIONS)) expect(d.description.length).toBeGreaterThan(10);
  });
  it.each([
    [
      { rules: { firstLead: 'never' } },
      'option "firstLead" cannot be "never": allowed values are "no-trump", "strict", "free"',
    ],
    [{ rules: { colour: 1 } }, 'unknown option "colour" for mighty'],
    [{ preset: 'korean' }, 'unknown preset "korean" for mighty: allowed presets are "pagat"'],
    [{ rules: { minBid: 12 } }, 'option "minBid" cannot be 12'],
  ])('rejects %j', (rs, msg) => expect(() => resolveMighty(rs)).toThrow(msg));
  it('rejects other player counts', () => expect(() => resolveMighty({}, 4)).toThrow('"players" cannot be 4'));
});

describe('mighty trick winner', () => {
  it.each([
    // [trump, trick, plays, extra, winner, rule]
    ['H', 5, ['CK', 'C2', 'DJ', 'CA', 'H3'], {}, 4, 'trump'],
    ['H', 5, ['CK', 'C2', 'DJ', 'CA', 'D3'], {}, 3, 'led-suit'],
    ['H', 5, ['CK', 'SA', 'JK', 'HA', 'H3'], {}, 1, 'mighty'],
    ['S', 5, ['CK', 'SA', 'JK', 'DA', 'H3'], {}, 3, 'mighty'],
    ['S', 5, ['CK', 'SA', 'JK', 'D2', 'H3'], {}, 2, 'joker'],
    ['S', 5, ['CK', 'SA', 'C2', 'D2', 'H3'], {}, 1, 'trump'],
    [null, 5, ['CK', 'SA', 'C2', 'D2', 'H3'], {}, 1, 'mighty'],
    [null, 5, ['CK', 'S2', 'CA', 'D2', 'H3'], {}, 2, 'led-suit'],
    // joker power by trick number (powerless in first and last trick)
    ['H', 1, ['CK', 'JK', 'C2', 'H2', 'H3'], {}, 4, 'trump'],
    ['H', 2, ['CK', 'JK', 'C2', 'H2', 'H3'], {}, 1, 'joker'],
    ['H', 9, ['CK', 'JK', 'C2', 'H2', 'H3'], {}, 1, 'joker'],
    ['H', 10, ['CK', 'JK', 'C2', 'H2', 'H3'], {}, 4, 'trump'],
    // joker led names the suit
    ['H', 4, ['JK', 'C2', 'CA', 'D2', 'S3'], { declared: 'C' }, 0, 'joker'],
    ['H', 1, ['JK', 'C2', 'CA', 'D2', 'S3'], { declared: 'C' }, 2, 'led-suit'],
    ['H', 1, ['JK', 'C2', 'CA', 'D2', 'S3'], { declared: 'S' }, 4, 'led-suit'],
    // ripper call
    ['H', 3, ['C3', 'JK', 'C4', 'D2', 'S3'], { ripper: true }, 2, 'led-suit'],
    ['H', 3, ['C3', 'JK', 'C4', 'D2', 'S3'], {}, 1, 'joker'],
    ['C', 3, ['S3', 'JK', 'S4', 'D2', 'H3'], { ripper: true }, 2, 'led-suit'],
  ] as const)('trump %s trick %s %j → %s (%s)', (trump, trick, plays, extra, winner, rule) => {
    const ctx = mightyContext(V, trump as Suit | null, trick, extra as { declared?: Suit; ripper?: boolean });
    const r = mightyTrickWinner(plays, ctx);
    expect(r.winner).toBe(winner);
    expect(r.explanation.rule).toBe(rule);
    expect(r.explanation.cards).toEqual([plays[winner]]);
  });

  it('uses ♣A as the mighty with mightyWhenSpadesTrump CA', () => {
    const v = resolveMighty({ rules: { mightyWhenSpadesTrump: 'CA' } });
    expect(mightyTrickWinner(['DA', 'CA', 'SK', 'JK', 'D2'], mightyContext(v, 'S', 4)).winner).toBe(1);
    expect(mightyTrickWinner(['DA', 'CA', 'SK', 'JK', 'D2'], mightyContext(V, 'S', 4)).winner).toBe(0);
  });
  it('keeps the joker powerful in trick 1 and 10 with jokerFirstLast normal', () => {
    const v = resolveMighty({ rules: { jokerFirstLast: 'normal' } });
    expect(mightyTrickWinner(['CK', 'JK', 'H2'], mightyContext(v, 'H', 1)).winner).toBe(1);
    expect(mightyTrickWinner(['CK', 'JK', 'H2'], mightyContext(v, 'H', 10)).winner).toBe(1);
  });
  it('calls automatically with ripper forced, but not in trick 1', () => {
    const v = resolveMighty({ rules: { ripper: 'forced', jokerFirstLast: 'normal' } });
    expect(mightyTrickWinner(['C3', 'JK', 'C4'], mightyContext(v, 'H', 2)).winner).toBe(2);
    expect(mightyTrickWinner(['C3', 'JK', 'C4'], mightyContext(v, 'H', 1)).winner).toBe(1);
  });
  it('explains with card labels and names the deciding rule', () => {
    const r = mightyTrickWinner(['CK', 'SA', 'JK'], mightyContext(V, 'H', 4));
    expect(r.explanation.text).toBe('The mighty ♠A beats every other card.');
    const p = mightyTrickWinner(['C3', 'JK', 'C4'], mightyContext(V, 'H', 3, { ripper: true }));
    expect(p.explanation.text).toContain('called by the ripper ♣3');
  });
});

describe('mighty legal cards', () => {
  const L = (hand: string[], plays: string[], trump: Suit | null, trick: number, extra = {}, v = V) =>
    mightyLegalCards(hand, plays, mightyContext(v, trump, trick, extra));
  it('follows suit, with the mighty and the joker free', () => {
    expect(L(['SA', 'JK', 'C5', 'CA', 'D2'], ['C2'], 'H', 4)).toEqual(['SA', 'CA', 'C5', 'JK']);
    expect(L(['SA', 'JK', 'D5', 'H2'], ['C2'], 'H', 4)).toEqual(['SA', 'H2', 'D5', 'JK']);
  });
  it('makes a player whose only card of the led suit is the mighty play it (or the joker)', () => {
    expect(L(['SA', 'JK', 'D5', 'H2'], ['S2'], 'H', 4)).toEqual(['SA', 'JK']);
    expect(L(['SA', 'D5', 'H2'], ['S2'], 'H', 4)).toEqual(['SA']);
  });
  it('a led mighty is a card of its suit', () => {
    expect(L(['S5', 'D5', 'H2'], ['SA'], 'H', 4)).toEqual(['S5']);
  });
  it('forces the joker on a ripper call after trick 1 only', () => {
    expect(L(['JK', 'C5', 'SA'], ['C3'], 'H', 2, { ripper: true })).toEqual(['JK']);
    expect(L(['JK', 'C5', 'SA'], ['C3'], 'H', 2)).toEqual(['SA', 'C5', 'JK']);
    expect(L(['JK', 'C5', 'SA'], ['C3'], 'H', 1, { ripper: true })).toEqual(['SA', 'C5', 'JK']);
    const forced = resolveMighty({ rules: { ripper: 'forced' } });
    expect(L(['JK', 'C5', 'SA'], ['C3'], 'H', 2, {}, forced)).toEqual(['JK']);
  });
  it('follows the suit a led joker names', () => {
    expect(L(['D5', 'C5', 'H2'], ['JK'], 'H', 3, { declared: 'D' })).toEqual(['D5']);
    expect(() => L(['D5', 'C5'], ['JK'], 'H', 3)).toThrow('"declared"');
  });
  it.each([
    ['no-trump', ['SA', 'H5', 'D2', 'C3', 'JK'], 'H', ['SA', 'D2', 'C3', 'JK']],
    ['no-trump', ['H5', 'H2'], 'H', ['H5', 'H2']],
    ['strict', ['SA', 'H5', 'D2', 'C3', 'JK'], 'H', ['SA', 'D2']],
    ['strict', ['S3', 'C2', 'JK'], 'C', ['S3', 'C2', 'JK']],
    ['free', ['SA', 'H5', 'D2', 'C3', 'JK'], 'H', ['SA', 'H5', 'D2', 'C3', 'JK']],
  ] as const)('first lead %s', (firstLead, hand, trump, legal) => {
    const v = resolveMighty({ rules: { firstLead } });
    expect(L([...hand], [], trump, 1, {}, v)).toEqual(legal);
    expect(L([...hand], [], trump, 2, {}, v)).toEqual(mightyLegalCards([...hand], [], mightyContext(v, trump, 2)));
    expect(L([...hand], [], trump, 2, {}, v).length).toBe(hand.length);
  });
});

describe('mighty score (pagat)', () => {
  it.each([
    // worked examples of the pagat copy
    [15, 'D', 16, 'friend', { declarer: 10, friend: 5, opponent: -5 }],
    [16, null, 18, 'friend', { declarer: 32, friend: 16, opponent: -16 }],
    [17, 'H', 20, 'friend', { declarer: 44, friend: 22, opponent: -22 }],
    // failure: S = B − P
    [15, 'S', 13, 'friend', { declarer: -4, friend: -2, opponent: 2 }],
    // back-run doubles (defenders take 11 or more)
    [15, 'S', 9, 'friend', { declarer: -24, friend: -12, opponent: 12 }],
    [15, 'S', 10, 'friend', { declarer: -10, friend: -5, opponent: 5 }],
    // no friend doubles; alone (named own card) does not
    [14, 'S', 14, 'none', { declarer: 16, opponent: -4 }],
    [14, 'S', 14, 'alone', { declarer: 8, opponent: -2 }],
    // every doubling at once: NT, no friend, run
    [20, null, 20, 'none', { declarer: 4 * 14 * 8, opponent: -14 * 8 }],
  ] as const)('bid %i trump %s points %i %s', (bid, trump, points, partner, want) => {
    const s = mightyScore({ bid, trump, points, partner });
    const { declarer, friend, opponent } = s;
    expect(friend === undefined ? { declarer, opponent } : { declarer, friend, opponent }).toEqual(want);
    const total = declarer + (friend ?? 0) + opponent * (friend === undefined ? 4 : 3);
    expect(total).toBe(0);
  });
  it('answers the judge score shape', () => {
    expect(
      win({ preset: 'pagat', players: 5, query: 'score', bid: 16, trump: null, points: 18, partner: 'friend' }),
    ).toEqual({
      declarer: 32,
      friend: 16,
      opponent: -16,
    });
    expect(win({ query: 'score', bid: 16, trump: 'S', points: 18, partner: 'alone' })).toEqual({
      declarer: 32,
      opponent: -8,
    });
    expect(win({ query: 'score', bid: 12, trump: 'S', points: 18 })).toHaveProperty('error');
  });
});

describe('mighty bidding and misdeal helpers', () => {
  it('no-trump beats a suit at the same number, suits are not ranked', () => {
    expect(bidBeats({ number: 14, strain: 'NT' }, { number: 14, strain: 'S' })).toBe(true);
    expect(bidBeats({ number: 14, strain: 'S' }, { number: 14, strain: 'C' })).toBe(false);
    expect(bidBeats({ number: 14, strain: 'NT' }, { number: 14, strain: 'NT' })).toBe(false);
    expect(bidBeats({ number: 15, strain: 'C' }, { number: 14, strain: 'NT' })).toBe(true);
  });
  it('values a hand: mighty 0, joker −1, A K Q J 1, 10 ½', () => {
    expect(handValue(['SA', 'JK', 'HK', 'D10', 'C2'])).toBe(0.5);
    expect(mayCallMisdeal(['SA', 'JK', 'HK', 'D10', 'C2'])).toBe(true);
    expect(handValue(['HA', 'D10', 'C2'])).toBe(1.5);
    expect(mayCallMisdeal(['HA', 'D10', 'C2'])).toBe(false);
  });
});

describe('mighty ranking explorer', () => {
  it('lists all 53 cards, mighty then joker then trumps', () => {
    const r = mightyRanking({ ...mightyContext(V, 'S', 4), led: 'H' });
    expect(r).toHaveLength(53);
    expect(r.slice(0, 4).map((x) => x.card)).toEqual(['DA', 'JK', 'SA', 'SK']);
    expect(r[0]!.role).toBe('mighty');
    expect(r.find((x) => x.card === 'C5')!.role).toBe('never');
    expect(new Set(r.map((x) => x.card))).toEqual(new Set(MIGHTY_DECK));
  });
  it('marks the joker powerless in trick 1 and under a ripper call', () => {
    expect(mightyRanking(mightyContext(V, 'H', 1)).find((x) => x.card === 'JK')!.role).toBe('powerless-joker');
    expect(mightyRanking({ ...mightyContext(V, 'H', 3), ripperLed: true, calls: { ripper: true } }).at(-1)!.card).toBe(
      'JK',
    );
  });
});

describe('mighty judge', () => {
  it('answers winner and legal queries', () => {
    expect(win({ trump: 'H', trick: 5, plays: ['CK', 'C2', 'DJ', 'CA', 'H3'] })).toEqual({
      winner: 4,
      reason: '♥3 is the highest trump (hearts) in the trick.',
    });
    expect(
      win({
        query: 'legal',
        trump: 'H',
        trick: 3,
        plays: ['C3'],
        hand: ['JK', 'CA', 'SA', 'H2'],
        calls: { ripper: true },
      }),
    ).toEqual({
      legal: ['JK'],
    });
  });
  it.each([
    [{ trump: 'H', trick: 5, plays: ['CK', 'CK'] }, 'duplicate card CK'],
    [{ trump: 'H', trick: 5, plays: ['BJ'] }, 'not in the Mighty deck'],
    [{ trump: 'H', plays: ['CK', 'JK'] }, '"trick" is needed'],
    [{ trump: 'X', trick: 2, plays: ['CK'] }, '"trump" cannot be "X"'],
    [{ trick: 2, plays: ['CK'] }, '"trump" is required'],
    [{ trumps: 'H', trick: 2, plays: ['CK'] }, 'unknown field "trumps" in a mighty query'],
    [{ trump: 'H', trick: 2, plays: ['CK'], secretary: 'X9' }, 'unknown card "X9"'],
    [{ trump: 'H', trick: 2, plays: ['CK'], calls: { ripper: 'yes' } }, '"calls.ripper" must be true or false'],
    [
      {
        query: 'legal',
        trump: 'H',
        trick: 2,
        plays: [],
        hand: ['S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'S10', 'SJ', 'SQ'],
      },
      'at most 10 cards',
    ],
    [{ query: 'legal', trump: 'H', trick: 2, plays: ['CK'], hand: ['CK'] }, 'in both hand and plays'],
  ])('rejects %j', (q, msg) => {
    const r = win(q);
    expect(r).toHaveProperty('error');
    expect(String(r['error'])).toContain(msg);
  });
  it('gives a ripper call no effect without the ripper led after trick 1, and accepts other variants’ fields', () => {
    const normal = { rules: { jokerFirstLast: 'normal' } };
    expect(win({ ...normal, trump: 'H', trick: 1, plays: ['C3', 'JK', 'C4'], calls: { ripper: true } })).toMatchObject({
      winner: 1,
    });
    expect(win({ trump: 'H', trick: 3, plays: ['C4', 'JK', 'C3'], calls: { ripper: true } })).toMatchObject({
      winner: 1,
    });
    expect(win({ trump: 'H', trick: 3, plays: ['C3', 'JK', 'C4'], calls: { ripper: true } })).toMatchObject({
      winner: 2,
    });
    expect(
      win({ trump: 'H', trick: 5, plays: ['CK', 'C2', 'DJ', 'CA', 'H3'], secretary: 'H5', calls: { summon: true } }),
    ).toMatchObject({
      winner: 4,
    });
  });
  it('needs no trick number when it cannot matter', () => {
    expect(win({ trump: 'H', plays: ['CK', 'C2', 'DJ', 'CA', 'H3'] })).toMatchObject({ winner: 4 });
  });
});
