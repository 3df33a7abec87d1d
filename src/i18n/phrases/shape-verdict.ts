/**
 * A trick's reason from the engine's verdict, as a phrase, for every trick game: the one place that
 * picks a game's shape (shape-japanese.ts, shape-nap.ts, shape-twhk.ts, shape-mighty.ts) and gives
 * it what it reads. Language only — it never runs the engine — so an island can ship it. A game
 * with no shape throws, naming it and the language asked for.
 */
import { suitOf, type Card, type Suit } from '../../engine/cards.ts';
import type { Explanation } from '../../engine/trick/index.ts';
import { present, wordOf, type Phrase } from './shape.ts';
import { japaneseTrickPhrase } from './shape-japanese.ts';
import { napTrickPhrase } from './shape-nap.ts';
import { twhkTrickPhrase } from './shape-twhk.ts';
import { mightyReasonPhrase } from './shape-mighty.ts';

/** The engine's verdict on one trick: what a sentence about it is made from. */
export interface Verdict {
  variant: string;
  plays: readonly Card[];
  trump: Suit | null;
  winner: number;
  /** The engine's explanation (rule id, cards, its English text). */
  explanation?: { rule: string; cards: readonly Card[]; text: string } | undefined;
  /** The engine's English sentence. */
  reason: string;
}

/** The engine's explanation of a verdict; a verdict without one stops the build, naming the game. */
const explained = (v: Verdict, game: string): Explanation =>
  present(v.explanation as Explanation | undefined, `a ${game} verdict without the engine explanation`);

/** Each trick game's shape for a verdict. */
const SHAPES: Readonly<Partial<Record<string, (v: Verdict) => Phrase>>> = {
  japanese: (v) => japaneseTrickPhrase(explained(v, 'Japanese Napoleon'), suitOf(v.plays[0]!), v.trump, v.winner === 0),
  // A joker led in Nap leads trumps.
  nap: (v) => napTrickPhrase(explained(v, 'Nap'), v.plays[0] === 'JK' ? v.trump : suitOf(v.plays[0]!), v.trump),
  'tw-hk': (v) => twhkTrickPhrase(explained(v, 'tw-hk'), v.trump),
  mighty: (v) => mightyReasonPhrase(v.reason, v.trump),
};

/** @param language for the error message: the language that asked */
export const verdictPhrase = (v: Verdict, language: string): Phrase =>
  wordOf(
    SHAPES,
    v.variant,
    `no ${language} trick reasons for ${v.variant} yet: add a phrasebook (phrases-ja-<game>.ts)`,
  )(v);
