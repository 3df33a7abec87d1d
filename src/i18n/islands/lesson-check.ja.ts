/**
 * The sentences of the lesson checks and play-on deals in Japanese (shape: `PlayOnWords`,
 * islands-logic/play-on.ts). Loaded on demand by the Japanese lesson island (course.ja.ts
 * `loadCheck`), never by an English page. The engine's reasons are made in Japanese from its
 * answer, as the puzzles and the practice table do: a trick's from the engine's explanation
 * (i18n/phrases/ja-games.ts `trickReasonJa`, checked to name the engine's winner), a refused
 * Daifugō play from daifugoReasonJa. No English sentence is translated.
 */
import { cardLabel as codeLabel, isJoker, type Card, type Suit } from '../../engine/cards.ts';
import { spokenNameJa } from '../card-words/ja.ts';
import { DAIFUGO_EFFECT_JA, daifugoReasonJa, suitJa } from '../phrases/ja.ts';
import { trickReasonJa } from '../phrases/ja-games.ts';
import type { TrickQuery } from '../../engine/judge-queries.ts';
import type { PlayOnWords } from '../../islands-logic/play-on.ts';
import type { RuleChoice, TrickEngine, TrickSpec, TrickVerdict } from '../../islands-logic/engines/types.ts';

/** "♥Q", and a joker in words ("ジョーカー"), not its code. */
const card = (c: string): string => (isJoker(c as Card) ? spokenNameJa(c as Card) : codeLabel(c as Card));
const play = (cs: readonly string[]): string => (cs.length === 0 ? 'パス' : cs.map(card).join(' '));
const list = (cs: readonly string[]): string => cs.map(card).join('、');
const and = (cs: readonly string[]): string => cs.map(card).join('と');
const seat = (s: number): string => (s === 0 ? 'あなた' : `コンピューター${s}`);

const effectJa = (e: string): string => {
  const w = DAIFUGO_EFFECT_JA[e];
  if (!w) throw new Error(`no Japanese for the Daifugō effect "${e}": add it to i18n/phrases/ja.ts`);
  return w;
};
const effects = (es: readonly string[]): string =>
  es.length === 0 ? '特別な効果は起きません' : `${es.map((e) => `「${effectJa(e)}」`).join('と')}が起きます`;

/** The engine's reason a trick is won, in Japanese, made from the same trick. */
function trickReason(engine: TrickEngine, rc: RuleChoice, spec: TrickSpec, verdict: TrickVerdict): string {
  const players = rc.rules?.['players'] as number | undefined;
  const q: TrickQuery = {
    variant: engine.variant,
    ...(rc.preset !== undefined ? { preset: rc.preset } : {}),
    ...(rc.rules ? { rules: rc.rules } : {}),
    ...(players !== undefined ? { players } : {}),
    trump: spec.trump,
    trick: spec.trick,
    plays: spec.plays,
    ...(spec.declared ? { declared: spec.declared } : {}),
    ...(spec.calls ? { calls: spec.calls as Record<string, boolean> } : {}),
    ...(spec.secretary ? { secretary: spec.secretary } : {}),
  };
  const r = trickReasonJa(q);
  if (r.winner !== verdict.winner)
    throw new Error(`the Japanese reason names card ${r.winner}, the engine card ${verdict.winner}`);
  return r.reason.endsWith('。') ? r.reason : `${r.reason}。`;
}

export const checkJa: PlayOnWords = {
  space: '',
  card,
  play,
  trickReason,
  climbReason: daifugoReasonJa,
  notAllowed: (c, legal) => `ここで${card(c)}は出せません。出せるのは${list(legal)}だけです。`,
  followsSuit: (c) => `${card(c)}は出せます。台札と同じスートです。`,
  allowed: (c, legal) => `${card(c)}は出せます。ここで出せるのは${list(legal)}です。`,
  withCard: (c, mine, winner, reason) =>
    `${card(c)}を出すと、${mine ? `あなたの${card(c)}` : card(winner)}がトリックに勝ちます。${reason}`,
  cannotPlay: (p, reason) => `${play(p)}は出せません。${reason}。`,
  noEffect: (p, _what, effect, es) => `${play(p)}は出せますが、「${effectJa(effect)}」は起きません。${effects(es)}。`,
  climbLegal: (p, _what, es) => `${play(p)}は出せます。${effects(es)}。`,
  winnerRight: (won, reason) => `${card(won)}がトリックに勝ちます。${reason}`,
  winnerWrong: (chosen, won, reason) =>
    `${chosen ? card(chosen) : 'そのカード'}は勝ちません。勝つのは${card(won)}です。${reason}`,
  bidNotOffered: 'その宣言は選択肢にありません。',
  bid: (b) => `${suitJa(b.suit as Suit)}の${b.count}`,
  bidRefused: (b, _reason) => `${b}はここでは宣言できません（競りのルールで認められていません）。`,
  bidBeats: (b, high) => `${b}は今の宣言（${high}）を上回ります。`,
  bidFirst: (b, minBid) => `${b}は最初の宣言として有効です（絵札${minBid}枚以上）。`,
  buryCount: (count, chosen) => `捨てるカードはちょうど${count}枚です（いま${chosen}枚）。`,
  buryHonours: (cs) => `${and(cs)}は絵札です。捨てた絵札は連合軍の得点になります。`,
  buryTrumps: (cs) => `${and(cs)}は切り札です。切り札はトリックに勝てるので、手元に残しましょう。`,
  buryRight: (cs) => `${and(cs)}：絵札も切り札もないので、何も失いません。`,
  choiceWrong: (chosen, why) => `「${chosen}」ではありません。${why}`,
  engineError: (problem) => `ルールエンジンがこの答えを確かめられませんでした（${problem}）。`,
  seat,
  notYourPlay: (p) => `${play(p)}はあなたの手札の組ではありません。`,
  mustLead: '場が空なので、あなたが最初に出します。パスはできません。',
  eightCut: (p) => `${play(p)}は8切りです。場が流れます。`,
  nobodyBeat: (p) => `${play(p)}に勝つ人がいなかったので、場が流れます。`,
  takesLead: (s, reason) => `${seat(s)}が親になります。${reason}`,
  winsTrick: (s, c, trick, reason) =>
    `${s === 0 ? `あなたの${card(c)}` : `${seat(s)}の${card(c)}`}が第${trick}トリックに勝ちます。${reason}`,
  notPlayable: 'それはここでは出せません。',
  yourTurn: 'またあなたの番です。',
  youLead: (trick) => `第${trick}トリックはあなたが台札を出します。`,
  mayBePlayed: (move) => `${move}は出せます。`,
  overEarly: 'これらのカードをすべて出す前に配り札が終わります。',
  notFinished: '配り札はまだ終わっていません。続けて出してください。',
};
