/**
 * A card's spoken name in Japanese ("ハートのエース", "ジョーカー"), as a Japanese screen reader
 * should say it, and the marks' words — for the cards of the Japanese edition's server-rendered
 * pages (Card.tsx with `lang="ja"`).
 */
import { isJoker, rankOf, suitOf, type Card } from '../../engine/cards.ts';
import { registerCardWords } from './registry.ts';

const SUIT: Readonly<Record<string, string>> = { S: 'スペード', H: 'ハート', D: 'ダイヤ', C: 'クラブ' };
const RANK: Readonly<Record<string, string>> = { A: 'エース', K: 'キング', Q: 'クイーン', J: 'ジャック' };
/** A suit's name ("スペード"), for sentences that name a suit. */
export const suitNameJa = (suit: string): string => SUIT[suit] ?? suit;
const JOKER: Readonly<Record<string, string>> = {
  JK: 'ジョーカー',
  BJ: '大きいジョーカー',
  LJ: '小さいジョーカー',
};

export function spokenNameJa(card: Card): string {
  if (isJoker(card)) return JOKER[card] ?? 'ジョーカー';
  const r = rankOf(card)!;
  return `${SUIT[suitOf(card)!]}の${RANK[r] ?? r}`;
}

export const MARK_WORDS_JA: Readonly<Record<string, string>> = {
  trump: '切り札',
  special: '特殊なカード',
  winner: '勝ち',
  chosen: 'あなたの選択',
  wrong: '勝ちではない',
};

registerCardWords('ja', { spoken: spokenNameJa, marks: MARK_WORDS_JA as never, sep: '、', badges: { trump: '切' } });
