/** Seeded random moves from the start of a practice game, for the tests of saved games and files. */
import type { VariantId } from '../../../src/engine/options.ts';
import { Rng } from '../../../src/engine/rng.ts';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import type { AnyAction } from '../../../src/islands-logic/practice.ts';
import { VARIANT_FLOWS } from '../../../src/machines/variants.ts';

/** Play `n` actions of a game with seeded random choices (fewer if it ends); returns the log. */
export function playSome(variant: VariantId, seed: string, n: number, salt = 'test'): AnyAction[] {
  const g = VARIANT_FLOWS[variant].game as unknown as {
    setup(x: unknown): unknown;
    toAct(s: unknown): number[];
    legalActions(s: unknown, seat: number): AnyAction[];
    apply(s: unknown, a: AnyAction): { ok: boolean; value: unknown };
  };
  let s = g.setup({ ruleSet: { variant }, seed, players: engineFor(variant).players({}) });
  const rng = new Rng(`${seed}-${salt}`);
  const log: AnyAction[] = [];
  for (let i = 0; i < n; i++) {
    const seat = g.toAct(s)[0];
    if (seat === undefined) break;
    const a = rng.pick(g.legalActions(s, seat));
    s = g.apply(s, a).value;
    log.push(a);
  }
  return log;
}
