/**
 * The declaring side's running total against its contract during play (review item M1): one short
 * line under the table's facts, from `islands-logic/side-total.ts` (the seat's view only — a hidden
 * partner's share is never counted) in the page language's words (`table-score.json`).
 */
import type { VariantId } from '../../engine/options.ts';
import { useTableScoreWords } from '../../i18n/islands/table-score.ts';
import { practiceEngine } from '../../islands-logic/practice-engine.ts';
import { sideTotal } from '../../islands-logic/side-total.ts';

export function SideTotal({ variant, view }: { variant: VariantId; view: Record<string, unknown> }) {
  const w = useTableScoreWords();
  const engine = practiceEngine(variant);
  const facts = engine.kind === 'trick' ? sideTotal(variant, view, engine.handTarget?.(view)) : null;
  if (!w || !facts) return null;
  return (
    <span class="tside" data-testid="side-total" data-state={facts.state}>
      {w.line(facts)}
    </span>
  );
}
