/**
 * Checking puzzles without the puzzle files and without any engine code (only `cards.ts`):
 * safe and small in a browser island that receives its puzzle as a prop.
 *
 * - {@link puzzleQuery}: the judge query a puzzle stands for (SPEC §1.4 / §6.6).
 * - {@link puzzleShapeProblems}: what is malformed in one puzzle (fields, ids, cards).
 * - {@link checkPuzzleWith}: compare a puzzle's stated answer with a judge's answer. The judge is
 *   passed in, so a page can bring just its own variant's engine (see `puzzles.ts` for the
 *   all-variants build-time checker).
 */
import { descriptorOf, DESCRIPTORS, isClimb, ofClimb, perGame } from '../engine/descriptors.ts';
import { ALL_CARDS, isSuit, type Card, type Suit } from '../engine/cards.ts';
import type { DaifugoPuzzle, Puzzle, TrickPuzzle } from './puzzle-types.ts';

export type PuzzleVariant = Puzzle['variant'];
export const PUZZLE_VARIANTS: readonly PuzzleVariant[] = DESCRIPTORS.map((d) => d.id);

/** Minimum number of puzzles per variant (the site's promise; tested), from the games' descriptors. */
export const MIN_PUZZLES: Readonly<Record<PuzzleVariant, number>> = perGame((d) => d.puzzles.min);

/** Id prefix per variant (ids are unique across all files; the prefix keeps them so). */
export const ID_PREFIX: Readonly<Record<PuzzleVariant, string>> = perGame((d) => d.puzzles.idPrefix);

/**
 * The rule ids a puzzle's `teaches` may name besides the variant's option keys (an option key,
 * such as `killer` or `eightCut`, names the option page; a rule id names a base rule).
 */
export const RULE_IDS: Readonly<Record<PuzzleVariant, readonly string[]>> = perGame((d) => d.puzzles.ruleIds);

/** The result of checking a puzzle against the engine. */
export type PuzzleCheck = { ok: true; reason: string } | { ok: false; problem: string };

/** A judge: one query object in, one answer out (may throw; errors are reported, not thrown). */
export type PuzzleJudge = (query: Record<string, unknown>) => Record<string, unknown>;

/** The judge query a puzzle stands for: its fields minus the answer and the teaching text. */
export function puzzleQuery(p: Puzzle): Record<string, unknown> {
  const q: Record<string, unknown> = { variant: p.variant };
  if (p.preset !== undefined) q['preset'] = p.preset;
  if (p.rules !== undefined) q['rules'] = p.rules;
  if (p.players !== undefined) q['players'] = p.players;
  if (ofClimb(p)) {
    q['query'] = 'play';
    q['table'] = p.table;
    q['play'] = p.play;
    return q;
  }
  q['trump'] = p.trump;
  q['trick'] = p.trick;
  q['plays'] = p.plays;
  if (p.declared !== undefined) q['declared'] = p.declared;
  if (p.calls !== undefined) q['calls'] = p.calls;
  if (p.secretary !== undefined) q['secretary'] = p.secretary;
  return q;
}

// ---------------------------------------------------------------------------------------------
// Shape validation

const CANONICAL = new Set<Card>(ALL_CARDS);
const ID_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EFFECTS = [
  'revolution',
  'eleven-back',
  'eight-cut',
  'nine-reverse',
  'skip',
  'suit-lock',
  'spade-three',
  'seven-pass',
  'ten-discard',
  'queen-bomber',
  'five-skip',
  'sandstorm',
] as const;

