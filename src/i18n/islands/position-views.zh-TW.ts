/**
 * The tw-hk position puzzles' views in Traditional Chinese, built at build time
 * (PositionPuzzles.astro on the Chinese tw-hk endgames page): the same numbers as the English views
 * (content-data/position-puzzles.ts), with seat names in Chinese ("你（拿破崙）", "3號（你的秘書）")
 * and who-holds' reasons made in Chinese from its structured result (the rule, the seat, the trick,
 * the card played, the suit) — never translated from its English sentences. Another game stops the
 * build, naming it.
 */
import { translatedIn } from '../../engine/descriptors.ts';
import { cardLabel as codeLabel, isJoker, type Card } from '../../engine/cards.ts';
import { toCard } from '../../engine/solver/games.ts';
import type { RuledOut } from '../../engine/solver/who-holds.ts';
import { spokenNameZh } from '../card-words/zh-tw.ts';
import { positionZh } from './position.zh-TW.ts';
import { roleTable } from './position.ts';
import {
  deductionResult,
  deductionView,
  endgameView,
  type DeductionPuzzle,
  type DeductionView,
  type EndgamePuzzle,
  type EndgameView,
  type PositionVariant,
} from '../../content-data/position-puzzles.ts';

const SUIT_BY_INT = ['黑桃', '紅心', '方塊', '梅花'];

/** The declarer's and the partner's titles, by game (position.ts `roles`). */
export const ROLE_ZH = roleTable(positionZh);
export const seatNamesZh = positionZh.seatNames;

/** "♥Q", and a joker in words. */
const label = (c: Card): string => (isJoker(c) ? spokenNameZh(c) : codeLabel(c));

function twhkOnly(variant: PositionVariant, id: string): void {
  if (!translatedIn(variant, 'zh-TW'))
    throw new Error(`puzzle "${id}": no Chinese position views for ${variant} (only Taiwanese & Hong Kong Napoleon)`);
}

export function endgameViewZh(p: EndgamePuzzle): EndgameView {
  twhkOnly(p.variant, p.id);
  const en = endgameView(p);
  return { ...en, names: positionZh.endgameNames(p, en.players) };
}

/** Why who-holds rules a seat out, in Chinese, from its structured answer. */
export function ruledOutZh(x: RuledOut, who: string, card: Card, variant: PositionVariant): string {
  const c = label(card);
  const played = x.played === undefined ? '' : label(toCard(x.played));
  switch (x.rule) {
    case 'no-cards':
      return `${who}手上已經沒有牌了。`;
    case 'did-not-follow': {
      const suit = SUIT_BY_INT[x.suit ?? -1];
      if (!suit || x.trick === undefined) throw new Error(`who-holds gave no suit or trick for ${who}`);
      return `${who}在第${x.trick}輪沒有跟首引的${suit}，出了${played}。他已經沒有${suit}，所以也沒有${c}。`;
    }
    case 'could-not-play':
      return `${who}在第${x.trick}輪出了${played}。如果他拿著${c}，就不能出那張牌。`;
    case 'commanded':
      return `${who}在第${x.trick}輪、${ROLE_ZH[variant].declarer}命令秘書打出秘書牌之後，出了${played}，所以他沒有${c}。`;
    case 'counting':
      return x.discarded
        ? `${c}是你自己蓋進底牌的牌。`
        : `算一算${who}剩下的張數，和別人不可能拿著的牌，${who}手上已經放不下${c}。`;
  }
}

export function deductionViewZh(p: DeductionPuzzle): DeductionView {
  twhkOnly(p.variant, p.id);
  const en = deductionView(p);
  const names = positionZh.seatNames(p.variant, en.players, p.seat);
  const short = (s: number) => positionZh.short(names[s]!, false);
  const r = deductionResult(p);
  return {
    ...en,
    names,
    reasons: r.ruledOut.map((x) => ({ seat: x.seat, text: ruledOutZh(x, short(x.seat), p.card, p.variant) })),
  };
}
