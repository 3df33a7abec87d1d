/**
 * The rule options in Japanese, for the islands (the practice table's setup form and rules line),
 * keyed by variant, option key and value. The engine declares its options in English
 * (src/engine/<game>/options.ts); each game the Japanese table offers has every option, every
 * value, every preset and every topic here — tests/unit/i18n/islands.test.ts fails naming any
 * missing one, and `optionWordsJa` throws naming it rather than show English.
 * The labels and values of Japanese Napoleon's options that the Japanese pages already show come
 * from src/i18n/phrases/ja.ts (one place for those words).
 */
import type { OptionTopic, VariantId } from '../../engine/options.ts';
import { JAPANESE_OPTIONS_JA } from '../phrases/ja.ts';
import type { OptionJa } from '../phrases/ja.ts';
import { fromPhrasebook, fromPhrasebookAll, namesFrom, optionLookups, type OptionWords } from './options.ts';
// the per-game tables src/i18n/phrases/options-ja.ts gathers (imported one by one, so the
// practice page does not carry the local-rules pages' sources of the other games)
import { NAP_OPTIONS_JA, NAP_PRESETS_JA } from '../phrases/ja-nap.ts';
import { TWHK_OPTIONS_JA, TWHK_PRESETS_JA } from '../phrases/ja-twhk.ts';
import { MIGHTY_OPTIONS_JA, MIGHTY_PRESETS_JA } from '../phrases/ja-mighty.ts';

export type OptionWordsJa = OptionWords;

const ON_OFF = { true: 'あり', false: 'なし' };
const SITE = { language: 'Japanese', variant: 'japanese', source: 'i18n/phrases/ja.ts' };
const fromSite = (key: string, description: string): OptionWordsJa =>
  fromPhrasebook(SITE, JAPANESE_OPTIONS_JA, key, description);

