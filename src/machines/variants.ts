/**
 * The flow machine wired to each variant's engine: which engine phase is which flow step,
 * when a trick or pile is complete (for the review) and when a hand ends.
 *
 * `createVariantFlowMachine(variant, choose)` is what the practice table uses; `choose` is
 * the bot client's `chooseForMachine` (or {@link randomChooser} for a quick game).
 */
import { daifugoGame, type DaifugoAction, type DaifugoState, type DaifugoView } from '../engine/daifugo/index.ts';
import type { Game } from '../engine/game.ts';
import { japaneseGame, type JapaneseAction, type JapaneseState, type JapaneseView } from '../engine/japanese/index.ts';
import { mightyGame, type MightyAction, type MightyState, type MightyView } from '../engine/mighty/index.ts';
import { napGame, type NapAction, type NapState, type NapView } from '../engine/nap/index.ts';
import type { VariantId } from '../engine/options.ts';
import { twhkGame, type TwhkAction, type TwhkState, type TwhkView } from '../engine/twhk/index.ts';
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

const japanese: VariantFlow<'japanese'> = {
  game: japaneseGame,
  spec: trickFlowSpec<JapaneseState, JapaneseAction>({
    redealt: (b, a) => a.phase === 'auction' && a.hand.handNo === b.hand.handNo && a.hand.dealNo !== b.hand.dealNo,
  }),
};

const nap: VariantFlow<'nap'> = {
  game: napGame,
  spec: trickFlowSpec<NapState, NapAction>({
    redealt: (b, a) => b.phase === 'auction' && a.phase === 'auction' && a.dealNo !== b.dealNo,
  }),
};

const TWHK_STEPS: Record<string, TrickStep> = {
  auction: 'auction',
  trump: 'auction',
  exchange: 'exchange',
  secretary: 'partner',
  play: 'tricks',
  handOver: 'result',
};
const twhk: VariantFlow<'tw-hk'> = {
  game: twhkGame,
  spec: trickFlowSpec<TwhkState, TwhkAction>({
    stepOf: (phase) => TWHK_STEPS[phase] ?? 'tricks',
    redealt: (b, a) => b.phase === 'auction' && a.phase === 'auction' && a.dealNo !== b.dealNo,
  }),
};

const MIGHTY_STEPS: Record<string, TrickStep> = {
  auction: 'auction',
  exchange: 'exchange',
  trump: 'exchange',
  friend: 'partner',
  play: 'tricks',
  handOver: 'result',
};
const mighty: VariantFlow<'mighty'> = {
  game: mightyGame,
  spec: trickFlowSpec<MightyState, MightyAction>({
    stepOf: (phase) => MIGHTY_STEPS[phase] ?? 'tricks',
    redealt: (b, a) => b.phase === 'auction' && a.phase === 'auction' && a.dealNo !== b.dealNo,
  }),
};

const daifugo: VariantFlow<'daifugo'> = {
  game: daifugoGame,
  spec: climbingFlowSpec<DaifugoState, DaifugoAction>({
    stepOf: (phase) => (phase === 'exchange' ? 'exchange' : phase === 'gameOver' ? 'result' : 'piles'),
    // The pile is complete when it has been cleared (or a new round began).
    endsTrick: (before, after) => after.pile.length === 0 || after.round !== before.round,
    handEnded: (before, after) =>
      after.round !== before.round || (after.phase === 'gameOver' && before.phase !== 'gameOver'),
    pauseAtHandEnd: true,
  }),
};

export const VARIANT_FLOWS: { [K in VariantId]: VariantFlow<K> } = {
  japanese,
  nap,
  'tw-hk': twhk,
  mighty,
  daifugo,
};

/** The flow machine for a variant; computer seats decide with `choose`. */
export function createVariantFlowMachine<K extends VariantId>(
  variant: K,
  choose: BotChooser<T<K>['V'], T<K>['A']> = randomChooser,
) {
  const { game, spec } = VARIANT_FLOWS[variant] as VariantFlow<K>;
  return createFlowMachine(game, spec, choose);
}
