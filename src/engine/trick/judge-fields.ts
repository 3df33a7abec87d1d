/**
 * Reading the common fields of a trick-taking judge query (SPEC §1.4) with clear errors.
 * Used by the nap, tw-hk and mighty judges; any trick-taking judge may use it.
 */
import { show } from '../show.ts';
import { isSuit, parseCard, parseCards, type Card, type Suit } from '../cards.ts';

export class QueryError extends Error {
  override name = 'QueryError';
}

/** `trump`: a suit, or null / "NT" for no-trump; undefined when absent. */
export function readTrump(q: Record<string, unknown>, key = 'trump'): Suit | null | undefined {
  const t = q[key];
  if (t === undefined) return undefined;
  if (t === null) return null;
  if (typeof t === 'string') {
    const u = t.trim().toUpperCase();
    if (u === 'NT' || u === 'NONE' || u === '') return null;
    const sym = ({ '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C' } as Record<string, string>)[u] ?? u;
    if (isSuit(sym)) return sym;
  }
  throw new QueryError(`"${key}" cannot be ${show(t)}: allowed values are "S", "H", "D", "C" or null (no-trump)`);
}

/** A whole number field within bounds (or the default when absent). */
export function readInt(q: Record<string, unknown>, key: string, min: number, max: number, dflt?: number): number {
  const v = q[key];
  if (v === undefined) {
    if (dflt === undefined) throw new QueryError(`"${key}" is required: a whole number from ${min} to ${max}`);
    return dflt;
  }
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    throw new QueryError(`"${key}" cannot be ${show(v)}: allowed values are whole numbers from ${min} to ${max}`);
  }
  return v;
}

/** Cards that must exist in `deck` and be distinct. */
export function readCards(q: Record<string, unknown>, key: string, deck: ReadonlySet<Card>, deckName: string): Card[] {
  const v = q[key];
  if (v === undefined) throw new QueryError(`"${key}" is required: a list of cards`);
  const cards = parseCards(v, key);
  for (const c of cards) {
    if (!deck.has(c)) throw new QueryError(`card ${c} in ${key} is not in the ${deckName}`);
  }
  return cards;
}

/** One optional card that must exist in `deck`. */
export function readCard(
  q: Record<string, unknown>,
  key: string,
  deck: ReadonlySet<Card>,
  deckName: string,
): Card | undefined {
  const v = q[key];
  if (v === undefined || v === null) return undefined;
  const c = parseCard(v);
  if (!deck.has(c)) throw new QueryError(`card ${c} in ${key} is not in the ${deckName}`);
  return c;
}

/** The optional `declared` suit (named by the leader of a suitless card). */
export function readDeclared(q: Record<string, unknown>): Suit | undefined {
  const d = readTrump(q, 'declared');
  return d === null ? undefined : d;
}

/** `calls.<name>` as a boolean (false when absent). */
export function readCall(q: Record<string, unknown>, name: string): boolean {
  const calls = q['calls'];
  if (calls === undefined || calls === null) return false;
  if (typeof calls !== 'object' || Array.isArray(calls))
    throw new QueryError('"calls" must be an object such as {"ripper": true}');
  const v = (calls as Record<string, unknown>)[name];
  if (v === undefined) return false;
  if (typeof v !== 'boolean') throw new QueryError(`"calls.${name}" must be true or false`);
  return v;
}

/** Reject cards that appear in both lists (e.g. hand and plays). */
export function checkDisjoint(a: readonly Card[], b: readonly Card[], aName: string, bName: string): void {
  for (const c of a) if (b.includes(c)) throw new QueryError(`card ${c} is in both ${aName} and ${bName}`);
}

/** The query kind: "winner" (default), "legal", "score", "solve" or "who-holds". */
export function readQueryKind(q: Record<string, unknown>): 'winner' | 'legal' | 'score' | 'solve' | 'who-holds' {
  const k = q['query'];
  if (k === undefined || k === 'winner' || k === 'trick') return 'winner';
  if (k === 'legal' || k === 'score' || k === 'solve' || k === 'who-holds') return k;
  throw new QueryError(
    `"query" cannot be ${show(k)}: allowed values are "legal", "score", "solve", "who-holds" (or omit it to ask who wins the trick)`,
  );
}

/** Fields of SPEC §1.4 trick-taking queries. */
export const COMMON_FIELDS = [
  'variant',
  'preset',
  'rules',
  'players',
  'query',
  'trump',
  'trick',
  'plays',
  'declared',
  'calls',
  'hand',
  // solve
  'hands',
  'leader',
  'side',
  // who-holds
  'card',
  'seat',
  'tricks',
  'discards',
];

/** Reject fields a variant's judge does not know (a typo must not be silently ignored). */
export function checkFields(q: Record<string, unknown>, variant: string, extra: readonly string[]): void {
  const known = [...COMMON_FIELDS, ...extra];
  for (const k of Object.keys(q)) {
    if (!known.includes(k))
      throw new QueryError(`unknown field "${k}" in a ${variant} query: known fields are ${known.join(', ')}`);
  }
}

/** Reject a hand larger than a hand can be. */
export function checkHandSize(hand: readonly unknown[], max: number): void {
  if (hand.length > max)
    throw new QueryError(`"hand" has ${hand.length} cards: a hand holds at most ${max} cards here`);
}

/**
 * The `hand` of a legal-cards query: one card of the deck at least, at most `handSize`, none of
 * them among `plays`, and the trick (`plays`) not yet complete with `players` seats.
 */
export function readLegalHand(
  q: Record<string, unknown>,
  deck: ReadonlySet<Card>,
  deckName: string,
  plays: readonly Card[],
  players: number,
  handSize: number,
): Card[] {
  const hand = readCards(q, 'hand', deck, deckName);
  if (hand.length === 0) throw new QueryError('"hand" must hold at least one card');
  if (plays.length >= players)
    throw new QueryError(`the trick is already complete: "plays" holds at most ${players - 1} cards here`);
  checkDisjoint(hand, plays, 'hand', 'plays');
  checkHandSize(hand, handSize);
  return hand;
}
