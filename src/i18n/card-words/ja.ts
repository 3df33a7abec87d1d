/**
 * A card's spoken name in Japanese ("ハートのエース", "ジョーカー"), as a Japanese screen reader
 * should say it, and the marks' words — for the cards of the Japanese edition's server-rendered
 * pages (Card.tsx with `lang="ja"`). The words: messages/ja/cards.json; the shape: registry.ts.
 */
import type { Card } from '../../engine/cards.ts';
import { translator, type Catalogue } from '../messages/format.ts';
import { cardWordsFrom } from './from-catalogue.ts';
import { registerCardWords } from './registry.ts';
import messages from '../messages/ja/cards.json' with { type: 'json' };

const words = cardWordsFrom(translator<Catalogue>('ja', messages));

/** A suit's name ("スペード"), for sentences that name a suit. */
export const suitNameJa = (suit: string): string => words.suitName!(suit);
export const spokenNameJa = (card: Card): string => words.spoken(card);
export const MARK_WORDS_JA: Readonly<Record<string, string>> = words.marks;

registerCardWords('ja', words);
