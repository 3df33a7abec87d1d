/**
 * The "compare the games" table's Japanese words: a template per cell over the engines' facts
 * (variant-facts.ts `gameFacts`, the same facts as every language), or a sentence written by
 * hand; option and preset names from options-ja.ts. No rule logic here.
 */
import { cardLabel, type Card } from '../../engine/cards.ts';
import type { VariantId } from '../../engine/options.ts';
import { SITE_FOLDER } from '../../islands-logic/site-engine.ts';
import { optionValueJa, optionWordsJa, presetJa, VARIANT_NAME_JA } from '../../i18n/phrases/options-ja.ts';
import type { CompareWords, GameFacts, PlayerCounts, PointCards } from './variant-facts-types.ts';

const cards = (cs: readonly Card[]) => cs.map(cardLabel).join(' ');

function players(p: PlayerCounts): string {
  const lo = Math.min(...p.counts);
  const hi = Math.max(...p.counts);
  if (lo === hi) return `${lo}人`;
  const vals = p.contiguous ? `${lo}〜${hi}人` : `${p.counts.join('・')}人`;
  return `${vals}（ふつうは${p.default}人）`;
}

const points = (p: PointCards) => `各スートの${p.ranks.join('・')}、全部で${p.count}点`;

/** tw-hk's ranking groups in Japanese. */
const TW_GROUP_JA: Readonly<Record<string, string>> = {
  'the secretary card': '秘書のカード',
  'the big joker': '大きいジョーカー',
  'the little joker': '小さいジョーカー',
};
const twGroup = (label: string): string => {
  const ja = TW_GROUP_JA[label];
  if (!ja) throw new Error(`compare the games: no Japanese for the ranking group "${label}"`);
  return ja;
};

/** Where a ranking role of Japanese Napoleon is named. */
const JP_ROLE_JA: Readonly<Record<string, string>> = {
  mighty: 'オールマイティ',
  'sei-jack': '正ジャック',
  'ura-jack': '裏ジャック',
};

function lastThree(l: GameFacts['twhk']['lastThree']): string {
  if (!l.followerLowest) return 'ジョーカーは最後まで強さが変わらない';
  const n = l.tricks - l.from + 1;
  const led = l.ledCountsAsNamedSuit
    ? '（台札に出したジョーカーは、出した人が指定したスートの1か0として扱われ、そのスートも切り札も出なければ勝つ）'
    : l.ledCanWin
      ? '（台札に出したジョーカーは勝つこともある）'
      : '';
  return `最後の${n}トリックでは、ほかの人の台札に出したジョーカーがいちばん弱い${led}`;
}

