/**
 * Mighty (마이티), SPEC §5. Pure rule functions for the site, the `Game` for play, and the
 * judge (registered through the engine registry, `../variants.ts`).
 */
export { MIGHTY_OPTIONS, MIGHTY_PRESETS, MIGHTY_RULE_NOTES, resolveMighty, type MightyValues } from './options.ts';
export {
  mightyTrickWinner,
  mightyLegalCards,
  mightyRanking,
  mightyScore,
  mightyContext,
  mightyCard,
  ripperCard,
  jokerPowerlessReason,
  bidBeats,
  biddableAbove,
  handValue,
  mayCallMisdeal,
  isPointCard,
  MIGHTY_DECK,
  MIGHTY_TRICKS,
  type MightyBid,
  type MightyTrickContext,
  type MightyScore,
  type MightyScoreInput,
  type MightyPartner,
  type RankedCard,
  type Strain,
} from './rules.ts';
export {
  mightyGame,
  mightyUndealt,
  replayMighty,
  type MightyState,
  type MightyAction,
  type MightyView,
  type FriendCall,
} from './game.ts';
export { judgeMighty } from './judge.ts';
