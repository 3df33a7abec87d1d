/**
 * The "compare the games" table in Japanese: the same rows as variant-facts.ts, computed from the
 * same engine exports, with the words from options-ja.ts. Cells written by hand (`derived: false`)
 * are written here in Japanese. Server-only.
 */
import { cardLabel, type Card } from '../../engine/cards.ts';
import { japaneseDeck, honourValue } from '../../engine/japanese/deck.ts';
import { isPointCard, mightyCard, MIGHTY_DECK, ripperCard } from '../../engine/mighty/rules.ts';
import type { OptionDecl, VariantId } from '../../engine/options.ts';
import { optionsOf, presetsOf } from './engine.ts';
import { optionValueJa, optionWordsJa, presetJa } from './options-ja.ts';
import { rankingGroups } from './ranking.ts';
import { engineFacts, GAMES, type Cell, type FactRow } from './variant-facts.ts';

const d = (text: string): Cell => ({ text, derived: true });
const w = (text: string): Cell => ({ text, derived: false });

/** An option's values in Japanese ("主な表・2つめの表・3つめの表"; "4〜8"; "あり／なし"). */
function valuesText(v: VariantId, key: string): string {
  const decl: OptionDecl | undefined = optionsOf(v)?.[key];
  if (!decl) throw new Error(`compare the games: no option "${key}" in ${v}`);
  if (decl.kind === 'enum') return decl.values.map((x) => optionValueJa(v, key, decl, x)).join('・');
  if (decl.kind === 'int') return `${decl.min}〜${decl.max}`;
  return `${optionValueJa(v, key, decl, true)}／${optionValueJa(v, key, decl, false)}`;
}

function players(v: VariantId, fallback: string): Cell {
  const decl = optionsOf(v)?.['players'];
  if (!decl) return w(fallback);
  const nums = decl.kind === 'enum' ? decl.values.map(Number) : decl.kind === 'int' ? [decl.min, decl.max] : [];
  const lo = Math.min(...nums);
  const hi = Math.max(...nums);
  const vals =
    lo === hi
      ? `${lo}人`
      : decl.kind === 'int' || nums.length === hi - lo + 1
        ? `${lo}〜${hi}人`
        : `${nums.join('・')}人`;
  return d(lo === hi ? vals : `${vals}（ふつうは${String(decl.default)}人）`);
}

/** Point cards of a deck by an engine predicate: ranks and a count. */
function pointsText(deck: readonly Card[], isPoint: (c: Card) => boolean): string {
  const pts = deck.filter(isPoint);
  const ranks = [...new Set(pts.map((c) => c.slice(1)))];
  return `各スートの${ranks.join('・')}、全部で${pts.length}点`;
}

function optionList(v: VariantId, keys: readonly string[]): string {
  const decls = optionsOf(v) ?? {};
  return keys
    .filter((k) => k in decls)
    .map((k) => `${optionWordsJa(v, k).label}（${valuesText(v, k)}）`)
    .join('。');
}

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

