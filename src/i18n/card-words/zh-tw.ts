/**
 * A card's spoken name in Traditional Chinese ("紅心A", "大鬼"), as Taiwanese and Hong Kong players
 * say it, and the marks' words — for the cards of the Chinese edition's pages and islands
 * (Card.tsx with `lang="zh-TW"`): the catalogue messages/zh-TW/cards.json, read by registry.ts `cardWords`.
 */
import { translator } from '../messages/format.ts';
import { cardWords, registerCardWords } from './registry.ts';
import messages from '../messages/zh-TW/cards.json' with { type: 'json' };

const words = cardWords(translator('zh-TW', messages));
export const spokenNameZh = words.spoken;
registerCardWords('zh-TW', words);
