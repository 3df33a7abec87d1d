/**
 * The one-page summary in Japanese: the option and preset declarations with Japanese words (from
 * options-ja.ts), the sheet's headings, texts and ladder words, and the rule chooser's words. Built
 * at build time and handed to the island as plain data, so the phrasebook itself never ships to
 * the browser. A game or phrase without Japanese stops the build, naming it.
 */
import type { OptionDecl, OptionDecls, Preset, VariantId } from '../../engine/options.ts';
import type { SummaryPhrases, SummarySectionId } from '../../islands-logic/summary.ts';
import { optionValueJa, optionWordsJa, presetJa, VARIANT_NAME_JA } from '../../i18n/phrases/options-ja.ts';
import { presetSource } from '../../i18n/phrases/rules.ts';

/** The declarations with their words in Japanese (keys, values and defaults unchanged). */
export function optionDeclsJa(variant: VariantId, options: OptionDecls): OptionDecls {
  const out: Record<string, OptionDecl> = {};
  for (const [k, d] of Object.entries(options)) {
    const label = optionWordsJa(variant, k).label;
    const word = (v: string | number | boolean) => optionValueJa(variant, k, d, v);
    if (d.kind === 'bool') out[k] = { ...d, label, description: '', labels: { true: word(true), false: word(false) } };
    else if (d.kind === 'enum')
      out[k] = { ...d, label, description: '', labels: Object.fromEntries(d.values.map((v) => [String(v), word(v)])) };
    else {
      const labels: Record<string, string> = {};
      for (let n = d.min; n <= d.max; n++) labels[String(n)] = word(n);
      out[k] = { ...d, label, description: '', labels };
    }
  }
  return out;
}

export function presetsJa(variant: VariantId, presets: readonly Preset[]): Preset[] {
  return presets.map((p) => {
    const ja = presetJa(variant, p.id);
    return { ...p, label: ja.label, source: presetSource('ja', variant, p.id), description: '' };
  });
}

const HEADINGS: Readonly<Record<SummarySectionId, string>> = {
  bidding: '競り',
  partner: '味方',
  exchange: 'カードの交換',
  following: '出し方とトリックの勝ち',
  scoring: '得点',
};

const TEXT: Readonly<Partial<Record<VariantId, Readonly<Record<SummarySectionId, string>>>>> = {
  japanese: {
    bidding:
      '順番に、取る絵札（各スートのA・K・Q・J・10、全部で20枚）の枚数を切り札のスートと一緒に宣言するか、パスします。いちばん高い宣言が勝ち、同じ枚数なら♠＞♥＞♦＞♣です。競りに勝った人がナポレオンです。',
    partner:
      'ナポレオンはカードを1枚指名します。それを持っている人がひそかな副官で、そのカードが出るまで誰なのかわかりません。',
    exchange: 'ナポレオンは場札（配った残りのカード）を手に取り、同じ枚数を伏せて捨てます。',
    following:
      '最初のトリックはナポレオンが台札を出します。台札のスートを持っていれば出し、なければどのカードでもかまいません。各トリックは下の強さの順で決まり、勝った人が次の台札を出します。',
    scoring:
      'ナポレオンと副官が合わせて宣言した枚数以上の絵札を取ればナポレオン軍の勝ち、そうでなければ連合軍の勝ちです。',
  },
  nap: {
    bidding:
      '順番に、5トリックのうち何トリック取るか（2・3・4、または5トリック全部のナップ）を宣言するか、パスします。いちばん高い宣言をした人がディクレアラーになり、1人で戦います。',
    partner: 'ありません。ディクレアラーは1人でほかの全員と戦います。',
    exchange: 'ありません。1人5枚ずつ配り、残りのカードは使いません。',
    following:
      'ディクレアラーが最初の台札を出し、そのカードのスートが切り札になります。台札のスートを持っていれば出します。切り札があればいちばん強い切り札が、なければ台札のスートのいちばん強いカードが勝ちます。',
    scoring:
      '宣言どおりに取ればディクレアラーは相手の1人1人から受け取り、取れなければ1人1人に払います。額は支払いの表のとおりです。',
  },
  'tw-hk': {
    bidding:
      'レベルとスート（または切り札なし）を宣言します。レベルnは8＋n枚の点札（各スートのA・K・Q・J、全部で16枚）を取る約束です。いちばん高い宣言をした人がナポレオンです。',
    partner:
      'ナポレオンは場札と交換した後、どれか1枚のカードを指名します。それを持つ人がひそかな秘書です。自分のカードを指名すると、独裁として1人で戦います。',
    exchange: 'ナポレオンは場札を手に取り、同じ枚数を捨てます。',
    following:
      '台札のスートを持っていれば出します。秘書のカードがいちばん強く、次に大きいジョーカー、小さいジョーカー、切り札、台札のスートの順です。最後の3トリックではジョーカーが力を失います。',
    scoring: 'ナポレオンと秘書が合わせて約束した枚数以上の点札を取れば勝ちです。',
  },
  mighty: {
    bidding:
      '取る点札（各スートのA・K・Q・J・10、全部で20枚）の枚数を、切り札のスートか切り札なしと一緒に宣言します。枚数が多いほうが勝ち、同じ枚数なら切り札なしが上です。一度パスしたら競りには戻れません。',
    partner:
      '主攻はフレンドを呼びます。指名したカードを持つ人、最初のトリックを取った人、またはフレンドなし（1人で戦うと得点が倍）です。',
    exchange: '主攻はキティの3枚を手に取り、3枚を捨てます。',
    following:
      '台札のスートを持っていれば出します。オールマイティがいちばん強く、次にジョーカー、切り札、台札のスートの順です。ジョーカーコールのカードを台札に出すと、ジョーカーを出させることができます。',
    scoring:
      '高い宣言ほど多くもらえる式で計算し、点札を全部取ったとき、切り札なしのとき、フレンドなしのときは倍になります。',
  },
  daifugo: {
    bidding: 'ありません。全員が自分のために戦います。',
    partner: 'ありません。',
    exchange:
      '2回目からは、下の順位の人がいちばん強いカードを上の順位の人に渡し、上の人は好きなカードを返します。大富豪と大貧民のあいだで2枚、富豪と貧民のあいだで1枚です。',
    following:
      '最初の人が1枚、または同じ数字を何枚か出します。次の人からは、同じ枚数でより強い数字を出すか、パスします。ほかの全員がパスしたら場が流れ、最後に出した人がまた最初に出します。',
    scoring: '上がった順で、次の回の身分と点数が決まります。',
  },
};

