/**
 * An evening on the score pad: the players and their seats, the game and its rules, and one entry
 * per hand. Every score, running total, dealer and opener is worked out from the entries by the
 * game's glue (`games.ts`, which calls the engine), so an edit or a deletion recomputes everything
 * after it. Changes are logged: a deleted or edited hand is still in the evening's history.
 */
import type { VariantId } from '../../engine/options.ts';
import type { RuleChoice } from '../engines/types.ts';
import { padGame } from './registry.ts';
import type { Entry, EntryValue, Field, HandScore, Issue, PadGame } from './types.ts';

export interface PadHand {
  id: string;
  entry: Entry;
  /** Who dealt, when not the seat the rules pass the deal to (a hand dealt again after all passed). */
  dealer?: number;
}

/** One change: a hand added, edited (with the entry it replaced) or deleted (with its entry). */
export interface PadChange {
  op: 'add' | 'edit' | 'delete';
  hand: string;
  at: string;
  before?: Entry;
}

export interface Evening {
  v: 1;
  id: string;
  name: string;
  /** ISO time the evening was started. */
  created: string;
  variant: VariantId;
  rules: RuleChoice;
  /** Players' names, by seat (seat 0 first, in playing order). */
  players: string[];
  /** Who dealt the first hand. */
  firstDealer: number;
  hands: PadHand[];
  history: PadChange[];
}

/** A hand as the pad shows it: the engine's scores and the totals after it. */
export interface HandRow extends HandScore {
  id: string;
  number: number;
  entry: Entry;
  dealer: number;
  /** Who opened the bidding (Daifugō: led the round); null when the cards decided. */
  opener: number | null;
  totals: number[];
}

export interface EveningSheet {
  start: number[];
  rows: HandRow[];
  totals: number[];
  /** Who deals and opens the next hand. */
  next: { dealer: number; opener: number | null };
  /** The winners once the game has ended (Daifugō), else null. */
  winners: number[] | null;
}

/** The game's glue with the evening's rules resolved (throws naming a bad rule). */
export function padOf(ev: Pick<Evening, 'variant' | 'rules'>): { game: PadGame; rules: unknown } {
  const game = padGame(ev.variant);
  return { game, rules: game.resolve(ev.rules) };
}

export function fieldsOf(ev: Pick<Evening, 'variant' | 'rules' | 'players'>): Field[] {
  const { game, rules } = padOf(ev);
  return game.fields(rules, ev.players.length);
}

const isWhole = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/** One field's value against its declaration. */
function fieldIssue(f: Field, value: EntryValue | undefined, players: number): Issue | null {
  const missing = { field: f.key, kind: 'missing' };
  switch (f.kind) {
    case 'seat':
      if (value === null || value === undefined) return f.none ? null : missing;
      return isWhole(value) && value >= 0 && value < players ? null : { field: f.key, kind: 'seat' };
    case 'int':
      if (value === null || value === undefined || value === '') return missing;
      return isWhole(value) && value >= f.min && value <= f.max
        ? null
        : { field: f.key, kind: 'range', min: f.min, max: f.max };
    case 'choice':
      if (value === null || value === undefined || value === '') return missing;
      return typeof value === 'string' && f.values.includes(value) ? null : { field: f.key, kind: 'choice' };
    case 'card':
      if (value === null || value === undefined || value === '') return f.optional ? null : missing;
      return typeof value === 'string' && f.cards.includes(value) ? null : { field: f.key, kind: 'card' };
    case 'places':
      if (!Array.isArray(value) || value.length !== players) return missing;
      for (const p of value)
        if (!isWhole(p) || p < 0 || p >= players) return { field: f.key, kind: 'range', min: 1, max: players };
      return null;
  }
}

/** The first problem of an entry (each field in range, then the game's own checks), or null. */
export function entryIssue(ev: Pick<Evening, 'variant' | 'rules' | 'players'>, e: Entry): Issue | null {
  const { game, rules } = padOf(ev);
  const n = ev.players.length;
  const fields = game.fields(rules, n);
  for (const f of fields) {
    const issue = fieldIssue(f, e[f.key], n);
    if (issue) return issue;
  }
  const extra = Object.keys(e).find((k) => !fields.some((f) => f.key === k));
  if (extra !== undefined) return { field: extra, kind: 'unknown' };
  return game.check(rules, n, e);
}

