/**
 * The rule comparison's words in Japanese (shape: explore-compare.en.ts). The columns' reasons (made
 * from the engine's explanation, rule id and cards, by the site's trick phrasebooks) and the rules'
 * names (options-ja.ts) are loaded on demand (`more`: explore-compare-more.ja.ts); the games' names
 * and the first columns come from RuleCompare.astro at build time.
 */
import { isClimb } from '../../engine/descriptors.ts';
import type { CompareWords, DaifugoVerdict } from './explore-compare.en.ts';
import type { LinkProblem } from '../../islands-logic/compare-url.ts';
import { cardLabel, isJoker, type Card } from '../../engine/cards.ts';
import { DAIFUGO_EFFECT_JA } from '../daifugo-effects.ja.ts';
import { spokenNameJa } from '../card-words/ja.ts';

/** The parts of a comparison link, in words. */
const PART_JA: Readonly<Record<string, string>> = {
  v: 'ゲーム',
  t: '切り札',
  n: 'トリックの番号',
  p: '出たカード',
  pile: '場に出ている組',
  twice: '場と出すカードに同じカード',
  rev: '革命',
  jb: 'イレブンバック',
  lock: '縛られているスート',
  d: '台札を出した人が指定したスート',
  s: '秘書のカード',
  c: 'コール',
  r: 'ルール',
};

/** "♠8"; a joker by its name. */
const label = (c: Card): string => (isJoker(c) ? spokenNameJa(c) : cardLabel(c));
const effectJa = (id: string): string => DAIFUGO_EFFECT_JA[id] ?? '特殊効果';

/** What happens after a Daifugō play, from the column's facts. */
function dfNextJa(v: DaifugoVerdict, suits: Readonly<Record<string, string>>): string {
  const f = v.facts;
  if (!f) return '出せないので、同じ人がほかのカードを出すかパスします。';
  const out: string[] = [];
  if (f.clears) out.push('場が流れ、同じ人がもう一度最初に出します。');
  else {
    const who = f.turns ? '前の人（回る向きが逆になります）' : '次の人';
    out.push(
      f.skip
        ? `${who}は飛ばされ、その次の人が、これより強い組を出すかパスします。`
        : `${who}が、これより強い組を出すかパスします。ほかの全員がパスすると場が流れます。`,
    );
  }
  if (f.order === 'lower') out.push('これからは弱い数字のほうが強くなります。');
  if (f.order === 'normal') out.push('強さの順がもとに戻ります。');
  if (f.lock.length) out.push(`場が流れるまで${f.lock.map((s) => suits[s]).join('・')}しか出せません。`);
  return out.join('');
}

function linkProblemJa(p: LinkProblem): string {
  if (p.kind === 'duplicate') return `リンクに「${p.part}」が${p.count ?? 2}回あります。最初の値を使いました。`;
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
  gameOption: (name, variant) => (isClimb(variant) ? `${name}（場への1回の出し方）` : name),
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
  dfTable: '出す前の場の状態',
  dfRevolution: '革命中',
  dfJackBack: 'イレブンバック中',
  dfLockedGroup: '縛られているスート（縛り）',
  dfLocked: '縛られているスート：',
  dfPile: (empty) =>
    empty ? '場に出ている組（古い順。空なので、この出し方が最初の1手です）' : '場に出ている組（古い順）',
  dfPilePlay: (n) => `場の${n}組目`,
  dfTakeAway: (n) => `場の${n}組目を取り除く`,
  dfPileField: (n) => `場の${n}組目（コードで。例：H7、ペアならD5 C5）`,
  dfPileEmpty: '少なくとも1枚入れるか、この組を取り除いてください。',
  dfPileNoun: (n) => `場の${n}組目`,
  dfPileSummary: (n) => `場の${n}組目をカードを押して選ぶ`,
  dfPileHelp: 'この組のカードを押してください。もう一度押すと外せます（組には少なくとも1枚残ります）。',
  dfAddPile: '場に組を加える',
  dfPlayField: '出すカード（コードで。例：S8、ペアならH5 D5）',
  dfPlayNoun: '出すカード',
  dfPlaySummary: '出すカードを押して選ぶ',
  dfPlayHelp:
    '出すカードを押してください。もう一度押すと外せます（少なくとも1枚残ります）。場にあるカードは選べません。',
  dfThePlay: '出すカード',
  dfAllowed: '出せます：',
  dfAllowedLine: (v) =>
    `${v.play.map(label).join(' ')}。${
      v.effectIds.length ? `${v.effectIds.map(effectJa).join('、')}が起こります。` : '効果は起こりません。'
    }`,
  dfEffects: '効果：',
  dfEffectList: (v) => v.effectIds.map(effectJa).join('、'),
  dfNext: '次：',
  dfNextLine: dfNextJa,
  dfNotAllowed: '出せません：',
  dfRefusal: (reason) => `${reason}。`,
};
