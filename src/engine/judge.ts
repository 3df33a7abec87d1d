/**
 * The judge (SPEC §1.4): answers "who wins this trick", "which cards may be played",
 * "what does this hand score" and Daifugō's "play" queries. Each variant supplies one
 * function; this module only dispatches and turns every failure into `{"error": ...}`.
 */
import { VARIANT_IDS, type VariantId } from './options.ts';

export type JudgeAnswer = Record<string, unknown>;
/** A variant's judge: answers one query object, or throws an Error whose message is shown. */
export type VariantJudge = (query: Record<string, unknown>) => JudgeAnswer;

const judges: Partial<Record<VariantId, VariantJudge>> = {};

/** Called by each variant's module to register its judge. */
export function registerJudge(variant: VariantId, judge: VariantJudge): void {
  judges[variant] = judge;
}

/** Answer one query; never throws. */
export function judgeOne(query: unknown): JudgeAnswer {
  try {
    if (query === null || typeof query !== 'object' || Array.isArray(query)) {
      return { error: 'each query must be a JSON object' };
    }
    const q = query as Record<string, unknown>;
    const v = q['variant'];
    if (typeof v !== 'string' || !(VARIANT_IDS as readonly string[]).includes(v)) {
      return {
        error: `unknown variant ${JSON.stringify(v)}: allowed variants are ${VARIANT_IDS.map((x) => JSON.stringify(x)).join(', ')}`,
      };
    }
    const judge = judges[v as VariantId];
    if (!judge) return { error: `the ${v} engine has no judge yet` };
    return judge(q);
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

/** Answer a parsed JSON input: one object or an array of them. */
export function judgeInput(input: unknown): JudgeAnswer | JudgeAnswer[] {
  return Array.isArray(input) ? input.map(judgeOne) : judgeOne(input);
}

/** Answer raw text from standard input. */
export function judgeText(text: string): JudgeAnswer | JudgeAnswer[] {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (e) {
    return { error: `input is not valid JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
  return judgeInput(input);
}
