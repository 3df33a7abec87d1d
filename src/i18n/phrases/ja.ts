/**
 * The Japanese phrasebook of the server-only page components (Trick, Ranking, ScoreTable,
 * DaifugoPlay, DaifugoScores), used when a page passes `lang="ja"`. The engine stays
 * language-free: it gives the winner and the rule that decided it (an explanation's `rule` and
 * `cards`), and the sentence is made here. A phrase with no Japanese stops the build, naming it,
 * so a Japanese page never shows an English sentence by accident.
 */
import { cardLabel, type Card, type Suit } from '../../engine/cards.ts';
import type { Explanation } from '../../engine/trick/index.ts';

export type SiteLang = 'en' | 'ja';

export const SUIT_JA: Readonly<Record<Suit, string>> = { S: 'スペード', H: 'ハート', D: 'ダイヤ', C: 'クラブ' };

/** "♥ハート" — a suit as the trick and ranking headers show it. */
export const suitJa = (s: Suit): string => `${{ S: '♠', H: '♥', D: '♦', C: '♣' }[s]}${SUIT_JA[s]}`;

/** The player under a card of a trick: "1番" (the first one "1番・台札"). */
export const seatJa = (i: number, name?: string): string => `${name ?? `${i + 1}番`}${i === 0 ? '（台札）' : ''}`;

/**
 * The reason a Japanese Napoleon trick was won, in Japanese, from the engine's explanation.
 * @param led the suit that was led (for the led-suit sentence)
 */
export function japaneseTrickReasonJa(e: Explanation, led: Suit | null, trump: Suit | null, first: boolean): string {
  const L = cardLabel(e.cards[0] as Card);
  const off = /Under these rules the jacks are ordinary cards/.test(e.text)
    ? 'このルールではジャックは役札の力を持ちません（オールマイティは力を保ちます）。'
    : /These rules have no special cards/.test(e.text)
      ? 'このルールには役札がなく、オールマイティもジャックもただのカードです。'
      : /jacks are ordinary cards in this trick/.test(e.text)
        ? 'このトリックではジャックは特殊カードの力を失っています（オールマイティは力を保ちます）。'
        : /special cards are ordinary/.test(e.text)
          ? 'このトリックでは特殊カードもただのカードです。'
          : '';
  switch (e.rule) {
    case 'mighty':
      return `♠Aはオールマイティで、このトリックのほかのどのカードにも勝ちます。${off}`;
    case 'sei-jack':
      return `${L}は正ジャック（切り札のジャック）で、これより強いカードはこのトリックにありません。`;
    case 'ura-jack':
      return `${L}は裏ジャック（切り札と同じ色のスートのジャック）で、これより強いカードはこのトリックにありません。`;
    case 'trump':
      return `${L}がいちばん強い切り札です${/requested trumps/.test(e.text) ? '（台札のジョーカーが切り札を請求しました）' : ''}。${off}`;
    case 'led-suit': {
      const why =
        trump === null
          ? '切り札なしの勝負なので、'
          : /no trump was played/.test(e.text)
            ? '切り札が出ていないので、'
            : /trumps have no power in the first trick/.test(e.text)
              ? '最初のトリックでは切り札に力がないので、'
              : '';
      // The suit that counts as led is in the engine's sentence (after a joker lead it is not the first card's).
      const named = /led suit \((spades|hearts|diamonds|clubs)\)/.exec(e.text)?.[1];
      const suit = named ? SUITS_JA[named] : led ? SUIT_JA[led] : null;
      if (!suit) throw new Error(`no led suit in "${e.text}"`);
      return `${why}台札のスート（${suit}）でいちばん強い${L}が勝ちます。${off}`;
    }
    case 'no-contest':
      return `${L}がトリックを取ります。このトリックには力のあるカードがありません。`;
    case 'killer':
      return /yoromeki/.test(e.text)
        ? `${L}がオールマイティに勝ちます。よろめきのルールです。`
        : `${L}がオールマイティに勝ちます。♣4をマイティキラーとするルールです。`;
    case 'killer-joker':
      return `${L}がジョーカーに勝ちます。このルールでは、マイティキラーは、トリックを取るはずのジョーカーにも勝ちます。`;
    case 'killer-jacks': {
      const killer = e.cards[1] === 'HQ' ? 'よろめきの♥Q' : 'マイティキラーの♣4';
      const beaten = /beat the mighty/.test(e.text) ? 'オールマイティ' : 'ジョーカー';
      return `${L}の勝ちです。${killer}が${beaten}に勝ちましたが、同じトリックに強いジャックがあるので、そのジャックがトリックを取ります。`;
    }
    case 'hunting-jack':
      return `${L}が${cardLabel(e.cards[1] as Card)}を狩ります（狩りJ）。オールマイティももう1枚の強いジャックも出ていないので、芋ジャックが対になる強いジャックに勝ちます。`;
    case 'killer-counter':
      return e.cards[0] === 'HA'
        ? '♥Aの勝ちです。よろめきを返した♥Kに、さらに♥Aが勝ちます（よろめき返し返し）。'
        : '♥Kの勝ちです。オールマイティをよろめかせた♥Qに、♥Kが勝ちます（よろめき返し）。';
    case 'joker': {
      const rank = /ranks above every other card/.test(e.text)
        ? 'どのカードよりも強い（オールマイティも含む）'
        : /just below the mighty/.test(e.text)
          ? 'オールマイティのすぐ下の強さの'
          : /just below the jacks of power/.test(e.text)
            ? '強いジャックのすぐ下で、どの切り札よりも強い'
            : null;
      if (!rank) throw new Error(`no Japanese for the joker sentence "${e.text}"`);
      return `${first ? '台札の' : ''}ジョーカーの勝ちです。このルールでは、ジョーカーは${first ? '台札のとき' : ''}${rank}カードです。`;
    }
    case 'same-two':
      return `${L}はセイムツーです。このトリックのカードはすべて同じスートです。`;
    default:
      throw new Error(`no Japanese sentence for the trick rule "${e.rule}" (${e.text}): add one to i18n/phrases/ja.ts`);
  }
}

