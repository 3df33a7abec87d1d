/**
 * The sentences of the lesson checks and play-on deals in English (shape: `PlayOnWords`,
 * islands-logic/play-on.ts): loaded on demand by the English lesson island (course.en.ts
 * `loadCheck`), and used by the build-time lesson check. The engine's reasons are its own English.
 */
import { cardLabel, SUIT_SYMBOL } from '../../engine/cards.ts';
import { effectNoun, effectsSentence } from '../../engine/daifugo/effect-words.ts';
import { playOnSeat, type PlayOnWords } from '../../islands-logic/play-on.ts';
import type { CheckWords } from '../../islands-logic/lessons.ts';

const cardsAnd = (cs: readonly string[]) => cs.map(cardLabel).join(' and ');

/** The lesson checks' sentences in English. */
export const CHECK_EN: CheckWords = {
  space: ' ',
  card: cardLabel,
  play: (cards) => (cards.length === 0 ? 'a pass' : cards.map(cardLabel).join(' ')),
  trickReason: (_e, _rc, _spec, verdict) => verdict.reason,
  climbReason: (reason) => reason,
  notAllowed: (card, legal) =>
    `${cardLabel(card)} may not be played here: the rules allow only ${legal.map(cardLabel).join(', ')}.`,
  followsSuit: (card) => `${cardLabel(card)} may be played here: it follows the suit that was led.`,
  allowed: (card, legal) =>
    `${cardLabel(card)} may be played here: the rules allow ${legal.map(cardLabel).join(', ')}.`,
  withCard: (card, mine, winner, reason) =>
    `With ${cardLabel(card)}, ${mine ? `your ${cardLabel(card)} wins the trick` : `${cardLabel(winner)} wins the trick`}. ${reason}`,
  cannotPlay: (play, reason) => `${play.map(cardLabel).join(' ')} cannot be played: ${reason}.`,
  noEffect: (play, what, effect, effects) =>
    `${play.map(cardLabel).join(' ')} is legal (${what}) but does not trigger ${effectNoun(effect)}: ${effectsSentence([...effects])}.`,
  climbLegal: (play, what, effects) =>
    `${play.map(cardLabel).join(' ')} is legal (${what}); ${effectsSentence([...effects])}.`,
  winnerRight: (won, reason) => `${cardLabel(won)} wins the trick. ${reason}`,
  winnerWrong: (chosen, won, reason) =>
    `${chosen ? cardLabel(chosen) : 'That card'} does not win: ${cardLabel(won)} does. ${reason}`,
  bidNotOffered: 'That is not one of the bids offered.',
  bid: (b) => `${b.count} ${SUIT_SYMBOL[b.suit as 'S'] ?? b.suit}`,
  bidRefused: (b, reason) => `${b} is not allowed: ${reason}.`,
  bidBeats: (b, high) => `${b} beats the standing bid of ${high}.`,
  bidFirst: (b, minBid) => `${b} is a legal first bid: at least ${minBid} honours.`,
  buryCount: (count, chosen) => `Choose exactly ${count} cards to bury, not ${chosen}.`,
  buryHonours: (cs) =>
    `${cardsAnd(cs)} ${cs.length === 1 ? 'is an honour' : 'are honours'}: buried honours count for the allies.`,
  buryTrumps: (cs) => `${cardsAnd(cs)} ${cs.length === 1 ? 'is a trump' : 'are trumps'}: keep trumps, they win tricks.`,
  buryRight: (cs) => `${cardsAnd(cs)}: no honours and no trumps, so nothing is lost.`,
  choiceWrong: (chosen, why) => `"${chosen}" is not right. ${why}`,
  engineError: (problem) => `The engine could not check this answer: ${problem}`,
};

export const PLAY_ON_EN: PlayOnWords = {
  ...CHECK_EN,
  seat: playOnSeat,
  notYourPlay: (play) => `${CHECK_EN.play(play)} is not one of your plays.`,
  mustLead: 'You lead: the pile is empty, so you must play, not pass.',
  eightCut: (play) => `${CHECK_EN.play(play)} is an eight cut: the pile is cleared.`,
  nobodyBeat: (play) => `Nobody beat ${CHECK_EN.play(play)}: the pile is cleared.`,
  takesLead: (seat, reason) => `${seat === 0 ? 'You take' : `${playOnSeat(seat)} takes`} the lead. ${reason}`,
  winsTrick: (seat, card, trick, reason) =>
    `${seat === 0 ? `Your ${cardLabel(card)} wins` : `${cardLabel(card)} (${playOnSeat(seat)}) wins`} trick ${trick}. ${reason}`,
  notPlayable: 'That may not be played here.',
  yourTurn: 'Your turn again.',
  youLead: (trick) => `You lead trick ${trick}.`,
  mayBePlayed: (move) => `${move} may be played.`,
  overEarly: 'The deal is over before all these cards are played.',
  notFinished: 'The deal is not finished: play on.',
};
