/**
 * The course family's words in Traditional Chinese (shape: course.en.ts), for the Chinese edition's
 * Taiwanese & Hong Kong Napoleon course (/zh-tw/tw-hk/learn/) and its warm-up lessons. The lessons'
 * own texts come in Chinese from content/lessons/zh-tw/; the sentences a check makes from the
 * engine's answer (the trick's reason made in Chinese from the engine's sentence) are in
 * lesson-check.zh-TW.ts, loaded when a lesson starts. Words as tw-hk players say them
 * (一輪, 首引, 王牌, 無王, 叫牌, 蓋牌, 秘書牌: i18n/phrases/zh-tw.ts and content/docs/zh-tw/tw-hk/).
 */
import { type Suit } from '../../engine/cards.ts';
import { suitZh } from '../phrases/zh-tw.ts';
import type { CourseWords } from './course.en.ts';
import { courseProgressZh } from './course-progress.zh-TW.ts';

/** "王牌是♠黑桃" / "這一局無王". */
const trumpZh = (trump: Suit | null) => (trump === null ? '這一局無王' : `王牌是${suitZh(trump)}`);
/** The learner is seat 0, the computer players are numbered (as in lesson-check.zh-TW.ts). */
const seat = (s: number) => (s === 0 ? '你' : `${s}號玩家`);

/**
 * The glossary words the tw-hk lessons teach, in Chinese (the words of content/docs/zh-tw/tw-hk/),
 * by their anchors. The Chinese catalogue runs only the tw-hk lessons: a word of another game
 * stops with its name.
 */
const WORD_ZH: Readonly<Record<string, string>> = {
  bid: '叫牌',
  'follow-suit': '跟牌',
  joker: '鬼牌',
  'last-three': '末三輪',
  lead: '首引',
  napoleon: '拿破崙',
  'no-trump': '無王',
  secretary: '秘書',
  summon: '逼鬼',
  trick: '一輪',
  trump: '王牌',
  widow: '底牌',
};

const wordZh = (word: string): string => {
  const w = WORD_ZH[word];
  if (!w) throw new Error(`no Chinese for the glossary word "${word}": add it to course.zh-TW.ts`);
  return w;
};

export const courseZh: CourseWords = {
  loadCheck: () => import('./lesson-check.zh-TW.ts').then((m) => m.checkZh),
  malformed: '這一課的資料缺漏或格式有誤，無法顯示。',
  notLoaded: '規則引擎還沒載入完成。',
  dealNotLoaded: '這副牌還沒載入完成。',
  newWord: '新詞彙：',
  glossaryHref: (word) => `/zh-tw/glossary/#${word}`,
  wordLabel: wordZh,
  lessonTitle: (title) => `課程：${title}`,
  engineFailed: (error) => `無法載入規則引擎（${error}）。`,
  finished: (firstTry, moves) => `完成！${moves}題中有${firstTry}題一次就答對。`,
  stepOf: (i, n) => `第${i}步（共${n}步）`,
  wellDone: '做得好，這一課就到這裡。',
  startAgain: '從頭再來',
  back: '上一步',
  next: '下一步',
  right: '答對了！',
  wrong: '不對。',
  space: '',
  tryAgainSaid: '請再試一次。',
  hint: (h) => `提示：${h}`,
  howTo: '點一下來選擇，或用Tab鍵移過去再按Enter鍵。',
  loading: '正在載入規則引擎…',
  tryAgain: '再試一次',
  showHint: '看提示',
  trickFacts: (trump, trick) => `${trumpZh(trump)}。第${trick}輪。`,
  playedGroup: '這一輪已經出的牌',
  led: '首引',
  nthToPlay: (n) => `第${n}張`,
  thenYou: '接著輪到你，然後是',
  nobody: '沒有人',
  listSep: '、',
  handGroup: '你的手牌：請選一張牌出',
  inHand: '在你手上',
  pileGroup: '檯面',
  pile: '檯面：',
  emptyPileLead: '（沒有牌：由你先出）',
  choosePlay: '請選擇要出的牌',
  playSr: '出：',
  winnerGroup: '這一輪：請選出會贏的那張牌',
  bidToBeat: (bid) => `目前最高的叫品：${bid}。`,
  noBid: '還沒有人叫牌。',
  bidGroup: '請選擇叫品',
  bidButton: (count, suit) => `叫${count}${suitZh(suit as Suit)}`,
  bidShort: (b) => `${b.count}${suitZh(b.suit as Suit)}`,
  cardsGroup: '這些牌',
  answerGroup: '請選擇答案',
  buryFacts: (trump, chosen, count) => `${trumpZh(trump)}。已選${chosen}張，共要蓋${count}張。`,
  buryGroup: '你的手牌：請選要蓋回的牌',
  bury: '蓋牌',
  seat,
  playWho: (s, led) => `${seat(s)}${led ? '（首引）' : ''}`,
  noCardYet: '還沒有人出牌。',
  passed: (s) => `${seat(s)}：不出`,
  dealFailed: (e) => `這副牌沒辦法打下去（${e}）。`,
  playOnTrickFacts: (trump, tricks, trick, players) =>
    `${trumpZh(trump)}。從第${trick}輪起要打${tricks}輪。這一桌共${players}個人。`,
  playOnClimbFacts: (reversed, players) =>
    `${reversed ? '現在是革命（小的牌反而大）。' : ''}一直出到檯面清空為止。這一桌共${players}個人。`,
  pileTaken: (s) => `檯面：${seat(s)}拿到出牌權。`,
  trickWon: (trick, s) => `第${trick}輪：${seat(s)}贏。`,
  playsSoFar: '到目前為止出的牌',
  trickN: (trick) => `第${trick}輪`,
  pileNow: '現在的檯面：',
  trickSoFar: (trick) => `第${trick}輪（到目前為止）：`,
  cardsSoFar: '到目前為止出的牌',
  pass: '不出',
  lessonsDone: (done, n, stars) => `${n}課中完成${done}課${stars > 0 ? `（其中${stars}課拿到★）` : ''}。`,
  lessonsCount: (n) => `共${n}課。`,
  backToLessons: '回到課程列表',
  lessonOf: (i, n) => `第${i}課（共${n}課）`,
  recap: (title) => `重點整理：${title}`,
  star: '★ 一題都沒答錯，這一課拿到★。',
  noStar: '完成了。每一題都一次答對，就能拿到★。',
  readRules: '讀規則裡的這一段',
  samePuzzles: '同一個主題的題目',
  nextLesson: (title) => `下一課：${title}`,
  nextCourse: (title) => `課程完成！下一個：${title}課程`,
  lastOfAll: '這是最後一個課程的最後一課。',
  progressReset: () => '讀不到之前存下的課程進度，所以從頭開始。',
  continue: '從上次停下的地方繼續',
  start: '開始上課',
  finishedCourse: (game) => `你已經完成${game}課程。`,
  goOn: (title) => `接著上${title}課程`,
  clear: '清除我的進度',
  cleared: '已清除你的課程進度。',
  lessonsList: '課程列表',
  doneStar: '完成（★）',
  done: '完成',
  inProgress: (step, n) => `進行中：第${step}步（共${n}步）`,
  notStarted: '還沒開始',
  coachedLead: '上完課之後：',
  coachedLink: '打一局有教練陪的牌',
  coachedRest: '——在練習對局打完整的一局，每到一個階段，教練都會說明那一部分。',
  ...courseProgressZh,
};
