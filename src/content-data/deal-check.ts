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
import { CTX_CALL, CTX_COMMAND, makeCtx, moveCard, moveCtx, ctxDeclared, toCard } from '../engine/solver/games.ts';
import { descriptorOf } from '../engine/descriptors.ts';
import { solverGameFor, type ResolvedRules } from '../engine/solver/variant-game.ts';
import type { SolvePosition } from '../engine/solver/solve-types.ts';
import { choiceKey, type LoggedAction } from '../islands-logic/deals.ts';
import type { Deal, DealFile } from './deal-types.ts';
import { climbDecisionProblems, climbResult, dealRound } from './deal-climb.ts';

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

/** The trick being played, read from a trick game's player view (either shape the games use). */
export interface TrickNow {
  number: number;
  leader: number;
  plays: { seat: number; card: Card; declared?: Suit }[];
  /** The tricks finished so far, first first. */
  done: { plays: { seat: number; card: Card }[]; winner: number }[];
}

type ViewRecord = Record<string, unknown>;

/**
 * The trick in play and the finished tricks of a view: `trick` and `tricks` (Japanese Napoleon's
 * view), or `trickNumber`, `current` and `completed` (the shared table of Nap, tw-hk and Mighty).
 * The leader of a trick not yet led is the seat to act. Null before the play.
 */
export function trickNow(v: ViewRecord): TrickNow | null {
  const toAct = (v['toAct'] as number[] | undefined)?.[0] ?? -1;
  if (Array.isArray(v['completed'])) {
    const number = v['trickNumber'] as number;
    if (!number) return null;
    const plays = v['current'] as TrickNow['plays'];
    return { number, leader: plays[0]?.seat ?? toAct, plays, done: v['completed'] as TrickNow['done'] };
  }
  const t = v['trick'] as { number: number; leader: number; plays: TrickNow['plays'] } | null | undefined;
  if (!t) return null;
  return { number: t.number, leader: t.leader, plays: t.plays, done: (v['tricks'] as TrickNow['done']) ?? [] };
}

/** A seat's view as a plain record (the frames and the solver read fields by name). */
export function viewOf(deal: Deal, state: unknown, seat: number | null): ViewRecord {
  const game = variantEntry(deal.ruleSet.variant).game as unknown as AnyGame;
  return game.view(state, seat) as ViewRecord;
}

/** The exact solver's position and game at a state in the play (every hand open). */
export function solverPosition(
  deal: Deal,
  state: unknown,
  side: readonly number[],
): { pos: SolvePosition; g: ReturnType<typeof solverGameFor> } {
  const views = Array.from({ length: deal.players }, (_, seat) => viewOf(deal, state, seat));
  const v0 = views[0]!;
  const t = trickNow(v0);
  if (!t) throw new Error(`deal ${deal.id}: no trick in play`);
  // tw-hk's secretary card ranks: the solver needs it.
  const sec = (v0['secretaryCard'] as Card | null | undefined) ?? undefined;
  const g = solverGameFor(
    { variant: deal.ruleSet.variant, rules: v0['rules'] } as ResolvedRules,
    (v0['trump'] as Suit | null) ?? null,
    sec,
  );
  const lead = t.plays[0];
  const calls = (v0['calls'] as Record<string, boolean> | undefined) ?? {};
  const call = calls['summon'] === true || calls['ripper'] === true;
  const ctx =
    lead !== undefined && (lead.declared !== undefined || call || calls['command'] === true)
      ? makeCtx(lead.declared === undefined ? -1 : SUIT_INT[lead.declared], call, calls['command'] === true)
      : calls['command'] === true
        ? CTX_COMMAND
        : 0;
  return {
    g,
    pos: {
      hands: views.map((v) => (v['hand'] as Card[]).map(cardIndex)),
      leader: t.leader,
      trickNo: t.number,
      plays: t.plays.map((p) => cardIndex(p.card)),
      ctx,
      side,
    },
  };
}

/** The key of a solver move: its card, the suit a suitless lead names, `+` for a lead that calls. */
export function moveKey(mv: number): string {
  const ctx = moveCtx(mv);
  const d = ctxDeclared(ctx);
  const c = toCard(moveCard(mv));
  return `${c}${d >= 0 ? `:${INT_SUIT[d]}` : ''}${ctx & CTX_CALL ? '+' : ''}`;
}

/**
 * The exact solver's best moves (keys) at a state, or null past the node budget. Where the lead
 * itself sets trumps (Nap's opening lead), each legal lead is played and the rest solved with its
 * trumps: the best leads are those whose side's result is best for the seat to act.
 */
