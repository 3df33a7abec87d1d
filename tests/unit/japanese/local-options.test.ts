/**
 * The game-flow options of issue 15 at both ends: who opens the auction (`auctionStart`,
 * `allPass: dealer-opens`), betrayal with ♣10 (`betrayal`) and six players under the 2011 house rules.
 */
import { describe, expect, it } from 'vitest';
import { japaneseGame as G, type JapaneseAction, type JapaneseState } from '../../../src/engine/japanese/index.ts';
import { Rng } from '../../../src/engine/rng.ts';
import { act, refused, setup } from '../../fixtures/japanese.ts';

/** `seat` bids the lowest bid in spades when its turn comes; everyone else passes. */
function auctionTo(s: JapaneseState, seat: number): JapaneseState {
  while (s.phase === 'auction') {
    const who = G.toAct(s)[0]!;
    const legal = G.legalActions(s, who);
    const pass = legal.find((a) => a.type === 'pass');
    const bid = legal.find((a) => a.type === 'bid' && a.suit === 'S');
    s = act(s, who === seat || !pass ? bid! : pass);
  }
  return s;
}
/** Random legal actions until `stop`. */
function playRandom(s: JapaneseState, rng: Rng, stop: (s: JapaneseState) => boolean): JapaneseState {
  for (let guard = 0; !stop(s) && guard < 10000; guard++) {
    const seat = G.toAct(s)[0]!;
    const acts = G.legalActions(s, seat).filter((a) => a.type !== 'play' || a.betray !== true);
    s = act(s, rng.pick(acts));
  }
  return s;
}

