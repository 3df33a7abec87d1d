/**
 * The site's bridge to the rules engine, used by the server-only components in this folder at
 * build time (never shipped to the browser). Every trick, score and Daifugō play shown on a
 * page goes through here, so each example on the site is computed by the engine.
 *
 * Names, folders, option declarations, presets and rule notes come from the engine's registry
 * of variants (`src/engine/variants.ts`), which also registers every judge.
 */
import { cardLabel, type Card, type Suit } from '../../engine/cards.ts';
import { judgeOne, type JudgeAnswer } from '../../engine/judge.ts';
import type { OptionDecl, Preset, VariantId } from '../../engine/options.ts';
import { VARIANT_LIST, VARIANTS, type RuleNote } from '../../engine/variants.ts';

const byId = <T>(f: (v: (typeof VARIANT_LIST)[number]) => T): Readonly<Record<VariantId, T>> =>
  Object.fromEntries(VARIANT_LIST.map((v) => [v.id, f(v)])) as Record<VariantId, T>;

/** Engine folder of each variant id. */
export const VARIANT_FOLDER: Readonly<Record<VariantId, string>> = byId((v) => v.folder);

/** Site folder (content/docs/<folder>) of each variant id. */
export const SITE_FOLDER: Readonly<Record<VariantId, string>> = byId((v) => v.site);

export const VARIANT_NAME: Readonly<Record<VariantId, string>> = byId((v) => v.name);

/** The option declarations of a variant's engine. */
export function optionsOf(variant: VariantId): Record<string, OptionDecl> {
  return VARIANTS[variant].options;
}

/** The presets of a variant's engine. */
export function presetsOf(variant: VariantId): readonly Preset[] {
  return VARIANTS[variant].presets;
}

/** Engine rule notes: decisions where sources leave room. */
export function ruleNotesOf(variant: VariantId): readonly RuleNote[] {
  return VARIANTS[variant].notes;
}

/** A trick as a page shows it. */
export interface TrickQuery {
  variant: Exclude<VariantId, 'daifugo'>;
  preset?: string;
  rules?: Record<string, unknown>;
  players?: number;
  trump: Suit | null;
  trick: number;
  plays: Card[];
  declared?: Suit;
  calls?: Record<string, boolean>;
  secretary?: Card;
}

export interface TrickAnswer {
  winner: number;
  reason: string;
}

/**
 * Who wins a trick, with the engine's one-sentence reason (through the judge). Throws when the
 * engine rejects the trick, so a wrong example stops the build.
 */
export function judgeTrick(q: TrickQuery): TrickAnswer {
  const a = judgeOne({ ...q });
  if (typeof a['error'] === 'string') throw new Error(`engine rejected ${JSON.stringify(q)}: ${a['error']}`);
  return { winner: a['winner'] as number, reason: a['reason'] as string };
}

/** A score query (SPEC §1.4); returns the judge's answer object. Throws on an engine error. */
export function judgeScore(q: Record<string, unknown> & { variant: VariantId }): Record<string, number> {
  const a: JudgeAnswer = judgeOne({ ...q, query: 'score' });
  if (typeof a['error'] === 'string') throw new Error(`engine rejected ${JSON.stringify(q)}: ${a['error']}`);
  return a as Record<string, number>;
}

/** True when the variant's scoring can be computed (every registered variant's judge scores). */
export function canScore(variant: VariantId): boolean {
  return variant in VARIANTS;
}

/** A Daifugō play on a table (SPEC §6.6), through the judge. */
export interface DaifugoQuery {
  preset?: string;
  rules?: Record<string, unknown>;
  players?: number;
  pile: Card[][];
  reversed?: boolean;
  elevenBack?: boolean;
  lockedSuits?: Suit[];
  play: Card[];
}

export type DaifugoAnswer = { legal: true; effects: string[] } | { legal: false; reason: string };

export function judgeDaifugo(q: DaifugoQuery): DaifugoAnswer {
  const a = judgeOne({
    variant: 'daifugo',
    query: 'play',
    preset: q.preset,
    rules: q.rules,
    players: q.players,
    table: {
      pile: q.pile,
      reversed: q.reversed ?? false,
      elevenBack: q.elevenBack ?? false,
      lockedSuits: q.lockedSuits ?? [],
    },
    play: q.play,
  });
  if (typeof a['error'] === 'string') throw new Error(`engine rejected ${JSON.stringify(q)}: ${a['error']}`);
  return a as DaifugoAnswer;
}

/** `♥Q`-style label list, for alt text and captions. */
export function labels(cards: readonly Card[]): string {
  return cards.map(cardLabel).join(' ');
}

/** Which cards of `hand` may be played (the judge's "legal" query). Throws on an engine error. */
export function judgeLegal(q: TrickQuery & { hand: Card[] }): Card[] {
  const a = judgeOne({ ...q, query: 'legal' });
  if (typeof a['error'] === 'string') throw new Error(`engine rejected ${JSON.stringify(q)}: ${a['error']}`);
  return a['legal'] as Card[];
}
