/**
 * The score calculators' words in English (part of the island family "explore":
 * ScoreCalculator.tsx, DaifugoScoreCalculator.tsx). This object is the part's shape
 * (`ScoreWords`): every other language's part is typed by it. Each island's entry imports only its
 * part, so a page ships only the words of the islands it has (explore.<lang>.ts joins the parts).
 *
 * Words that depend on a game (a score field's name and values, a result row's name, a rule
 * option's name and values) are made at build time in the page's language by the island's .astro
 * wrapper and reach the island as props (i18n/islands/explore-views.ts); this catalogue holds the
 * island's own chrome and the sentences it makes around those.
 */
const ORD = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th'];

export const scoreWordsEn = {
  // — the trick games' score calculator (ScoreCalculator.tsx)
  scoreRegion: 'Score calculator',
  /** The region's name: the game and, if given, the preset (words made by the wrapper). */
  scoreRegionOf: (game: string, preset?: string) => `Score calculator: ${game}${preset ? `, ${preset} rules` : ''}`,
  engineFailed: (why: string) => `The rules engine could not be loaded: ${why}`,
  engineLoading: 'Loading the rules engine…',
  scoresCaption: 'Scores for this hand',
  scorePlayer: 'Player',
  scoreScore: 'Score',
  badNumber: (field: string, min: number, max: number) => `${field}: enter a whole number from ${min} to ${max}.`,
  /** The engine refused the inputs (its own sentence, in English). */
  scoreRefused: (why: string) => why,

  // — the Daifugō score calculator (DaifugoScoreCalculator.tsx)
  dfRegion: 'Daifugō score calculator',
  dfCaptionPlus: (players: number, target: number | null) =>
    `One round of ${players} players: the game ends when someone reaches ${target ?? '…'}.`,
  dfCaptionMinus: (players: number, start: number) =>
    `One round of ${players} players: everyone starts with ${start}; the game ends when a stock reaches 0.`,
  dfPlayer: 'Player',
  dfTotalBefore: 'Total before',
  dfFinished: 'Finished',
  dfTitle: 'Title',
  dfPoints: 'Points',
  dfNewTotal: 'New total',
  dfPlayerN: (i: number) => `Player ${i}`,
  dfTotalLabel: (i: number) => `Player ${i}: total before the round`,
  dfFinishedLabel: (i: number) => `Player ${i}: finished`,
  dfPlace: (p: number) => ORD[p] ?? `${p + 1}th`,
  dfOver: (winners: number[]) =>
    `The game is over: ${winners.map((w) => `player ${w + 1}`).join(' and ')} ${winners.length > 1 ? 'share the win' : 'wins'}.`,
  dfGoesOn: 'The game goes on to another round.',
  dfNotWhole: (i: number) => `player ${i}'s total before the round is not a whole number`,
  dfBadPlace: (i: number, n: number) => `player ${i}'s place must be from 1st to ${ORD[n - 1] ?? `${n}th`}`,
  dfSamePlace: (a: number, b: number, p: number) =>
    `players ${a} and ${b} cannot both finish ${ORD[p] ?? `${p + 1}th`}: give each player a different place`,
};

export type ScoreWords = typeof scoreWordsEn;
