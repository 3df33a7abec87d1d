import { describe, it } from 'vitest';
import fc from 'fast-check';
import {
  mightyGame as G,
  replayMighty,
  MIGHTY_DECK,
  isPointCard,
  type MightyState,
} from '../../src/engine/mighty/index.ts';
import { Rng } from '../../src/engine/rng.ts';
import { allCards, checkRandomHand, must } from '../unit/mighty/helpers.ts';
import { sortCanonical } from '../../src/engine/cards.ts';
import { cases } from '../depth.ts';

/** No view shows another seat's unplayed cards (except cards named publicly). */
function secrecy(s: MightyState): void {
  const hands = s.trick ? s.trick.hands : s.hands;
  for (let seat = 0; seat < 5; seat++) {
    const v = G.view(s, seat);
    // The rules are public and the same for every seat and every deal (they name cards such as
    // the mighty's replacement): they are checked to be the game's own rules, not scanned.
    if (v.rules !== s.values) throw new Error(`seat ${seat}'s view carries other rules than the game's`);
    const text = JSON.stringify({ ...v, rules: null });
    const open = new Set([v.mighty, v.ripper, s.friendCall?.mode === 'card' ? s.friendCall.card : '']);
    for (let o = 0; o < 5; o++) {
      if (o === seat) continue;
      for (const c of hands[o]!)
        if (!open.has(c) && text.includes(`"${c}"`)) throw new Error(`seat ${seat} can see ${c} of seat ${o}`);
    }
    if (seat !== s.declarer && s.phase !== 'handOver')
      for (const c of s.discards) if (!open.has(c) && text.includes(`"${c}"`)) throw new Error('discards leak');
  }
}

function inv(s: MightyState): void {
  secrecy(s);
  const cards = allCards(s, [...s.kitty, ...s.discards]);
  if (cards.length !== 53 || JSON.stringify(sortCanonical(cards)) !== JSON.stringify(sortCanonical(MIGHTY_DECK))) {
    throw new Error('cards not conserved');
  }
  const t = s.trick;
  if (t) {
    for (const tr of t.completed) {
      if (tr.plays.length !== 5 || !tr.plays.some((p) => p.seat === tr.winner))
        throw new Error('a trick must have 5 plays and one winner among them');
    }
    const taken = t.points.reduce((a, b) => a + b, 0);
    const inTricks = t.completed.flatMap((c) => c.plays).filter((p) => isPointCard(p.card)).length;
    if (taken !== inTricks) throw new Error('points taken differ from points in tricks');
  }
  if (s.phase === 'handOver') {
    const r = s.result!;
    const defenders = t!.points.reduce((a, b, i) => (i === r.declarer || i === r.friend ? a : a + b), 0);
    if (r.points + defenders !== 20) throw new Error('the 20 points are not all accounted for');
    if (r.deltas.reduce((a, b) => a + b, 0) !== 0) throw new Error('Mighty scores must be zero-sum');
  }
}

const OPTION_SETS = [
  {},
  { ripper: 'forced', jokerFirstLast: 'normal' },
  { firstLead: 'strict', mightyWhenSpadesTrump: 'CA', misdeal: false },
  { firstLead: 'free', trumpChange: false, minBid: 15 },
];

describe('mighty properties (preset pagat and option mixes)', () => {
  it('conserves cards and points, has one winner per trick, ends every hand, is zero-sum, replays', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.constantFrom(...OPTION_SETS),
        fc.integer({ min: 0, max: 4 }),
        (seed, rules, dealer) => {
          const setup = { ruleSet: { variant: 'mighty' as const, preset: 'pagat', rules }, seed, dealer };
          let s = G.setup(setup);
          const rng = new Rng(seed + '/play');
          for (let hand = 0; hand < 2; hand++) {
            s = checkRandomHand(G, s, rng, {
              players: 5,
              done: (x) => x.phase === 'handOver',
              inv,
              handOf: (x, seat) => (x.trick ? x.trick.hands[seat]! : null),
            });
            if (hand === 0) s = must(G, s, { type: 'next', seat: G.toAct(s)[0]! });
          }
          const replayed = replayMighty(setup, s.log as never);
          if (JSON.stringify(replayed) !== JSON.stringify(s)) throw new Error('replay from the log differs');
        },
      ),
      { numRuns: cases(20) },
    );
  }, 60_000);
});