export function bestKeys(deal: Deal, state: unknown, side: readonly number[], maxNodes?: number): string[] | null {
  const opts = maxNodes === undefined ? {} : { maxNodes };
  try {
    const game = variantEntry(deal.ruleSet.variant).game as unknown as AnyGame;
    const v = viewOf(deal, state, null);
    const t = trickNow(v);
    const seat = game.toAct(state)[0]!;
    if (v['trump'] === null && t && t.plays.length === 0) {
      const legal = game.legalActions(state, seat).filter((a) => a.type === 'play');
      const after = legal.map((a) => {
        const o = game.apply(state, a);
        if (!o.ok) throw new Error(o.reason);
        return { key: choiceKey(a), state: o.value };
      });
      if (after.some((x) => viewOf(deal, x.state, null)['trump'] !== null)) {
        const mine = side.includes(seat);
        const values = after.map((x) => {
          const { g, pos } = solverPosition(deal, x.state, side);
          return solve(g, pos, opts).best;
        });
        const top = mine ? Math.max(...values) : Math.min(...values);
        return [...new Set(after.filter((_, i) => values[i] === top).map((x) => x.key))].sort();
      }
    }
    const { g, pos } = solverPosition(deal, state, side);
    const r = solve(g, pos, opts);
    return [...new Set(r.moves.map(moveKey))].sort();
  } catch (e) {
    if (e instanceof SolveLimitError) return null;
    throw e;
  }
}

/**
 * The declaring side at a state in the play: the seats whose own view names them as the
 * declarer or the partner (the view fields the game's descriptor names: `napoleon` or
 * `declarer`; `adjutant`, `secretary` or `friend`).
 */
export function sideAt(deal: Deal, state: unknown): number[] {
  const d = descriptorOf(deal.ruleSet.variant);
  const fields = [d.review.declarer, d.review.partner].flatMap((f) => (f ? [f.toLowerCase()] : []));
  const out = new Set<number>();
  for (let seat = 0; seat < deal.players; seat++) {
    const sv = viewOf(deal, state, seat);
    if (fields.some((f) => sv[f] === seat)) out.add(seat);
  }
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
  // A climbing game's deal is one round: its result (the learner's place) is the engine's.
  const climb = descriptorOf(deal.ruleSet.variant).kind === 'climb';
  let round = 0;
  let place = 0;
  if (climb) {
    round = dealRound(deal, states);
    try {
      place = climbResult(deal, states[states.length - 1], round).ranking.indexOf(deal.seat) + 1;
    } catch (e) {
      out.push((e as Error).message);
    }
  }
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
    // Discards and a climbing game's plays are sets: their order does not matter.
    const norm = (k: string) => k.split(' ').sort().join(' ');
    const legal = new Set(game.legalActions(s, deal.seat).map((a) => norm(choiceKey(a))));
    if (d.kind === 'exchange') {
      // The engine lists no discard sets to a view: a set is legal when it has the log's number of
      // different cards, all from the cards Napoleon holds with the widow (the log's own discards
      // are checked by the replay).
      legal.add(norm(choiceKey(logged)));
      const from = new Set((game.view(s, deal.seat) as { exchange?: { from: string[] } | null }).exchange?.from ?? []);
      const count = (logged['cards'] as unknown[]).length;
      for (const k of d.options ?? []) {
        const cards = k.split(' ');
        if (cards.length === count && new Set(cards).size === count && cards.every((c) => from.has(c)))
          legal.add(norm(k));
      }
    }
    if (d.explain.trim() === '') out.push(`${where}: no explanation`);
    if (d.right.length === 0) out.push(`${where}: no right answer`);
    for (const k of d.right) if (!legal.has(norm(k))) out.push(`${where}: right answer ${k} is not a legal move there`);
    for (const k of d.options ?? [])
      if (!legal.has(norm(k))) out.push(`${where}: choice ${k} is not a legal move there`);
    for (const k of d.right)
      if (d.options && !d.options.includes(k)) out.push(`${where}: right answer ${k} is not among the choices`);
    if (!d.right.includes(choiceKey(logged)))
      out.push(`${where}: the log plays ${choiceKey(logged)}, not a right answer`);
    if (climb) {
      // No solver for a climbing game: its choices are the strong computer player's, and a prepared
      // alternative is checked by replaying its line to the end of the round.
      if (d.check !== 'bot') out.push(`${where}: a climbing game's decisions are the computer player's (check "bot")`);
      if (d.kind === 'play' || d.alternative) out.push(...climbDecisionProblems(deal, d, s, round, place, where));
      continue;
    }
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
