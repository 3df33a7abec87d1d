import { describe, expect, it } from 'vitest';
import {
  daifugoGame,
  deckFor,
  playRandomRound,
  setupDaifugo,
  strengthKey,
  titlesFor,
  type DaifugoState,
  type MoveRecord,
} from '../../../src/engine/daifugo/index.ts';
import { Rng } from '../../../src/engine/rng.ts';
import { go, pass, play, refused, stateWith } from './helpers.ts';

const last = (s: DaifugoState): MoveRecord => s.history[s.history.length - 1]!;
const view = (s: DaifugoState, seat: number | null = 0) => daifugoGame.view(s, seat);

describe('daifugo deal', () => {
  for (const players of [4, 5, 6, 7, 8]) {
    for (const jokers of [0, 1, 2]) {
      it(`${players} players, ${jokers} jokers: all cards dealt, extras from the dealer's left`, () => {
        const s = setupDaifugo({
          ruleSet: { variant: 'daifugo', preset: 'moderate', rules: { jokers } },
          players,
          seed: `deal-${players}-${jokers}`,
          dealer: 2,
        });
        const all = s.hands.flat();
        expect(all.length).toBe(52 + jokers);
        expect(new Set(all).size).toBe(52 + jokers);
        expect(new Set(all)).toEqual(new Set(deckFor(jokers)));
        const total = 52 + jokers;
        const base = Math.floor(total / players);
        const extra = total % players;
        for (let k = 0; k < players; k++) {
          const seat = (2 + 1 + k) % players;
          expect(s.hands[seat]!.length, `seat ${seat}`).toBe(base + (k < extra ? 1 : 0));
        }
        // hands sorted weakest first
        for (const h of s.hands) expect(h.map(strengthKey)).toEqual([...h.map(strengthKey)].sort((a, b) => a - b));
        // round 1: the holder of ♦3 leads
        expect(s.hands[s.turn]).toContain('D3');
        expect(s.phase).toBe('play');
      });
    }
  }

  it('jokers are JK alone or BJ and LJ', () => {
    expect(deckFor(1).filter((c) => c.length === 2 && /^(JK|BJ|LJ)$/.test(c))).toEqual(['JK']);
    expect(deckFor(2).slice(-2)).toEqual(['BJ', 'LJ']);
  });

  it('the same seed deals the same hands; another seed does not', () => {
    const a = setupDaifugo({ ruleSet: { variant: 'daifugo' }, seed: 'same' });
    const b = setupDaifugo({ ruleSet: { variant: 'daifugo' }, seed: 'same' });
    const c = setupDaifugo({ ruleSet: { variant: 'daifugo' }, seed: 'other' });
    expect(a.hands).toEqual(b.hands);
    expect(a.hands).not.toEqual(c.hands);
  });

  it('rejects a bad rule set when the game starts', () => {
    expect(() => setupDaifugo({ ruleSet: { variant: 'daifugo', rules: { jokers: 5 } }, seed: 'x' })).toThrow(
      'option "jokers" cannot be 5',
    );
    expect(() => setupDaifugo({ ruleSet: { variant: 'daifugo' }, players: 9, seed: 'x' })).toThrow('option "players"');
  });
});

describe('daifugo titles', () => {
  it('names places for 4, 5 and 8 players', () => {
    expect(titlesFor([2, 0, 3, 1])).toEqual(['Minister', 'Beggar', 'President', 'Peasant']);
    expect(titlesFor([0, 1, 2, 3, 4])).toEqual(['President', 'Minister', 'Citizen', 'Peasant', 'Beggar']);
    expect(titlesFor([7, 6, 5, 4, 3, 2, 1, 0])).toEqual([
      'Beggar',
      'Peasant',
      'Citizen',
      'Citizen',
      'Citizen',
      'Citizen',
      'Minister',
      'President',
    ]);
  });
});

