/**
 * A card's spoken name in Traditional Chinese ("紅心A", "大鬼"), as Taiwanese and Hong Kong players
 * say it, and the marks' words — for the cards of the Chinese edition's server-rendered pages
 * (Card.tsx with `lang="zh-TW"`).
 */
import { registerCardWords } from './registry.ts';
import { isJoker, rankOf, suitOf, type Card } from '../../engine/cards.ts';

const SUIT: Readonly<Record<string, string>> = { S: '黑桃', H: '紅心', D: '方塊', C: '梅花' };
const JOKER: Readonly<Record<string, string>> = { JK: '鬼牌', BJ: '大鬼', LJ: '小鬼' };

export function spokenNameZh(card: Card): string {
  if (isJoker(card)) return JOKER[card] ?? '鬼牌';
  return `${SUIT[suitOf(card)!]}${rankOf(card)!}`;
}

export const MARK_WORDS_ZH: Readonly<Record<string, string>> = {
  trump: '王牌',
  special: '特殊牌',
  winner: '贏',
  chosen: '你的選擇',
  wrong: '沒有贏',
};

registerCardWords('zh-TW', { spoken: spokenNameZh, marks: MARK_WORDS_ZH as never, sep: '，', badges: { trump: '王' } });
