/** The judge's `solve` and `who-holds` queries: hand-made positions with known answers, and bad input. */
import { describe, expect, it } from 'vitest';
import '../../../src/engine/all-judges.ts';
import { judgeOne } from '../../../src/engine/judge.ts';
import { resolveTwhk } from '../../../src/engine/twhk/options.ts';
import { japaneseGame, toCard, toInt, twhkGame } from '../../../src/engine/solver/games.ts';
import { resolveJapaneseRules } from '../../../src/engine/japanese/options.ts';
import { randomPosition } from '../../../src/engine/solver/random.ts';
import { solve } from '../../../src/engine/solver/solve.ts';
import { Rng } from '../../../src/engine/rng.ts';
import { sortCanonical } from '../../../src/engine/cards.ts';
import { whoHolds } from '../../../src/engine/solver/who-holds.ts';

const SPEC_SOLVE = {
  variant: 'japanese',
  preset: 'standard',
  players: 5,
  query: 'solve',
  trump: 'D',
  trick: 8,
  leader: 2,
  plays: ['DA'],
  side: [0, 3],
  hands: [
    ['DQ', 'D9', 'C10'],
    ['H7', 'D7', 'CK'],
    ['CQ', 'C2'],
    ['S10', 'S2', 'C9'],
    ['S4', 'HA', 'C4'],
  ],
};

// Nap, spades trumps, two tricks left, declarer (seat 0) to lead: cashing the ♠A first draws
// seat 2's last trump, so the ♥A then stands; leading the ♥A first lets seat 2 ruff it.
const NAP_DRAW_TRUMPS = {
  variant: 'nap',
  players: 4,
  query: 'solve',
  trump: 'S',
  leader: 0,
  side: [0],
  hands: [
    ['SA', 'HA'],
    ['HK', 'H3'],
    ['S2', 'D4'],
    ['H5', 'H6'],
  ],
};

