/**
 * A course teaches the default table's game first: the local rules its default preset has on
 * (Daifugō's same-rank skip and jokers…) come before the ones it has off (stairs, the eight
 * cut…). What a local rule is: engine/local-rules.ts (the practice table's "Local rules on" line
 * reads the same definition). A lesson teaches the
 * rules it names in `teaches` and those its `rules` turn on.
 */
import { variantEntry } from '../engine/variants.ts';
import type { VariantId } from '../engine/options.ts';
import type { Lesson } from './lesson-types.ts';
import { isOn, localRulesOf } from '../engine/local-rules.ts';

/** The game's local rules, split by whether its default preset (the practice table's) has them on. */
export function localRules(variant: VariantId): { on: string[]; off: string[] } {
  const { options, presets } = variantEntry(variant);
  return localRulesOf(options, presets);
}

/** The local rules a lesson teaches. */
export function taughtBy(lesson: Lesson): string[] {
  const turnedOn = Object.entries(lesson.rules ?? {})
    .filter(([, v]) => isOn(v))
    .map(([k]) => k);
  return [...new Set([...(lesson.teaches ?? []), ...turnedOn])];
}

/**
 * What is wrong with a course's order: a lesson teaching a rule the default table has off before
 * one teaching a rule it has on, or a `teaches` naming no local rule. Empty when all is well.
 */
export function courseOrderProblems(variant: VariantId, lessons: readonly Lesson[]): string[] {
  const { on, off } = localRules(variant);
  const problems: string[] = [];
  let firstOff: { lesson: string; rule: string } | null = null;
  for (const l of lessons) {
    for (const rule of l.teaches ?? [])
      if (!on.includes(rule)) problems.push(`${l.id} teaches "${rule}", not a local rule the default table has on`);
    const taught = taughtBy(l);
    const offRule = taught.find((r) => off.includes(r));
    const onRule = taught.find((r) => on.includes(r));
    if (onRule && firstOff)
      problems.push(
        `${l.id} teaches "${onRule}" (on at the default table) after ${firstOff.lesson} taught "${firstOff.rule}" (off there)`,
      );
    if (offRule && !firstOff) firstOff = { lesson: l.id, rule: offRule };
  }
  return problems;
}
