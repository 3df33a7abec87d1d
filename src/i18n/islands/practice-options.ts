/**
 * The setup form's rule words in a language with its own option tables (options.<lang>.ts): a
 * game's presets, options, values and topics by key, a rule set in one line and a refused rule set
 * named in words (part of the one shape, practice.ts; the sentences are practice.json's).
 */
import type { OptionDecl, OptionTopic, OptionValue, VariantId } from '../../engine/options.ts';
import { optionGroups } from '../../islands-logic/rule-words.ts';
import type { Translate } from '../messages/format.ts';
import type { PracticeKey, RulesMetaLite } from './practice-types.ts';

/** A language's option tables: its words for each game's presets, options, values and topics. */
export interface OptionTables {
  preset: (v: VariantId, id: string) => string;
  option: (v: VariantId, key: string) => { label: string; description: string };
  value: (v: VariantId, key: string, value: OptionValue) => string;
  topics: Readonly<Record<OptionTopic, string>>;
}

export function optionMessages(t: Translate<PracticeKey>, o: OptionTables) {
  return {
    presetLabel: (v: VariantId, id: string, _label?: string) => o.preset(v, id),
    optionLabel: (v: VariantId, key: string, _d?: OptionDecl) => o.option(v, key).label,
    optionDescription: (v: VariantId, key: string, _d?: OptionDecl) => o.option(v, key).description,
    optionValue: (v: VariantId, key: string, _d: OptionDecl, value: OptionValue) => o.value(v, key, value),
    optionGroups: (_v: VariantId, meta: RulesMetaLite, skip: readonly string[]) =>
      optionGroups(meta.options, skip).map((g) => ({ ...g, label: o.topics[g.topic] })),
    /** The rule set in one line: its preset, then each option that differs from it. */
    rulesInWords: (
      v: VariantId,
      meta: RulesMetaLite,
      rc: { preset?: string | undefined; rules: Record<string, OptionValue> },
    ) => {
      const preset = rc.preset ?? meta.presets[0]!.id;
      const base = meta.presets.find((p) => p.id === preset);
      const changes = Object.entries(rc.rules)
        .filter(([k, value]) => (base?.values[k] ?? meta.options[k]?.default) !== value)
        .map(([k, value]) => t('ruleChange', { label: o.option(v, k).label, value: o.value(v, k, value) }));
      return [o.preset(v, preset), ...changes].join(t('listSep'));
    },
    /** A rule set the engine refuses: the options its message names, in words (never its English). */
    rulesError: (v: VariantId, meta: RulesMetaLite, message: string) => {
      const named = Object.keys(meta.options).filter((k) => new RegExp(`\\b${k}\\b`).test(message));
      const labels = named.flatMap((k) => {
        try {
          return [o.option(v, k).label];
        } catch {
          return [];
        }
      });
      return t('rulesRefused', { hasLabels: String(labels.length > 0), labels: labels.join(t('listSep')), message });
    },
  };
}