export const COMPARE_JA: CompareWords = {
  caption: '5つのゲームの比較（＊は手で書いたもの）',
  aspect: '項目',
  byHandMark: '＊',
  byHandTitle: '手で書いたもの',
  gameName: (v: VariantId) => VARIANT_NAME_JA[v],
  gameHref: (v: VariantId) => `/ja/${SITE_FOLDER[v]}/`,
  labels: {
    players: '人数',
    deck: 'カード',
    points: '数えるもの',
    partner: '味方',
    specials: '特殊カード（切り札が♥のとき）',
    bidding: '競り',
    tricks: '最初と最後のトリック',
    scoring: '得点',
    presets: 'プリセット',
  },
  optionLabel: (v, key) => optionWordsJa(v, key).label,
  optionValue: (v, key, decl, value) => optionValueJa(v, key, decl, value),
  presetLabel: (v, id) => presetJa(v, id).label,
  join: (values) => values.join('・'),
  range: (lo, hi) => `${lo}〜${hi}`,
  bool: (on, off) => `${on}／${off}`,
  optionWithValues: (label, values) => `${label}（${values}）`,
  joinOptions: (items) => items.join('。'),
  cells: {
    players: {
      japanese: (f) => players(f.players.japanese),
      nap: (f) => players(f.players.nap),
      'tw-hk': (f) => players(f.players['tw-hk']),
      mighty: (f) => players(f.players.mighty),
      daifugo: (f) => players(f.players.daifugo),
    },
    deck: {
      japanese: (f) => `${f.japanese.deck}枚、ジョーカーを入れるオプションでは${f.japanese.deckWithJoker}枚`,
      nap: (f) =>
        `${f.nap.decks.map((d) => `${d.players}人`).join('・')}以上でそれぞれ${f.nap.decks.map((d) => `${d.cards}枚`).join('・')}（またはいつも52枚）。手札は${f.nap.hand}枚ずつ`,
      'tw-hk': (f) => `${f.twhk.deck}枚（ジョーカー${f.twhk.jokers.length}枚）`,
      mighty: (f) => `${f.mighty.deck}枚（ジョーカー1枚）。手札は${f.mighty.hand}枚ずつ、キティは${f.mighty.kitty}枚`,
      daifugo: (f) =>
        `ジョーカー${f.daifugo.decks.map((d) => (d.jokers === 0 ? 'なし' : `${d.jokers}枚`)).join('・')}でそれぞれ${f.daifugo.decks.map((d) => `${d.cards}枚`).join('・')}。全部配る`,
    },
    points: {
      japanese: (f) => `絵札：${points(f.japanese.points)}（オプションで3も）`,
      nap: { byHand: 'カードではなくトリック：宣言した人は宣言した数のトリックを取る' },
      'tw-hk': (f) => `点札：${points(f.twhk.points)}（10は数えない）`,
      mighty: (f) => `点：${points(f.mighty.points)}`,
      daifugo: { byHand: '点はなく、上がった順' },
    },
    partner: {
      japanese: { byHand: 'ひそかな副官：ナポレオンが指名したカードを持っている人' },
      nap: { byHand: 'なし：宣言した人が1人で全員と戦う' },
      'tw-hk': { byHand: 'ひそかな秘書：ナポレオンが場札の交換の後に指名したカードを持っている人' },
      mighty: { byHand: 'フレンド：指名したカードを持つ人、最初のトリックを取った人、またはなし' },
      daifugo: { byHand: 'なし：全員が自分のために戦う' },
    },
    specials: {
      japanese: (f) =>
        `${f.japanese.specials.map((s) => `${cardLabel(s.card)}（${JP_ROLE_JA[s.role] ?? s.role}）`).join('、')}。ジョーカーはオプション`,
      nap: (f) => (f.nap.joker ? 'なし。オプションでジョーカーを最強の切り札に' : 'なし'),
      'tw-hk': (f) =>
        `${f.twhk.top.map((g) => `${twGroup(g.group)} ${cards(g.cards)}`).join(' ＞ ')}（秘書のカードは毎回指名する。ここでは♥A）`,
      mighty: (f) =>
        `オールマイティ${cardLabel(f.mighty.mighty.hearts)}（切り札が♠なら${cardLabel(f.mighty.mighty.spades)}）、ジョーカー、ジョーカーコール${cardLabel(f.mighty.ripper.hearts)}（切り札が♣なら${cardLabel(f.mighty.ripper.clubs)}）`,
      daifugo: (f, h) => `ジョーカー。効果：${f.daifugo.effects.map((k) => h.option('daifugo', k)).join('、')}`,
    },
    bidding: {
      japanese: (f, h) =>
        `絵札の枚数を${f.japanese.minBid}から（オプション：${h.values('japanese', 'minBid')}）、スートと一緒に宣言する。同じ数なら♠＞♥＞♦＞♣`,
      nap: (f, h) =>
        `トリック数を最低宣言（オプション：${h.values('nap', 'minBid')}）から${f.nap.hand - 1}まで、その上はナップ。${h.optionList('nap', ['misere', 'wellington', 'blucher'])}`,
      'tw-hk': (f, h) =>
        `点札9〜${f.twhk.points.count}枚。${h.option('tw-hk', 'bidStyle')}：${h.values('tw-hk', 'bidStyle')}`,
      mighty: (f) => `点数${f.mighty.minBid}〜${f.mighty.points.count}を、スートか切り札なしと一緒に宣言する`,
      daifugo: { byHand: 'なし' },
    },
    tricks: {
      japanese: (_f, h) =>
        h.optionList('japanese', ['firstLeadNoTrump', 'specialsOff', 'sameTwoOffIn', 'jokerLeadFirstTrick']),
      nap: { byHand: '最初の台札で切り札が決まる' },
      'tw-hk': (f, h) => `${h.optionList('tw-hk', ['summon', 'firstLead'])}。${lastThree(f.twhk.lastThree)}`,
      mighty: (_f, h) => h.optionList('mighty', ['firstLead', 'jokerFirstLast']),
      daifugo: { byHand: 'トリックはない：出したカードの上に出していくゲーム' },
    },
    scoring: {
      japanese: (_f, h) => h.values('japanese', 'scoring'),
      nap: (_f, h) => `支払いの表：${h.values('nap', 'payout')}`,
      'tw-hk': (_f, h) => h.values('tw-hk', 'scoring'),
      mighty: { byHand: 'パガットの計算式。ラン、バックラン、切り札なし、フレンドなしで2倍' },
      daifugo: (_f, h) => `${h.values('daifugo', 'scoring')}。${h.values('daifugo', 'length')}`,
    },
    presets: {
      japanese: (_f, h) => h.presets('japanese'),
      nap: (_f, h) => h.presets('nap'),
      'tw-hk': (_f, h) => h.presets('tw-hk'),
      mighty: (_f, h) => h.presets('mighty'),
      daifugo: (_f, h) => h.presets('daifugo'),
    },
  },
};
