/**
 * A language's card words from its catalogue (`messages/<lang>/cards.json`), the one shape every
 * language follows (card-words/<lang>.ts only binds its catalogue). Apart from registry.ts, which
 * every page's cards import, so the English pages do not carry it.
 */
import { isJoker, rankOf, suitOf, type Card } from '../../engine/cards.ts';
import type { MessageValue } from '../messages/format.ts';
import type { CardWords } from './registry.ts';

/** A language's card words translator (its `messages/<lang>/cards.json`). */
type CardSay = (key: string, values?: Readonly<Record<string, MessageValue>>) => string;

/**
 * A language's card words from its catalogue (`messages/<lang>/cards.json`): the one shape every
 * language follows, so a language gives only its messages. A joker is named by `card.joker`, any
 * other card by `card.spoken` from its suit's name (`card.suit`) and its rank.
 */
export function cardWordsFrom(t: CardSay): CardWords {
  const suitName = (suit: string): string => t('card.suit', { suit });
  const spoken = (card: Card): string =>
    isJoker(card)
      ? t('card.joker', { joker: card })
      : t('card.spoken', { suitName: suitName(suitOf(card)!), rank: rankOf(card)! });
  return {
    spoken,
    suitName,
    marks: {
      trump: t('card.mark.trump'),
      special: t('card.mark.special'),
      winner: t('card.mark.winner'),
      chosen: t('card.mark.chosen'),
      wrong: t('card.mark.wrong'),
    },
    sep: t('card.sep'),
    badges: { trump: t('card.badge.trump') },
  };
}