describe('solve', () => {
  it('answers the SPEC example: the adjutant keeps its ten of spades', () => {
    expect(judgeOne(SPEC_SOLVE)).toEqual({ best: 2, moves: ['S2', 'C9'] });
  });

  it('Nap: draw the last trump before cashing the ace', () => {
    expect(judgeOne(NAP_DRAW_TRUMPS)).toEqual({ best: 2, moves: ['SA'] });
  });

  it('Nap misère: the declarer wants as few tricks as possible', () => {
    // Declarer holds ♥2 and ♥A; leading the ♥2 loses it, and whoever wins leads back…
    const q = {
      variant: 'nap',
      players: 4,
      query: 'solve',
      trump: null,
      leader: 0,
      side: [0],
      hands: [['H2'], ['H3'], ['H4'], ['C5']],
    };
    expect(judgeOne(q)).toEqual({ best: 0, moves: ['H2'] });
  });

  it('Mighty: the last trick, with the joker powerless in trick 10 by default', () => {
    const q = {
      variant: 'mighty',
      query: 'solve',
      trump: 'H',
      leader: 0,
      side: [0, 2],
      hands: [['H2'], ['JK'], ['SA'], ['S3'], ['S4']],
    };
    // ♥2 (a trump) beats the powerless joker; the side takes ♠A: 1 point.
    expect(judgeOne(q)).toEqual({ best: 1, moves: ['H2'] });
  });

  it('counts the points already in the current trick', () => {
    const q = {
      variant: 'mighty',
      query: 'solve',
      trump: 'H',
      leader: 0,
      plays: ['SA', 'SK'],
      side: [0],
      hands: [[], [], ['S2'], ['S3'], ['S4']],
    };
    expect(judgeOne(q)).toEqual({ best: 2, moves: ['S2'] });
  });

  it('Mighty: a ripper call forces out the joker, powerless', () => {
    const q = {
      variant: 'mighty',
      query: 'solve',
      trump: 'H',
      leader: 0,
      plays: ['C3'],
      side: [0],
      hands: [['SA'], ['JK', 'CK'], ['C6', 'S3'], ['C7', 'S4'], ['C8', 'S5']],
    };
    expect(judgeOne({ ...q, calls: { ripper: true } })).toEqual({ best: 2, moves: ['JK'] });
    expect(judgeOne(q)).toEqual({ best: 1, moves: ['CK'] });
  });

  it('a whole hand from trick 1 gets its exact answer, however many positions it takes (SPEC §1.4)', () => {
    // tw-hk, hearts trumps, ♠Q the secretary card, seat 1 alone: 10 tricks, over five million
    // positions (the judge once refused a position past four million).
    const q = {
      variant: 'tw-hk',
      players: 5,
      query: 'solve',
      trump: 'H',
      secretary: 'SQ',
      leader: 1,
      side: [1],
      hands: [
        ['H9', 'D5', 'CA', 'CQ', 'C9', 'C3', 'D8', 'D6', 'D7', 'SK'],
        ['C7', 'S4', 'S7', 'S10', 'D2', 'H7', 'BJ', 'D9', 'LJ', 'C5'],
        ['H3', 'S6', 'HA', 'S5', 'H2', 'DJ', 'C6', 'SA', 'S9', 'H5'],
        ['HK', 'C2', 'C10', 'DQ', 'H8', 'CK', 'HJ', 'H6', 'C4', 'S2'],
        ['S8', 'H10', 'H4', 'D10', 'SQ', 'D3', 'D4', 'S3', 'SJ', 'HQ'],
      ],
    };
    const r = judgeOne(q);
    expect(r).toEqual({ best: 0, moves: sortCanonical(q.hands[1]!) });
  }, 120_000);

  it('a whole Japanese hand from trick 1 is solved within a bounded number of positions', () => {
    const rng = new Rng('whole-japanese-0');
    const trump = rng.nextU32() % 4;
    const g = japaneseGame(resolveJapaneseRules({}, 5), trump);
    const pos = randomPosition(g, rng, 10, 0);
    expect(pos.trickNo).toBe(1);
    const r = solve(g, pos, { maxNodes: 200_000 });
    const answer = judgeOne({
      variant: 'japanese',
      players: 5,
      query: 'solve',
      trump: ['S', 'H', 'D', 'C'][trump],
      leader: pos.leader,
      side: pos.side,
      hands: pos.hands.map((h) => h.map(toCard)),
    });
    const cards = [...new Set(r.moves.map((m) => toCard(m & 255)))];
    expect(answer).toEqual({ best: r.best, moves: sortCanonical(cards) });
  });

  const bad: [string, Record<string, unknown>, RegExp][] = [
    [
      'an unknown card',
      { ...SPEC_SOLVE, hands: [['DQ', 'D9', 'XX'], ...SPEC_SOLVE.hands.slice(1)] },
      /unknown card "XX"/,
    ],
    [
      'a card in two hands',
      { ...SPEC_SOLVE, hands: [...SPEC_SOLVE.hands.slice(0, 4), ['S4', 'HA', 'DQ']] },
      /DQ is in both the hand of seat 0 and the hand of seat 4/,
    ],
    [
      'a card in a hand and in the trick',
      { ...SPEC_SOLVE, plays: ['DQ'] },
      /DQ is in both the hand of seat 0 and "plays"/,
    ],
    [
      'hand sizes that do not fit the trick',
      { ...SPEC_SOLVE, hands: [...SPEC_SOLVE.hands.slice(0, 4), ['S4', 'HA']] },
      /seat 4 holds 2 cards but should hold 3/,
    ],
    [
      'a trick number that does not fit the hands',
      { ...SPEC_SOLVE, trick: 7 },
      /"trick" is 7, but hands of 3 cards mean trick 8/,
    ],
    ['no side', { ...SPEC_SOLVE, side: undefined }, /"side" is required/],
    ['a seat out of range', { ...SPEC_SOLVE, side: [0, 7] }, /"side\[1\]" cannot be 7/],
    ['no hands', { ...SPEC_SOLVE, hands: undefined }, /"hands" is required: a list of 5 hands/],
    ['a complete trick', { ...SPEC_SOLVE, plays: ['DA', 'S10', 'S2', 'C9', 'S4'] }, /at most 4/],
    [
      'a led joker without its suit',
      {
        variant: 'mighty',
        query: 'solve',
        trump: 'H',
        leader: 0,
        plays: ['JK'],
        side: [0],
        hands: [['H2'], ['H3', 'S5'], ['SA', 'S6'], ['S3', 'S7'], ['S4', 'S8']],
      },
      /names a suit: give it as "declared"/,
    ],
    [
      'Nap trick 1 without its lead',
      {
        ...NAP_DRAW_TRUMPS,
        hands: [
          ['SA', 'HA', 'DA', 'CA', 'SK'],
          ['HK', 'DK', 'CK', 'SQ', 'HQ'],
          ['DQ', 'CQ', 'SJ', 'HJ', 'DJ'],
          ['CJ', 'S10', 'H10', 'D10', 'C10'],
        ],
      },
      /in trick 1 the opening lead sets trumps/,
    ],
  ];
  for (const [what, q, msg] of bad) {
    it(`rejects ${what} with a clear message`, () => {
      const r = judgeOne(q);
      expect(r).toHaveProperty('error');
      expect(String(r['error'])).toMatch(msg);
    });
  }
});

// tw-hk, seat 0's view after one trick: seat 2 showed out of hearts.
const HAND9 = ['S2', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'S10', 'SJ'];
const WHO = {
  variant: 'tw-hk',
  query: 'who-holds',
  card: 'HK',
  seat: 0,
  hand: HAND9,
  trump: 'C',
  tricks: [{ leader: 0, plays: ['HA', 'H2', 'D3', 'H4', 'H5'] }],
};