describe('daifugo play flow', () => {
  it('refuses illegal actions with a reason and no change', () => {
    const s = stateWith({ rules: { autoPass: false }, hands: [['S5', 'S9'], ['H6'], ['D7'], ['C8']] });
    const before = JSON.stringify(s);
    expect(refused(s, play(1, 'H6'))).toBe('it is not your turn: seat 0 is to play');
    expect(refused(s, play(0, 'H6'))).toBe('you do not hold H6');
    expect(refused(s, pass(0))).toBe('you are leading: you cannot pass, play any card');
    expect(refused(s, play(0, 'S5', 'S9'))).toContain('these cards do not make a play');
    expect(refused(s, play(0, 'Z9'))).toContain('unknown card "Z9"');
    expect(refused(s, { type: 'give', seat: 0, cards: ['S5'] })).toBe(
      'cards are given only in the exchange before play',
    );
    expect(refused(s, { type: 'play', seat: 7, cards: ['S5'] })).toBe('"seat" must be a seat number from 0 to 3');
    const s2 = go(s, play(0, 'S9'));
    expect(refused(s2, play(1, 'H6'))).toBe('a 6 does not beat a 9 — you need a higher rank');
    expect(JSON.stringify(s)).toBe(before);
  });

  it('the pile clears when everyone else passes and the last player leads', () => {
    let s = stateWith({
      rules: { autoPass: false },
      hands: [
        ['S5', 'S9'],
        ['H6', 'H7'],
        ['D7', 'D4'],
        ['C8', 'C3'],
      ],
    });
    s = go(s, play(0, 'S5'), play(1, 'H6'), pass(2), pass(3), pass(0));
    expect(s.pile).toEqual([]);
    expect(s.turn).toBe(1);
    expect(last(s)).toMatchObject({ type: 'pass', seat: 0, cleared: true, leader: 1 });
    expect(s.discard.sort()).toEqual(['H6', 'S5']);
  });

  it('a passer may play again on the same pile unless permanentPass is on', () => {
    const hands = [
      ['S5', 'S9', 'S3'],
      ['H6', 'HK'],
      ['D7', 'D4'],
      ['C8', 'C3'],
    ];
    let s = stateWith({ rules: { autoPass: false }, hands });
    s = go(s, play(0, 'S5'), pass(1), play(2, 'D7'), play(3, 'C8'), play(0, 'S9'));
    expect(s.turn).toBe(1);
    let p = stateWith({ rules: { autoPass: false, permanentPass: true }, hands });
    p = go(p, play(0, 'S5'), pass(1), play(2, 'D7'), play(3, 'C8'), play(0, 'S9'));
    expect(p.turn).toBe(2);
    expect(view(p).passed).toEqual([false, true, false, false]);
    // everyone else passed for good: the pile clears at once and the passes end with it
    p = go(p, pass(2), pass(3));
    expect(p.pile).toEqual([]);
    expect(p.turn).toBe(0);
    expect(p.passed).toEqual([false, false, false, false]);
  });

  it('autoPass passes players with no legal play; off, they must pass themselves', () => {
    const hands = [['S2', 'S3'], ['H4', 'H5'], ['D6'], ['C7', 'C8']];
    const s = go(stateWith({ hands }), play(0, 'S2'));
    expect(s.history.map((m) => [m.type, m.seat, m.type === 'pass' ? m.auto : null])).toEqual([
      ['play', 0, null],
      ['pass', 1, true],
      ['pass', 2, true],
      ['pass', 3, true],
    ]);
    expect(s.turn).toBe(0);
    expect(s.pile).toEqual([]);
    const m = go(stateWith({ hands, rules: { autoPass: false } }), play(0, 'S2'));
    expect(m.turn).toBe(1);
    expect(daifugoGame.legalActions(m, 1)).toEqual([{ type: 'pass', seat: 1 }]);
    expect(daifugoGame.legalActions(m, 2)).toEqual([]);
  });

  it('nine-reverse turns the direction of play', () => {
    let s = stateWith({
      rules: { nineReverse: true, autoPass: false },
      hands: [['S9', 'S3'], ['HK'], ['DK'], ['CK', 'C3']],
    });
    s = go(s, play(0, 'S9'));
    expect(s.direction).toBe(-1);
    expect(s.turn).toBe(3);
    expect(last(s)).toMatchObject({ effects: ['nine-reverse'] });
    s = go(s, play(3, 'CK'), pass(2), pass(1), pass(0));
    expect(s.turn).toBe(3);
    expect(view(s).direction).toBe(-1);
  });

  it('eight-cut clears the pile and its player leads again', () => {
    let s = stateWith({
      rules: { eightCut: true, autoPass: false },
      hands: [['S5', 'S3'], ['H8', 'H4'], ['DK'], ['CK', 'C3']],
    });
    s = go(s, play(0, 'S5'), play(1, 'H8'));
    expect(s.pile).toEqual([]);
    expect(s.turn).toBe(1);
    expect(last(s)).toMatchObject({ effects: ['eight-cut'], cleared: true, leader: 1 });
  });

  it('revolution during an eleven-back', () => {
    let s = stateWith({
      rules: { elevenBack: true, jokers: 0, autoPass: false, skip: false },
      hands: [
        ['SJ', 'HJ', 'DJ', 'CJ', 'S3'],
        ['SQ', 'HQ', 'DQ', 'CQ', 'S4'],
        ['S5', 'H5', 'D5', 'C5', 'S6'],
        ['SK', 'HK', 'DK', 'CK', 'S8'],
      ],
    });
    s = go(s, play(0, 'SJ', 'HJ', 'DJ', 'CJ'));
    expect(last(s)).toMatchObject({ effects: ['revolution', 'eleven-back'] });
    expect(view(s)).toMatchObject({ revolution: true, elevenBack: true, reversed: false });
    s = go(s, play(1, 'SQ', 'HQ', 'DQ', 'CQ'));
    expect(view(s)).toMatchObject({ revolution: false, elevenBack: true, reversed: true });
    // reversed now: four Ks do not beat four Qs, four 5s do
    expect(refused(go(s, pass(2)), play(3, 'SK', 'HK', 'DK', 'CK'))).toBe(
      'Ks do not beat Qs — you need a lower rank: the order is reversed',
    );
    s = go(s, play(2, 'S5', 'H5', 'D5', 'C5'));
    expect(view(s)).toMatchObject({ revolution: true, elevenBack: true, reversed: false });
    s = go(s, pass(3), pass(0), pass(1));
    // the jack back ends with the pile; the revolution stays
    expect(view(s)).toMatchObject({ revolution: true, elevenBack: false, reversed: true, turn: 2 });
  });

  it('suit lock lasts until the pile clears (stairs)', () => {
    let s = stateWith({
      preset: 'all',
      rules: { autoPass: false },
      hands: [
        ['S3', 'S4', 'S5', 'D3'],
        ['SQ', 'SK', 'SA', 'H4'],
        ['HQ', 'HK', 'HA', 'H3'],
        ['S6', 'S7', 'BJ', 'C3'],
      ],
    });
    s = go(s, play(0, 'S3', 'S4', 'S5'), play(1, 'SQ', 'SK', 'SA'));
    expect(last(s)).toMatchObject({ effects: ['suit-lock'] });
    expect(view(s).lockedSuits).toEqual(['S']);
    expect(refused(s, play(2, 'HQ', 'HK', 'HA'))).toBe('spades are locked: play only spades until the pile clears');
    s = go(s, pass(2), pass(3), pass(0));
    expect(view(s).lockedSuits).toEqual([]);
    expect(s.turn).toBe(1);
  });

  it('skip passes over a player who has gone out and skips the next player still in', () => {
    let s = stateWith({ rules: { autoPass: false }, hands: [['S9', 'SK'], ['S5', 'S10'], ['H5', 'HQ'], []] });
    s.out[3] = true;
    s.finished = [3];
    s.turn = 1;
    s = go(s, play(1, 'S5'), play(2, 'H5'));
    expect(last(s)).toMatchObject({ effects: ['skip'], skipped: 0 });
    expect(s.turn).toBe(1);
    s = go(s, pass(1));
    expect(s.turn).toBe(2);
    expect(s.pile).toEqual([]);
  });

  it('a skip by a player going out, then the next player still in leads', () => {
    let s = stateWith({
      rules: { autoPass: false },
      hands: [['S9', 'SK'], ['S5', 'S10'], ['H5'], ['D3', 'D4']],
      turn: 1,
    });
    s = go(s, play(1, 'S5'), play(2, 'H5'));
    expect(last(s)).toMatchObject({ effects: ['skip'], skipped: 3, out: 'finished' });
    expect(s.turn).toBe(0);
    s = go(s, pass(0), pass(1));
    // back round to seat 2, who has gone out: the pile clears and seat 3 leads
    expect(s.pile).toEqual([]);
    expect(s.turn).toBe(3);
  });

  it('with permanentPass, a skipped player has not passed and may play later on the pile', () => {
    let s = stateWith({
      rules: { autoPass: false, permanentPass: true },
      hands: [
        ['S5', 'S3', 'S4'],
        ['H5', 'H3', 'H4'],
        ['DK', 'D3', 'D4'],
        ['C7', 'C3', 'C4'],
      ],
    });
    s = go(s, play(0, 'S5'), play(1, 'H5'));
    expect(last(s)).toMatchObject({ skipped: 2 });
    s = go(s, play(3, 'C7'), pass(0), pass(1));
    expect(s.turn).toBe(2);
    expect(s.passed).toEqual([true, true, false, false]);
    s = go(s, play(2, 'DK'));
    expect(s.pile.map((p) => p.seat)).toEqual([0, 1, 3, 2]);
  });

  it('after a reversing 9 goes out, the next player still in leads in the current direction', () => {
    let s = stateWith({
      rules: { autoPass: false, nineReverse: true },
      hands: [['S3', 'S4'], ['H9'], ['D3', 'D4'], ['C3', 'C4']],
      turn: 1,
    });
    s = go(s, play(1, 'H9'));
    expect(last(s)).toMatchObject({ effects: ['nine-reverse'], out: 'finished' });
    expect(s.turn).toBe(0);
    s = go(s, pass(0), pass(3), pass(2));
    expect(s.pile).toEqual([]);
    expect(s.turn).toBe(0);
  });

  it('after a player goes out and everyone passes, the next player still in leads', () => {
    let s = stateWith({ rules: { autoPass: false }, hands: [['S2'], ['H4', 'H5'], ['D6', 'D3'], ['C7', 'C8']] });
    s = go(s, play(0, 'S2'));
    expect(s.out[0]).toBe(true);
    s = go(s, pass(1), pass(2), pass(3));
    expect(s.pile).toEqual([]);
    expect(s.turn).toBe(1);
  });
});

