import { describe, expect, it } from 'vitest';
import { judgeOne } from '../../../src/engine/judge.ts';
import '../../../src/engine/all-judges.ts';
import {
  napBidsAbove,
  bidProblem,
  napCertainResult,
  napDeck,
  napGame as G,
  napLegalCards,
  napRanking,
  napScore,
  napTrickWinner,
  NAP_OPTIONS,
  resolveNap,
  type NapAction,
  type NapState,
} from '../../../src/engine/nap/index.ts';
import { Rng } from '../../../src/engine/rng.ts';
import { must, randomPlay } from '../mighty/helpers.ts';

const V = resolveNap({});
const J = (q: Record<string, unknown>) => judgeOne({ variant: 'nap', ...q });

describe('nap options', () => {
  it('has the SPEC keys and defaults', () => {
    expect(V).toEqual({
      players: 4,
      deck: 'by-players',
      joker: false,
      bidding: 'multi',
      minBid: 2,
      misere: false,
      wellington: false,
      blucher: false,
      payout: 'wikipedia',
      rounds: 0,
    });
    expect(Object.keys(NAP_OPTIONS)).toContain('players');
  });
  it.each([
    [{ rules: { blucher: true } }, 'option "blucher" needs "wellington"'],
    [
      { rules: { payout: 'peel' } },
      'option "payout" cannot be "peel": allowed values are "wikipedia", "wikipedia-1", "wikipedia-2"',
    ],
    [{ rules: { players: 8 } }, 'option "players" cannot be 8'],
    [{ rules: { minBid: 5 } }, 'option "minBid" cannot be 5: allowed values are a whole number from 1 to 4'],
  ])('rejects %j', (rs, msg) => expect(() => resolveNap(rs)).toThrow(msg));
  it('accepts Blücher with Wellington', () =>
    expect(resolveNap({ rules: { wellington: true, blucher: true } }).blucher).toBe(true));
});

describe('nap deck', () => {
  it.each([
    [2, 'by-players', false, 20],
    [3, 'by-players', false, 32],
    [4, 'by-players', false, 52],
    [7, 'by-players', true, 53],
    [2, 'full', false, 52],
  ] as const)('%i players, %s, joker %s: %i cards', (players, deck, joker, n) => {
    expect(napDeck({ players, deck, joker })).toHaveLength(n);
  });
  it('2 players use 10–A, 3 players 7–A', () => {
    expect(napDeck({ players: 2, deck: 'by-players', joker: false }).filter((c) => c[0] === 'S')).toEqual([
      'SA',
      'SK',
      'SQ',
      'SJ',
      'S10',
    ]);
    expect(napDeck({ players: 3, deck: 'by-players', joker: false }).at(-1)).toBe('C7');
  });
});

describe('nap bids', () => {
  const all = { minBid: 2, misere: true, wellington: true, blucher: true };
  it('orders 2 3 Misère 4 Nap Wellington Blücher with preconditions', () => {
    expect(napBidsAbove(null, all)).toEqual([2, 3, 'misere', 4, 'nap']);
    expect(napBidsAbove(3, all)).toEqual(['misere', 4, 'nap']);
    expect(napBidsAbove('nap', all)).toEqual(['wellington']);
    expect(napBidsAbove('wellington', all)).toEqual(['blucher']);
    expect(napBidsAbove(null, V)).toEqual([2, 3, 4, 'nap']);
    expect(napBidsAbove('nap', V)).toEqual([]);
    expect(napBidsAbove(null, { ...V, minBid: 1 })).toEqual([1, 2, 3, 4, 'nap']);
  });
  it.each([
    ['wellington', null, 'Wellington may be bid only over Nap'],
    ['blucher', 'nap', 'Blücher may be bid only over Wellington'],
    ['misere', null, 'Misère is off'],
    [1, null, 'the lowest bid is 2'],
    [3, 3, '3 does not beat 3'],
  ] as const)('%s over %s: %s', (bid, high, msg) => {
    expect(bidProblem(bid, high, bid === 'misere' || bid === 1 || bid === 3 ? V : all)).toContain(msg);
  });
});

