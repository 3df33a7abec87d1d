/** The card picker's deck for a trick comparison. */
import type { CompareState } from './compare-url.ts';
import type { TrickEngine } from './engines/types.ts';

/** Every card any of the compared rule sets deals, in canonical order (a rule set that fails is skipped). */
export function deckOf(engine: TrickEngine, state: CompareState): string[] {
  const seen = new Set<string>();
  for (const rc of state.ruleSets) {
    try {
      for (const c of engine.deck(rc)) seen.add(c);
    } catch {
      /* that rule set's column shows its own error */
    }
  }
  if (seen.size === 0) {
    try {
      for (const c of engine.deck({})) seen.add(c);
    } catch {
      /* no deck: the picker stays empty and typing still works */
    }
  }
  return [...seen];
}
