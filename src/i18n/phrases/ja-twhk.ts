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
import { catalogueWords, presetsWithSources, withSources } from '../islands/options.ts';
import twhkMessages from '../messages/ja/options-tw-hk.json' with { type: 'json' };
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

/**
 * The game's options in Japanese (src/engine/twhk/options.ts): their names and values are the game's
 * catalogue (messages/ja/options-tw-hk.json, the setup form's words too); only the sources are here.
 */
export const TWHK_OPTIONS_JA: Readonly<Record<string, OptionJa>> = /* @__PURE__ */ withSources(
  { language: 'Japanese', variant: 'tw-hk' },
  catalogueWords('ja', twhkMessages),
  {
    players: ZH,
    bidStyle: ZH,
    widowShown: `${ZH}（異論あり）、${PTT}`,
    discardsShown: `${ZH}（4人のときはふつう見せる）`,
    summon: `${ZH}（両方のやり方）`,
    secretaryCommand: `${ZH}（いつでも）、${PTT}（ナポレオンが台札を出すとき）`,
    firstLead: ZH,
    scoring: ZH,
  },
);

/** The game's presets in Japanese: their names and sources. */
export const TWHK_PRESETS_JA: Readonly<Record<string, { label: string; source: string }>> =
  /* @__PURE__ */ presetsWithSources({ language: 'Japanese', variant: 'tw-hk' }, catalogueWords('ja', twhkMessages), {
    taiwan: `${ZH}、${PTT}`,
    hongkong: ZH,
  });

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
