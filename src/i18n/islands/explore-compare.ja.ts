/**
 * The rule comparison's words in Japanese (shape: explore-compare.en.ts). The columns' reasons (made
 * from the engine's explanation, rule id and cards, by the site's trick phrasebooks) and the rules'
 * names (options-ja.ts) are loaded on demand (`more`: explore-compare-more.ja.ts); the games' names
 * and the first columns come from RuleCompare.astro at build time.
 */
import type { CompareWords } from './explore-compare.en.ts';
import type { LinkProblem } from '../../islands-logic/compare-url.ts';

/** The parts of a comparison link, in words. */
const PART_JA: Readonly<Record<string, string>> = {
  v: 'ゲーム',
  t: '切り札',
  n: 'トリックの番号',
  p: '出たカード',
  d: '台札を出した人が指定したスート',
  s: '秘書のカード',
  c: 'コール',
  r: 'ルール',
};

function linkProblemJa(p: LinkProblem): string {
  if (p.part === 'more') return `ほかにも${p.count ?? 0}か所、読めないところがありました。`;
  if (p.part === 'r' && p.kind === 'too-many') return '比べられるルールは6つまでです。7つ目からは使いませんでした。';
  if (p.part === 'r' && p.kind === 'none') return '使えるルールが1つもなかったので、最初の比較のルールを使います。';
  if (p.part === 'r') return 'リンクのルールの1つが読めなかったので、そのルールは外しました。';
  const what = PART_JA[p.part];
  return what ? `リンクの「${what}」が読めませんでした。` : 'リンクに読めないところがありました。';
}

export const compareWordsJa: CompareWords = {
  engineFailed: () => 'ルールエンジンを読み込めませんでした。ページを読み込み直してください。',
  regionTrick: '1つのトリックでルールを比べる',
  regionPlay: '1つの出し方でルールを比べる',
  unknownGame: () => 'そのゲームはありません。ナポレオンを表示しています。',
  linkProblems: 'このリンクには読めないところがあったので、その部分は最初の設定を使いました：',
  linkProblem: (p) => linkProblemJa(p),
  game: 'ゲーム',
  gameOption: (name, variant) => (variant === 'daifugo' ? `${name}（場への1回の出し方）` : name),
  trump: '切り札',
  noTrumps: '切り札なし',
  trickNumber: 'トリックの番号',
  declared: '台札を出した人が指定したスート',
  none: 'なし',
  secretary: '秘書のカード',
  summon: '台札を出した人がジョーカーを呼び出す',
  ripper: 'ジョーカーコール',
  loadingDaifugo: '大富豪のルールを読み込んでいます…',
  playsField: '出たカード（台札から順に、コードで。例：♠AはSA、♥10はH10）',
  cardsError: () => 'カードを読めませんでした。♠AならSA、♥10ならH10のように、スートと数字のコードで入れてください。',
  atLeastOne: '少なくとも1枚入れてください。',
  theTrick: 'トリック',
  led: '台札',
  cardN: (n) => `${n}番目`,
  placeN: (n) => `${n}番目`,
  ruleSetN: (n) => `ルール${n}`,
  differs: '違う',
  wins: '勝つカード：',
  columnError: () =>
    'このルールではこのトリックを判定できません。カード、切り札、トリックの番号がこのルールに合っているか確かめてください。',
  reason: null,
  more: () => import('./explore-compare-more.ja.ts').then((m) => m.compareMoreJa),
  addRuleSet: 'ルールを加える',
  shareLink: 'この比較へのリンク',
  pickerSummary: 'カードを押して選ぶ',
  pickerHelp:
    '出た順にカードを押してください。もう一度押すとトリックから外せます（トリックには少なくとも1枚残ります）。',
  pickerSuits: { S: 'スペード', H: 'ハート', D: 'ダイヤ', C: 'クラブ', '': 'ジョーカー' },
  pickerCardOf: (n, noun) => `${noun}の${n}枚目`,
  trickNoun: 'トリック',
  alreadyUsed: 'ほかで使用中',
  takeOutLast: '最後のカードを外す',
  apply: '反映',
  changeRuleSet: (n) => `ルール${n}を変える`,
  preset: 'プリセット',
  removeOption: (label, n) => `ルール${n}から「${label}」を外す`,
  remove: '外す',
  option: 'オプション',
  value: '値',
  setOption: 'オプションを設定',
  ruleError: () => 'このルールの組み合わせはエンジンが受け付けません。ほかの値を選んでください。',
  removeRuleSet: (n) => `ルール${n}を外す`,
  changeLine: (label, value) => `${label}：${value}`,
  lineSep: '、',
};