describe('who-holds', () => {
  it('a seat that did not follow hearts cannot hold a heart', () => {
    expect(judgeOne(WHO)).toEqual({ possible: [1, 3, 4], widow: true });
  });

  it('says why, as data', () => {
    const g = twhkGame(resolveTwhk({}, 5), 3, -1);
    const r = whoHolds(
      g,
      {
        card: toInt('HK'),
        seat: 0,
        hand: HAND9.map(toInt),
        tricks: [{ leader: 0, plays: ['HA', 'H2', 'D3', 'H4', 'H5'].map(toInt), ctx: 0 }],
        widowSize: 4,
      },
      toCard,
    );
    expect(r.ruledOut).toEqual([
      {
        seat: 2,
        rule: 'did-not-follow',
        trick: 1,
        played: toInt('D3'),
        suit: 1,
        text: 'seat 2 did not follow hearts at trick 1',
      },
    ]);
  });

  it('the secretary card needs no following: a void shown does not rule it out', () => {
    expect(judgeOne({ ...WHO, secretary: 'HK' })).toEqual({ possible: [1, 2, 3, 4], widow: true });
  });

  it('Mighty: a trump led to trick 1 (no-trump first lead) means a hand of nothing else', () => {
    // Seat 1 led ♠5, so it holds nine spades; seats 2–4 showed out of spades: of the twelve
    // spades unseen, the last three must be in the kitty, which has no room for the ♥A.
    const q = {
      variant: 'mighty',
      query: 'who-holds',
      card: 'HA',
      seat: 0,
      trump: 'S',
      hand: ['H2', 'H3', 'H4', 'H5', 'H6', 'H7', 'H8', 'H9', 'H10'],
      tricks: [{ leader: 1, plays: ['S5', 'D2', 'D3', 'D4', 'C2'] }],
    };
    expect(judgeOne(q)).toEqual({ possible: [2, 3, 4], widow: false });
  });

  it("Napoleon's own discards are known: the widow holds them and nothing else", () => {
    expect(judgeOne({ ...WHO, discards: ['HK', 'DA', 'DK', 'DQ'] })).toEqual({ possible: [], widow: true });
    expect(judgeOne({ ...WHO, discards: ['CA', 'DA', 'DK', 'DQ'] })).toEqual({ possible: [1, 3, 4], widow: false });
    expect(String(judgeOne({ ...WHO, discards: ['CA', 'DA', 'DK', 'DQ', 'DJ'] })['error'])).toMatch(
      /"discards" has 5 cards: the widow holds only 4/,
    );
  });

  it('a played card is held by nobody', () => {
    expect(String(judgeOne({ ...WHO, card: 'HA' })['error'])).toMatch(/HA was already played \(trick 1\)/);
  });

  const bad: [string, Record<string, unknown>, RegExp][] = [
    ['a card in the viewer’s hand', { ...WHO, card: 'S2' }, /S2 is in the viewer's own hand/],
    ['a wrong hand size', { ...WHO, hand: HAND9.slice(1) }, /"hand" has 8 cards, but seat 0 should have 9 left/],
    [
      'a trick led by the wrong seat',
      { ...WHO, tricks: [...WHO.tricks, { leader: 1, plays: ['DA'] }] },
      /trick 2 must be led by seat 0, who won trick 1/,
    ],
    ['an unknown field in a trick', { ...WHO, tricks: [{ leader: 0, plays: ['HA'], who: 1 }] }, /unknown field "who"/],
    ['a card twice', { ...WHO, tricks: [{ leader: 0, plays: ['HA', 'S2'] }] }, /S2 is in both "hand" and trick 1/],
    ['no card', { ...WHO, card: undefined }, /"card" is required/],
  ];
  for (const [what, q, msg] of bad) {
    it(`rejects ${what} with a clear message`, () => {
      const r = judgeOne(q);
      expect(r).toHaveProperty('error');
      expect(String(r['error'])).toMatch(msg);
    });
  }
});

describe("who-holds and tw-hk's secretary command", () => {
  // Napoleon (seat 0) holds ten cards; the secretary card is ♠A. Seat 3 leads trick 1; Napoleon,
  // third to play, orders the secretary card played; seats 1 and 2 play after the order without it.
  const base = {
    variant: 'tw-hk',
    preset: 'taiwan',
    players: 5,
    query: 'who-holds',
    trump: 'H',
    secretary: 'SA',
    seat: 0,
    card: 'SA',
    hand: ['H2', 'H3', 'H4', 'H5', 'H6', 'H7', 'H8', 'H9', 'H10'],
    tricks: [{ leader: 3, plays: ['C2', 'C3', 'C4', 'C5', 'C6'], calls: { command: true } }],
  };
  it('seats that played after the order without the card are ruled out; those before are not', () => {
    const a = judgeOne({ ...base, napoleon: 0 });
    expect(a).toEqual({ possible: [3, 4], widow: true });
    // The same trick without the command rules nobody out (the card is suitless).
    const b = judgeOne({ ...base, tricks: [{ leader: 3, plays: base.tricks[0]!.plays }] });
    expect(b).toEqual({ possible: [1, 2, 3, 4], widow: true });
  });
  it('a command needs the seat of Napoleon', () => {
    expect((judgeOne(base) as { error: string }).error).toMatch(/"napoleon"/);
  });
});