const BASE_FIELDS = ['kind', 'id', 'title', 'difficulty', 'teaches', 'preset', 'rules', 'players', 'note', 'variant'];
const TRICK_FIELDS = [...BASE_FIELDS, 'trump', 'trick', 'plays', 'declared', 'calls', 'secretary', 'answer'];
const DAIFUGO_FIELDS = [...BASE_FIELDS, 'table', 'play', 'answer'];

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function cardProblems(v: unknown, field: string): string[] {
  if (!Array.isArray(v)) return [`"${field}" must be a list of cards`];
  const out: string[] = [];
  const seen = new Set<string>();
  for (const c of v) {
    if (typeof c !== 'string' || !CANONICAL.has(c)) {
      out.push(`"${field}" has ${JSON.stringify(c)}, which is not a card in canonical form (SA, H10, JK, BJ, LJ)`);
    } else if (seen.has(c)) {
      out.push(`"${field}" has ${c} twice`);
    }
    seen.add(c);
  }
  return out;
}

/**
 * What is malformed in one raw puzzle entry (empty when it is well formed). `variant` is the
 * file it came from. Does not run the engine: {@link checkPuzzleWith} does that.
 */
export function puzzleShapeProblems(raw: unknown, variant: PuzzleVariant): string[] {
  if (!isRecord(raw)) return ['a puzzle must be a JSON object'];
  const out: string[] = [];
  const p = raw;
  if (p['variant'] !== variant) out.push(`"variant" must be ${JSON.stringify(variant)} (the file it is in)`);
  if (p['kind'] !== undefined && p['kind'] !== 'trick')
    out.push(
      `"kind" is ${JSON.stringify(p['kind'])}: this file holds trick puzzles ("kind": "trick", the default); endgame and deduction puzzles go in endgame-<variant>.json and deduction-<variant>.json`,
    );
  const fields = isClimb(variant) ? DAIFUGO_FIELDS : TRICK_FIELDS;
  for (const k of Object.keys(p)) if (!fields.includes(k)) out.push(`unknown field "${k}"`);
  const id = p['id'];
  if (typeof id !== 'string' || !ID_RE.test(id)) {
    out.push('"id" must be lower-case letters, digits and single hyphens');
  } else if (!id.startsWith(descriptorOf(variant).puzzles.idPrefix)) {
    out.push(`"id" must start with "${descriptorOf(variant).puzzles.idPrefix}"`);
  }
  if (typeof p['title'] !== 'string' || p['title'].trim() === '') out.push('"title" is missing');
  else if (p['title'].length > 60) out.push('"title" is longer than 60 characters: keep it short');
  if (p['difficulty'] !== 1 && p['difficulty'] !== 2 && p['difficulty'] !== 3) {
    out.push('"difficulty" must be 1, 2 or 3');
  }
  if (typeof p['teaches'] !== 'string' || p['teaches'].trim() === '') out.push('"teaches" is missing');
  if (p['preset'] !== undefined && typeof p['preset'] !== 'string') out.push('"preset" must be a string');
  if (p['rules'] !== undefined && !isRecord(p['rules'])) out.push('"rules" must be an object');
  if (p['players'] !== undefined && !(typeof p['players'] === 'number' && Number.isInteger(p['players']))) {
    out.push('"players" must be a whole number');
  }
  if (p['note'] !== undefined && (typeof p['note'] !== 'string' || p['note'].trim() === '')) {
    out.push('"note" must be a non-empty string when present');
  }
  if (isClimb(variant)) out.push(...daifugoShape(p));
  else out.push(...trickShape(p));
  return out;
}

function trickShape(p: Record<string, unknown>): string[] {
  const out: string[] = [];
  if (!('trump' in p) || !(p['trump'] === null || isSuit(p['trump']))) {
    out.push('"trump" must be "S", "H", "D", "C" or null (no trumps)');
  }
  if (typeof p['trick'] !== 'number' || !Number.isInteger(p['trick']) || p['trick'] < 1) {
    out.push('"trick" must be a whole number from 1');
  }
  const plays = p['plays'];
  out.push(...cardProblems(plays, 'plays'));
  if (Array.isArray(plays) && plays.length === 0) out.push('"plays" is empty');
  const a = p['answer'];
  if (typeof a !== 'number' || !Number.isInteger(a) || a < 0 || (Array.isArray(plays) && a >= plays.length)) {
    out.push('"answer" must be the index (from 0) of the winning card in "plays"');
  }
  if (p['declared'] !== undefined && !isSuit(p['declared'])) out.push('"declared" must be "S", "H", "D" or "C"');
  if (p['calls'] !== undefined) {
    const c = p['calls'];
    if (!isRecord(c)) out.push('"calls" must be an object');
    else
      for (const [k, v] of Object.entries(c)) {
        if (k !== 'summon' && k !== 'ripper') out.push(`unknown call "${k}": calls are "summon" and "ripper"`);
        else if (typeof v !== 'boolean') out.push(`"calls.${k}" must be true or false`);
      }
  }
  if (p['secretary'] !== undefined && (typeof p['secretary'] !== 'string' || !CANONICAL.has(p['secretary']))) {
    out.push('"secretary" must be a card in canonical form');
  }
  return out;
}

