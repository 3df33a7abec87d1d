/**
 * A card's spoken name in Korean ("하트 에이스", "조커"), as a Korean screen reader should say
 * it, and the marks' words — for the cards of the Korean edition's pages and islands (Card.tsx
 * with `lang="ko"`): the catalogue messages/ko/cards.json, read by registry.ts `cardWords`. Suits as Korean
 * players name them: 스페이드, 하트, 다이아, 클로버. A trump's badge is 기 (기루다), not T.
 */
import { translator } from '../messages/format.ts';
import { cardWords, registerCardWords } from './registry.ts';
import messages from '../messages/ko/cards.json' with { type: 'json' };

const words = cardWords(translator('ko', messages));
export const spokenNameKo = words.spoken;
registerCardWords('ko', words);
