/**
 * A card's spoken name in Traditional Chinese ("紅心A", "大鬼"), as Taiwanese and Hong Kong players
 * say it, and the marks' words — for the cards of the Chinese edition's server-rendered pages
 * (Card.tsx with `lang="zh-TW"`). The words: messages/zh-TW/cards.json; the shape: registry.ts.
 */
import type { Card } from '../../engine/cards.ts';
import { translator, type Catalogue } from '../messages/format.ts';
import { cardWordsFrom } from './from-catalogue.ts';
import { registerCardWords } from './registry.ts';
import messages from '../messages/zh-TW/cards.json' with { type: 'json' };

const words = cardWordsFrom(translator<Catalogue>('zh-TW', messages));

export const spokenNameZh = (card: Card): string => words.spoken(card);
export const MARK_WORDS_ZH: Readonly<Record<string, string>> = words.marks;

registerCardWords('zh-TW', words);
