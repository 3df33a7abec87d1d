/**
 * Which Japanese phrasebook speaks for which game: the server-only page components ask here for
 * a trick's reason, a ranking group, a score column, an option or a preset in Japanese, and each game's own module answers (i18n/phrases/ja.ts for Japanese Napoleon,
 * i18n/phrases/ja-nap.ts, i18n/phrases/ja-twhk.ts, i18n/phrases/ja-mighty.ts). A game or phrase with no Japanese stops the build,
 * naming it. The engine stays language-free: the sentence is made from its explanation's rule id.
 */
import type { Card } from '../../engine/cards.ts';
import { japaneseTrickWinner } from '../../engine/japanese/judge.ts';
import { napTrickWinner } from '../../engine/nap/rules.ts';
import { resolveTwhk } from '../../engine/twhk/options.ts';
import { twhkContext, twhkTrickWinner } from '../../engine/twhk/rules.ts';
import { judgeTrick, type TrickQuery } from '../../islands-logic/site-engine.ts';
import { scoreColJaMighty } from './ja-mighty.ts';
import { trickVerdictJa, type TrickVerdictInput } from './trick-reasons-ja.ts';
import type { VariantId } from '../../engine/options.ts';
import { optionWordsJa, presetJa as presetJaAll, type OptionWordsJa } from './options-ja.ts';
import { rankLabelJa, SCORE_COL_JA } from './ja.ts';
import { NAP_SCORE_COL_JA } from './ja-nap.ts';
import { TWHK_RANK_LABEL_JA, TWHK_SCORE_COL_JA } from './ja-twhk.ts';
import { wordOf } from './shape.ts';

/** The winner of a trick and the Japanese sentence saying why (the sentence: trick-reasons-ja.ts). */
type Verdict = { winner: number; reason: string; explanation?: TrickVerdictInput['explanation'] };

/** Each trick game's engine verdict on a trick, with the explanation its phrasebook reads. */
const VERDICTS: Readonly<Partial<Record<string, (q: TrickQuery, plays: Card[]) => Verdict>>> = {
  japanese: (q) => japaneseTrickWinner({ ...q, variant: 'japanese' }),
  nap: (q, plays) => {
    const r = napTrickWinner(plays, { trump: q.trump, trickNumber: q.trick, misere: q.trump === null });
    return { ...r, reason: r.explanation.text };
  },
  'tw-hk': (q, plays) => {
    const values = resolveTwhk({ preset: q.preset, rules: q.rules }, q.players);
    const ctx = twhkContext(values, q.trump, q.secretary ?? null, q.trick, { declared: q.declared ?? null });
    const r = twhkTrickWinner(plays, ctx);
    return { ...r, reason: r.explanation.text };
  },
  // Mighty's sentence is made from the engine's own (i18n/phrases/ja-mighty.ts).
  mighty: (q) => {
    const a = judgeTrick(q);
    return { winner: a.winner, reason: a.reason };
  },
};

export function trickReasonJa(q: TrickQuery): { winner: number; reason: string } {
  const plays = q.plays as Card[];
  const verdict = wordOf(
    VERDICTS,
    q.variant,
    `no Japanese trick reasons for ${q.variant} yet: add a phrasebook (phrases-ja-<game>.ts)`,
  );
  const r = verdict(q, plays);
  return { winner: r.winner, reason: trickVerdictJa({ variant: q.variant, plays, trump: q.trump, ...r }) };
}

// Options and presets of every game: options-ja.ts (their sources and the rule notes: rules.ts,
// read by components/site/option-words.ts).
/** An option of a game in Japanese; a missing one stops the build. */
export const optionJaOf = (variant: string, key: string): OptionWordsJa => optionWordsJa(variant as VariantId, key);

/** A preset's name in Japanese; a missing one stops the build. */
export const presetJa = (variant: string, id: string): { label: string } => presetJaAll(variant as VariantId, id);

/** The games with ranking labels of their own (the rest use the common ones). */
const RANK_LABELS_JA: Readonly<Partial<Record<string, Readonly<Record<string, string>>>>> = {
  'tw-hk': TWHK_RANK_LABEL_JA,
};

/** A ranking group's label in Japanese; a missing one stops the build. */
export function rankLabelJaOf(variant: string, label: string): string {
  return RANK_LABELS_JA[variant]?.[label] ?? rankLabelJa(label);
}

/** A column's word from a game's table; a missing one stops the build. */
const fromTable =
  (table: Readonly<Record<string, string>>, variant: string) =>
  (col: string): string =>
    wordOf(table, col, `no Japanese for the ${variant} score column "${col}": add it to its phrases-ja module`);

/** Each game's score columns (Mighty's phrasebook words its own). */
const SCORE_COLS: Readonly<Partial<Record<string, (col: string) => string>>> = {
  japanese: fromTable(SCORE_COL_JA, 'japanese'),
  nap: fromTable(NAP_SCORE_COL_JA, 'nap'),
  'tw-hk': fromTable(TWHK_SCORE_COL_JA, 'tw-hk'),
  mighty: scoreColJaMighty,
};

/** A score table's column in Japanese; a missing one stops the build. */
export const scoreColJa = (variant: string, col: string): string =>
  wordOf(
    SCORE_COLS,
    variant,
    `no Japanese for the ${variant} score column "${col}": add it to its phrases-ja module`,
  )(col);
