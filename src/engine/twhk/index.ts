/**
 * Taiwanese / Hong Kong Napoleon (`tw-hk`), SPEC §4. Pure rule functions for the site, the
 * `Game` for play, and the judge (registered when `./judge.ts` is imported).
 */
export { TWHK_OPTIONS, TWHK_PRESETS, TWHK_RULE_NOTES, resolveTwhk, type TwhkValues } from './options.ts';
export {
  twhkTrickWinner,
  twhkLegalCards,
  twhkRanking,
  twhkScore,
  twhkContext,
  twhkSuitFor,
  twhkStrength,
  summonedBy,
  maySummonWithLead,
  inLastThree,
  twhkBidBeats,
  twhkBidsAbove,
  twhkBidLabel,
  isHead,
  headsIn,
  TWHK_DECK,
  HAND_SIZE,
  WIDOW_SIZE,
  type TwhkBid,
  type TwhkStrain,
  type TwhkTrickContext,
  type TwhkScore,
  type TwhkPartner,
  type RankedCard,
} from './rules.ts';
export {
  twhkGame,
  twhkUndealt,
  replayTwhk,
  twhkTrickRules,
  type TwhkState,
  type TwhkAction,
  type TwhkView,
} from './game.ts';
export { judgeTwhk } from './judge.ts';
