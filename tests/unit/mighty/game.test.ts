import { describe, expect, it } from 'vitest';
import { mightyGame as G, MIGHTY_DECK, type MightyState, type MightyAction } from '../../../src/engine/mighty/index.ts';
import { Rng } from '../../../src/engine/rng.ts';
import { must, randomPlay } from './helpers.ts';

const setup = (rules: Record<string, unknown> = {}, seed = 'm1') =>
  G.setup({ ruleSet: { variant: 'mighty', rules }, seed });

/** Run an auction: seat `winner` bids `bid`, everyone else passes. */
function auctionTo(
  s: MightyState,
  winner: number,
  number = 14,
  strain: 'S' | 'H' | 'D' | 'C' | 'NT' = 'H',
): MightyState {
  while (s.phase === 'auction') {
    const seat = G.toAct(s)[0]!;
    const a: MightyAction =
      seat === winner && s.auction.high === null ? { type: 'bid', seat, number, strain } : { type: 'pass', seat };
    s = must(G, s, a);
  }
  return s;
}

describe('mighty game: deal and auction', () => {
  it('deals 10 cards to five players and a kitty of 3, all 53 cards once', () => {
    const s = setup();
    expect(s.hands.map((h) => h.length)).toEqual([10, 10, 10, 10, 10]);
    expect(s.kitty).toHaveLength(3);
    expect(new Set([...s.hands.flat(), ...s.kitty])).toEqual(new Set(MIGHTY_DECK));
    expect(G.phase(s)).toBe('auction');
  });
  it('starts the bidding with the dealer', () => {
    expect(G.toAct(G.setup({ ruleSet: { variant: 'mighty' }, seed: 'x', dealer: 3 }))).toEqual([3]);
  });
  it('takes no-trump over a suit at the same number but not a suit over a suit', () => {
    let s = setup();
    s = must(G, s, { type: 'bid', seat: 0, number: 14, strain: 'S' });
    const r = G.apply(s, { type: 'bid', seat: 1, number: 14, strain: 'H' });
    expect(r.ok).toBe(false);
    s = must(G, s, { type: 'bid', seat: 1, number: 14, strain: 'NT' });
    expect(s.auction.high).toEqual({ number: 14, strain: 'NT', seat: 1 });
  });
  it('makes passing final and ends when four have passed', () => {
    let s = setup();
    s = must(G, s, { type: 'pass', seat: 0 });
    s = must(G, s, { type: 'bid', seat: 1, number: 13, strain: 'C' });
    s = must(G, s, { type: 'pass', seat: 2 });
    s = must(G, s, { type: 'pass', seat: 3 });
    s = must(G, s, { type: 'bid', seat: 4, number: 15, strain: 'D' });
    expect(G.toAct(s)).toEqual([1]); // seat 0 passed: skipped
    s = must(G, s, { type: 'pass', seat: 1 });
    expect(s.phase).toBe('exchange');
    expect(s.declarer).toBe(4);
    expect(s.hands[4]).toHaveLength(13);
  });
  it('redeals when all five pass', () => {
    let s = setup();
    const before = s.hands;
    for (let i = 0; i < 5; i++) s = must(G, s, { type: 'pass', seat: G.toAct(s)[0]! });
    expect(s.phase).toBe('auction');
    expect(s.dealNo).toBe(2);
    expect(s.hands).not.toEqual(before);
  });
  it('allows a misdeal call only for a weak hand, before any bid', () => {
    let s = setup();
    s.hands[0] = ['SA', 'JK', 'HK', 'D10', 'C2', 'C4', 'C5', 'C6', 'C7', 'C8'];
    s.hands[1] = ['HA', 'HQ', 'HJ', 'D9', 'D2', 'D4', 'D5', 'D6', 'D7', 'D8'];
    expect(G.legalActions(s, 0)).toContainEqual({ type: 'misdeal', seat: 0 });
    const bid = must(G, s, { type: 'bid', seat: 0, number: 13, strain: 'S' });
    expect(G.apply(bid, { type: 'misdeal', seat: 1 }).ok).toBe(false);
    s = must(G, s, { type: 'misdeal', seat: 0 });
    expect(s.dealNo).toBe(2);
    const off = setup({ misdeal: false });
    off.hands[0] = ['SA', 'JK', 'HK', 'D10', 'C2', 'C4', 'C5', 'C6', 'C7', 'C8'];
    expect(G.apply(off, { type: 'misdeal', seat: 0 }).ok).toBe(false);
  });
});

