/**
 * The rule comparison's Chinese words that the island loads on demand, with the engine: each
 * column's reason, from the engine's tw-hk sentence by the Chinese pages' phrasebook
 * (i18n/phrases/zh-tw.ts `twhkTrickReasonZh`), and tw-hk's presets' and options' names (the
 * local-rules page's words, `TWHK_OPTIONS_ZH`). RuleCompare.astro uses the same functions at build
 * time for the first columns. The Chinese edition compares tw-hk's rules only (its game menu names
 * tw-hk alone); another game's names throw, naming what is missing.
 */
import { translatedIn } from '../../engine/descriptors.ts';
import { cardLabel, isJoker, type Card } from '../../engine/cards.ts';
import type { OptionDecl } from '../../engine/options.ts';
import { optionValues } from '../../islands-logic/rule-words.ts';
import { twhkTrickReasonZh } from '../phrases/zh-tw.ts';
import { optionZh, presetZh, valueZh } from '../phrases/zh-tw-options.ts';
import { spokenNameZh } from '../card-words/zh-tw.ts';
import type { CompareGameNames, CompareVerdict } from './explore-compare.en.ts';

const label = (c: Card): string => (isJoker(c) ? spokenNameZh(c) : cardLabel(c));

/** The winner and why, from the engine's sentence; a sentence the phrasebook lacks still names the winner. */
export function reasonZh(v: CompareVerdict): string {
  const c = v.plays[v.winner];
  const plain = c ? `${label(c)}贏這一輪。` : '';
  if (!translatedIn(v.variant, 'zh-TW')) return plain;
  try {
    return twhkTrickReasonZh(v.reason, v.trump === null);
  } catch {
    return plain;
  }
}

/** tw-hk's presets' and options' names (every value of every option); a missing word throws, naming it. */
export function gameNamesZh(
  variant: string,
  engine: { presets: readonly { id: string }[]; options: Readonly<Record<string, OptionDecl>> },
): CompareGameNames {
  const options: CompareGameNames['options'] = {};
  for (const [key, decl] of Object.entries(engine.options)) {
    const o = optionZh(variant, key);
    const values: Record<string, string> = {};
    for (const x of optionValues(decl)) values[String(x)] = valueZh(o, x);
    options[key] = { label: o.label, values };
  }
  return { presets: Object.fromEntries(engine.presets.map((p) => [p.id, presetZh(variant, p.id).label])), options };
}

/** Why a Daifugō play is refused (for the type: the Chinese menu does not offer Daifugō). */
export function refusalZh(): string {
  return '這套規則下不能出這手牌';
}

export const compareMoreZh = { reason: reasonZh, refusal: refusalZh, rules: gameNamesZh };
