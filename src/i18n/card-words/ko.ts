/**
 * A card's spoken name in Korean ("하트 에이스", "조커"), as a Korean screen reader should say
 * it, and the marks' words — for the cards of the Korean edition's server-rendered pages
 * (Card.tsx with `lang="ko"`). Suits as Korean players name them: 스페이드, 하트, 다이아, 클로버. A trump's
 * badge is 기 (기루다), not T.
 */
import { registerCardWords } from './registry.ts';
import { isJoker, rankOf, suitOf, type Card } from '../../engine/cards.ts';

const SUIT: Readonly<Record<string, string>> = { S: '스페이드', H: '하트', D: '다이아', C: '클로버' };
const RANK: Readonly<Record<string, string>> = { A: '에이스', K: '킹', Q: '퀸', J: '잭' };
const JOKER: Readonly<Record<string, string>> = { JK: '조커', BJ: '큰 조커', LJ: '작은 조커' };

export function spokenNameKo(card: Card): string {
  if (isJoker(card)) return JOKER[card] ?? '조커';
  const r = rankOf(card)!;
  return `${SUIT[suitOf(card)!]} ${RANK[r] ?? r}`;
}

export const MARK_WORDS_KO: Readonly<Record<string, string>> = {
  trump: '기루다',
  special: '특수 카드',
  winner: '이김',
  chosen: '내가 고른 카드',
  wrong: '이기는 카드가 아님',
};

registerCardWords('ko', { spoken: spokenNameKo, marks: MARK_WORDS_KO as never, sep: ', ', badges: { trump: '기' } });