describe('mighty game: kitty, trump change and friend', () => {
  it('raises the bid by 2 for a trump change, capped at 20', () => {
    let s = auctionTo(setup(), 0, 16, 'H');
    for (let i = 0; i < 3; i++) s = must(G, s, { type: 'discard', seat: 0, cards: [s.hands[0]![0]!] });
    expect(s.phase).toBe('trump');
    const changed = must(G, s, { type: 'trump', seat: 0, strain: 'S' });
    expect(changed.contract).toEqual({ number: 18, strain: 'S' });
    const kept = must(G, s, { type: 'trump', seat: 0, strain: 'H' });
    expect(kept.contract).toEqual({ number: 16, strain: 'H' });
    let high = auctionTo(setup(), 0, 19, 'H');
    high = must(G, high, { type: 'discard', seat: 0, cards: high.hands[0]!.slice(0, 3) });
    expect(high.phase).toBe('friend');
    let off = auctionTo(setup({ trumpChange: false }), 0, 14, 'H');
    off = must(G, off, { type: 'discard', seat: 0, cards: off.hands[0]!.slice(0, 3) });
    expect(off.phase).toBe('friend');
  });
  it('counts discarded points for the declarer', () => {
    let s = auctionTo(setup({ trumpChange: false }), 0, 14, 'H');
    const pts = s.hands[0]!.filter((c) => /^[SHDC](A|K|Q|J|10)$/.test(c)).slice(0, 3);
    const rest = s.hands[0]!.filter((c) => !pts.includes(c));
    const discards = [...pts, ...rest].slice(0, 3);
    s = must(G, s, { type: 'discard', seat: 0, cards: discards });
    s = must(G, s, { type: 'friend', seat: 0, mode: 'none' });
    s = randomPlay(G, s, new Rng('p'), (x) => x.phase === 'handOver');
    const played = s.trick!.points[0]!;
    const disc = discards.filter((c) => /^[SHDC](A|K|Q|J|10)$/.test(c)).length;
    expect(s.result!.points).toBe(played + disc);
    expect(s.result!.partner).toBe('none');
  });
  it('plays alone (not doubled) when the named card is the declarer’s own or discarded', () => {
    let s = auctionTo(setup({ trumpChange: false }), 2, 14, 'H');
    const own = s.hands[2]![5]!;
    s = must(G, s, { type: 'discard', seat: 2, cards: s.hands[2]!.slice(0, 3) });
    const buried = s.discards[0]!;
    for (const card of [own, buried]) {
      let t = must(G, s, { type: 'friend', seat: 2, mode: 'card', card });
      expect(t.friend).toBeNull();
      t = randomPlay(G, t, new Rng('a'), (x) => x.phase === 'handOver');
      expect(t.result!.partner).toBe('alone');
      expect(t.result!.score.doublings).not.toContain('no-friend');
    }
  });
  it('hides a card friend until the card is played; the friend knows', () => {
    let s = auctionTo(setup({ trumpChange: false }), 0, 14, 'H');
    s = must(G, s, { type: 'discard', seat: 0, cards: s.hands[0]!.slice(0, 3) });
    const card = s.hands[3]![0]!;
    s = must(G, s, { type: 'friend', seat: 0, mode: 'card', card });
    expect(s.friend).toBe(3);
    expect(G.view(s, 0).friend).toBeNull();
    expect(G.view(s, 3).friend).toBe(3);
    expect(G.view(s, null).friend).toBeNull();
    expect(G.view(s, 1).hand).toEqual(s.trick!.hands[1]);
    expect(G.view(s, 1).discards).toBeNull();
    expect(G.view(s, 0).discards).toEqual(s.discards);
    s = randomPlay(
      G,
      s,
      new Rng('b'),
      (x) => x.trick!.completed.some((t) => t.plays.some((p) => p.card === card)) || x.phase === 'handOver',
    );
    expect(G.view(s, 1).friend).toBe(3);
  });
  it('makes the winner of trick 1 the friend with first-trick (alone if the declarer wins it)', () => {
    for (const seed of ['f1', 'f2', 'f3', 'f4', 'f5', 'f6']) {
      let s = auctionTo(setup({ trumpChange: false }, seed), 1, 14, 'S');
      s = must(G, s, { type: 'discard', seat: 1, cards: s.hands[1]!.slice(0, 3) });
      s = must(G, s, { type: 'friend', seat: 1, mode: 'first-trick' });
      expect(G.view(s, 2).friend).toBeNull();
      s = randomPlay(G, s, new Rng(seed), (x) => x.trick!.completed.length === 1);
      const w = s.trick!.completed[0]!.winner;
      expect(s.friend).toBe(w === 1 ? null : w);
      expect(G.view(s, 4).friend).toBe(w === 1 ? null : w);
    }
  });
});

