/**
 * The rule comparison's words in Traditional Chinese (shape: explore-compare.en.ts), for the
 * Chinese edition's tw-hk local-rules page. The columns' reasons (the engine's tw-hk sentence read
 * by i18n/phrases/zh-tw.ts `twhkTrickReasonZh`, the Chinese pages' own reasons) and the rules'
 * names (the local-rules page's option words) are loaded on demand (`more`:
 * explore-compare-more.zh-TW.ts); the game's and suits' names and the first columns come from
 * RuleCompare.astro at build time. The game menu offers the games the labels name — on a Chinese
 * page tw-hk only — so the Daifugō keys are short Chinese words for the type.
 */
import type { CompareWords, DaifugoVerdict } from './explore-compare.en.ts';
import type { LinkProblem } from '../../islands-logic/compare-url.ts';
import { cardLabel, isJoker, type Card } from '../../engine/cards.ts';
import { spokenNameZh } from '../card-words/zh-tw.ts';

/** The parts of a comparison link, in words. */
const PART_ZH: Readonly<Record<string, string>> = {
  v: '遊戲',
  t: '王牌',
  n: '第幾輪',
  p: '出的牌',
  pile: '桌上的牌',
  twice: '桌上和要出的牌有同一張',
  rev: '革命',
  jb: '11返',
  lock: '鎖住的花色',
  d: '首引者指定的花色',
  s: '秘書牌',
  c: '逼鬼',
  r: '規則',
};

/** "♠8"; a joker by its name. */
const label = (c: Card): string => (isJoker(c) ? spokenNameZh(c) : cardLabel(c));

function linkProblemZh(p: LinkProblem): string {
  if (p.kind === 'duplicate') return `連結裡「${p.part}」出現了${p.count ?? 2}次，已使用第一個值。`;
  if (p.part === 'more') return `另外還有${p.count ?? 0}處讀不懂。`;
  if (p.part === 'r' && p.kind === 'too-many') return '最多只能比較6套規則，第7套以後沒有用。';
  if (p.part === 'r' && p.kind === 'none') return '沒有一套規則能用，所以用最初的比較規則。';
  if (p.part === 'r') return '連結裡有一套規則讀不懂，已經拿掉。';
  const what = PART_ZH[p.part];
  return what ? `連結裡的「${what}」讀不懂。` : '連結裡有讀不懂的地方。';
}

export const compareWordsZh: CompareWords = {
  engineFailed: () => '規則引擎載入失敗，請重新整理頁面。',
  regionTrick: '用同一輪牌比較不同規則',
  regionPlay: '用同一手牌比較不同規則',
  unknownGame: () => '沒有這個遊戲，改為顯示台式／港式拿破崙。',
  linkProblems: '這個連結有讀不懂的地方，那些部分改用預設值：',
  linkProblem: (p) => linkProblemZh(p),
  game: '遊戲',
  gameOption: (name) => name,
  trump: '王牌',
  noTrumps: '無王',
  trickNumber: '第幾輪',
  declared: '首引者指定的花色',
  none: '沒有',
  secretary: '秘書牌',
  summon: '首引者逼鬼',
  ripper: '叫鬼',
  loadingDaifugo: '正在載入大富豪的規則…',
  playsField: '出的牌（從首引開始依序，用代碼：例如♠A是SA，♥10是H10）',
  cardsError: () => '讀不懂這些牌。請用花色和點數的代碼輸入，例如♠A寫SA，♥10寫H10。',
  atLeastOne: '至少要有一張牌。',
  theTrick: '這一輪',
  led: '首引',
  cardN: (n) => `第${n}張`,
  placeN: (n) => `第${n}張`,
  ruleSetN: (n) => `規則${n}`,
  differs: '不同',
  wins: '贏的牌：',
  columnError: () => '用這套規則判斷不了這一輪。請確認牌、王牌和第幾輪符合這套規則。',
  reason: null,
  more: () => import('./explore-compare-more.zh-TW.ts').then((m) => m.compareMoreZh),
  addRuleSet: '加一套規則',
  shareLink: '這個比較的連結',
  pickerSummary: '點牌來選',
  pickerHelp: '依出牌的順序點牌；再點一次就把那張牌拿出這一輪（這一輪至少留一張）。',
  pickerSuits: { S: '黑桃', H: '紅心', D: '方塊', C: '梅花', '': '鬼牌' },
  pickerCardOf: (n, noun) => `${noun}的第${n}張`,
  trickNoun: '這一輪',
  alreadyUsed: '已經用了',
  takeOutLast: '拿掉最後一張',
  apply: '套用',
  changeRuleSet: (n) => `修改規則${n}`,
  preset: '預設規則',
  removeOption: (label, n) => `從規則${n}拿掉「${label}」`,
  remove: '拿掉',
  option: '選項',
  value: '值',
  setOption: '設定選項',
  ruleError: () => '規則引擎不接受這樣的規則組合，請選別的值。',
  removeRuleSet: (n) => `拿掉規則${n}`,
  changeLine: (label, value) => `${label}：${value}`,
  lineSep: '；',
  dfTable: '出牌前的桌面',
  dfRevolution: '革命中',
  dfJackBack: '11返中',
  dfLockedGroup: '鎖住的花色',
  dfLocked: '鎖住的花色：',
  dfPile: (empty) => (empty ? '桌上的牌（從最早的開始；沒有牌，這一手是第一手）' : '桌上的牌（從最早的開始）'),
  dfPilePlay: (n) => `桌上第${n}手`,
  dfTakeAway: (n) => `拿掉桌上第${n}手`,
  dfPileField: (n) => `桌上第${n}手（用代碼，例如H7，一對寫D5 C5）`,
  dfPileEmpty: '至少要有一張牌，或拿掉這一手。',
  dfPileNoun: (n) => `桌上第${n}手`,
  dfPileSummary: (n) => `點牌來選桌上第${n}手`,
  dfPileHelp: '點這一手的牌；再點一次就拿掉（一手至少留一張）。',
  dfAddPile: '在桌上加一手',
  dfPlayField: '要出的牌（用代碼，例如S8，一對寫H5 D5）',
  dfPlayNoun: '要出的牌',
  dfPlaySummary: '點牌來選要出的牌',
  dfPlayHelp: '點要出的牌；再點一次就拿掉（至少留一張）。桌上的牌不能選。',
  dfThePlay: '要出的牌',
  dfAllowed: '可以出：',
  dfAllowedLine: (v: DaifugoVerdict) => `${v.play.map(label).join(' ')}。`,
  dfEffects: '效果：',
  dfEffectList: (v) => (v.effectIds.length ? `${v.effectIds.length}個特殊效果` : '沒有'),
  dfNext: '接下來：',
  dfNextLine: (v) => (v.facts ? '輪到下一家出更大的牌或過。' : '不能出，同一個人要出別的牌或過。'),
  dfNotAllowed: '不能出：',
  dfRefusal: () => '這套規則下不能出這手牌。',
};
