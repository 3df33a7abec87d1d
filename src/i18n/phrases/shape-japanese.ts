/** Why a Japanese Napoleon trick was won, as a phrase (src/engine/japanese: the explanation's rule decides the sentence). */
import { cardLabel, type Card, type Suit } from '../../engine/cards.ts';
import type { Explanation } from '../../engine/trick/index.ts';
import { yesNo, type Phrase, type PhraseValue } from './shape.ts';
import { BY_NAME, suitValues } from './shape-tricks.ts';

/** Why the special cards had no power, from the engine's sentence ('' when they had it). */
function japaneseOff(text: string): PhraseValue {
  const why = [
    [/Under these rules the jacks are ordinary cards/, 'japanese.off.rulesJacks'],
    [/These rules have no special cards/, 'japanese.off.rulesNone'],
    [/jacks are ordinary cards in this trick/, 'japanese.off.trickJacks'],
    [/special cards are ordinary/, 'japanese.off.trickAll'],
  ] as const;
  const key = why.find(([re]) => re.test(text))?.[1];
  return key ? { key } : '';
}

const JOKER_RANKS = [
  [/ranks above every other card/, 'top'],
  [/just below the mighty/, 'belowMighty'],
  [/just below the jacks of power/, 'belowJacks'],
] as const;

/**
 * A Japanese Napoleon trick's reason.
 * @param led the suit that was led (for the led-suit sentence)
 * @param first the winner led the trick
 */
export function japaneseTrickPhrase(e: Explanation, led: Suit | null, trump: Suit | null, first: boolean): Phrase {
  const card = cardLabel(e.cards[0] as Card);
  const off = japaneseOff(e.text);
  const say: Readonly<Record<string, () => Phrase>> = {
    mighty: () => ({ key: 'japanese.mighty', values: { off } }),
    'sei-jack': () => ({ key: 'japanese.seiJack', values: { card } }),
    'ura-jack': () => ({ key: 'japanese.uraJack', values: { card } }),
    trump: () => ({ key: 'japanese.trump', values: { card, off, requested: yesNo(/requested trumps/.test(e.text)) } }),
    'led-suit': () => {
      const why =
        trump === null
          ? 'noTrump'
          : /no trump was played/.test(e.text)
            ? 'noTrumpPlayed'
            : /trumps have no power in the first trick/.test(e.text)
              ? 'firstTrick'
              : 'none';
      // The suit that counts as led is in the engine's sentence (after a joker lead it is not the first card's).
      const named = /led suit \((spades|hearts|diamonds|clubs)\)/.exec(e.text)?.[1];
      const suit = named ? BY_NAME[named] : led;
      if (!suit) throw new Error(`no led suit in "${e.text}"`);
      return { key: 'japanese.ledSuit', values: { why, card, off, ...suitValues(suit) } };
    },
    'no-contest': () => ({ key: 'japanese.noContest', values: { card } }),
    killer: () => ({ key: 'japanese.killer', values: { card, yoromeki: yesNo(/yoromeki/.test(e.text)) } }),
    'killer-joker': () => ({ key: 'japanese.killerJoker', values: { card } }),
    'killer-jacks': () => ({
      key: 'japanese.killerJacks',
      values: {
        card,
        killer: e.cards[1] === 'HQ' ? 'HQ' : 'C4',
        beaten: /beat the mighty/.test(e.text) ? 'mighty' : 'joker',
      },
    }),
    'hunting-jack': () => ({ key: 'japanese.huntingJack', values: { card, hunted: cardLabel(e.cards[1] as Card) } }),
    'killer-counter': () => ({ key: 'japanese.killerCounter', values: { ace: yesNo(e.cards[0] === 'HA') } }),
    joker: () => {
      const rank = JOKER_RANKS.find(([re]) => re.test(e.text))?.[1];
      if (!rank) throw new Error(`no sentence for the joker's rank in "${e.text}"`);
      return { key: 'japanese.joker', values: { first: yesNo(first), rank } };
    },
    'same-two': () => ({ key: 'japanese.sameTwo', values: { card } }),
  };
  const f = say[e.rule];
  if (!f)
    throw new Error(
      `no sentence for the trick rule "${e.rule}" (${e.text}): add one to i18n/phrases/shape-japanese.ts`,
    );
  return f();
}
