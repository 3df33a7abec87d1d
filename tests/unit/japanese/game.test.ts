import { describe, expect, it } from 'vitest';
import {
  dealShape,
  japaneseGame as G,
  resolveJapaneseRules,
  strippedCards,
  totalHonours,
  type JapaneseAction,
  type JapaneseState,
} from '../../../src/engine/japanese/index.ts';
import { Rng } from '../../../src/engine/rng.ts';
import { act, setup } from '../../fixtures/japanese.ts';

function reason(s: JapaneseState, a: JapaneseAction): string {
  const r = G.apply(s, a);
  if (r.ok) throw new Error('expected the action to be refused');
  expect(r.reason.length).toBeGreaterThan(5);
  return r.reason;
}
function passRound(s: JapaneseState, n = s.players): JapaneseState {
  for (let i = 0; i < n; i++) s = act(s, { type: 'pass', seat: G.toAct(s)[0]! });
  return s;
}
function holder(s: JapaneseState, card: string): number {
  return s.hand.hands.findIndex((h) => h.includes(card));
}
/** Seat 1 bids 12♠, everyone else passes: seat 1 is Napoleon. */
function toNapoleon(s: JapaneseState, card?: string): JapaneseState {
  s = act(s, { type: 'bid', seat: 1, count: 12, suit: 'S', ...(card ? { card } : {}) });
  return passRound(s, s.players - 1);
}
/** Random legal play until `stop` (or the game ends). */
function playRandom(s: JapaneseState, rng: Rng, stop: (s: JapaneseState) => boolean): JapaneseState {
  let guard = 0;
  while (!stop(s) && !G.isGameOver(s) && guard++ < 10000) {
    const seat = G.toAct(s)[0]!;
    let acts = G.legalActions(s, seat);
    if (s.phase === 'auction') {
      const passes = acts.filter((a) => a.type === 'pass');
      if (passes.length && rng.next() < 0.6) acts = passes;
      else acts = acts.filter((a) => a.type !== 'bid' || a.count <= s.hand.auction.minBid + 3);
    }
    s = act(s, rng.pick(acts));
  }
  return s;
}

describe('deal', () => {
  it.each([
    [4, {}, 12, 4, []],
    [5, {}, 10, 2, []],
    [6, {}, 8, 4, []],
    [4, { joker: true }, 12, 5, []],
    [5, { joker: true }, 10, 3, []],
    [6, { joker: true }, 8, 5, []],
    [4, { fewerPlayers: 'strip-twos' }, 12, 3, ['C2']],
    [4, { fewerPlayers: 'strip-twos', joker: true }, 12, 3, ['C2', 'D2']],
    [6, { fewerPlayers: 'strip-twos', joker: true }, 8, 3, ['C2', 'D2']],
    [6, { fewerPlayers: 'strip-twos', joker: true, sameTwo: 'below-specials' }, 8, 3, ['C3', 'D3']],
  ] as const)('%i players %j: hands of %i, widow %i, stripped %j', (players, rules, hand, widow, stripped) => {
    const r = resolveJapaneseRules({ rules }, players);
    expect(dealShape(r)).toEqual({ hand, widow });
    expect(strippedCards(r)).toEqual(stripped);
    const s = setup(rules, 'deal', undefined, players);
    expect(s.hand.hands.map((h) => h.length)).toEqual(Array(players).fill(hand));
    expect(s.hand.widow).toHaveLength(widow);
    const all = [...s.hand.hands.flat(), ...s.hand.widow];
    expect(new Set(all).size).toBe(all.length);
    for (const c of stripped) expect(all).not.toContain(c);
  });
  it.each([
    [{}, 5, 20],
    [{ honours: 'with-threes' }, 5, 24],
    [{ honours: 'with-threes', fewerPlayers: 'strip-twos', sameTwo: 'above-all' }, 4, 23],
  ] as const)('honours %j with %i players: %i', (rules, players, n) => {
    expect(totalHonours(resolveJapaneseRules({ rules }, players))).toBe(n);
  });
  it('same seed, same deal; another seed, another deal', () => {
    expect(setup({}, 'a').hand.hands).toEqual(setup({}, 'a').hand.hands);
    expect(setup({}, 'a').hand.hands).not.toEqual(setup({}, 'b').hand.hands);
  });
});

