/**
 * The position puzzles' views in a language, built at build time (PositionPuzzles.astro, the
 * trainer's data): the same numbers as the English views (content-data/position-puzzles.ts), with
 * the seat names of the language's position words and who-holds' reasons made from its structured
 * answer (the rule, the seat, the trick, the card played, the suit) with the catalogue
 * `src/i18n/messages/<lang>/position-views.json` — never translated from the engine's English
 * sentences. The one shape every language fills; the English catalogue says what the engine says
 * (a unit test compares them puzzle by puzzle).
 */
import { type Card } from '../../engine/cards.ts';
import { translatedIn } from '../../engine/descriptors.ts';
import { toCard } from '../../engine/solver/games.ts';
import type { RuledOut } from '../../engine/solver/who-holds.ts';
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
import type { Translate } from '../messages/format.ts';
import type en from '../messages/en/position-views.json';
import { roleTable, type PositionWords } from './position.ts';

export type PositionViewsKey = Extract<keyof typeof en, string>;

/** The suits as who-holds numbers them. */
const SUIT_BY_INT = ['S', 'H', 'D', 'C'] as const;

export function positionViews(
  t: Translate<PositionViewsKey>,
  words: PositionWords,
  /** The games whose views the language makes: every game, or those whose pages its edition translates. */
  games: 'all' | 'translated',
) {
  const lang = t.lang;
  const roles = roleTable(words);
  const only = (variant: PositionVariant, id: string) => {
    if (games === 'translated' && !translatedIn(variant, lang))
      throw new Error(
        `puzzle "${id}": no ${lang} position views for ${variant} (its edition does not translate that game)`,
      );
  };

  /** Why who-holds rules a seat out, in this language, from its structured answer. */
  function ruledOut(x: RuledOut, who: string, card: Card, variant: PositionVariant): string {
    const suit = x.rule === 'did-not-follow' ? SUIT_BY_INT[x.suit ?? -1] : 'none';
    if (suit === undefined || (x.rule === 'did-not-follow' && x.trick === undefined))
      throw new Error(`who-holds gave no suit or trick for ${who}`);
    const c = words.card(card);
    return t('ruledOut', {
      rule: x.rule.replaceAll('-', '_'),
      how: x.discarded ? 'discarded' : x.shownBy !== undefined ? 'shown' : 'room',
      who,
      card: c,
      cardAtStart: c.charAt(0).toUpperCase() + c.slice(1),
      played: x.played === undefined ? '' : words.card(toCard(x.played)),
      trick: x.trick ?? 0,
      suit,
      shownBy: x.shownBy ?? 0,
      declarer: roles[variant].declarer,
    });
  }

  return {
    /** The declarer's and the partner's titles, by game. */
    roles,
    seatNames: words.seatNames,
    ruledOut,
    endgameView(p: EndgamePuzzle): EndgameView {
      only(p.variant, p.id);
      const v = endgameView(p);
      return { ...v, names: words.endgameNames(p, v.players) };
    },
    deductionView(p: DeductionPuzzle): DeductionView {
      only(p.variant, p.id);
      const v = deductionView(p);
      const names = words.seatNames(p.variant, v.players, p.seat);
      const reasons = deductionResult(p).ruledOut.map((x) => ({
        seat: x.seat,
        text: ruledOut(x, words.short(names[x.seat]!, false), p.card, p.variant),
      }));
      return { ...v, names, reasons };
    },
    /** The trainer's theme of a position puzzle (its `teaches`); a theme without words stops the build. */
    theme(p: PositionPuzzle): string {
      const w = t('theme', { key: p.teaches.replaceAll('-', '_'), kind: p.kind });
      if (!w)
        throw new Error(
          `no ${lang} words for the position puzzle theme "${p.teaches}": add it to messages/${lang}/position-views.json`,
        );
      return w;
    },
  };
}
