/**
 * The Japanese phrasebook of Taiwanese & Hong Kong Napoleon (台湾・香港のナポレオン) for the
 * server-only page components: the reason a trick was won (made from the engine's explanation,
 * whose rule id decides the sentence), the ranking groups, the score table's columns, the options,
 * the presets and the engine's rule notes. A phrase with no Japanese stops the build, naming it.
 * The engine stays language-free.
 */
import { cardLabel, type Card, type Suit } from '../../engine/cards.ts';
import type { Explanation } from '../../engine/trick/index.ts';
import type { OptionJa } from './ja.ts';
import { sayJa } from './phrasebook-ja.ts';
import { twhkTrickPhrase } from './shape-twhk.ts';

/** A card in a Japanese sentence: "♥A", "大きいジョーカー". */
export const cardJa = (card: Card): string => sayJa({ key: 'twhk.card', values: { card: cardLabel(card) } });

/**
 * Why a tw-hk trick was won, in Japanese.
 * @param e the engine's explanation (src/engine/twhk/rules.ts twhkTrickWinner)
 * @param trump the trump suit, null for no-trump
 */
export const twhkTrickReasonJa = (e: Explanation, trump: Suit | null): string => sayJa(twhkTrickPhrase(e, trump));

/** The ranking groups only this game has (src/components/site/ranking.ts), by their English label. */
export const TWHK_RANK_LABEL_JA: Readonly<Record<string, string>> = {
  'the secretary card': '秘書のカード',
  'the big joker': '大きいジョーカー',
  'the little joker': '小さいジョーカー',
  'the jokers, lowest in the last three tricks': 'ジョーカー（最後の3トリックではいちばん弱い）',
};

/** The score table's columns. */
export const TWHK_SCORE_COL_JA: Readonly<Record<string, string>> = {
  napoleon: 'ナポレオン',
  secretary: '秘書',
  defender: '守備側（1人あたり）',
};

const ZH = '中国語版ウィキペディアの記事';
const PTT = 'PTTの投稿';
const SHOWN = { true: '見せる', false: '見せない' };

/** The game's options in Japanese (src/engine/twhk/options.ts). */
export const TWHK_OPTIONS_JA: Readonly<Record<string, OptionJa>> = {
  players: {
    label: '人数',
    values: { '4': '4人', '5': '5人', '6': '6人' },
    source: ZH,
  },
  bidStyle: {
    label: '宣言のしかた',
    values: { level: 'レベルとスート', number: '点札の枚数' },
    source: ZH,
  },
  widowShown: {
    label: '場札を全員に見せる',
    values: SHOWN,
    source: `${ZH}（異論あり）、${PTT}`,
  },
  discardsShown: {
    label: 'ナポレオンが捨てたカードを見せる',
    values: SHOWN,
    source: `${ZH}（4人のときはふつう見せる）`,
  },
  summon: {
    label: 'ジョーカーの呼び出し',
    values: {
      'lead-first-three': '第1〜第3トリックで台札を出す人が呼び出せる',
      'any-play': '2か3が出ればいつでも呼び出し',
      off: '呼び出しなし',
    },
    source: `${ZH}（両方のやり方）`,
  },
  secretaryCommand: {
    label: 'ナポレオンが秘書に命令できる',
    values: { true: 'できる', false: 'できない' },
    source: `${ZH}（いつでも）、${PTT}（ナポレオンが台札を出すとき）`,
  },
  firstLead: {
    label: '最初のトリックの台札を出す人',
    values: { 'after-napoleon': 'ナポレオンの次の人', napoleon: 'ナポレオン' },
    source: ZH,
  },
  scoring: {
    label: '得点表',
    values: { taiwan: '台湾の得点表', hongkong: '香港の得点表' },
    source: ZH,
  },
};

/** The game's presets in Japanese: their names and sources. */
export const TWHK_PRESETS_JA: Readonly<Record<string, { label: string; source: string }>> = {
  taiwan: { label: '台湾', source: `${ZH}、${PTT}` },
  hongkong: { label: '香港', source: ZH },
};

/** The engine's rule notes (TWHK_RULE_NOTES) in Japanese, by id. */
export const TWHK_NOTES_JA: Readonly<Record<string, string>> = {
  'led-joker-last-three':
    '最後の3トリックで台札として出たジョーカーは、指定したスートの2より下のカードになります。大きいジョーカーは「1」、小さいジョーカーは「0」です。',
  'hongkong-defenders':
    '香港の得点表には、ナポレオンが勝ったときの守備側の得点がありません。このサイトでは0点とします。',
  'secretary-trump-two': '切り札の2か3が秘書のカードのときは、スートがないので、何も呼び出しません。',
  'summon-optional':
    '第1〜第3トリックで台札を出す人が呼び出せるルールでは、切り札の2（または3）を台札に出したとき、呼び出すかどうかは台札を出す人が決めます。',
  'command-timing':
    'ナポレオンは自分の番に、1トリックに1回だけ秘書に命令できます。命令に従わなければならないのは、秘書がまだそのトリックにカードを出していないときだけです。',
  'jokers-free-last-three': '最後の3トリックでも、ジョーカーはスートを持たず、いつでも出せます。',
  'widow-shown-when-taken': '場札を見せるルールでは、ナポレオンが場札を手に取るときに全員に見せます。',
};