describe('auction', () => {
  it('starts left of the dealer; a bid must beat the standing bid', () => {
    let s = setup();
    expect(G.toAct(s)).toEqual([1]);
    s = act(s, { type: 'bid', seat: 1, count: 12, suit: 'H' });
    expect(reason(s, { type: 'bid', seat: 2, count: 12, suit: 'D' })).toContain('does not beat');
    s = act(s, { type: 'bid', seat: 2, count: 12, suit: 'S' });
    s = act(s, { type: 'bid', seat: 3, count: 13, suit: 'C' });
    expect(s.hand.auction.high).toEqual({ seat: 3, count: 13, suit: 'C' });
  });
  it.each([
    [{ count: 10, suit: 'S' }, 'from 11 to 20'],
    [{ count: 21, suit: 'S' }, 'from 11 to 20'],
    [{ count: 12, suit: 'NT' }, 'no-trump bids are not allowed'],
    [{ count: 12, suit: 'S', card: 'HA' }, 'names no card'],
  ] as const)('rejects bid %j', (bid, msg) => {
    expect(reason(setup(), { type: 'bid', seat: 1, ...bid } as JapaneseAction)).toContain(msg);
  });
  it('no-trump bids beat every suit at the same number', () => {
    let s = setup({ noTrumpBids: true });
    s = act(s, { type: 'bid', seat: 1, count: 12, suit: 'S' });
    s = act(s, { type: 'bid', seat: 2, count: 12, suit: 'NT' });
    s = passRound(s, 4);
    expect(s.hand.contract).toEqual({ count: 12, suit: 'NT' });
    expect(s.hand.napoleon).toBe(2);
  });
  it('passIsFinal: a passer is skipped; the auction ends when one bidder is left', () => {
    let s = setup();
    s = act(s, { type: 'pass', seat: 1 });
    s = act(s, { type: 'bid', seat: 2, count: 12, suit: 'S' });
    s = act(s, { type: 'bid', seat: 3, count: 13, suit: 'S' });
    s = act(s, { type: 'pass', seat: 4 });
    s = act(s, { type: 'pass', seat: 0 });
    expect(G.toAct(s)).toEqual([2]);
    s = act(s, { type: 'pass', seat: 2 });
    expect(s.phase).toBe('adjutant');
    expect(s.hand.napoleon).toBe(3);
  });
  it('without passIsFinal a passer may come back; a full round of passes ends it', () => {
    let s = setup({ passIsFinal: false });
    s = act(s, { type: 'bid', seat: 1, count: 12, suit: 'S' });
    s = act(s, { type: 'pass', seat: 2 });
    s = act(s, { type: 'pass', seat: 3 });
    s = act(s, { type: 'bid', seat: 4, count: 13, suit: 'S' });
    s = act(s, { type: 'pass', seat: 0 });
    s = act(s, { type: 'pass', seat: 1 });
    expect(G.toAct(s)).toEqual([2]);
    expect(G.legalActions(s, 2).some((a) => a.type === 'bid')).toBe(true);
    s = act(s, { type: 'bid', seat: 2, count: 14, suit: 'H' });
    s = passRound(s, 3);
    expect(s.phase).toBe('auction');
    s = act(s, { type: 'pass', seat: 1 });
    expect(s.phase).toBe('adjutant');
    expect(s.hand.napoleon).toBe(2);
  });
  it('without passIsFinal: bid then a round of passes ends at once', () => {
    let s = setup({ passIsFinal: false });
    s = act(s, { type: 'bid', seat: 1, count: 12, suit: 'S' });
    s = passRound(s, 4);
    expect(s.hand.napoleon).toBe(1);
  });
  it('allPass redeal: the deal passes on', () => {
    const s0 = setup();
    const s = passRound(s0);
    expect(s.phase).toBe('auction');
    expect(s.hand.dealer).toBe(1);
    expect(s.hand.dealNo).toBe(1);
    expect(s.hand.handNo).toBe(0);
    expect(G.toAct(s)).toEqual([2]);
    expect(s.hand.hands).not.toEqual(s0.hand.hands);
  });
  it('dealer-must-bid: the dealer may not pass when nobody bid', () => {
    let s = passRound(setup({ allPass: 'dealer-must-bid' }), 4);
    expect(G.toAct(s)).toEqual([0]);
    expect(G.legalActions(s, 0).some((a) => a.type === 'pass')).toBe(false);
    expect(reason(s, { type: 'pass', seat: 0 })).toContain('dealer may not pass');
    s = act(s, { type: 'bid', seat: 0, count: 11, suit: 'C' });
    expect(s.hand.napoleon).toBe(0);
  });
  it('mighty-holder: the holder of ♠A is Napoleon with ♠13, else redeal', () => {
    for (const seed of ['m1', 'm2', 'm3', 'm4', 'm5', 'm6']) {
      const s0 = setup({ allPass: 'mighty-holder' }, seed);
      const h = holder(s0, 'SA');
      const s = passRound(s0);
      if (h < 0) {
        expect(s.hand.dealNo).toBe(1);
      } else {
        expect(s.hand.napoleon).toBe(h);
        expect(s.hand.contract).toEqual({ count: 13, suit: 'S' });
        expect(s.phase).toBe('adjutant');
      }
    }
  });
  it('mighty-holder with minBid 14 bids 14', () => {
    let seed = 0;
    let s0 = setup({ allPass: 'mighty-holder', minBid: 14 }, 'mm0');
    while (holder(s0, 'SA') < 0) s0 = setup({ allPass: 'mighty-holder', minBid: 14 }, 'mm' + ++seed);
    expect(passRound(s0).hand.contract).toEqual({ count: 14, suit: 'S' });
  });
  it.each([[false], [true]])('middle-widow-jack (joker %s)', (joker) => {
    for (const seed of ['w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7', 'w8']) {
      const s0 = setup({ allPass: 'middle-widow-jack', joker }, seed);
      const mid = s0.hand.widow[1]!;
      const s = passRound(s0);
      const h = mid === 'JK' ? -1 : holder(s0, mid[0] + 'J');
      if (h < 0) expect(s.hand.dealNo).toBe(1);
      else {
        expect(s.hand.napoleon).toBe(h);
        expect(s.hand.contract).toEqual({ count: 11, suit: mid[0] });
        expect(s.hand.widowShown).toEqual([mid]);
      }
    }
  });
  it('flip-widow: the first turned card whose jack is in a hand', () => {
    for (const seed of ['f1', 'f2', 'f3', 'f4', 'f5', 'f6']) {
      const s0 = setup({ allPass: 'flip-widow', joker: true }, seed);
      const s = passRound(s0);
      const found = s0.hand.widow.findIndex((c) => c !== 'JK' && holder(s0, c[0] + 'J') >= 0);
      if (found < 0) expect(s.hand.dealNo).toBe(1);
      else {
        const c = s0.hand.widow[found]!;
        expect(s.hand.napoleon).toBe(holder(s0, c[0] + 'J'));
        expect(s.hand.contract).toEqual({ count: 11, suit: c[0] });
        expect(s.hand.widowShown).toEqual(s0.hand.widow.slice(0, found + 1));
      }
    }
  });
  it('reveal-widow: the widow is shown, the auction runs again one higher, then redeal', () => {
    const s0 = setup({ allPass: 'reveal-widow' });
    let s = passRound(s0);
    expect(s.phase).toBe('auction');
    expect(s.hand.widowShown).toEqual(s0.hand.widow);
    expect(s.hand.auction.minBid).toBe(12);
    expect(G.view(s, 3).widowShown).toEqual(s0.hand.widow);
    expect(reason(s, { type: 'bid', seat: 1, count: 11, suit: 'S' })).toContain('from 12');
    s = passRound(s);
    expect(s.hand.dealNo).toBe(1);
    expect(s.hand.auction.minBid).toBe(11);
  });
});

