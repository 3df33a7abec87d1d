import { describe, expect, it } from 'vitest';
import { twhkGame as G, TWHK_DECK, type TwhkState, type TwhkAction } from '../../../src/engine/twhk/index.ts';
import { Rng } from '../../../src/engine/rng.ts';
import { must, randomPlay } from '../mighty/helpers.ts';

const setup = (rules: Record<string, unknown> = {}, preset?: string, seed = 't1', players?: number) =>
  G.setup({
    ruleSet: { variant: 'tw-hk', ...(preset ? { preset } : {}), rules },
    seed,
    ...(players ? { players } : {}),
  });

/** Seat `winner` makes the only bid; the rest pass. */
function auctionTo(s: TwhkState, winner: number, heads = 10, strain: 'S' | 'H' | 'D' | 'C' | 'NT' = 'H'): TwhkState {
  while (s.phase === 'auction') {
    const seat = G.toAct(s)[0]!;
    const a: TwhkAction =
      seat === winner && s.auction.high === null ? { type: 'bid', seat, heads, strain } : { type: 'pass', seat };
    s = must(G, s, a);
  }
  if (s.phase === 'trump') s = must(G, s, { type: 'trump', seat: winner, strain });
  return s;
}
/** Move `card` into `seat`'s hand, swapping it with a card of that hand (not one of `keep`). */
function give(hands: string[][], seat: number, card: string, keep: string[] = []): void {
  if (hands[seat]!.includes(card)) return;
  const from = hands.findIndex((h) => h.includes(card));
  const out = hands[seat]!.find((c) => c !== card && !keep.includes(c) && !['H2', 'H3', 'BJ', 'LJ'].includes(c))!;
  hands[seat] = hands[seat]!.map((c) => (c === out ? card : c));
  hands[from] = hands[from]!.map((c) => (c === card ? out : c));
}
function discardAll(s: TwhkState, cards?: string[]): TwhkState {
  const nap = s.napoleon!;
  const need = s.hands[nap]!.length - (s.players === 4 ? 13 : s.players === 5 ? 10 : 8);
  return must(G, s, { type: 'discard', seat: nap, cards: cards ?? s.hands[nap]!.slice(0, need) });
}

describe('tw-hk game: deal and auction', () => {
  it.each([
    [4, 13, 2],
    [5, 10, 4],
    [6, 8, 6],
  ])('deals %i players %i cards each and a widow of %i, 54 cards in all', (n, hand, widow) => {
    const s = setup({}, undefined, 'd', n);
    expect(s.hands.map((h) => h.length)).toEqual(new Array(n).fill(hand));
    expect(s.widow).toHaveLength(widow);
    expect(new Set([...s.hands.flat(), ...s.widow])).toEqual(new Set(TWHK_DECK));
  });
  it('bids from the dealer’s left; a passer may bid again; ends after the others pass in turn', () => {
    let s = setup();
    expect(G.toAct(s)).toEqual([1]);
    s = must(G, s, { type: 'pass', seat: 1 });
    s = must(G, s, { type: 'bid', seat: 2, heads: 9, strain: 'C' });
    expect(G.apply(s, { type: 'bid', seat: 3, heads: 9, strain: 'C' }).ok).toBe(false);
    s = must(G, s, { type: 'bid', seat: 3, heads: 9, strain: 'D' });
    s = must(G, s, { type: 'pass', seat: 4 });
    s = must(G, s, { type: 'pass', seat: 0 });
    s = must(G, s, { type: 'bid', seat: 1, heads: 10, strain: 'C' }); // came back after passing
    for (const seat of [2, 3, 4]) s = must(G, s, { type: 'pass', seat });
    expect(s.phase).toBe('auction');
    s = must(G, s, { type: 'pass', seat: 0 });
    expect(s.phase).toBe('exchange');
    expect(s.napoleon).toBe(1);
    expect(s.bid).toEqual({ heads: 10, strain: 'C' });
  });
  it('redeals when everyone passes in the first round', () => {
    let s = setup();
    for (let i = 0; i < 5; i++) s = must(G, s, { type: 'pass', seat: G.toAct(s)[0]! });
    expect(s.phase).toBe('auction');
    expect(s.dealNo).toBe(2);
  });
  it('number style: bid heads, then Napoleon names trumps or no-trump', () => {
    let s = setup({ bidStyle: 'number' });
    s = must(G, s, { type: 'bid', seat: 1, heads: 11 });
    expect(G.legalActions(s, 2).filter((a) => a.type === 'bid')[0]).toEqual({
      type: 'bid',
      seat: 2,
      heads: 12,
      strain: null,
    });
    for (const seat of [2, 3, 4, 0]) s = must(G, s, { type: 'pass', seat });
    expect(s.phase).toBe('trump');
    s = must(G, s, { type: 'trump', seat: 1, strain: 'NT' });
    expect(s.bid).toEqual({ heads: 11, strain: 'NT' });
    expect(s.phase).toBe('exchange');
  });
});