/** Every hand scored by the engine, with running totals and each hand's dealer and opener. */
export function sheetOf(ev: Evening): EveningSheet {
  const { game, rules } = padOf(ev);
  const n = ev.players.length;
  const start = Array.from({ length: n }, () => game.start(rules, n));
  let totals = start;
  let dealer = ev.firstDealer;
  let prev: Entry | null = null;
  const rows: HandRow[] = ev.hands.map((h, i) => {
    const redealt = h.dealer !== undefined && h.dealer !== dealer;
    if (h.dealer !== undefined) dealer = h.dealer;
    const opener = game.opener(rules, n, dealer, prev, redealt);
    const s = game.score(rules, n, h.entry);
    totals = totals.map((t, k) => t + s.scores[k]!);
    const row: HandRow = { ...s, id: h.id, number: i + 1, entry: h.entry, dealer, opener, totals };
    dealer = game.nextDealer(rules, n, dealer, h.entry);
    prev = h.entry;
    return row;
  });
  return {
    start,
    rows,
    totals,
    next: { dealer, opener: game.opener(rules, n, dealer, prev, false) },
    winners: rows.length ? (game.winners?.(rules, totals) ?? null) : null,
  };
}

/** A new evening (throws naming a bad rule or a wrong number of players). */
export function newEvening(o: {
  id: string;
  name: string;
  created: string;
  variant: VariantId;
  rules: RuleChoice;
  players: string[];
  firstDealer?: number;
}): Evening {
  const { game, rules } = padOf(o);
  const n = game.players(rules);
  if (o.players.length !== n) throw new Error(`these rules are for ${n} players, not ${o.players.length}`);
  return { v: 1, ...o, firstDealer: o.firstDealer ?? 0, hands: [], history: [] };
}

export type Change = { ok: true; evening: Evening } | { ok: false; issue: Issue };

/** A hand as stored: the dealer only when it is not the one the rules give. */
function handOf(id: string, entry: Entry, dealer: number | undefined, expected: number): PadHand {
  return dealer === undefined || dealer === expected ? { id, entry } : { id, entry, dealer };
}

const dealerIssue = (ev: Evening, dealer: number | undefined): Issue | null =>
  dealer === undefined || (isWhole(dealer) && dealer >= 0 && dealer < ev.players.length)
    ? null
    : { field: 'dealer', kind: 'seat' };

/** Add a hand (`dealer`: who dealt it, if the deal did not pass as the rules say). */
export function addHand(ev: Evening, id: string, entry: Entry, at: string, dealer?: number): Change {
  const issue = dealerIssue(ev, dealer) ?? entryIssue(ev, entry);
  if (issue) return { ok: false, issue };
  const hand = handOf(id, entry, dealer, sheetOf(ev).next.dealer);
  return {
    ok: true,
    evening: { ...ev, hands: [...ev.hands, hand], history: [...ev.history, { op: 'add', hand: id, at }] },
  };
}

export function editHand(ev: Evening, id: string, entry: Entry, at: string, dealer?: number): Change {
  const k = ev.hands.findIndex((h) => h.id === id);
  const old = ev.hands[k];
  if (!old) return { ok: false, issue: { field: 'hand', kind: 'missing' } };
  const issue = dealerIssue(ev, dealer) ?? entryIssue(ev, entry);
  if (issue) return { ok: false, issue };
  const expected = sheetOf({ ...ev, hands: ev.hands.slice(0, k) }).next.dealer;
  const hand = handOf(id, entry, dealer ?? old.dealer, expected);
  return {
    ok: true,
    evening: {
      ...ev,
      hands: ev.hands.map((h) => (h.id === id ? hand : h)),
      history: [...ev.history, { op: 'edit', hand: id, at, before: old.entry }],
    },
  };
}

export function deleteHand(ev: Evening, id: string, at: string): Evening {
  const old = ev.hands.find((h) => h.id === id);
  if (!old) return ev;
  return {
    ...ev,
    hands: ev.hands.filter((h) => h.id !== id),
    history: [...ev.history, { op: 'delete', hand: id, at, before: old.entry }],
  };
}

/** A blank entry for the form: the next hand's dealer-independent defaults (nothing chosen). */
export function blankEntry(fields: readonly Field[], players: number): Record<string, EntryValue> {
  const e: Record<string, EntryValue> = {};
  for (const f of fields) {
    e[f.key] =
      f.kind === 'places'
        ? Array.from({ length: players }, (_, i) => i)
        : f.kind === 'choice'
          ? (f.values[0] ?? null)
          : null;
  }
  return e;
}
