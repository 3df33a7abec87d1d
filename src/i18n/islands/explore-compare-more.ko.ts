/**
 * The rule comparison's Korean words that the island loads on demand, with the engine, rather than
 * at start (the page's start-up script stays within its budget): each column's reason, made from
 * the engine's sentence by the Korean phrasebook (i18n/phrases/ko.ts `mightyReasonKo`, the sentences
 * of the Korean rules pages and puzzles), and Mighty's presets' and options' names (the Korean
 * local-rules page's words). RuleCompare.astro uses the same functions at build time for the first
 * columns. The Korean edition compares Mighty only.
 */
import { translatedIn } from '../../engine/descriptors.ts';
import { cardLabel, isJoker, type Card } from '../../engine/cards.ts';
import type { OptionDecl } from '../../engine/options.ts';
import { optionValues } from '../../islands-logic/rule-words.ts';
import { mightyReasonKo, optionKo, subjectKo, valueKo } from '../phrases/ko.ts';
import { spokenNameKo } from '../card-words/ko.ts';
import { PRESET_KO } from './explore-views.ko.ts';
import type { CompareGameNames, CompareVerdict } from './explore-compare.en.ts';

const label = (c: Card): string => (isJoker(c) ? spokenNameKo(c) : cardLabel(c));

/** The winner and why, from the engine's verdict; a sentence the phrasebook lacks still names the winner. */
export function reasonKo(v: CompareVerdict): string {
  try {
    if (translatedIn(v.variant, 'ko')) return mightyReasonKo(v.reason, v.trump);
  } catch {
    /* named below */
  }
  const c = v.plays[v.winner];
  return c ? `${isJoker(c) ? '조커가' : subjectKo(label(c))} 이 트릭을 이깁니다.` : '';
}

/**
 * Mighty's presets' and options' names (every value of every option); a missing word throws, naming
 * it. Another game has no Korean names (the Korean page does not offer it).
 */
export function gameNamesKo(
  variant: string,
  engine: { presets: readonly { id: string }[]; options: Readonly<Record<string, OptionDecl>> },
): CompareGameNames {
  if (!translatedIn(variant, 'ko'))
    throw new Error(`no Korean rule names for ${variant}: the Korean edition compares Mighty`);
  const options: CompareGameNames['options'] = {};
  for (const [key, decl] of Object.entries(engine.options)) {
    const o = optionKo(variant, key);
    const values: Record<string, string> = {};
    for (const x of optionValues(decl)) values[String(x)] = valueKo(o, x);
    options[key] = { label: o.label, values };
  }
  const preset = (id: string) => {
    const w = PRESET_KO[id];
    if (!w) throw new Error(`no Korean name for the mighty preset "${id}" (explore-views.ko.ts)`);
    return w;
  };
  return { presets: Object.fromEntries(engine.presets.map((p) => [p.id, preset(p.id)])), options };
}

/** Why a Daifugō play is refused (the Korean edition has no Daifugō comparison: a plain sentence). */
export function refusalKo(_reason: string): string {
  return '이 규칙에서는 이 더미에 이 카드를 낼 수 없습니다';
}

export const compareMoreKo = { reason: reasonKo, refusal: refusalKo, rules: gameNamesKo };
