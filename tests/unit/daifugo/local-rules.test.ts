/**
 * The popular Japanese local rules (SPEC §6.4, after the 003 rules): spade 3 return, seven
 * pass, ten discard, queen bomber, five skip and sandstorm. Each at both ends: off, the old
 * behaviour; on, the new one — in the judge and in whole-game states.
 */
import { describe, expect, it } from 'vitest';
import {
  DAIFUGO_OPTIONS,
  DAIFUGO_PRESETS,
  daifugoGame,
  daifugoJudgePlay,
  moveText,
  resolveDaifugoRules,
  type DaifugoAction,
  type DaifugoState,
  type MoveRecord,
} from '../../../src/engine/daifugo/index.ts';
import { RuleSetError } from '../../../src/engine/options.ts';
import { go, judge, pass, play, refused, stateWith as baseState, type StateOpts } from './helpers.ts';

/** Scenario states without automatic passes, so every seat acts where the test says. */
const stateWith = (o: StateOpts) => baseState({ ...o, rules: { autoPass: false, ...o.rules } });

const LOCAL = ['spadeThree', 'sevenPass', 'tenDiscard', 'queenBomber', 'fiveSkip', 'sandstorm'] as const;
const last = (s: DaifugoState): MoveRecord => s.history[s.history.length - 1]!;
const give = (seat: number, ...cards: string[]): DaifugoAction => ({ type: 'seven-pass', seat, cards });
const toss = (seat: number, ...cards: string[]): DaifugoAction => ({ type: 'ten-discard', seat, cards });
const bomb = (seat: number, rank: string): DaifugoAction => ({ type: 'queen-bomber', seat, rank }) as DaifugoAction;
const cardsIn = (s: DaifugoState) => [...s.hands.flat(), ...s.pile.flatMap((p) => p.cards), ...s.discard].sort();

describe('local rules: declarations and validation', () => {
  it('are declared once, off by default and off in the three presets, each with a label and a source', () => {
    for (const k of LOCAL) {
      const d = DAIFUGO_OPTIONS[k];
      expect(d.kind, k).toBe('bool');
      expect(d.default, k).toBe(false);
      expect(d.label, k).toMatch(/^[A-Z][a-z ,0-9]+$/);
      expect(d.source, k).toMatch(/Wikipedia|Pagat/);
      for (const p of DAIFUGO_PRESETS) expect(resolveDaifugoRules(p.id, {})[k], `${p.id} ${k}`).toBe(false);
    }
  });

  it('refuses same-rank skip and five skip together, naming both', () => {
    expect(() => resolveDaifugoRules('moderate', { fiveSkip: true })).toThrow(RuleSetError);
    expect(() => resolveDaifugoRules('moderate', { fiveSkip: true })).toThrow(/"skip" and "fiveSkip"/);
    expect(resolveDaifugoRules('moderate', { fiveSkip: true, skip: false }).fiveSkip).toBe(true);
    expect(() => daifugoJudgePlay({ preset: 'moderate', rules: { fiveSkip: true }, play: ['H5'] })).toThrow(
      /"skip" and "fiveSkip"/,
    );
  });
});

