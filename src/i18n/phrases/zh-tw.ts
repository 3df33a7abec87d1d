/**
 * The Traditional Chinese (zh-TW) phrasebook of the server-only page components (Trick, Ranking,
 * ScoreTable, OptionsTable, PresetTable, OptionKeys, RuleNotes, SourcesDiffer), used on the
 * Chinese edition's pages (content/docs/zh-tw/…, Taiwanese & Hong Kong Napoleon). The engine
 * stays language-free: it gives the winner and its English reason, and the Chinese sentence is
 * made here from that reason. A phrase with no Chinese stops the build, naming it, so a Chinese
 * page never shows an English sentence by accident.
 *
 * Words follow Taiwanese players' usage: 王牌 (trumps; some say 主牌), 首引 (to lead), 秘書/秘書牌,
 * 大鬼、小鬼, 頭 (the point cards), 防家 (the defenders), 獨裁, 末三輪, 逼鬼, 無王.
 */
import { SUIT_SYMBOL, type Suit } from '../../engine/cards.ts';
import { translator, type Catalogue } from '../messages/format.ts';
import { say, wordOf, type Phrase } from './shape.ts';
import { seatPhrase } from './shape-tricks.ts';
import { twhkReasonPhrase } from './shape-twhk-text.ts';
import messages from '../messages/zh-TW/phrases.json' with { type: 'json' };

/** The Chinese phrasebook's messages (src/i18n/messages/zh-TW/phrases.json). */
const t = /* @__PURE__ */ translator<Catalogue>('zh-TW', messages);
const sayZh = (p: Phrase): string => say(t, p);

/** The page language tag of the Chinese edition (Starlight's `lang`). */
export const ZH_TW = 'zh-TW';

export const SUIT_ZH: Readonly<Record<Suit, string>> = { S: '黑桃', H: '紅心', D: '方塊', C: '梅花' };

/** "♥紅心" — a suit as the trick and ranking headers show it. */
export const suitZh = (s: Suit): string => `${SUIT_SYMBOL[s]}${SUIT_ZH[s]}`;

/** The player under a card of a trick: "1號" (the first one "1號（首引）"). */
export const seatZh = (i: number, name?: string): string => sayZh(seatPhrase(i, name));

/**
 * The reason a Taiwanese & Hong Kong Napoleon trick was won, in Chinese, from the engine's
 * sentence (src/engine/twhk/rules.ts, twhkTrickWinner). A sentence not listed here stops the build.
 * @param noTrump the hand has no trumps (無王)
 */
export const twhkTrickReasonZh = (reason: string, noTrump: boolean): string => sayZh(twhkReasonPhrase(reason, noTrump));

/** The ranking groups' labels (src/components/site/ranking.ts) in Chinese, by their English label. */
const RANK_LABEL_ZH: Readonly<Record<string, string>> = {
  'the secretary card': '秘書牌',
  'the big joker': '大鬼',
  'the little joker': '小鬼',
  'the jokers, lowest in the last three tricks': '大小鬼（末三輪中最小）',
  trumps: '王牌',
  'cards of the led suit': '首引花色的牌',
  'any other card, if its suit is led': '其他的牌（自己的花色被首引時）',
  'other cards: they never win': '其他的牌：不可能贏',
};

export const rankLabelZh = (label: string): string =>
  wordOf(RANK_LABEL_ZH, label, `no Chinese for the ranking group "${label}": add it to i18n/phrases/zh-tw.ts`);

/** The score tables' columns. */
const SCORE_COL_ZH: Readonly<Record<string, string>> = {
  napoleon: '拿破崙',
  secretary: '秘書',
  defender: '每位防家',
};

export const scoreColZh = (key: string): string =>
  wordOf(SCORE_COL_ZH, key, `no Chinese for the score column "${key}": add it to i18n/phrases/zh-tw.ts`);
