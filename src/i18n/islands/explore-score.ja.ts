/**
 * The score calculators' words in Japanese (shape: explore-score.en.ts). A game's own words — score
 * fields, result rows, rule options and their values — come in Japanese from the islands'
 * wrappers, made at build time by explore-views.ts from the site's phrasebooks; this catalogue
 * only frames them (so no phrasebook ships with it).
 */
import type { ScoreWords } from './explore-score.en.ts';

export const scoreWordsJa: ScoreWords = {
  scoreRegion: '得点計算機',
  scoreRegionOf: (game, preset) => `得点計算機：${game}${preset ? `（${preset}）` : ''}`,
  engineFailed: () => 'ルールエンジンを読み込めませんでした。ページを読み込み直してください。',
  engineLoading: 'ルールエンジンを読み込んでいます…',
  scoresCaption: 'この回の得点',
  scorePlayer: '立場',
  scoreScore: '得点',
  badNumber: (field, min, max) => `「${field}」には${min}から${max}までの整数を入れてください。`,
  scoreRefused: () => 'この組み合わせでは得点を計算できません。入力を見直してください。',

  dfRegion: '大富豪の得点計算機',
  dfCaptionPlus: (players, target) => `${players}人で1回：誰かが${target ?? '…'}点に届いたらゲーム終了です。`,
  dfCaptionMinus: (players, start) =>
    `${players}人で1回：全員${start}点の持ち点から始め、誰かの持ち点が0以下になったらゲーム終了です。`,
  dfPlayer: '人',
  dfTotalBefore: 'この回の前の合計',
  dfFinished: '上がった順番',
  dfTitle: '身分',
  dfPoints: '得点',
  dfNewTotal: '新しい合計',
  dfPlayerN: (i) => `${i}番の人`,
  dfTotalLabel: (i) => `${i}番の人：この回の前の合計`,
  dfFinishedLabel: (i) => `${i}番の人：上がった順番`,
  dfPlace: (p) => `${p + 1}番目`,
  dfOver: (winners) =>
    `ゲーム終了：${winners.map((w) => `${w + 1}番の人`).join('と')}の${winners.length > 1 ? '同点優勝' : '勝ち'}です。`,
  dfGoesOn: 'ゲームは続きます。次の回へ。',
  dfNotWhole: (i) => `${i}番の人のこの回の前の合計が整数ではありません`,
  dfBadPlace: (i, n) => `${i}番の人の上がった順番は1番目から${n}番目までです`,
  dfSamePlace: (a, b, p) =>
    `${a}番の人と${b}番の人が両方${p + 1}番目に上がることはできません。1人ずつ別の順番にしてください`,
};
