/**
 * The position puzzles' views in Japanese, built at build time (PositionPuzzles.astro on a
 * Japanese page): the same numbers as the English views (content-data/position-puzzles.ts), with
 * seat names in Japanese ("あなた（ナポレオン）", "3番の人（あなたの副官）") and who-holds' reasons made
 * in Japanese from its structured result (the rule, the seat, the trick, the card played, the suit)
 * — never translated from its English sentences.
 */
import { cardLabel as codeLabel, isJoker, type Card } from '../../engine/cards.ts';
import { toCard } from '../../engine/solver/games.ts';
import type { RuledOut } from '../../engine/solver/who-holds.ts';
import { spokenNameJa } from '../card-words/ja.ts';
import { positionJa } from './position.ja.ts';
import { roleTable } from './position.ts';
import {
  deductionResult,
  deductionView,
  endgameView,
  type DeductionPuzzle,
  type DeductionView,
  type EndgamePuzzle,
  type EndgameView,
  type PositionPuzzle,
  type PositionVariant,
} from '../../content-data/position-puzzles.ts';

const SUIT_BY_INT = ['スペード', 'ハート', 'ダイヤ', 'クラブ'];

/** The declarer's and the partner's titles, by game (position.ts `roles`). */
export const ROLE_JA = roleTable(positionJa);
export const seatNamesJa = positionJa.seatNames;

/** "♥Q", and a joker in words. */
const label = (c: Card): string => (isJoker(c) ? spokenNameJa(c) : codeLabel(c));

export function endgameViewJa(p: EndgamePuzzle): EndgameView {
  const en = endgameView(p);
  return { ...en, names: positionJa.endgameNames(p, en.players) };
}

/** Why who-holds rules a seat out, in Japanese, from its structured answer. */
export function ruledOutJa(x: RuledOut, who: string, card: Card, variant: PositionVariant): string {
  const c = label(card);
  const played = x.played === undefined ? '' : label(toCard(x.played));
  switch (x.rule) {
    case 'no-cards':
      return `${who}はもう手札がありません。`;
    case 'did-not-follow': {
      const suit = SUIT_BY_INT[x.suit ?? -1];
      if (!suit || x.trick === undefined) throw new Error(`who-holds gave no suit or trick for ${who}`);
      return `${who}は第${x.trick}トリックで台札の${suit}を出さず、${played}を出しました。${suit}はもう持っていないので、${c}も持っていません。`;
    }
    case 'could-not-play':
      return `${who}は第${x.trick}トリックで${played}を出しました。${c}を持っていたら、そのカードは出せなかったはずです。`;
    case 'commanded':
      return `${who}は第${x.trick}トリックで、${ROLE_JA[variant].declarer}が秘書のカードを出すよう命令した後に${played}を出しました。ですから${c}は持っていません。`;
    case 'counting':
      return x.discarded
        ? `${c}はあなたが捨てたカードです。`
        : `${who}の残りの枚数と、ほかの人が持てないカードから数えると、${who}に${c}の入る余地はありません。`;
  }
}

export function deductionViewJa(p: DeductionPuzzle): DeductionView {
  const en = deductionView(p);
  const names = positionJa.seatNames(p.variant, en.players, p.seat);
  const short = (s: number) => positionJa.short(names[s]!, false);
  const r = deductionResult(p);
  return {
    ...en,
    names,
    reasons: r.ruledOut.map((x) => ({ seat: x.seat, text: ruledOutJa(x, short(x.seat), p.card, p.variant) })),
  };
}

/** The trainer's theme of a position puzzle (its `teaches`) in Japanese; a theme without words stops the build. */
const POSITION_THEMES_JA: Readonly<Record<string, string>> = {
  'drawing-trumps': '相手の切り札を引き出す',
  ducking: 'わざと取らない',
  'lead-to-partner': '味方へつなぐ',
  'mighty-timing': 'マイティの出しどき',
  'order-of-play': '出す順番',
  'right-winner': '正しいカードで取る',
  'throw-in': '相手に台札を出させる',
  'points-to-partner': '味方に点を渡す',
  unblocking: '道をあける',
  counting: 'カードを数える',
  discarding: '捨てるカードを選ぶ',
  defence: '守る側で打つ',
  voids: 'スートの切れを読む',
  command: '秘書への命令',
};

export function positionThemeJa(p: PositionPuzzle): string {
  const w = POSITION_THEMES_JA[p.teaches];
  if (!w) throw new Error(`no Japanese for the position puzzle theme "${p.teaches}": add it to position-views.ja.ts`);
  return w;
}