describe('daifugo finishing order, illegal finish and downfall', () => {
  it('eight-cut on a finishing card with illegal finish on: last place, next player in leads', () => {
    const hands = [['D8'], ['S5', 'S7'], ['H6', 'HK'], ['C4', 'CA']];
    let s = stateWith({ preset: 'all', rules: { autoPass: false }, hands, turn: 3 });
    s = go(s, play(3, 'C4'), play(0, 'D8'));
    expect(last(s)).toMatchObject({ effects: ['eight-cut'], out: 'illegal', cleared: true, leader: 1 });
    expect(s.illegal).toEqual([0]);
    s = go(s, play(1, 'S7'), play(2, 'HK'), play(3, 'CA'), pass(1), pass(2), play(1, 'S5'));
    // seat 3 out first, seat 1 second, seat 2 left with cards, seat 0 last (illegal)
    expect(s.results[0]!.ranking).toEqual([3, 1, 2, 0]);
    expect(s.results[0]!.illegal).toEqual([0]);
    // with illegal finish off, going out on an 8 is an ordinary finish
    let t = stateWith({ preset: 'all', rules: { autoPass: false, illegalFinish: false }, hands, turn: 3 });
    t = go(t, play(3, 'C4'), play(0, 'D8'));
    expect(last(t)).toMatchObject({ out: 'finished' });
    expect(t.finished).toEqual([0]);
    // with eight-cut off, an 8 is not an illegal finish
    let u = stateWith({ preset: 'moderate', rules: { autoPass: false }, hands, turn: 3 });
    u = go(u, play(3, 'C4'), play(0, 'D8'));
    expect(last(u)).toMatchObject({ out: 'finished', effects: [] });
  });

  it.each([
    ['a 2', ['H2'], [], 'illegal'],
    ['a joker', ['BJ'], [], 'illegal'],
    ['a joker in a pair', ['S5', 'BJ'], [], 'illegal'],
    ['a 3 under a revolution', ['H3'], ['revolution'], 'illegal'],
    ['a 2 under a revolution', ['H2'], ['revolution'], 'finished'],
    ['an ace', ['HA'], [], 'finished'],
  ])('going out with %s', (_n, cards, flags, outcome) => {
    let s = stateWith({
      rules: { autoPass: false },
      hands: [['S4', 'S6'], cards, ['D6', 'D7'], ['C7', 'C8']],
      turn: 1,
    });
    if (flags.includes('revolution')) s.revolution = true;
    s = go(s, play(1, ...cards));
    expect(last(s)).toMatchObject({ out: outcome });
  });

  it('several illegal finishers: the one who went out later ranks higher', () => {
    let s = stateWith({ rules: { autoPass: false }, hands: [['S4', 'S6'], ['H2'], ['BJ'], ['C7', 'C8']], turn: 1 });
    s = go(s, play(1, 'H2'), play(2, 'BJ'), pass(3), pass(0));
    expect(s.illegal).toEqual([1, 2]);
    expect(s.turn).toBe(3);
    s = go(s, play(3, 'C7'), pass(0), play(3, 'C8'));
    // seat 3 out first (legal), seat 0 left: 3, 0, then 2 (later illegal), 1
    expect(s.results[0]!.ranking).toEqual([3, 0, 2, 1]);
  });

  it('downfall plus illegal finish in one round: the fallen President ranks just above the illegal finisher', () => {
    let s = stateWith({
      rules: { autoPass: false },
      hands: [['S3', 'S4', 'S5'], ['H2'], ['DK'], ['C6', 'C7']],
      prevRanking: [0, 3, 2, 1],
      turn: 1,
    });
    s = go(s, play(1, 'H2'), pass(2), pass(3), pass(0));
    expect(s.turn).toBe(2);
    s = go(s, play(2, 'DK'));
    const r = s.results[0]!;
    expect(r.fallen).toBe(0);
    expect(r.illegal).toEqual([1]);
    expect(r.ranking).toEqual([2, 3, 0, 1]);
    expect(r.titles).toEqual(['Peasant', 'Beggar', 'President', 'Minister']);
  });

  it('downfall: the President falls at once when another player goes out first', () => {
    let s = stateWith({
      rules: { autoPass: false },
      hands: [['S3', 'S4', 'S5'], ['H9'], ['DK', 'D4'], ['C6', 'C7']],
      prevRanking: [0, 3, 2, 1],
      turn: 1,
    });
    s = go(s, play(1, 'H9'));
    expect(last(s)).toMatchObject({ out: 'finished', downfall: 0 });
    expect(view(s, 2)).toMatchObject({ fallen: 0, handSizes: [0, 0, 2, 2] });
    expect(s.turn).toBe(2);
    // without downfall the President plays on
    const t = go(
      stateWith({
        rules: { autoPass: false, downfall: false },
        hands: [['S3', 'S4', 'S5'], ['H9'], ['DK', 'D4'], ['C6', 'C7']],
        prevRanking: [0, 3, 2, 1],
        turn: 1,
      }),
      play(1, 'H9'),
    );
    expect(t.fallen).toBe(-1);
    // no downfall in round 1 (no President yet)
    const u = go(
      stateWith({
        rules: { autoPass: false },
        hands: [['S3', 'S4', 'S5'], ['H9'], ['DK', 'D4'], ['C6', 'C7']],
        turn: 1,
      }),
      play(1, 'H9'),
    );
    expect(u.fallen).toBe(-1);
  });

  it('no downfall when the President goes out first', () => {
    const s = go(
      stateWith({
        rules: { autoPass: false },
        hands: [['S9'], ['H3', 'H4'], ['DK', 'D4'], ['C6', 'C7']],
        prevRanking: [0, 3, 2, 1],
      }),
      play(0, 'S9'),
    );
    expect(s.fallen).toBe(-1);
    expect(s.finished).toEqual([0]);
  });
});

