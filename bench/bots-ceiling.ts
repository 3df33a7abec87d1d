/**
 * A perfect-information ceiling for the strength benchmark (harness only: it reads the true
 * deal, which no bot may do).
 *
 * The `oracle` plays like `strong` in every decision except card play, where it runs the
 * same search (same candidates, same playouts, same budget) with the TRUE deal as every
 * sample instead of deals sampled from its view. Seated as the bot's side against random
 * players, it shows how much of a strength target better card play could still reach with
 * the same auction, trump, discards and partner call — in particular in the hands where a
 * random bidder's contract, trump and call were random and the bot was called as partner.
 */
import type { CustomPolicy } from '../src/bots/arena.ts';
import { decide, decisionSeed } from '../src/bots/index.ts';
import { japanesePlaySearch } from '../src/bots/japanese.ts';
import { searchMoves, type PlaySearch } from '../src/bots/mc.ts';
import { mightyPlaySearch } from '../src/bots/mighty.ts';
import { napPlaySearch } from '../src/bots/nap.ts';
import { twhkPlaySearch } from '../src/bots/twhk.ts';
import type { BotRequest } from '../src/bots/types.ts';
import { deriveSeed } from '../src/engine/rng.ts';
import type { VariantId } from '../src/engine/options.ts';

type Search = (req: BotRequest<never, never>) => PlaySearch<unknown, unknown>;

const PLAY_SEARCH: Partial<Record<VariantId, Search>> = {
  japanese: japanesePlaySearch as Search,
  nap: napPlaySearch as Search,
  'tw-hk': twhkPlaySearch as Search,
  mighty: mightyPlaySearch as Search,
};

export const ORACLE: CustomPolicy = {
  name: 'oracle',
  decide(req, state) {
    const search = PLAY_SEARCH[req.variant];
    const view = req.view as { phase: string };
    const typed = req.legal as readonly { type: string }[];
    // Only a real choice of card (Nap's "stop" is taken as strong takes it).
    if (!search || view.phase !== 'play' || typed.some((a) => a.type === 'stop')) return decide(req);
    const seeded = { ...req, level: 'strong' as const, seed: decisionSeed(req) } as BotRequest<never, never>;
    const { spec, candidates, budget } = search(seeded);
    if (candidates.length < 2) return decide(req);
    const r = searchMoves({ ...spec, determinize: () => state }, candidates, budget, deriveSeed(seeded.seed, 'play'));
    return { action: r.action, hint: 'Perfect-information search (benchmark ceiling).' };
  },
};
