/**
 * The Japanese phrasebook of English Nap (ナップ) for the server-only page components: the reason a
 * trick was won (made from the engine's explanation, whose rule id decides the sentence), the
 * score table's columns, the options, the preset and the engine's rule notes. A phrase with no
 * Japanese stops the build, naming it. The engine stays language-free.
 */
import type { Suit } from '../../engine/cards.ts';
import type { Explanation } from '../../engine/trick/index.ts';
import type { OptionJa } from './ja.ts';
import { sayJa } from './phrasebook-ja.ts';
import { catalogueWords, presetsWithSources, withSources } from '../islands/options.ts';
import napMessages from '../messages/ja/options-nap.json' with { type: 'json' };
import { napTrickPhrase } from './shape-nap.ts';

/**
 * Why a Nap trick was won, in Japanese.
 * @param e the engine's explanation (src/engine/nap/rules.ts napTrickWinner)
 * @param led the suit that was led
 * @param trump the trump suit, null in Misère
 */
export const napTrickReasonJa = (e: Explanation, led: Suit | null, trump: Suit | null): string =>
  sayJa(napTrickPhrase(e, led, trump));

/** The score table's columns. */
export const NAP_SCORE_COL_JA: Readonly<Record<string, string>> = {
  declarer: 'ディクレアラー',
  opponent: '相手（1人あたり）',
};

const WIKI = '日本語版ウィキペディアの古い版';

/**
 * Nap's options in Japanese (src/engine/nap/options.ts): their names and values are the game's
 * catalogue (messages/ja/options-nap.json, the setup form's words too); only the sources are here.
 */
export const NAP_OPTIONS_JA: Readonly<Record<string, OptionJa>> = /* @__PURE__ */ withSources(
  { language: 'Japanese', variant: 'nap' },
  catalogueWords('ja', napMessages),
  {
    players: `${WIKI}、ブリタニカ百科事典`,
    deck: WIKI,
    joker: 'ブリタニカ百科事典',
    bidding: `${WIKI}（何周でも）、ブリタニカ百科事典、ゲームルールのサイトほか（1人1回だけ）`,
    minBid: `${WIKI}（2）、フランス語のルールのサイト（1）、ゲームルールのサイト（3）`,
    misere: `${WIKI}、ブリタニカ百科事典`,
    wellington: WIKI,
    blucher: WIKI,
    payout: `${WIKI}（基本の表と、ほかの2つの表）`,
    rounds: `${WIKI}（前もって決めておく）`,
  },
);

/** Nap's presets in Japanese: their names and sources. */
export const NAP_PRESETS_JA: Readonly<Record<string, { label: string; source: string }>> =
  /* @__PURE__ */ presetsWithSources({ language: 'Japanese', variant: 'nap' }, catalogueWords('ja', napMessages), {
    standard: `${WIKI}（ナップの節）`,
  });

/** The engine's rule notes (NAP_RULE_NOTES) in Japanese, by id. */
export const NAP_NOTES_JA: Readonly<Record<string, string>> = {
  'joker-opening-lead':
    'ジョーカーは最初のトリックの台札には出せません。最初の台札が切り札を決めますが、ジョーカーには自分のスートがないからです。',
  'joker-in-misere':
    'ミゼールでは、ジョーカーはどのスートにも属しません。台札のスートを持っていないとき（または台札として）だけ出せて、出たトリックは必ず取ります。',
  'misere-and-minbid': 'ミゼールは、いちばん低い宣言が何トリックであっても、そのときの宣言を上回るなら宣言できます。',
  'single-round-blucher':
    '1人1回だけの競りで、ひと回りしたあとにナップの上にウェリントンが残っているときは、ナップを宣言した人がもう一度だけ、ブリュッヒャーを宣言する機会を得ます。',
  redeal: '全員がパスしたときは、左隣の人が新しく配ります。',
  'stop-when-certain': '結果が決まったら、次に出す人はその勝負を終わらせてかまいません。続けても得点は変わりません。',
};