describe('daifugo scoring and the end of the game', () => {
  const finishRound = (s: DaifugoState) => playRandomRound(s, new Rng('finish'));

  it('plus: each player scores the number who finished after them', () => {
    const s = setupDaifugo({ ruleSet: { variant: 'daifugo', preset: 'moderate' }, players: 5, seed: 'plus' });
    finishRound(s);
    const r = s.results[0]!;
    r.ranking.forEach((seat, pos) => expect(r.delta[seat]).toBe(4 - pos));
    expect(s.scores).toEqual(r.delta);
  });

  it('minus: stock 15; President +1, Minister and Citizens −1, Peasant −2, Beggar −3', () => {
    const s = setupDaifugo({ ruleSet: { variant: 'daifugo', rules: { scoring: 'minus' } }, players: 6, seed: 'minus' });
    expect(s.scores).toEqual([15, 15, 15, 15, 15, 15]);
    finishRound(s);
    const r = s.results[0]!;
    expect(r.ranking.map((seat) => r.delta[seat])).toEqual([1, -1, -1, -1, -2, -3]);
    expect(s.scores).toEqual(r.delta.map((d) => 15 + d));
  });

  it.each([
    ['plus', 'short', 8],
    ['plus', 'medium', 12],
    ['plus', 'long', 16],
  ])('%s %s: the game ends when someone reaches %i', (scoring, length, target) => {
    const s = setupDaifugo({ ruleSet: { variant: 'daifugo', rules: { scoring, length } }, seed: 'end' });
    s.scores = [target - 3, target - 3, 0, 0];
    finishRound(s);
    const r = s.results[0]!;
    const top = r.ranking[0]!;
    if (top === 0 || top === 1) {
      expect(s.phase).toBe('gameOver');
      expect(daifugoGame.isGameOver(s)).toBe(true);
      expect(s.winners).toEqual([top]);
      expect(daifugoGame.toAct(s)).toEqual([]);
    } else {
      expect(s.phase).not.toBe('gameOver');
    }
    const max = Math.max(...s.scores);
    expect(s.phase === 'gameOver').toBe(max >= target);
  });

  it.each([
    ['short', 10],
    ['medium', 15],
    ['long', 20],
  ])('minus %s starts at %i and ends when someone is at 0 or below', (length, stock) => {
    const s = setupDaifugo({ ruleSet: { variant: 'daifugo', rules: { scoring: 'minus', length } }, seed: 'm' });
    expect(s.scores).toEqual([stock, stock, stock, stock]);
    s.scores = [3, 3, 3, 3];
    finishRound(s);
    expect(s.phase).toBe('gameOver');
    expect(Math.min(...s.scores)).toBe(0);
    expect(s.winners).toEqual([s.results[0]!.ranking[0]]);
  });
});

