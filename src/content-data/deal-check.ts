/**
 * The build-time check of the explained deals (`content/deals/<game>.json`, `deal-types.ts`):
 * each deal replays through its game's engine from its seed (every action of the log legal), each
 * decision is the learner's turn, its right answers and choices are legal moves there, the log
 * plays a right answer, and a card decision's right cards are among the exact solver's best
 * cards (`best`, precomputed by `scripts/make-deals.ts`; re-solved here when at most
 * `exactTricks` tricks are left). Bids, partner cards, discards and the cards of the first tricks
 * (more than {@link SOLVER_TRICKS} left) are checked for legality and against the log
 * (`check: "bot"`: the strong computer player chose them when the deal was made).
 * A problem names the deal and the step.
 */
import { cardIndex, type Card, type Suit } from '../engine/cards.ts';
import type { Game } from '../engine/game.ts';
import { variantEntry } from '../engine/variants.ts';
import { solve, SolveLimitError } from '../engine/solver/solve.ts';
import { makeCtx, moveCard, moveCtx, ctxDeclared, toCard } from '../engine/solver/games.ts';
import { solverGameFor, type ResolvedRules } from '../engine/solver/variant-game.ts';
import type { SolvePosition } from '../engine/solver/solve-types.ts';
import { choiceKey, type LoggedAction } from '../islands-logic/deals.ts';
import type { Deal, DealFile } from './deal-types.ts';

/**
 * Card decisions with at most this many tricks left are the exact solver's (`check: "solver"`,
 * its best cards in `best`); earlier ones, whose whole-hand search is too long for a build, are
 * the strong computer player's choice (`check: "bot"`), as bids, partner cards and discards.
 */
export const SOLVER_TRICKS = 7;

type AnyGame = Game<unknown, LoggedAction, unknown>;

const SUIT_INT: Readonly<Record<Suit, number>> = { S: 0, H: 1, D: 2, C: 3 };
const INT_SUIT: readonly Suit[] = ['S', 'H', 'D', 'C'];

/** The states before each action of a deal's log (and after the last); throws naming the step refused. */
export function replayDeal(deal: Deal): unknown[] {
  const game = variantEntry(deal.ruleSet.variant).game as unknown as AnyGame;
  let s = game.setup({ ruleSet: deal.ruleSet, players: deal.players, seed: deal.seed });
  const states: unknown[] = [s];
  deal.log.forEach((a, i) => {
    const o = game.apply(s, a as LoggedAction);
    if (!o.ok) throw new Error(`deal ${deal.id}, step ${i} (${JSON.stringify(a)}): refused by the engine: ${o.reason}`);
    s = o.value;
    states.push(s);
  });
  return states;
}

interface TrickViewLike {
  hand: Card[];
  rules: unknown;
  trump: Suit | null;
  trick: { number: number; leader: number; plays: { card: Card; declared?: Suit }[] } | null;
  napoleon?: number | null;
  adjutant?: number | null;
}

/** The exact solver's position and game at a state in the play (every hand open). */
export function solverPosition(
  deal: Deal,
  state: unknown,
  side: readonly number[],
): { pos: SolvePosition; g: ReturnType<typeof solverGameFor> } {
  const game = variantEntry(deal.ruleSet.variant).game as unknown as AnyGame;
  const views = Array.from({ length: deal.players }, (_, seat) => game.view(state, seat) as TrickViewLike);
  const v0 = views[0]!;
  const t = v0.trick;
  if (!t) throw new Error(`deal ${deal.id}: no trick in play`);
  const g = solverGameFor({ variant: deal.ruleSet.variant, rules: v0.rules } as ResolvedRules, v0.trump);
  const lead = t.plays[0];
  const ctx = lead?.declared !== undefined ? makeCtx(SUIT_INT[lead.declared], false) : 0;
  return {
    g,
    pos: {
      hands: views.map((v) => v.hand.map(cardIndex)),
      leader: t.leader,
      trickNo: t.number,
      plays: t.plays.map((p) => cardIndex(p.card)),
      ctx,
      side,
    },
  };
}

/** The key of a solver move: its card, and the suit a suitless lead names. */
export function moveKey(mv: number): string {
  const d = ctxDeclared(moveCtx(mv));
  const c = toCard(moveCard(mv));
  return d >= 0 ? `${c}:${INT_SUIT[d]}` : c;
}

/** The exact solver's best moves (keys) at a state, or null past the node budget. */
export function bestKeys(deal: Deal, state: unknown, side: readonly number[], maxNodes?: number): string[] | null {
  const { g, pos } = solverPosition(deal, state, side);
  try {
    const r = solve(g, pos, maxNodes === undefined ? {} : { maxNodes });
    return [...new Set(r.moves.map(moveKey))].sort();
  } catch (e) {
    if (e instanceof SolveLimitError) return null;
    throw e;
  }
}