describe('judge: the new effect names', () => {
  it('spade 3: off, nothing beats a lone joker; on, the ♠3 alone beats it and clears the pile', () => {
    expect(judge('moderate', {}, [['BJ']], ['S3'])).toMatchObject({ legal: false, reason: /lone joker/ });
    expect(judge('moderate', { spadeThree: true }, [['BJ']], ['S3'])).toEqual({
      legal: true,
      effects: ['spade-three'],
    });
    // Only the spade 3, only on a lone joker, and only where the rest of the rules allow it.
    expect(judge('moderate', { spadeThree: true }, [['BJ']], ['H3'])).toMatchObject({ legal: false });
    expect(judge('moderate', { spadeThree: true }, [['BJ', 'LJ']], ['S3', 'H3'])).toMatchObject({ legal: false });
    expect(judge('moderate', { spadeThree: true }, [['HK']], ['S3'])).toMatchObject({ legal: false });
    expect(judge('moderate', { spadeThree: true }, [], ['S3'])).toEqual({ legal: true, effects: [] });
    // Even while other suits are locked (one source says so).
    expect(judge('all', { spadeThree: true }, [['BJ']], ['S3'], { lockedSuits: ['H'] })).toEqual({
      legal: true,
      effects: ['spade-three'],
    });
    expect(judge('all', {}, [['BJ']], ['S3'], { lockedSuits: ['H'] })).toMatchObject({ legal: false });
    expect(judge('moderate', { spadeThree: true }, [['BJ']], ['S3'], { reversed: true })).toEqual({
      legal: true,
      effects: ['spade-three'],
    });
  });

  it('sandstorm: off, three 3s lose to three 9s; on, they beat any triple, even reversed, and clear the pile', () => {
    expect(judge('moderate', {}, [['H9', 'D9', 'C9']], ['S3', 'H3', 'D3'])).toMatchObject({ legal: false });
    expect(judge('moderate', { sandstorm: true }, [['H9', 'D9', 'C9']], ['S3', 'H3', 'D3'])).toEqual({
      legal: true,
      effects: ['sandstorm'],
    });
    expect(judge('moderate', { sandstorm: true }, [['H2', 'D2', 'BJ']], ['S3', 'H3', 'C3'])).toEqual({
      legal: true,
      effects: ['sandstorm'],
    });
    // A joker standing in for a 3 makes no sandstorm; a pair of 3s is not three.
    expect(judge('moderate', { sandstorm: true }, [['H9', 'D9', 'C9']], ['S3', 'H3', 'BJ'])).toMatchObject({
      legal: false,
    });
    expect(judge('moderate', { sandstorm: true }, [['H9', 'D9']], ['S3', 'H3'])).toMatchObject({ legal: false });
    // Reversed, 3s are strong anyway; the sandstorm still clears the pile.
    expect(
      judge('moderate', { sandstorm: true }, [['H9', 'D9', 'C9']], ['S3', 'H3', 'D3'], { reversed: true }),
    ).toEqual({ legal: true, effects: ['sandstorm'] });
    expect(judge('moderate', {}, [['H9', 'D9', 'C9']], ['S3', 'H3', 'D3'], { reversed: true })).toEqual({
      legal: true,
      effects: [],
    });
  });

  it('seven pass, ten discard, queen bomber and five skip name their effects only when on', () => {
    const on = { sevenPass: true, tenDiscard: true, queenBomber: true, fiveSkip: true, skip: false };
    expect(judge('moderate', {}, [['H4']], ['S7'])).toEqual({ legal: true, effects: [] });
    expect(judge('moderate', on, [['H4']], ['S7'])).toEqual({ legal: true, effects: ['seven-pass'] });
    expect(judge('moderate', {}, [['H4']], ['S10'])).toEqual({ legal: true, effects: [] });
    expect(judge('moderate', on, [['H4']], ['S10'])).toEqual({ legal: true, effects: ['ten-discard'] });
    expect(judge('moderate', {}, [['H4']], ['SQ'])).toEqual({ legal: true, effects: [] });
    expect(judge('moderate', on, [['H4']], ['SQ'])).toEqual({ legal: true, effects: ['queen-bomber'] });
    expect(judge('moderate', { skip: false }, [['H4']], ['S5'])).toEqual({ legal: true, effects: [] });
    expect(judge('moderate', on, [['H4']], ['S5', 'H5'].slice(0, 1))).toEqual({ legal: true, effects: ['five-skip'] });
    // Stairs 5-6-7 with an eight cut in another play: a five skip and a seven pass in one play.
    expect(judge('all', { ...on, eightCut: false }, [], ['H5', 'H6', 'H7'])).toEqual({
      legal: true,
      effects: ['seven-pass', 'five-skip'],
    });
    // A play that clears the pile makes no skip.
    expect(judge('all', on, [], ['H5', 'H6', 'H7', 'H8'])).toEqual({
      legal: true,
      effects: ['revolution', 'eight-cut', 'seven-pass'],
    });
  });
});

