/**
 * The Japanese Napoleon judge (SPEC §1.4): `winner` (default), `legal` and `score` queries.
 * The pure functions are exported for the site's puzzles and comparisons; the registry
 * (`../variants.ts`) hooks the same code into `npm run judge`.
 */
import { show } from '../show.ts';
import { parseCard, parseCards, sortCanonical, SUIT_SYMBOL, type Card, type Suit } from '../cards.ts';
import type { JudgeAnswer } from '../judge.ts';
import { judgeSolverQuery } from '../solver/judge.ts';
import type { RuleSet } from '../options.ts';
import { japaneseDeck, HAND_SIZE, totalHonours } from './deck.ts';
import { resolveJapaneseRules, type JapaneseRules } from './options.ts';
import { scoreHand } from './scoring.ts';
import { jokerLeadMode, legalCards, trickWinner, type JapaneseTrickContext } from './tricks.ts';
import type { Explanation } from '../trick/index.ts';

/** A judge query as an object (the CLI's JSON, or built by the site). */
export interface JapaneseQuery {
  variant?: 'japanese';
  preset?: string;
  rules?: Record<string, unknown>;
  players?: number;
  query?: 'winner' | 'legal' | 'score' | 'solve' | 'who-holds';
  trump?: string | null;
  trick?: number;
  plays?: readonly string[];
  declared?: string | null;
  calls?: Record<string, unknown>;
  hand?: readonly string[];
  bid?: number;
  points?: number;
  partner?: 'adjutant' | 'solo';
  /** A `tw-hk` field: accepted (it must be a card) and has no effect in Japanese Napoleon. */
  secretary?: string;
}

const KNOWN_FIELDS = new Set([
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
  'bid',
  'points',
  'partner',
  'secretary',
  'hands',
  'leader',
  'side',
  'card',
  'seat',
  'tricks',
  'discards',
]);

const SUIT_TEXT: Readonly<Record<string, Suit>> = Object.fromEntries(
  (['S', 'H', 'D', 'C'] as const).flatMap((s) => [
    [s, s],
    [s.toLowerCase(), s],
    [SUIT_SYMBOL[s], s],
  ]),
);

function parseSuit(v: unknown, field: string, allowNull: boolean): Suit | null {
  if (allowNull && (v === null || (typeof v === 'string' && v.trim().toUpperCase() === 'NT'))) return null;
  if (typeof v === 'string' && SUIT_TEXT[v.trim()]) return SUIT_TEXT[v.trim()]!;
  throw new Error(
    `"${field}" cannot be ${show(v)}: allowed values are "S", "H", "D", "C"${allowNull ? ' or null (no trumps)' : ''}`,
  );
}

function rulesOf(q: JapaneseQuery): JapaneseRules {
  const rs: Omit<RuleSet, 'variant'> = {};
  if (q.preset !== undefined) {
    if (typeof q.preset !== 'string') throw new Error('"preset" must be a string');
    rs.preset = q.preset;
  }
  if (q.rules !== undefined) rs.rules = q.rules;
  return resolveJapaneseRules(rs, q.players);
}

interface TrickSetup {
  rules: JapaneseRules;
  ctx: JapaneseTrickContext;
  plays: Card[];
}

function trickSetup(q: JapaneseQuery, minPlays: number, maxPlays: (players: number) => number): TrickSetup {
  const rules = rulesOf(q);
  const players = rules.players;
  if (!('trump' in q)) throw new Error('"trump" is required: "S", "H", "D", "C" or null (no trumps)');
  const trump = parseSuit(q.trump, 'trump', true);
  const total = HAND_SIZE[players]!;
  let trickNo = 2;
  if (q.trick !== undefined) {
    if (typeof q.trick !== 'number' || !Number.isInteger(q.trick) || q.trick < 1 || q.trick > total) {
      throw new Error(
        `"trick" cannot be ${show(q.trick)}: with ${players} players it is a whole number from 1 to ${total}`,
      );
    }
    trickNo = q.trick;
  }
  const plays = parseCards(q.plays ?? [], 'plays');
  const max = maxPlays(players);
  if (plays.length < minPlays || plays.length > max) {
    throw new Error(
      `"plays" has ${plays.length} cards: ${minPlays === max ? `exactly ${max}` : `from ${minPlays} to ${max}`} are expected with ${players} players`,
    );
  }
  const deck = new Set(japaneseDeck(rules, players));
  for (const c of plays) checkInDeck(c, deck, rules, 'plays');
  const declared = q.declared === undefined || q.declared === null ? null : parseSuit(q.declared, 'declared', false);
  // Fields of other variants (SPEC §1.4's example carries them): checked for form, no effect here.
  if (q.calls !== undefined && q.calls !== null) {
    if (typeof q.calls !== 'object' || Array.isArray(q.calls)) {
      throw new Error('"calls" must be an object such as {"ripper": true}');
    }
    for (const [k, v] of Object.entries(q.calls)) {
      if (typeof v !== 'boolean') throw new Error(`"calls.${k}" must be true or false`);
    }
  }
  if (q.secretary !== undefined && q.secretary !== null) parseCard(q.secretary);
  const ctx: JapaneseTrickContext = { trump, trickNo, totalTricks: total, players, declared };
  if (plays[0] === 'JK') {
    if (trickNo === 1 && rules.jokerLeadFirstTrick === 'forbidden') {
      throw new Error('the joker may not be led to trick 1 (jokerLeadFirstTrick: "forbidden")');
    }
    if (jokerLeadMode(rules, trickNo) === 'named-suit' && declared === null) {
      throw new Error(
        'a led joker names a suit (jokerLead: "named-suit"): give it as "declared": "S", "H", "D" or "C"',
      );
    }
  }
  return { rules, ctx, plays };
}

