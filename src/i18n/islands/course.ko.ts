/**
 * The course family's words in Korean (shape: course.en.ts), for the Korean edition's Mighty
 * course and lesson. The lessons' own texts come in Korean from content/lessons/ko/; the sentences
 * a check makes from the engine's answer (the engine's reasons made in Korean from its
 * explanation, i18n/phrases/ko.ts) are in lesson-check.ko.ts, loaded when a lesson starts. Words as
 * the Korean Mighty pages use them: 기루다, 노기루다, 선, 트릭, 공약, 바닥 카드, 프렌드.
 */
import { SUIT_SYMBOL, type Suit } from '../../engine/cards.ts';
import type { CourseWords } from './course.en.ts';
import { courseProgressKo } from './course-progress.ko.ts';

const SUIT_KO: Readonly<Record<string, string>> = { S: '스페이드', H: '하트', D: '다이아', C: '클로버' };
/** "♠스페이드" (as i18n/phrases/ko.ts `suitKo`, which the islands do not load at start). */
const suitKo = (s: Suit) => `${SUIT_SYMBOL[s]}${SUIT_KO[s]}`;
/** "기루다는 ♠스페이드" / "노기루다". */
const trumpKo = (trump: Suit | null) => (trump === null ? '노기루다' : `기루다는 ${suitKo(trump)}`);
/** The learner is seat 0 (나), the computers are numbered (as in lesson-check.ko.ts). */
const seat = (s: number) => (s === 0 ? '나' : `컴퓨터 ${s}`);
/** A seat with the subject particle: "내가", "컴퓨터 1이", "컴퓨터 2가" (1 일, 3 삼, 6 육, 7 칠, 8 팔, 0 영 end in a consonant). */
const seatSubject = (s: number) => (s === 0 ? '내가' : `컴퓨터 ${s}${/[013678]$/.test(String(s)) ? '이' : '가'}`);

/** The Korean words of the glossary entries the Mighty lessons teach, by their anchors. */
const WORD_KO: Readonly<Record<string, string>> = {
  bid: '공약',
  'follow-suit': '무늬 따르기',
  friend: '프렌드',
  joker: '조커',
  kitty: '바닥 카드',
  lead: '선',
  mighty: '마이티',
  'no-trump': '노기루다',
  ripper: '조커콜',
  trick: '트릭',
  trump: '기루다',
};

const wordKo = (word: string): string => {
  const w = WORD_KO[word];
  if (!w) throw new Error(`no Korean for the glossary word "${word}": add it to course.ko.ts`);
  return w;
};

