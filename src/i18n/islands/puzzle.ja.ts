/**
 * The puzzle island's words in Japanese (shape: puzzle.en.ts). The puzzle's own words — title,
 * note, rules line, facts, question and the engine's reason — come in Japanese in its view, built
 * at build time by puzzle-views.ja.ts from the engine's explanation (rule id and cards) with the
 * site's phrasebooks; this catalogue only frames them.
 */
import { cardLabel as codeLabel, isJoker, type Card } from '../../engine/cards.ts';
import { spokenNameJa } from '../card-words/ja.ts';
import { DAIFUGO_EFFECT_JA } from '../daifugo-effects.ja.ts';
import type { VerdictWords } from '../../islands-logic/puzzles.ts';
import type { PuzzleWords } from './puzzle.en.ts';

/** "♥Q", and a joker in words ("ジョーカー"), not its code. */
const label = (c: string): string => (isJoker(c as Card) ? spokenNameJa(c as Card) : codeLabel(c as Card));

const effectJa = (e: string): string => {
  const w = DAIFUGO_EFFECT_JA[e];
  if (!w) throw new Error(`no Japanese for the Daifugō effect "${e}": add it to i18n/phrases/ja.ts`);
  return w;
};

const verdict: VerdictWords = {
  notThat: (card) => `ちがいます。${label(card)}はこのトリックに勝てません。もう一度選んでください。`,
  legalWrongEffects: '出せるのは正しいのですが、起きる効果がちがいます。もう一度どうぞ。',
  tryAgain: 'ちがいます。もう一度どうぞ。',
  trickSolution: (card, reason) => `${label(card)}が勝ちます。${reason}`,
  daifugoLegal: (what, effects) =>
    effects.length
      ? `${what}は出せます。${effects.map((e) => `「${effectJa(e)}」`).join('と')}が起きます。`
      : `${what}は出せます。特別な効果は起きません。`,
  daifugoIllegal: (reason) => `出せません。${reason}。`,
};

export const puzzleJa: PuzzleWords = {
  lang: 'ja',
  noPuzzles: 'このゲームの問題はまだありません。',
  storedNotice: (_notice, kept) =>
    kept
      ? '保存された問題の記録の一部が読めなかったため、連続正解数を0に戻しました。解いた問題の記録は残っています。'
      : '保存された問題の記録が読めなかったため、最初からにしました。元の記録はこのブラウザーに残してあります。',
  noSuchPuzzle: (id) => `このページに「${id}」という問題はありません。最初の問題を表示します。`,
  malformed: '問題のデータが欠けているか壊れているため、問題を表示できません。',
  counter: (i, n) => `第${i}問（全${n}問）`,
  streak: (n) => `連続正解 ${n}`,
  bestStreak: (n) => `最高連続正解 ${n}`,
  solvedOf: (k, n) => `解いた問題 ${k}／${n}`,
  sep: '・',
  lastOne: (solved, seen) => `これで最後の問題です。今回は${seen}問のうち${solved}問に正解しました。`,
  restart: '第1問からやり直す',
  unsolvedTitle: (theme, i) => `${theme}：第${i}問`,
  rulesLead: 'ルール：',
  factsEnd: '。',
  loading: 'ページの読み込みが終わると、答えられるようになります。',
  howToDaifugo:
    '出せるか出せないかを選び、出せるなら起きる効果をすべてチェックしてから「答え合わせ」を押してください。',
  howToTrick: '勝つカードを選んでください（クリックするか、Tabキーで移ってEnterキーを押します）。',
  trickGroup: 'このトリックのカード（出された順）',
  solutionLead: '答え：',
  correctLead: '正解！',
  space: '',
  nextPuzzle: '次の問題へ',
  finish: '終わる',
  showSolution: '答えを見る',
  skip: 'とばす',
  linkHere: 'この問題へのリンク',
  linkPage: (variantTitle) => `${variantTitle}の問題ページでこの問題を開く`,
  pageHref: (variant) => `/ja/${variant}/puzzles/`,
  allPuzzles: (n) => `すべての問題（${n}問）`,
  solvedMark: '（正解ずみ）',
  pileGroup: '場札（古い順）',
  pile: '場札：',
  emptyPile: '（なし）',
  playGroup: '判定するカード',
  play: '出すカード：',
  legalQuestion: 'このカードは出せますか？',
  legal: '出せる',
  illegal: '出せない',
  effectsQuestion: '出せるなら、どの効果が起きますか？（なし・ひとつ・複数、どれでも選べます）',
  effect: effectJa,
  check: '答え合わせ',
  verdict,
};