describe('adjutant and exchange', () => {
  it('a card in another hand makes its holder the adjutant', () => {
    let s = toNapoleon(setup());
    const card = s.hand.hands[3]![0]!;
    s = act(s, { type: 'adjutant', seat: 1, card });
    expect(s.hand.adjutant).toBe(3);
    expect(s.hand.solo).toBe(false);
    expect(s.phase).toBe('exchange');
  });
  it('own card: solo; forbidden without adjutantOwnCard', () => {
    const s = toNapoleon(setup());
    const own = s.hand.hands[1]![0]!;
    expect(act(s, { type: 'adjutant', seat: 1, card: own }).hand.solo).toBe(true);
    const s2 = toNapoleon(setup({ adjutantOwnCard: false }));
    expect(reason(s2, { type: 'adjutant', seat: 1, card: s2.hand.hands[1]![0]! })).toContain('own hand');
    expect(G.legalActions(s2, 1).some((a) => a.type === 'adjutant' && a.card === s2.hand.hands[1]![0])).toBe(false);
  });
  it('a widow card: solo, even after taking it', () => {
    let s = toNapoleon(setup());
    const w = s.hand.widow[0]!;
    s = act(s, { type: 'adjutant', seat: 1, card: w });
    expect(s.hand.solo).toBe(true);
    expect(s.hand.adjutant).toBeNull();
    const keep = s.hand.hands[1]!.slice(0, 2);
    s = act(s, { type: 'discard', seat: 1, cards: keep });
    expect(s.hand.hands[1]).toContain(w);
    expect(s.hand.solo).toBe(true);
  });
  it('only Napoleon names the card, and only a card of the deck', () => {
    const s = toNapoleon(setup());
    expect(reason(s, { type: 'adjutant', seat: 2, card: 'HA' })).toContain('only Napoleon');
    expect(reason(s, { type: 'adjutant', seat: 1, card: 'JK' })).toContain('not a card of this deck');
  });
  it('exchange: discard exactly the widow size from hand + widow', () => {
    let s = toNapoleon(setup());
    s = act(s, { type: 'adjutant', seat: 1, card: 'HA' });
    const v = G.view(s, 1);
    expect(v.widow).toEqual(s.hand.widow);
    expect(v.exchange!.count).toBe(2);
    expect(v.exchange!.from).toHaveLength(12);
    expect(G.view(s, 2).widow).toBeNull();
    expect(reason(s, { type: 'discard', seat: 1, cards: [s.hand.hands[1]![0]!] })).toContain('exactly 2');
    expect(reason(s, { type: 'discard', seat: 1, cards: [s.hand.hands[2]![0]!, s.hand.hands[1]![0]!] })).toContain(
      'not in Napoleon',
    );
    const disc = [s.hand.widow[0]!, s.hand.hands[1]![0]!];
    s = act(s, { type: 'discard', seat: 1, cards: disc });
    expect(s.phase).toBe('play');
    expect(s.hand.hands[1]).toHaveLength(10);
    expect(s.hand.discards.sort()).toEqual(disc.sort());
    expect(G.toAct(s)).toEqual([1]);
  });
  it('exchange: the legal discards are every choice from hand + widow, widow cards included', () => {
    let s = toNapoleon(setup());
    s = act(s, { type: 'adjutant', seat: 1, card: 'HA' });
    const legal = G.legalActions(s, 1);
    const from = G.view(s, 1).exchange!.from;
    // 12 cards (10 in hand, 2 in the widow), 2 to bury: C(12, 2) = 66 choices
    expect(from).toHaveLength(12);
    expect(legal).toHaveLength(66);
    const key = (cs: readonly string[]) => [...cs].sort().join(' ');
    const offered = new Set(legal.map((a) => (a.type === 'discard' ? key(a.cards) : '')));
    expect(offered.has(key(s.hand.widow))).toBe(true); // the widow as it came
    expect(offered.has(key([s.hand.widow[0]!, s.hand.hands[1]![0]!]))).toBe(true);
    for (const a of legal) {
      expect(a.type).toBe('discard');
      if (a.type === 'discard') expect(a.cards.every((c) => from.includes(c))).toBe(true);
    }
    expect(offered.size).toBe(66);
    // Napoleon has taken the widow up: his hand shows its cards, to choose from; others see 12 cards
    expect([...G.view(s, 1).hand].sort()).toEqual([...from].sort());
    expect(G.view(s, 2).handCounts[1]).toBe(12);
    expect(G.view(s, 2).hand).toHaveLength(10);
  });
  it('after-exchange: a discarded card means solo', () => {
    let s = toNapoleon(setup({ adjutantTiming: 'after-exchange' }));
    expect(s.phase).toBe('exchange');
    const disc = s.hand.hands[1]!.slice(0, 2);
    s = act(s, { type: 'discard', seat: 1, cards: disc });
    expect(s.phase).toBe('adjutant');
    s = act(s, { type: 'adjutant', seat: 1, card: disc[0]! });
    expect(s.hand.solo).toBe(true);
    expect(s.phase).toBe('play');
  });
  it('after-exchange: adjutantOwnCard false still allows a discarded card', () => {
    let s = toNapoleon(setup({ adjutantTiming: 'after-exchange', adjutantOwnCard: false }));
    const disc = s.hand.hands[1]!.slice(0, 2);
    s = act(s, { type: 'discard', seat: 1, cards: disc });
    expect(reason(s, { type: 'adjutant', seat: 1, card: s.hand.hands[1]![0]! })).toContain('own hand');
    expect(act(s, { type: 'adjutant', seat: 1, card: disc[1]! }).hand.solo).toBe(true);
  });
  it('with-bid: every bid names a card; the winning bid’s card counts', () => {
    let s = setup({ adjutantTiming: 'with-bid' });
    expect(reason(s, { type: 'bid', seat: 1, count: 12, suit: 'S' })).toContain('add "card"');
    const c3 = s.hand.hands[3]![0]!;
    s = act(s, { type: 'bid', seat: 1, count: 12, suit: 'S', card: c3 });
    s = act(s, { type: 'bid', seat: 2, count: 13, suit: 'S', card: s.hand.hands[4]![0]! });
    s = act(s, { type: 'bid', seat: 3, count: 14, suit: 'S', card: s.hand.hands[0]![0]! });
    s = passRound(s, 4);
    expect(s.phase).toBe('exchange');
    expect(s.hand.napoleon).toBe(3);
    expect(s.hand.adjutant).toBe(0);
  });
  it('with-bid after an all-pass Napoleon: the card is named after the auction', () => {
    let seed = 0;
    let s = setup({ adjutantTiming: 'with-bid', allPass: 'mighty-holder' }, 'wb0');
    while (holder(s, 'SA') < 0) s = setup({ adjutantTiming: 'with-bid', allPass: 'mighty-holder' }, 'wb' + ++seed);
    s = passRound(s);
    expect(s.phase).toBe('adjutant');
  });
});

