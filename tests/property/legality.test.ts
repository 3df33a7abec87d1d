/**
 * The legal list and `apply` agree, for all five games, through the `Game` contract only: on
 * sampled reachable states, every action `apply` accepts is in `legalActions` (for the seat that
 * sent it), and every listed action is accepted.
 *
 * Candidates are made from the listed actions by changing one field at a time: exhaustively where
 * the choice is small (every card of the deck for a play or a named card, every seat, every
 * number and strain seen in the game's bids, dropping an optional field), and by sampling where
 * it is combinatorial (cards to discard, give or play together: random sets from the cards the
 * seat can see). Bounded by counts: states per game, candidates per state.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, isJoker, type Card } from '../../src/engine/cards.ts';
import type { Game } from '../../src/engine/game.ts';
import type { RuleSet } from '../../src/engine/options.ts';
import { Rng } from '../../src/engine/rng.ts';
import { japaneseGame } from '../../src/engine/japanese/game.ts';
import { napGame } from '../../src/engine/nap/game.ts';
import { twhkGame } from '../../src/engine/twhk/game.ts';
import { mightyGame } from '../../src/engine/mighty/game.ts';
import { daifugoGame } from '../../src/engine/daifugo/game.ts';
import { cases } from '../depth.ts';

type Action = { type: string; seat?: number; cards?: Card[]; [k: string]: unknown };
type AnyGame = Game<unknown, Action, unknown>;

interface Table {
  name: string;
  game: AnyGame;
  ruleSets: RuleSet[];
  players: number[];
  /** The game's jokers are alike (Daifugō): the list names one of two equal jokers. */
  alikeJokers?: boolean;
}
const TABLES: Table[] = [
  {
    name: 'japanese',
    game: japaneseGame as unknown as AnyGame,
    ruleSets: [
      { variant: 'japanese' },
      { variant: 'japanese', rules: { adjutantTiming: 'with-bid' } },
      { variant: 'japanese', rules: { adjutantTiming: 'after-exchange' } },
      { variant: 'japanese', preset: 'trump-stadium' },
      {
        variant: 'japanese',
        preset: 'house-2011',
        rules: { betrayal: 'adjutant-and-napoleon', allPass: 'dealer-opens', auctionStart: 'previous-napoleon' },
      },
    ],
    players: [4, 5, 6],
  },
  { name: 'nap', game: napGame as unknown as AnyGame, ruleSets: [{ variant: 'nap' }], players: [2, 4, 7] },
  {
    name: 'tw-hk',
    game: twhkGame as unknown as AnyGame,
    ruleSets: [{ variant: 'tw-hk' }, { variant: 'tw-hk', preset: 'taiwan' }, { variant: 'tw-hk', preset: 'hongkong' }],
    players: [4, 5, 6],
  },
  { name: 'mighty', game: mightyGame as unknown as AnyGame, ruleSets: [{ variant: 'mighty' }], players: [5] },
  {
    name: 'daifugo',
    game: daifugoGame as unknown as AnyGame,
    ruleSets: [{ variant: 'daifugo' }],
    players: [4, 6],
    alikeJokers: true,
  },
];

/** Cards and card sets compare as sets; key order does not matter. */
function canonical(a: Action): string {
  const o: Record<string, unknown> = {};
  for (const k of Object.keys(a).sort()) {
    const v = a[k];
    if (v === undefined) continue;
    o[k] = k === 'cards' && Array.isArray(v) ? [...(v as Card[])].sort() : v;
  }
  return JSON.stringify(o);
}

/** Values seen for each field of each action type, over the whole run (so bids of every size appear). */
class Domains {
  private seen = new Map<string, Map<string, unknown>>();
  add(a: Action): void {
    for (const [k, v] of Object.entries(a)) {
      if (k === 'type' || k === 'seat' || k === 'cards') continue;
      const key = `${a.type}.${k}`;
      const m = this.seen.get(key) ?? new Map<string, unknown>();
      m.set(JSON.stringify(v), v);
      if (typeof v === 'number') {
        m.set(JSON.stringify(v - 1), v - 1);
        m.set(JSON.stringify(v + 1), v + 1);
      }
      this.seen.set(key, m);
    }
  }
  values(type: string, key: string): unknown[] {
    const extra: readonly unknown[] =
      key === 'card'
        ? ALL_CARDS
        : ['suit', 'strain', 'declared', 'trump'].includes(key)
          ? ['S', 'H', 'D', 'C', 'NT', 'N', null]
          : [];
    const m = this.seen.get(`${type}.${key}`);
    return [...(m ? m.values() : []), ...extra];
  }
}

/** The cards a seat can see in its view (its hand, and the widow while it exchanges). */
function visibleCards(view: unknown): Card[] {
  const v = view as { hand?: unknown; exchange?: { from?: unknown } | null; widow?: unknown };
  const out = new Set<Card>();
  for (const list of [v.hand, v.exchange?.from, v.widow]) {
    if (Array.isArray(list)) for (const c of list) if (typeof c === 'string') out.add(c);
  }
  return [...out];
}

