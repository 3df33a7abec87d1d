/**
 * The practice table's words in English (the island family "practice": PracticeGame.tsx,
 * table/*.tsx, PracticeShare.tsx). This object is the catalogue's shape: every
 * other language's catalogue is typed `PracticeWords` (a missing or extra key is a type error)
 * and tests/unit/i18n/islands.test.ts lists any key missing at run time.
 *
 * Entries are plain strings or small functions (interpolation, plurals, sentences): a catalogue
 * never travels as island props — each language has its own island entry
 * (src/components/practice/PracticeGame.<lang>.tsx) that imports only its catalogue, so an English
 * page's JavaScript carries no Japanese and a Japanese page's none of this file.
 *
 * The sentence-making of the table (islands-logic/practice.ts, table-view.ts, hint-text.ts) is
 * English code of its own; this catalogue points at it, and the Japanese one makes its sentences
 * from the engine's data (rule ids, cards, numbers) in practice.ja.ts.
 */
import { translator } from '../messages/format.ts';
import messages from '../messages/en/practice.json' with { type: 'json' };
import { practiceMessages } from './practice.ts';
import { cardLabel, spokenName, type Card } from '../../engine/cards.ts';
import type { OptionDecl, OptionDecls, OptionValue, Preset, VariantId } from '../../engine/options.ts';
import {
  actionLabel,
  announce,
  seatName,
  TABLE_WORDS_EN,
  tableModel,
  type AnyAction,
} from '../../islands-logic/practice.ts';
import { speech } from '../../islands-logic/table-view.ts';
import { describeRules, optionGroups, valueWords } from '../../islands-logic/rule-words.ts';

import type { ReasonInput } from './practice.ts';
export type { ReasonInput };

/** A game's options and presets (the engine adapter's; the catalogue never loads the engines itself). */
export interface RulesMetaLite {
  options: OptionDecls;
  presets: readonly Preset[];
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

const m = practiceMessages(translator('en', messages), { seatName, cardLabel, spokenName });

export const practiceEn = {
  ...m,
  /** The `lang` attribute and the cards' spoken language. */
  lang: 'en' as 'en' | 'ja' | 'ko' | 'zh-TW',
  /** The games this language's table offers (each must have its words here). */
  variants: null as readonly VariantId[] | null,

  /** A notice about the page's link (practice.ts settingsFromParams writes it in English). */

  /** A game's name (`title`: the engine's English title). */
  variantTitle: (v: VariantId, title: string) => (void v, title),
  presetLabel: (v: VariantId, id: string, label: string) => (void v, void id, label),
  optionLabel: (v: VariantId, key: string, d: OptionDecl) => (void v, void key, d.label),
  optionDescription: (v: VariantId, key: string, d: OptionDecl) => (void v, void key, d.description ?? ''),
  optionValue: (v: VariantId, key: string, d: OptionDecl, value: OptionValue) => (
    void v,
    void key,
    valueWords(d, value)
  ),
  optionGroups: (v: VariantId, meta: RulesMetaLite, skip: readonly string[]) => (
    void v,
    optionGroups(meta.options, skip)
  ),
  rulesInWords: (
    v: VariantId,
    meta: RulesMetaLite,
    rc: { preset?: string | undefined; rules: Record<string, OptionValue> },
  ) => (void v, describeRules(meta, rc).line),
  /** The form's error (a rule set the engine refuses), with the options and values in words. */
  rulesError: (v: VariantId, meta: RulesMetaLite, message: string) => (void v, rulesErrorInWords(meta, message)),

  /** `why`: the bot's reason as data where it gives one (the English uses its own sentence, `hint`). */

  /** A grid cell's name: its visible text first (axe: label-content-name-mismatch). */
  bidCellName: (n: number, strain: string, a: AnyAction) =>
    strain === 'NT' ? `Bid ${n} NT: ${bidWords(a)}` : actionLabel(a),
  /** A bid without its adjutant card ("4 ♥ hearts"), for the list of higher bids. */
  bidName: (a: AnyAction) => bidWords(a).replace(/, adjutant .*$/, ''),

  // table/KnowPanel.tsx ("What can I know?", learning mode) and its sentences (islands-logic/know.ts)
  know: m.know,

  // ---------------------------------------------------------------- sentences (islands-logic)
  seatName,
  actionLabel,
  /** A bid as a seat says it: without "Bid ". */
  bidWords,
  /** One sentence for the log and the live region (`variant`: for languages that name a card by its role). */
  announce: (a: AnyAction, human: number, variant?: VariantId) => (void variant, announce(a, human)),
  /** The finished trick's winner as a sentence. */
  /** The engine's own English sentence. */
  trickReason: (r: ReasonInput) => r.text,
  speech,
  tableModel: (variant: VariantId, view: Parameters<typeof tableModel>[1], human: number) =>
    tableModel(variant, view, human, {
      ...m.table(variant),
      contract: TABLE_WORDS_EN.contract,
      betrayal: TABLE_WORDS_EN.betrayal,
      result: TABLE_WORDS_EN.result,
    }),
  cardLabel: (c: Card) => cardLabel(c),
};

function bidWords(a: AnyAction): string {
  return actionLabel(a).replace(/^Bid /, '');
}

/** The practice table's catalogue: every language's has exactly these keys. */
export type PracticeWords = typeof practiceEn;