const SUMMARY_JA_BASE = {
  roles: {
    mighty: 'オールマイティ',
    'sei-jack': '正ジャック（切り札のジャック）',
    'ura-jack': '裏ジャック（同じ色のもう1枚のジャック）',
    killer: 'マイティキラー',
    joker: 'ジョーカー',
    'powerless-joker': '力のないジョーカー',
    'weak-joker': 'ジョーカー（今はいちばん弱い）',
    secretary: '秘書のカード',
    'big-joker': '大きいジョーカー',
    'little-joker': '小さいジョーカー',
    trump: '切り札',
    led: '台札のスート',
    suit: '台札のスートのカード',
    'same-two': 'セイムツー',
    never: 'そのほかのカード：勝つことはない',
  },
  jokers: { JK: 'ジョーカー', BJ: '大きいジョーカー', LJ: '小さいジョーカー' },
  joker: 'ジョーカー',
  jokerSet: 'ジョーカー{n}枚',
  caption: '強い順（例：切り札が♥、台札が♣、第2トリック）',
  captionSecretary: '。秘書のカードに♥Aを指名',
  strongest: '強い順',
  revolution: '革命中',
  separator: '、',
  sheet: {
    heading: '{title} — 1ページのまとめ',
    rules: 'ルール：',
    localRule: '（ローカルルール）',
    ladder: '強さの順',
    whichCardWins: 'どのカードが勝つか',
    count: '（{n}枚）',
    ourLocal: 'わたしたちのローカルルール',
    none: 'なし。{preset}そのままです。',
    onSite: 'サイトでこのルールを見る：',
    playIt: 'このルールでコンピューターと遊ぶ：',
    colon: '：',
    stop: '。',
    base: '/ja',
  },
} as const;

/** The summary's Japanese words for one game; a game without them stops the build. */
export function summaryPhrasesJa(variant: VariantId): SummaryPhrases {
  const text = TEXT[variant];
  if (!text) throw new Error(`no Japanese summary text for ${variant}: add it to summary-ja.ts`);
  return { ...SUMMARY_JA_BASE, title: VARIANT_NAME_JA[variant], headings: HEADINGS, text };
}

/** The rule chooser's words (the island's own strings). */
export interface SummaryUiWords {
  region: string;
  rules: string;
  print: string;
  /** `{n}`: the number of options. */
  localRules: string;
  /** `{line}`: the rules now shown. */
  nowShows: string;
  /** `{why}`, `{preset}`. */
  cannotShow: string;
  /**
   * A part of the link that cannot be used (`{part}`: its key, v or r), for the editions; the
   * English page shows the link reader's own sentence. Undefined in English.
   */
  linkNotice?: string;
  /** A key given more than once (`{part}`, `{count}`); the first value is used. */
  linkDuplicate?: string;
  topics: Readonly<Record<string, string>>;
}

export const SUMMARY_UI_JA: SummaryUiWords = {
  region: 'このまとめのルールを選ぶ',
  rules: 'ルール',
  print: 'このまとめを印刷する',
  localRules: 'ローカルルール（全オプション、{n}個）',
  nowShows: 'まとめを更新しました：{line}。',
  cannotShow: 'このルールは表示できません：{why}（{preset}を表示しています）',
  linkNotice: 'リンクの「{part}」は使えないため、既定の値にしました。',
  linkDuplicate: 'リンクに「{part}」が{count}回あります。最初の値を使いました。',
  topics: {
    players: '人数とカード',
    deal: '配り方と場札',
    bidding: '競り',
    partner: '味方',
    strength: 'カードの強さ',
    joker: 'ジョーカー',
    play: 'カードの出し方',
    scoring: '得点とゲームの長さ',
  },
};
