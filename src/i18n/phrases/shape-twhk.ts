/**
 * Why a Taiwanese & Hong Kong Napoleon trick was won, as a phrase, from the engine's explanation
 * (src/engine/twhk/rules.ts twhkTrickWinner; its rule id decides). From its sentence alone:
 * shape-twhk-text.ts (apart, so each page ships only the reading it uses).
 */
import { cardLabel, type Card, type Suit } from '../../engine/cards.ts';
import type { Explanation } from '../../engine/trick/index.ts';
import { yesNo, type Phrase } from './shape.ts';
import { suitNamed, suitValues, twhkCard, twhkWeak } from './shape-tricks.ts';

/**
 * A tw-hk trick's reason, from the engine's explanation (its rule id decides the sentence).
 * @param trump the trump suit, null for no-trump
 */
export function twhkTrickPhrase(e: Explanation, trump: Suit | null): Phrase {
  const card = twhkCard(cardLabel(e.cards[0] as Card));
  const weak = twhkWeak(e.text);
  const noTrump = yesNo(trump === null);
  // The suit that counts as led is in the engine's sentence (after a joker lead it is the named suit).
  const led = () =>
    suitValues(
      suitNamed(/(?:led suit, |counts as the [01] of )(spades|hearts|diamonds|clubs)/.exec(e.text)?.[1], e.text),
    );
  const say: Readonly<Record<string, () => Phrase>> = {
    secretary: () => ({ key: 'twhk.secretary', values: { card } }),
    'big-joker': () => ({ key: 'twhk.bigJoker' }),
    'little-joker': () => ({ key: 'twhk.littleJoker' }),
    trump: () => {
      if (!trump) throw new Error(`a tw-hk trump reason without trumps: "${e.text}"`);
      return { key: 'twhk.trump', values: { card, weak, ...suitValues(trump) } };
    },
    'led-joker-last-three': () => ({
      key: 'twhk.ledJoker',
      values: { big: yesNo(e.cards[0] === 'BJ'), noTrump, ...led() },
    }),
    'led-suit': () => ({ key: 'twhk.ledSuit', values: { card, weak, noTrump, ...led() } }),
    lead: () => ({ key: 'twhk.lead', values: { card, weak } }),
  };
  const f = say[e.rule];
  if (!f)
    throw new Error(
      `no sentence for the tw-hk trick rule "${e.rule}" (${e.text}): add one to i18n/phrases/shape-twhk.ts`,
    );
  return f();
}
