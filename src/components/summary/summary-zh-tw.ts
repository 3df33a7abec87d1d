/**
 * The one-page summary in Traditional Chinese, for the Chinese edition's Taiwanese & Hong Kong
 * Napoleon page: the option and preset declarations with the Chinese words of i18n/phrases/zh-tw.ts,
 * the sheet's headings, texts and ladder words, and the rule chooser's words. Built at build time
 * and handed to the island as plain data (as summary-ja.ts). Another game, or an option, value or
 * ladder group without Chinese, stops the build, naming it.
 */
import { translatedIn } from '../../engine/descriptors.ts';
import type { OptionDecl, OptionDecls, Preset, VariantId } from '../../engine/options.ts';
import type { SummaryPhrases, SummarySectionId } from '../../islands-logic/summary.ts';
import { optionZh, presetZh, valueZh } from '../../i18n/phrases/zh-tw-options.ts';
import { presetSource } from '../../i18n/phrases/rules.ts';
import { VARIANT_NAME_ZH } from '../../i18n/islands/puzzle-views.zh-TW.ts';
import type { SummaryUiWords } from './summary-ja.ts';

/** The declarations with their words in Chinese (keys, values and defaults unchanged). */
export function optionDeclsZh(variant: VariantId, options: OptionDecls): OptionDecls {
  const out: Record<string, OptionDecl> = {};
  for (const [k, d] of Object.entries(options)) {
    const o = optionZh(variant, k);
    const word = (v: string | number | boolean) => valueZh(o, v);
    if (d.kind === 'bool')
      out[k] = { ...d, label: o.label, description: '', labels: { true: word(true), false: word(false) } };
    else if (d.kind === 'enum')
      out[k] = {
        ...d,
        label: o.label,
        description: '',
        labels: Object.fromEntries(d.values.map((v) => [String(v), word(v)])),
      };
    else {
      const labels: Record<string, string> = {};
      for (let n = d.min; n <= d.max; n++) labels[String(n)] = word(n);
      out[k] = { ...d, label: o.label, description: '', labels };
    }
  }
  return out;
}

export function presetsZh(variant: VariantId, presets: readonly Preset[]): Preset[] {
  return presets.map((p) => {
    const zh = presetZh(variant, p.id);
    return { ...p, label: zh.label, source: presetSource('zh-TW', variant, p.id), description: '' };
  });
}

const HEADINGS: Readonly<Record<SummarySectionId, string>> = {
  bidding: '叫牌',
  partner: '秘書',
  exchange: '換牌',
  following: '出牌與誰贏這一輪',
  scoring: '計分',
};

const TEXT_TWHK: Readonly<Record<SummarySectionId, string>> = {
  bidding:
    '叫一個數字加一門花色或無王，叫法和橋牌一樣：叫幾，就要吃到8加幾張頭（每門花色的A、K、Q、J，共16張）。叫品最大的人得標，當拿破崙。',
  partner: '換完牌，拿破崙任意喊一張牌。拿著那張牌的人就是暗中的秘書；喊到自己手上的牌，就是一個人打的獨裁。',
  exchange: '拿破崙拿起底牌，再蓋回同樣張數的牌。',
  following:
    '有首引的花色就要跟。秘書牌最大，其次是大鬼、小鬼，再來是王牌，然後是首引花色；到了末三輪，大小鬼失去威力。',
  scoring: '拿破崙和秘書吃到的頭加起來達到承諾的張數就贏。',
};

const SUMMARY_ZH_BASE = {
  roles: {
    secretary: '秘書牌',
    'big-joker': '大鬼',
    'little-joker': '小鬼',
    'weak-joker': '鬼牌（現在是最小的牌）',
    trump: '王牌',
    led: '首引花色',
    suit: '首引花色的牌',
    never: '其他的牌：不可能贏',
  },
  jokers: { BJ: '大鬼', LJ: '小鬼', JK: '鬼牌' },
  joker: '鬼牌',
  jokerSet: '鬼牌{n}張',
  caption: '由大到小（例：紅心是王牌、首引梅花、第2輪',
  captionSecretary: '，喊♥A當秘書牌）',
  strongest: '由大到小',
  revolution: '革命中',
  separator: '、',
  sheet: {
    heading: '{title} — 一頁摘要',
    rules: '規則：',
    localRule: '（地方規則）',
    ladder: '大小順序',
    whichCardWins: '哪張牌贏',
    count: '（{n}張）',
    ourLocal: '我們這一桌的地方規則',
    none: '沒有，照{preset}規則原樣玩。',
    onSite: '本站上的這套規則：',
    playIt: '用這套規則和電腦對打：',
    colon: '：',
    stop: '。',
    base: '/zh-tw',
  },
} as const;

/** The summary's Chinese words: Taiwanese & Hong Kong Napoleon only (another game stops the build). */
export function summaryPhrasesZh(variant: VariantId): SummaryPhrases {
  if (!translatedIn(variant, 'zh-TW'))
    throw new Error(`no Chinese summary text for ${variant}: the Chinese edition has Taiwanese & Hong Kong Napoleon`);
  return { ...SUMMARY_ZH_BASE, title: VARIANT_NAME_ZH, headings: HEADINGS, text: TEXT_TWHK };
}

/** The rule chooser's words in Chinese (the island's own strings). */
export const SUMMARY_UI_ZH: SummaryUiWords = {
  region: '選擇這份摘要的規則',
  rules: '規則',
  print: '印出這份摘要',
  localRules: '地方規則（全部選項，共{n}項）',
  nowShows: '摘要已更新：{line}。',
  cannotShow: '無法顯示這套規則：{why}（現在顯示的是{preset}）',
  linkNotice: '連結裡「{part}」的值不能用，已改用預設值。',
  linkDuplicate: '連結裡「{part}」出現了{count}次，已使用第一個值。',
  topics: {
    players: '人數與牌',
    deal: '發牌與底牌',
    bidding: '叫牌',
    partner: '秘書',
    strength: '牌的大小',
    joker: '鬼牌',
    play: '出牌',
    scoring: '計分與一場的長度',
  },
};