describe('play, views and results', () => {
  function ready(rules: Record<string, unknown> = {}, seed = 'p1'): JapaneseState {
    let s = toNapoleon(setup(rules, seed));
    const adj = s.hand.hands[2]![0]!;
    s = act(s, { type: 'adjutant', seat: 1, card: adj });
    return act(s, { type: 'discard', seat: 1, cards: s.hand.hands[1]!.slice(0, s.hand.widow.length) });
  }
  it('Napoleon leads trick 1; the wrong seat is refused', () => {
    const s = ready();
    expect(G.toAct(s)).toEqual([1]);
    expect(reason(s, { type: 'play', seat: 2, card: s.hand.hands[2]![0]! })).toContain("seat 1's turn");
    expect(reason(s, { type: 'play', seat: 1, card: s.hand.hands[2]![0]! })).toContain('does not hold');
  });
  it('a player view shows only what that seat may know', () => {
    const s = setup();
    for (const seat of [0, 1, 2, 3, 4]) {
      const v = G.view(s, seat);
      expect(v.hand).toEqual(s.hand.hands[seat]);
      const text = JSON.stringify(v);
      const hidden = [...s.hand.hands.filter((_, i) => i !== seat).flat(), ...s.hand.widow];
      for (const c of hidden) expect(text).not.toContain(`"${c}"`);
      expect(v.handCounts).toEqual([10, 10, 10, 10, 10]);
    }
    const spectator = G.view(s, null);
    expect(spectator.hand).toEqual([]);
    expect(spectator.legal).toEqual([]);
  });
  it('the adjutant is hidden until the card is played; the adjutant knows', () => {
    let s = ready();
    expect(s.hand.adjutant).toBe(2);
    expect(G.view(s, 2).adjutant).toBe(2);
    expect(G.view(s, 3).adjutant).toBeNull();
    expect(G.view(s, null).adjutant).toBeNull();
    expect(G.view(s, 1).adjutant).toBeNull();
    expect(G.view(s, 1).solo).toBe(false);
    expect(G.view(s, 3).solo).toBeNull();
    expect(G.view(s, 3).adjutantCard).toBe(s.hand.adjutantCard);
    const rng = new Rng('adj');
    const card = s.hand.adjutantCard!;
    s = playRandom(s, rng, (x) => !x.hand.hands[2]!.includes(card));
    expect(G.view(s, 3).adjutant).toBe(2);
    expect(G.view(s, null).adjutant).toBe(2);
  });
  it('a hand plays out: honours add up, scores go to totals', () => {
    let s = ready();
    s = playRandom(s, new Rng('out'), (x) => x.phase !== 'play');
    expect(s.phase).toBe('handOver');
    const r = s.hand.result!;
    const taken = s.hand.trick!.points.reduce((a, b) => a + b, 0);
    expect(taken + r.discardHonours).toBe(20);
    expect(s.totals).toEqual(r.scores);
    expect(r.scores.reduce((a, b) => a + b, 0)).toBe(0);
    expect(G.toAct(s)).toEqual([1]);
    s = act(s, { type: 'next-hand', seat: 1 });
    expect(s.phase).toBe('auction');
    expect(s.hand.handNo).toBe(1);
    expect(s.hand.dealer).toBe(1);
  });
  it('rounds: the game ends after the last hand', () => {
    let s = setup({}, 'r', 'trump-stadium');
    s = playRandom(s, new Rng('rounds'), () => false);
    expect(G.isGameOver(s)).toBe(true);
    expect(s.history).toHaveLength(5);
    expect(G.toAct(s)).toEqual([]);
    expect(reason(s, { type: 'next-hand' })).toContain('gameOver');
  });
  it('named-suit joker lead needs a suit', () => {
    const rules = { joker: true, jokerLead: 'named-suit' };
    let seed = 0;
    let s = setup(rules, 'n0');
    while (holder(s, 'JK') < 0) s = setup(rules, 'n' + ++seed);
    const h = holder(s, 'JK');
    while (s.phase === 'auction') {
      const seat = G.toAct(s)[0]!;
      s = act(s, seat === h ? { type: 'bid', seat, count: 12, suit: 'S' } : { type: 'pass', seat });
    }
    expect(s.hand.napoleon).toBe(h);
    s = act(s, { type: 'adjutant', seat: h, card: 'HA' });
    const disc = s.hand.hands[h]!.filter((c) => c !== 'JK').slice(0, 3);
    s = act(s, { type: 'discard', seat: h, cards: disc });
    expect(reason(s, { type: 'play', seat: h, card: 'JK' })).toContain('declared');
    const legal = G.legalActions(s, h).filter((a) => a.type === 'play' && a.card === 'JK');
    expect(legal).toHaveLength(4);
    expect(reason(s, { type: 'play', seat: h, card: s.hand.hands[h]![0]!, declared: 'D' })).toContain(
      'only for a joker lead',
    );
    s = act(s, { type: 'play', seat: h, card: 'JK', declared: 'D' });
    expect(s.hand.trick!.current[0]).toEqual({ seat: h, card: 'JK', declared: 'D' });
  });
  it('an illegal action changes nothing', () => {
    const s = ready();
    const before = JSON.stringify(s);
    for (const a of [
      { type: 'play', seat: 3, card: 'SA' },
      { type: 'bid', seat: 1, count: 15, suit: 'S' },
      { type: 'discard', seat: 1, cards: [] },
      { type: 'next-hand' },
      { type: 'dance', seat: 1 },
      { type: 'play', seat: 9, card: 'SA' },
    ]) {
      expect(G.apply(s, a as JapaneseAction).ok).toBe(false);
    }
    expect(JSON.stringify(s)).toBe(before);
  });
  it('a JSON round trip continues identically', () => {
    const rng1 = new Rng('json');
    const rng2 = new Rng('json');
    let a = ready();
    let b = JSON.parse(JSON.stringify(a)) as JapaneseState;
    a = playRandom(a, rng1, (x) => x.phase !== 'play');
    b = playRandom(b, rng2, (x) => x.phase !== 'play');
    expect(b).toEqual(a);
  });
});
