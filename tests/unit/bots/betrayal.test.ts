/** The Japanese bot and betrayal with ♣10 (`betrayal` option). */
import { describe, expect, it } from 'vitest';
import { playHand } from '../../../src/bots/arena.ts';
import { decide } from '../../../src/bots/index.ts';
import { japaneseGame as G, type JapaneseAction, type JapaneseState } from '../../../src/engine/japanese/index.ts';
import { act, napoleonKeepsBoth } from '../../fixtures/japanese-betrayal.ts';
import { Rng } from '../../../src/engine/rng.ts';

/** A hand where seat 1 is Napoleon with ♣10 as the adjutant card, at the adjutant's turn with ♣10 playable. */
function atC10(): JapaneseState {
  for (let k = 0; k < 50; k++) {
    let s = G.setup({ ruleSet: { variant: 'japanese', rules: { betrayal: 'adjutant' } }, seed: `b${k}` });
    const holder = s.hand.hands.findIndex((h) => h.includes('C10'));
    if (holder < 0 || holder === 1) continue;
    s = act(s, { type: 'bid', seat: 1, count: 11, suit: 'S' });
    for (let i = 0; i < 4; i++) s = act(s, { type: 'pass', seat: G.toAct(s)[0]! });
    s = act(s, { type: 'adjutant', seat: 1, card: 'C10' });
    s = act(s, { type: 'discard', seat: 1, cards: s.hand.hands[1]!.filter((c) => c !== 'C10').slice(0, 2) });
    const rng = new Rng('c10');
    for (let guard = 0; guard < 60 && s.phase === 'play'; guard++) {
      const seat = G.toAct(s)[0]!;
      const legal = G.legalActions(s, seat);
      if (seat === holder && legal.some((a) => a.type === 'play' && a.card === 'C10' && legal.length > 2)) return s;
      const acts = legal.filter((a) => a.type === 'play' && a.card !== 'C10' && a.betray !== true);
      if (acts.length === 0) break;
      s = act(s, rng.pick(acts));
    }
  }
  throw new Error('no position found');
}

/** A hand where Napoleon holds ♣10 and the joker, an adjutant is another player, and Napoleon leads trick 1. */
function napoleonAtLead(): JapaneseState {
  for (let k = 0; k < 200; k++) {
    const deal = napoleonKeepsBoth(`n${k}`);
    if (deal) return deal.s;
  }
  throw new Error('no position found');
}

function withTaken(s: JapaneseState, points: number[]): JapaneseState {
  return { ...s, hand: { ...s.hand, trick: { ...s.hand.trick!, points } } };
}

function botMove(s: JapaneseState): JapaneseAction {
  const seat = G.toAct(s)[0]!;
  return decide({
    variant: 'japanese',
    view: G.view(s, seat),
    legal: G.legalActions(s, seat),
    ruleSet: s.ruleSet,
    level: 'easy',
    seed: 'b',
  }).action;
}

describe('the Japanese bot and betrayal', () => {
  it('the adjutant betrays with ♣10 when Napoleon’s side can no longer make the bid', () => {
    const s = atC10();
    const adj = s.hand.adjutant!;
    const allies = [0, 2, 3, 4].filter((x) => x !== adj);
    const points = [0, 0, 0, 0, 0];
    points[allies[0]!] = 10; // 10 of 20 taken by the allies: at most 10 left for a bid of 11
    const hopeless = withTaken(s, points);
    // Every card is tried until the bot plays ♣10 (it decides the card by search first).
    const res = decide({
      variant: 'japanese',
      view: G.view(hopeless, adj),
      legal: G.legalActions(hopeless, adj).filter((a) => a.type !== 'play' || a.card === 'C10'),
      ruleSet: s.ruleSet,
      level: 'easy',
      seed: 'b',
    });
    expect(res.action).toEqual({ type: 'play', seat: adj, card: 'C10', betray: true });
    expect(res.hint).toContain('betrayal');
  });
  it('…and stays loyal while the bid can still be made', () => {
    const s = atC10();
    const adj = s.hand.adjutant!;
    const res = decide({
      variant: 'japanese',
      view: G.view(s, adj),
      legal: G.legalActions(s, adj).filter((a) => a.type !== 'play' || a.card === 'C10'),
      ruleSet: s.ruleSet,
      level: 'easy',
      seed: 'b',
    });
    expect(res.action).toEqual({ type: 'play', seat: adj, card: 'C10' });
  });
  it('Napoleon holding ♣10 and the joker goes over to the allies when his side can no longer make the bid', () => {
    const s = napoleonAtLead();
    const nap = s.hand.napoleon!;
    const adj = s.hand.adjutant!;
    expect(adj).not.toBe(nap);
    // The others took 4, 4, 4 and 2: whoever the adjutant is, Napoleon's side has at most
    // 0 + 4 + the 6 still out, 10, short of a bid of 11.
    const others = [0, 1, 2, 3, 4].filter((x) => x !== nap);
    const points = [0, 0, 0, 0, 0];
    others.forEach((x, i) => (points[x] = i === 3 ? 2 : 4));
    const hopeless = withTaken(s, points);
    const req = (x: JapaneseState) => ({
      variant: 'japanese' as const,
      view: G.view(x, nap),
      legal: G.legalActions(x, nap),
      ruleSet: x.ruleSet,
      level: 'easy' as const,
      seed: 'b',
    });
    const res = decide(req(hopeless));
    expect(res.action).toMatchObject({ type: 'play', seat: nap, betray: true });
    expect(res.hint).toContain('allies');
    // While the bid can still be made he stays.
    const loyal = decide(req(s)).action;
    expect(loyal.type === 'play' && loyal.betray).toBeFalsy();
  });
  it('after Napoleon’s betrayal a bot’s moves stay legal to the end of the hand', () => {
    let s = napoleonAtLead();
    const nap = s.hand.napoleon!;
    const lead = G.legalActions(s, nap).find((a) => a.type === 'play' && a.betray === true)!;
    s = act(s, lead);
    for (let i = 0; i < 60 && s.phase === 'play'; i++) s = act(s, botMove(s));
    expect(s.phase).toBe('handOver');
  }, 60_000);
  it('bots play whole hands under betrayal and the new opening rules', () => {
    const ruleSet = {
      variant: 'japanese' as const,
      preset: 'house-2011',
      rules: { betrayal: 'adjutant-and-napoleon', allPass: 'dealer-opens', auctionStart: 'previous-napoleon' },
    };
    for (const seed of ['h1']) {
      const out = playHand('japanese', ruleSet, 5, seed, ['easy', 'normal', 'easy', 'normal', 'easy']);
      expect(out.deltas).toHaveLength(5);
    }
  }, 60_000);
  it('bots play a whole hand when the dealer opens and may pass', () => {
    const ruleSet = { variant: 'japanese' as const, rules: { auctionStart: 'dealer' } };
    const out = playHand('japanese', ruleSet, 5, 'dealer-opens-1', ['easy', 'normal', 'easy', 'normal', 'easy']);
    expect(out.deltas).toHaveLength(5);
  }, 60_000);
  it('a bot move is always a legal action with betrayal on', () => {
    let s = atC10();
    for (let i = 0; i < 12 && s.phase === 'play'; i++) s = act(s, botMove(s));
  });
});