/** The table rows in Japanese. Throws if an engine export it relies on is missing. */
export function compareRowsJa(): FactRow[] {
  const { jpStd, jpDeck52, jpDeck53, mi, tw, twDeck, deckFor, napDeck, jpSpecials: specials } = engineFacts();
  const jpSpecials = specials.map((r) => `${cardLabel(r.card)}（${JP_ROLE_JA[r.role]}）`);
  const twTop = rankingGroups({ variant: 'tw-hk', trump: 'H', led: null, secretary: 'HA', trick: 2 }).slice(0, 3);
  const twLast = rankingGroups({ variant: 'tw-hk', trump: 'H', led: 'C', secretary: 'HA', trick: 8 });
  const twLastThree = twLast[twLast.length - 1]!.cards.includes('BJ')
    ? '最後の3トリックではジョーカーがいちばん弱い'
    : 'ジョーカーは最後まで強さが変わらない';
  const dfEffects = ['revolution', 'elevenBack', 'eightCut', 'nineReverse', 'skip', 'suitLock'].filter(
    (k) => k in (optionsOf('daifugo') ?? {}),
  );

  return [
    {
      id: 'players',
      label: '人数',
      cells: {
        japanese: players('japanese', '4〜6人'),
        nap: players('nap', '2〜7人'),
        'tw-hk': players('tw-hk', '4〜6人'),
        mighty: players('mighty', '5人'),
        daifugo: players('daifugo', '4〜8人'),
      },
    },
    {
      id: 'deck',
      label: 'カード',
      cells: {
        japanese: d(`${jpDeck52}枚、ジョーカーを入れるオプションでは${jpDeck53}枚`),
        nap: napDeck
          ? d(
              `2人・3人・4人以上でそれぞれ${[2, 3, 4].map((p) => napDeck({ players: p, deck: 'by-players', joker: false }).length).join('枚・')}枚（またはいつも52枚）。手札は5枚ずつ`,
            )
          : w('人数によって20枚・32枚・52枚。手札は5枚ずつ'),
        'tw-hk': twDeck.length > 0 ? d(`${twDeck.length}枚（ジョーカー2枚）`) : w('54枚（ジョーカー2枚）'),
        mighty: d(`${MIGHTY_DECK.length}枚（ジョーカー1枚）。手札は10枚ずつ、キティは3枚`),
        daifugo: deckFor
          ? d(`ジョーカーなし・1枚・2枚でそれぞれ${[0, 1, 2].map((j) => deckFor(j).length).join('枚・')}枚。全部配る`)
          : w('52〜54枚。全部配る'),
      },
    },
    {
      id: 'points',
      label: '数えるもの',
      cells: {
        japanese: d(`絵札：${pointsText(japaneseDeck(jpStd, 5), (c) => honourValue(c, jpStd) > 0)}（オプションで3も）`),
        nap: w('カードではなくトリック：宣言した人は宣言した数のトリックを取る'),
        'tw-hk':
          tw && typeof tw['isHead'] === 'function'
            ? d(`点札：${pointsText(twDeck, tw['isHead'] as (c: Card) => boolean)}（10は数えない）`)
            : w('点札：A・K・Q・J、全部で16点'),
        mighty: d(`点：${pointsText(MIGHTY_DECK, isPointCard)}`),
        daifugo: w('点はなく、上がった順'),
      },
    },
    {
      id: 'partner',
      label: '味方',
      cells: {
        japanese: w('ひそかな副官：ナポレオンが指名したカードを持っている人'),
        nap: w('なし：宣言した人が1人で全員と戦う'),
        'tw-hk': w('ひそかな秘書：ナポレオンが場札の交換の後に指名したカードを持っている人'),
        mighty: w('フレンド：指名したカードを持つ人、最初のトリックを取った人、またはなし'),
        daifugo: w('なし：全員が自分のために戦う'),
      },
    },
    {
      id: 'specials',
      label: '特殊カード（切り札が♥のとき）',
      cells: {
        japanese: d(`${jpSpecials.join('、')}。ジョーカーはオプション`),
        nap: d(optionsOf('nap')?.['joker'] ? 'なし。オプションでジョーカーを最強の切り札に' : 'なし'),
        'tw-hk': d(
          `${twTop.map((g) => `${twGroup(g.label)} ${g.cards.map(cardLabel).join(' ')}`).join(' ＞ ')}（秘書のカードは毎回指名する。ここでは♥A）`,
        ),
        mighty: d(
          `オールマイティ${cardLabel(mightyCard('H', mi))}（切り札が♠なら${cardLabel(mightyCard('S', mi))}）、ジョーカー、ジョーカーコール${cardLabel(ripperCard('H'))}（切り札が♣なら${cardLabel(ripperCard('C'))}）`,
        ),
        daifugo: d(`ジョーカー。効果：${dfEffects.map((k) => optionWordsJa('daifugo', k).label).join('、')}`),
      },
    },
    {
      id: 'bidding',
      label: '競り',
      cells: {
        japanese: d(
          `絵札の枚数を${String(jpStd.minBid)}から（オプション：${valuesText('japanese', 'minBid')}）、スートと一緒に宣言する。同じ数なら♠＞♥＞♦＞♣`,
        ),
        nap: optionsOf('nap')
          ? d(
              `トリック数を最低宣言（オプション：${valuesText('nap', 'minBid')}）から4まで、その上はナップ。${optionList('nap', ['misere', 'wellington', 'blucher'])}`,
            )
          : w('2〜4トリック、その上はナップ（5）'),
        'tw-hk': optionsOf('tw-hk')
          ? d(`点札9〜16枚。${optionWordsJa('tw-hk', 'bidStyle').label}：${valuesText('tw-hk', 'bidStyle')}`)
          : w('点札9〜16枚'),
        mighty: d(`点数${mi.minBid}〜20を、スートか切り札なしと一緒に宣言する`),
        daifugo: w('なし'),
      },
    },
    {
      id: 'tricks',
      label: '最初と最後のトリック',
      cells: {
        japanese: d(optionList('japanese', ['firstLeadNoTrump', 'specialsOff', 'sameTwoOffIn', 'jokerLeadFirstTrick'])),
        nap: w('最初の台札で切り札が決まる'),
        'tw-hk': d(`${optionList('tw-hk', ['summon', 'firstLead'])}。${twLastThree}`),
        mighty: d(optionList('mighty', ['firstLead', 'jokerFirstLast'])),
        daifugo: w('トリックはない：出したカードの上に出していくゲーム'),
      },
    },
    {
      id: 'scoring',
      label: '得点',
      cells: {
        japanese: d(valuesText('japanese', 'scoring')),
        nap: optionsOf('nap') ? d(`支払いの表：${valuesText('nap', 'payout')}`) : w('宣言した数のチップを各相手から'),
        'tw-hk': d(valuesText('tw-hk', 'scoring')),
        mighty: w('パガットの計算式。ラン、バックラン、切り札なし、フレンドなしで2倍'),
        daifugo: d(`${valuesText('daifugo', 'scoring')}。${valuesText('daifugo', 'length')}`),
      },
    },
    {
      id: 'presets',
      label: 'プリセット',
      cells: Object.fromEntries(
        GAMES.map((g) => [
          g,
          d(
            presetsOf(g)
              .map((p) => presetJa(g, p.id).label)
              .join('、') || '—',
          ),
        ]),
      ) as Record<VariantId, Cell>,
    },
  ];
}
