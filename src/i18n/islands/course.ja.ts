/**
 * The course family's words in Japanese (shape: course.en.ts). The lessons' own texts come in
 * Japanese from content/lessons/ja/; the sentences a check makes from the engine's answer (and the
 * engine's reasons, made from its explanation with the site's phrasebooks) are in
 * lesson-check.ja.ts, loaded when a lesson starts so the course page does not carry them.
 */
import { SUIT_SYMBOL, type Suit } from '../../engine/cards.ts';
import { suitNameJa } from '../card-words/ja.ts';
import type { CourseWords } from './course.en.ts';
import { courseProgressJa } from './course-progress.ja.ts';

/** "♠スペード" (as i18n/phrases/ja.ts `suitJa`, which is not loaded by the islands). */
const suitJa = (s: Suit) => `${SUIT_SYMBOL[s]}${suitNameJa(s)}`;
/** "切り札は♠スペード" / "切り札なし". */
const trumpJa = (trump: Suit | null) => (trump === null ? '切り札なし' : `切り札は${suitJa(trump)}`);
/** The learner is seat 0, the computers are numbered (as in lesson-check.ja.ts). */
const seat = (s: number) => (s === 0 ? 'あなた' : `コンピューター${s}`);

/** The glossary's Japanese headings (content/docs/ja/glossary.mdx) by their anchors. */
const WORD_JA: Readonly<Record<string, string>> = {
  adjutant: '副官',
  allies: '連合軍',
  beggar: '大貧民',
  bid: '競り',
  downfall: '都落ち',
  'eight-cut': '8切り',
  'eleven-back': 'イレブンバック',
  'follow-suit': 'マストフォロー',
  friend: 'フレンド',
  honours: '絵札',
  'illegal-finish': '反則上がり',
  joker: 'ジョーカー',
  kitty: 'キティ',
  'last-three': '最後の3トリック',
  lead: '台札',
  mighty: 'オールマイティ',
  nap: 'ナップ',
  napoleon: 'ナポレオン',
  'no-trump': '切り札なし',
  president: '大富豪',
  ripper: 'ジョーカーコール',
  secretary: '秘書',
  'sei-jack': '正ジャック',
  stairs: '階段',
  'suit-lock': '縛り',
  summon: '逼鬼',
  trick: 'トリック',
  trump: '切り札',
  'ura-jack': '裏ジャック',
  widow: '場札',
};

const wordJa = (word: string): string => {
  const w = WORD_JA[word];
  if (!w) throw new Error(`no Japanese for the glossary word "${word}": add it to course.ja.ts`);
  return w;
};

