/**
 * The Japanese phrasebook of the games' rule options, presets and engine rule notes, used by the
 * server-only components (OptionsTable, OptionKeys, PresetTable, RuleNotes, AuctionOpeners,
 * CompareGames, LegalCompare, OptionCompare) on a Japanese page. Keyed by variant, option key and
 * value, preset id and rule-note id. The engine declarations stay English; a missing phrase stops
 * the build, naming it.
 *
 * Japanese Napoleon's special-card and joker options were written first, in i18n/phrases/ja.ts
 * (`JAPANESE_OPTIONS_JA`); this module adds every other option of every game.
 */
import type { OptionDecl, OptionValue, VariantId } from '../../engine/options.ts';
import { gameShortName, perGame } from '../../engine/descriptors.ts';
import { JAPANESE_OPTIONS_JA } from './ja.ts';
import { MIGHTY_NOTES_JA, MIGHTY_OPTIONS_JA, MIGHTY_PRESETS_JA } from './ja-mighty.ts';
import { NAP_NOTES_JA, NAP_OPTIONS_JA, NAP_PRESETS_JA } from './ja-nap.ts';
import { TWHK_NOTES_JA, TWHK_OPTIONS_JA, TWHK_PRESETS_JA } from './ja-twhk.ts';
import { optionValueWord, present, wordOf } from './shape.ts';

/** An option in Japanese: its name, its values' words, and (for the local-rules tables) where it comes from. */
export interface OptionWordsJa {
  label: string;
  values: Readonly<Record<string, string>>;
  source?: string;
}

const WIKI = '日本語版ウィキペディアの古い版';
const TS = 'トランプスタジアムのルールのページ';
const BLOG = '2011年のハウスルールのブログ記事';
const BGA = 'ボードゲームアリーナの大富豪の解説';
const BGA_HELP = 'ボードゲームアリーナのヘルプページ';
const JAWIKI_DF = '日本語版ウィキペディアの記事「大富豪」（ローカルルール）';
const ONOFF = { true: 'あり', false: 'なし' } as const;
const ALLOWED = { true: '認める', false: '認めない' } as const;
const HANDS = { 3: '3回', 5: '5回', 10: '10回', 0: '決めない（続けるかぎり）' } as const;
const players = (...n: number[]) => Object.fromEntries(n.map((x) => [String(x), `${x}人`]));

