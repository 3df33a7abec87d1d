/**
 * One name per thing: for each thing the site names, the spelling readers see and the variants it
 * forbids. `tests/dist/terms.test.ts` runs this list over the visible text of every built page and
 * `tests/unit/site/terms.test.ts` over the text of the puzzles, lessons and islands' effect words.
 *
 * A variant is a regular expression (case-insensitive). Variants are written so that identifiers
 * inside a longer word do not match (the puzzle id `df-eleven-back`, the effect `eight-cut` in a
 * URL fragment): a hyphen or letter right before or after the variant stops the match.
 */
export interface Term {
  /** The one spelling readers see. */
  preferred: string;
  /** Spellings the site does not use for this thing. */
  forbidden: readonly RegExp[];
  /** Pages (built paths such as `glossary/index.html`) where the variants are named on purpose. */
  allowIn?: readonly string[];
}

/** No letter, digit or hyphen before (so `df-eleven-back` is an id, not prose). */
const B = String.raw`(?<![\p{L}\p{N}-])`;
/** No letter, digit or hyphen after. */
const E = String.raw`(?![\p{L}\p{N}-])`;

function words(pattern: string): RegExp {
  return new RegExp(`${B}(?:${pattern})${E}`, 'iu');
}

export const TERMS: readonly Term[] = [
  // Daifugō: the local name is 11バック; in English text it is the jack back.
  {
    preferred: 'jack back',
    forbidden: [words(String.raw`eleven[- ]backs?`), words(String.raw`11[- ]backs?`)],
    allowIn: ['glossary/index.html'],
  },
  // Daifugō: 8切り, the eight cut.
  { preferred: 'eight cut', forbidden: [words(String.raw`eight-cuts?`), words(String.raw`8[- ]cuts?`)] },
  // Japanese Napoleon: よろめき, "swoon" (the queen of hearts charms the mighty).
  { preferred: 'swoon (yoromeki)', forbidden: [words(String.raw`stagger(?:s|ed|ing)?`)] },
  // ♠A in Japanese Napoleon and the top card of Mighty: the mighty (オールマイティ, 마이티).
  {
    preferred: 'mighty',
    forbidden: [words(String.raw`almighty`), words(String.raw`all[- ]mighty`)],
    allowIn: ['glossary/index.html'],
  },
  // The card itself is named as a screen reader speaks it.
  { preferred: 'ace of spades', forbidden: [words(String.raw`spade ace`)] },
  // Japanese Napoleon: 役札, the mighty, the sei-jack and the ura-jack together.
  {
    preferred: 'special cards',
    forbidden: [words(String.raw`specials`), words(String.raw`power cards?`), words(String.raw`role cards?`)],
  },
  // The jacks of power.
  { preferred: 'sei-jack', forbidden: [words(String.raw`sei jack|seijack|sei-j`)] },
  { preferred: 'ura-jack', forbidden: [words(String.raw`ura jack|urajack|ura-j`)] },
  // The five main sources, named as the Sources page names them.
  {
    preferred: 'the Trump Stadium rules page',
    // "an online card-game site" still describes Trump Stadium on the Sources page.
    forbidden: [words(String.raw`(?<!online )card-game site|Trump Stadium['’]s rules(?! page)`)],
  },
  {
    preferred: 'the 2011 house-rules blog post',
    // ("a 2011 house-rule memo", the source line of a preset in src/engine/japanese/options.ts shown
    // in the preset tables, is left out for now: engine strings are being reworded on another branch.)
    forbidden: [words(String.raw`2011 memo|the memo|house-rules memo|house rules memo`)],
  },
  {
    preferred: 'the older Japanese Wikipedia article',
    forbidden: [words(String.raw`(?:the |older )?Japanese encyclopedia|the encyclopedia(?:['’]s)?(?: article)?`)],
  },
  {
    preferred: 'the Board Game Arena Daifugō write-up',
    forbidden: [words(String.raw`Board Game Arena review|BGA review|Board Game Arena write-up`)],
  },
  // The other sources, named in words as the Sources page names them (no tags or site handles).
  { preferred: 'Board Game Arena', forbidden: [words(String.raw`BGA`)] },
  {
    preferred: 'the Standard Model blog, the Denexa Games blog, Mighty Friend, Pagat',
    forbidden: [words(String.raw`standardmodel|denexa(?! games)|mightyfriend(?:\.net)?|pagat copy`)],
  },
  { preferred: 'the Japanese Wikipedia article 大富豪', forbidden: [words(String.raw`ja\.wikipedia`)] },
  { preferred: 'the PTT forum post', forbidden: [words(String.raw`PTT BoardGame`)] },
  {
    preferred: 'the Chinese Wikipedia article',
    forbidden: [words(String.raw`Chinese encyclopedia`)],
  },
];

export interface TermHit {
  file: string;
  variant: string;
  preferred: string;
  context: string;
}

/** Every forbidden variant in `text` (one hit per term and variant found), for `file`. */
export function findForbidden(file: string, text: string): TermHit[] {
  const hits: TermHit[] = [];
  for (const term of TERMS) {
    if (term.allowIn?.some((p) => file.endsWith(p))) continue;
    for (const re of term.forbidden) {
      const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
      for (const m of text.matchAll(g)) {
        const at = m.index ?? 0;
        hits.push({
          file,
          variant: m[0],
          preferred: term.preferred,
          context: text.slice(Math.max(0, at - 40), at + m[0].length + 40).replace(/\s+/g, ' '),
        });
      }
    }
  }
  return hits;
}

/** Hits, one a line: where, the variant found and the spelling to write instead. */
export function termReport(hits: readonly TermHit[]): string {
  return hits.map((h) => `${h.file}: "${h.variant}" — write "${h.preferred}" (…${h.context}…)`).join('\n');
}
