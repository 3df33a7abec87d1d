/**
 * The explained rounds of a climbing game (the descriptor's `kind: 'climb'`, Daifugō): a deal is
 * one round, its log runs from the game's setup (earlier rounds included, so that a round with an
 * exchange can be asked) to the end of that round. The round's result — each seat's place — is
 * read from the player view's `lastRound`; a decision's `alternative` is a whole line of play from
 * the decision on, replayed by the engine, whose place the explanation may quote (`{altPlace}`).
 */
import type { Game } from '../engine/game.ts';
import { variantEntry } from '../engine/variants.ts';
import { choiceKey, type LoggedAction } from '../islands-logic/deals.ts';
import type { Deal, DealDecision } from './deal-types.ts';

type ViewRecord = Record<string, unknown>;
type AnyGame = Game<unknown, LoggedAction, ViewRecord>;

interface LastRound {
  round: number;
  ranking: number[];
  titles: string[];
}

/** The round a view is in (1 first). */
export const climbRound = (v: ViewRecord): number => v['round'] as number;

/** The last finished round of a view, or null before the first ends. */
export const lastRoundOf = (v: ViewRecord): LastRound | null => (v['lastRound'] as LastRound | null) ?? null;

/** A seat's place in the last finished round (1: first out), or 0 before any round ends. */
export function climbPlace(v: ViewRecord, seat: number): number {
  return (lastRoundOf(v)?.ranking.indexOf(seat) ?? -1) + 1;
}

/** The placeholders an explanation of a climbing game may use, and what each needs. */
export const CLIMB_PLACEHOLDERS = ['place', 'alt', 'altPlace'] as const;

/** The placeholder names in a text (`{name}`). */
export const placeholderNames = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** The round a deal asks about: the round of its first decision. */
export function dealRound(deal: Deal, states: readonly unknown[]): number {
  const game = variantEntry(deal.ruleSet.variant).game as unknown as AnyGame;
  const first = deal.decisions[0];
  return climbRound(game.view(states[first?.step ?? 0]!, deal.seat));
}

/** Where a round's result is read: the place of each seat, and the titles they take. */
export interface ClimbResult {
  ranking: number[];
  titles: string[];
}

/** The result of the deal's round at the end of a line of play (throws when it does not reach it). */
export function climbResult(deal: Deal, end: unknown, round: number): ClimbResult {
  const game = variantEntry(deal.ruleSet.variant).game as unknown as AnyGame;
  const v = game.view(end, deal.seat);
  const last = lastRoundOf(v);
  if (!last || last.round !== round) throw new Error(`deal ${deal.id}: the log does not end round ${round}`);
  return { ranking: last.ranking, titles: last.titles };
}

/** The states of a line of play from a state (throws naming the action the engine refuses). */
function replayFrom(game: AnyGame, s: unknown, log: readonly Record<string, unknown>[], where: string): unknown {
  let st = s;
  log.forEach((a, i) => {
    const o = game.apply(st, a as LoggedAction);
    if (!o.ok)
      throw new Error(`${where}, alternative action ${i} (${JSON.stringify(a)}): refused by the engine: ${o.reason}`);
    st = o.value;
  });
  return st;
}

/**
 * What is wrong with a climbing decision: a card play must offer its choices; the explanation's
 * placeholders must be known and backed (`{alt}`, `{altPlace}` need an alternative); an
 * alternative must be a legal choice that is not a right answer, its line must replay to the end
 * of the round, and it must leave the learner in a worse place than the deal's own line.
 */
export function climbDecisionProblems(
  deal: Deal,
  d: DealDecision,
  state: unknown,
  round: number,
  place: number,
  where: string,
): string[] {
  const game = variantEntry(deal.ruleSet.variant).game as unknown as AnyGame;
  const out: string[] = [];
  if (!d.options || d.options.length < 2) out.push(`${where}: a round's decision offers its choices (options)`);
  for (const name of placeholderNames(d.explain)) {
    if (!(CLIMB_PLACEHOLDERS as readonly string[]).includes(name))
      out.push(
        `${where}: unknown placeholder {${name}} (known: ${CLIMB_PLACEHOLDERS.map((n) => `{${n}}`).join(', ')})`,
      );
    else if (name !== 'place' && !d.alternative) out.push(`${where}: {${name}} needs an alternative`);
  }
  const alt = d.alternative;
  if (!alt) return out;
  const first = alt.log[0] as LoggedAction | undefined;
  if (!first || choiceKey(first) !== alt.play) out.push(`${where}: the alternative's line must start with ${alt.play}`);
  if (d.right.includes(alt.play)) out.push(`${where}: the alternative ${alt.play} is a right answer`);
  if (d.options && !d.options.includes(alt.play))
    out.push(`${where}: the alternative ${alt.play} is not among the choices`);
  let end: unknown;
  try {
    end = replayFrom(game, state, alt.log, where);
  } catch (e) {
    return [...out, (e as Error).message];
  }
  let altPlace = 0;
  try {
    altPlace = climbResult(deal, end, round).ranking.indexOf(deal.seat) + 1;
  } catch {
    return [...out, `${where}: the alternative's line does not reach the end of round ${round}`];
  }
  if (altPlace <= place)
    out.push(
      `${where}: after the alternative ${alt.play} the learner finishes in place ${altPlace}, not worse than ${place}`,
    );
  return out;
}

