/**
 * Daifugō's effects in words, for sentences and labels. No imports, so an island that only needs
 * the words (the puzzles) does not load the rules with them.
 */
/** Each effect as a reader names it, capitalised for a label: "Jack back". */
export const EFFECT_LABEL: Readonly<Record<string, string>> = {
  revolution: 'Revolution',
  'eleven-back': 'Jack back',
  'eight-cut': 'Eight cut',
  'nine-reverse': 'Reversing 9',
  skip: 'Skip',
  'suit-lock': 'Suit lock',
  'spade-three': 'Spade 3 return',
  'seven-pass': 'Seven pass',
  'ten-discard': 'Ten discard',
  'queen-bomber': 'Queen bomber',
  'five-skip': 'Five skip',
  sandstorm: 'Sandstorm',
};

const EFFECT_NOUN: Readonly<Record<string, string>> = {
  revolution: 'a revolution',
  'eleven-back': 'a jack back',
  'eight-cut': 'an eight cut',
  'nine-reverse': 'a reversing 9',
  skip: 'a skip',
  'suit-lock': 'a suit lock',
  'spade-three': 'a spade 3 return',
  'seven-pass': 'a seven pass',
  'ten-discard': 'a ten discard',
  'queen-bomber': 'a queen bomber',
  'five-skip': 'a five skip',
  sandstorm: 'a sandstorm',
};

/** An effect in a sentence: "a revolution", "an eight cut". */
export function effectNoun(effect: string): string {
  return EFFECT_NOUN[effect] ?? effect;
}

/** "a, b and c" */
export function wordList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** What a legal play sets off: "it triggers a revolution and an eight cut" or "it triggers no effect". */
export function effectsSentence(effects: readonly string[]): string {
  return effects.length ? `it triggers ${wordList(effects.map(effectNoun))}` : 'it triggers no effect';
}
