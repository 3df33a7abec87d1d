/**
 * Rules in words: where a person chooses, reads or compares rules, the text names options and
 * values in words, never by the identifiers of rule files. An identifier is any declared option key
 * or enum value that could not be a plain word: it has a hyphen, a capital inside it (camelCase),
 * a digit, or is a card code such as `HQ`. Plain-word keys and values ("joker", "none", "off") are
 * left out: they read as English. Used by tests/dist/words.test.ts (the built pages) and
 * tests/unit/site/words.test.ts (the words the islands are made from).
 */
import type { OptionDecls } from '../../src/engine/options.ts';
import { JAPANESE_OPTIONS, JAPANESE_PRESETS } from '../../src/engine/japanese/options.ts';
import { NAP_OPTIONS, NAP_PRESETS } from '../../src/engine/nap/options.ts';
import { TWHK_OPTIONS, TWHK_PRESETS } from '../../src/engine/twhk/options.ts';
import { MIGHTY_OPTIONS, MIGHTY_PRESETS } from '../../src/engine/mighty/options.ts';
import { DAIFUGO_OPTIONS, DAIFUGO_PRESETS } from '../../src/engine/daifugo/options.ts';

export const ALL_OPTIONS: OptionDecls[] = [
  JAPANESE_OPTIONS,
  NAP_OPTIONS,
  TWHK_OPTIONS,
  MIGHTY_OPTIONS,
  DAIFUGO_OPTIONS,
];

/** Values that are also ordinary English, written so in descriptions ("no-trump bids"). */
const ALSO_ENGLISH = new Set(['no-trump']);

const looksLikeIdentifier = (s: string) => !ALSO_ENGLISH.has(s) && (/-|[a-z][A-Z]|\d/.test(s) || /^[A-Z]{2}$/.test(s));

/** Every identifier a rule file may hold, longest first (so `HK-HA` is reported, not `HK`). */
export const IDENTIFIERS: string[] = [
  ...new Set(
    ALL_OPTIONS.flatMap((decls) =>
      Object.entries(decls).flatMap(([key, d]) => [
        key,
        ...(d.kind === 'enum' ? d.values.filter((v): v is string => typeof v === 'string') : []),
      ]),
    ).filter(looksLikeIdentifier),
  ),
].sort((a, b) => b.length - a.length);

/** Preset ids that could not be plain words (`trump-stadium`, `house-2011`), for prose pages. */
export const PRESET_IDS: string[] = [JAPANESE_PRESETS, NAP_PRESETS, TWHK_PRESETS, MIGHTY_PRESETS, DAIFUGO_PRESETS]
  .flatMap((ps) => ps.map((p) => p.id))
  .filter(looksLikeIdentifier);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The identifiers found in a text, as whole tokens (not inside another word or code). */
export function identifiersIn(text: string, ids: readonly string[] = IDENTIFIERS): string[] {
  return ids.filter((id) => new RegExp(`(?<![\\w-])${escape(id)}(?![\\w-])`).test(text));
}
