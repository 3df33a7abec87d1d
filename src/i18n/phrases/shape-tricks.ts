/**
 * The trick pages' common phrases (see shape.ts): a suit, a seat, the line above a trick. Why a
 * trick was won is one reading of the engine's explanation per trick game, shared by every language
 * that says it (shape-japanese.ts, shape-nap.ts, shape-twhk.ts, shape-mighty.ts: one module each,
 * so a page ships only its game's); the Japanese, Korean and Chinese phrasebooks give only the
 * messages. The engine stays language-free: it gives the rule id, the cards and its English
 * sentence, and the facts a sentence needs are read from them there, once.
 */
import type { Suit } from '../../engine/cards.ts';
import { yesNo, type Phrase, type PhraseValue } from './shape.ts';

/** A suit by its English name in the engine's sentences. */
export const BY_NAME: Readonly<Record<string, Suit>> = { spades: 'S', hearts: 'H', diamonds: 'D', clubs: 'C' };

/** A suit's name (`suit`) and its mark with its name (`suitMark`): a message uses the one it needs. */
export const suitPhrase = (s: Suit): Phrase => ({ key: 'suit', values: { suit: s } });
export const suitMarkPhrase = (s: Suit): Phrase => ({ key: 'suitMark', values: { suit: s } });
export const suitValues = (s: Suit): Record<string, Phrase> => ({ suit: suitPhrase(s), suitMark: suitMarkPhrase(s) });

/** A suit named in the engine's English sentence ("hearts"); unknown words stop the build. */
export function suitNamed(name: string | undefined, sentence: string): Suit {
  const s = name === undefined ? undefined : BY_NAME[name];
  if (!s) throw new Error(`no suit "${name}" in "${sentence}"`);
  return s;
}

/** The player under a card of a trick: its name, or its seat number; the first one marked as the lead. */
export const seatPhrase = (i: number, name?: string): Phrase => ({
  key: 'seat',
  values: { named: yesNo(name !== undefined), name: name ?? '', n: String(i + 1), lead: yesNo(i === 0) },
});

/** The line above a trick: its trumps (or none) and its number. */
export const trickMetaPhrase = (trump: Suit | null, trick: number): Phrase => ({
  key: 'trickMeta',
  values: { trump: trump ? suitMarkPhrase(trump) : '', noTrump: yesNo(trump === null), trick: String(trick) },
});

// The tw-hk sentences' own words, for both readings (shape-twhk.ts, shape-twhk-text.ts).
/** A card in a tw-hk sentence: the jokers by name (big, little), the rest by their label. */
export const twhkCard = (label: string): Phrase => ({ key: 'twhk.card', values: { card: label } });
export const WEAK_JOKERS = ' (jokers are the lowest cards in the last three tricks)';
/** The note that the jokers are the lowest cards, when the engine's sentence says so. */
export const twhkWeak = (text: string): PhraseValue =>
  text.includes(WEAK_JOKERS.slice(2, -1)) ? { key: 'twhk.weak' } : '';
