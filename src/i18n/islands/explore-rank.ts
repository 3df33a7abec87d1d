/**
 * The card ranking explorer's words (part of the island family "explore": RankingExplorer.tsx),
 * made from the family's message catalogue `src/i18n/messages/<lang>/rank.json`. This is the one
 * shape every language fills: a language is its catalogue, never code. The games' names, presets
 * and the engine's card notes come from the island's wrapper (explore-views.ts).
 */
import type { Translate } from '../messages/format.ts';
import type en from '../messages/en/rank.json';

export type RankKey = Extract<keyof typeof en, string>;

export function rankWords(t: Translate<RankKey>) {
  return {
    engineFailed: (why: string) => t('engineFailed', { why }),
    engineLoading: t('engineLoading'),
    rankRegion: t('rankRegion'),
    rankGame: t('rankGame'),
    rankRules: t('rankRules'),
    rankTrump: t('rankTrump'),
    rankLed: t('rankLed'),
    rankNotChosen: t('rankNotChosen'),
    rankTrick: t('rankTrick'),
    rankRevolution: t('rankRevolution'),
    rankRulesLine: (line: string) => t('rankRulesLine', { line }),
    rankList: t('rankList'),
    rankPlace: (n: number) => t('rankPlace', { n }),
    /** Between the parts of a card's extra words ("place 2, mighty"). */
    rankSep: t('rankSep'),
    /** A card's role in words, by the engine's role id ('' for none; a select's keys have no hyphens). */
    rankRole: (role: string) => t('rankRole', { role: String(role).replaceAll('-', '_') }),
    rankLosers: (n: number) => t('rankLosers', { n }),
    rankLosersList: t('rankLosersList'),
    rankCannotWin: t('rankCannotWin'),
    /** The engine refused the settings (its own sentence, in English). */
    rankRefused: (why: string) => t('rankRefused', { why }),
  };
}

export type RankWords = ReturnType<typeof rankWords>;
