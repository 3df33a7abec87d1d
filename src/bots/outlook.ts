/**
 * The coach's outlook at a play decision (issue 33, item 2): the same search the hint runs (the
 * same seed, so the same sampled deals and the same chosen move), then the chosen move played out
 * once more in each of those deals, counting the deals in which the seat's side won the hand. In
 * the last tricks each deal is solved exactly (every hand's best play), so the count is what best
 * play gives in the deals the computer tried. Daifugō: the search's best average finish. Only the
 * seat's view is read (the bots' sampling keeps to what the seat has seen).
 */
import { Rng, deriveSeed } from '../engine/rng.ts';
import { botOf, decide } from './index.ts';
import japanese, { japanesePlaySearch } from './japanese.ts';
import mighty, { mightyPlaySearch } from './mighty.ts';
import nap, { napPlaySearch } from './nap.ts';
import twhk, { twhkPlaySearch } from './twhk.ts';
import type { PlaySearch } from './mc.ts';
import { decisionSeed } from './random.ts';
import { exactTricks } from './trick-common.ts';
import type { BotRequest, BotResponse, Outlook } from './types.ts';

/** The trick games' play searches, found by the game's bot module (one line per game). */
const PLAY_SEARCHES: readonly { folder: string; search: (req: never) => PlaySearch<unknown, unknown> }[] = [
  { folder: japanese.folder, search: japanesePlaySearch as never },
  { folder: mighty.folder, search: mightyPlaySearch as never },
  { folder: nap.folder, search: napPlaySearch as never },
  { folder: twhk.folder, search: twhkPlaySearch as never },
];

/** The outlook of a decision (null: the game has no search here, or no deal could be sampled). */
export function outlookOf<V, A>(req: BotRequest<V, A>, res: BotResponse<A> = decide(req)): Outlook | null {
  if (res.why?.kind === 'finish-average')
    return { kind: 'finish', place: res.why.place, players: res.why.players, samples: res.why.samples };
  const action = res.action as { type?: string };
  const folder = botOf(req.variant)?.folder;
  const build = PLAY_SEARCHES.find((p) => p.folder === folder)?.search;
  if (!build || action?.type !== 'play') return null;
  // the decision's own seed (as `decide` makes it), so these are the deals its search tried
  const seeded = { ...req, seed: decisionSeed(req) };
  const { spec, budget } = build(seeded as never);
  const seed = deriveSeed(seeded.seed, 'play');
  let samples = 0;
  let won = 0;
  for (let i = 0; i < budget.samples; i++) {
    const base = spec.determinize(new Rng(deriveSeed(seed, 'sample', i)));
    if (base === null) continue;
    const next = spec.game.apply(base, action);
    if (!next.ok) continue;
    const out = spec.finish(next.value, new Rng(deriveSeed(seed, 'rollout', i)));
    if (out.won === undefined) continue;
    samples++;
    if (out.won) won++;
  }
  if (samples === 0) return null;
  const left = ((req.view as { hand?: unknown[] }).hand ?? []).length;
  return { kind: 'hand', won, samples, exact: left > 0 && exactTricks(req.level, left) >= left };
}

/** A decision with its outlook (the worker's answer to a request that asks for it). */
export function decideWithOutlook<V, A>(req: BotRequest<V, A>): BotResponse<A> {
  const res = decide(req);
  const outlook = outlookOf(req, res);
  return outlook ? { ...res, outlook } : res;
}
