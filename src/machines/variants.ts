/**
 * The flow machine wired to each variant's engine: which engine phase is which flow step,
 * when a trick or pile is complete (for the review) and when a hand ends. The games come from
 * the engine's registry (`src/engine/variants.ts`); a trick-taking variant without its own flow
 * spec here gets the generic trick flow.
 *
 * `createVariantFlowMachine(variant, choose)` is what the practice table uses; `choose` is
 * the bot client's `chooseForMachine` (or {@link randomChooser} for a quick game).
 */
import type { DaifugoAction, DaifugoState, DaifugoView } from '../engine/daifugo/index.ts';
import type { Game } from '../engine/game.ts';
import type { JapaneseAction, JapaneseState, JapaneseView } from '../engine/japanese/index.ts';
import type { MightyAction, MightyState, MightyView } from '../engine/mighty/index.ts';
import type { NapAction, NapState, NapView } from '../engine/nap/index.ts';
import type { VariantId } from '../engine/options.ts';
import type { TwhkAction, TwhkState, TwhkView } from '../engine/twhk/index.ts';
import { DESCRIPTOR } from '../engine/descriptors.ts';
import { VARIANT_LIST, variantEntry } from '../engine/variants.ts';
import {
  climbingFlowSpec,
  createFlowMachine,
  randomChooser,
  trickFlowSpec,
  type BotChooser,
  type ClimbingStep,
  type FlowSpec,
  type TrickStep,
} from './flow.ts';

/** The engine and flow spec of every variant. */
export interface VariantTypes {
  japanese: { S: JapaneseState; A: JapaneseAction; V: JapaneseView; St: TrickStep };
  nap: { S: NapState; A: NapAction; V: NapView; St: TrickStep };
  'tw-hk': { S: TwhkState; A: TwhkAction; V: TwhkView; St: TrickStep };
  mighty: { S: MightyState; A: MightyAction; V: MightyView; St: TrickStep };
  daifugo: { S: DaifugoState; A: DaifugoAction; V: DaifugoView; St: ClimbingStep };
}

type T<K extends VariantId> = VariantTypes[K];

export interface VariantFlow<K extends VariantId> {
  game: Game<T<K>['S'], T<K>['A'], T<K>['V']>;
  spec: FlowSpec<T<K>['S'], T<K>['A'], T<K>['St']>;
}

type Spec<K extends VariantId> = VariantFlow<K>['spec'];

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
const SPECS: { [K in VariantId]?: Spec<K> } = {
  japanese,
  nap,
  'tw-hk': twhk,
  mighty,
  daifugo,
};

/** The game (from the engine registry) and flow spec of every variant. */
export const VARIANT_FLOWS: { [K in VariantId]: VariantFlow<K> } = Object.fromEntries(
  VARIANT_LIST.map((v) => {
    const spec = SPECS[v.id] ?? (v.kind === 'trick' ? trickFlowSpec() : undefined);
    if (!spec) throw new Error(`the ${v.name} engine needs a flow spec in machines/variants.ts`);
    return [v.id, { game: v.game, spec }];
  }),
) as unknown as { [K in VariantId]: VariantFlow<K> };

/**
 * The flow of a game registered after this module loaded (`registerGame`): a trick game gets the
 * generic trick flow, its phases mapped by its descriptor.
 */
function registeredFlow(id: string): VariantFlow<VariantId> {
  const v = variantEntry(id);
  if (v.kind !== 'trick') throw new Error(`the ${v.name} engine needs a flow spec in machines/variants.ts`);
  const spec = trickFlowSpec({ stepOf: (phase) => (v.descriptor.steps[phase] as TrickStep | undefined) ?? 'tricks' });
  return { game: v.game, spec } as unknown as VariantFlow<VariantId>;
}

/** The flow machine for a variant; computer seats decide with `choose`. */
export function createVariantFlowMachine<K extends VariantId>(
  variant: K,
  choose: BotChooser<T<K>['V'], T<K>['A']> = randomChooser,
) {
  const { game, spec } = ((VARIANT_FLOWS as Partial<typeof VARIANT_FLOWS>)[variant] ??
    registeredFlow(variant)) as VariantFlow<K>;
  return createFlowMachine(game, spec, choose);
}