/** The learner's place after a decision's alternative line (1: first out). */
export function alternativePlace(deal: Deal, d: DealDecision, state: unknown, round: number): number {
  const game = variantEntry(deal.ruleSet.variant).game as unknown as AnyGame;
  const end = replayFrom(game, state, d.alternative!.log, `deal ${deal.id}`);
  return climbResult(deal, end, round).ranking.indexOf(deal.seat) + 1;
}

/** The seats' titles at a place (1-based) in a round's result. */
export const titleAt = (r: ClimbResult, place: number): string => r.titles[r.ranking[place - 1]!]!;

/** One move of a round as the explained round lists it (seats counted from the learner, 0 = you). */
export interface ClimbEvent {
  seat: number;
  /** The cards played; absent for a pass. */
  cards?: string[];
  /** What the play set off (`revolution`, `skip` …, the engine's effect names); absent when nothing. */
  effects?: string[];
  /** The player went out with this play. */
  out?: true;
  /** The pile was cleared after this move; `leader` leads next (absent at the end of the round). */
  cleared?: true;
  leader?: number;
}

/** What a climbing decision shows besides the hand and the choices. */
export interface ClimbFrame {
  round: number;
  /** Cards left in each hand, by seat from the learner. */
  counts: number[];
  /** The play on top of the pile (null: the pile is empty and you lead). */
  top: { seat: number; cards: string[] } | null;
  revolution: boolean;
  /** Each seat's title from the previous round (null in the first round). */
  titles: (string | null)[];
  /** The cards the exchange brought you (the poorer player's strongest). */
  received: string[];
  /** The moves since the previous decision, this round. */
  events: ClimbEvent[];
}

interface Move {
  type: string;
  seat: number;
  cards?: string[];
  effects?: string[];
  out?: string;
  cleared?: boolean;
  leader?: number;
}

/** The moves of a history as events, seats counted from the learner. */
export function climbEvents(history: readonly Move[], rel: (seat: number) => number): ClimbEvent[] {
  // Only what a move has: the page carries every move of six rounds.
  return history.flatMap((m) =>
    m.type === 'play' || m.type === 'pass'
      ? [
          {
            seat: rel(m.seat),
            ...(m.type === 'play' ? { cards: [...(m.cards ?? [])] } : {}),
            ...(m.effects?.length ? { effects: [...m.effects] } : {}),
            ...(m.out !== undefined ? { out: true as const } : {}),
            ...(m.cleared ? { cleared: true as const } : {}),
            ...(m.leader !== undefined ? { leader: rel(m.leader) } : {}),
          },
        ]
      : [],
  );
}

/** A climbing decision's frame from the learner's view (`since`: how many history moves were shown already). */
export function climbFrame(v: ViewRecord, rel: (seat: number) => number, since: number): ClimbFrame {
  const P = v['players'] as number;
  const bySeat = <T>(xs: readonly T[]): T[] => Array.from({ length: P }, (_, r) => xs[(r + (P - rel(0))) % P]!);
  const pile = v['pile'] as { seat: number; cards: string[] }[];
  const top = pile.at(-1);
  const exchange = (v['exchange'] as { rich: number; received: string[] }[]) ?? [];
  const me = exchange.find((e) => rel(e.rich) === 0);
  return {
    round: climbRound(v),
    counts: bySeat(v['handSizes'] as number[]),
    top: top ? { seat: rel(top.seat), cards: [...top.cards] } : null,
    revolution: v['revolution'] === true,
    titles: bySeat(v['titles'] as (string | null)[]),
    received: me ? [...me.received] : [],
    events: climbEvents((v['history'] as Move[]).slice(since), rel),
  };
}
