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
import type { Suit } from '../../engine/cards.ts';

/** The page language tag of the Chinese edition (Starlight's `lang`). */
export const ZH_TW = 'zh-TW';

export const SUIT_ZH: Readonly<Record<Suit, string>> = { S: '黑桃', H: '紅心', D: '方塊', C: '梅花' };

/** "♥紅心" — a suit as the trick and ranking headers show it. */
export const suitZh = (s: Suit): string => `${{ S: '♠', H: '♥', D: '♦', C: '♣' }[s]}${SUIT_ZH[s]}`;

/** The player under a card of a trick: "1號" (the first one "1號（首引）"). */
export const seatZh = (i: number, name?: string): string => `${name ?? `${i + 1}號`}${i === 0 ? '（首引）' : ''}`;

const SUIT_BY_NAME: Readonly<Record<string, string>> = {
  spades: '黑桃',
  hearts: '紅心',
  diamonds: '方塊',
  clubs: '梅花',
};
const suitByName = (name: string, sentence: string): string => {
  const zh = SUIT_BY_NAME[name];
  if (!zh) throw new Error(`no Chinese for the suit "${name}" in "${sentence}"`);
  return zh;
};
/** A card as the engine's sentence writes it ("♥A", "BJ") in Chinese text. */
const cardZh = (label: string): string => (label === 'BJ' ? '大鬼' : label === 'LJ' ? '小鬼' : label);

const WEAK_JOKERS = ' (jokers are the lowest cards in the last three tricks)';
const WEAK_JOKERS_ZH = '（末三輪中大小鬼是最小的牌）';

/**
 * The reason a Taiwanese & Hong Kong Napoleon trick was won, in Chinese, from the engine's
 * sentence (src/engine/twhk/rules.ts, twhkTrickWinner). A sentence not listed here stops the build.
 * @param noTrump the hand has no trumps (無王)
 */
export function twhkTrickReasonZh(reason: string, noTrump: boolean): string {
  const weak = reason.includes(WEAK_JOKERS);
  const text = reason.replace(WEAK_JOKERS, '');
  const note = weak ? WEAK_JOKERS_ZH : '';
  let m = /^The secretary card (\S+) beats everything\.$/.exec(text);
  if (m) return `${cardZh(m[1]!)}是秘書牌，比所有的牌都大。`;
  if (text === 'The big joker beats everything but the secretary card.') return '大鬼只輸給秘書牌，比其他的牌都大。';
  if (text === 'The little joker beats everything but the secretary card and the big joker.')
    return '小鬼只輸給秘書牌和大鬼，比其他的牌都大。';
  m = /^(\S+) is the highest trump \((\w+)\) in the trick\.$/.exec(text);
  if (m) return `${cardZh(m[1]!)}是這一輪最大的王牌（${suitByName(m[2]!, reason)}）${note}。`;
  m =
    /^The (big|little) joker, led in the last three tricks, counts as the ([01]) of (\w+) and nothing higher of \3 or trumps was played\.$/.exec(
      text,
    );
  if (m) {
    const suit = suitByName(m[3]!, reason);
    return `末三輪首引的${m[1] === 'big' ? '大鬼' : '小鬼'}算作${suit}的${m[2]}，而且沒有人出更大的${suit}${noTrump ? '' : '或王牌'}。`;
  }
  m = /^(\S+) is the highest card of the led suit, (\w+), and no trump was played\.$/.exec(text);
  if (m) {
    const why = noTrump ? '這是無王局，' : '沒有人出王牌，';
    return `${why}${cardZh(m[1]!)}是首引花色（${suitByName(m[2]!, reason)}）裡最大的牌${note}。`;
  }
  m = /^(\S+) wins as the lead: no other card could beat it\.$/.exec(text);
  if (m) return `${cardZh(m[1]!)}是首引的牌，沒有別的牌壓得過它${note}。`;
  throw new Error(`no Chinese for the Taiwanese & Hong Kong trick reason "${reason}": add it to i18n/phrases/zh-tw.ts`);
}

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

export function rankLabelZh(label: string): string {
  const zh = RANK_LABEL_ZH[label];
  if (!zh) throw new Error(`no Chinese for the ranking group "${label}": add it to i18n/phrases/zh-tw.ts`);
  return zh;
}

/** The score tables' columns. */
const SCORE_COL_ZH: Readonly<Record<string, string>> = {
  napoleon: '拿破崙',
  secretary: '秘書',
  defender: '每位防家',
};

export function scoreColZh(key: string): string {
  const zh = SCORE_COL_ZH[key];
  if (!zh) throw new Error(`no Chinese for the score column "${key}": add it to i18n/phrases/zh-tw.ts`);
  return zh;
}
