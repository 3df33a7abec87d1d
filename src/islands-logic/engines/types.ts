/**
 * One shape for every variant's engine as the islands see it. Each adapter (one file per
 * variant) calls that variant's own engine functions; nothing here re-implements a rule.
 * Adapters throw `Error`s whose message names the problem (bad option, card, trick number).
 */
import type { Card, Suit } from '../../engine/cards.ts';
import type { OptionDecls, OptionValue, Preset, VariantId } from '../../engine/options.ts';

/** A rule set without its variant: a preset and option overrides (players is an option). */
export interface RuleChoice {
  preset?: string;
  rules?: Record<string, OptionValue>;
}

/** One trick to judge. */
export interface TrickSpec {
  trump: Suit | null;
  /** 1-based trick number. */
  trick: number;
  plays: Card[];
  declared?: Suit;
  calls?: { summon?: boolean; ripper?: boolean };
  secretary?: Card;
}

/** The trick to judge of a position (a lesson's or puzzle's): its fields, the optional ones only where it has them. */
export function trickSpecOf(p: TrickSpec): TrickSpec {
  return {
    trump: p.trump,
    trick: p.trick,
    plays: p.plays,
    ...(p.declared ? { declared: p.declared } : {}),
    ...(p.secretary ? { secretary: p.secretary } : {}),
    ...(p.calls ? { calls: p.calls } : {}),
  };
}

export interface TrickVerdict {
  winner: number;
  reason: string;
  /** The engine's explanation (rule id, cards), where the variant gives one: other languages' words are made from it. */
  explanation?: { rule: string; cards: Card[]; text: string };
}

export interface RankRow {
  card: Card;
  /** Engine role id: mighty, sei-jack, joker, trump, led, plain, … */
  role: string;
  /** True for cards with a special power (marked in the explorer). */
  special: boolean;
  strength: number;
  /** 1-based place; equal strengths share it. */
  place: number;
  note?: string;
}

export interface RankingQuery {
  trump: Suit | null;
  trick: number;
  led: Suit | null;
  secretary?: Card;
}

export interface ScoreField {
  key: string;
  label: string;
  kind: 'int' | 'enum' | 'trump';
  min?: number;
  max?: number;
  values?: readonly string[];
  labels?: Readonly<Record<string, string>>;
  default: string | number | null;
}

/**
 * What the practice table's review of a finished hand needs (`TrickEngine.handTarget`, from the
 * player view with its `result`): the declaring side, what it needed and made, what a card counts.
 */
export interface HandTarget {
  /** The declaring side's seats (empty: no side to review). */
  side: number[];
  /** What the side needed (its bid or contract). */
  need: number;
  /** What the side made, as the engine counted it (buried cards included). */
  final: number;
  /** Points of one card (0 when tricks, not cards, count). */
  value: (c: Card) => number;
  /** Each trick counts 1 (Nap). */
  perTrick?: boolean;
  /** The side must take nothing (Nap's Misère). */
  misere?: boolean;
  /**
   * During play (the view has no `result` yet): `side` holds only the seats the view makes public,
   * `final` what they have taken so far, `taken` each seat's count, `total` all there is to take in
   * the hand, and `partnerHidden` whether a partner exists that the view does not name yet.
   */
  live?: { taken: number[]; total: number; partnerHidden: boolean };
}

/**
 * The declaring side during play, as the seat's view shows it: the declarer, and the partner only
 * once the view names them (`hidden` when a partner exists but is not known yet); `gone` leaves out
 * a seat that went over to the other side (a betrayal).
 */
export function liveTarget(
  view: Record<string, unknown>,
  seats: { declarer: string; partner?: string; gone?: number | null },
  taken: unknown,
  need: number,
  total: number,
  partnerHidden: boolean,
): HandTarget {
  const counts = Array.isArray(taken) ? taken.map(numberIn) : [];
  const side = seatsIn(view, seats.declarer, ...(seats.partner ? [seats.partner] : [])).filter((s) => s !== seats.gone);
  return {
    side,
    need,
    final: side.reduce((n, s) => n + (counts[s] ?? 0), 0),
    value: () => 0,
    live: { taken: counts, total, partnerHidden: partnerHidden && side.length < 2 },
  };
}

/**
 * What a game whose side counts point cards tells `pointTarget`: its view's and result's keys for
 * the declarer and the partner, where the contract's number stands (`view[contract][need]`, the
 * same key in the result), all the points there are, what one card counts, and whether the view
 * still hides a partner that exists.
 */
