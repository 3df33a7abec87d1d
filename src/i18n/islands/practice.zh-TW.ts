/**
 * The practice table's words in Traditional Chinese (the catalogue's shape is practice.en.ts: a
 * key missing here is a type error and a unit-test failure). The Chinese table offers Taiwanese &
 * Hong Kong Napoleon only (`variants`): its bids, trick reasons, scores and hints are made from
 * the engine's data — actions, the engine's trick sentence (read by i18n/phrases/zh-tw.ts
 * `twhkTrickReasonZh`, the Chinese pages' own reasons), cards, scores — in the words of the
 * Chinese tw-hk pages (content/docs/zh-tw/tw-hk/): 叫牌、不叫、頭、拿破崙、秘書／秘書牌、獨裁、
 * 防家、底牌、蓋回、首引、王牌、無王、逼鬼、成約／倒約. Players are 你 and 2號玩家…
 * The keys only Daifugō and the other games use have short Chinese words for the type; a page of
 * another game in the Chinese edition keeps the English table (see ../../components/Practice.astro).
 */
import { translator } from '../messages/format.ts';
import messages from '../messages/zh-TW/practice.json' with { type: 'json' };
import { practiceMessages, type PracticeHooks } from './practice.ts';
import { optionMessages } from './practice-options.ts';
import type { OwnTableWords } from './practice-table-words.ts';
import { cardLabel as codeLabel, isJoker, type Card } from '../../engine/cards.ts';

import { spokenNameZh } from '../card-words/zh-tw.ts';
import { SUIT_ZH, twhkTrickReasonZh } from '../phrases/zh-tw.ts';
import type { AnyAction } from '../../islands-logic/practice.ts';
import { tableModel } from '../../islands-logic/practice.ts';
import { speech } from '../../islands-logic/table-view.ts';
import { optionValueZh, optionWordsZh, presetNameZh, TOPIC_WORDS_ZH } from './options.zh-TW.ts';
import type { PracticeWords } from './practice.en.ts';
import { GAME_NAMES } from '../game-names.ts';

/** "♥Q", and a joker in words ("大鬼"), not its code. */
const cardLabel = (c: Card): string => (isJoker(c) ? spokenNameZh(c) : codeLabel(c));

/** "你" / "2號玩家". */
const seatName = (seat: number, human: number): string => (seat === human ? '你' : `${seat + 1}號玩家`);

const STRAIN_ZH: Readonly<Record<string, string>> = {
  S: '♠黑桃',
  H: '♥紅心',
  D: '♦方塊',
  C: '♣梅花',
  NT: '無王',
};
const strain = (x: unknown) => {
  const w = STRAIN_ZH[String(x)];
  if (!w) throw new Error(`no Chinese for the suit "${String(x)}"`);
  return w;
};

/** A call as a seat says it: a bid "2方塊（10張頭）", "3無王（11張頭）"; anything else (不叫) as its label. */
function bidWords(a: AnyAction): string {
  return a.type === 'bid' ? bidOnly(a) : m.actionLabel(a);
}

function bidOnly(a: AnyAction): string {
  if ('heads' in a) return twhkBidZh(a['heads'], a['strain']);
  if ('count' in a)
    return `${String(a['count'])}張${strain(a['suit'])}${a.card ? `（副官牌${cardLabel(a.card)}）` : ''}`;
  if ('number' in a) return `${a['strain'] === 'NT' ? '無王' : strain(a['strain'])}${String(a['number'])}`;
  return napBidZh(a['bid']);
}

/** A tw-hk bid as its page writes it: a number and a suit ("2方塊", "2無王") and the heads promised; or a number of heads. */
function twhkBidZh(heads: unknown, st: unknown): string {
  const h = Number(heads);
  if (st === null || st === undefined) return `${h}張頭`;
  const level = h - 8;
  return `${level}${st === 'NT' ? '無王' : SUIT_ZH[String(st) as keyof typeof SUIT_ZH]}（${h}張頭）`;
}

/** A Nap bid (for the type: the Chinese table offers tw-hk only). */
const NAP_BID_ZH: Readonly<Record<string, string>> = {
  nap: '全拿（5墩）',
  misere: '一墩不拿',
  wellington: '威靈頓',
  blucher: '布呂歇爾',
};
function napBidZh(bid: unknown): string {
  if (typeof bid === 'number') return `${bid}墩`;
  const w = NAP_BID_ZH[String(bid)];
  if (!w) throw new Error(`no Chinese for the Nap bid "${String(bid)}"`);
  return w;
}

/** How this language says a contract (its bid words) and a betrayal (the cards shown); the rest of the table is practice-table-words.ts. */
const TABLE_ZH: OwnTableWords = {
  contract: (contract, by) => {
    const c = contract as Record<string, unknown>;
    const words =
      typeof contract === 'object' && contract !== null
        ? 'count' in c
          ? `${String(c['count'])}張花牌`
          : 'heads' in c
            ? twhkBidZh(c['heads'], c['strain'])
            : `${String(c['number'])}分`
        : napBidZh(contract);
    return `叫品：${words}，由${by}叫。`;
  },
  betrayal: (by, seat, human, shown = []) =>
    by === 'adjutant'
      ? `背叛：副官${seatName(seat, human)}倒向了防家，拿破崙一個人打。`
      : `背叛：拿破崙${seatName(seat, human)}亮出${shown.map(spokenNameZh).join('和')}，倒向了防家；副官要一個人完成叫品。`,
};

/** The games whose trick reasons the Chinese phrasebook words (the others get the plain reason). */
const TRICK_REASONS_ZH: PracticeHooks['trickReasons'] = {
  'tw-hk': (r) => twhkTrickReasonZh(r.text, r.trump === null),
};

const t = translator('zh-TW', messages);
const m = practiceMessages(t, {
  bid: bidOnly,
  seatName,
  cardLabel,
  spokenName: spokenNameZh,
  trickReasons: TRICK_REASONS_ZH,
});

export const practiceZh: PracticeWords = {
  ...m,
  ...optionMessages(t, { preset: presetNameZh, option: optionWordsZh, value: optionValueZh, topics: TOPIC_WORDS_ZH }),
  lang: 'zh-TW',
  variants: ['tw-hk'],

  variantTitle: (v) => GAME_NAMES['zh-TW'][v],

  bidCellName: (n, s, a) =>
    `${n} ${s === 'NT' ? '無王' : ({ C: '♣', D: '♦', H: '♥', S: '♠' } as Record<string, string>)[s]}：${m.actionLabel(a)}`,
  bidName: (a) => bidWords(a).replace(/（副官牌.*）$/, ''),

  seatName,
  bidWords,
  speech: (variant, view, log, players) =>
    speech(variant, view, log, players, { pass: '過', passAuto: '過（出不了）', bid: bidWords }),
  tableModel: (variant, view, human) => tableModel(variant, view, human, { ...m.table(variant), ...TABLE_ZH }),
  cardLabel,
};
