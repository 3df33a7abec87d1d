/**
 * The position puzzles' words in Traditional Chinese (shape: position.en.ts), for the Chinese
 * edition's tw-hk endgames page. The puzzle's own words — title, note, seat names ("你（拿破崙）",
 * "3號（你的秘書）") and the reasons who-holds gives — come in Chinese in its view, built at build
 * time by position-views.zh-TW.ts; this catalogue frames them and makes the sentences of the play
 * (the solver's replies and lines) from the cards and seats. Words as on the page
 * (content/docs/zh-tw/tw-hk/endgames.mdx): 頭, 防家, 底牌, 求解器, 首引. Mighty's and Japanese
 * Napoleon's words are there for the shape only (the Chinese edition has the tw-hk pages).
 */
import { descriptorOf } from '../../engine/descriptors.ts';
import { cardLabel as codeLabel, isJoker, type Card } from '../../engine/cards.ts';
import { spokenNameZh } from '../card-words/zh-tw.ts';
import type { PositionVariant } from '../../content-data/position-puzzles.ts';
import type { PositionWords } from './position.en.ts';

const SUIT_ZH: Readonly<Record<string, string>> = { S: '黑桃', H: '紅心', D: '方塊', C: '梅花' };
const SUIT_BY_INT = ['黑桃', '紅心', '方塊', '梅花'];

/** "♥Q", and a joker in words ("大鬼"), not its code. */
const label = (c: Card): string => (isJoker(c) ? spokenNameZh(c) : codeLabel(c));

/** What the side must take: tw-hk's heads (頭) are counted in cards, Mighty's points in points, Nap's tricks in 墩. */
const UNIT: Readonly<Record<PositionVariant, { amount: (n: number) => string; counter: string }>> = {
  japanese: { amount: (n) => `${n}張頭`, counter: '張' },
  'tw-hk': { amount: (n) => `${n}張頭`, counter: '張' },
  mighty: { amount: (n) => `${n}分`, counter: '分' },
  nap: { amount: (n) => `${n}墩`, counter: '墩' },
};
const amount = (variant: PositionVariant, n: number): string => UNIT[variant].amount(n);
const DEFENCE: Readonly<Record<PositionVariant, string>> = {
  japanese: '防家',
  'tw-hk': '防家',
  mighty: '防家',
  nap: '防家',
};

/** The declarer's and the partner's titles in each game (Nap's declarer plays alone). */
export const ROLE_ZH: Readonly<Record<PositionVariant, { declarer: string; partner?: string }>> = {
  japanese: { declarer: '拿破崙', partner: '副官' },
  'tw-hk': { declarer: '拿破崙', partner: '秘書' },
  mighty: { declarer: '主攻', partner: '朋友' },
  nap: { declarer: '莊家' },
};

/** Seat names relative to the declarer, numbered in playing order (the declarer is 1號). */
export function seatNamesZh(variant: PositionVariant, players: number, declarer: number, partner?: number): string[] {
  const r = ROLE_ZH[variant];
  return Array.from({ length: players }, (_, s) => {
    const n = ((s - declarer + players) % players) + 1;
    if (s === declarer) return `你（${r.declarer}）`;
    if (s === partner) return `${n}號（你的${r.partner ?? '夥伴'}）`;
    return `${n}號`;
  });
}

/** An endgame's seat names: the declaring side's, or, when the learner defends, the declarer by its role. */
export function endgameNamesZh(
  p: { variant: PositionVariant; side: readonly number[]; declarer?: number },
  players: number,
): string[] {
  if (p.declarer === undefined) return seatNamesZh(p.variant, players, p.side[0]!, p.side[1]);
  return seatNamesZh(p.variant, players, p.declarer).map((n, s) =>
    s === p.declarer ? ROLE_ZH[p.variant].declarer : n,
  );
}

const sentences = (lines: string[]): string => lines.map((l) => (/[。]$/.test(l) ? l : `${l}。`)).join('');

