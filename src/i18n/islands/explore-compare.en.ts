/**
 * The rule comparison's words in English (part of the island family "explore": RuleCompare.tsx,
 * DaifugoCompare.tsx and their shared parts, compare-parts.tsx). This object is the part's shape
 * (`CompareWords`). The games' and suits' names come from RuleCompare.astro (explore-views.ts
 * `compareLabels`); the presets' and options' names from the engine's declarations in English, or
 * from `more` in another language; a column's reason from the engine's verdict.
 */
import { isClimb } from '../../engine/descriptors.ts';
import type { Card, Suit } from '../../engine/cards.ts';
import type { LinkProblem } from '../../islands-logic/compare-url.ts';
import type { NextFacts } from '../../islands-logic/compare-daifugo.ts';
import type { OptionDecl } from '../../engine/options.ts';

/** What a column's reason is made from: the engine's verdict on the trick under one rule set. */
export interface CompareVerdict {
  variant: string;
  plays: readonly Card[];
  trump: Suit | null;
  winner: number;
  explanation?: { rule: string; cards: readonly Card[]; text: string } | undefined;
  /** The engine's English sentence. */
  reason: string;
}

/** The rule comparison's names of one game: its presets and every option with every value. */
export interface CompareGameNames {
  presets: Record<string, string>;
  options: Record<string, { label: string; values: Record<string, string> }>;
}

/** What a language may load on demand, with the engine: the columns' reasons and a game's rules' names. */
export interface CompareMore {
  reason(v: CompareVerdict): string;
  /** Why a Daifugō play is refused, from the engine's English sentence. */
  refusal(reason: string): string;
  rules(
    variant: string,
    engine: { presets: readonly { id: string }[]; options: Readonly<Record<string, OptionDecl>> },
  ): CompareGameNames;
}

/** A Daifugō column's verdict as data: the engine's words in English and its ids, the play's cards. */
export interface DaifugoVerdict {
  play: readonly Card[];
  /** English: what the play is ("an 8") and the effects in a sentence. */
  what: string;
  reason: string;
  effects: readonly string[];
  effectIds: readonly string[];
  next: string;
  facts?: NextFacts | undefined;
}

/** The rule comparison's names: the games' and, for each trick game, its presets' and options'. */
export interface CompareNames {
  games: Record<string, string>;
  rules: Record<string, CompareGameNames>;
}

/** The names the island is given by its wrapper in the page's language: the games' and the suits'. */
export interface CompareLabels {
  games: Readonly<Record<string, string>>;
  suits: Readonly<Record<Suit, string>>;
}

