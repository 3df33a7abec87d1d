/**
 * The words of the option components (OptionsTable, OptionCompare, LegalCompare, PresetTable,
 * RuleNotes) in a translated edition: one place that picks the phrasebook by the page's
 * language (Japanese: options-ja.ts through i18n/phrases/ja-games.ts; Korean: i18n/phrases/ko.ts; Chinese:
 * i18n/phrases/zh-tw.ts, Taiwanese & Hong Kong Napoleon only). English
 * pages get null and keep the engine's own words. A missing phrase stops the build, naming it.
 */
import type { Suit } from '../../engine/cards.ts';
import { suitJa } from '../../i18n/phrases/ja.ts';
import type { OptionWordsJa } from '../../i18n/phrases/options-ja.ts';
import { mightyReasonJa } from '../../i18n/phrases/ja-mighty.ts';
import { optionJaOf, presetJa } from '../../i18n/phrases/ja-games.ts';
import { mightyReasonKo, optionKo, presetKo, trickMetaKo, valueKo } from '../../i18n/phrases/ko.ts';
import { suitZh } from '../../i18n/phrases/zh-tw.ts';
import { optionZh, presetZh, valueZh } from '../../i18n/phrases/zh-tw-options.ts';
import { optionSource, presetSource, ruleNote } from '../../i18n/phrases/rules.ts';

export type OptionWords = OptionWordsJa;

/** The languages these components are written in besides English. */
export type EditionLang = 'ja' | 'ko' | 'zh-TW';

export const editionLang = (lang: string): EditionLang | null =>
  lang === 'ja' || lang === 'ko' || lang === 'zh-TW' ? lang : null;

/** An option's words and where it comes from (the sources: the pages' own catalogue, rules.ts). */
export function optionWords(lang: EditionLang, variant: string, key: string): OptionWords {
  const words =
    lang === 'ko' ? optionKo(variant, key) : lang === 'zh-TW' ? optionZh(variant, key) : optionJaOf(variant, key);
  return { ...words, source: optionSource(lang, variant, key) };
}

export function valueWords(lang: EditionLang, o: OptionWords, value: unknown): string {
  if (lang === 'ko') return valueKo({ ...o, source: o.source ?? '' }, value);
  if (lang === 'zh-TW') return valueZh({ ...o, source: o.source ?? '' }, value);
  const w = o.values[String(value)];
  if (w !== undefined) return w;
  if (typeof value === 'number') return String(value); // a count with no phrase of its own
  throw new Error(`no Japanese words for the value ${JSON.stringify(value)} of "${o.label}"`);
}

export function presetWords(lang: EditionLang, variant: string, id: string): { label: string; source: string } {
  const { label } =
    lang === 'ko' ? presetKo(variant, id) : lang === 'zh-TW' ? presetZh(variant, id) : presetJa(variant, id);
  return { label, source: presetSource(lang, variant, id) };
}

/** One of the engine's rule notes in the page's language (rules.ts); a missing one stops the build. */
export const ruleNoteWords = (lang: EditionLang, variant: string, id: string): string => ruleNote(lang, variant, id);

/** A Mighty trick's reason, from the engine's sentence. */
export function mightyReasonWords(lang: EditionLang, text: string, trump: Suit | null): string {
  if (lang === 'zh-TW')
    throw new Error('no Chinese reasons for Mighty tricks (the Chinese edition is Taiwanese & Hong Kong Napoleon)');
  return lang === 'ko' ? mightyReasonKo(text, trump) : mightyReasonJa(text, trump);
}

/** "切り札：♥ハート・第4トリック" / "기루다: ♥하트 · 4번째 트릭". */
export function trickMeta(lang: EditionLang, trump: Suit | null, trick: number, players?: number): string {
  if (lang === 'zh-TW')
    return `王牌：${trump ? suitZh(trump) : '無王'}，第${trick}輪${players ? `，${players}人` : ''}`;
  return lang === 'ko'
    ? `${trickMetaKo(trump, trick)}${players ? ` · ${players}명` : ''}`
    : `切り札：${trump ? suitJa(trump) : 'なし'}・第${trick}トリック${players ? `・${players}人` : ''}`;
}

/** The fixed words of the option components. */
export const WORDS: Readonly<
  Record<
    EditionLang,
    {
      option: string;
      def: string;
      source: string;
      sourcesDiffer: string;
      isDefault: string;
      sep: string;
      led: string;
      colon: string;
      winner: string;
      reason: string;
      sameWinner: string;
      leads: string;
      soFar: string;
      hand: string;
      mayPlay: string;
      stop: string;
    }
  >
> = {
  ja: {
    option: 'オプション',
    def: '標準',
    source: '出典',
    sourcesDiffer: '（資料によって異なる）',
    isDefault: '（標準）',
    sep: '、',
    led: '（台札）',
    colon: '：',
    winner: '勝つカード',
    reason: '理由',
    sameWinner: 'このトリックでは、どの値でも勝つカードは同じです。',
    leads: 'この人が台札を出します',
    soFar: 'ここまでに出たカード：',
    hand: '手札：',
    mayPlay: '出せるカード',
    stop: '。',
  },
  ko: {
    option: '옵션',
    def: '기본값',
    source: '출처',
    sourcesDiffer: ' (자료마다 다름)',
    isDefault: ' (기본)',
    sep: ', ',
    led: ' (선)',
    colon: ': ',
    winner: '이기는 카드',
    reason: '이유',
    sameWinner: '이 트릭에서는 어느 값이든 이기는 카드가 같습니다.',
    leads: '이 사람이 선입니다',
    soFar: '지금까지 나온 카드: ',
    hand: '손패: ',
    mayPlay: '낼 수 있는 카드',
    stop: '. ',
  },
  'zh-TW': {
    option: '選項',
    def: '預設',
    source: '出處',
    sourcesDiffer: '（資料說法不一）',
    isDefault: '（預設）',
    sep: '、',
    led: '（首引）',
    colon: '：',
    winner: '贏的牌',
    reason: '原因',
    sameWinner: '這一輪不論選哪一個值，贏的牌都一樣。',
    leads: '這個人首引',
    soFar: '已經出的牌：',
    hand: '手牌：',
    mayPlay: '可以出的牌',
    stop: '。',
  },
};

/** Where an option comes from, in the page's language; a missing one stops the build. */
export function optionSourceWords(lang: EditionLang, variant: string, key: string): string {
  const s = optionWords(lang, variant, key).source;
  if (!s) throw new Error(`no ${lang} source for the ${variant} option "${key}"`);
  return s;
}