/** The ranking groups' labels (src/components/site/ranking.ts) in Japanese, by their English label. */
const RANK_LABEL_JA: Readonly<Record<string, string>> = {
  'the mighty': 'オールマイティ',
  'the sei-jack (jack of trumps)': '正ジャック（切り札のジャック）',
  'the ura-jack (same-colour jack)': '裏ジャック（同じ色のジャック）',
  'the killer card (ordinary unless the mighty is in the trick)':
    'マイティキラー（オールマイティと同じトリックのときだけ）',
  'the joker': 'ジョーカー',
  'the joker (highest trump)': 'ジョーカー（最強の切り札）',
  'the joker, without power': '力のないジョーカー',
  trumps: '切り札',
  'cards of the led suit': '台札のスートのカード',
  'any other card, if its suit is led': 'そのほかのカード（そのスートが台札のとき）',
  'other cards: they never win': 'そのほかのカード：勝つことはない',
};

export function rankLabelJa(label: string): string {
  const ja = RANK_LABEL_JA[label];
  if (!ja) throw new Error(`no Japanese for the ranking group "${label}": add it to i18n/phrases/ja.ts`);
  return ja;
}

/** The score tables' columns. */
export const SCORE_COL_JA: Readonly<Record<string, string>> = {
  napoleon: 'ナポレオン',
  adjutant: '副官',
  ally: '連合軍（1人あたり）',
};

// Daifugō effects: a module of their own, so an island that needs only them (the puzzle island)
// does not load this phrasebook.
export { DAIFUGO_EFFECT_JA } from '../daifugo-effects.ja.ts';

