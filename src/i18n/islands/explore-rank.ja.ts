/**
 * The card ranking explorer's words in Japanese (shape: explore-rank.en.ts). The games' names,
 * presets and the engine's card notes come in Japanese from RankingExplorer.astro
 * (explore-views.ts, from the site's phrasebooks).
 */
import type { RankWords } from './explore-rank.en.ts';

export const rankWordsJa: RankWords = {
  engineFailed: () => 'ルールエンジンを読み込めませんでした。ページを読み込み直してください。',
  engineLoading: 'ルールエンジンを読み込んでいます…',
  rankRegion: 'カードの強さの順',
  rankGame: 'ゲーム',
  rankRules: 'ルール',
  rankTrump: '切り札',
  rankLed: '台札のスート',
  rankNotChosen: '決めない',
  rankTrick: 'トリックの番号',
  rankRevolution: '革命中',
  rankRulesLine: (line) => `ルール：${line}。強い順に並べています。★は特殊カードの印です。`,
  rankList: '強い順のカード',
  rankPlace: (n) => `${n}番目に強い`,
  rankSep: '、',
  rankRole: {
    mighty: 'オールマイティ',
    'sei-jack': '正ジャック',
    'ura-jack': '裏ジャック',
    killer: 'マイティキラー',
    joker: 'ジョーカー',
    'powerless-joker': 'ジョーカー（ここでは力なし）',
    'weak-joker': 'ジョーカー（ここでは最弱）',
    'big-joker': '大きいジョーカー',
    'little-joker': '小さいジョーカー',
    secretary: '秘書のカード',
    trump: '切り札',
    led: '台札のスート',
    suit: 'そのスートが台札なら',
    never: '勝てない',
    plain: '',
  },
  rankLosers: (n) => `次の${n}枚は、ほかに何が出てもこのトリックに勝てません：`,
  rankLosersList: '勝てないカード',
  rankCannotWin: '勝てない',
  rankRefused: () => 'この設定ではカードの強さの順を出せません。',
};