describe('daifugo exchange and first player', () => {
  const afterRound1 = (rules: Record<string, unknown> = {}, players = 4) => {
    const s = setupDaifugo({ ruleSet: { variant: 'daifugo', preset: 'moderate', rules }, players, seed: 'ex' });
    playRandomRound(s, new Rng('ex'));
    return s;
  };

  it('President and Beggar swap two cards, Minister and Peasant one; the poorer side gives its strongest', () => {
    const s = afterRound1();
    expect(s.phase).toBe('exchange');
    const rk = s.results[0]!.ranking;
    const [pres, min, peas, beg] = rk as [number, number, number, number];
    expect(s.exchange).toMatchObject([
      { rich: pres, poor: beg, count: 2, given: null },
      { rich: min, poor: peas, count: 1, given: null },
    ]);
    const beggarBest = Math.min(...s.exchange[0]!.received.map(strengthKey));
    expect(Math.max(...s.hands[beg]!.map(strengthKey))).toBeLessThan(beggarBest);
    expect(daifugoGame.toAct(s).sort()).toEqual([pres, min].sort());
    expect(refused(s, { type: 'give', seat: pres, cards: [s.hands[pres]![0]!] })).toBe('give exactly 2 cards');
    expect(refused(s, { type: 'give', seat: beg, cards: [s.hands[beg]![0]!] })).toBe(
      'this seat has nothing to give in the exchange',
    );
    expect(refused(s, play(beg, s.hands[beg]![0]!))).toBe('the exchange is not finished yet');
    // exchange information only for the two involved
    expect(view(s, beg).exchange).toHaveLength(1);
    expect(view(s, min).exchange).toEqual([expect.objectContaining({ rich: min, poor: peas })]);
    expect(view(s, null).exchange).toEqual([]);
    const give = s.hands[pres]!.slice(0, 2);
    const begBefore = s.hands[beg]!.length;
    let t = go(s, { type: 'give', seat: pres, cards: give });
    expect(t.hands[beg]!.length).toBe(begBefore + 2);
    expect(t.hands[beg]).toEqual(expect.arrayContaining(give));
    expect(t.phase).toBe('exchange');
    expect(daifugoGame.legalActions(t, min)).toHaveLength(t.hands[min]!.length);
    t = go(t, { type: 'give', seat: min, cards: [t.hands[min]![0]!] });
    expect(t.phase).toBe('play');
    // firstPlayer lowest: the previous Beggar leads
    expect(t.turn).toBe(beg);
    expect(view(t, beg).titles[beg]).toBe('Beggar');
  });

  it('firstPlayer president: the previous President leads', () => {
    const s = afterRound1({ firstPlayer: 'president' });
    const pres = s.results[0]!.ranking[0]!;
    let t = go(s, { type: 'give', seat: pres, cards: s.hands[pres]!.slice(0, 2) });
    const min = s.results[0]!.ranking[1]!;
    t = go(t, { type: 'give', seat: min, cards: t.hands[min]!.slice(0, 1) });
    expect(t.turn).toBe(pres);
  });

  it('a 5-player Citizen takes no part in the exchange', () => {
    const s = afterRound1({}, 5);
    const citizen = s.results[0]!.ranking[2]!;
    expect(view(s, citizen).exchange).toEqual([]);
    expect(s.exchange.some((e) => e.rich === citizen || e.poor === citizen)).toBe(false);
  });
});

describe('daifugo view', () => {
  it('shows the own hand, others only as sizes', () => {
    const s = setupDaifugo({ ruleSet: { variant: 'daifugo' }, seed: 'view' });
    const v = view(s, 1);
    expect(v.hand).toEqual(s.hands[1]);
    expect(v.handSizes).toEqual(s.hands.map((h) => h.length));
    const text = JSON.stringify(v);
    for (const seat of [0, 2, 3]) for (const c of s.hands[seat]!) expect(text).not.toContain(`"${c}"`);
    expect(view(s, null).hand).toEqual([]);
    expect(view(s, s.turn).legal.length).toBeGreaterThan(0);
    expect(view(s, (s.turn + 1) % 4).legal).toEqual([]);
  });
});