/** Daifugō titles. */
export const DAIFUGO_TITLE_JA: Readonly<Record<string, string>> = {
  President: '大富豪',
  Minister: '富豪',
  Citizen: '平民',
  Peasant: '貧民',
  Beggar: '大貧民',
};

const FORM_JA: Readonly<Record<string, string>> = {
  'a single card': '1枚',
  'a pair': 'ペア',
  'three of a kind': '3枚組',
  'four of a kind': '4枚組',
};
const formJa = (f: string): string => FORM_JA[f] ?? f.replace(/^stairs of (\d+)$/, '$1枚の階段');
const rankJa = (r: string): string => (r === 'joker' || r === 'the joker' || r === 'joker' ? 'ジョーカー' : r);
const SUITS_JA: Readonly<Record<string, string>> = {
  spades: 'スペード',
  hearts: 'ハート',
  diamonds: 'ダイヤ',
  clubs: 'クラブ',
};

/**
 * Why a Daifugō play is not allowed, in Japanese, from the engine's sentence (src/engine/daifugo/
 * core.ts `fit` and `notAPlayReason`). A sentence not listed here stops the build.
 */
export function daifugoReasonJa(reason: string): string {
  const reversedNeed = (need: string) =>
    /reversed/.test(need)
      ? '革命中なので、もっと弱い数字を出さなければなりません'
      : 'もっと強い数字を出さなければなりません';
  let m = /^(.+) must be answered by \1$/.exec(reason);
  if (m) return `場が${formJa(m[1]!)}なので、${formJa(m[1]!)}で出さなければなりません`;
  m = /^(?:an? |the )?(\w+) does not beat (?:an? |the )?(\w+) — you need (.+)$/.exec(reason);
  if (m) return `${rankJa(m[1]!)}では${rankJa(m[2]!)}に勝てません。${reversedNeed(m[3]!)}`;
  m = /^(\w+?)s do not beat (\w+?)s — you need (.+)$/.exec(reason);
  if (m) return `${rankJa(m[1]!)}の組では${rankJa(m[2]!)}の組に勝てません。${reversedNeed(m[3]!)}`;
  m =
    /^([23])s cannot be matched at the same rank \(unskippable 2\/3\)( while the order is reversed)?: you need a stronger play$/.exec(
      reason,
    );
  if (m) {
    return `${m[2] ? '革命中の' : ''}${m[1]}には同じ数字を重ねられません（2と3はスキップできないルール）。もっと強い組を出さなければなりません`;
  }
  m = /^stairs from (\w+) do not beat stairs from (\w+) — you need (.+)$/.exec(reason);
  if (m) {
    return `${rankJa(m[1]!)}からの階段では${rankJa(m[2]!)}からの階段に勝てません。${
      /reversed/.test(m[3]!) ? '革命中なので、もっと弱い数字から始まる階段' : 'もっと強い数字から始まる階段'
    }を出さなければなりません`;
  }
  m = /^nothing beats (a lone joker|a set of jokers)( \(only another joker can match it\))?$/.exec(reason);
  if (m) {
    return `${m[1] === 'a lone joker' ? '1枚で出たジョーカー' : 'ジョーカーの組'}に勝てるカードはありません${m[2] ? '（同じ強さで出せるのはジョーカーだけです）' : ''}`;
  }
  m = /^(.+) are locked: play only \1 until the pile clears$/.exec(reason);
  if (m) {
    const suits = m[1]!
      .split(/, | and /)
      .map((w) => SUITS_JA[w] ?? w)
      .join('・');
    return `${suits}で縛られています。場が流れるまで${suits}しか出せません`;
  }
  // src/engine/daifugo/core.ts notAPlayReason
  if (reason === 'a play needs at least one card') return '少なくとも1枚は出さなければなりません';
  if (reason === 'at most four cards of one rank can be played together (stairs are off)')
    return '同じ数字は4枚までしか一度に出せません（階段なしのルール）';
  if (
    reason ===
    'these cards do not make a play: play one card, 2–4 cards of one rank, or stairs of 3 or more consecutive ranks of one suit'
  )
    return 'この組み合わせでは出せません。出せるのは1枚、同じ数字の2〜4枚、または同じスートで3枚以上続く数字の階段です';
  if (reason === 'these cards do not make a play: play one card or 2–4 cards of one rank (stairs are off)')
    return 'この組み合わせでは出せません。出せるのは1枚か、同じ数字の2〜4枚です（階段なしのルール）';
  throw new Error(`no Japanese for the Daifugō reason "${reason}": add it to i18n/phrases/ja.ts`);
}

