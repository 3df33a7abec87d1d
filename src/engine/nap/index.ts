/**
 * English Nap, SPEC §3. Pure rule functions for the site, the `Game` for play, and the
 * judge (registered when `./judge.ts` is imported).
 */
export { NAP_OPTIONS, NAP_PRESETS, NAP_RULE_NOTES, resolveNap, type NapValues } from './options.ts';
export {
  napTrickWinner,
  napLegalCards,
  napRanking,
  napScore,
  napPayout,
  napDeck,
  napCertainResult,
  napBidsAbove,
  napBidLabel,
  bidProblem,
  bidRank,
  tricksNeeded,
  trumpFromLead,
  NAP_BID_ORDER,
  NAP_HAND,
  type NapBid,
  type NapTrickContext,
  type RankedCard,
} from './rules.ts';
export {
  napGame,
  napUndealt,
  replayNap,
  napDecided,
  napTrickRules,
  type NapState,
  type NapAction,
  type NapView,
} from './game.ts';
export { judgeNap } from './judge.ts';
