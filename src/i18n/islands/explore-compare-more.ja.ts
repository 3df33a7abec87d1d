/**
 * The rule comparison's Japanese words that the island loads on demand, with the engine, rather
 * than at start (a page's start-up script stays within its budget): each column's reason, made from
 * the engine's explanation by the site's trick phrasebooks (i18n/phrases/trick-reasons-ja.ts, the sentences
 * of the Japanese rules pages and puzzles), and a game's presets' and options' names from
 * options-ja.ts (the words of the local-rules pages). RuleCompare.astro uses the same functions at
 * build time for the first columns.
 */
import { cardLabel, isJoker, type Card } from '../../engine/cards.ts';
import type { OptionDecl, VariantId } from '../../engine/options.ts';
import { optionValues } from '../../islands-logic/rule-words.ts';
import { trickVerdictJa } from '../phrases/trick-reasons-ja.ts';
import { optionValueJa, optionWordsJa, presetJa } from '../phrases/options-ja.ts';
import { spokenNameJa } from '../card-words/ja.ts';
import { daifugoReasonJa } from '../phrases/ja.ts';
import type { CompareGameNames, CompareVerdict } from './explore-compare.en.ts';

const label = (c: Card): string => (isJoker(c) ? spokenNameJa(c) : cardLabel(c));

/** The winner and why, from the engine's verdict; a sentence the phrasebook lacks still names the winner. */
export function reasonJa(v: CompareVerdict): string {
  try {
    return trickVerdictJa(v);
  } catch {
    const c = v.plays[v.winner];
    return c ? `${label(c)}がこのトリックに勝ちます。` : '';
  }
}

/** A game's presets' and options' names (every value of every option); a missing word throws, naming it. */
export function gameNamesJa(
  variant: string,
  engine: { presets: readonly { id: string }[]; options: Readonly<Record<string, OptionDecl>> },
): CompareGameNames {
  const v = variant as VariantId;
  const options: CompareGameNames['options'] = {};
  for (const [key, decl] of Object.entries(engine.options)) {
    const values: Record<string, string> = {};
    for (const x of optionValues(decl)) values[String(x)] = optionValueJa(v, key, decl, x);
    options[key] = { label: optionWordsJa(v, key).label, values };
  }
  return { presets: Object.fromEntries(engine.presets.map((p) => [p.id, presetJa(v, p.id).label])), options };
}

/** Why a Daifugō play is refused (the engine's sentence in the site's words: daifugoReasonJa). */
export function refusalJa(reason: string): string {
  try {
    return daifugoReasonJa(reason);
  } catch {
    return 'このルールでは、この場にこのカードは出せません';
  }
}

export const compareMoreJa = { reason: reasonJa, refusal: refusalJa, rules: gameNamesJa };