export const positionZh: PositionWords = {
  lang: 'zh-TW',
  malformed: '題目資料缺漏或格式有誤，無法顯示題目。',
  card: label,
  spoken: spokenNameZh,
  lead: (variant, namedSuit, call) => {
    const parts: string[] = [];
    if (namedSuit >= 0) parts.push(`指定${SUIT_BY_INT[namedSuit]}`);
    if (call) parts.push(descriptorOf(variant).review.jokerCall === 'call' ? '叫鬼' : '逼鬼');
    return parts.length > 0 ? `（${parts.join('，')}）` : '';
  },
  seatNames: seatNamesZh,
  endgameNames: endgameNamesZh,
  short: (name, isYou) => (isYou ? '你' : name.replace(/（.*）$/, '')),
  roleOf: (name) => name.replace(/^你（(.*)）$/, '$1'),

  amountOf: (variant, n) => amount(variant, n),
  solverFailed: () => '殘局求解器載入失敗，請重新整理頁面。',
  setupFailed: () => '這一題殘局無法擺出來：題目資料有誤。',
  goOnFailed: () => '這一題殘局無法繼續：題目資料有誤。',
  plays: (name, spoken, lead) => `${name}出${spoken}${lead}`,
  trickTo: (trickNo, name, points) => `第${trickNo}輪由${name}吃下${points > 0 ? `（${points}張頭）` : ''}。`,
  announceStart: (lines, who) => `${sentences(lines)}輪到${who}出牌。`,
  announceNext: (lines, who) => `${sentences(lines)}輪到${who}出牌。`,
  announceSolved: (lines, made) => `${sentences(lines)}答對了！你這一方吃到${made}。`,
  announceRefuted: (lines, value, reply) => `${sentences(lines)}不是這張牌：你這一方現在最多只能吃到${value}。${reply}`,
  reply: (variant, c, declarerPlays = false) =>
    `${declarerPlays ? ROLE_ZH[variant].declarer : DEFENCE[variant]}用${label(c)}（${spokenNameZh(c)}）應對。`,
  refuted: (c, value, target, reply) =>
    `${label(c)}行不通：面對最好的應對，你這一方只能吃到${value}，不是${target}。${reply}`,
  playIn: (name, c, lead) => `${name} ${label(c)}${lead}`,
  listSep: '，',
  lineTrick: (trickNo, plays, winner) => `第${trickNo}輪：${plays.join('，')}；${winner}吃下。`,
  solverLine: '求解器從頭開始的打法：',
  solutionShown: '答案列在下面。',
  endgameEmbedded: '打到最後',
  endgameCounter: (i, n) => `殘局 第${i}題（共${n}題）`,
  titleSep: '：',
  endgameMeta: (o) => ({
    before: `${o.trump === null ? '無王' : `王牌：${SUIT_ZH[o.trump]}`}。${
      o.secretary ? `秘書牌是${label(o.secretary)}。` : ''
    }還剩${o.left}輪（第${o.from}到第${o.to}輪）。${o.defence ? '你負責防守' : '你這一方'}（${o.side
      .map((n) => n.replace(/（.*）$/, ''))
      .join('和')}）在還沒被吃走的${amount(o.variant, o.available)}裡，要吃到`,
    after: `${UNIT[o.variant].counter}。你這一方的牌都由你來出，電腦則完美地防守。`,
  }),
  toPlayMark: '（輪到出牌）',
  handGroup: (name, n) => `${name}：${n}張`,
  currentTrick: '這一輪',
  noCardYet: '這一輪還沒有人出牌。',
  thisTrick: (plays) => `這一輪：${plays.join('，')}`,
  playedSoFar: '已經出過的牌',
  loadingSolver: '正在載入求解器…',
  solvedLead: '答對了！',
  solvedText: (made) => `你這一方吃到${made}，這是面對任何防守最多能吃到的數目。`,
  titleEnd: '。',
  keyCard: (c) => `關鍵的一張牌是${label(c)}。`,
  tryAgain: '再試一次',
  showSolution: '看答案',
  startAgain: '從頭再來',
  nextEndgame: '下一題殘局',
  previousEndgame: '上一題殘局',

  deductionEmbedded: '牌在誰手上？',
  deductionCounter: (i, n) => `推理 第${i}題（共${n}題）`,
  deductionQuestion: (role, trump, partner) => ({
    before: `你是${role}，${trump === null ? '這一局無王' : `王牌是${SUIT_ZH[trump]}`}。你喊了`,
    after: `當${partner}牌：拿著它的人就是你的${partner}。打完這幾輪之後，誰可能是你的${partner}？`,
  }),
  yourHandLead: '你的手牌：',
  yourHand: '你的手牌',
  discards: (_variant, cards) => `你蓋進底牌的牌：${cards.map(label).join(' ')}`,
  discardsSpoken: (cards) => `（${cards.map(spokenNameZh).join('，')}）`,
  tricksSoFar: '到目前為止的幾輪',
  trickLead: (i) => `第${i}輪：`,
  nameCardSep: ' ',
  naming: (suit) => `（指定${SUIT_ZH[suit]}）`,
  ordered: '；輪到你時，你命令秘書打出秘書牌',
  legend: (c) => `誰可能拿著${label(c)}？把所有可能的人都標出來。`,
  widowOption: () => '沒有人：它在底牌裡',
  widowWord: () => '底牌',
  check: '對答案',
  nextDeduction: '下一題推理',
  previousDeduction: '上一題推理',
  right: '答對了！',
  notQuite: '差一點！',
  canBeWith: (c, places) => `${label(c)}可能在：${places.join('、')}。`,

  noteFailed: '這一題的解說載入失敗（是不是離線了？）。',
  noteLoading: '正在載入解說…',
};