export const JAPANESE_OPTION_WORDS_JA: Readonly<Record<string, OptionWordsJa>> = {
  players: {
    label: '人数',
    values: { 4: '4人', 5: '5人', 6: '6人' },
    description: '遊ぶ人数。',
  },
  joker: {
    label: 'ジョーカー',
    values: { true: 'ジョーカーあり（53枚）', false: 'ジョーカーなし（52枚）' },
    description: 'ジョーカーを1枚加えます（53枚）。場札が1枚増えます。',
  },
  fewerPlayers: {
    label: '4人または6人のとき',
    values: { widow: '場札を多くする', 'strip-twos': '場札が3枚になるまで2を抜く' },
    description:
      '4人または6人のとき：場札を多いままにするか、場札が3枚になるまで2（セイムツーありなら3）を♣♦♥♠の順に抜きます。',
  },
  honours: {
    label: '絵札にするカード',
    values: { standard: 'A・K・Q・J・10', 'with-threes': 'A・K・Q・J・10と3' },
    description: '絵札はA・K・Q・J・10（全部で20枚）、または4枚の3も加えます（全部で24枚）。',
  },
  minBid: {
    label: 'いちばん低い宣言',
    values: {},
    int: (n) => `${n}枚`,
    description: '宣言で約束できる絵札のいちばん少ない枚数。',
  },
  noTrumpBids: {
    label: '切り札なしの宣言',
    values: { true: 'できる', false: 'できない' },
    description: '切り札なしの宣言を認めます。同じ枚数なら、切り札なしはどのスートの宣言より上です。',
  },
  auctionStart: {
    label: '最初に宣言する人',
    values: {
      'dealer-left': '親の次の人',
      'previous-napoleon': '前の回のナポレオン',
      dealer: '親（パスもできる）',
    },
    description:
      '競りを始める人：親の次の人、前の回のナポレオン（最初の回と、誰も宣言せず配り直した回は親の次から）、または親（パスもできます）。全員パスのとき親が最初に宣言するルールでは、これにかかわらず親から始めます。',
  },
  passIsFinal: {
    label: 'パスしたら終わり',
    values: { true: 'パスした人は競りから抜ける', false: 'パスした人もまた宣言できる' },
    description: 'パスした人は、その競りではもう宣言できません。',
  },
  allPass: {
    label: '誰も宣言しないとき',
    values: {
      redeal: '配り直す',
      'mighty-holder': 'オールマイティを持つ人がナポレオン',
      'middle-widow-jack': '場札の真ん中のカードでナポレオンを決める',
      'flip-widow': '場札をめくってナポレオンを決める',
      'dealer-must-bid': '親が必ず宣言する',
      'dealer-opens': '親から始め、必ず宣言する',
      'reveal-widow': '場札を見せてもう一度競る',
    },
    description: '全員がパスしたときにどうするか。',
  },
  twentyHonours: {
    label: 'ナポレオン軍が絵札を全部取ったとき',
    values: { win: 'ふつうの勝ち', lose: '負け（革命）', 'lose-unless-bid-20': '20の宣言でなければ負け' },
    description: 'ナポレオン軍が絵札を全部取ったとき：ふつうの勝ちか、負け（革命）か、20の宣言でなければ負けか。',
  },
  adjutantTiming: {
    label: '副官のカードを指名するとき',
    values: {
      'before-exchange': '場札を取る前',
      'with-bid': '宣言のたびに',
      'after-exchange': '場札と取り替えた後',
    },
    description: 'ナポレオンが副官のカードを指名するとき：場札を取る前、宣言のたび、または場札と取り替えた後。',
  },
  adjutantOwnCard: {
    label: '自分のカードを指名する',
    values: { true: 'できる（ひとりで戦う）', false: 'できない' },
    description: 'ナポレオンは自分の手札のカードを指名して、ひとりで戦えます。',
  },
  betrayal: {
    label: '♣10の裏切り',
    values: {
      off: '裏切りなし',
      adjutant: '副官が♣10で裏切れる',
      'adjutant-and-napoleon': '♣10とジョーカーを持つナポレオンも連合軍に寝返れる',
    },
    description:
      '裏切り：副官は♣10を出すときに宣言して連合軍に移り、ナポレオンはひとりで戦います。ルールによっては、♣10とジョーカーを持つナポレオンも、その2枚を見せて宣言し（どちらもまだ出していないとき）連合軍に移れます。そのときは副官がひとりで宣言を果たさなければなりません。',
  },
  firstLeadNoTrump: {
    label: '最初の台札に切り札を出さない',
    values: { true: '最初の台札に切り札は出せない', false: 'どのカードでも出せる' },
    description: 'ナポレオンがほかのカードを持っていない場合を除き、最初の台札に切り札は出せません。',
  },
  mightySuitless: {
    label: 'オールマイティはスートに属さない',
    values: { true: '♠Aはいつでも出せる', false: '♠Aはスペードとして出す' },
    description: '♠Aはどのスートにも属さず、どの台札にも出せて、スペードに従う必要もありません。',
  },
  specialsFree: {
    label: '役札は台札に従わなくてよい',
    values: { true: 'オールマイティとジャックはいつでも出せる', false: 'ほかのカードと同じく台札に従う' },
    description: 'オールマイティ、正ジャック、裏ジャックはどの台札にも出せて、台札に従う必要がありません。',
  },
  jackOrder: fromSite('jackOrder', '強いジャックのどちらが上か：正ジャック（切り札のジャック）か裏ジャックか。'),
  specialsOff: fromSite(
    'specialsOff',
    'オールマイティと2枚の強いジャックがただのカードになるトリック（すべてのトリックなら役札なし）。',
  ),
  specialsOffKeepsMighty: fromSite(
    'specialsOffKeepsMighty',
    'そのトリックでもオールマイティは力を保ちます（ただのカードになるのはジャックだけ）。',
  ),
  plainJacks: fromSite(
    'plainJacks',
    '正ジャックでも裏ジャックでもない2枚のジャック（芋ジャック）は、ふつうの順か、そのスートの2より下か。',
  ),
  huntingJack: fromSite(
    'huntingJack',
    '♠Jと♥J、♣Jと♦Jが対になります。オールマイティももう1枚の強いジャックもないトリックで、強いジャックと対の芋ジャックが出会うと、芋ジャックが勝ちます。',
  ),
  trumpsFirstTrick: fromSite(
    'trumpsFirstTrick',
    '最初のトリックでは切り札はただのカードです（ほかのスートのトリックに切り札で勝てません）。オールマイティと強いジャックは力を保ちます。',
  ),
  twoHigh: fromSite('twoHigh', 'どのスートでも2がエースより強くなります。'),
  killer: fromSite(
    'killer',
    'マイティキラー（♥Qのよろめき・♣4）：同じトリックに出たときだけオールマイティに勝つカードです。',
  ),
  killerJacks: fromSite(
    'killerJacks',
    'マイティキラーがオールマイティに勝っても、同じトリックに正ジャックか裏ジャックがあるとき：そのカードが勝つか、強いほうのジャックが勝つか。',
  ),
  killerBeatsJoker: fromSite(
    'killerBeatsJoker',
    'マイティキラーは、トリックを取るはずのジョーカーにも勝ちます（オールマイティがあってもなくても）。',
  ),
  killerCounter: fromSite(
    'killerCounter',
    'よろめき返し：同じトリックで♥Kがよろめきの♥Qに勝ちます（さらに♥Aがその♥Kに勝つこともあります）。',
  ),
  sameTwo: fromSite(
    'sameTwo',
    'セイムツー：全員が同じスートを出したトリックでは、そのスートの2がいちばん強くなります。役札との強さの関係を選びます。',
  ),
  sameTwoOffIn: fromSite('sameTwoOffIn', 'セイムツーにならないトリック。'),
  sameTwoInTrumps: fromSite('sameTwoInTrumps', '切り札だけのトリックでもセイムツーになります（なし：ならない）。'),
  jokerRank: fromSite('jokerRank', '台札でないときのジョーカーの強さ。'),
  jokerLedRank: fromSite('jokerLedRank', '台札のときのジョーカーの強さ。'),
  jokerSuit: fromSite('jokerSuit', 'ジョーカーはどのスートにも属さずいつでも出せるか、切り札のスートのカードか。'),
  jokerLead: fromSite(
    'jokerLead',
    '台札のジョーカーが求めるもの：持っている人の切り札、台札を出した人が指定したスート、または何も求めない（次のカードが台札になる）。',
  ),
  jokerLeadFirstTrick: fromSite(
    'jokerLeadFirstTrick',
    '最初のトリックの台札に出したジョーカー：ふつうどおり、何も求めない、または台札に出せない。',
  ),
  club3CallsJoker: fromSite(
    'club3CallsJoker',
    '♣3を台札に出すと、ジョーカーを持つ人はそのトリックにジョーカーを出さなければならず、ジョーカーはいちばん弱くなります。',
  ),
  scoring: {
    label: '得点の計算',
    values: { wikipedia: '宣言に応じた得点', unit: '1勝負1単位', 'win-loss': '勝ち負けの数' },
    description: '1回の勝負の得点：宣言に応じた得点、1単位、または勝ち負けの数。',
  },
  rounds: {
    label: '1ゲームの勝負の数',
    values: { 0: '決めない', 3: '3回', 5: '5回', 10: '10回' },
    description: '1ゲームで行う勝負の数（0は決めない）。',
  },
};

