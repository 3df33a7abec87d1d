/**
 * The coach's outlook at a card play, asked of the bots' search in a Web Worker (the same worker
 * code as the computer players, an instance of its own so their turns do not wait for it). The
 * request (CoachLine.tsx) is at a fixed modest budget ('normal') with the hint's seed, so the
 * search tries the same deals as the hint's. The worker starts when the coach first asks; this
 * code loads with the table (its chunk, not the practice island's start-up).
 */
import type { BotClient } from '../../bots/client.ts';
import type { BotRequest } from '../../bots/types.ts';
import { outlookFact, type CoachFact } from '../../islands-logic/coach-facts.ts';
import { newBotClient } from './run.ts';

let client: BotClient | null = null;

/** The outlook of the learner's decision as the coach's fact (null: the search has none here). */
export async function askOutlook(req: BotRequest): Promise<CoachFact | null> {
  client ??= newBotClient('coach');
  const r = await client.requestMove({ ...req, outlook: true });
  return r.outlook ? outlookFact(r.outlook) : null;
}
