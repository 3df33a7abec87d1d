/**
 * The puzzle island's words in Traditional Chinese (shape: puzzle.en.ts), for the Chinese edition's
 * Taiwanese & Hong Kong Napoleon puzzles. The puzzle's own words — title, note, rules line, facts,
 * question and the engine's reason — come in Chinese in its view, built at build time by
 * puzzle-views.zh-TW.ts; this catalogue only frames them. Words as tw-hk players say them
 * (首引, 王牌, 秘書牌, 大鬼/小鬼: i18n/phrases/zh-tw.ts). The Daifugō keys are there for the shape only
 * (the Chinese edition has no Daifugō puzzles): an effect asked for stops with its name.
 */
import { cardLabel as codeLabel, isJoker, type Card } from '../../engine/cards.ts';
import { spokenNameZh } from '../card-words/zh-tw.ts';
import type { VerdictWords } from '../../islands-logic/puzzles.ts';
import type { PuzzleWords } from './puzzle.en.ts';

/** "♥Q", and a joker in words ("大鬼"), not its code. */
const label = (c: string): string => (isJoker(c as Card) ? spokenNameZh(c as Card) : codeLabel(c as Card));

const effectZh = (e: string): string => {
  throw new Error(`no Chinese for the Daifugō effect "${e}": the Chinese edition has no Daifugō puzzles`);
};

const verdict: VerdictWords = {
  notThat: (card) => `不對。${label(card)}贏不了這一輪，請再選一次。`,
  legalWrongEffects: '可以出牌是對的，但發生的效果不對。請再試一次。',
  tryAgain: '不對，請再試一次。',
  trickSolution: (card, reason) => `${label(card)}贏。${reason}`,
  daifugoLegal: (what, effects) =>
    effects.length ? `${what}可以出，會發生${effects.map(effectZh).join('、')}。` : `${what}可以出，沒有特別的效果。`,
  daifugoIllegal: (reason) => `不能出。${reason}。`,
};

export const puzzleZh: PuzzleWords = {
  lang: 'zh-TW',
  noPuzzles: '這個遊戲還沒有題目。',
  storedNotice: (_notice, kept) =>
    kept
      ? '之前存下的題目紀錄有一部分讀不懂，所以連續答對數歸零；解過的題目紀錄都還在。'
      : '讀不懂之前存下的題目紀錄，所以從頭開始；原來的紀錄還留在這個瀏覽器裡。',
  noSuchPuzzle: (id) => `這一頁沒有「${id}」這道題目，先顯示第一題。`,
  malformed: '題目資料缺漏或格式有誤，無法顯示題目。',
  counter: (i, n) => `第${i}題（共${n}題）`,
  streak: (n) => `連續答對 ${n} 題`,
  bestStreak: (n) => `最佳紀錄 ${n} 題`,
  solvedOf: (k, n) => `已答對 ${k}／${n} 題`,
  sep: '・',
  lastOne: (solved, seen) => `這是最後一題了。這一回你做了${seen}題，答對${solved}題。`,
  restart: '從第1題重新開始',
  unsolvedTitle: (theme, i) => `${theme}：第${i}題`,
  rulesLead: '規則：',
  factsEnd: '。',
  loading: '頁面載入完成後就可以作答。',
  howToDaifugo: '請選擇能不能出；如果能出，勾選會發生的所有效果，再按「對答案」。',
  howToTrick: '請選出會贏的牌（點一下，或用Tab鍵移過去再按Enter鍵）。',
  trickGroup: '這一輪的牌（依出牌順序）',
  solutionLead: '答案：',
  correctLead: '答對了！',
  space: '',
  nextPuzzle: '下一題',
  finish: '結束',
  showSolution: '看答案',
  skip: '跳過',
  linkHere: '這一題的連結',
  linkPage: (variantTitle) => `在${variantTitle}題目頁打開這一題`,
  pageHref: (variant) => `/zh-tw/${variant}/puzzles/`,
  allPuzzles: (n) => `全部題目（${n}題）`,
  solvedMark: '（已答對）',
  pileGroup: '檯面上的牌（先出的在前）',
  pile: '檯面：',
  emptyPile: '（沒有）',
  playGroup: '要判斷的牌',
  play: '要出的牌：',
  legalQuestion: '這張牌能出嗎？',
  legal: '能出',
  illegal: '不能出',
  effectsQuestion: '如果能出，會發生哪些效果？（可以不選，也可以選一個或多個）',
  effect: effectZh,
  check: '對答案',
  verdict,
};
