/**
 * Source tags (`S002`, `W-japoleon`) in words. Rule files and the specification tag every
 * statement with where it comes from; readers see these names instead, one name per source
 * (the same names the Sources page describes).
 */
export const SOURCE_NAMES: Readonly<Record<string, string>> = {
  S000: 'the Trump Stadium rules page',
  S001: 'the 2011 house-rules blog post',
  S002: 'the older Japanese Wikipedia article',
  S003: 'the Board Game Arena Daifugō write-up',
  S004: 'the Chinese Wikipedia article',
  'W-pinewind': 'a Japanese rules site that lets passers bid again',
  'W-wb-allpass': 'a Japanese rules site on what happens when all pass',
  'W-japoleon': 'a Japanese Napoleon rules site',
  'W-100best': 'a Japanese card-game rules collection',
  'W-napoleon-game-4players': 'the rules document of an open-source four-player Napoleon game',
};

/** Replace every source tag in a text with its name in words. */
export function sourceWords(text: string): string {
  return text.replace(/\bS00[0-4]\b|\bW-[a-z0-9-]+\b/g, (tag) => SOURCE_NAMES[tag] ?? tag);
}

/** Capitalise the first letter (a source name that starts a cell). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
