/**
 * The card ranking explorer's words in English (part of the island family "explore":
 * RankingExplorer.tsx). This object is the part's shape (`RankWords`); the game's names, presets
 * and the engine's card notes come from the island's wrapper (explore-views.ts).
 */
export const rankWordsEn = {
  engineFailed: (why: string) => `The rules engine could not be loaded: ${why}`,
  engineLoading: 'Loading the rules engine…',
  rankRegion: 'Card ranking explorer',
  rankGame: 'Game',
  rankRules: 'Rules',
  rankTrump: 'Trump',
  rankLed: 'Led suit',
  rankNotChosen: 'not chosen',
  rankTrick: 'Trick number',
  rankRevolution: 'A revolution is in force',
  rankRulesLine: (line: string) => `Rules: ${line}. Strongest first; ★ marks a special card.`,
  rankList: 'Cards from strongest to weakest',
  rankPlace: (n: number) => `place ${n}`,
  /** Between the parts of a card's extra words ("place 2, mighty"). */
  rankSep: ', ',
  /** A card's role in words, by the engine's role id ('' for none). */
  rankRole: {
    mighty: 'mighty',
    'sei-jack': 'sei-jack',
    'ura-jack': 'ura-jack',
    killer: 'killer',
    joker: 'joker',
    'powerless-joker': 'joker (no power here)',
    'weak-joker': 'joker (weak here)',
    'big-joker': 'big joker',
    'little-joker': 'little joker',
    secretary: 'secretary card',
    trump: 'trump',
    led: 'led suit',
    suit: 'if led',
    never: 'cannot win',
    plain: '',
  } as Readonly<Record<string, string>>,
  rankLosers: (n: number) => `These ${n} cards cannot win this trick, whatever else is played:`,
  rankLosersList: 'Cards that cannot win',
  rankCannotWin: 'cannot win',
  /** The engine refused the settings (its own sentence, in English). */
  rankRefused: (why: string) => why,
};

export type RankWords = typeof rankWordsEn;
