/**
 * What a bid or a contract says, as data, for every game and every language: the practice
 * table's words (src/i18n/messages/<lang>/practice.json) say these facts, never the bid itself.
 *
 * A bid is read from its own fields — each game's bid has its own shape in the engine (Japanese
 * Napoleon's `{count, suit, card}`, tw-hk's `{heads, strain}`, Mighty's `{number, strain}`, Nap's
 * `bid`: a number of tricks or a named bid) — never from a game's id; a contract is the bid the
 * view keeps (`contract` or `bid`: the same shapes, or Nap's bare number or name).
 */
import type { Card } from '../engine/cards.ts';

/** What a bid promises: honours (face cards), heads, points, tricks; or a named bid (Nap's Misère…). */
export type BidKind = 'honours' | 'heads' | 'points' | 'tricks' | 'named';

export interface BidFacts {
  kind: BidKind;
  /** The number promised (0 for a named bid). */
  n: number;
  /** Its trumps: a suit code or `NT`; null where the bid names none. */
  strain: string | null;
  /**
   * The level a heads bid is called by when it names trumps ("2♦" promises 10 heads): the heads
   * beyond {@link HEADS_BOOK}; null for any other bid.
   */
  level: number | null;
  /** A named bid's name (`nap`, `misere`…); null for any other bid. */
  name: string | null;
  /** The partner card the bid names with it (Japanese Napoleon's adjutant); null if none. */
  card: Card | null;
}

/** The heads a tw-hk level bid takes for granted: level 1 promises 9 (the engine's `twhkBidLabel`; a unit test keeps the two equal). */
export const HEADS_BOOK = 8;

type Fields = Record<string, unknown>;
const str = (x: unknown): string | null => (typeof x === 'string' ? x : null);

/** The facts of a bid action (`{type: 'bid', …}`) or of a view's contract. */
export function bidFacts(bid: unknown): BidFacts {
  const f: Fields = typeof bid === 'object' && bid !== null ? (bid as Fields) : { bid };
  const card = str(f['card']) as Card | null;
  const facts = (kind: BidKind, n: unknown, strain: unknown): BidFacts => ({
    kind,
    n: Number(n),
    strain: str(strain),
    level: kind === 'heads' && str(strain) !== null ? Number(n) - HEADS_BOOK : null,
    name: null,
    card,
  });
  if ('count' in f) return facts('honours', f['count'], f['suit']);
  if ('heads' in f) return facts('heads', f['heads'], f['strain']);
  if ('number' in f) return facts('points', f['number'], f['strain']);
  const b = f['bid'];
  if (typeof b === 'number') return facts('tricks', b, null);
  return { ...facts('named', 0, null), name: String(b) };
}

/** The facts as a message's values: ICU select keys (no hyphens; flags as "true"/"false", an absent value as ""). */
export function bidValues(x: BidFacts, cardLabel: (c: Card) => string): Record<string, string | number> {
  return {
    kind: x.kind,
    n: x.n,
    strain: x.strain ?? '',
    hasStrain: String(x.strain !== null),
    level: x.level ?? 0,
    name: (x.name ?? '').replaceAll('-', '_'),
    hasCard: String(x.card !== null),
    card: x.card === null ? '' : cardLabel(x.card),
  };
}