describe('who opens the auction', () => {
  function secondHand(rules: Record<string, unknown>): JapaneseState {
    let s = auctionTo(setup(rules), 3);
    expect(s.hand.napoleon).toBe(3);
    s = act(s, { type: 'adjutant', seat: 3, card: 'SA' });
    s = playRandom(s, new Rng('open'), (x) => x.phase === 'handOver');
    return act(s, { type: 'next-hand', seat: 1 });
  }
  it('dealer-left (default): the player after the dealer, every hand', () => {
    const s = secondHand({});
    expect(s.hand.dealer).toBe(1);
    expect(G.toAct(s)).toEqual([2]);
  });
  it('previous-napoleon: the first hand after the dealer, then the previous Napoleon', () => {
    const s0 = setup({ auctionStart: 'previous-napoleon' });
    expect(G.toAct(s0)).toEqual([1]);
    const s = secondHand({ auctionStart: 'previous-napoleon' });
    expect(s.hand.dealer).toBe(1);
    expect(G.toAct(s)).toEqual([3]);
    // Nobody bids: after the redeal there is no previous Napoleon, so the dealer's left opens.
    let r = s;
    for (let i = 0; i < 5; i++) r = act(r, { type: 'pass', seat: G.toAct(r)[0]! });
    expect(r.hand.dealNo).toBe(1);
    expect(r.hand.dealer).toBe(2);
    expect(G.toAct(r)).toEqual([3]);
    expect(r.hand.auction.turn).toBe(3);
  });
  it('previous-napoleon: the round goes on clockwise from the opener', () => {
    let s = secondHand({ auctionStart: 'previous-napoleon' });
    s = act(s, { type: 'pass', seat: 3 });
    expect(G.toAct(s)).toEqual([4]);
  });
  it('dealer-must-bid: the player after the dealer opens; the dealer cannot pass last', () => {
    const s = setup({ allPass: 'dealer-must-bid' });
    expect(G.toAct(s)).toEqual([1]);
    expect(G.legalActions(s, 1).some((a) => a.type === 'pass')).toBe(true);
  });
  it('dealer-opens: the dealer opens and must bid; then clockwise from the dealer’s left', () => {
    let s = setup({ allPass: 'dealer-opens' });
    expect(G.toAct(s)).toEqual([0]);
    expect(G.legalActions(s, 0).some((a) => a.type === 'pass')).toBe(false);
    expect(refused(s, { type: 'pass', seat: 0 })).toContain('dealer opens the auction and must bid');
    expect(refused(s, { type: 'bid', seat: 0, count: 10, suit: 'S' })).toContain('from 11');
    s = act(s, { type: 'bid', seat: 0, count: 11, suit: 'C' });
    expect(G.toAct(s)).toEqual([1]);
    for (let i = 0; i < 4; i++) s = act(s, { type: 'pass', seat: G.toAct(s)[0]! });
    expect(s.hand.napoleon).toBe(0);
    expect(s.hand.contract).toEqual({ count: 11, suit: 'C' });
  });
  it('dealer: the dealer opens and may pass; then clockwise from the dealer’s left', () => {
    let s = setup({ auctionStart: 'dealer' });
    expect(G.toAct(s)).toEqual([0]);
    expect(G.legalActions(s, 0).some((a) => a.type === 'pass')).toBe(true);
    s = act(s, { type: 'pass', seat: 0 });
    expect(G.toAct(s)).toEqual([1]);
    // With passing final the dealer is out; four more passes deal again, the next dealer opening.
    for (let i = 0; i < 4; i++) s = act(s, { type: 'pass', seat: G.toAct(s)[0]! });
    expect(s.hand.dealNo).toBe(1);
    expect(s.hand.dealer).toBe(1);
    expect(G.toAct(s)).toEqual([1]);
  });
  it('dealer: every later hand opens with its dealer too', () => {
    let s = auctionTo(setup({ auctionStart: 'dealer' }), 3);
    s = act(s, { type: 'adjutant', seat: 3, card: 'SA' });
    s = playRandom(s, new Rng('open'), (x) => x.phase === 'handOver');
    s = act(s, { type: 'next-hand', seat: 1 });
    expect(s.hand.dealer).toBe(1);
    expect(G.toAct(s)).toEqual([1]);
    expect(G.legalActions(s, 1).some((a) => a.type === 'pass')).toBe(true);
  });
  it('dealer-opens with auctionStart dealer: the dealer opens and must bid', () => {
    const s = setup({ allPass: 'dealer-opens', auctionStart: 'dealer' });
    expect(G.toAct(s)).toEqual([0]);
    expect(G.legalActions(s, 0).some((a) => a.type === 'pass')).toBe(false);
  });
  it('dealer with dealer-must-bid is refused, naming both options', () => {
    expect(() => setup({ allPass: 'dealer-must-bid', auctionStart: 'dealer' })).toThrow(
      /"auctionStart" cannot be "dealer" with "allPass": "dealer-must-bid".*"dealer-opens"/,
    );
  });
  it('dealer-must-bid with previous-napoleon: the dealer is forced as soon as his turn comes with no bid', () => {
    // Hand 2: player 3 was Napoleon and opens; the dealer is player 1, so after 3, 4 and 0 pass
    // the dealer must bid although player 2 has not spoken.
    let s = auctionTo(setup({ allPass: 'dealer-must-bid', auctionStart: 'previous-napoleon' }), 3);
    s = act(s, { type: 'adjutant', seat: 3, card: 'SA' });
    s = playRandom(s, new Rng('open'), (x) => x.phase === 'handOver');
    s = act(s, { type: 'next-hand', seat: 1 });
    expect(G.toAct(s)).toEqual([3]);
    for (let i = 0; i < 3; i++) s = act(s, { type: 'pass', seat: G.toAct(s)[0]! });
    expect(G.toAct(s)).toEqual([1]);
    expect(G.legalActions(s, 1).some((a) => a.type === 'pass')).toBe(false);
  });
  it('dealer-opens overrules previous-napoleon', () => {
    let s = auctionTo(setup({ allPass: 'dealer-opens', auctionStart: 'previous-napoleon' }), 3);
    expect(s.hand.napoleon).toBe(3);
    s = act(s, { type: 'adjutant', seat: 3, card: 'SA' });
    s = playRandom(s, new Rng('open'), (x) => x.phase === 'handOver');
    s = act(s, { type: 'next-hand', seat: 1 });
    expect(G.toAct(s)).toEqual([1]);
    expect(G.legalActions(s, 1).some((a) => a.type === 'pass')).toBe(false);
  });
});

