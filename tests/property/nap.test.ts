import { describe, it } from 'vitest';
import fc from 'fast-check';
import { napGame as G, replayNap, napDeck, type NapState } from '../../src/engine/nap/index.ts';
import { Rng } from '../../src/engine/rng.ts';
import { allCards, checkRandomHand, must } from '../unit/mighty/helpers.ts';
import { cases } from '../depth.ts';

/** No view shows another seat's unplayed cards. */
function secrecy(s: NapState): void {
  const hands = s.trick ? s.trick.hands : s.hands;
  for (let seat = 0; seat < s.players; seat++) {
    const text = JSON.stringify(G.view(s, seat));
    for (let o = 0; o < s.players; o++) {
      if (o !== seat)
        for (const c of hands[o]!)
          if (text.includes(`"${c}"`)) throw new Error(`seat ${seat} can see ${c} of seat ${o}`);
    }
  }
}

function inv(s: NapState): void {
  secrecy(s);
  const t = s.trick;
  const cards = allCards(s);
  if (cards.length !== 5 * s.players || new Set(cards).size !== cards.length) throw new Error('cards not conserved');
  const deck = new Set(napDeck(s.values));
  for (const c of cards) if (!deck.has(c)) throw new Error(`${c} is not in the deck`);
  if (t) {
    for (const tr of t.completed) {
      if (tr.plays.length !== s.players || !tr.plays.some((p) => p.seat === tr.winner))
        throw new Error('one winner among the plays per trick');
      if (s.bid !== 'misere' && s.trump !== null && t.completed[0]!.plays[0]!.card[0] !== s.trump)
        throw new Error('trumps are the opening lead suit');
    }
  }
  if (s.result) {
    if (s.result.deltas.reduce((a, b) => a + b, 0) !== 0) throw new Error('Nap settlements are zero-sum');
    if (!s.result.stopped && t!.completed.length !== 5) throw new Error('a played-out hand has five tricks');
  }
}

const RULES = [
  {},
  { joker: true, misere: true, wellington: true, blucher: true, bidding: 'single' },
  { deck: 'full', minBid: 1, payout: 'wikipedia-1', misere: true },
  { payout: 'wikipedia-2', wellington: true, joker: true },
];

describe('nap properties (2–7 players, option mixes)', () => {
  it('conserves cards, one winner per trick, ends every hand, zero-sum, replays', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.constantFrom(...RULES),
        fc.integer({ min: 2, max: 7 }),
        (seed, rules, players) => {
          const setup = { ruleSet: { variant: 'nap' as const, preset: 'standard', rules }, seed, players };
          let s = G.setup(setup);
          const rng = new Rng(seed + '/p');
          for (let hand = 0; hand < 3; hand++) {
            s = checkRandomHand(G, s, rng, {
              players,
              done: (x) => x.phase === 'handOver' || x.phase === 'gameOver',
              inv,
              handOf: (x, seat) => (x.trick ? x.trick.hands[seat]! : null),
            });
            if (hand < 2) s = must(G, s, { type: 'next', seat: G.toAct(s)[0]! });
          }
          if (JSON.stringify(replayNap(setup, s.log)) !== JSON.stringify(s))
            throw new Error('replay from the log differs');
        },
      ),
      { numRuns: cases(40) },
    );
  }, 60_000);
});
