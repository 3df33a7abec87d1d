/**
 * The coach's outlook at a card play, asked of the bots' search in a Web Worker (the same worker
 * code as the computer players, an instance of its own so their turns do not wait for it), at a
 * fixed modest budget ('normal') and the hint's seed — the same deals the hint's search tries.
 * Loaded only when the coach first asks (CoachLine.tsx), so the practice page starts without it.
 */
import type { BotClient } from '../../bots/client.ts';
import { outlookFact, type CoachFact } from '../../islands-logic/coach-facts.ts';
import { ruleSetOf, type AnyAction, type PracticeSettings } from '../../islands-logic/practice.ts';
import { newBotClient } from './run.ts';

let client: BotClient | null = null;

/** The outlook of the learner's decision as the coach's fact (null: the search has none here). */
export async function askOutlook(q: {
  variant: PracticeSettings['variant'];
  view: Record<string, unknown>;
  legal: readonly AnyAction[];
  settings: PracticeSettings;
  seed: string;
}): Promise<CoachFact | null> {
  client ??= newBotClient();
  const r = await client.requestMove({
    variant: q.variant,
    view: q.view,
    legal: q.legal,
    ruleSet: ruleSetOf(q.settings),
    level: 'normal',
    seed: q.seed,
    outlook: true,
  });
  return r.outlook ? outlookFact(r.outlook) : null;
}