const JAPANESE: Readonly<Record<string, OptionWordsJa>> = {
  ...JAPANESE_OPTIONS_JA,
  players: { label: '人数', values: players(4, 5, 6), source: `${WIKI}（ふつうは5人）` },
  joker: {
    label: 'ジョーカーを入れる',
    values: { true: 'ジョーカーあり（53枚）', false: 'ジョーカーなし（52枚）' },
    source: `${TS}、${BLOG}、${WIKI}`,
  },
  fewerPlayers: {
    label: '4人または6人のとき',
    values: { widow: '場札を多めに残す', 'strip-twos': '場札が3枚になるまで2を抜く' },
    source: WIKI,
  },
  honours: {
    label: '絵札にするカード',
    values: { standard: 'A・K・Q・J・10', 'with-threes': 'A・K・Q・J・10と3' },
    source: WIKI,
  },
  minBid: { label: '最低宣言', values: {}, source: `${WIKI}（11）、${TS}（12）。2011年の設定の10はこのサイトの解釈` },
  noTrumpBids: { label: '切り札なしの宣言', values: ALLOWED, source: WIKI },
  auctionStart: {
    label: '最初に宣言する人',
    values: { 'dealer-left': '親の次の人', 'previous-napoleon': '前の回のナポレオン', dealer: '親（パスもできる）' },
    source: `${WIKI}（前の回のナポレオン、ルールによっては親）。親の次の人はこのサイトの標準`,
  },
  passIsFinal: {
    label: 'パスしたら競りから抜ける',
    values: { true: 'パスした人は競りから抜ける', false: 'パスした人もまた宣言できる' },
    source: `${WIKI}。パスした人が戻れるとする日本のルールのサイトもある`,
  },
  allPass: {
    label: '誰も宣言しないとき',
    values: {
      redeal: '配り直す',
      'mighty-holder': 'オールマイティを持つ人がナポレオン',
      'middle-widow-jack': '場札の真ん中のカードでナポレオンを決める',
      'flip-widow': '場札をめくってナポレオンを決める',
      'dealer-must-bid': '親は必ず宣言する',
      'dealer-opens': '親が最初に必ず宣言する',
      'reveal-widow': '場札を見せてもう一度競る',
    },
    source: `${TS}、${WIKI}、全員パスのときを説明した日本のルールのサイト`,
  },
  twentyHonours: {
    label: 'ナポレオン軍が絵札を全部取ったとき',
    values: { win: 'ふつうに勝ち', lose: '負け（革命）', 'lose-unless-bid-20': '20枚宣言でなければ負け' },
    source: `${TS}、${BLOG}、${WIKI}`,
  },
  adjutantTiming: {
    label: '副官のカードを指名するとき',
    values: { 'before-exchange': '場札を取る前', 'with-bid': '宣言のたびに', 'after-exchange': '場札の交換の後' },
    source: `${WIKI}。${TS}では宣言のたびに指名する`,
  },
  adjutantOwnCard: {
    label: 'ナポレオンが自分のカードを指名する',
    values: { true: '認める（独り立ち）', false: '認めない' },
    source: WIKI,
  },
  betrayal: {
    label: '♣10の裏切り',
    values: {
      off: '裏切りなし',
      adjutant: '副官が♣10で裏切れる',
      'adjutant-and-napoleon': '♣10とジョーカーを持つナポレオンも連合軍に寝返れる',
    },
    source: `${WIKI}（ローカルルール）`,
  },
  firstLeadNoTrump: {
    label: '最初の台札に切り札を出さない',
    values: { true: '最初の台札に切り札は出せない', false: 'どのカードでも出せる' },
    source: `${WIKI}（ローカルルール）、日本のナポレオンのルールのサイト`,
  },
  mightySuitless: {
    label: 'オールマイティはどのスートにも属さない',
    values: { true: '♠Aはいつでも出せる', false: '♠Aはスペードとして出す' },
    source: `${WIKI}（ローカルルール）`,
  },
  specialsFree: {
    label: '特殊カードは台札のスートに従わなくてよい',
    values: { true: 'オールマイティとジャックはいつでも出せる', false: 'ほかのカードと同じく台札のスートに従う' },
    source: `${WIKI}（ローカルルール）`,
  },
  scoring: {
    label: '1回の勝負の得点',
    values: {
      wikipedia: '宣言に応じた得点（日本語版ウィキペディアの古い版の計算式）',
      unit: '1回ごとに1単位',
      'win-loss': '勝ち負けの数だけ数える',
    },
    source: `${WIKI}。${TS}には得点の説明がないので、そのプリセットの勝ち負けの数はこのサイトの選択`,
  },
  rounds: { label: '1ゲームの回数', values: HANDS, source: `${TS}（5回）` },
};

