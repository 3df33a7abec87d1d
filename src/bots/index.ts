/**
 * The computer players of every variant behind one function:
 * `decide({ variant, view, legal, ruleSet, level, seed })` → `{ action, hint }`.
 *
 * A bot sees only the acting seat's view (never a game state), its legal actions and the
 * table's rule set. Every random choice comes from the seeded {@link Rng}, seeded from the
 * request's seed and the view itself, so the same request gives the same decision; the
 * search budget is a fixed number of sampled deals per level (`easy`, `normal`, `strong`),
 * never wall time.
 */
import type { VariantId } from '../engine/options.ts';
import { decideDaifugo } from './daifugo.ts';
import { decideJapanese } from './japanese.ts';
import { decideMighty } from './mighty.ts';
import { decideNap } from './nap.ts';
import { decisionSeed, randomAction } from './random.ts';
import { decideTwhk } from './twhk.ts';
import type { BotRequest, BotResponse } from './types.ts';

export * from './types.ts';
export { decideRandom, decisionSeed, randomAction } from './random.ts';

type Decider = (req: BotRequest<never, never>) => BotResponse<unknown>;

/** The computer player of each variant; a variant of the engine registry without one here plays random legal moves. */
const DECIDERS: { [K in VariantId]?: Decider } = {
  japanese: decideJapanese as Decider,
  nap: decideNap as Decider,
  'tw-hk': decideTwhk as Decider,
  mighty: decideMighty as Decider,
  daifugo: decideDaifugo as Decider,
};

/** The bot's move for a request (throws only when there is no legal action). */
export function decide<V, A>(req: BotRequest<V, A>): BotResponse<A> {
  const seeded = { ...req, seed: decisionSeed(req) } as BotRequest<never, never>;
  const d = DECIDERS[req.variant];
  if (!d) return randomAction(req.legal, seeded.seed) as BotResponse<A>;
  return d(seeded) as BotResponse<A>;
}

/**
 * A hint for a human: the move the bot would make at `level` and a short reason, e.g.
 * "♠A wins this trick in 95% of 20 sampled deals and takes 3 point cards."
 */
export function hint<V, A>(
  req: Omit<BotRequest<V, A>, 'level' | 'seed'> & { level?: BotRequest['level']; seed?: string },
): BotResponse<A> {
  return decide({ ...req, level: req.level ?? 'normal', seed: req.seed ?? 'hint' });
}