export const courseKo: CourseWords = {
  loadCheck: () => import('./lesson-check.ko.ts').then((m) => m.checkKo),
  malformed: '레슨 데이터가 없거나 잘못되어 이 레슨을 보여 줄 수 없습니다.',
  notLoaded: '규칙 엔진을 아직 불러오지 못했습니다.',
  dealNotLoaded: '카드를 아직 불러오지 못했습니다.',
  newWord: '새 용어: ',
  glossaryHref: (word) => `/ko/glossary/#${word}`,
  wordLabel: wordKo,
  lessonTitle: (title) => `레슨: ${title}`,
  engineFailed: (error) => `규칙 엔진을 불러올 수 없었습니다 (${error}).`,
  finished: (firstTry, moves) => `끝! ${moves}문제 중 ${firstTry}문제를 한 번에 맞혔습니다.`,
  stepOf: (i, n) => `${n}단계 중 ${i}단계`,
  wellDone: '잘했습니다. 이 레슨은 여기까지입니다.',
  startAgain: '처음부터 다시 하기',
  back: '이전',
  next: '다음',
  right: '정답입니다!',
  wrong: '틀렸습니다.',
  space: ' ',
  tryAgainSaid: ' 다시 해 보세요.',
  hint: (h) => `힌트: ${h}`,
  howTo: '누르거나, 탭 키로 옮겨 가서 엔터 키를 눌러 고르세요.',
  loading: '규칙 엔진을 불러오고 있습니다…',
  tryAgain: '다시 하기',
  showHint: '힌트 보기',
  trickFacts: (trump, trick) => `${trumpKo(trump)}. ${trick}번째 트릭.`,
  playedGroup: '지금까지 나온 카드',
  led: '선',
  nthToPlay: (n) => `${n}번째`,
  thenYou: '다음은 나, 그 뒤로 ',
  nobody: '없음',
  listSep: ', ',
  handGroup: '내 패: 낼 카드를 고르세요',
  inHand: '내 패',
  pileGroup: '바닥',
  pile: '바닥:',
  emptyPileLead: '(없음: 내가 먼저 냅니다)',
  choosePlay: '낼 카드를 고르세요',
  playSr: '내기: ',
  winnerGroup: '이 트릭: 이기는 카드를 고르세요',
  bidToBeat: (bid) => `지금 공약: ${bid}.`,
  noBid: '아직 공약이 없습니다.',
  bidGroup: '공약을 고르세요',
  bidButton: (count, suit) => `${suitKo(suit as Suit)} ${count} 공약`,
  bidShort: (b) => `${suitKo(b.suit as Suit)} ${b.count}`,
  cardsGroup: '카드',
  answerGroup: '답을 고르세요',
  buryFacts: (trump, chosen, count) => `${trumpKo(trump)}. ${count}장 중 ${chosen}장 고름.`,
  buryGroup: '내 패: 버릴 카드를 고르세요',
  bury: '버리기',
  seat,
  playWho: (s, led) => `${seat(s)}${led ? ', 선' : ''}`,
  noCardYet: '아직 나온 카드가 없습니다.',
  passed: (s) => `${seat(s)}: 패스`,
  dealFailed: (e) => `이 판을 진행할 수 없었습니다 (${e}).`,
  playOnTrickFacts: (trump, tricks, trick, players) =>
    `${trumpKo(trump)}. ${trick}번째 트릭부터 ${tricks}트릭을 합니다. ${players}명이 하고 있습니다.`,
  playOnClimbFacts: (reversed, players) =>
    `${reversed ? '혁명 중입니다(낮은 숫자가 셉니다). ' : ''}바닥이 정리될 때까지 냅니다. ${players}명이 하고 있습니다.`,
  pileTaken: (s) => `바닥: ${seatSubject(s)} 선을 잡았습니다.`,
  trickWon: (trick, s) => `${trick}번째 트릭: ${seatSubject(s)} 이겼습니다.`,
  playsSoFar: '지금까지 낸 카드',
  trickN: (trick) => `${trick}번째 트릭`,
  pileNow: '지금 바닥:',
  trickSoFar: (trick) => `${trick}번째 트릭 (지금까지):`,
  cardsSoFar: '지금까지 나온 카드',
  pass: '패스',
  lessonsDone: (done, n, stars) => `레슨 ${n}개 중 ${done}개 완료${stars > 0 ? ` (★ ${stars}개)` : ''}.`,
  lessonsCount: (n) => `레슨 ${n}개.`,
  backToLessons: '레슨 목록으로',
  lessonOf: (i, n) => `${n}개 레슨 중 ${i}번째`,
  recap: (title) => `정리: ${title}`,
  star: '★ 한 번도 틀리지 않았습니다. 이 레슨의 별을 얻었습니다.',
  noStar: '완료했습니다. 모든 문제를 한 번에 맞히면 별을 얻습니다.',
  readRules: '규칙에서 이 부분 읽기',
  samePuzzles: '같은 주제의 문제',
  nextLesson: (title) => `다음 레슨: ${title}`,
  nextCourse: (title) => `코스 완료! 다음은 ${title} 코스`,
  lastOfAll: '마지막 코스의 마지막 레슨이었습니다.',
  progressReset: () => '저장된 코스 진행 상황을 읽을 수 없어서 처음부터 다시 시작합니다.',
  continue: '하던 곳부터 이어 하기',
  start: '코스 시작하기',
  finishedCourse: (game) => `${game} 코스를 마쳤습니다.`,
  goOn: (title) => `${title} 코스로 넘어가기`,
  clear: '진행 상황 지우기',
  cleared: '코스 진행 상황을 지웠습니다.',
  lessonsList: '레슨',
  doneStar: '완료 (★)',
  done: '완료',
  inProgress: (step, n) => `진행 중: ${n}단계 중 ${step}단계`,
  notStarted: '시작 전',
  coachedLead: '레슨을 마친 뒤에는: ',
  coachedLink: '코치와 함께 한 판 하기',
  coachedRest: ' (연습 테이블에서 한 판을 끝까지 하며, 단계마다 코치가 설명해 줍니다).',
  ...courseProgressKo,
};