export const courseJa: CourseWords = {
  loadCheck: () => import('./lesson-check.ja.ts').then((m) => m.checkJa),
  malformed: 'レッスンのデータが欠けているか壊れているため、このレッスンを表示できません。',
  notLoaded: 'ルールエンジンの読み込みがまだ終わっていません。',
  dealNotLoaded: '配り札の読み込みがまだ終わっていません。',
  newWord: '新しい用語：',
  glossaryHref: (word) => `/ja/glossary/#${word}`,
  wordLabel: wordJa,
  lessonTitle: (title) => `レッスン：${title}`,
  engineFailed: (error) => `ルールエンジンを読み込めませんでした（${error}）。`,
  finished: (firstTry, moves) => `終了！${moves}問のうち${firstTry}問に一度で正解しました。`,
  stepOf: (i, n) => `ステップ ${i}／${n}`,
  wellDone: 'よくできました。これでこのレッスンは終わりです。',
  startAgain: '最初からやり直す',
  back: '戻る',
  next: '次へ',
  right: '正解！',
  wrong: 'ちがいます。',
  space: '',
  tryAgainSaid: 'もう一度どうぞ。',
  hint: (h) => `ヒント：${h}`,
  howTo: 'クリックするか、Tabキーで移ってEnterキーを押して選んでください。',
  loading: 'ルールエンジンを読み込んでいます…',
  tryAgain: 'もう一度',
  showHint: 'ヒントを見る',
  trickFacts: (trump, trick) => `${trumpJa(trump)}。第${trick}トリック。`,
  playedGroup: 'ここまでに出されたカード',
  led: '台札',
  nthToPlay: (n) => `${n}番目`,
  thenYou: '次はあなた、そのあと',
  nobody: 'なし',
  listSep: '、',
  handGroup: 'あなたの手札：出すカードを選んでください',
  inHand: '手札',
  pileGroup: '場札',
  pile: '場札：',
  emptyPileLead: '（なし：あなたが最初に出します）',
  choosePlay: '出す組を選んでください',
  playSr: '出す：',
  winnerGroup: 'このトリック：勝つカードを選んでください',
  bidToBeat: (bid) => `今の宣言：${bid}。`,
  noBid: 'まだ宣言はありません。',
  bidGroup: '宣言を選んでください',
  bidButton: (count, suit) => `${suitJa(suit as Suit)}の${count}を宣言`,
  bidShort: (b) => `${suitJa(b.suit as Suit)}の${b.count}`,
  cardsGroup: 'カード',
  answerGroup: '答えを選んでください',
  buryFacts: (trump, chosen, count) => `${trumpJa(trump)}。選んだカード ${chosen}／${count}枚。`,
  buryGroup: 'あなたの手札：捨てるカードを選んでください',
  bury: '捨てる',
  seat,
  playWho: (s, led) => `${seat(s)}${led ? '、台札' : ''}`,
  noCardYet: 'まだカードはありません。',
  passed: (s) => `${seat(s)}：パス`,
  dealFailed: (e) => `この配り札は進められませんでした（${e}）。`,
  playOnTrickFacts: (trump, tricks, trick, players) =>
    `${trumpJa(trump)}。第${trick}トリックから${tricks}トリックを出します。${players}人で遊んでいます。`,
  playOnClimbFacts: (reversed, players) =>
    `${reversed ? '革命中です（弱い数字ほど強くなります）。' : ''}場が流れるまで出します。${players}人で遊んでいます。`,
  pileTaken: (s) => `場：${seat(s)}が親になりました。`,
  trickWon: (trick, s) => `第${trick}トリック：${seat(s)}の勝ち。`,
  playsSoFar: 'ここまでに出された札',
  trickN: (trick) => `第${trick}トリック`,
  pileNow: '今の場：',
  trickSoFar: (trick) => `第${trick}トリック（ここまで）：`,
  cardsSoFar: 'ここまでに出されたカード',
  pass: 'パス',
  lessonsDone: (done, n, stars) => `${n}レッスン中${done}レッスン完了${stars > 0 ? `（うち★${stars}個）` : ''}。`,
  lessonsCount: (n) => `全${n}レッスン。`,
  backToLessons: 'レッスン一覧に戻る',
  lessonOf: (i, n) => `レッスン ${i}／${n}`,
  recap: (title) => `まとめ：${title}`,
  star: '★ 一度もまちがえませんでした。このレッスンの★を獲得です。',
  noStar: '完了です。すべての問題に一度で正解すると★がもらえます。',
  readRules: 'ルールのこの部分を読む',
  samePuzzles: '同じテーマの問題',
  nextLesson: (title) => `次のレッスン：${title}`,
  nextCourse: (title) => `コース修了！次は${title}のコースへ`,
  lastOfAll: 'これが最後のコースの最後のレッスンでした。',
  progressReset: () => '保存されていたコースの進み具合を読み込めなかったため、最初からになります。',
  continue: '前回の続きから',
  start: 'コースを始める',
  finishedCourse: (game) => `${game}のコースを修了しました。`,
  goOn: (title) => `${title}のコースへ進む`,
  clear: '進み具合を消す',
  cleared: 'コースの進み具合を消しました。',
  lessonsList: 'レッスン',
  doneStar: '完了（★）',
  done: '完了',
  inProgress: (step, n) => `途中：ステップ ${step}／${n}`,
  notStarted: '未着手',
  coachedLead: 'レッスンのあとは：',
  coachedLink: 'コーチつきで1ゲーム遊ぶ',
  coachedRest: '（練習テーブルで1ゲームを通して、場面ごとにコーチが説明します）。',
  ...courseProgressJa,
};