describe('game: spade 3 and sandstorm', () => {
  it('the ♠3 on a lone joker clears the pile and its player leads', () => {
    const off = stateWith({
      hands: [
        ['BJ', 'H4'],
        ['S3', 'D9'],
        ['C5', 'C6'],
        ['H7', 'H8'],
      ],
    });
    let s = go(off, play(0, 'BJ'));
    expect(refused(s, play(1, 'S3'))).toMatch(/lone joker/);
    const on = stateWith({
      rules: { spadeThree: true },
      hands: [
        ['BJ', 'H4'],
        ['S3', 'D9'],
        ['C5', 'C6'],
        ['H7', 'H8'],
      ],
    });
    s = go(on, play(0, 'BJ'), play(1, 'S3'));
    expect(s.pile).toEqual([]);
    expect(s.turn).toBe(1);
    expect(last(s)).toMatchObject({ effects: ['spade-three'], cleared: true, leader: 1 });
    expect(moveText(last(s))).toContain('the spade 3 beats the joker');
  });

  it('three 3s on three 9s clear the pile (on) or are refused (off)', () => {
    const hands = [
      ['H9', 'D9', 'C9', 'HK'],
      ['S3', 'H3', 'D3', 'SA'],
      ['C5', 'C6'],
      ['H7', 'H8'],
    ];
    expect(refused(go(stateWith({ hands }), play(0, 'H9', 'D9', 'C9')), play(1, 'S3', 'H3', 'D3'))).toMatch(
      /3s do not beat 9s/,
    );
    const s = go(
      stateWith({ rules: { sandstorm: true }, hands }),
      play(0, 'H9', 'D9', 'C9'),
      play(1, 'S3', 'H3', 'D3'),
    );
    expect(s.pile).toEqual([]);
    expect(s.turn).toBe(1);
  });
});

describe('game: seven pass', () => {
  const hands = [
    ['S7', 'H7', 'D4', 'DK', 'C2'],
    ['S9', 'H10'],
    ['C5', 'C6'],
    ['H8', 'D8'],
  ];

  it('off: the next player simply plays', () => {
    const s = go(stateWith({ hands }), play(0, 'S7', 'H7'));
    expect(s.turn).toBe(1);
    expect(daifugoGame.toAct(s)).toEqual([1]);
    expect(daifugoGame.view(s, 0).decision).toBeNull();
  });

  it('on: after a pair of 7s its player hands up to two cards to the next player, then play goes on', () => {
    let s = go(stateWith({ rules: { sevenPass: true }, hands }), play(0, 'S7', 'H7'));
    expect(daifugoGame.toAct(s)).toEqual([0]);
    expect(daifugoGame.view(s, 2).decision).toEqual({ kind: 'seven-pass', seat: 0, count: 2, to: 1 });
    const legal = daifugoGame.legalActions(s, 0);
    // nothing, each of 3 cards, each pair of them: 1 + 3 + 3
    expect(legal).toHaveLength(7);
    expect(legal).toContainEqual(give(0));
    expect(legal).toContainEqual(give(0, 'D4', 'DK'));
    expect(daifugoGame.legalActions(s, 1)).toEqual([]);
    expect(refused(s, play(1, 'S9', 'H10'))).toMatch(/seat 0 must first choose the cards to hand over/);
    expect(refused(s, give(0, 'D4', 'DK', 'C2'))).toMatch(/at most 2 cards/);
    expect(refused(s, give(0, 'HA'))).toMatch(/do not hold/);
    expect(refused(s, toss(0, 'D4'))).toMatch(/must first choose the cards to hand over/);
    const before = cardsIn(s);
    s = go(s, give(0, 'D4', 'DK'));
    expect(cardsIn(s)).toEqual(before);
    expect(s.hands[0]).toEqual(['C2']);
    expect(s.hands[1]).toEqual(['D4', 'S9', 'H10', 'DK']);
    expect(s.turn).toBe(1);
    expect(moveText(last(s))).toBe('seat 0 hands ♦4 ♦K to seat 1');
    // Only the giver and the receiver see which cards.
    expect(daifugoGame.view(s, 1).history.at(-1)).toMatchObject({ cards: ['D4', 'DK'], count: 2 });
    expect(daifugoGame.view(s, 2).history.at(-1)).toMatchObject({ cards: [], count: 2 });
    expect(moveText(daifugoGame.view(s, 2).history.at(-1)!)).toBe('seat 0 hands 2 cards to seat 1');
  });

  it('handing over the last card goes out; a 2 as the last card is an illegal finish', () => {
    const h = [
      ['S7', 'H4'],
      ['S9', 'H10'],
      ['C5', 'C6'],
      ['H8', 'D8'],
    ];
    let s = go(stateWith({ rules: { sevenPass: true }, hands: h }), play(0, 'S7'), give(0, 'H4'));
    expect(s.out[0]).toBe(true);
    expect(s.finished).toEqual([0]);
    expect(s.turn).toBe(1);
    const h2 = [
      ['S7', 'H2'],
      ['S9', 'H10'],
      ['C5', 'C6'],
      ['H8', 'D8'],
    ];
    s = go(stateWith({ rules: { sevenPass: true }, hands: h2 }), play(0, 'S7'), give(0, 'H2'));
    expect(s.illegal).toEqual([0]);
    expect(moveText(last(s))).toContain('goes out illegally');
  });
});