const DAIFUGO: Readonly<Record<string, OptionWordsJa>> = {
  players: { label: '人数', values: players(4, 5, 6, 7, 8), source: `${BGA}（${BGA_HELP}の現在の版は2〜3人も認める）` },
  jokers: {
    label: 'ジョーカーの枚数',
    values: { 0: 'ジョーカーなし', 1: '1枚', 2: '2枚' },
    source: `${BGA}（2枚）、${BGA_HELP}の現在の版（1枚）`,
  },
  stairs: { label: '階段', values: ALLOWED, source: `${BGA}（最低の枚数は書かれていないので、このサイトでは3枚）` },
  revolution: { label: '革命', values: ONOFF, source: `${BGA}、${BGA_HELP}` },
  elevenBack: {
    label: 'イレブンバック',
    values: ONOFF,
    source: `${BGA}、${BGA_HELP}（革命中のイレブンバックは資料になく、打ち消し合うのはこのサイトの選択）`,
  },
  eightCut: { label: '8切り', values: ONOFF, source: `${BGA}、${BGA_HELP}` },
  nineReverse: { label: '9リバース', values: ONOFF, source: `${BGA}、${BGA_HELP}` },
  skip: { label: '同じ数字でスキップ', values: ONOFF, source: `${BGA}、${BGA_HELP}` },
  unskippable23: {
    label: '2と3はスキップできない',
    values: ONOFF,
    source: `ボードゲームアリーナの卓の設定。${BGA}のどのプリセットでもなし`,
  },
  suitLock: {
    label: '縛り',
    values: ONOFF,
    source: `${BGA}（ペアや階段の縛り方は書かれていないので、スートの組全体を縛るのはこのサイトの選択）`,
  },
  illegalFinish: {
    label: '反則上がり',
    values: ONOFF,
    source: `${BGA}（2・3・ジョーカー）。${BGA_HELP}の現在の版は8を加える`,
  },
  downfall: { label: '都落ち', values: ONOFF, source: `${BGA}、${BGA_HELP}` },
  autoPass: {
    label: '自動パス',
    values: ONOFF,
    source: `${BGA}（ボードゲームアリーナは公開された情報だけで判断し、このサイトは手札で判断する）`,
  },
  permanentPass: {
    label: '永久パス',
    values: ONOFF,
    source: `ボードゲームアリーナの以前のルールで、今は卓の設定の1つ。${BGA}のどのプリセットでもなし`,
  },
  firstPlayer: {
    label: '2回目から最初に出す人',
    values: { lowest: '前の回の大貧民', president: '前の回の大富豪' },
    source: `${BGA}（プリセットの表）`,
  },
  scoring: {
    label: '得点のつけ方',
    values: { plus: '加点方式', minus: '減点方式' },
    source: `${BGA}、${BGA_HELP}（平民の1点の扱いが両者で違う）`,
  },
  length: {
    label: 'ゲームの長さ',
    values: { short: '短いゲーム', medium: 'ふつうのゲーム', long: '長いゲーム' },
    source: `${BGA}、${BGA_HELP}`,
  },
  spadeThree: {
    label: 'スペ3返し',
    values: ONOFF,
    source: `${JAWIKI_DF}、スペ3返しを説明した日本のボードゲームのサイト`,
  },
  sevenPass: { label: '7渡し', values: ONOFF, source: JAWIKI_DF },
  tenDiscard: { label: '10捨て', values: ONOFF, source: JAWIKI_DF },
  queenBomber: {
    label: 'Qボンバー',
    values: ONOFF,
    source: `${JAWIKI_DF}、クイーンボンバーを説明した日本のボードゲームのサイト`,
  },
  fiveSkip: { label: '5飛び', values: ONOFF, source: JAWIKI_DF },
  sandstorm: { label: '砂嵐', values: ONOFF, source: JAWIKI_DF },
};

const OPTIONS_JA: Readonly<Record<VariantId, Readonly<Record<string, OptionWordsJa>>>> = {
  japanese: JAPANESE,
  // Nap, tw-hk and Mighty: their own modules, written with their pages (one set of words each).
  nap: NAP_OPTIONS_JA,
  'tw-hk': TWHK_OPTIONS_JA,
  mighty: MIGHTY_OPTIONS_JA,
  daifugo: DAIFUGO,
};

/** The games' names in Japanese, as running text writes them (the games' descriptors). */
export const VARIANT_NAME_JA: Readonly<Record<VariantId, string>> = perGame((d) => gameShortName(d.id, 'ja'));

/** An option of a game in Japanese; a missing one stops the build, naming it. */
export const optionWordsJa = (variant: VariantId, key: string): OptionWordsJa =>
  wordOf(OPTIONS_JA[variant], key, `no Japanese words for the ${variant} option "${key}": add them to options-ja.ts`);

/** Where an option comes from, in Japanese (the local-rules tables); a missing one stops the build. */
export const optionSourceJa = (variant: VariantId, key: string): string =>
  present(
    optionWordsJa(variant, key).source,
    `no Japanese source for the ${variant} option "${key}": add it to options-ja.ts`,
  );

/**
 * A value of an option in Japanese: the phrase listed for it, or for a number without a phrase,
 * the number itself. A missing phrase stops the build.
 */
export const optionValueJa = (
  variant: VariantId,
  key: string,
  decl: OptionDecl | undefined,
  value: OptionValue,
): string =>
  optionValueWord(
    optionWordsJa(variant, key).values,
    decl,
    value,
    `no Japanese words for the value ${JSON.stringify(value)} of the ${variant} option "${key}"`,
  );

