/**
 * The sentences of the lesson checks and play-on deals in Traditional Chinese (shape: `PlayOnWords`,
 * islands-logic/play-on.ts). Loaded on demand by the Chinese lesson island (course.zh-TW.ts
 * `loadCheck`), never by another page. The engine's reason a trick is won is made in Chinese from
 * the engine's sentence (i18n/phrases/zh-tw.ts `twhkTrickReasonZh`, which names every rule the tw-hk
 * engine can give), as the Chinese puzzles do. The Chinese edition teaches only Taiwanese & Hong
 * Kong Napoleon: a trick of another game, or a Daifugō play, stops with its name.
 */
import { translatedIn } from '../../engine/descriptors.ts';
import { cardLabel as codeLabel, isJoker, type Card, type Suit } from '../../engine/cards.ts';
import { spokenNameZh } from '../card-words/zh-tw.ts';
import { suitZh, twhkTrickReasonZh } from '../phrases/zh-tw.ts';
import type { PlayOnWords } from '../../islands-logic/play-on.ts';
import type { RuleChoice, TrickEngine, TrickSpec, TrickVerdict } from '../../islands-logic/engines/types.ts';

/** "♥Q", and a joker in words ("大鬼"), not its code. */
const card = (c: string): string => (isJoker(c as Card) ? spokenNameZh(c as Card) : codeLabel(c as Card));
const play = (cs: readonly string[]): string => (cs.length === 0 ? '不出' : cs.map(card).join(' '));
const list = (cs: readonly string[]): string => cs.map(card).join('、');
const and = (cs: readonly string[]): string => cs.map(card).join('和');
const seat = (s: number): string => (s === 0 ? '你' : `${s}號玩家`);
const stop = (r: string): string => (r.endsWith('。') ? r : `${r}。`);

/** The engine's reason a trick is won, in Chinese, made from the engine's sentence. */
function trickReason(engine: TrickEngine, _rc: RuleChoice, spec: TrickSpec, verdict: TrickVerdict): string {
  if (!translatedIn(engine.variant, 'zh-TW'))
    throw new Error(
      `no Chinese trick reasons for ${engine.variant}: the Chinese edition teaches Taiwanese & Hong Kong Napoleon`,
    );
  return stop(twhkTrickReasonZh(verdict.reason, spec.trump === null));
}

const noClimb = (what: string): never => {
  throw new Error(`no Chinese for the Daifugō ${what}: the Chinese edition has no Daifugō lessons`);
};

export const checkZh: PlayOnWords = {
  space: '',
  card,
  play,
  trickReason,
  climbReason: (reason) => noClimb(`reason "${reason}"`),
  notAllowed: (c, legal) => `這裡不能出${card(c)}，規則只允許出${list(legal)}。`,
  followsSuit: (c) => `${card(c)}可以出：它跟了首引的花色。`,
  allowed: (c, legal) => `${card(c)}可以出：這裡規則允許出${list(legal)}。`,
  withCard: (c, mine, winner, reason) =>
    `出${card(c)}的話，${mine ? `你的${card(c)}` : card(winner)}會贏下這一輪。${reason}`,
  cannotPlay: (p, reason) => `${play(p)}不能出：${stop(reason)}`,
  noEffect: (p) => noClimb(`play ${p.join(' ')}`),
  climbLegal: (p) => noClimb(`play ${p.join(' ')}`),
  winnerRight: (won, reason) => `${card(won)}贏下這一輪。${reason}`,
  winnerWrong: (chosen, won, reason) => `${chosen ? card(chosen) : '那張牌'}沒有贏，贏的是${card(won)}。${reason}`,
  bidNotOffered: '這個叫品不在選項裡。',
  bid: (b) => `${b.count}${suitZh(b.suit as Suit)}`,
  bidRefused: (b) => `這裡不能叫${b}（叫牌規則不允許）。`,
  bidBeats: (b, high) => `${b}比目前最高的叫品（${high}）大。`,
  bidFirst: (b, minBid) => `${b}可以當第一個叫品（至少${minBid}張頭）。`,
  buryCount: (count, chosen) => `要蓋回的牌剛好是${count}張（現在選了${chosen}張）。`,
  buryHonours: (cs) => `${and(cs)}是頭：蓋回去的頭算防家的。`,
  buryTrumps: (cs) => `${and(cs)}是王牌：王牌能贏下一輪，要留在手上。`,
  buryRight: (cs) => `${and(cs)}：沒有頭也沒有王牌，蓋掉不會吃虧。`,
  choiceWrong: (chosen, why) => `答案不是「${chosen}」。${why}`,
  engineError: (problem) => `規則引擎沒辦法檢查這個答案（${problem}）。`,
  seat,
  notYourPlay: (p) => `${play(p)}不是你能出的牌。`,
  mustLead: '檯面是空的，由你先出，不能不出。',
  eightCut: (p) => noClimb(`eight cut ${p.join(' ')}`),
  nobodyBeat: (p) => noClimb(`cleared pile ${p.join(' ')}`),
  takesLead: (s, reason) => `${seat(s)}拿到出牌權。${reason}`,
  winsTrick: (s, c, trick, reason) =>
    `${s === 0 ? `你的${card(c)}` : `${seat(s)}的${card(c)}`}贏下第${trick}輪。${reason}`,
  notPlayable: '這裡不能出那張牌。',
  yourTurn: '又輪到你了。',
  youLead: (trick) => `第${trick}輪由你首引。`,
  mayBePlayed: (move) => `${move}可以出。`,
  overEarly: '還沒出完這些牌，這副牌就結束了。',
  notFinished: '這副牌還沒打完：請繼續出牌。',
};
