/**
 * The judge (SPEC §1.4): answers "who wins this trick", "which cards may be played",
 * "what does this hand score" and Daifugō's "play" queries. Each variant supplies one
 * function; this module only dispatches and turns every failure into `{"error": ...}`.
 */
import { VARIANT_IDS, type VariantId } from './options.ts';
import { depthOf, show } from './show.ts';

/** Input larger than this is refused before it is parsed. */
export const MAX_INPUT_CHARS = 64 * 1024 * 1024;
/** Arrays and objects nested deeper than this are refused (a query needs four levels, a batch five). */
export const MAX_DEPTH = 12;
/** A message is cut here: the values it quotes are short already, the lists of allowed values are not. */
const MAX_MESSAGE = 1000;

type Shape = { test: (v: unknown) => boolean; words: string };
const int: Shape = { test: (v) => typeof v === 'number' && Number.isInteger(v), words: 'a whole number' };
const text: Shape = { test: (v) => typeof v === 'string', words: 'a string' };
const textOrNull: Shape = { test: (v) => v === null || typeof v === 'string', words: 'a string or null' };
const object: Shape = {
  test: (v) => v !== null && typeof v === 'object' && !Array.isArray(v),
  words: 'an object',
};
const list = (of: Shape, words: string): Shape => ({
  test: (v) => Array.isArray(v) && v.every(of.test),
  words,
});
const either = (a: Shape, b: Shape): Shape => ({
  test: (v) => a.test(v) || b.test(v),
  words: `${a.words} or ${b.words}`,
});

/**
 * The shape of every field a query of any variant may carry (SPEC §1.4), checked whether or not
 * the query's kind reads the field: a wrong value is named, never silently ignored. Each variant's
 * judge then checks the values (cards, ranges) and refuses fields it does not know.
 */
const FIELD_SHAPES: Readonly<Record<string, Shape>> = {
  preset: text,
  rules: object,
  players: int,
  query: text,
  trump: textOrNull,
  declared: textOrNull,
  trick: int,
  plays: either(list(text, 'a list of cards'), list(list(text, ''), 'a list of plays')),
  hand: list(text, 'a list of cards'),
  discards: list(text, 'a list of cards'),
  hands: list(list(text, ''), "a list of each seat's cards"),
  calls: object,
  leader: int,
  seat: int,
  napoleon: int,
  side: list(int, 'a list of seats'),
  card: text,
  secretary: textOrNull,
  partner: text,
  points: int,
  bid: either(int, text),
  tricks: either(int, list(object, 'a list of tricks')),
  table: object,
};

function checkShapes(q: Record<string, unknown>): string | null {
  for (const k of Object.keys(q)) {
    if (!Object.hasOwn(FIELD_SHAPES, k)) continue;
    const shape = FIELD_SHAPES[k]!;
    const v = q[k];
    if (v !== undefined && !shape.test(v)) return `"${k}" must be ${shape.words}, not ${show(v)}`;
  }
  return null;
}

const bounded = (message: string) => (message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message);

export type JudgeAnswer = Record<string, unknown>;
/** A variant's judge: answers one query object, or throws an Error whose message is shown. */
export type VariantJudge = (query: Record<string, unknown>) => JudgeAnswer;

const judges: Partial<Record<VariantId, VariantJudge>> = {};

/** Called by each variant's module to register its judge. */
export function registerJudge(variant: VariantId, judge: VariantJudge): void {
  judges[variant] = judge;
}

/** Forget a judge registered after the built-in ones (the extra-game test's undo). */
export function unregisterJudge(variant: VariantId): void {
  delete judges[variant];
}

/** Answer one query; never throws. */
export function judgeOne(query: unknown): JudgeAnswer {
  try {
    if (query === null || typeof query !== 'object' || Array.isArray(query)) {
      return { error: 'each query must be a JSON object' };
    }
    const q = query as Record<string, unknown>;
    const v = Object.hasOwn(q, 'variant') ? q['variant'] : undefined;
    // the built-in games, then any registered after them (registerGame)
    const allowed = [
      ...VARIANT_IDS,
      ...Object.keys(judges).filter((k) => !(VARIANT_IDS as readonly string[]).includes(k)),
    ];
    if (typeof v !== 'string' || !allowed.includes(v)) {
      return {
        error: `unknown variant ${show(v)}: allowed variants are ${allowed.map((x) => JSON.stringify(x)).join(', ')}`,
      };
    }
    const shapeError = checkShapes(q);
    if (shapeError) return { error: shapeError };
    const judge = judges[v as VariantId];
    if (!judge) return { error: `the ${v} engine has no judge yet` };
    return judge(q);
  } catch (e) {
    return { error: bounded(e instanceof Error ? e.message : String(e)) };
  }
}

/** Answer a parsed JSON input: one object or an array of them. */
export function judgeInput(input: unknown): JudgeAnswer | JudgeAnswer[] {
  return Array.isArray(input) ? input.map(judgeOne) : judgeOne(input);
}

/**
 * Answer raw text from standard input. A leading byte-order mark is allowed; input over
 * {@link MAX_INPUT_CHARS} characters or nested deeper than {@link MAX_DEPTH} is refused whole.
 */
export function judgeText(raw: string): JudgeAnswer | JudgeAnswer[] {
  if (raw.length > MAX_INPUT_CHARS)
    return { error: `input is larger than ${MAX_INPUT_CHARS / 1024 / 1024} MB: send it in smaller batches` };
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (e) {
    return { error: bounded(`input is not valid JSON: ${e instanceof Error ? e.message : String(e)}`) };
  }
  if (depthOf(input, MAX_DEPTH) > MAX_DEPTH)
    return { error: `input is nested more than ${MAX_DEPTH} levels deep: no query needs that many` };
  return judgeInput(input);
}
