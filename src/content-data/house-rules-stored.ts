/**
 * The house-rules page's examples as stored in `content/house-rules/examples.json`, written by
 * `node --experimental-strip-types scripts/make-house-rules.ts` from the search in house-rules.ts
 * (about half a minute of engine work). The build and the tests do not search again: they ask the
 * engine again about each stored example (it must still tell the two rule sets apart) and name any
 * option value of any game without one (`exampleProblems`), so a new or changed option stops the
 * build until the file is made again.
 */
import stored from '../../content/house-rules/examples.json' with { type: 'json' };
import type { OptionValue, VariantId } from '../engine/options.ts';
import { VARIANT_IDS } from '../engine/options.ts';
import { engineFor } from '../islands-logic/engines/all.ts';
import type { RuleChoice } from '../islands-logic/engines/types.ts';
import { gameDiffers, optionValues, type OptionExample, type ValuePair, type Witness } from './house-rules.ts';
import { ruleFacts } from './rule-facts.ts';

/** One option's stored examples (its declaration comes from the engine). */
export interface StoredExample {
  variant: VariantId;
  key: string;
  pairs: ValuePair[];
}

export const STORED: readonly StoredExample[] = (stored as unknown as { examples: StoredExample[] }).examples;
const REMAKE = 'make it again: node --experimental-strip-types scripts/make-house-rules.ts';

/** A game's options with their stored examples, in the engine's order (an option without any: no pairs). */
export function storedExamples(v: VariantId, all: readonly StoredExample[] = STORED): OptionExample[] {
  const e = engineFor(v);
  return Object.entries(e.options).map(([key, decl]) => ({
    variant: v,
    key,
    decl,
    pairs: all.find((s) => s.variant === v && s.key === key)?.pairs ?? [],
  }));
}

/** Ask the engine again, independently of the search, whether the two rule choices answer differently. */
export function differs(v: VariantId, w: Witness, a: RuleChoice, b: RuleChoice): boolean {
  const e = engineFor(v);
  const ask = (f: () => unknown) => {
    try {
      return JSON.stringify(f());
    } catch (err) {
      return `refused ${String(err)}`;
    }
  };
  switch (w.kind) {
    case 'fact':
      return JSON.stringify(ruleFacts(v, a)[w.fact]) !== JSON.stringify(ruleFacts(v, b)[w.fact]);
    case 'trick':
      return e.kind === 'trick' && e.winner(a, w.trick).winner !== e.winner(b, w.trick).winner;
    case 'legal':
      return e.kind === 'trick' && ask(() => e.legal(a, w.trick, w.hand)) !== ask(() => e.legal(b, w.trick, w.hand));
    case 'score':
      return ask(() => e.score(a, w.input)) !== ask(() => e.score(b, w.input));
    case 'play':
      return (
        e.kind === 'climb' && ask(() => e.judgePlay(a, w.table, w.play)) !== ask(() => e.judgePlay(b, w.table, w.play))
      );
    case 'ranking':
      return w.top[0].join() !== w.top[1].join();
    case 'game':
      return gameDiffers(v, w, a, b);
    case 'declared':
      return true;
  }
}

/**
 * What is wrong with the stored examples, as sentences naming `game/option = value`: a value with
 * no example, an example the engine no longer bears out, an example of an option the game no
 * longer has.
 */
export function exampleProblems(
  variants: readonly VariantId[] = VARIANT_IDS,
  all: readonly StoredExample[] = STORED,
): string[] {
  const out: string[] = [];
  for (const v of variants) {
    const e = engineFor(v);
    for (const ex of storedExamples(v, all)) {
      const base = (e.presets[0]!.values[ex.key] ?? ex.decl.default) as OptionValue;
      const values = optionValues(ex.decl);
      const wanted = values.length < 2 ? [base] : values.filter((x) => x !== base);
      for (const b of wanted) {
        const name = `${v}/${ex.key} = ${String(b)}`;
        const pair = ex.pairs.find((p) => p.b === b);
        if (!pair?.witness) out.push(`${name}: no example (${REMAKE})`);
        else if (!differs(v, pair.witness, pair.rcA, pair.rcB)) {
          out.push(`${name}: its ${pair.witness.kind} example no longer differs (${REMAKE})`);
        }
      }
    }
    for (const s of all.filter((x) => x.variant === v && !(x.key in e.options)))
      out.push(`${v}/${s.key}: an example of an option the game no longer has (${REMAKE})`);
  }
  return out;
}
