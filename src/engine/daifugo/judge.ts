/**
 * The Daifugō judge (SPEC §6.6): is this play legal on this table, and what does it trigger?
 * `daifugoJudgePlay` is the pure function (the site's puzzles call it directly); importing this
 * module registers it with the command-line judge.
 */
import { show } from '../show.ts';
import { CardError, isSuit, parseCards, type Card } from '../cards.ts';
import type { JudgeAnswer } from '../judge.ts';
import {
  EFFECT_NAMES,
  interpretations,
  judgePlay,
  suitMaskOf,
  type Effect,
  type Shape,
  type TableState,
} from './core.ts';
import { resolveDaifugoRules, type DaifugoRules } from './options.ts';

export interface DaifugoTableInput {
  /** Plays on the current pile, oldest first (empty: leading). */
  pile?: unknown[][];
  /** A revolution is in force. */
  reversed?: boolean;
  /** A jack back is in force. */
  elevenBack?: boolean;
  /** Suits locked by suit lock. */
  lockedSuits?: string[];
}

export interface DaifugoPlayQuery {
  preset?: string;
  rules?: Record<string, unknown>;
  players?: number;
  table?: DaifugoTableInput;
  play: unknown[];
}

export type DaifugoPlayAnswer = { legal: true; effects: Effect[] } | { legal: false; reason: string };

function jokerCheck(cards: readonly Card[], rules: DaifugoRules, what: string): void {
  for (const c of cards) {
    if (c === 'JK' && rules.jokers !== 1) {
      throw new CardError(
        rules.jokers === 0
          ? `${what}: JK is not in the deck (jokers: 0)`
          : `${what}: JK is not in a two-joker deck: use BJ and LJ`,
      );
    }
    if ((c === 'BJ' || c === 'LJ') && rules.jokers !== 2) {
      throw new CardError(
        rules.jokers === 0
          ? `${what}: ${c} is not in the deck (jokers: 0)`
          : `${what}: ${c} is not in a one-joker deck: use JK`,
      );
    }
  }
}

/** Read the pile of a query into a table; throws an Error naming the problem. */
export function readTable(input: unknown, rules: DaifugoRules, seen: Set<Card>): TableState {
  if (input === undefined) return { top: null, revolution: false, elevenBack: false, locked: 0 };
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new Error('"table" must be an object with "pile", "reversed", "elevenBack" and "lockedSuits"');
  }
  const t = input as Record<string, unknown>;
  for (const k of Object.keys(t)) {
    if (!['pile', 'reversed', 'elevenBack', 'lockedSuits'].includes(k)) {
      throw new Error(`unknown table field "${k}": known fields are pile, reversed, elevenBack, lockedSuits`);
    }
  }
  const pile = t['pile'] ?? [];
  if (!Array.isArray(pile)) throw new Error('"table.pile" must be a list of plays, each a list of cards');
  for (const k of ['reversed', 'elevenBack'] as const) {
    if (t[k] !== undefined && typeof t[k] !== 'boolean') throw new Error(`"table.${k}" must be true or false`);
  }
  const lockedIn = t['lockedSuits'] ?? [];
  if (!Array.isArray(lockedIn) || !lockedIn.every((s) => typeof s === 'string' && isSuit(s.toUpperCase()))) {
    throw new Error('"table.lockedSuits" must be a list of suits: "S", "H", "D", "C"');
  }
  const locked = suitMaskOf(lockedIn.map((s: string) => s.toUpperCase() as 'S'));
  if (locked !== 0 && !rules.suitLock) throw new Error('"table.lockedSuits" is not empty but suit lock is off');
  const elevenBack = t['elevenBack'] === true;
  if (elevenBack && !rules.elevenBack) throw new Error('"table.elevenBack" is true but jack back (elevenBack) is off');
  const revolution = t['reversed'] === true;
  if (revolution && !rules.revolution) throw new Error('"table.reversed" is true but revolution is off');

  let top: Shape | null = null;
  let form: Shape['form'] | null = null;
  pile.forEach((p, i) => {
    const what = `pile play ${i + 1}`;
    const cards = parseCards(p, what);
    jokerCheck(cards, rules, what);
    for (const c of cards) {
      if (seen.has(c)) throw new CardError(`duplicate card ${c} in the pile`);
      seen.add(c);
    }
    const shapes = interpretations(cards, rules.stairs);
    if (shapes.length === 0) throw new Error(`${what} (${cards.join(' ')}) is not a play under these rules`);
    const fitting = form === null ? shapes : shapes.filter((s) => s.form === form && s.size === top!.size);
    if (fitting.length === 0) throw new Error(`${what} (${cards.join(' ')}) does not match the form of the pile`);
    // A set reading first; stairs read the strongest way (the first listed).
    top = fitting[0]!;
    form = top.form;
  });
  return { top, revolution, elevenBack, locked };
}

/**
 * Judge one play query (SPEC §6.6). Returns `{legal: true, effects}` or `{legal: false, reason}`;
 * throws an Error with a clear message for malformed input (unknown option, card, duplicate…).
 */
export function daifugoJudgePlay(query: DaifugoPlayQuery | Record<string, unknown>): DaifugoPlayAnswer {
  const q = query as Record<string, unknown>;
  if (
    q['rules'] !== undefined &&
    (q['rules'] === null || typeof q['rules'] !== 'object' || Array.isArray(q['rules']))
  ) {
    throw new Error('"rules" must be an object of option keys and values');
  }
  if (q['preset'] !== undefined && typeof q['preset'] !== 'string') throw new Error('"preset" must be a preset name');
  const rules = resolveDaifugoRules(
    q['preset'] as string | undefined,
    q['rules'] as Record<string, unknown> | undefined,
    q['players'],
  );
  if (q['play'] === undefined) throw new Error('"play" is missing: give the cards played, e.g. ["D7", "C7"]');
  const seen = new Set<Card>();
  const table = readTable(q['table'], rules, seen);
  const cards = parseCards(q['play'], 'the play');
  jokerCheck(cards, rules, 'the play');
  for (const c of cards) if (seen.has(c)) throw new CardError(`card ${c} is both in the pile and in the play`);
  if (cards.length === 0) throw new Error('"play" is empty: a play needs at least one card (a pass is not judged)');
  const v = judgePlay(cards, table, rules);
  if (!v.legal) return { legal: false, reason: v.reason };
  return { legal: true, effects: EFFECT_NAMES.filter((e) => v.effects.includes(e)) };
}

const KNOWN_FIELDS = ['variant', 'preset', 'rules', 'players', 'query', 'table', 'play'];

/** The registered judge: checks the query kind and fields, then {@link daifugoJudgePlay}. */
export function daifugoJudge(q: Record<string, unknown>): JudgeAnswer {
  if (q['query'] !== 'play') {
    throw new Error(`the daifugo judge answers "query": "play" (got ${show(q['query'] ?? null)})`);
  }
  for (const k of Object.keys(q)) {
    if (!KNOWN_FIELDS.includes(k))
      throw new Error(`unknown field "${k}" in a daifugo query: known fields are ${KNOWN_FIELDS.join(', ')}`);
  }
  return daifugoJudgePlay(q) as unknown as JudgeAnswer;
}
