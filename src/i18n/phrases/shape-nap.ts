/** Why a Nap trick was won, as a phrase (src/engine/nap/rules.ts napTrickWinner). */
import { cardLabel, type Card, type Suit } from '../../engine/cards.ts';
import type { Explanation } from '../../engine/trick/index.ts';
import { yesNo, type Phrase } from './shape.ts';
import { suitValues } from './shape-tricks.ts';

/**
 * A Nap trick's reason.
 * @param led the suit that was led
 * @param trump the trump suit, null in Misère
 */
export function napTrickPhrase(e: Explanation, led: Suit | null, trump: Suit | null): Phrase {
  const card = cardLabel(e.cards[0] as Card);
  const say: Readonly<Record<string, () => Phrase>> = {
    joker: () => ({ key: 'nap.joker', values: { misere: yesNo(!trump) } }),
    trump: () => {
      if (!trump) throw new Error(`a Nap trump reason without trumps: "${e.text}"`);
      return { key: 'nap.trump', values: { card, ...suitValues(trump) } };
    },
    'led-suit': () => {
      if (!led) throw new Error(`a Nap led-suit reason without a led suit: "${e.text}"`);
      return { key: 'nap.ledSuit', values: { card, misere: yesNo(!trump), ...suitValues(led) } };
    },
  };
  const f = say[e.rule];
  if (!f)
    throw new Error(`no sentence for the Nap trick rule "${e.rule}" (${e.text}): add one to i18n/phrases/shape-nap.ts`);
  return f();
}