describe('tw-hk game: exchange and secretary', () => {
  it('shows the widow and discards only as the options say', () => {
    for (const [widowShown, discardsShown] of [
      [false, false],
      [true, true],
    ] as const) {
      let s = auctionTo(setup({ widowShown, discardsShown }), 2);
      expect(G.view(s, 2).widow).toHaveLength(4);
      expect(G.view(s, 0).widow === null).toBe(!widowShown);
      s = discardAll(s);
      s = must(G, s, { type: 'secretary', seat: 2, card: 'SA' });
      expect(G.view(s, 2).discards).toHaveLength(4);
      expect(G.view(s, 0).discards === null).toBe(!discardsShown);
      expect(G.view(s, null).discards === null).toBe(!discardsShown);
    }
  });
  it('counts discarded heads for the defenders', () => {
    let s = auctionTo(setup(), 2);
    s = discardAll(s);
    s = must(G, s, { type: 'secretary', seat: 2, card: 'BJ' });
    s = randomPlay(G, s, new Rng('x'), (x) => x.phase === 'handOver');
    const r = s.result!;
    const side = s.trick!.points[2]! + (r.secretary === null ? 0 : s.trick!.points[r.secretary]!);
    expect(r.points).toBe(side);
    expect(s.trick!.points.reduce((a, b) => a + b, 0) + s.discards.filter((c) => /^[SHDC][AKQJ]$/.test(c)).length).toBe(
      16,
    );
  });
  it('makes Napoleon a dictator when he names his own card or a discard', () => {
    let s = auctionTo(setup(), 2);
    s = discardAll(s);
    const own = s.hands[2]![0]!;
    const buried = s.discards[0]!;
    const other = s.hands[4]![0]!;
    for (const [card, sec] of [
      [own, null],
      [buried, null],
      [other, 4],
    ] as const) {
      const t = must(G, s, { type: 'secretary', seat: 2, card });
      expect(t.secretary).toBe(sec);
      expect(G.view(t, 2).dictator).toBe(sec === null);
      expect(G.view(t, 0).dictator).toBeNull();
    }
  });
  it('hides the secretary until the card is played; the secretary knows', () => {
    let s = auctionTo(setup(), 2);
    s = discardAll(s);
    const card = s.hands[4]![0]!;
    s = must(G, s, { type: 'secretary', seat: 2, card });
    expect(G.view(s, 2).secretary).toBeNull();
    expect(G.view(s, 4).secretary).toBe(4);
    expect(G.view(s, 1).secretaryCard).toBe(card);
    s = randomPlay(
      G,
      s,
      new Rng('y'),
      (x) =>
        x.trick!.current.some((p) => p.card === card) ||
        x.trick!.completed.some((t) => t.plays.some((p) => p.card === card)),
    );
    expect(G.view(s, 2).secretary).toBe(4);
  });
});