/** Presets in Japanese: name and the source it follows. */
const PRESETS_JA: Readonly<Record<VariantId, Readonly<Record<string, { label: string; source: string }>>>> = {
  japanese: {
    standard: {
      label: '標準ルール',
      source: `${WIKI}（基本ルール。ただし競りは親の次の人から始め、前の回のナポレオンから始める記事とは違う）`,
    },
    'trump-stadium': { label: 'トランプスタジアムの設定', source: TS },
    'house-2011': { label: '2011年のハウスルール', source: BLOG },
  },
  nap: NAP_PRESETS_JA,
  'tw-hk': TWHK_PRESETS_JA,
  mighty: MIGHTY_PRESETS_JA,
  daifugo: {
    moderate: { label: 'ほどほど', source: BGA },
    all: { label: '全て', source: BGA },
    none: { label: '適用しない', source: BGA },
  },
};

export const presetJa = (variant: VariantId, id: string): { label: string; source: string } =>
  wordOf(PRESETS_JA[variant], id, `no Japanese name for the ${variant} preset "${id}": add it to options-ja.ts`);

/** The engines' rule notes (decisions where sources leave room) in Japanese, by note id. */
const NOTES_JA: Readonly<Partial<Record<VariantId, Readonly<Record<string, string>>>>> = {
  nap: NAP_NOTES_JA,
  'tw-hk': TWHK_NOTES_JA,
  mighty: MIGHTY_NOTES_JA,
  japanese: {
    'no-trump-mighty':
      '切り札なしのオールマイティ：切り札なしの勝負でも♠Aはオールマイティで、強いジャックはありません。',
    'even-widow':
      '偶数枚の場札：場札の真ん中のカードでナポレオンを決めるとき、偶数枚なら真ん中のすぐ後（0から数えて枚数の半分の位置）のカードを使います。',
    'solo-scoring':
      '独り立ちの得点：独り立ちのナポレオンは連合軍4人の失う（得る）点をそのまま得る（失う）ので、合計は0です。',
    'unanswered-trump-request':
      '応じる人のない切り札請求：切り札を求めるジョーカーに誰も切り札を出さなければ、ジョーカーの次のカードのスートが台札のスートです。',
    'unanswered-named-suit':
      '応じる人のない指定スート：スートを指定したジョーカーに誰もそのスートも切り札も出さなければ、ジョーカーの次のカードのスートが台札のスートです。',
    'suitless-mighty-led':
      'どのスートにも属さないオールマイティの台札：そのルールでも、台札の♠Aにはスペードで従います。',
    'joker-below-the-ura-jack':
      '強いジャックのすぐ下のジョーカー：2枚の強いジャック（どちらが上でも）より弱く、どの切り札より強いカードです。',
    'yoromeki-gaeshi-gaeshi':
      'よろめき返し返し：♥Aが勝つのは、♥Kがすでに♥Qを返しているとき（4枚すべてがトリックにあるとき）だけです。',
    'free-special-cards':
      '従わなくてよい特殊カード：台札のスートに従わなくてよいのは、特殊カードが力を持つトリックだけです。',
    'joker-in-the-widow-when-all-pass':
      '全員パスのときの場札のジョーカー：真ん中のカードで決めるときにそれがジョーカーなら配り直し、場札をめくって決めるときはジョーカーを飛ばします。',
    'twenty-honours-bid-20':
      '絵札20枚と20枚の宣言：「20枚宣言でなければ負け」で負けにならないのは、宣言が20以上のときだけです。',
    'who-bids-first':
      '最初に宣言する人：日本語版ウィキペディアの古い版では前の回のナポレオン（ルールによっては親）から始め、ほかの資料は触れていません。このサイトはほかを選ばないかぎり親の次の人から始め、標準ルールもそうなので、この点は出典と違います。',
    'hunting-jack-and-the-killer':
      '狩りJとマイティキラー：マイティキラーでトリックが決まるとき（トリックにオールマイティか、そのカードに負けるジョーカーがあるとき）、狩りJは働きません。',
    'hunting-jack-without-power':
      '力のない狩りJ：狩りJは強いジャックが力を持つトリックでだけ働きます。切り札なしの勝負や、特殊カードがただのカードになるトリックでは働きません。',
    'plain-jacks-in-no-trump':
      '切り札なしの芋ジャック：残りの2枚のジャックを最弱にするルールでは、切り札なしの勝負の4枚のジャックはどれもそのスートの最弱のカードです。',
    'the-killer-against-a-joker':
      'マイティキラーとジョーカー：それがトリックを取るはずのジョーカーに勝ち、強いジャックもあるとき、「同じトリックの強いジャックが勝つ」ではそのジャックが取ります。',
    betrayal:
      '裏切り：カードを出すときに宣言します。副官は♣10を出すとき、ナポレオンは♣10とジョーカーをまだ持っているあいだならどのカードを出すときでも宣言できます。裏切った人の絵札は宣言の前後を問わず連合軍に数えます。ナポレオンが裏切れるのは、副官が味方にいるあいだだけです。',
    'scoring-a-betrayal':
      '裏切りの得点：副官が裏切ったときはナポレオンの独り立ちとして得点します。ナポレオンが裏切ったときは、副官を宣言どおりの独り立ちのナポレオンとして、ナポレオンを連合軍の1人として得点します。',
    'judge-fields-of-other-variants':
      'ほかのゲームの判定の項目：ナポレオンの判定の問い合わせにある呼び出しと秘書の項目は、形だけを確かめ、結果には影響しません。',
    'judge-without-a-trick-number':
      'トリックの番号のない判定：途中のトリック（最初でも最後でもない）として判定します。',
  },
  daifugo: {
    stairsMinimum: '階段は3枚以上です。',
    loneJoker:
      '1枚で出したジョーカーはシングルです。革命中でもそうでなくても、どの1枚にも勝ちますが、ペア以上には勝てません。',
    jokerSet: 'ジョーカー2枚を一緒に出すと、革命中でもそうでなくても、ほかのどのペアよりも強いペアになります。',
    jokerStandIn:
      '組や階段の中で代わりに使ったジョーカーは、効果（8・9・J）と反則上がりの2・3について、代わりにしたカードとして数えます。',
    suitLockJoker:
      '縛りが始まるのは、続けて出た2つの組のスートが印刷どおりに同じで、どちらにもジョーカーがないときだけです。縛られた後は、ジョーカーを縛られたスートのカードとして使えます。',
    eightCutClears: '8切りはすぐに場を流すので、同じ組のイレブンバック、スキップ、縛りは働きません。',
    illegalFinishOrder:
      '2と3のどちらが反則上がりになるかは、上がりの組を出す前の強さの順（革命とイレブンバックの両方を含む）で決まります。',
    downfallFirst:
      '都落ちは、ほかの人が1番に上がったときに起こります。反則上がりで最下位になった人は1番に上がったことになりません。',
    leadAfterOut: '誰かが上がって場が流れたら、まだ残っている次の人が、そのときの回る向きで最初に出します。',
    firstLead: '1回目は♦3を持つ人が最初に出しますが、♦3を出さなくてもかまいません。',
    exchangeOrder:
      'カードの交換では、貧しい側がいちばん強いカードから先に（自動で）渡します。その後で大富豪と富豪が渡すカードを選び、受け取ったカードを返してもかまいません。',
    spadeThreeLock:
      'スペ3返しは、ほかのスートで縛られているときでも1枚のジョーカーに勝ちます（そう書く資料が1つあり、ほかは触れていません）。',
    sevenTenCount:
      '7渡しと10捨てでは、出した組の7や10の1枚につき1枚まで（その代わりのジョーカーも数えます）。それより少なく渡したり捨てたりしても、まったくしなくてもかまいません。',
    handOverFinish:
      '最後のカードを渡したり捨てたりした人は上がります。その最後のカードが最後に出すと反則になるカードなら、反則上がりです。',
    queenBomberOut:
      'Qボンバーで指定する数字は、Qの枚数にかかわらず1つだけです（ジョーカーは指定できません）。カードがなくなった人は、ボンバーを出した人から順番に上がり、反則上がりにはなりません。',
    effectOrder:
      '1つの組でいくつもの効果が起こるときの順番：まず場が流れ（8切り、スペ3返し、砂嵐）、次に7渡し、10捨て、Qボンバーの順、最後にスキップと9リバースで次に出す人が決まります。場を流す組ではスキップは起こりません。',
    sandstormLead: '3を3枚出せば、最初に出すときも含めて、いつでも砂嵐として場が流れます。',
    dealer: '親は1回ごとに時計回りに1人ずつ移り、親の左隣から配ります。',
  },
};

/** One rule note in Japanese; a missing one stops the build, naming it. */
export const ruleNoteJa = (variant: VariantId, id: string): string =>
  wordOf(NOTES_JA[variant], id, `no Japanese for the ${variant} rule note "${id}": add it to options-ja.ts`);