function candidates(game: AnyGame, state: unknown, players: number, dom: Domains, rng: Rng): Action[] {
  const out: Action[] = [];
  const seat = game.toAct(state)[0]!;
  const legal = game.legalActions(state, seat);
  for (const a of legal) dom.add(a);
  // the listed actions themselves (all of them when few, else a sample)
  const listed = legal.length <= 300 ? legal : Array.from({ length: 300 }, () => rng.pick(legal));
  out.push(...listed);
  // one template per action type (and per declared/extra field shape) gets every value of each field
  const templates = new Map<string, Action>();
  for (const a of legal) {
    const shape = `${a.type}:${Object.keys(a).sort().join(',')}`;
    if (!templates.has(shape) || rng.next() < 0.3) templates.set(shape, a);
  }
  const pool = visibleCards(game.view(state, seat));
  for (const t of templates.values()) {
    for (let p = 0; p < players; p++) out.push({ ...t, seat: p });
    for (const key of Object.keys(t)) {
      if (key === 'type' || key === 'seat') continue;
      if (key === 'cards') {
        const sizes = [...new Set(legal.flatMap((a) => (a.cards ? [a.cards.length] : [])))];
        for (let i = 0; i < 40 && pool.length > 0; i++) {
          const n = Math.max(1, rng.pick(sizes) + (rng.next() < 0.2 ? rng.pick([-1, 1]) : 0));
          out.push({ ...t, cards: rng.shuffle([...pool]).slice(0, n) });
        }
        continue;
      }
      const values = typeof t[key] === 'boolean' ? [true, false] : dom.values(t.type, key);
      for (const v of values) out.push({ ...t, [key]: v });
      const { [key]: _dropped, ...rest } = t;
      out.push(rest as Action);
    }
  }
  // the one-field actions (pass, next, stop …) from every seat
  for (const type of ['pass', 'next', 'next-hand', 'stop', 'command', 'misdeal'])
    for (let p = 0; p < players; p++) out.push({ type, seat: p });
  return out;
}

/** Daifugō lists a play once, with the hand's jokers taken in the order JK, BJ, LJ: jokers are alike. */
function jokersAlike(a: Action, view: unknown): Action {
  if (!a.cards) return a;
  const hand = (view as { hand: Card[] }).hand;
  const order = ['JK', 'BJ', 'LJ'].filter((j) => hand.includes(j));
  const jokers = a.cards.filter((c) => isJoker(c)).length;
  if (jokers === 0 || jokers > order.length) return a;
  return { ...a, cards: [...a.cards.filter((c) => !isJoker(c)), ...order.slice(0, jokers)] };
}

/** Two states that differ only in the last logged action (how it was written). */
function sameOutcome(a: unknown, b: unknown): boolean {
  const strip = (x: unknown) => JSON.stringify({ ...(x as object), log: null });
  return strip(a) === strip(b);
}

describe.each(TABLES)('$name: legalActions and apply agree', ({ name, game, ruleSets, players, alikeJokers }) => {
  it('every accepted action is listed, every listed action is accepted (sampled states)', () => {
    const dom = new Domains();
    let states = 0;
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.constantFrom(...ruleSets),
        fc.constantFrom(...players),
        (seed, ruleSet, n) => {
          let state = game.setup({ ruleSet, players: n, seed });
          const rng = new Rng(`legality/${seed}`);
          // visit about 12 states spread over the first hands, checking each
          for (let step = 0; step < 160 && !game.isGameOver(state); step++) {
            const seat = game.toAct(state)[0];
            if (seat === undefined) break;
            const legal = game.legalActions(state, seat);
            if (step % 13 === 0 || game.phase(state) !== 'play') {
              states++;
              const listed = new Map<number, Set<string>>();
              const listedFor = (p: number) => {
                let set = listed.get(p);
                if (!set) {
                  set = new Set(game.legalActions(state, p).map(canonical));
                  listed.set(p, set);
                }
                return set;
              };
              for (const c of candidates(game, state, n, dom, rng)) {
                const r = game.apply(state, c);
                const p = typeof c.seat === 'number' ? c.seat : seat;
                const view = game.view(state, p);
                // Daifugō's jokers are alike: the list names one of two equal jokers.
                const alike = alikeJokers ? jokersAlike(c, view) : c;
                const key = canonical(alike);
                const ra = alike === c ? r : game.apply(state, alike);
                // An action not listed as written may still be a listed one in other words (Daifugō
                // reads a play's form from its cards when the form given does not apply; a field
                // the action does not use is ignored): then it must do exactly what that one does.
                const inList =
                  listedFor(p).has(key) ||
                  (r.ok &&
                    ra.ok &&
                    game.legalActions(state, p).some((l) => {
                      if (l.type !== c.type) return false;
                      const rl = game.apply(state, l);
                      return rl.ok && sameOutcome(rl.value, ra.value);
                    }));
                if (r.ok) accepted++;
                expect(
                  r.ok,
                  `${name} ${game.phase(state)}: ${JSON.stringify(c)} is ${r.ok ? 'accepted but not listed' : `listed but refused (${r.ok ? '' : r.reason})`}`,
                ).toBe(inList);
              }
            }
            const r = game.apply(state, rng.pick(legal));
            if (!r.ok) throw new Error(r.reason);
            state = r.value;
          }
        },
      ),
      { numRuns: cases(6) },
    );
    expect(states).toBeGreaterThan(20);
    expect(accepted).toBeGreaterThan(states);
  }, 120_000);
});
