/**
 * The practice table's words in English (the island family "practice": PracticeGame.tsx,
 * table/*.tsx, PracticeShare.tsx): the English catalogue (messages/en/practice.json) bound to the
 * one shape (practice.ts). This object's type is the shape every language's object has
 * (`PracticeWords`: a missing or extra key is a type error).
 *
 * A catalogue never travels as island props — each language has its own island entry
 * (src/components/practice/PracticeGame.<lang>.tsx) that imports only its catalogue, so an English
 * page's JavaScript carries no Japanese and a Japanese page's none of this file.
 *
 * English names the options and presets in the engine's own words (their declarations' labels);
 * a trick's reason is the engine's English sentence.
 */
import { translator } from '../messages/format.ts';
import messages from '../messages/en/practice.json' with { type: 'json' };
import { practiceMessages } from './practice.ts';
import { rulesErrorInWords } from './practice-rules-error.ts';
import { spokenName } from '../../engine/cards.ts';
import type { OptionDecl, OptionValue, VariantId } from '../../engine/options.ts';
import { describeRules, optionGroups, valueWords } from '../../islands-logic/rule-words.ts';
import type { ReasonInput, RulesMetaLite } from './practice-types.ts';

export type { ReasonInput, RulesMetaLite };

export const practiceEn = {
  ...practiceMessages(translator('en', messages), { spokenName }),
  /** The `lang` attribute and the cards' spoken language. */
  lang: 'en' as 'en' | 'ja' | 'ko' | 'zh-TW',
  /** The games this language's table offers (each must have its words here). */
  variants: null as readonly VariantId[] | null,

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

  /** The engine's own English sentence. */
  trickReason: (r: ReasonInput) => r.text,
};

/** The practice table's catalogue: every language's has exactly these keys. */
export type PracticeWords = typeof practiceEn;