export const DAIFUGO_OPTION_WORDS_JA: Readonly<Record<string, OptionWordsJa>> = {
  players: { label: '人数', values: {}, int: (n) => `${n}人`, description: '遊ぶ人数（4〜8人）。' },
  jokers: {
    label: 'ジョーカーの枚数',
    values: { 0: 'ジョーカーなし', 1: '1枚', 2: '2枚' },
    description: 'ジョーカーの枚数：0、1、2枚。ジョーカーは1枚出しでいちばん強く、ほかのカードの代わりにもなります。',
  },
  stairs: {
    label: '階段',
    values: { true: 'あり', false: 'なし' },
    description: '階段：同じスートで3枚以上続いた数字をまとめて出せます。',
  },
  revolution: {
    label: '革命',
    values: ON_OFF,
    description: '革命：4枚以上を一度に出すと、その回の残りはカードの強さが逆になります。',
  },
  elevenBack: {
    label: 'イレブンバック（11バック）',
    values: ON_OFF,
    description: 'イレブンバック：Jを含むカードを出すと、場が流れるまでカードの強さが逆になります。',
  },
  eightCut: {
    label: '8切り',
    values: ON_OFF,
    description: '8切り：8を含むカードを出すと場が流れ、出した人がまた最初に出します。',
  },
  nineReverse: {
    label: '9リバース',
    values: ON_OFF,
    description: '9リバース：9を含むカードを出すと、出す順番が逆回りになります。',
  },
  skip: {
    label: 'スキップ（同じ数字で次の人を飛ばす）',
    values: ON_OFF,
    description: 'スキップ：前の人と同じ数字を出してもよく、そのとき次の人を飛ばします。',
  },
  unskippable23: {
    label: '2と3はスキップできない',
    values: ON_OFF,
    description: '2（革命中は3）には同じ数字を重ねられません。スキップがあるときだけ使えます。',
  },
  suitLock: {
    label: 'スート縛り',
    values: ON_OFF,
    description: 'スート縛り：前と同じスートのカードが出ると、場が流れるまでそのスートしか出せません。',
  },
  illegalFinish: {
    label: '反則上がり（2やジョーカーで上がれない）',
    values: ON_OFF,
    description: '反則上がり：2（革命中は3）、ジョーカー、または（8切りがあれば）8で上がると最下位になります。',
  },
  downfall: {
    label: '都落ち',
    values: ON_OFF,
    description: '都落ち：2回目から、ほかの人が先に上がると大富豪はすぐに最下位になります。',
  },
  autoPass: {
    label: '自動パス',
    values: ON_OFF,
    description: '自動パス：出せるカードがない人は自動でパスします。',
  },
  permanentPass: {
    label: '永久パス',
    values: ON_OFF,
    description: '永久パス：パスした人は、場が流れるまでもう出せません。',
  },
  firstPlayer: {
    label: '2回目から最初に出す人',
    values: { lowest: '前の回の大貧民', president: '前の回の大富豪' },
    description: '2回目から最初に出す人：前の回の大貧民か大富豪。1回目は♦3を持つ人です。',
  },
  scoring: {
    label: '得点のつけ方',
    values: { plus: '加点方式', minus: '減点方式' },
    description: '加点方式：自分より後に上がった人の数が得点。減点方式：持ち点を大富豪が増やし、ほかの人が減らします。',
  },
  length: {
    label: 'ゲームの長さ',
    values: { short: '短い', medium: 'ふつう', long: '長い' },
    description: 'ゲームの長さ：目標は人数の2倍・3倍・4倍（加点方式）、または持ち点10・15・20（減点方式）。',
  },
  spadeThree: {
    label: 'スペ3返し',
    values: ON_OFF,
    description: 'スペ3返し：1枚出しのジョーカーに♠3を1枚で出すと勝ち、場が流れて♠3の人が出します。',
  },
  sevenPass: {
    label: '7渡し',
    values: ON_OFF,
    description: '7渡し：7を含むカードを出した人は、7の枚数まで好きなカードを次の人に渡せます。',
  },
  tenDiscard: {
    label: '10捨て',
    values: ON_OFF,
    description: '10捨て：10を含むカードを出した人は、10の枚数まで好きなカードを捨てられます。',
  },
  queenBomber: {
    label: 'Qボンバー',
    values: ON_OFF,
    description: 'Qボンバー：Qを含むカードを出した人が数字を1つ言い、全員がその数字のカードをすべて捨てます。',
  },
  fiveSkip: {
    label: '5飛び',
    values: ON_OFF,
    description: '5飛び：5を含むカードを出すと、5の枚数だけ人を飛ばします。スキップとは一緒に使えません。',
  },
  sandstorm: {
    label: '砂嵐',
    values: ON_OFF,
    description: '砂嵐：3を3枚（ジョーカーなし）出すと、革命中でもどの3枚組にも勝ち、場が流れます。',
  },
};