describe('tw-hk game: play', () => {
  it.each([
    [undefined, 3],
    ['hongkong', 2],
  ])('preset %s: trick 1 is led by seat %i when Napoleon is seat 2', (preset, leader) => {
    let s = auctionTo(setup({}, preset), 2);
    s = discardAll(s);
    s = must(G, s, { type: 'secretary', seat: 2, card: 'SA' });
    expect(G.toAct(s)).toEqual([leader]);
  });
  it('offers a summon only with the trump 2/3 lead in tricks 1–3', () => {
    let s = auctionTo(setup({}, 'hongkong'), 2, 10, 'H');
    s = discardAll(s);
    s = must(G, s, { type: 'secretary', seat: 2, card: 'SA' });
    give(s.trick!.hands, 2, 'H2', ['SA']);
    give(s.trick!.hands, 3, 'BJ', ['SA']);
    expect(G.legalActions(s, 2)).toContainEqual({ type: 'play', seat: 2, card: 'H2', summon: true });
    const plain = must(G, s, { type: 'play', seat: 2, card: 'H2' });
    expect(G.legalActions(plain, 3).length).toBeGreaterThan(1);
    const next = must(G, s, { type: 'play', seat: 2, card: 'H2', summon: true });
    expect(G.legalActions(next, 3)).toEqual([{ type: 'play', seat: 3, card: 'BJ' }]);
    expect(next.trick!.calls).toEqual({ summon: true });
    const other = s.trick!.hands[2]!.find((c) => c !== 'H2' && c !== 'H3' && c !== 'BJ' && c !== 'LJ' && c !== 'SA')!;
    expect(G.apply(s, { type: 'play', seat: 2, card: other, summon: true }).ok).toBe(false);
  });
  it('lets Napoleon command the secretary card once per trick', () => {
    let s = auctionTo(setup({}, 'hongkong'), 2);
    s = discardAll(s);
    const card = s.hands[3]![0]!;
    s = must(G, s, { type: 'secretary', seat: 2, card });
    expect(G.legalActions(s, 2)).toContainEqual({ type: 'command', seat: 2 });
    s = must(G, s, { type: 'command', seat: 2 });
    expect(G.legalActions(s, 2).some((a) => a.type === 'command')).toBe(false);
    s = must(
      G,
      s,
      G.legalActions(s, 2).find((a) => a.type === 'play')!,
    );
    expect(G.legalActions(s, 3)).toEqual([{ type: 'play', seat: 3, card }]);
    const off = setup({ secretaryCommand: false }, 'hongkong');
    let o = auctionTo(off, 2);
    o = discardAll(o);
    o = must(G, o, { type: 'secretary', seat: 2, card: o.hands[3]![0]! });
    expect(G.legalActions(o, 2).some((a) => a.type === 'command')).toBe(false);
  });
  it('rejects illegal actions without changing the state', () => {
    let s = auctionTo(setup(), 2);
    const before = JSON.stringify(s);
    for (const a of [
      { type: 'discard', seat: 2, cards: ['XX'] },
      { type: 'discard', seat: 1, cards: [s.hands[1]![0]!] },
      { type: 'secretary', seat: 2, card: 'SA' },
      { type: 'discard', seat: 2, cards: s.hands[2]!.slice(0, 5) },
    ] as TwhkAction[]) {
      expect(G.apply(s, a).ok).toBe(false);
    }
    expect(JSON.stringify(s)).toBe(before);
    s = discardAll(s);
    expect(G.apply(s, { type: 'secretary', seat: 2, card: 'JK' }).ok).toBe(false);
  });
  it('plays whole hands; Taiwan with a secretary is zero-sum', () => {
    for (const seed of ['h1', 'h2', 'h3', 'h4']) {
      let s = setup({}, undefined, seed);
      s = randomPlay(G, s, new Rng(seed), (x) => x.phase === 'handOver');
      const r = s.result!;
      expect(s.trick!.completed).toHaveLength(10);
      expect(r.deltas.reduce((a, b) => a + b, 0)).toBe(0);
      s = must(G, s, { type: 'next', seat: G.toAct(s)[0]! });
      expect(s.dealer).toBe(1);
    }
  });
});