export interface PointGame {
  declarer: string;
  partner: string;
  contract: string;
  need: string;
  total: () => number;
  value: (c: Card) => number;
  partnerHidden: (view: Record<string, unknown>) => boolean;
}

/**
 * `handTarget` of a game whose declaring side counts point cards taken (`points` in the view and
 * in the result): the live target during play, the result's facts once the hand is over.
 */
export function pointTarget(view: Record<string, unknown>, g: PointGame): HandTarget {
  const needIn = (o: Record<string, unknown>) =>
    numberIn((o[g.contract] as Record<string, unknown> | null | undefined)?.[g.need]);
  if (!view['result']) {
    const seats = { declarer: g.declarer, partner: g.partner };
    return liveTarget(view, seats, view['points'], needIn(view), g.total(), g.partnerHidden(view));
  }
  const r = view['result'] as Record<string, unknown>;
  return { side: seatsIn(r, g.declarer, g.partner), need: needIn(r), final: numberIn(r['points']), value: g.value };
}

/** The seats a hand's result names under `keys` (e.g. `napoleon`, `adjutant`), in that order. */
export function seatsIn(result: Record<string, unknown>, ...keys: string[]): number[] {
  return keys.flatMap((k) => (typeof result[k] === 'number' ? [result[k] as number] : []));
}

/** A number the result holds (0 when it holds none). */
export const numberIn = (x: unknown): number => (typeof x === 'number' ? x : 0);

/** Extra trick fields a variant needs beyond trump/trick/plays. */
export type TrickExtra = 'declared' | 'secretary' | 'summon' | 'ripper';

export interface TrickEngine {
  kind: 'trick';
  variant: Exclude<VariantId, 'daifugo'>;
  title: string;
  options: OptionDecls;
  presets: readonly Preset[];
  extras: readonly TrickExtra[];
  /** Player count of a rule choice (throws on a bad rule choice). */
  players(rc: RuleChoice): number;
  /** Cards of the deck in canonical order. */
  deck(rc: RuleChoice): Card[];
  totalTricks(rc: RuleChoice): number;
  /** How many cards of the deck count (honours, heads, point cards); absent where none do (Nap). */
  pointCards?(rc: RuleChoice): number;
  /** Whether the engine allows "no trumps" for this rule choice. */
  noTrump(rc: RuleChoice): boolean;
  winner(rc: RuleChoice, t: TrickSpec): TrickVerdict;
  /** The cards of `hand` that may be played to the trick `t` (its plays so far), canonical order. */
  legal(rc: RuleChoice, t: TrickSpec, hand: Card[]): Card[];
  ranking(rc: RuleChoice, q: RankingQuery): RankRow[];
  scoreFields(rc: RuleChoice): ScoreField[];
  score(rc: RuleChoice, input: Record<string, unknown>): Record<string, number>;
  /** The review's facts of the hand in `view` (its `result` present); a game without one gets no turning points. */
  handTarget?(view: Record<string, unknown>): HandTarget;
}

export interface DaifugoTable {
  pile: string[][];
  reversed: boolean;
  elevenBack: boolean;
  lockedSuits: Suit[];
}

export type PlayJudgement = { legal: true; effects: string[]; what: string } | { legal: false; reason: string };

export interface ClimbEngine {
  kind: 'climb';
  variant: 'daifugo';
  title: string;
  options: OptionDecls;
  presets: readonly Preset[];
  players(rc: RuleChoice): number;
  deck(rc: RuleChoice): Card[];
  judgePlay(rc: RuleChoice, table: DaifugoTable, play: string[]): PlayJudgement;
  ranking(rc: RuleChoice, q: { reversed: boolean }): RankRow[];
  scoreFields(rc: RuleChoice): ScoreField[];
  score(rc: RuleChoice, input: Record<string, unknown>): Record<string, number>;
}

export type VariantEngine = TrickEngine | ClimbEngine;

/** Places from strengths already sorted high to low. */
export function withPlaces<T extends { strength: number }>(rows: T[]): (T & { place: number })[] {
  let place = 0;
  let prev = NaN;
  return rows.map((r, k) => {
    if (r.strength !== prev) place = k + 1;
    prev = r.strength;
    return { ...r, place };
  });
}

export function intField(q: Record<string, unknown>, key: string, min: number, max: number): number {
  const v = q[key];
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${key} must be a whole number from ${min} to ${max}`);
  }
  return n;
}
