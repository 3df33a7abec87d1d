/**
 * The puzzle island's words (the island family "puzzle": TrickPuzzle.tsx — the "who wins this
 * trick?" and Daifugō "may this be played?" puzzles), made from the family's message catalogue
 * `src/i18n/messages/<lang>/puzzle.json`. This is the one shape every language fills: a language is
 * its catalogue, never code.
 *
 * What the puzzle itself says (its title, note, rules line, facts, question, and the engine's
 * reason) is built in the page's language at build time (islands-logic/puzzle-views.ts,
 * i18n/islands/puzzle-views.ts) and reaches the island in its view; this catalogue holds the
 * island's own chrome and the sentences it makes around those (verdicts, the solution).
 */
import { cardLabel, isJoker, type Card } from '../../engine/cards.ts';
import { capital, type VerdictWords } from '../../islands-logic/puzzles.ts';
import type { Translate } from '../messages/format.ts';
import type en from '../messages/en/puzzle.json';

export type PuzzleKey = Extract<keyof typeof en, string>;

export function puzzleWords(t: Translate<PuzzleKey>, spokenName: (c: Card) => string) {
  /** "♥Q", and a joker in words, not its code. */
  const label = (c: string): string => (isJoker(c as Card) ? spokenName(c as Card) : cardLabel(c as Card));
  /** A Daifugō effect's name (a missing one throws, naming it: a page never shows an id). */
  const effect = (e: string): string => {
    const w = t('effect', { id: e.replaceAll('-', '_'), raw: e });
    if (!w) throw new Error(`no ${t.lang} words for the Daifugō effect "${e}": add it to puzzle.json`);
    return w;
  };
  /** "a, b and c" in the language's way. */
  const list = (items: readonly string[]): string =>
    items.length > 1 ? `${items.slice(0, -1).join(t('listSep'))}${t('listLast')}${items.at(-1)}` : (items[0] ?? '');
  const verdict: VerdictWords = {
    notThat: (card) => t('notThat', { card: label(card) }),
    legalWrongEffects: t('legalWrongEffects'),
    tryAgain: t('tryAgain'),
    trickSolution: (card, reason) => t('trickSolution', { card: label(card), reason }),
    daifugoLegal: (what, effects) =>
      t('daifugoLegal', {
        what: capital(what),
        hasEffects: effects.length ? 'yes' : 'no',
        effects: list(effects.map((e) => t('effectInSentence', { id: e.replaceAll('-', '_'), name: effect(e) }))),
      }),
    daifugoIllegal: (reason) => t('daifugoIllegal', { reason: capital(reason) }),
  };
  return {
    /** The `lang` of the cards' spoken names. */
    lang: t.lang as 'en' | 'ja' | 'ko' | 'zh-TW',
    noPuzzles: t('noPuzzles'),
    /** Stored progress that could not all be used (`kept`: the solved puzzles were kept). */
    storedNotice: (notice: string, kept: boolean) => t('storedNotice', { notice, kept: kept ? 'yes' : 'no' }),
    noSuchPuzzle: (id: string) => t('noSuchPuzzle', { id }),
    malformed: t('malformed'),
    counter: (i: number, n: number) => t('counter', { i: String(i), n: String(n) }),
    streak: (n: number) => t('streak', { n: String(n) }),
    bestStreak: (n: number) => t('bestStreak', { n: String(n) }),
    solvedOf: (k: number, n: number) => t('solvedOf', { k: String(k), n: String(n) }),
    sep: t('sep'),
    lastOne: (solved: number, seen: number) => t('lastOne', { solved: String(solved), seen, seenN: String(seen) }),
    restart: t('restart'),
    unsolvedTitle: (theme: string, i: number) => t('unsolvedTitle', { theme, i: String(i) }),
    rulesLead: t('rulesLead'),
    factsEnd: t('factsEnd'),
    loading: t('loading'),
    howToDaifugo: t('howToDaifugo'),
    howToTrick: t('howToTrick'),
    trickGroup: t('trickGroup'),
    solutionLead: t('solutionLead'),
    correctLead: t('correctLead'),
    /** Between sentences ("Correct. ♣K wins."). */
    space: t('space'),
    nextPuzzle: t('nextPuzzle'),
    finish: t('finish'),
    showSolution: t('showSolution'),
    skip: t('skip'),
    linkHere: t('linkHere'),
    linkPage: (variantTitle: string) => t('linkPage', { variantTitle }),
    /** The puzzles page of a game in this language ("/japanese/puzzles/"). */
    pageHref: (variant: string) => t('pageHref', { variant }),
    allPuzzles: (n: number) => t('allPuzzles', { n: String(n) }),
    solvedMark: t('solvedMark'),
    pileGroup: t('pileGroup'),
    pile: t('pile'),
    emptyPile: t('emptyPile'),
    playGroup: t('playGroup'),
    play: t('play'),
    legalQuestion: t('legalQuestion'),
    legal: t('legal'),
    illegal: t('illegal'),
    effectsQuestion: t('effectsQuestion'),
    effect,
    check: t('check'),
    /** The verdicts and the solution (islands-logic/puzzles.ts makes them with these words). */
    verdict,
  };
}

export type PuzzleWords = ReturnType<typeof puzzleWords>;
