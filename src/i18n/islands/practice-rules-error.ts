/**
 * The English setup form's refusal in words (practice.en.ts `rulesError`): the engine's English
 * message about a rule set it refuses, its option keys and values replaced by the options' own
 * English labels. Apart from practice-options.ts so that only the English table loads it (other
 * languages name the refused options from their option tables: practice-options.ts `rulesError`).
 */
import type { RulesMetaLite } from './practice-types.ts';

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