describe('mighty game: play', () => {
  it('lets the declarer lead trick 1 and rejects illegal actions without change', () => {
    let s = auctionTo(setup({ trumpChange: false }), 0, 14, 'H');
    s = must(G, s, { type: 'discard', seat: 0, cards: s.hands[0]!.slice(0, 3) });
    s = must(G, s, { type: 'friend', seat: 0, mode: 'none' });
    expect(G.toAct(s)).toEqual([0]);
    const snapshot = JSON.stringify(s);
    const bad: MightyAction[] = [
      { type: 'play', seat: 1, card: s.trick!.hands[1]![0]! },
      { type: 'play', seat: 0, card: s.trick!.hands[1]![0]! },
      { type: 'bid', seat: 0, number: 15, strain: 'S' },
      { type: 'next', seat: 0 },
    ];
    for (const a of bad) {
      const r = G.apply(s, a);
      expect(r.ok).toBe(false);
      expect(r.ok ? '' : r.reason.length).toBeGreaterThan(5);
    }
    expect(JSON.stringify(s)).toBe(snapshot);
  });
  it('requires a named suit for a joker lead and offers the ripper call after trick 1', () => {
    let s = auctionTo(setup({ trumpChange: false, firstLead: 'free' }), 0, 14, 'H');
    s = must(G, s, { type: 'discard', seat: 0, cards: s.hands[0]!.slice(0, 3) });
    s = must(G, s, { type: 'friend', seat: 0, mode: 'none' });
    s.trick!.hands[0] = ['JK', 'C3', ...s.trick!.hands[0]!.filter((c) => c !== 'JK' && c !== 'C3')].slice(0, 10);
    s.trick!.hands = s.trick!.hands.map((h, i) => (i === 0 ? h : h.filter((c) => c !== 'JK' && c !== 'C3')));
    expect(G.apply(s, { type: 'play', seat: 0, card: 'JK' }).ok).toBe(false);
    const acts = G.legalActions(s, 0).filter((a) => a.type === 'play' && a.card === 'JK');
    expect(acts).toHaveLength(4);
    expect(G.legalActions(s, 0).some((a) => a.type === 'play' && a.ripper)).toBe(false);
    expect(G.apply(s, { type: 'play', seat: 0, card: 'C3', ripper: true }).ok).toBe(false);
  });
  it('plays whole hands to a zero-sum score and deals the next one', () => {
    for (const seed of ['g1', 'g2', 'g3']) {
      let s = setup({}, seed);
      s = randomPlay(G, s, new Rng(seed), (x) => x.phase === 'handOver');
      expect(s.result!.deltas.reduce((a, b) => a + b, 0)).toBe(0);
      expect(s.totals).toEqual(s.result!.deltas);
      const r = s.result!;
      s = must(G, s, { type: 'next', seat: G.toAct(s)[0]! });
      expect(s.phase).toBe('auction');
      expect(s.dealer).toBe(r.friend ?? r.declarer);
      expect(s.handNo).toBe(1);
    }
  });
});

describe('mighty game: minBid', () => {
  it('offers bids from minBid to 20 only', () => {
    const s = setup({ minBid: 16 });
    const bids = G.legalActions(s, 0).filter((a) => a.type === 'bid');
    expect(bids[0]).toEqual({ type: 'bid', seat: 0, number: 16, strain: 'S' });
    expect(bids.at(-1)).toEqual({ type: 'bid', seat: 0, number: 20, strain: 'NT' });
    expect(bids).toHaveLength(5 * 5);
    expect(G.apply(s, { type: 'bid', seat: 0, number: 15, strain: 'NT' }).ok).toBe(false);
  });
});
