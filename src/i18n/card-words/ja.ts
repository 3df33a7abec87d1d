/**
 * A card's spoken name in Japanese ("ハートのエース", "ジョーカー"), as a Japanese screen reader
 * should say it, and the marks' words — for the cards of the Japanese edition's pages and islands
 * (Card.tsx with `lang="ja"`): the catalogue messages/ja/cards.json, read by registry.ts `cardWords`.
 */
import { translator } from '../messages/format.ts';
import { cardWords, registerCardWords } from './registry.ts';
import messages from '../messages/ja/cards.json' with { type: 'json' };

const words = cardWords(translator('ja', messages));
export const spokenNameJa = words.spoken;
registerCardWords('ja', words);
