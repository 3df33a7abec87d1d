/**
 * Typed judge queries (SPEC §1.4) for what the site computes at build time: a trick's winner and
 * reason, a score, a Daifugō play, the legal cards of a hand. Each goes through `judgeOne` and
 * throws when the engine rejects the query, naming it, so a wrong example stops the build.
 * Importing this module registers every judge (all-judges.ts, so the whole registry): never for an
 * island. The site's bridge (islands-logic/site-engine.ts) re-exports them; the language views in
 * src/i18n/ import them from here.
 */
import type { Card, Suit } from './cards.ts';
import { judgeOne, type JudgeAnswer } from './judge.ts';
import type { VariantId } from './options.ts';
import './all-judges.ts';

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

/** Which cards of `hand` may be played (the judge's "legal" query). Throws on an engine error. */
export function judgeLegal(q: TrickQuery & { hand: Card[] }): Card[] {
  const a = judgeOne({ ...q, query: 'legal' });
  if (typeof a['error'] === 'string') throw new Error(`engine rejected ${JSON.stringify(q)}: ${a['error']}`);
  return a['legal'] as Card[];
}
