/**
 * The position puzzles' words in Japanese (shape: position.en.ts). The puzzle's own words — title,
 * note, seat names ("あなた（ナポレオン）", "3番の人") and the reasons who-holds gives — come in
 * Japanese in its view, built at build time by position-views.ja.ts; this catalogue frames them and
 * makes the sentences of the play (the solver's replies and lines) from the cards and seats.
 */
import { descriptorOf } from '../../engine/descriptors.ts';
import { cardLabel as codeLabel, isJoker, type Card } from '../../engine/cards.ts';
import { spokenNameJa } from '../card-words/ja.ts';
import type { PositionVariant } from '../../content-data/position-puzzles.ts';
import type { PositionWords } from './position.en.ts';

const SUIT_JA: Readonly<Record<string, string>> = { S: 'スペード', H: 'ハート', D: 'ダイヤ', C: 'クラブ' };
const SUIT_BY_INT = ['スペード', 'ハート', 'ダイヤ', 'クラブ'];

/** "♥Q", and a joker in words ("大きいジョーカー"), not its code. */
const label = (c: Card): string => (isJoker(c) ? spokenNameJa(c) : codeLabel(c));

/**
 * What the side must take, in each game's words: 絵札・点札 are counted in cards, Mighty's in
 * points, Nap's in tricks (`what` before the number, `counter` after it).
 */
const UNIT: Readonly<Record<PositionVariant, { what: string; counter: string }>> = {
  japanese: { what: '絵札', counter: '枚' },
  'tw-hk': { what: '点札', counter: '枚' },
  mighty: { what: '', counter: '点' },
  nap: { what: '', counter: 'トリック' },
};
const amount = (variant: PositionVariant, n: number): string => `${UNIT[variant].what}${n}${UNIT[variant].counter}`;
const DEFENCE: Readonly<Record<PositionVariant, string>> = {
  japanese: '連合軍',
  'tw-hk': '守備側',
  mighty: '野党',
  nap: '相手側',
};
const WIDOW: Readonly<Record<PositionVariant, string>> = {
  japanese: '場札',
  'tw-hk': '場札',
  mighty: 'キティ',
  nap: '配られていないカード',
};

/** The declarer's and the partner's titles in each game, as the Japanese pages name them (Nap's declarer plays alone). */
export const ROLE_JA: Readonly<Record<PositionVariant, { declarer: string; partner?: string }>> = {
  japanese: { declarer: 'ナポレオン', partner: '副官' },
  'tw-hk': { declarer: 'ナポレオン', partner: '秘書' },
  mighty: { declarer: '主攻', partner: 'フレンド' },
  nap: { declarer: 'ディクレアラー' },
};

/** Seat names relative to the declarer, numbered in playing order (the declarer is 1番). */
export function seatNamesJa(variant: PositionVariant, players: number, declarer: number, partner?: number): string[] {
  const r = ROLE_JA[variant];
  return Array.from({ length: players }, (_, s) => {
    const n = ((s - declarer + players) % players) + 1;
    if (s === declarer) return `あなた（${r.declarer}）`;
    if (s === partner) return `${n}番の人（あなたの${r.partner ?? '味方'}）`;
    return `${n}番の人`;
  });
}

/** An endgame's seat names: the declaring side's, or, when the learner defends, the declarer by its role. */
export function endgameNamesJa(
  p: { variant: PositionVariant; side: readonly number[]; declarer?: number },
  players: number,
): string[] {
  if (p.declarer === undefined) return seatNamesJa(p.variant, players, p.side[0]!, p.side[1]);
  return seatNamesJa(p.variant, players, p.declarer).map((n, s) =>
    s === p.declarer ? ROLE_JA[p.variant].declarer : n,
  );
}

const sentences = (lines: string[]): string => lines.map((l) => (/[。]$/.test(l) ? l : `${l}。`)).join('');