function daifugoShape(p: Record<string, unknown>): string[] {
  const out: string[] = [];
  const t = p['table'];
  if (!isRecord(t)) {
    out.push('"table" must be an object with "pile", "reversed", "elevenBack" and "lockedSuits"');
  } else {
    for (const k of Object.keys(t)) {
      if (!['pile', 'reversed', 'elevenBack', 'lockedSuits'].includes(k)) out.push(`unknown table field "${k}"`);
    }
    const pile = t['pile'];
    if (!Array.isArray(pile)) out.push('"table.pile" must be a list of plays');
    else pile.forEach((play, i) => out.push(...cardProblems(play, `table.pile[${i}]`)));
    if (typeof t['reversed'] !== 'boolean') out.push('"table.reversed" must be true or false');
    if (typeof t['elevenBack'] !== 'boolean') out.push('"table.elevenBack" must be true or false');
    const ls = t['lockedSuits'];
    if (!Array.isArray(ls) || !ls.every((s) => isSuit(s))) out.push('"table.lockedSuits" must be a list of suits');
  }
  out.push(...cardProblems(p['play'], 'play'));
  if (Array.isArray(p['play']) && p['play'].length === 0) out.push('"play" is empty');
  const a = p['answer'];
  if (!isRecord(a) || typeof a['legal'] !== 'boolean') {
    out.push('"answer" must be {"legal": true, "effects": [...]} or {"legal": false}');
  } else if (a['legal']) {
    const e = a['effects'];
    if (!Array.isArray(e) || !e.every((x) => (EFFECTS as readonly unknown[]).includes(x))) {
      out.push(`"answer.effects" must be a list of ${EFFECTS.join(', ')}`);
    }
  } else if (Object.keys(a).some((k) => k !== 'legal')) {
    out.push('an illegal answer is just {"legal": false} (the engine gives the reason)');
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Comparing with the engine

const EFFECT_TEXT: Readonly<Record<(typeof EFFECTS)[number], string>> = {
  revolution: 'a revolution (the rank order turns over for the rest of the round)',
  'eleven-back': 'a jack back (the order is reversed until the pile clears)',
  'eight-cut': 'an eight cut (the pile clears and the same player leads again)',
  'nine-reverse': 'a reversing 9 (the direction of play turns round)',
  skip: 'a skip (same form and rank: the next player is skipped)',
  'suit-lock': 'a suit lock (only these suits may be played until the pile clears)',
  'spade-three': 'the spade 3 return (the ♠3 beats the lone joker; the pile clears and its player leads)',
  'seven-pass': 'the seven pass (its player may hand the next player one card per seven)',
  'ten-discard': 'the ten discard (its player may throw away one card per ten)',
  'queen-bomber': 'the queen bomber (its player names a rank; everyone throws those cards away)',
  'five-skip': 'the five skip (one player still in is skipped per five)',
  sandstorm: 'the sandstorm (three 3s beat any three of a kind and clear the pile)',
};

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const x = [...a].sort();
  const y = [...b].sort();
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

function effectWords(effects: readonly string[]): string {
  return effects.length === 0 ? '(none)' : effects.join(', ');
}

/** The sentence shown for a legal Daifugō play (the engine lists its effects). */
export function legalPlayReason(p: DaifugoPuzzle, effects: readonly string[]): string {
  const t = p.table;
  const flipped = t.reversed !== t.elevenBack;
  const beats =
    t.pile.length === 0
      ? 'It is a valid lead'
      : p.play.length === 1 && ['JK', 'BJ', 'LJ'].includes(p.play[0]!)
        ? 'A lone joker beats any single card, whatever the order'
        : effects.includes('spade-three')
          ? 'The ♠3 may answer a lone joker'
          : effects.includes('sandstorm')
            ? 'Three 3s beat any three of a kind'
            : effects.includes('skip')
              ? 'It matches the rank of the play on the pile'
              : `It beats the play on the pile${flipped ? ' (the order is reversed: lower ranks are stronger)' : ''}`;
  if (effects.length === 0) return `Legal. ${beats}, and it triggers no special effect.`;
  const list = effects.map((e) => EFFECT_TEXT[e as (typeof EFFECTS)[number]] ?? e);
  return `Legal. ${beats}, and it triggers ${list.join('; ')}.`;
}

/**
 * Compare a puzzle's stated answer with a judge's answer to {@link puzzleQuery}. The reason on
 * success is the engine's explanation (for a legal Daifugō play, a sentence built from the
 * engine's list of effects).
 */
export function compareAnswer(p: Puzzle, engine: Record<string, unknown>): PuzzleCheck {
  if (typeof engine['error'] === 'string') return { ok: false, problem: `the engine rejects it: ${engine['error']}` };
  if (ofClimb(p)) {
    const legal = engine['legal'];
    if (typeof legal !== 'boolean')
      return { ok: false, problem: `the engine gave no verdict: ${JSON.stringify(engine)}` };
    if (legal !== p.answer.legal) {
      const why = legal ? `effects ${effectWords(engine['effects'] as string[])}` : String(engine['reason']);
      return {
        ok: false,
        problem: `stated ${p.answer.legal ? 'legal' : 'illegal'}, the engine says ${legal ? 'legal' : 'illegal'} (${why})`,
      };
    }
    if (!legal) return { ok: true, reason: `Not legal: ${String(engine['reason'])}.` };
    const effects = (engine['effects'] as string[] | undefined) ?? [];
    if (p.answer.legal && !sameSet(effects, p.answer.effects)) {
      return {
        ok: false,
        problem: `stated effects ${effectWords(p.answer.effects)}, the engine says ${effectWords(effects)}`,
      };
    }
    return { ok: true, reason: legalPlayReason(p, effects) };
  }
  const w = engine['winner'];
  if (typeof w !== 'number') return { ok: false, problem: `the engine gave no winner: ${JSON.stringify(engine)}` };
  const reason = String(engine['reason'] ?? '');
  if (w !== p.answer) {
    return {
      ok: false,
      problem: `stated winner ${p.plays[p.answer] ?? '?'} (index ${p.answer}), the engine says ${p.plays[w] ?? '?'} (index ${w}): ${reason}`,
    };
  }
  return { ok: true, reason };
}

/** Check one puzzle with the given judge (shape first, then the engine's answer). Never throws. */
export function checkPuzzleWith(judge: PuzzleJudge, p: Puzzle): PuzzleCheck {
  const shape = puzzleShapeProblems(p, p.variant);
  if (shape.length > 0) return { ok: false, problem: shape.join('; ') };
  let answer: Record<string, unknown>;
  try {
    answer = judge(puzzleQuery(p));
  } catch (e) {
    answer = { error: e instanceof Error ? e.message : String(e) };
  }
  return compareAnswer(p, answer);
}

/** Type guards for islands that handle both kinds. */
export function isTrickPuzzle(p: Puzzle): p is TrickPuzzle {
  return !ofClimb(p);
}
export function isDaifugoPuzzle(p: Puzzle): p is DaifugoPuzzle {
  return ofClimb(p);
}

export type { Puzzle, TrickPuzzle, DaifugoPuzzle, Suit };