describe('nap tricks', () => {
  it.each([
    [['H5', 'H2', 'HK', 'S3'], 'H', 2, 'trump'],
    [['H5', 'H2', 'HK', 'S3'], 'S', 3, 'trump'],
    [['H5', 'H2', 'HK', 'S3'], 'D', 2, 'led-suit'],
    [['H5', 'H2', 'HK', 'S3'], null, 2, 'led-suit'],
    [['H5', 'JK', 'HK', 'SA'], 'S', 1, 'joker'],
    [['S5', 'JK', 'SA'], 'S', 1, 'joker'],
    [['D5', 'JK', 'DA'], null, 1, 'joker'],
  ] as const)('%j trump %s → %i (%s)', (plays, trump, w, rule) => {
    const r = napTrickWinner(plays, { trump, trickNumber: 2, misere: trump === null });
    expect(r.winner).toBe(w);
    expect(r.explanation.rule).toBe(rule);
  });
  it('makes the joker a trump for following (and suitless in Misère)', () => {
    expect(napLegalCards(['JK', 'S2', 'H3'], ['SK'], { trump: 'S', trickNumber: 2, misere: false })).toEqual([
      'S2',
      'JK',
    ]);
    expect(napLegalCards(['JK', 'H3'], ['D2'], { trump: 'S', trickNumber: 2, misere: false })).toEqual(['H3', 'JK']);
    expect(napLegalCards(['JK', 'D3', 'H3'], ['D2'], { trump: 'S', trickNumber: 2, misere: false })).toEqual(['D3']);
    expect(napLegalCards(['JK', 'D3', 'H3'], ['D2'], { trump: null, trickNumber: 2, misere: true })).toEqual(['D3']);
    expect(napLegalCards(['JK', 'H3'], ['D2'], { trump: null, trickNumber: 2, misere: true })).toEqual(['H3', 'JK']);
  });
  it('forbids the joker as the opening lead (it could not set trumps)', () => {
    expect(napLegalCards(['JK', 'D3', 'H3'], [], { trump: null, trickNumber: 1, misere: false })).toEqual(['H3', 'D3']);
    expect(napLegalCards(['JK', 'D3', 'H3'], [], { trump: 'S', trickNumber: 2, misere: false })).toEqual([
      'H3',
      'D3',
      'JK',
    ]);
    expect(napLegalCards(['JK', 'D3'], [], { trump: null, trickNumber: 1, misere: true })).toEqual(['D3', 'JK']);
  });
  it('ranks the joker, then trumps, then the led suit', () => {
    const r = napRanking(napDeck({ players: 4, deck: 'full', joker: true }), {
      trump: 'H',
      trickNumber: 2,
      misere: false,
      led: 'C',
    });
    expect(r.slice(0, 3).map((x) => x.card)).toEqual(['JK', 'HA', 'HK']);
    expect(r[13 + 1]!.card).toBe('CA');
    expect(r.at(-1)!.role).toBe('never');
  });
});

describe('nap result and payout', () => {
  it.each([
    ['wikipedia', 3, 3, 4, { declarer: 9, opponent: -3 }],
    ['wikipedia', 3, 2, 4, { declarer: -9, opponent: 3 }],
    ['wikipedia', 'nap', 5, 4, { declarer: 30, opponent: -10 }],
    ['wikipedia', 'nap', 4, 5, { declarer: -40, opponent: 10 }],
    ['wikipedia', 'wellington', 5, 4, { declarer: 60, opponent: -20 }],
    ['wikipedia', 'blucher', 4, 2, { declarer: -40, opponent: 40 }],
    ['wikipedia', 'misere', 0, 4, { declarer: 9, opponent: -3 }],
    ['wikipedia', 'misere', 1, 4, { declarer: -9, opponent: 3 }],
    ['wikipedia-1', 'nap', 4, 4, { declarer: -18, opponent: 6 }],
    ['wikipedia-1', 'wellington', 4, 4, { declarer: -36, opponent: 12 }],
    ['wikipedia-1', 'blucher', 5, 4, { declarer: 120, opponent: -40 }],
    ['wikipedia-2', 'wellington', 5, 4, { declarer: 30, opponent: -10 }],
    ['wikipedia-2', 'blucher', 3, 4, { declarer: -120, opponent: 40 }],
    ['wikipedia', 4, 5, 4, { declarer: 12, opponent: -4 }],
  ] as const)('%s: bid %s, %i tricks, %i players', (payout, bid, tricks, players, want) => {
    const { made: _m, ...s } = napScore({ bid, tricks, players, payout });
    expect(s).toEqual(want);
    expect(J({ query: 'score', bid, tricks, players, rules: { payout } })).toEqual(want);
  });
  it('knows when the result is certain', () => {
    expect(napCertainResult(3, 3, 3)).toBe('made');
    expect(napCertainResult(3, 0, 3)).toBe('set');
    expect(napCertainResult(3, 1, 3)).toBeNull();
    expect(napCertainResult('nap', 4, 4)).toBeNull();
    expect(napCertainResult('nap', 3, 4)).toBe('set');
    expect(napCertainResult('misere', 1, 1)).toBe('set');
    expect(napCertainResult('misere', 0, 4)).toBeNull();
    expect(napCertainResult('misere', 0, 5)).toBe('made');
  });
});

