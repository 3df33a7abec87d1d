/**
 * The score calculators' words (part of the island family "explore": ScoreCalculator.tsx,
 * DaifugoScoreCalculator.tsx), made from the family's message catalogue
 * `src/i18n/messages/<lang>/score.json`. This is the one shape every language fills: a language is
 * its catalogue, never code.
 *
 * Words that depend on a game (a score field's name and values, a result row's name, a rule
 * option's name and values) are made at build time in the page's language by the island's .astro
 * wrapper and reach the island as props (i18n/islands/explore-views.ts); this catalogue holds the
 * island's own chrome and the sentences it makes around those.
 */
import type { Translate } from '../messages/format.ts';
import type en from '../messages/en/score.json';

export type ScoreKey = Extract<keyof typeof en, string>;

export function scoreWords(t: Translate<ScoreKey>) {
  return {
    // — the trick games' score calculator (ScoreCalculator.tsx)
    scoreRegion: t('scoreRegion'),
    /** The region's name: the game and, if given, the preset (words made by the wrapper). */
    scoreRegionOf: (game: string, preset?: string) =>
      t('scoreRegionOf', { game, preset: preset ?? '', hasPreset: preset ? 'yes' : 'no' }),
    engineFailed: (why: string) => t('engineFailed', { why }),
    engineLoading: t('engineLoading'),
    scoresCaption: t('scoresCaption'),
    scorePlayer: t('scorePlayer'),
    scoreScore: t('scoreScore'),
    badNumber: (field: string, min: number, max: number) =>
      t('badNumber', { field, min: String(min), max: String(max) }),
    /** The engine refused the inputs (its own sentence, in English). */
    scoreRefused: (why: string) => t('scoreRefused', { why }),

    // — the Daifugō score calculator (DaifugoScoreCalculator.tsx)
    dfRegion: t('dfRegion'),
    dfCaptionPlus: (players: number, target: number | null) =>
      t('dfCaptionPlus', { players: String(players), target: target === null ? '…' : String(target) }),
    dfCaptionMinus: (players: number, start: number) =>
      t('dfCaptionMinus', { players: String(players), start: String(start) }),
    dfPlayer: t('dfPlayer'),
    dfTotalBefore: t('dfTotalBefore'),
    dfFinished: t('dfFinished'),
    dfTitle: t('dfTitle'),
    dfPoints: t('dfPoints'),
    dfNewTotal: t('dfNewTotal'),
    dfPlayerN: (i: number) => t('dfPlayerN', { i: String(i) }),
    dfTotalLabel: (i: number) => t('dfTotalLabel', { i: String(i) }),
    dfFinishedLabel: (i: number) => t('dfFinishedLabel', { i: String(i) }),
    /** A finishing place in words (`p` counts from 0). */
    dfPlace: (p: number) => t('dfPlace', { place: p + 1 }),
    dfOver: (winners: number[]) =>
      t('dfOver', {
        names: winners.map((w) => t('dfOverName', { i: String(w + 1) })).join(t('dfOverJoin')),
        shared: winners.length > 1 ? 'yes' : 'no',
      }),
    dfGoesOn: t('dfGoesOn'),
    dfNotWhole: (i: number) => t('dfNotWhole', { i: String(i) }),
    dfBadPlace: (i: number, n: number) => t('dfBadPlace', { i: String(i), n }),
    dfSamePlace: (a: number, b: number, p: number) => t('dfSamePlace', { a: String(a), b: String(b), place: p + 1 }),
  };
}

export type ScoreWords = ReturnType<typeof scoreWords>;