/** The declaring side at a state in the play, as the deal's game tells it (Napoleon and adjutant). */
export function sideAt(deal: Deal, state: unknown): number[] {
  const game = variantEntry(deal.ruleSet.variant).game as unknown as AnyGame;
  const v = game.view(state, null) as TrickViewLike & { result?: unknown };
  // The true side: every seat's own view says whether it is Napoleon or the adjutant.
  const out = new Set<number>();
  for (let seat = 0; seat < deal.players; seat++) {
    const sv = game.view(state, seat) as TrickViewLike;
    if (sv.napoleon === seat || sv.adjutant === seat) out.add(seat);
  }
  if (out.size === 0 && typeof v.napoleon === 'number') out.add(v.napoleon);
  return [...out].sort();
}

export interface DealCheckOptions {
  /** Re-solve card decisions with at most this many tricks left (0: trust `best`). */
  exactTricks?: number;
}

/** What is wrong with one deal (empty when it is right). */
export function dealProblems(deal: Deal, opts: DealCheckOptions = {}): string[] {
  const out: string[] = [];
  let states: unknown[];
  try {
    states = replayDeal(deal);
  } catch (e) {
    return [(e as Error).message];
  }
  const game = variantEntry(deal.ruleSet.variant).game as unknown as AnyGame;
  let last = -1;
  for (const d of deal.decisions) {
    const where = `deal ${deal.id}, step ${d.step} (${d.kind})`;
    if (d.step <= last) out.push(`${where}: decisions must follow the log's order`);
    last = d.step;
    const s = states[d.step];
    const logged = deal.log[d.step] as LoggedAction | undefined;
    if (s === undefined || !logged) {
      out.push(`${where}: the log has no such step`);
      continue;
    }
    if (!game.toAct(s).includes(deal.seat) || logged.seat !== deal.seat) {
      out.push(`${where}: not the learner's turn (seat ${deal.seat})`);
      continue;
    }
    const legal = new Set(game.legalActions(s, deal.seat).map(choiceKey));
    if (d.kind === 'exchange') {
      // The engine lists no discard sets to a view: a set is legal when it has the log's number of
      // different cards, all from the cards Napoleon holds with the widow (the log's own discards
      // are checked by the replay).
      legal.add(choiceKey(logged));
      const from = new Set((game.view(s, deal.seat) as { exchange?: { from: string[] } | null }).exchange?.from ?? []);
      const count = (logged['cards'] as unknown[]).length;
      for (const k of d.options ?? []) {
        const cards = k.split(' ');
        if (cards.length === count && new Set(cards).size === count && cards.every((c) => from.has(c))) legal.add(k);
      }
    }
    if (d.explain.trim() === '') out.push(`${where}: no explanation`);
    if (d.right.length === 0) out.push(`${where}: no right answer`);
    for (const k of d.right) if (!legal.has(k)) out.push(`${where}: right answer ${k} is not a legal move there`);
    for (const k of d.options ?? []) if (!legal.has(k)) out.push(`${where}: choice ${k} is not a legal move there`);
    for (const k of d.right)
      if (d.options && !d.options.includes(k)) out.push(`${where}: right answer ${k} is not among the choices`);
    if (!d.right.includes(choiceKey(logged)))
      out.push(`${where}: the log plays ${choiceKey(logged)}, not a right answer`);
    if (d.kind !== 'play') {
      if (d.check !== 'bot') out.push(`${where}: only card plays are checked by the solver`);
      continue;
    }
    if (d.check === 'bot' && (d.tricksLeft ?? 0) > SOLVER_TRICKS) continue;
    if (d.check !== 'solver' || !d.best) {
      out.push(`${where}: a card decision needs the solver's best cards`);
      continue;
    }
    for (const k of d.right) {
      if (!d.best.includes(k)) out.push(`${where}: ${k} is not one of the solver's best cards (${d.best.join(', ')})`);
    }
    if ((d.tricksLeft ?? 99) <= (opts.exactTricks ?? 0)) {
      const best = bestKeys(deal, s, sideAt(deal, s));
      if (best && best.join(',') !== [...d.best].sort().join(',')) {
        out.push(`${where}: the solver's best cards are ${best.join(', ')}, the file says ${d.best.join(', ')}`);
      }
    }
  }
  return out;
}

/** Every problem of a deals file. */
export function dealFileProblems(file: DealFile, opts: DealCheckOptions = {}): string[] {
  const ids = new Set<string>();
  const out: string[] = [];
  for (const d of file.deals) {
    if (ids.has(d.id)) out.push(`deal ${d.id}: the id is used twice`);
    ids.add(d.id);
    if (d.ruleSet.variant !== file.game) out.push(`deal ${d.id}: a ${d.ruleSet.variant} deal in the ${file.game} file`);
    out.push(...dealProblems(d, opts));
  }
  return out;
}

/** Throw naming every problem (the build's check). */
export function assertDeals(file: DealFile, opts: DealCheckOptions = {}): void {
  const p = dealFileProblems(file, opts);
  if (p.length > 0) throw new Error(`content/deals/${file.game}.json:\n  ${p.join('\n  ')}`);
}
