/**
 * The puzzle trainer's words in Japanese (shape: trainer.en.ts), for `/ja/puzzles/`. The puzzles'
 * titles, themes and game names come in Japanese in `/trainer-puzzles-ja.json`.
 */
import type { TrainerWords } from './trainer.en.ts';

export const trainerJa: TrainerWords = {
  dataUrl: '/trainer-puzzles-ja.json',
  trainerLabel: '問題トレーニング',
  listMalformed: '問題の一覧が壊れていて、トレーニングを始められません。',
  listFailed: '問題の一覧を読み込めませんでした。ページを読み込み直してください。',
  puzzleFailed: 'この問題を読み込めませんでした。ページを読み込み直してください。',
  storedReset: '保存された問題レーティングが壊れていたので、最初からにしました。ほかの記録は残っています。',
  ratingLead: 'あなたの問題レーティング：',
  giveOrTake: (n) => `（誤差 ±${n}）`,
  rated: (n) => `・レーティング対象の問題 ${n}問`,
  bestStreak: (n) => `・最高連続正解 ${n}`,
  said: (solved, before, after) =>
    `${solved ? '1回目で正解' : '1回目では不正解'}：問題レーティングが${before}から${after}に${
      after >= before ? '上がりました' : '下がりました'
    }。`,
  loadingPuzzles: '問題を読み込んでいます…',
  kindLabel: '問題の種類',
  allKinds: 'すべての種類',
  kind: { trick: '1トリック', endgame: '最後まで打ってみる', deduction: 'カードを持っているのは誰？' },
  themeLabel: 'テーマ',
  allThemes: 'すべてのテーマ',
  gameLabel: 'ゲーム',
  allGames: 'すべてのゲーム',
  pool: (k, n) => `全${n}問のうち${k}問が当てはまります。`,
  practiseGroup: '練習のしかた',
  nextAtLevel: '自分のレベルの次の問題',
  today: '今日の問題',
  streakMode: '連続正解モード',
  dailyLine: (day) => `${day}（協定世界時）の今日の問題。全員に同じ問題です。`,
  streakLine: (n) => `連続正解モード：やさしい問題から難しい問題へ。1回間違えると終わり。連続正解 ${n}。`,
  atLevelLine: (game, theme, r) => `あなたのレベルの問題：${game}・${theme}（レーティング${r}）。`,
  loadingPuzzle: '問題を読み込んでいます…',
  streakOver: (n) => `この条件の問題はすべて出ました（連続正解 ${n}）。「連続正解モード」でまた始められます。`,
  noMatch: '当てはまる問題がありません。ほかのテーマかゲームを選んでください。',
  nextStreak: '連続正解モードの次の問題',
  newStreak: '連続正解モードをやり直す',
};
