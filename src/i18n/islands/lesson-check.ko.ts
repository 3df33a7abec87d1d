/**
 * The sentences of the lesson checks and play-on deals in Korean (shape: `PlayOnWords`,
 * islands-logic/play-on.ts). Loaded on demand by the Korean lesson island (course.ko.ts
 * `loadCheck`), never by another page. The Korean edition's lessons are Mighty's: a trick's reason
 * is made in Korean from the engine's explanation (i18n/phrases/ko.ts `mightyReasonKo`, which stops
 * on a sentence it does not know). No English sentence is translated.
 */
import { translatedIn } from '../../engine/descriptors.ts';
import { cardLabel as codeLabel, isJoker, SUIT_SYMBOL, type Card } from '../../engine/cards.ts';
import { spokenNameKo } from '../card-words/ko.ts';
import { mightyReasonKo, SUIT_KO } from '../phrases/ko.ts';
import type { PlayOnWords } from '../../islands-logic/play-on.ts';
import type { RuleChoice, TrickEngine, TrickSpec, TrickVerdict } from '../../islands-logic/engines/types.ts';

/** "♥Q", and a joker in words ("조커"), not its code. */
const card = (c: string): string => (isJoker(c as Card) ? spokenNameKo(c as Card) : codeLabel(c as Card));
const play = (cs: readonly string[]): string => (cs.length === 0 ? '패스' : cs.map(card).join(' '));
const list = (cs: readonly string[]): string => cs.map(card).join(', ');

/**
 * Whether a word is read with a final consonant: a Hangul syllable by its code, a number or a card
 * label by how its last digit is read (1 일, 3 삼, 6 육, 7 칠, 8 팔, 10 십; A 에이, K 케이, Q 큐, J 제이).
 */
const final = (w: string): boolean => {
  const code = (w.at(-1) ?? '').charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  return /[013678]$/.test(w);
};
/** "♥3은", "♥K는". */
const topic = (w: string) => `${w}${final(w) ? '은' : '는'}`;
/** "♥3이", "♥K가". */
const subject = (w: string) => `${w}${final(w) ? '이' : '가'}`;
/** "♥3을", "♥K를". */
const object = (w: string) => `${w}${final(w) ? '을' : '를'}`;

const seat = (s: number): string => (s === 0 ? '나' : `컴퓨터 ${s}`);
const seatSubject = (s: number): string => (s === 0 ? '내가' : subject(seat(s)));

/** The engine's reason a trick is won, in Korean, made from its explanation (Mighty's lessons only). */
function trickReason(engine: TrickEngine, _rc: RuleChoice, spec: TrickSpec, verdict: TrickVerdict): string {
  if (!translatedIn(engine.variant, 'ko'))
    throw new Error(`no Korean trick reasons for ${engine.variant}: the Korean edition has Mighty's lessons only`);
  return mightyReasonKo(verdict.explanation?.text ?? verdict.reason, spec.trump);
}

export const checkKo: PlayOnWords = {
  space: ' ',
  card,
  play,
  trickReason,
  climbReason: () => {
    throw new Error('no Korean for Daifugō reasons: the Korean edition has Mighty’s lessons only');
  },
  notAllowed: (c, legal) => `여기서 ${topic(card(c))} 낼 수 없습니다. 낼 수 있는 카드는 ${list(legal)}뿐입니다.`,
  followsSuit: (c) => `${topic(card(c))} 낼 수 있습니다. 선이 낸 무늬와 같은 무늬입니다.`,
  allowed: (c, legal) => `${topic(card(c))} 낼 수 있습니다. 여기서 낼 수 있는 카드는 ${list(legal)}입니다.`,
  withCard: (c, mine, winner, reason) =>
    `${object(card(c))} 내면 ${mine ? `내 ${subject(card(c))}` : subject(card(winner))} 트릭을 이깁니다. ${reason}`,
  cannotPlay: (p, reason) => `${topic(play(p))} 낼 수 없습니다. ${reason}.`,
  noEffect: (p) => `${topic(play(p))} 낼 수 있지만, 그 효과는 일어나지 않습니다.`,
  climbLegal: (p) => `${topic(play(p))} 낼 수 있습니다.`,
  winnerRight: (won, reason) => `${subject(card(won))} 트릭을 이깁니다. ${reason}`,
  winnerWrong: (chosen, won, reason) =>
    `${chosen ? topic(card(chosen)) : '그 카드는'} 이기지 못합니다. 이기는 카드는 ${card(won)}입니다. ${reason}`,
  bidNotOffered: '그 공약은 고를 수 있는 공약이 아닙니다.',
  bid: (b) => `${SUIT_SYMBOL[b.suit as 'S'] ?? ''}${SUIT_KO[b.suit as 'S'] ?? ''} ${b.count}`,
  bidRefused: (b) => `${topic(b)} 여기서 부를 수 없습니다 (공약 규칙에서 허용되지 않습니다).`,
  bidBeats: (b, high) => `${topic(b)} 지금 공약(${high})보다 높습니다.`,
  bidFirst: (b, minBid) => `${topic(b)} 첫 공약으로 부를 수 있습니다 (${minBid}점 이상).`,
  buryCount: (count, chosen) => `버릴 카드는 꼭 ${count}장입니다 (지금 ${chosen}장).`,
  buryHonours: (cs) => `${topic(list(cs))} 점수 카드입니다. 점수 카드는 버리지 말고 남겨 두세요.`,
  buryTrumps: (cs) => `${topic(list(cs))} 기루다입니다. 기루다는 트릭을 이길 수 있으니 남겨 두세요.`,
  buryRight: (cs) => `${list(cs)}: 점수 카드도 기루다도 아니니 잃는 것이 없습니다.`,
  choiceWrong: (chosen, why) => `‘${chosen}’${final(chosen) ? '이' : '가'} 아닙니다. ${why}`,
  engineError: (problem) => `규칙 엔진이 이 답을 확인하지 못했습니다 (${problem}).`,
  seat,
  notYourPlay: (p) => `${topic(play(p))} 내 패에 있는 카드가 아닙니다.`,
  mustLead: '바닥이 비어 있으니 내가 먼저 내야 합니다. 패스할 수 없습니다.',
  eightCut: (p) => `${topic(play(p))} 8 끊기입니다. 바닥이 정리됩니다.`,
  nobodyBeat: (p) => `아무도 ${object(play(p))} 넘지 못해서 바닥이 정리됩니다.`,
  takesLead: (s, reason) => `${seatSubject(s)} 선을 잡습니다. ${reason}`,
  winsTrick: (s, c, trick, reason) =>
    `${s === 0 ? `내 ${subject(card(c))}` : `${seat(s)}의 ${subject(card(c))}`} ${trick}번째 트릭을 이깁니다. ${reason}`,
  notPlayable: '그 카드는 여기서 낼 수 없습니다.',
  yourTurn: '다시 내 차례입니다.',
  youLead: (trick) => `${trick}번째 트릭은 내가 선입니다.`,
  mayBePlayed: (move) => `${topic(move)} 낼 수 있습니다.`,
  overEarly: '이 카드들을 다 내기 전에 판이 끝납니다.',
  notFinished: '아직 끝나지 않았습니다. 계속 내세요.',
};
