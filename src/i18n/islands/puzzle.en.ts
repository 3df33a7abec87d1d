/**
 * The puzzle island's words in English (the island family "puzzle": TrickPuzzle.tsx — the
 * "who wins this trick?" and Daifugō "may this be played?" puzzles). This object is the
 * catalogue's shape (`PuzzleWords`): every other language's catalogue is typed by it.
 *
 * What the puzzle itself says (its title, note, rules line, facts, question, and the engine's
 * reason) is built in the page's language at build time (islands-logic/puzzle-views.ts,
 * i18n/islands/puzzle-views.ja.ts) and reaches the island in its view; this catalogue holds the
 * island's own chrome and the sentences it makes around those (verdicts, the solution).
 */
import { EFFECT_LABEL } from '../../engine/daifugo/effect-words.ts';
import { plural, VERDICT_EN, type VerdictWords } from '../../islands-logic/puzzles.ts';

export const puzzleEn = {
  /** The `lang` of the cards' spoken names. */
  lang: 'en' as 'en' | 'ja' | 'ko' | 'zh-TW',
  noPuzzles: 'There are no puzzles for this game yet.',
  /** Stored progress that could not all be used (`kept`: the solved puzzles were kept). */
  storedNotice: (notice: string, _kept: boolean) => notice,
  noSuchPuzzle: (id: string) => `There is no puzzle "${id}" on this page; showing the first one.`,
  malformed: 'These puzzles could not be shown: the puzzle data is missing or malformed.',
  counter: (i: number, n: number) => `Puzzle ${i} of ${n}`,
  streak: (n: number) => `streak ${n}`,
  bestStreak: (n: number) => `best streak ${n}`,
  solvedOf: (k: number, n: number) => `solved ${k} of ${n}`,
  sep: ' · ',
  lastOne: (solved: number, seen: number) =>
    `That was the last puzzle of the list. In this run you solved ${solved} of the ${plural(seen, 'puzzle')} you went through.`,
  restart: 'Start again from puzzle 1',
  unsolvedTitle: (theme: string, i: number) => `${theme}: puzzle ${i}`,
  rulesLead: 'rules: ',
  factsEnd: '. ',
  loading: 'The puzzle becomes interactive when the page has loaded.',
  howToDaifugo: 'Say whether the play is legal; if it is, tick every effect it triggers. Then press Check.',
  howToTrick: 'Choose the winning card (click it, or Tab to it and press Enter).',
  trickGroup: 'The cards of the trick, in the order played',
  solutionLead: 'The solution.',
  correctLead: 'Correct.',
  /** Between sentences ("Correct. ♣K wins."). */
  space: ' ',
  nextPuzzle: 'Next puzzle',
  finish: 'Finish',
  showSolution: 'Show the solution',
  skip: 'Skip',
  linkHere: 'Link to this puzzle',
  linkPage: (variantTitle: string) => `This puzzle on the ${variantTitle} puzzles page`,
  /** The puzzles page of a game in this language ("/japanese/puzzles/"). */
  pageHref: (variant: string) => `/${variant}/puzzles/`,
  allPuzzles: (n: number) => `All puzzles (${n})`,
  solvedMark: ' (solved)',
  pileGroup: 'The pile, oldest play first',
  pile: 'Pile:',
  emptyPile: '(empty)',
  playGroup: 'The play to judge',
  play: 'Play:',
  legalQuestion: 'Is this play legal?',
  legal: 'Legal',
  illegal: 'Illegal',
  effectsQuestion: 'If it is legal: which effects does it trigger? (Tick none, one or more.)',
  effect: (e: string) => EFFECT_LABEL[e] ?? e,
  check: 'Check',
  /** The verdicts and the solution (islands-logic/puzzles.ts makes them with these words). */
  verdict: VERDICT_EN as VerdictWords,
};

export type PuzzleWords = typeof puzzleEn;