/** An option in Japanese: its name, its values' words and where it comes from. */
export interface OptionJa {
  label: string;
  values: Readonly<Record<string, string>>;
  source: string;
}

const TRICKS_JA = {
  none: 'なし',
  first: '最初のトリック',
  last: '最後のトリック',
  'first-and-last': '最初と最後のトリック',
};
const WIKI = '日本語版ウィキペディアの古い版';
const GAME4 = 'オープンソースの4人用ナポレオンのゲーム';
const JOKER_RANKS_JA = {
  lowest: 'いちばん弱いカード',
  top: 'いちばん強いカード',
  'below-mighty': 'オールマイティのすぐ下',
  'below-ura-jack': '強いジャックのすぐ下',
};

/** Japanese Napoleon's options in Japanese (those the Japanese pages show so far). */
export const JAPANESE_OPTIONS_JA: Readonly<Record<string, OptionJa>> = {
  jackOrder: {
    label: '強いジャックの順',
    values: { 'sei-first': '正ジャックが裏ジャックより強い', 'ura-first': '裏ジャックが正ジャックより強い' },
    source: WIKI,
  },
  specialsOff: {
    label: '特殊カードが力を失うトリック',
    values: { ...TRICKS_JA, all: 'すべてのトリック（役札なし）' },
    source: `${WIKI}（ローカルルール）`,
  },
  specialsOffKeepsMighty: {
    label: 'そのトリックでもオールマイティは力を保つ',
    values: { true: 'ジャックだけが力を失う', false: 'オールマイティもジャックも力を失う' },
    source: `${WIKI}（ローカルルール）`,
  },
  plainJacks: {
    label: '残りの2枚のジャック（芋ジャック）',
    values: { normal: 'ふつうの順', lowest: 'そのスートでいちばん弱い' },
    source: `${GAME4}のルール文書（ルール7）`,
  },
  huntingJack: {
    label: '狩りJ',
    values: { true: '芋ジャックが対になる強いジャックを狩る', false: '狩りJなし' },
    source: `${GAME4}のルール文書（ルール6と7）`,
  },
  trumpsFirstTrick: {
    label: '最初のトリックの切り札',
    values: { normal: 'ふつうどおり勝つ', powerless: '最初のトリックではただのカード' },
    source: `${GAME4}（プログラムとテストによる。ルール文書には書かれていない）`,
  },
  twoHigh: {
    label: '2をエースより強くする',
    values: { true: '2がエースより強い', false: 'エースがいちばん強い' },
    source: `${WIKI}（セイムツーの代わりとして）`,
  },
  killer: {
    label: 'マイティキラー',
    values: { none: 'なし', HQ: '♥Q（よろめき）', C4: '♣4' },
    source: `トランプスタジアムのルールのページ、${WIKI}（♥Q）、2011年のハウスルールのブログ記事（♣4）`,
  },
  killerJacks: {
    label: 'マイティキラーと強いジャック',
    values: { 'killer-wins': 'マイティキラーが勝つ', 'jacks-win': '同じトリックの強いジャックが勝つ' },
    source: `${GAME4}のルール文書（ルール5）`,
  },
  killerBeatsJoker: {
    label: 'マイティキラーはジョーカーにも勝つ',
    values: { true: 'トリックを取るはずのジョーカーにも勝つ', false: 'オールマイティにだけ勝つ' },
    source: `${WIKI}（「ジョーカーに対して適用することもある」）`,
  },
  killerCounter: {
    label: 'よろめきに勝つカード',
    values: { none: 'なし', HK: '♥Kが♥Qに勝つ', 'HK-HA': '♥Kが♥Qに勝ち、さらに♥Aが♥Kに勝つ' },
    source: WIKI,
  },
  sameTwo: {
    label: 'セイムツー（同じスートだけのトリックで2が勝つ）',
    values: {
      off: 'セイムツーなし',
      'below-specials': 'すべての特殊カードより下',
      'below-sei-jack': '正ジャックより下',
      'below-mighty': 'オールマイティより下',
      'above-all': 'すべてのカードより上',
      'by-players': '人数によって変わる',
    },
    source: `トランプスタジアムのルールのページ、2011年のハウスルールのブログ記事、${WIKI}`,
  },
  sameTwoOffIn: {
    label: 'セイムツーにならないトリック',
    values: TRICKS_JA,
    source: `トランプスタジアムのルールのページ（最初のトリック）、${WIKI}`,
  },
  jokerRank: {
    label: '台札でないときのジョーカーの強さ',
    values: JOKER_RANKS_JA,
    source: `トランプスタジアムのルールのページ、2011年のハウスルールのブログ記事、${WIKI}`,
  },
  jokerLedRank: {
    label: '台札のときのジョーカーの強さ',
    values: JOKER_RANKS_JA,
    source: `トランプスタジアムのルールのページ、${WIKI}、日本のトランプゲームのルール集`,
  },
  jokerSuit: {
    label: 'ジョーカーのスート',
    values: { free: 'スートなし：いつでも出せる', trump: '切り札のスートのカード' },
    source: `トランプスタジアムのルールのページ、${WIKI}`,
  },
  jokerLead: {
    label: '台札のジョーカーが求めるもの',
    values: {
      'trump-request': '切り札を持っている人は切り札を出す（切り札請求）',
      'named-suit': '台札を出した人が指定したスート',
      pass: '何も求めない：次のカードが台札になる',
    },
    source: `トランプスタジアムのルールのページ、2011年のハウスルールのブログ記事、${WIKI}`,
  },
  jokerLeadFirstTrick: {
    label: '最初のトリックの台札に出したジョーカー',
    values: { allowed: 'ふつうどおり', 'no-effect': '何も求めない', forbidden: '台札に出せない' },
    source: '2011年のハウスルールのブログ記事（何も求めない）、日本のナポレオンのルールのサイト（台札に出せない）',
  },
  club3CallsJoker: {
    label: '♣3でジョーカーを呼び出す',
    values: { true: '♣3を台札に出すとジョーカーを出させる', false: 'ジョーカーの呼び出しなし' },
    source: WIKI,
  },
  sameTwoInTrumps: {
    label: '切り札だけのトリックでのセイムツー',
    values: { true: 'あり', false: '切り札ではなし' },
    source: 'トランプスタジアムのルールのページ（なしにするのはほかのグループのルールとして紹介。自身の設定ではあり）',
  },
};

/** The games whose option words are in this module (the rest: their phrases-ja-<game>.ts). */
const OPTIONS_JA_HERE: Readonly<Partial<Record<string, Readonly<Record<string, OptionJa>>>>> = {
  japanese: JAPANESE_OPTIONS_JA,
};

/** An option of a variant in Japanese; a missing one stops the build. */
export function optionJa(variant: string, key: string): OptionJa {
  const o = OPTIONS_JA_HERE[variant]?.[key];
  if (!o) throw new Error(`no Japanese words for the ${variant} option "${key}": add them to i18n/phrases/ja.ts`);
  return o;
}

/** A value of an option in Japanese. */
export function valueJa(o: OptionJa, value: unknown): string {
  const w = o.values[String(value)];
  if (w === undefined) throw new Error(`no Japanese words for the value ${JSON.stringify(value)} of "${o.label}"`);
  return w;
}