/**
 * Nap, tw-hk and Mighty: the options' names and values are the local-rules pages' own (the
 * per-game tables of src/i18n/phrases/options-ja.ts); only the setup form's one-line
 * descriptions are written here.
 */
const SITE_TABLES: Partial<Record<VariantId, Readonly<Record<string, OptionJa>>>> = {
  nap: NAP_OPTIONS_JA,
  'tw-hk': TWHK_OPTIONS_JA,
  mighty: MIGHTY_OPTIONS_JA,
};
const SITE_PRESETS: Partial<Record<VariantId, Readonly<Record<string, { label: string }>>>> = {
  nap: NAP_PRESETS_JA,
  'tw-hk': TWHK_PRESETS_JA,
  mighty: MIGHTY_PRESETS_JA,
};
const pages = (variant: VariantId) => ({ language: 'Japanese', variant, source: 'i18n/phrases/options-ja.ts' });
const fromPages = (variant: VariantId, descriptions: Readonly<Record<string, string>>) =>
  fromPhrasebookAll(pages(variant), SITE_TABLES[variant], descriptions);

export const NAP_OPTION_WORDS_JA = fromPages('nap', {
  players: '遊ぶ人数（2〜7人）。',
  deck: '使うカード：2人なら10〜Aの20枚、3人なら7〜Aの32枚、4人以上なら52枚。またはいつも52枚。',
  joker: 'ジョーカーを1枚加え、いちばん強い切り札にします。',
  bidding: '全員がパスするまで何周でも競る（パスした人は抜ける）か、1人1回だけ宣言かパスをします。',
  minBid: '宣言できるいちばん少ないトリックの数。',
  misere: 'ミゼール（切り札なしで1トリックも取らない）を認めます。強さは3と4のあいだです。',
  wellington: 'ウェリントン（5トリック全部、賭け点は2倍）を認めます。ナップの上にだけ宣言できます。',
  blucher:
    'ブリュッヒャー（5トリック全部）を認めます。ウェリントンの上にだけ宣言でき、ナップを宣言した人も宣言できます。ウェリントンが必要です。',
  payout: 'ディクレアラーと相手1人1人とのあいだの支払いの表。',
  rounds: '1ゲームの勝負の回数（「決めない」なら続けるかぎり）。得点は勝負をまたいで累計します。',
});

