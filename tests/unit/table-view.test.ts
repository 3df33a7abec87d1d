import { describe, expect, test } from 'vitest';
import { cardPlace, lastFinished, seatPlace, sortHand, trickKey } from '../../src/islands-logic/table-view.ts';
import { CATALOGUES } from '../../src/i18n/islands/all.ts';

/** The hand's verdict, the dimmed cards' reason and the seats' speech in English: islands-logic's facts worded by the English catalogue. */
const { verdict, dimReason, speech } = CATALOGUES.practice.en;

describe('seats round the table', () => {
  for (let players = 2; players <= 8; players++) {
    test(`${players} players: the human at the bottom, the others clockwise in playing order`, () => {
      for (let human = 0; human < players; human++) {
        const me = seatPlace(human, players, human);
        expect(me.x).toBeCloseTo(50);
        expect(me.y).toBeGreaterThan(90);
        // clockwise on the screen (y down): the angle from the centre grows seat by seat
        const angles = Array.from({ length: players }, (_, k) => {
          const p = seatPlace((human + k) % players, players, human);
          return (Math.atan2(p.y - 50, p.x - 50) - Math.PI / 2 + 4 * Math.PI) % (2 * Math.PI);
        });
        for (let k = 1; k < players; k++) expect(angles[k]!).toBeGreaterThan(angles[k - 1]!);
        // the next player sits to the human's left (on screen), as round a real table
        const next = seatPlace((human + 1) % players, players, human);
        if (players > 2) expect(next.x).toBeLessThan(50);
        // each card lies nearer its player than any other seat
        for (let s = 0; s < players; s++) {
          const c = cardPlace(s, players, human);
          const d = (t: number) =>
            Math.hypot(seatPlace(t, players, human).x - c.x, seatPlace(t, players, human).y - c.y);
          for (let t = 0; t < players; t++) if (t !== s) expect(d(s)).toBeLessThan(d(t));
        }
      }
    });
  }
});

describe('the hand as a player holds it', () => {
  test('jokers, then trumps, then the other suits in the engine order', () => {
    expect(sortHand('mighty', ['C2', 'H5', 'JK', 'SA', 'HA', 'S3'], 'H')).toEqual(['JK', 'HA', 'H5', 'SA', 'S3', 'C2']);
  });
  test("Daifugō's hand is kept in the engine's order (weakest first)", () => {
    expect(sortHand('daifugo', ['S3', 'H9', 'C2'], null)).toEqual(['S3', 'H9', 'C2']);
  });
  test('dimmed cards say why', () => {
    expect(dimReason([{ cards: ['H5'] }], ['HA'], ['HA', 'S2'])).toBe('you must follow hearts');
    expect(dimReason([], ['HA'], ['HA', 'S2'])).toBe('not playable now');
  });
});

describe('what the seats say', () => {
  test('the auction under way: each seat’s last bid or pass', () => {
    const log = [
      { type: 'play', seat: 0, card: 'SA' },
      { type: 'bid', seat: 1, count: 13, suit: 'S' },
      { type: 'pass', seat: 2 },
      { type: 'bid', seat: 1, count: 14, suit: 'H' },
    ];
    expect(speech('japanese', { phase: 'auction' }, log, 4)).toEqual([null, '14 ♥ hearts', 'Pass', null]);
    expect(speech('japanese', { phase: 'play' }, log, 4)).toEqual([null, null, null, null]);
  });
  test('Daifugō: every pass since the pile cleared, automatic ones said so', () => {
    const view = {
      history: [
        { type: 'pass', seat: 3, auto: false, cleared: true },
        { type: 'play', seat: 0, cards: ['S5'], effects: [] },
        { type: 'pass', seat: 1, auto: true },
        { type: 'pass', seat: 2, auto: false },
      ],
      passed: [false, true, true, false],
    };
    expect(speech('daifugo', view, [], 4)).toEqual([null, 'Pass (cannot play)', 'Pass', null]);
  });
});

describe('the finished trick', () => {
  test('its plays, leader, winner and the engine’s reason; a key that names it', () => {
    const view = {
      completed: [
        {
          leader: 2,
          winner: 3,
          plays: [
            { seat: 2, card: 'H5' },
            { seat: 3, card: 'HA' },
          ],
          explanation: { text: '♥A is the highest heart.' },
        },
      ],
      tricks: [0, 0, 0, 1],
    };
    const f = lastFinished(view)!;
    expect(f).toEqual({
      leader: 2,
      winner: 3,
      plays: [
        { seat: 2, cards: ['H5'] },
        { seat: 3, cards: ['HA'] },
      ],
      reason: '♥A is the highest heart.',
      // kept whole, so that another language's words are made from it (rule id and cards)
      explanation: { text: '♥A is the highest heart.' },
    });
    expect(trickKey(f)).toBe('2:2H5,3HA');
    expect(lastFinished({ tricks: [0, 1] })).toBeNull();
  });
});

describe("the hand's verdict", () => {
  test('Japanese: honours taken against the bid, then the engine’s sentence and each seat’s change', () => {
    const lines = verdict(
      'japanese',
      { points: 12, bid: 11, solo: false, score: { napoleonWins: true, text: 'Napoleon wins.' }, scores: [2, -1] },
      0,
    );
    expect(lines).toEqual([
      "Napoleon's side took 12 honours of the 11 bid: contract made.",
      'Napoleon wins.',
      'This hand: You +2, Computer 2 −1.',
    ]);
  });
  test('Nap: tricks for the bid', () => {
    expect(verdict('nap', { declarer: 1, bid: 'nap', tricks: 4, made: false, deltas: [1, -10] }, 0)[0]).toBe(
      'Computer 2 took 4 tricks for a bid of Nap (all five): contract defeated.',
    );
  });
});