function checkInDeck(c: Card, deck: ReadonlySet<Card>, rules: JapaneseRules, what: string): void {
  if (deck.has(c)) return;
  if (c === 'JK') throw new Error(`JK in ${what} is not in the deck: this rule set has no joker ("joker": false)`);
  if (c === 'BJ' || c === 'LJ')
    throw new Error(`${c} in ${what} is not in the deck: Japanese Napoleon has at most one joker, written JK`);
  throw new Error(`${c} in ${what} is not in the deck: it was stripped ("fewerPlayers": "${rules.fewerPlayers}")`);
}

/** Who wins this trick: `{ winner, reason, explanation }`. Throws on bad input. */
export function japaneseTrickWinner(q: JapaneseQuery): { winner: number; reason: string; explanation: Explanation } {
  const { rules, ctx, plays } = trickSetup(q, 1, (p) => p);
  const r = trickWinner(rules, plays, ctx);
  return { winner: r.winner, reason: r.explanation.text, explanation: r.explanation };
}

/** Which cards of `hand` may be played now, in canonical order. Throws on bad input. */
export function japaneseLegalCards(q: JapaneseQuery): { legal: Card[] } {
  const { rules, ctx, plays } = trickSetup(q, 0, (p) => p - 1);
  if (q.hand === undefined) throw new Error('"hand" is required for a "legal" query: the cards of the player to play');
  const hand = parseCards(q.hand, 'hand');
  if (hand.length === 0) throw new Error('"hand" is empty: the player has no card to play');
  const deck = new Set(japaneseDeck(rules, rules.players));
  for (const c of hand) {
    checkInDeck(c, deck, rules, 'hand');
    if (plays.includes(c)) throw new Error(`${c} is both in "hand" and in "plays"`);
  }
  if (hand.length > ctx.totalTricks) {
    throw new Error(
      `"hand" has ${hand.length} cards: a hand has at most ${ctx.totalTricks} with ${ctx.players} players`,
    );
  }
  return { legal: sortCanonical(legalCards(rules, hand, plays, ctx)) };
}

/** What a hand scores: `{ napoleon, adjutant?, ally }`. Throws on bad input. */
export function japaneseScore(q: JapaneseQuery): { napoleon: number; adjutant?: number; ally: number } {
  const rules = rulesOf(q);
  const total = totalHonours(rules, rules.players);
  const { bid, points, partner } = q;
  if (typeof bid !== 'number' || !Number.isInteger(bid) || bid < rules.minBid || bid > total) {
    throw new Error(`"bid" cannot be ${show(bid)}: it is a whole number from ${rules.minBid} (minBid) to ${total}`);
  }
  if (typeof points !== 'number' || !Number.isInteger(points) || points < 0 || points > total) {
    throw new Error(`"points" cannot be ${show(points)}: it is the Napoleon side's honours, 0 to ${total}`);
  }
  if (partner !== 'adjutant' && partner !== 'solo') {
    throw new Error(`"partner" cannot be ${show(partner)}: allowed values are "adjutant", "solo"`);
  }
  const s = scoreHand(rules, { bid, points, solo: partner === 'solo', players: rules.players, totalHonours: total });
  return s.adjutant === undefined
    ? { napoleon: s.napoleon, ally: s.ally }
    : { napoleon: s.napoleon, adjutant: s.adjutant, ally: s.ally };
}

/** The judge entry point: one query object → one answer. Throws an Error with a clear message. */
export function japaneseJudge(query: Record<string, unknown>): JudgeAnswer {
  for (const k of Object.keys(query)) {
    if (!KNOWN_FIELDS.has(k)) {
      throw new Error(`unknown field "${k}" in a japanese query: known fields are ${[...KNOWN_FIELDS].join(', ')}`);
    }
  }
  const q = query as JapaneseQuery;
  switch (q.query ?? 'winner') {
    case 'winner': {
      const r = japaneseTrickWinner(q);
      return { winner: r.winner, reason: r.reason };
    }
    case 'legal':
      return japaneseLegalCards(q);
    case 'score':
      return japaneseScore(q);
    case 'solve':
    case 'who-holds':
      return judgeSolverQuery({ variant: 'japanese', rules: rulesOf(q) }, query);
    default:
      throw new Error(
        `"query" cannot be ${show(q.query)}: allowed values are "winner", "legal", "score", "solve", "who-holds"`,
      );
  }
}