export const positionJa: PositionWords = {
  lang: 'ja',
  malformed: '問題のデータが欠けているか壊れているため、問題を表示できません。',
  card: label,
  spoken: spokenNameJa,
  lead: (variant, namedSuit, call) => {
    const parts: string[] = [];
    if (namedSuit >= 0) parts.push(`${SUIT_BY_INT[namedSuit]}を指定`);
    if (call) parts.push(descriptorOf(variant).review.jokerCall === 'call' ? 'ジョーカーコール' : '呼び出し');
    return parts.length > 0 ? `（${parts.join('、')}）` : '';
  },
  seatNames: seatNamesJa,
  endgameNames: endgameNamesJa,
  short: (name, isYou) => (isYou ? 'あなた' : name.replace(/（.*）$/, '')),
  roleOf: (name) => name.replace(/^あなた（(.*)）$/, '$1'),

  amountOf: (variant, n) => amount(variant, n),
  solverFailed: (why) => `終盤のソルバーを読み込めませんでした（${why}）。`,
  setupFailed: (why) => `この終盤を並べられませんでした：${why}。`,
  goOnFailed: (why) => `この終盤を続けられませんでした：${why}。`,
  plays: (name, spoken, lead) => `${name}が${spoken}${lead}を出しました`,
  trickTo: (trickNo, name, points) =>
    `第${trickNo}トリックは${name}が取りました${points > 0 ? `（点になるカード${points}枚）` : ''}。`,
  announceStart: (lines, who) => `${sentences(lines)}${who}の番です。`,
  announceNext: (lines, who) => `${sentences(lines)}${who}の番です。`,
  announceSolved: (lines, made) => `${sentences(lines)}正解！あなたの側は${made}を取りました。`,
  announceRefuted: (lines, value, reply) =>
    `${sentences(lines)}このカードではありません。あなたの側はもう${value}しか取れません。${reply}`,
  reply: (variant, c, declarerPlays = false) =>
    `${declarerPlays ? ROLE_JA[variant].declarer : DEFENCE[variant]}は${label(c)}（${spokenNameJa(c)}）で応じます。`,
  refuted: (c, value, target, reply) =>
    `${label(c)}ではうまくいきません。相手が最善に打つと、あなたの側が取れるのは${target}ではなく${value}です。${reply}`,
  playIn: (name, c, lead) => `${name} ${label(c)}${lead}`,
  listSep: '、',
  lineTrick: (trickNo, plays, winner) => `第${trickNo}トリック：${plays.join('、')}。${winner}が取ります。`,
  solverLine: '最初からのソルバーの読み筋：',
  solutionShown: '答えを下に示しました。',
  endgameEmbedded: '最後まで打ってみる',
  endgameCounter: (i, n) => `終盤 第${i}問（全${n}問）`,
  titleSep: '：',
  endgameMeta: (o) => {
    const total = `まだ取られていない${amount(o.variant, o.available)}のうち、`;
    // A declarer playing alone (Nap) has no side to name; a learner defending names the seats.
    const who = o.defence
      ? `あなたは守り（${o.side.join('・')}）を受け持ち、`
      : o.side.length === 1
        ? 'あなたは、'
        : `あなたの側（${o.side.map((n) => n.replace(/（.*）$/, '')).join('と')}）は、`;
    const plays = o.defence
      ? `守り側のカードはすべてあなたが出し、${ROLE_JA[o.variant].declarer}はコンピューターが完璧に打ちます。`
      : `${o.side.length === 1 ? 'あなたは自分のカードを出し、' : 'あなたの側のカードはすべてあなたが出し、'}${DEFENCE[o.variant]}はコンピューターが完璧に打ちます。`;
    return {
      before: `${o.trump === null ? '切り札なし' : `切り札：${SUIT_JA[o.trump]}`}。${
        o.secretary ? `秘書のカードは${label(o.secretary)}です。` : ''
      }残り${o.left}トリック（第${o.from}〜${o.to}トリック）。${who}${total}`,
      after: `${UNIT[o.variant].counter}を取る必要があります。${plays}`,
    };
  },
  toPlayMark: '（番です）',
  handGroup: (name, n) => `${name}：${n}枚`,
  currentTrick: 'いまのトリック',
  noCardYet: 'このトリックにはまだ誰も出していません。',
  thisTrick: (plays) => `このトリック：${plays.join('、')}`,
  playedSoFar: 'これまでに出たカード',
  loadingSolver: 'ソルバーを読み込んでいます…',
  solvedLead: '正解！',
  solvedText: (made) => `あなたの側は${made}を取りました。どんな守りに対しても、これが取れる最大です。`,
  titleEnd: '。',
  keyCard: (c) => `決め手のカードは${label(c)}でした。`,
  tryAgain: 'もう一度',
  showSolution: '答えを見る',
  startAgain: '最初からやり直す',
  nextEndgame: '次の終盤へ',
  previousEndgame: '前の終盤へ',

  deductionEmbedded: 'カードを持っているのは誰？',
  deductionCounter: (i, n) => `推理 第${i}問（全${n}問）`,
  deductionQuestion: (role, trump, partner) => ({
    before: `あなたは${role}で、${trump === null ? '切り札はありません' : `切り札は${SUIT_JA[trump]}です`}。${partner}のカードに`,
    after: `を指名しました。このカードを持っている人があなたの${partner}です。ここまでのトリックから考えて、${partner}でありうるのは誰ですか？`,
  }),
  yourHandLead: 'あなたの手札：',
  yourHand: 'あなたの手札',
  discards: (variant, cards) => `あなたが${WIDOW[variant]}に捨てたカード：${cards.map(label).join(' ')}`,
  discardsSpoken: (cards) => `（${cards.map(spokenNameJa).join('、')}）`,
  tricksSoFar: 'ここまでのトリック',
  trickLead: (i) => `第${i}トリック：`,
  nameCardSep: ' ',
  naming: (suit) => `（${SUIT_JA[suit]}を指定）`,
  ordered: '。あなたは自分の番に、秘書のカードを出すよう命令しました',
  legend: (c) => `${label(c)}を持っていうるのは誰ですか？ ありうる人すべてに印をつけてください。`,
  widowOption: (variant) => `誰も持っていない（${WIDOW[variant]}の中にある）`,
  widowWord: (variant) => WIDOW[variant],
  check: '答え合わせ',
  nextDeduction: '次の推理へ',
  previousDeduction: '前の推理へ',
  right: '正解！',
  notQuite: '惜しい！',
  canBeWith: (c, places) => `${label(c)}を持っていうるのは、${places.join('、')}です。`,

  noteFailed: 'この問題の解説を読み込めませんでした（オフラインですか？）。',
  noteLoading: '解説を読み込んでいます…',
};
