/**
 * The score calculators' words in Korean (shape: explore-score.en.ts), for the Korean edition's
 * Mighty scoring page. Mighty's own words — score fields, result rows, the trump's values — come in
 * Korean from ScoreCalculator.astro, made at build time by explore-views.ko.ts from the Korean
 * phrasebook; this catalogue only frames them. The Daifugō calculator's words are here because the
 * shape asks for them (the Korean edition has no Daifugō page).
 */
import type { ScoreWords } from './explore-score.en.ts';

export const scoreWordsKo: ScoreWords = {
  scoreRegion: '점수 계산기',
  scoreRegionOf: (game, preset) => `점수 계산기: ${game}${preset ? ` (${preset})` : ''}`,
  engineFailed: () => '규칙 엔진을 불러오지 못했습니다. 페이지를 새로 고쳐 주세요.',
  engineLoading: '규칙 엔진을 불러오는 중…',
  scoresCaption: '이번 판의 점수',
  scorePlayer: '역할',
  scoreScore: '점수',
  badNumber: (field, min, max) => `‘${field}’에는 ${min}부터 ${max}까지의 정수를 넣어 주세요.`,
  scoreRefused: () => '이 조합으로는 점수를 계산할 수 없습니다. 입력을 다시 확인해 주세요.',

  dfRegion: '대부호 점수 계산기',
  dfCaptionPlus: (players, target) => `${players}명이 한 판: 누군가 ${target ?? '…'}점에 이르면 게임이 끝납니다.`,
  dfCaptionMinus: (players, start) =>
    `${players}명이 한 판: 모두 ${start}점을 가지고 시작해, 누군가의 점수가 0 이하가 되면 게임이 끝납니다.`,
  dfPlayer: '사람',
  dfTotalBefore: '이번 판 전의 합계',
  dfFinished: '난 순서',
  dfTitle: '신분',
  dfPoints: '점수',
  dfNewTotal: '새 합계',
  dfPlayerN: (i) => `${i}번`,
  dfTotalLabel: (i) => `${i}번: 이번 판 전의 합계`,
  dfFinishedLabel: (i) => `${i}번: 난 순서`,
  dfPlace: (p) => `${p + 1}등`,
  dfOver: (winners) =>
    `게임 끝: ${winners.map((w) => `${w + 1}번`).join(', ')}${winners.length > 1 ? '이 함께 이겼습니다' : '이 이겼습니다'}.`,
  dfGoesOn: '게임이 이어집니다. 다음 판으로.',
  dfNotWhole: (i) => `${i}번의 이번 판 전 합계가 정수가 아닙니다`,
  dfBadPlace: (i, n) => `${i}번의 난 순서는 1등부터 ${n}등까지입니다`,
  dfSamePlace: (a, b, p) => `${a}번과 ${b}번이 둘 다 ${p + 1}등일 수는 없습니다. 사람마다 다른 순서를 주세요`,
};