describe('betrayal', () => {
  /** A hand where Napoleon names ♣10 as the adjutant card and its holder is another player. */
  function withC10Adjutant(rules: Record<string, unknown>): JapaneseState {
    for (let k = 0; k < 50; k++) {
      let s = auctionTo(setup(rules, `b${k}`), 1);
      const holder = s.hand.hands.findIndex((h) => h.includes('C10'));
      if (holder < 0 || holder === 1) continue;
      s = act(s, { type: 'adjutant', seat: 1, card: 'C10' });
      const keep = (c: string) => c !== 'JK' && c !== 'C10';
      const from = [...s.hand.hands[1]!, ...s.hand.widow].filter(keep);
      s = act(s, { type: 'discard', seat: 1, cards: from.slice(0, s.hand.widow.length) });
      return s;
    }
    throw new Error('no deal found');
  }
  /** Random play until the adjutant is about to play ♣10 legally. */
  function untilC10(s: JapaneseState): JapaneseState {
    const adj = s.hand.adjutant!;
    const rng = new Rng('c10');
    for (let guard = 0; guard < 500; guard++) {
      const seat = G.toAct(s)[0]!;
      const legal = G.legalActions(s, seat);
      if (seat === adj && legal.some((a) => a.type === 'play' && a.card === 'C10')) return s;
      const acts = legal.filter((a) => a.type === 'play' && a.card !== 'C10' && a.betray !== true);
      s = act(s, rng.pick(acts.length ? acts : legal.filter((a) => a.type === 'play' && a.betray !== true)));
    }
    throw new Error('♣10 never became playable');
  }

  it('off (default): no play declares betrayal, and a betrayal is refused', () => {
    const s = untilC10(withC10Adjutant({}));
    const adj = s.hand.adjutant!;
    expect(G.legalActions(s, adj).some((a) => a.type === 'play' && a.betray === true)).toBe(false);
    expect(refused(s, { type: 'play', seat: adj, card: 'C10', betray: true })).toContain('betrayal is not played');
    const after = act(s, { type: 'play', seat: adj, card: 'C10' });
    expect(after.hand.adjutant).toBe(adj);
    expect(after.hand.solo).toBe(false);
  });

  it('adjutant: playing ♣10 may declare betrayal; the adjutant joins the allies and the hand is solo', () => {
    let s = untilC10(withC10Adjutant({ betrayal: 'adjutant' }));
    const adj = s.hand.adjutant!;
    const legal = G.legalActions(s, adj);
    expect(legal).toContainEqual({ type: 'play', seat: adj, card: 'C10', betray: true });
    expect(legal).toContainEqual({ type: 'play', seat: adj, card: 'C10' });
    expect(legal.filter((a) => a.type === 'play' && a.betray === true)).toHaveLength(1);
    const other = legal.find((a) => a.type === 'play' && a.card !== 'C10');
    if (other && other.type === 'play') {
      expect(refused(s, { ...other, betray: true })).toContain('only the adjutant may declare betrayal');
    }
    // Napoleon has no betrayal of his own under this value.
    expect(G.legalActions(s, 1).some((a) => a.type === 'play' && a.betray === true)).toBe(false);
    s = act(s, { type: 'play', seat: adj, card: 'C10', betray: true });
    expect(s.hand.adjutant).toBeNull();
    expect(s.hand.solo).toBe(true);
    const watcher = [0, 2, 3, 4].find((x) => x !== adj)!;
    const v = G.view(s, watcher);
    expect(v.betrayal).toMatchObject({ by: 'adjutant', seat: adj, adjutant: adj });
    expect(v.solo).toBe(true);
    expect(v.adjutant).toBeNull();
    // Once a hand.
    expect(s.hand.betrayal).toBeDefined();
    s = playRandom(s, new Rng('end'), (x) => x.phase !== 'play');
    const r = s.hand.result!;
    expect(r.solo).toBe(true);
    expect(r.adjutant).toBeNull();
    expect(r.betrayal).toMatchObject({ by: 'adjutant', seat: adj });
    expect(r.scores[adj]).toBe(r.score.ally);
    expect(r.points).toBe(s.hand.trick!.points[1]);
    expect(r.scores.reduce((a, b) => a + b, 0)).toBe(0);
  });

  /** A hand where Napoleon holds ♣10 and the joker after the exchange and an adjutant is another player. */
  function napoleonWithC10AndJoker(rules: Record<string, unknown> = {}): JapaneseState {
    for (let k = 0; k < 200; k++) {
      const s0 = setup({ joker: true, betrayal: 'adjutant-and-napoleon', ...rules }, `n${k}`);
      const nap = s0.hand.hands.findIndex((h) => h.includes('C10') && h.includes('JK'));
      if (nap < 0) continue;
      let s = auctionTo(s0, nap);
      const card = s.hand.hands[(nap + 1) % 5]![0]!;
      s = act(s, { type: 'adjutant', seat: nap, card });
      const from = [...s.hand.hands[nap]!, ...s.hand.widow].filter((c) => c !== 'JK' && c !== 'C10');
      return act(s, { type: 'discard', seat: nap, cards: from.slice(0, s.hand.widow.length) });
    }
    throw new Error('no deal found');
  }

  it('adjutant-and-napoleon: Napoleon holding ♣10 and the joker shows them and goes over to the allies', () => {
    let s = napoleonWithC10AndJoker();
    const nap = s.hand.napoleon!;
    const adj = s.hand.adjutant!;
    const legal = G.legalActions(s, nap);
    const plain = legal.filter((a) => a.type === 'play' && a.betray !== true);
    const betray = legal.filter((a) => a.type === 'play' && a.betray === true);
    expect(betray).toHaveLength(plain.length);
    const lead = plain.find((a) => a.type === 'play' && a.card !== 'JK' && a.card !== 'C10')!;
    s = act(s, { ...lead, betray: true } as JapaneseAction);
    // The adjutant stays the adjutant, now alone; Napoleon is one of the allies.
    expect(s.hand.adjutant).toBe(adj);
    expect(s.hand.solo).toBe(true);
    expect(s.hand.betrayal).toEqual({ by: 'napoleon', seat: nap, adjutant: adj, trickNo: 1, shown: ['C10', 'JK'] });
    const watcher = [0, 1, 2, 3, 4].find((x) => x !== nap && x !== adj)!;
    // Everyone sees the betrayal and the cards shown; who the adjutant is stays secret.
    expect(G.view(s, watcher).betrayal).toEqual({
      by: 'napoleon',
      seat: nap,
      trickNo: 1,
      adjutant: null,
      shown: ['C10', 'JK'],
    });
    expect(G.view(s, adj).betrayal!.adjutant).toBe(adj);
    // Nobody betrays twice.
    expect(G.legalActions(s, G.toAct(s)[0]!).some((a) => a.type === 'play' && a.betray === true)).toBe(false);
    s = playRandom(s, new Rng('end'), (x) => x.phase !== 'play');
    const r = s.hand.result!;
    // The adjutant's honours alone make the bid; Napoleon's count for the allies.
    expect(r.points).toBe(s.hand.trick!.points[adj]);
    expect(r.solo).toBe(true);
    expect(r.betrayal).toMatchObject({ by: 'napoleon', seat: nap, adjutant: adj });
    // The adjutant is scored as a solo Napoleon of the bid, Napoleon as one of the allies.
    expect(r.scores[adj]).toBe(r.score.napoleon);
    expect(r.scores[nap]).toBe(r.score.ally);
    expect(r.score.adjutant).toBeUndefined();
    expect(r.scores.filter((v) => v === r.score.ally)).toHaveLength(4);
    expect(r.scores.reduce((a, b) => a + b, 0)).toBe(0);
    expect(r.score.text).toMatch(/adjutant/);
  });

  it('Napoleon may not betray once he has played ♣10, nor without an adjutant', () => {
    let s = napoleonWithC10AndJoker();
    const nap = s.hand.napoleon!;
    s = act(s, { type: 'play', seat: nap, card: 'C10' });
    s = playRandom(s, new Rng('on'), (x) => G.toAct(x)[0] === nap || x.phase !== 'play');
    expect(G.legalActions(s, nap).some((a) => a.type === 'play' && a.betray === true)).toBe(false);
    // Napoleon names his own card: he plays alone and has nobody to betray.
    for (let k = 0; k < 200; k++) {
      const s0 = setup({ joker: true, betrayal: 'adjutant-and-napoleon' }, `n${k}`);
      const n = s0.hand.hands.findIndex((h) => h.includes('C10') && h.includes('JK'));
      if (n < 0) continue;
      let t = auctionTo(s0, n);
      t = act(t, { type: 'adjutant', seat: n, card: 'C10' });
      const from = [...t.hand.hands[n]!, ...t.hand.widow].filter((c) => c !== 'JK' && c !== 'C10');
      t = act(t, { type: 'discard', seat: n, cards: from.slice(0, t.hand.widow.length) });
      expect(G.legalActions(t, n).some((a) => a.type === 'play' && a.betray === true)).toBe(false);
      const lead = G.legalActions(t, n)[0] as JapaneseAction;
      expect(refused(t, { ...lead, betray: true } as JapaneseAction)).toContain('no adjutant');
      return;
    }
    throw new Error('no deal found');
  });

  it('adjutant-and-napoleon needs the joker', () => {
    expect(() => setup({ betrayal: 'adjutant-and-napoleon' })).toThrow('without the joker');
  });
});

describe('six players under the 2011 house rules', () => {
  it('deals 8 cards each and plays a hand out', () => {
    let s = setup({}, 'six', 'house-2011', 6);
    expect(s.players).toBe(6);
    expect(s.hand.hands.every((h) => h.length === 8)).toBe(true);
    expect(s.hand.widow).toHaveLength(5);
    s = auctionTo(s, 2);
    s = act(s, { type: 'adjutant', seat: 2, card: 'SA' });
    s = playRandom(s, new Rng('six'), (x) => x.phase !== 'play' && x.phase !== 'exchange');
    expect(s.phase).toBe('handOver');
    expect(s.hand.trick!.completed).toHaveLength(8);
  });
});
