/**
 * The table's "Local rules on" line (review item C5): which local rules the game being played has
 * on — the engine's definition (engine/local-rules.ts) read from the game's options, presets and
 * this table's settings — in the setup form's option words, never an option's key. On a phone the
 * whole list would push the felt down: one line says how many and begins the list, and a
 * disclosure opens the whole of it.
 */
import { localRulesOn } from '../../engine/local-rules.ts';
import { practiceEngine } from '../../islands-logic/practice-engine.ts';
import type { PracticeSettings } from '../../islands-logic/practice.ts';
import { usePracticeWords } from '../../i18n/islands/context.ts';

export function LocalRules({ settings }: { settings: PracticeSettings }) {
  const w = usePracticeWords();
  const v = settings.variant;
  const { options, presets } = practiceEngine(v);
  const rules = localRulesOn(options, presets, settings.preset, settings.rules).map(({ key, value, said }) => {
    const d = options[key]!;
    const label = w.optionLabel(v, key, d);
    return said ? `${label}${w.punct.colon}${w.optionValue(v, key, d, value)}` : label;
  });
  // one line on the table (cut short by the style if need be); the whole list opens under it
  return rules.length ? (
    <details class="isl__meta tlocal" data-testid="local-rules">
      <summary>{w.localRulesOn(rules)}</summary>
      <ul>
        {rules.map((r) => (
          <li>{r}</li>
        ))}
      </ul>
    </details>
  ) : (
    <p class="isl__meta" data-testid="local-rules">
      {w.localRulesOn(rules)}
    </p>
  );
}
