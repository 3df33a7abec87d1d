/**
 * The score calculators' words in Traditional Chinese (shape: explore-score.en.ts), for the Chinese
 * edition's tw-hk scoring page. A game's own words — score fields, result rows, presets — come in
 * Chinese from ScoreCalculator.astro, made at build time by explore-views.ts from i18n/phrases/zh-tw.ts;
 * this catalogue only frames them. The Daifugō keys are there for the shape (the Chinese edition
 * has no Daifugō calculator), written as Taiwanese players say 大富豪.
 */
import type { ScoreWords } from './explore-score.en.ts';

export const scoreWordsZh: ScoreWords = {
  scoreRegion: '計分器',
  scoreRegionOf: (game, preset) => `計分器：${game}${preset ? `（${preset}）` : ''}`,
  engineFailed: () => '規則引擎載入失敗，請重新整理頁面。',
  engineLoading: '正在載入規則引擎…',
  scoresCaption: '這一局的得分',
  scorePlayer: '身分',
  scoreScore: '得分',
  badNumber: (field, min, max) => `「${field}」請填入${min}到${max}之間的整數。`,
  scoreRefused: () => '這樣的組合無法計分，請檢查輸入的內容。',

  dfRegion: '大富豪計分器',
  dfCaptionPlus: (players, target) => `${players}人玩一回：有人累積到${target ?? '…'}分時遊戲結束。`,
  dfCaptionMinus: (players, start) => `${players}人玩一回：每人從${start}分開始扣，有人扣到0分時遊戲結束。`,
  dfPlayer: '玩家',
  dfTotalBefore: '這一回之前的總分',
  dfFinished: '出完的名次',
  dfTitle: '身分',
  dfPoints: '得分',
  dfNewTotal: '新的總分',
  dfPlayerN: (i) => `${i}號玩家`,
  dfTotalLabel: (i) => `${i}號玩家：這一回之前的總分`,
  dfFinishedLabel: (i) => `${i}號玩家：出完的名次`,
  dfPlace: (p) => `第${p + 1}名`,
  dfOver: (winners) =>
    `遊戲結束：${winners.map((w) => `${w + 1}號玩家`).join('和')}${winners.length > 1 ? '同分獲勝' : '獲勝'}。`,
  dfGoesOn: '遊戲繼續，進入下一回。',
  dfNotWhole: (i) => `${i}號玩家這一回之前的總分不是整數`,
  dfBadPlace: (i, n) => `${i}號玩家的名次必須是第1名到第${n}名`,
  dfSamePlace: (a, b, p) => `${a}號玩家和${b}號玩家不能同時是第${p + 1}名，請給每位玩家不同的名次`,
};