export const compareWordsEn = {
  engineFailed: (why: string) => `The rules engine could not be loaded: ${why}`,
  regionTrick: 'Compare rule sets on one trick',
  regionPlay: 'Compare rule sets on one play',
  unknownGame: (v: string) => `Unknown game "${v}"; showing Japanese Napoleon.`,
  linkProblems: 'This link had problems, so defaults were used for those parts:',
  /** One problem of the link: the parser's English sentence, or its part and kind for other languages. */
  linkProblem: (_p: LinkProblem, en: string) => en,
  game: 'Game',
  /** A game's name in the game menu (Daifugō compares one play, not a trick). */
  gameOption: (name: string, variant: string) => (isClimb(variant) ? `${name} (one play on the pile)` : name),
  trump: 'Trump',
  noTrumps: 'no trumps',
  trickNumber: 'Trick number',
  declared: 'Suit named by the leader',
  none: 'none',
  secretary: 'Secretary card',
  summon: 'Leader summons a joker',
  ripper: 'Ripper call',
  loadingDaifugo: 'Loading the Daifugō rules…',
  playsField: 'Cards played, leader first, as codes (e.g. SA for ♠A, H10 for ♥10)',
  /** A card field that could not be read: the parser's English sentence. */
  cardsError: (en: string) => en,
  atLeastOne: 'Give at least one card.',
  theTrick: 'The trick',
  led: 'led',
  /** A played card's place, spoken and shown ("card 3" / "3"). */
  cardN: (n: number) => `card ${n}`,
  placeN: (n: number) => String(n),
  ruleSetN: (n: number) => `Rule set ${n}`,
  differs: 'differs',
  wins: 'Wins:',
  /** The engine refused a column (its English sentence). */
  columnError: (en: string) => en,
  /** A column's reason (English: the engine's sentence); null where `more` gives it. */
  reason: ((v: CompareVerdict) => v.reason) as ((v: CompareVerdict) => string) | null,
  /**
   * Words loaded on demand (another language's reasons and rule names, with their phrasebooks);
   * null: `reason` and the engine's own English names are used.
   */
  more: null as (() => Promise<CompareMore>) | null,
  addRuleSet: 'Add a rule set',
  shareLink: 'Link to this comparison',
  // compare-parts.tsx
  pickerSummary: 'Choose the cards by pointing',
  pickerHelp:
    'Press cards in the order they were played; press a card again to take it out of the trick (the trick keeps at least one card).',
  pickerSuits: { S: 'Spades', H: 'Hearts', D: 'Diamonds', C: 'Clubs', '': 'Jokers' } as Readonly<
    Record<string, string>
  >,
  pickerCardOf: (n: number, noun: string) => `card ${n} of the ${noun}`,
  trickNoun: 'trick',
  alreadyUsed: 'already used',
  takeOutLast: 'Take out the last card',
  apply: 'Apply',
  changeRuleSet: (n: number) => `Change rule set ${n}`,
  preset: 'Preset',
  removeOption: (label: string, n: number) => `Remove “${label}” from rule set ${n}`,
  remove: 'Remove',
  option: 'Option',
  value: 'Value',
  setOption: 'Set option',
  /** The engine refused a rule set in the editor (its English sentence). */
  ruleError: (en: string) => en,
  removeRuleSet: (n: number) => `Remove rule set ${n}`,
  /** "Standard; card that beats the mighty: ♥Q" (the preset, then each change). */
  changeLine: (label: string, value: string) => `${label}: ${value}`,
  lineSep: '; ',
  // DaifugoCompare.tsx
  dfTable: 'The table before the play',
  dfRevolution: 'A revolution is in force',
  dfJackBack: 'A jack back is in force',
  dfLockedGroup: 'Locked suits (suit lock)',
  dfLocked: 'Locked suits:',
  dfPile: (empty: boolean): string =>
    empty ? 'The pile, oldest play first (empty: the play leads)' : 'The pile, oldest play first',
  dfPilePlay: (n: number) => `Pile play ${n}`,
  dfTakeAway: (n: number) => `Take pile play ${n} away`,
  dfPileField: (n: number) => `Pile play ${n} as codes (e.g. H7, or D5 C5 for a pair)`,
  dfPileEmpty: 'Give at least one card, or take the play away.',
  dfPileNoun: (n: number) => `pile play ${n}`,
  dfPileSummary: (n: number) => `Choose pile play ${n} by pointing`,
  dfPileHelp: 'Press the cards of this play; press a card again to take it out (a play keeps at least one card).',
  dfAddPile: 'Add a play to the pile',
  dfPlayField: 'The play, as codes (e.g. S8, or H5 D5 for a pair)',
  dfPlayNoun: 'play',
  dfPlaySummary: 'Choose the play by pointing',
  dfPlayHelp:
    'Press the cards of the play; press a card again to take it out (the play keeps at least one card). Cards on the pile cannot be chosen.',
  dfThePlay: 'The play',
  dfAllowed: 'Allowed:',
  /** A legal play: what it is and what it sets off. */
  dfAllowedLine: (v: DaifugoVerdict) => `${v.what}. ${v.reason}`,
  dfEffects: 'Effects:',
  dfEffectList: (v: DaifugoVerdict) => v.effects.join(', '),
  dfNext: 'Next:',
  /** What happens next (a refused play: the same player plays again); `suits` the suits' names. */
  dfNextLine: (v: DaifugoVerdict, _suits: Readonly<Record<Suit, string>>) => v.next,
  dfNotAllowed: 'Not allowed:',
  /** A refused play: the engine's reason (English; another language's comes from `more.refusal`). */
  dfRefusal: (reason: string) => `${reason}.`,
};

export type CompareWords = typeof compareWordsEn;
