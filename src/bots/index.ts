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
import { DESCRIPTORS } from '../engine/descriptors.ts';
import daifugo from './daifugo.ts';
import japanese from './japanese.ts';
import mighty from './mighty.ts';
import nap from './nap.ts';
import { decisionSeed, randomAction } from './random.ts';
import twhk from './twhk.ts';
import type { BotRequest, BotResponse, VariantBot } from './types.ts';

export * from './types.ts';
export { decideRandom, decisionSeed, randomAction } from './random.ts';

/** A bot module of any game (`decide` and `selfPlay` read their own game's types). */
export type AnyBot = VariantBot<never, never, unknown>;

/** The games' bot modules, each found by its engine folder (one line per game that has one). */
const BOTS = [japanese, nap, twhk, mighty, daifugo] as unknown as readonly AnyBot[];

/** The bot module of a game (by its descriptor's engine folder); undefined for a game without one (it plays random legal moves). */
export function botOf(variant: string): AnyBot | undefined {
  const folder = DESCRIPTORS.find((d) => d.id === variant)?.folder;
  return BOTS.find((b) => b.folder === folder);
}

/** The bot's move for a request (throws only when there is no legal action). */
export function decide<V, A>(req: BotRequest<V, A>): BotResponse<A> {
  const seeded = { ...req, seed: decisionSeed(req) } as BotRequest<never, never>;
  const bot = botOf(req.variant);
  if (!bot) return randomAction(req.legal, seeded.seed) as BotResponse<A>;
  return bot.decide(seeded) as BotResponse<A>;
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
