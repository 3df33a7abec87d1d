/**
 * The flow spec of each game (which engine phase is which flow step, when a trick or pile is
 * complete, when a hand ends), without the games themselves: the practice island builds its
 * machine from the one game it loads and {@link flowSpecOf} (issue #29), and `variants.ts` wires
 * the registry's games to the same specs. A trick-taking game without its own spec here gets the
 * generic trick flow, its phases mapped by its descriptor.
 */
import type { DaifugoAction, DaifugoState } from '../engine/daifugo/index.ts';
import type { JapaneseAction, JapaneseState } from '../engine/japanese/index.ts';
import type { MightyAction, MightyState } from '../engine/mighty/index.ts';
import type { NapAction, NapState } from '../engine/nap/index.ts';
import type { VariantId } from '../engine/options.ts';
import type { TwhkAction, TwhkState } from '../engine/twhk/index.ts';
import { DESCRIPTOR, descriptorOf } from '../engine/descriptors.ts';
import { climbingFlowSpec, trickFlowSpec, type ClimbingStep, type FlowSpec, type TrickStep } from './flow.ts';

/** The states and actions of each game's flow spec (the steps: trick-taking or climbing). */
type SpecTypes = {
  japanese: [JapaneseState, JapaneseAction, TrickStep];
  nap: [NapState, NapAction, TrickStep];
  'tw-hk': [TwhkState, TwhkAction, TrickStep];
  mighty: [MightyState, MightyAction, TrickStep];
  daifugo: [DaifugoState, DaifugoAction, ClimbingStep];
};
type Spec<K extends VariantId> = FlowSpec<SpecTypes[K][0], SpecTypes[K][1], SpecTypes[K][2]>;

/** The flow step of a trick game's phase, as its descriptor maps it (else the trick step). */
const trickStep = (id: VariantId, phase: string): TrickStep =>
  (DESCRIPTOR[id].steps[phase] as TrickStep | undefined) ?? 'tricks';

const japanese: Spec<'japanese'> = trickFlowSpec<JapaneseState, JapaneseAction>({
  redealt: (b, a) => a.phase === 'auction' && a.hand.handNo === b.hand.handNo && a.hand.dealNo !== b.hand.dealNo,
});

const nap: Spec<'nap'> = trickFlowSpec<NapState, NapAction>({
  redealt: (b, a) => b.phase === 'auction' && a.phase === 'auction' && a.dealNo !== b.dealNo,
});

const twhk: Spec<'tw-hk'> = trickFlowSpec<TwhkState, TwhkAction>({
  stepOf: (phase) => trickStep('tw-hk', phase),
  redealt: (b, a) => b.phase === 'auction' && a.phase === 'auction' && a.dealNo !== b.dealNo,
});

const mighty: Spec<'mighty'> = trickFlowSpec<MightyState, MightyAction>({
  stepOf: (phase) => trickStep('mighty', phase),
  redealt: (b, a) => b.phase === 'auction' && a.phase === 'auction' && a.dealNo !== b.dealNo,
});

const daifugo: Spec<'daifugo'> = climbingFlowSpec<DaifugoState, DaifugoAction>({
  stepOf: (phase) => (DESCRIPTOR.daifugo.steps[phase] as ClimbingStep | undefined) ?? 'piles',
  // The pile is complete when it has been cleared (or a new round began).
  endsTrick: (before, after) => after.pile.length === 0 || after.round !== before.round,
  handEnded: (before, after) =>
    after.round !== before.round || (after.phase === 'gameOver' && before.phase !== 'gameOver'),
  pauseAtHandEnd: true,
});

/** Flow specs of the variants whose phases or hand ends need more than the generic trick flow. */
export const SPECS: { [K in VariantId]?: Spec<K> } = {
  japanese,
  nap,
  'tw-hk': twhk,
  mighty,
  daifugo,
};

/**
 * The flow spec of a game: its own, or (a trick-taking game) the generic trick flow with its
 * phases mapped by its descriptor. Throws naming the game when a climbing game has none.
 */
export function flowSpecOf(id: string): FlowSpec<unknown, unknown, TrickStep | ClimbingStep> {
  const own = (SPECS as Record<string, FlowSpec<unknown, unknown, TrickStep | ClimbingStep> | undefined>)[id];
  if (own) return own;
  const d = descriptorOf(id);
  if (d.kind !== 'trick') throw new Error(`the ${d.names.en} engine needs a flow spec in machines/specs.ts`);
  return trickFlowSpec({ stepOf: (phase) => (d.steps[phase] as TrickStep | undefined) ?? 'tricks' });
}
