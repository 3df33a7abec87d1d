import { describe, it } from 'vitest';
import fc from 'fast-check';
import { twhkGame as G, replayTwhk, TWHK_DECK, isHead, type TwhkState } from '../../src/engine/twhk/index.ts';
import { Rng } from '../../src/engine/rng.ts';
import { sortCanonical } from '../../src/engine/cards.ts';
import { allCards, checkRandomHand, must } from '../unit/mighty/helpers.ts';
import { cases } from '../depth.ts';

/** No view shows another seat's unplayed cards (except cards named or shown publicly). */
function secrecy(s: TwhkState): void {
  const hands = s.trick ? s.trick.hands : s.hands;
  for (let seat = 0; seat < s.players; seat++) {
    const v = G.view(s, seat);
    // The rules are public and the same for every seat and every deal (they name cards such as
    // the mighty's replacement): they are checked to be the game's own rules, not scanned.
    if (v.rules !== s.values) throw new Error(`seat ${seat}'s view carries other rules than the game's`);
    const text = JSON.stringify({ ...v, rules: null });
    const open = new Set([s.secretaryCard ?? '', ...(s.values.widowShown ? s.widowTaken : [])]);
    for (let o = 0; o < s.players; o++) {
      if (o === seat) continue;
      for (const c of hands[o]!)
        if (!open.has(c) && text.includes(`"${c}"`)) throw new Error(`seat ${seat} can see ${c} of seat ${o}`);
    }
    if (seat !== s.napoleon && !s.values.discardsShown && s.phase !== 'handOver') {
      for (const c of s.discards) if (!open.has(c) && text.includes(`"${c}"`)) throw new Error('discards leak');
    }
    if (s.phase === 'play' && seat !== s.secretary && !s.secretaryRevealed && v.secretary !== null)
      throw new Error('secretary leaks');
  }
}

function inv(s: TwhkState): void {
  secrecy(s);
  if (
    JSON.stringify(sortCanonical(allCards(s, [...s.widow, ...s.discards]))) !== JSON.stringify(sortCanonical(TWHK_DECK))
  )
    throw new Error('cards not conserved');
  const t = s.trick;
  if (t) {
    for (const tr of t.completed) {
      if (tr.plays.length !== s.players || !tr.plays.some((p) => p.seat === tr.winner))
        throw new Error('one winner among the plays per trick');
    }
    const heads = t.points.reduce((a, b) => a + b, 0) + s.discards.filter(isHead).length;
    const inPlay = t.hands.flat().filter(isHead).length + t.current.filter((p) => isHead(p.card)).length;
    if (heads + inPlay !== 16) throw new Error('heads not conserved');
  }
  if (s.phase === 'handOver') {
    const r = s.result!;
    if (s.values.scoring === 'taiwan' && s.players === 5 && r.deltas.reduce((a, b) => a + b, 0) !== 0)
      throw new Error('Taiwan scores are zero-sum with 5 players');
  }
}

const RULES = [
  { preset: 'taiwan', rules: {} },
  { preset: 'hongkong', rules: {} },
  { preset: 'taiwan', rules: { summon: 'any-play', bidStyle: 'number', widowShown: true } },
  { preset: 'hongkong', rules: { summon: 'off', secretaryCommand: false, discardsShown: true } },
];

describe('tw-hk properties (both presets, 4–6 players)', () => {
  it('conserves cards and heads, one winner per trick, ends every hand, zero-sum in Taiwan/5, replays', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.constantFrom(...RULES),
        fc.constantFrom(4, 5, 6),
        (seed, rs, players) => {
          const setup = { ruleSet: { variant: 'tw-hk' as const, ...rs }, seed, players };
          let s = G.setup(setup);
          const rng = new Rng(seed + '/p');
          for (let hand = 0; hand < 2; hand++) {
            s = checkRandomHand(G, s, rng, {
              players,
              done: (x) => x.phase === 'handOver',
              inv,
              handOf: (x, seat) => (x.trick ? x.trick.hands[seat]! : null),
            });
            if (hand === 0) s = must(G, s, { type: 'next', seat: G.toAct(s)[0]! });
          }
          if (JSON.stringify(replayTwhk(setup, s.log)) !== JSON.stringify(s))
            throw new Error('replay from the log differs');
        },
      ),
      { numRuns: cases(20) },
    );
  }, 60_000);
});
