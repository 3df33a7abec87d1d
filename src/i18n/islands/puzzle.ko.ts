/**
 * The puzzle island's words in Korean (shape: puzzle.en.ts), for the Korean edition's Mighty
 * puzzles page. The puzzle's own words — title, note, rules line, facts, question and the engine's
 * reason — come in Korean in its view, built at build time by puzzle-views.ko.ts from the engine's
 * explanation with the Korean phrasebook (i18n/phrases/ko.ts); this catalogue only frames them.
 */
import { cardLabel as codeLabel, isJoker, type Card } from '../../engine/cards.ts';
import { spokenNameKo } from '../card-words/ko.ts';
import type { VerdictWords } from '../../islands-logic/puzzles.ts';
import type { PuzzleWords } from './puzzle.en.ts';

/** "♥Q", and a joker in words ("조커"), not its code. */
const label = (c: string): string => (isJoker(c as Card) ? spokenNameKo(c as Card) : codeLabel(c as Card));

/**
 * Whether a word is read with a final consonant: a Hangul syllable by its code, a card label by how
 * its rank is read (3 삼, 6 육, 7 칠, 8 팔, 10 십; A 에이, K 케이, Q 큐, J 제이, 2 이, 4 사, 5 오, 9 구).
 */
export function hasFinalKo(word: string): boolean {
  const last = word.at(-1) ?? '';
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  return /(3|6|7|8|10)$/.test(word);
}
/** "♥3이", "♥K가", "조커가". */
export const subjectKo = (w: string): string => `${w}${hasFinalKo(w) ? '이' : '가'}`;
/** "♥3은", "조커는". */
export const topicKo = (w: string): string => `${w}${hasFinalKo(w) ? '은' : '는'}`;

/** Daifugō's effects in Korean (the Korean edition has no Daifugō puzzles: the type asks for them). */
const EFFECT_KO: Readonly<Record<string, string>> = {
  revolution: '혁명',
  'eleven-back': '일레븐 백',
  'eight-cut': '8 끊기',
  'nine-reverse': '9 리버스',
  skip: '건너뛰기',
  'suit-lock': '무늬 묶기',
  'spade-three': '스페이드 3 반격',
  'seven-pass': '7 넘기기',
  'ten-discard': '10 버리기',
  'queen-bomber': '퀸 폭탄',
  'five-skip': '5 건너뛰기',
  sandstorm: '모래폭풍',
};

const effectKo = (e: string): string => {
  const w = EFFECT_KO[e];
  if (!w) throw new Error(`no Korean for the Daifugō effect "${e}": add it to puzzle.ko.ts`);
  return w;
};

const verdict: VerdictWords = {
  notThat: (card) => `아닙니다. ${topicKo(label(card))} 이 트릭을 이기지 못합니다. 다시 골라 보세요.`,
  legalWrongEffects: '낼 수는 있지만, 일어나는 효과가 다릅니다. 다시 해 보세요.',
  tryAgain: '아닙니다. 다시 해 보세요.',
  trickSolution: (card, reason) => `${subjectKo(label(card))} 이깁니다. ${reason}`,
  daifugoLegal: (what, effects) =>
    effects.length
      ? `${topicKo(what)} 낼 수 있고, ${effects.map((e) => `‘${effectKo(e)}’`).join(', ')} 효과가 일어납니다.`
      : `${topicKo(what)} 낼 수 있고, 특별한 효과는 없습니다.`,
  daifugoIllegal: (reason) => `낼 수 없습니다. ${reason}.`,
};

export const puzzleKo: PuzzleWords = {
  lang: 'ko',
  noPuzzles: '이 게임의 문제는 아직 없습니다.',
  storedNotice: (_notice, kept) =>
    kept
      ? '저장된 문제 기록의 일부를 읽을 수 없어서 연속 정답 수를 0으로 되돌렸습니다. 푼 문제 기록은 남아 있습니다.'
      : '저장된 문제 기록을 읽을 수 없어서 처음부터 시작합니다. 원래 기록은 이 브라우저에 남겨 두었습니다.',
  noSuchPuzzle: (id) => `이 페이지에는 “${id}”라는 문제가 없습니다. 첫 번째 문제를 보여 줍니다.`,
  malformed: '문제 데이터가 없거나 잘못되어 문제를 보여 줄 수 없습니다.',
  counter: (i, n) => `${n}문제 중 ${i}번째`,
  streak: (n) => `연속 정답 ${n}`,
  bestStreak: (n) => `최고 연속 정답 ${n}`,
  solvedOf: (k, n) => `푼 문제 ${k}/${n}`,
  sep: ' · ',
  lastOne: (solved, seen) => `마지막 문제였습니다. 이번에는 ${seen}문제 중 ${solved}문제를 맞혔습니다.`,
  restart: '1번 문제부터 다시 하기',
  unsolvedTitle: (theme, i) => `${theme}: ${i}번 문제`,
  rulesLead: '규칙: ',
  factsEnd: '. ',
  loading: '페이지를 다 불러오면 답할 수 있습니다.',
  howToDaifugo: '낼 수 있는지 고르고, 낼 수 있다면 일어나는 효과를 모두 체크한 뒤 ‘정답 확인’을 누르세요.',
  howToTrick: '이기는 카드를 고르세요. 카드를 누르거나, 탭 키로 옮겨 가서 엔터 키를 누르면 됩니다.',
  trickGroup: '이 트릭의 카드 (낸 순서대로)',
  solutionLead: '정답:',
  correctLead: '정답입니다!',
  space: ' ',
  nextPuzzle: '다음 문제',
  finish: '끝내기',
  showSolution: '정답 보기',
  skip: '건너뛰기',
  linkHere: '이 문제의 링크',
  linkPage: (variantTitle) => `${variantTitle} 문제 페이지에서 이 문제 열기`,
  pageHref: (variant) => `/ko/${variant}/puzzles/`,
  allPuzzles: (n) => `모든 문제 (${n}문제)`,
  solvedMark: ' (맞힘)',
  pileGroup: '바닥에 낸 카드 (먼저 낸 것부터)',
  pile: '바닥:',
  emptyPile: '(없음)',
  playGroup: '판정할 카드',
  play: '낼 카드:',
  legalQuestion: '이 카드를 낼 수 있나요?',
  legal: '낼 수 있음',
  illegal: '낼 수 없음',
  effectsQuestion: '낼 수 있다면 어떤 효과가 일어나나요? (없음, 하나, 여러 개 모두 고를 수 있습니다.)',
  effect: effectKo,
  check: '정답 확인',
  verdict,
};
