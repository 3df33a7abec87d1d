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
import { VARIANT_LIST, variantEntry } from '../engine/variants.ts';
import {
  createFlowMachine,
  randomChooser,
  type BotChooser,
  type ClimbingStep,
  type FlowSpec,
  type TrickStep,
} from './flow.ts';
import { flowSpecOf, SPECS } from './specs.ts';

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

/** The game (from the engine registry) and flow spec of every variant. */
export const VARIANT_FLOWS: { [K in VariantId]: VariantFlow<K> } = Object.fromEntries(
  VARIANT_LIST.map((v) => {
    const spec = SPECS[v.id] ?? (v.kind === 'trick' ? flowSpecOf(v.id) : undefined);
    if (!spec) throw new Error(`the ${v.name} engine needs a flow spec in machines/specs.ts`);
    return [v.id, { game: v.game, spec }];
  }),
) as unknown as { [K in VariantId]: VariantFlow<K> };

/**
 * The flow of a game registered after this module loaded (`registerGame`): a trick game gets the
 * generic trick flow, its phases mapped by its descriptor.
 */
function registeredFlow(id: string): VariantFlow<VariantId> {
  const v = variantEntry(id);
  return { game: v.game, spec: flowSpecOf(id) } as unknown as VariantFlow<VariantId>;
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