describe('nap judge', () => {
  it('takes trumps from the opening lead in trick 1', () => {
    expect(J({ plays: ['H5', 'H2', 'HK', 'S3'] })).toEqual({
      winner: 2,
      reason: '♥K is the highest trump (hearts) in the trick.',
    });
    expect(J({ trick: 1, trump: 'H', plays: ['H5', 'S3'] })).toMatchObject({ winner: 0 });
  });
  it.each([
    [{ trick: 1, trump: 'S', plays: ['H5', 'S3'] }, 'opening lead sets trumps'],
    [{ trick: 3, plays: ['H5', 'S3'] }, '"trump" is required after trick 1'],
    [{ plays: ['JK', 'S3'], rules: { joker: true } }, 'joker may not be led to trick 1'],
    [{ plays: ['JK', 'S3'] }, 'not in the Nap deck'],
    [{ players: 3, trump: 'S', trick: 2, plays: ['H5', 'S3'] }, 'card H5 in plays is not in the Nap deck'],
    [{ query: 'score', bid: 'grand', tricks: 3 }, '"bid" cannot be "grand"'],
    [{ query: 'score', bid: 3, tricks: 6 }, '"tricks" cannot be 6'],
    [{ query: 'score', bid: 3, taken: 3 }, 'unknown field "taken" in a nap query'],
    [
      { query: 'legal', trump: 'S', trick: 2, plays: [], hand: ['S2', 'S3', 'S4', 'S5', 'S6', 'S7'] },
      'at most 5 cards',
    ],
    [{ trump: 'S', trick: 2, plays: ['H5', 'S3', 'S4', 'S5', 'S6'] }, '1 to 4 cards'],
  ])('rejects %j', (q, msg) => expect(String(J(q)['error'])).toContain(msg));
  it('answers legal in canonical order', () => {
    expect(J({ query: 'legal', trump: 'S', trick: 2, plays: ['D5'], hand: ['C2', 'S3', 'DA', 'D2'] })).toEqual({
      legal: ['DA', 'D2'],
    });
  });
});

const setup = (rules: Record<string, unknown> = {}, seed = 'n1', players?: number) =>
  G.setup({ ruleSet: { variant: 'nap', rules }, seed, ...(players ? { players } : {}) });