describe('game: ten discard', () => {
  const hands = [
    ['S10', 'D4', 'C6', 'HA'],
    ['S9', 'HJ'],
    ['C5', 'CQ'],
    ['H8', 'D8'],
  ];

  it('off: nothing to decide; on: up to one card per ten leaves the round', () => {
    expect(go(stateWith({ hands }), play(0, 'S10')).turn).toBe(1);
    let s = go(stateWith({ rules: { tenDiscard: true }, hands }), play(0, 'S10'));
    expect(daifugoGame.view(s, 0).decision).toEqual({ kind: 'ten-discard', seat: 0, count: 1 });
    expect(daifugoGame.legalActions(s, 0)).toHaveLength(4);
    expect(refused(s, toss(0, 'D4', 'C6'))).toMatch(/throw away at most 1 card/);
    const before = cardsIn(s);
    s = go(s, toss(0, 'D4'));
    expect(cardsIn(s)).toEqual(before);
    expect(s.discard).toContain('D4');
    expect(s.hands[0]).toEqual(['C6', 'HA']);
    expect(s.turn).toBe(1);
    expect(moveText(last(s))).toBe('seat 0 throws away ♦4');
    // Throwing away nothing is allowed too.
    s = go(stateWith({ rules: { tenDiscard: true }, hands }), play(0, 'S10'), toss(0));
    expect(s.hands[0]).toHaveLength(3);
  });
});

describe('game: queen bomber', () => {
  const hands = [['SQ', 'D4', 'HA'], ['S4', 'C4', 'HK'], ['H4'], ['H8', 'D8']];

  it('off: nothing to decide; on: the named rank leaves every hand, and an emptied hand goes out', () => {
    expect(go(stateWith({ hands }), play(0, 'SQ')).turn).toBe(1);
    let s = go(stateWith({ rules: { queenBomber: true }, hands }), play(0, 'SQ'));
    expect(daifugoGame.legalActions(s, 0)).toHaveLength(13);
    expect(refused(s, bomb(0, 'joker'))).toMatch(/name a rank/);
    const before = cardsIn(s);
    s = go(s, bomb(0, '4'));
    expect(cardsIn(s)).toEqual(before);
    expect(s.hands).toEqual([['HA'], ['HK'], [], ['H8', 'D8']]);
    expect(s.out[2]).toBe(true);
    expect(s.finished).toEqual([2]);
    expect(s.turn).toBe(1);
    expect(moveText(last(s))).toBe(
      'seat 0 names the 4s — seat 0 throws away ♦4, seat 1 throws away ♠4 ♣4, seat 2 throws away ♥4 — seat 2 goes out',
    );
  });

  it('a bomber that leaves one player in ends the round', () => {
    const h = [['SQ', 'D4'], ['S4'], ['H4'], ['C4', 'H8']];
    const s = go(stateWith({ rules: { queenBomber: true }, hands: h }), play(0, 'SQ'), bomb(0, '4'));
    expect(s.results).toHaveLength(1);
    expect(s.results[0]!.ranking).toEqual([0, 1, 2, 3]);
  });
});

describe('game: five skip', () => {
  const hands = [
    ['S5', 'H5', 'D9'],
    ['S9', 'HJ'],
    ['C6', 'CQ'],
    ['H8', 'D8'],
    ['HK', 'DK'],
  ];

  it('off: a pair of 5s passes the turn on; on: it skips the next two players still in', () => {
    let s = go(stateWith({ rules: { skip: false }, hands }), play(0, 'S5', 'H5'));
    expect(s.turn).toBe(1);
    s = go(stateWith({ rules: { skip: false, fiveSkip: true }, hands }), play(0, 'S5', 'H5'));
    expect(s.turn).toBe(3);
    expect(last(s)).toMatchObject({ skipped: 1, skippedMore: [2] });
    expect(moveText(last(s))).toBe('seat 0 plays ♠5 ♥5 (a pair) — five skip — seat 1, seat 2 skipped');
    s = go(s, pass(3), pass(4));
    expect(s.pile).toEqual([]);
    expect(s.turn).toBe(0);
  });
});
