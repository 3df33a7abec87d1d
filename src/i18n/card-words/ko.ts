/**
 * A card's spoken name in Korean ("하트 에이스", "조커"), as a Korean screen reader should say
 * it, and the marks' words — for the cards of the Korean edition's server-rendered pages
 * (Card.tsx with `lang="ko"`). Suits as Korean players name them: 스페이드, 하트, 다이아, 클로버. A trump's
 * badge is 기 (기루다), not T. The words: messages/ko/cards.json; the shape: registry.ts.
 */
import type { Card } from '../../engine/cards.ts';
import { translator, type Catalogue } from '../messages/format.ts';
import { cardWordsFrom } from './from-catalogue.ts';
import { registerCardWords } from './registry.ts';
import messages from '../messages/ko/cards.json' with { type: 'json' };

const words = cardWordsFrom(translator<Catalogue>('ko', messages));

export const spokenNameKo = (card: Card): string => words.spoken(card);
export const MARK_WORDS_KO: Readonly<Record<string, string>> = words.marks;

registerCardWords('ko', words);
