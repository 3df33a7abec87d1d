/**
 * The puzzle trainer's words (the island family "trainer": PuzzleTrainer.tsx and its filters),
 * made from the family's message catalogue `src/i18n/messages/<lang>/trainer.json`. This is the one
 * shape every language fills: a language is its catalogue, never code.
 */
import type { TrainerKind } from '../../islands-logic/trainer.ts';
import type { Translate } from '../messages/format.ts';
import type en from '../messages/en/trainer.json';

export type TrainerKey = Extract<keyof typeof en, string>;

const KINDS: readonly TrainerKind[] = ['trick', 'endgame', 'deduction'];

export function trainerWords(t: Translate<TrainerKey>) {
  return {
    /** The build-time data file in this language. */
    dataUrl: t('dataUrl'),
    trainerLabel: t('trainerLabel'),
    listMalformed: t('listMalformed'),
    listFailed: t('listFailed'),
    puzzleFailed: t('puzzleFailed'),
    /** Shown when the stored rating was damaged (null: the page shows the storage's own notice). */
    storedReset: t('storedReset') || null,
    ratingLead: t('ratingLead'),
    giveOrTake: (n: number) => t('giveOrTake', { n: String(n) }),
    rated: (n: number) => t('rated', { n: String(n), count: n }),
    bestStreak: (n: number) => t('bestStreak', { n: String(n) }),
    said: (solved: boolean, before: number, after: number) =>
      t('said', {
        solved: solved ? 'yes' : 'no',
        up: after >= before ? 'yes' : 'no',
        before: String(before),
        after: String(after),
      }),
    loadingPuzzles: t('loadingPuzzles'),
    kindLabel: t('kindLabel'),
    allKinds: t('allKinds'),
    kind: Object.fromEntries(KINDS.map((kind) => [kind, t('kind', { kind })])) as Readonly<Record<TrainerKind, string>>,
    themeLabel: t('themeLabel'),
    allThemes: t('allThemes'),
    gameLabel: t('gameLabel'),
    allGames: t('allGames'),
    pool: (k: number, n: number) => t('pool', { k: String(k), n: String(n) }),
    practiseGroup: t('practiseGroup'),
    nextAtLevel: t('nextAtLevel'),
    today: t('today'),
    streakMode: t('streakMode'),
    dailyLine: (day: string) => t('dailyLine', { day }),
    streakLine: (n: number) => t('streakLine', { n: String(n) }),
    atLevelLine: (game: string, theme: string, r: number) =>
      t('atLevelLine', {
        game,
        theme: t('themeInSentence', { theme, lower: String(theme).toLowerCase() }),
        r: String(r),
      }),
    loadingPuzzle: t('loadingPuzzle'),
    streakOver: (n: number) => t('streakOver', { n: String(n) }),
    noMatch: t('noMatch'),
    nextStreak: t('nextStreak'),
    newStreak: t('newStreak'),
    /** The miss list: its heading, its line, a puzzle's button, and the line atop a puzzle redone. */
    missedHeading: t('missedHeading'),
    missedLead: (n: number) => t('missedLead', { n }),
    redo: (kind: TrainerKind, game: string, theme: string) =>
      t('redo', {
        kind: t('kind', { kind }),
        game,
        theme: t('themeInSentence', { theme, lower: String(theme).toLowerCase() }),
      }),
    redoLine: (game: string, theme: string) =>
      t('redoLine', { game, theme: t('themeInSentence', { theme, lower: String(theme).toLowerCase() }) }),
  };
}

export type TrainerWords = ReturnType<typeof trainerWords>;
