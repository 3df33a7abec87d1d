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

/**
 * The engine's message about a rule set it refuses, with each quoted option key as the option's
 * name and each quoted value of a named option as that value's words: people read words, not keys
 * (“Who bids first” cannot be “The dealer (who may pass)” with “When nobody bids”: …).
 */
export function rulesErrorInWords(meta: RulesMetaLite, message: string): string {
  // The options the message names, its subject (the option refused) first.
  const named = Object.keys(meta.options)
    .filter((k) => message.includes(`"${k}"`))
    .sort((a, b) => message.indexOf(`"${a}"`) - message.indexOf(`"${b}"`));
  const valueOf = (keys: readonly string[], token: string): string | null => {
    for (const k of keys) {
      const d = meta.options[k]!;
      const labels = 'labels' in d ? (d.labels as Readonly<Record<string, string>> | undefined) : undefined;
      if (labels && Object.prototype.hasOwnProperty.call(labels, token)) return labels[token]!;
    }
    return null;
  };
  const q = (w: string) => `“${w}”`;
  return (
    message
      .replace(/\boption "/g, '"')
      // "key": "value" — the value of that option.
      .replace(/"([^"]+)": "([^"]+)"/g, (whole, key: string, value: string) => {
        const decl = meta.options[key];
        if (!decl) return whole;
        return `${q(decl.label)}: ${q(valueOf([key], value) ?? value)}`;
      })
      // Any other quoted key, or a value (of the message's subject first).
      .replace(/"([^"]+)"/g, (whole, token: string) => {
        const decl = meta.options[token];
        const w = decl ? decl.label : valueOf(named, token);
        return w === null ? whole : q(w);
      })
  );
}