describe('nap game', () => {
  it('deals five cards each and bids from the dealer’s left', () => {
    const s = setup({}, 'd', 5);
    expect(s.hands.map((h) => h.length)).toEqual([5, 5, 5, 5, 5]);
    expect(G.toAct(s)).toEqual([1]);
  });
  it('multi bidding: rounds until all but one pass; passers stay out', () => {
    let s = setup();
    s = must(G, s, { type: 'bid', seat: 1, bid: 2 });
    s = must(G, s, { type: 'pass', seat: 2 });
    s = must(G, s, { type: 'bid', seat: 3, bid: 3 });
    s = must(G, s, { type: 'pass', seat: 0 });
    s = must(G, s, { type: 'bid', seat: 1, bid: 4 });
    expect(G.toAct(s)).toEqual([3]);
    s = must(G, s, { type: 'pass', seat: 3 });
    expect(s.phase).toBe('play');
    expect(s.declarer).toBe(1);
    expect(G.toAct(s)).toEqual([1]);
  });
  it('single bidding: one turn each, the Nap bidder may then bid Blücher over Wellington', () => {
    let s = setup({ bidding: 'single', wellington: true, blucher: true });
    s = must(G, s, { type: 'bid', seat: 1, bid: 'nap' });
    s = must(G, s, { type: 'bid', seat: 2, bid: 'wellington' });
    s = must(G, s, { type: 'pass', seat: 3 });
    s = must(G, s, { type: 'pass', seat: 0 });
    expect(s.phase).toBe('auction');
    expect(G.toAct(s)).toEqual([1]);
    expect(G.legalActions(s, 1)).toEqual([
      { type: 'pass', seat: 1 },
      { type: 'bid', seat: 1, bid: 'blucher' },
    ]);
    s = must(G, s, { type: 'bid', seat: 1, bid: 'blucher' });
    expect(s.phase).toBe('play');
    expect(s.bid).toBe('blucher');
    let t = setup({ bidding: 'single' });
    t = must(G, t, { type: 'bid', seat: 1, bid: 2 });
    for (const seat of [2, 3, 0]) t = must(G, t, { type: 'pass', seat });
    expect(t.phase).toBe('play');
  });
  it('redeals with the next dealer when everyone passes', () => {
    let s = setup();
    for (let i = 0; i < 4; i++) s = must(G, s, { type: 'pass', seat: G.toAct(s)[0]! });
    expect(s.phase).toBe('auction');
    expect(s.dealer).toBe(1);
    expect(s.dealNo).toBe(2);
  });
  it('sets trumps by the opening lead; none in Misère', () => {
    let s = setup({ misere: true });
    s = must(G, s, { type: 'bid', seat: 1, bid: 3 });
    for (const seat of [2, 3, 0]) s = must(G, s, { type: 'pass', seat });
    const lead = s.trick!.hands[1]![0]!;
    s = must(G, s, { type: 'play', seat: 1, card: lead });
    expect(s.trump).toBe(lead[0]);
    expect(G.view(s, 2).trump).toBe(lead[0]);
    let m = setup({ misere: true });
    m = must(G, m, { type: 'bid', seat: 1, bid: 'misere' });
    for (const seat of [2, 3, 0]) m = must(G, m, { type: 'pass', seat });
    m = must(G, m, { type: 'play', seat: 1, card: m.trick!.hands[1]![0]! });
    expect(m.trump).toBeNull();
  });
  it('may stop once the result is certain, or play on', () => {
    let s = setup();
    s = must(G, s, { type: 'bid', seat: 1, bid: 'nap' });
    for (const seat of [2, 3, 0]) s = must(G, s, { type: 'pass', seat });
    expect(G.legalActions(s, 1).some((a) => a.type === 'stop')).toBe(false);
    expect(G.apply(s, { type: 'stop', seat: 1 }).ok).toBe(false);
    const rng = new Rng('stop');
    while (s.phase === 'play' && G.view(s, null).decided === null)
      s = must(G, s, rng.pick(G.legalActions(s, G.toAct(s)[0]!).filter((a) => a.type === 'play')));
    if (s.phase === 'play') {
      const decided = G.view(s, null).decided;
      const stopped = must(G, s, { type: 'stop', seat: G.toAct(s)[0]! });
      expect(stopped.result!.stopped).toBe(true);
      expect(stopped.result!.made).toBe(decided === 'made');
      const played = randomPlay(
        G,
        s,
        rng,
        (x) => x.phase !== 'play',
        100,
        (acts) => acts.find((a) => a.type === 'play')!,
      );
      expect(played.result!.made).toBe(decided === 'made');
      expect(played.result!.stopped).toBe(false);
    }
  });
  it('ends the game after `rounds` hands with running totals', () => {
    let s = setup({ rounds: 3 });
    s = randomPlay(G, s, new Rng('r'), (x) => G.isGameOver(x));
    expect(s.handNo).toBe(3);
    expect(G.toAct(s)).toEqual([]);
    expect(s.totals.reduce((a, b) => a + b, 0)).toBe(0);
  });
  it('rejects illegal actions without changing the state', () => {
    const s: NapState = setup();
    const before = JSON.stringify(s);
    for (const a of [
      { type: 'bid', seat: 2, bid: 3 },
      { type: 'bid', seat: 1, bid: 'wellington' },
      { type: 'bid', seat: 1, bid: 7 },
      { type: 'play', seat: 1, card: 'SA' },
      { type: 'next', seat: 1 },
    ] as unknown as NapAction[]) {
      const r = G.apply(s, a);
      expect(r.ok).toBe(false);
    }
    expect(JSON.stringify(s)).toBe(before);
  });
});
