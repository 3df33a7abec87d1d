/**
 * The puzzle trainer's words in English (the island family "trainer": PuzzleTrainer.tsx, on
 * `/puzzles/`). This object is the catalogue's shape (`TrainerWords`): every other language's
 * catalogue is typed by it. The puzzles it shows speak through their own families (puzzle,
 * position); their titles, themes and game names come in the page's language in the trainer's
 * data file (`dataUrl`, built by content-data/trainer-data.ts).
 */
import { KIND_WORDS, type TrainerKind } from '../../islands-logic/trainer.ts';

export const trainerEn = {
  /** The build-time data file in this language. */
  dataUrl: '/trainer-puzzles.json',
  trainerLabel: 'Puzzle trainer',
  listMalformed: 'The puzzle list is malformed, so the trainer cannot start.',
  listFailed: 'The puzzle list could not be loaded. Reload the page to try again.',
  puzzleFailed: 'This puzzle could not be loaded. Reload the page to try again.',
  /** Shown when the stored rating was damaged (English pages show the storage's own notice). */
  storedReset: null as string | null,
  ratingLead: 'Your puzzle rating: ',
  giveOrTake: (n: number) => ` (give or take ${n})`,
  rated: (n: number) => ` · ${n} rated ${n === 1 ? 'puzzle' : 'puzzles'}`,
  bestStreak: (n: number) => ` · best streak ${n}`,
  said: (solved: boolean, before: number, after: number) =>
    `${solved ? 'Solved at the first try' : 'Not solved at the first try'}: your puzzle rating went ${
      after >= before ? 'up' : 'down'
    } from ${before} to ${after}.`,
  loadingPuzzles: 'Loading the puzzles…',
  kindLabel: 'Kind of puzzle',
  allKinds: 'All kinds',
  kind: KIND_WORDS as Readonly<Record<TrainerKind, string>>,
  themeLabel: 'Puzzle theme',
  allThemes: 'All themes',
  gameLabel: 'Game',
  allGames: 'All games',
  pool: (k: number, n: number) => `${k} of ${n} puzzles match.`,
  practiseGroup: 'What to practise',
  nextAtLevel: 'Next puzzle at my level',
  today: "Today's puzzle",
  streakMode: 'Streak mode',
  dailyLine: (day: string) => `The puzzle of the day for ${day} (UTC), the same for everyone.`,
  streakLine: (n: number) => `Streak mode: easiest first, then harder; one mistake ends the run. Streak ${n}.`,
  atLevelLine: (game: string, theme: string, r: number) =>
    `At your level: ${game}, ${theme.toLowerCase()}, rated ${r}.`,
  loadingPuzzle: 'Loading the puzzle…',
  streakOver: (n: number) => `You met every puzzle of this choice: a streak of ${n}. Press Streak mode to start again.`,
  noMatch: 'No puzzle matches this choice. Choose another theme or game.',
  nextStreak: 'Next streak puzzle',
  newStreak: 'Start a new streak',
};

export type TrainerWords = typeof trainerEn;