export const TWHK_OPTION_WORDS_JA = fromPages('tw-hk', {
  players: '遊ぶ人数：手札は13枚・10枚・8枚、場札は2枚・4枚・6枚。',
  bidStyle: 'レベル1〜8とスート（切り札なし＞♠＞♥＞♦＞♣）で宣言するか、点札の枚数9〜16で宣言して切り札は後で決めます。',
  widowShown: 'ナポレオンが場札を取る前に、場札を全員に見せます。',
  discardsShown: 'ナポレオンが捨てたカードを全員に見せます。',
  summon: '切り札の2と3で、大きいジョーカーと小さいジョーカーを呼び出すやり方。',
  secretaryCommand: 'ナポレオンは秘書に、いまのトリックへ秘書のカードを出すよう命令できます。',
  firstLead: '第1トリックの台札を出す人：ナポレオンの次の人（台湾）か、ナポレオン（香港）。',
  scoring: '台湾か香港の得点表（香港：ナポレオンが勝ったとき守備側は0点）。',
});

export const MIGHTY_OPTION_WORDS_JA = fromPages('mighty', {
  players: '遊ぶ人数：基本は5人です。',
  mightyWhenSpadesTrump: 'スペードが切り札のとき、どのAをオールマイティにするか（そうでなければ♠A）。',
  minBid: '宣言できるいちばん低い点（宣言は20点まで）。',
  misdeal: '競りの前に、手札の値打ちが½以下の人は配り直しを求められます。',
  trumpChange: 'キティを取ったあと、主攻は宣言を2点上げて（20点まで）切り札を変えられます。',
  firstLead:
    '主攻が第1トリックの台札に出せるカード：切り札以外、切り札・ジョーカー・ジョーカーコール以外、またはどれでも。',
  mightyFollows:
    '台札のスートのカードがオールマイティしかないとき：オールマイティ（かジョーカー）を出さなければならないか、どのカードを出してもよいか。',
  jokerFirstLast: '最初と最後のトリックでジョーカーが力を失うかどうか。',
  ripper:
    'ジョーカーコール（♣3、クラブが切り札なら♠3）を台札に出したとき、ジョーカーを呼ぶかを台札を出した人が選ぶか、いつも呼ぶか。',
});

/** Each game's options in Japanese; a game missing here is not offered by the Japanese table. */
export const OPTION_WORDS_JA: Partial<Record<VariantId, Readonly<Record<string, OptionWordsJa>>>> = {
  japanese: JAPANESE_OPTION_WORDS_JA,
  daifugo: DAIFUGO_OPTION_WORDS_JA,
  nap: NAP_OPTION_WORDS_JA,
  'tw-hk': TWHK_OPTION_WORDS_JA,
  mighty: MIGHTY_OPTION_WORDS_JA,
};

const presetNames = (variant: VariantId, ids: readonly string[]) =>
  namesFrom(pages(variant), SITE_PRESETS[variant], ids);

/** The presets' names, by game and preset id. */
export const PRESET_WORDS_JA: Partial<Record<VariantId, Readonly<Record<string, string>>>> = {
  japanese: {
    standard: '標準ルール',
    'trump-stadium': 'トランプスタジアムの設定',
    'house-2011': '2011年のハウスルール',
  },
  daifugo: { moderate: 'ほどほど', all: '全て', none: '適用しない' },
  nap: presetNames('nap', ['standard']),
  'tw-hk': presetNames('tw-hk', ['taiwan', 'hongkong']),
  mighty: presetNames('mighty', ['pagat']),
};

export const TOPIC_WORDS_JA: Readonly<Record<OptionTopic, string>> = {
  players: '人数とカード',
  deal: '配り方と場札',
  bidding: '競り',
  partner: '味方',
  strength: 'カードの強さ',
  joker: 'ジョーカー',
  play: 'プレイ',
  scoring: '得点とゲームの長さ',
};

/** One option's Japanese words, a value's and a preset's; each throws naming what is missing. */
export const {
  optionWords: optionWordsJa,
  optionValue: optionValueJa,
  preset: presetJa,
} = optionLookups('Japanese', 'src/i18n/islands/options.ja.ts', OPTION_WORDS_JA, PRESET_WORDS_JA);
