/**
 * Who can still hold a card (SPEC §1.4 `query: "who-holds"`): what one seat can deduce from its
 * own hand and the tricks so far.
 *
 * Every play of another seat rules cards out of that seat's hand: a card `y` is ruled out when a
 * hand holding both the played card and `y` could not have played it (it would have had to
 * follow the led suit with `y`, or play `y` as a called card). The variant's own legal-card
 * function decides this, so suitless cards (jokers, a suitless mighty, the tw-hk secretary) and
 * free cards are handled as the rules say. Then a seat (or the widow) can hold the card iff some
 * whole assignment of the unseen cards gives it to them while every seat gets exactly as many
 * cards as it has left and no seat a card ruled out for it: a bipartite matching with
 * capacities, not a guess.
 */
import { CTX_COMMAND, type TrickGame } from './games.ts';

export interface SeenTrick {
  leader: number;
  /** Card ints, leader first (the last trick may be partial). */
  plays: readonly number[];
  /** The trick's context (named suit, calls), as in `games.ts`. */
  ctx: number;
  /**
   * tw-hk: the secretary command (`ctx` has `CTX_COMMAND`) was given after this many plays of
   * the trick (Napoleon gives it on his own turn, so his place in the trick): it binds only the
   * plays from there on. Absent: from the lead.
   */
  commandAt?: number;
}

export interface WhoHoldsInput {
  card: number;
  /** The viewer. */
  seat: number;
  hand: readonly number[];
  tricks: readonly SeenTrick[];
  /** Widow cards the viewer knows (Napoleon's own discards). */
  discards?: readonly number[];
  /** Cards in the widow (or the undealt rest) after the exchange. */
  widowSize: number;
  /**
   * Cards a seat showed to everyone and has not played since (Japanese Napoleon's betrayal: ♣10
   * and the joker): known to be in that seat's hand.
   */
  shown?: readonly { seat: number; card: number }[];
}

export type RuledOutRule = 'no-cards' | 'did-not-follow' | 'could-not-play' | 'commanded' | 'counting';

export interface RuledOut {
  seat: number;
  rule: RuledOutRule;
  /** One sentence for people. */
  text: string;
  /** The trick (1-based in the hand) that shows it, where one does. */
  trick?: number;
  /** The card the seat played there (card int), for `did-not-follow`, `could-not-play`, `commanded`. */
  played?: number;
  /** The suit it did not follow (0–3: spades, hearts, diamonds, clubs), for `did-not-follow`. */
  suit?: number;
  /** `counting`: the card is among the viewer's own discards to the widow. */
  discarded?: true;
  /** `counting`: the card is one this seat showed (it holds it), so nobody else can. */
  shownBy?: number;
}

export interface WhoHoldsResult {
  possible: number[];
  widow: boolean;
  ruledOut: RuledOut[];
  /** Cards each other seat still holds. */
  counts: number[];
}

export class WhoHoldsError extends Error {
  override name = 'WhoHoldsError';
}

const SUIT_WORD = ['spades', 'hearts', 'diamonds', 'clubs'];

interface Exclusion {
  trick: number;
  played: number;
  /** The suit the seat failed to follow, or -1 when the card was called or barred otherwise. */
  suit: number;
  /** tw-hk: the play was wrong only because of the secretary command. */
  commanded?: boolean;
}

/** The suit a trick's followers had to follow, or -1 (as the variant's legal cards see it). */
function ledSuit(g: TrickGame, t: SeenTrick): number {
  const lead = t.plays[0]!;
  const s = g.suit[lead]!;
  if (s < 4) return s;
  const d = (t.ctx & 7) - 1;
  return d;
}

export function whoHolds(g: TrickGame, inp: WhoHoldsInput, cardName: (c: number) => string): WhoHoldsResult {
  const P = g.players;
  const total = g.totalTricks;
  const played = new Map<number, number>();
  const count = new Array<number>(P).fill(total);
  // ruled[seat] : card → first evidence
  const ruled: Map<number, Exclusion>[] = Array.from({ length: P }, () => new Map());
  const deck = new Set(g.deck);
  const hand = new Set(inp.hand);
  const discards = new Set(inp.discards ?? []);
  const out = new Int32Array(64);
  const unseenBase = g.deck.filter((c) => !hand.has(c) && !discards.has(c));
  inp.tricks.forEach((t, ti) => {
    const trickNo = ti + 1;
    for (let i = 0; i < t.plays.length; i++) {
      const seat = (t.leader + i) % P;
      const x = t.plays[i]!;
      played.set(x, seat);
      count[seat] = count[seat]! - 1;
      if (seat === inp.seat) continue;
      const prefix = t.plays.slice(0, i);
      // The secretary command binds only the plays after it was given.
      const bound = (t.ctx & CTX_COMMAND) !== 0 && i >= (t.commandAt ?? 0);
      const ctx = bound ? t.ctx : t.ctx & ~CTX_COMMAND;
      const legalWith = (c: number, y: number): boolean => {
        const k = g.legal([x, y], 0, 2, prefix, i, trickNo, c, out);
        for (let j = 0; j < k; j++) if (out[j] === x) return true;
        return false;
      };
      for (const y of unseenBase) {
        if (y === x || ruled[seat]!.has(y)) continue;
        if (!legalWith(ctx, y)) {
          const led = i > 0 ? ledSuit(g, t) : -1;
          const voidIn = led >= 0 && g.suit[x] !== led && g.suit[y] === led;
          const commanded = bound && legalWith(ctx & ~CTX_COMMAND, y);
          ruled[seat]!.set(y, { trick: trickNo, played: x, suit: voidIn && !commanded ? led : -1, commanded });
        }
      }
    }
  });
  for (let s = 0; s < P; s++) {
    if (count[s]! < 0) throw new WhoHoldsError(`seat ${s} has played more than ${total} cards`);
  }
  if (!deck.has(inp.card)) throw new WhoHoldsError(`${cardName(inp.card)} is not in this deck`);
  if (hand.has(inp.card)) throw new WhoHoldsError(`${cardName(inp.card)} is in the viewer's own hand`);
  if (played.has(inp.card))
    throw new WhoHoldsError(`${cardName(inp.card)} has already been played (by seat ${played.get(inp.card)})`);
  if (inp.hand.length !== count[inp.seat])
    throw new WhoHoldsError(
      `"hand" has ${inp.hand.length} cards, but seat ${inp.seat} should have ${count[inp.seat]} left after the tricks given`,
    );
  const widowCap = inp.widowSize - discards.size;
  if (widowCap < 0)
    throw new WhoHoldsError(`"discards" has ${discards.size} cards: the widow holds only ${inp.widowSize}`);
  const counts = count.map((n, s) => (s === inp.seat ? 0 : n));
  const ruledOut: RuledOut[] = [];
  if (discards.has(inp.card)) {
    for (let s = 0; s < P; s++)
      if (s !== inp.seat)
        ruledOut.push({
          seat: s,
          rule: 'counting',
          discarded: true,
          text: `${cardName(inp.card)} was discarded to the widow`,
        });
    return { possible: [], widow: true, ruledOut, counts: count };
  }
  const unseen = unseenBase.filter((c) => !played.has(c));
  // a shown card still unplayed is in the hand of the seat that showed it
  const shownBy = new Map<number, number>();
  for (const x of inp.shown ?? []) {
    if (played.has(x.card) || x.seat === inp.seat) continue;
    if (!unseen.includes(x.card))
      throw new WhoHoldsError(
        `${cardName(x.card)} cannot have been shown by seat ${x.seat}: the viewer holds or discarded it`,
      );
    shownBy.set(x.card, x.seat);
  }
  // Holders: seats 0..P-1 (the viewer with no room), then the widow at index P.
  const cap = [...counts, widowCap];
  const need = cap.reduce((a, b) => a + b, 0);
  if (need !== unseen.length)
    throw new WhoHoldsError(
      `the cards do not add up: ${unseen.length} cards are unseen but the other seats and the widow hold ${need}`,
    );
  const allowed = (c: number, h: number) => {
    const by = shownBy.get(c);
    if (by !== undefined) return h === by;
    return h === P || !ruled[h]!.has(c);
  };
  const feasible = (fixed: number, to: number): boolean => {
    const capLeft = [...cap];
    capLeft[to] = capLeft[to]! - 1;
    if (capLeft[to]! < 0 || !allowed(fixed, to)) return false;
    const cards = unseen.filter((c) => c !== fixed);
    const assigned: number[][] = cap.map(() => []);
    const tryCard = (ci: number, seen: Set<number>): boolean => {
      const c = cards[ci]!;
      for (let h = 0; h <= P; h++) {
        if (!allowed(c, h) || seen.has(h)) continue;
        seen.add(h);
        if (assigned[h]!.length < capLeft[h]!) {
          assigned[h]!.push(ci);
          return true;
        }
        for (let j = 0; j < assigned[h]!.length; j++) {
          const other = assigned[h]![j]!;
          assigned[h]!.splice(j, 1);
          if (tryCard(other, seen)) {
            assigned[h]!.push(ci);
            return true;
          }
          assigned[h]!.splice(j, 0, other);
        }
      }
      return false;
    };
    for (let ci = 0; ci < cards.length; ci++) if (!tryCard(ci, new Set())) return false;
    return true;
  };
  // The tricks themselves must fit some deal.
  let anyone = false;
  for (let h = 0; h <= P && !anyone; h++) if (cap[h]! > 0 && feasible(inp.card, h)) anyone = true;
  if (!anyone)
    throw new WhoHoldsError('no deal of the unseen cards fits these tricks (a play shown could not have been legal)');
  const possible: number[] = [];
  for (let s = 0; s < P; s++) {
    if (s === inp.seat) continue;
    if (count[s] === 0) {
      ruledOut.push({ seat: s, rule: 'no-cards', text: `seat ${s} has no cards left` });
      continue;
    }
    const by = shownBy.get(inp.card);
    if (by !== undefined && by !== s) {
      ruledOut.push({
        seat: s,
        rule: 'counting',
        shownBy: by,
        text: `seat ${s} cannot hold ${cardName(inp.card)}: seat ${by} showed it`,
      });
      continue;
    }
    const ex = ruled[s]!.get(inp.card);
    if (ex) {
      ruledOut.push(
        ex.commanded
          ? {
              seat: s,
              rule: 'commanded',
              trick: ex.trick,
              played: ex.played,
              text: `seat ${s} played ${cardName(ex.played)} at trick ${ex.trick} after Napoleon ordered the secretary card played, so it does not hold ${cardName(inp.card)}`,
            }
          : ex.suit >= 0
            ? {
                seat: s,
                rule: 'did-not-follow',
                trick: ex.trick,
                played: ex.played,
                suit: ex.suit,
                text: `seat ${s} did not follow ${SUIT_WORD[ex.suit]} at trick ${ex.trick}`,
              }
            : {
                seat: s,
                rule: 'could-not-play',
                trick: ex.trick,
                played: ex.played,
                text: `seat ${s} played ${cardName(ex.played)} at trick ${ex.trick}, which it could not have done holding ${cardName(inp.card)}`,
              },
      );
      continue;
    }
    if (feasible(inp.card, s)) possible.push(s);
    else
      ruledOut.push({
        seat: s,
        rule: 'counting',
        text: `seat ${s} has room for it only if another seat held cards it cannot hold: the voids and hand sizes leave it no place`,
      });
  }
  const widow = cap[P]! > 0 && feasible(inp.card, P);
  return { possible, widow, ruledOut, counts: count };
}

/** The leader of each trick after the first must be the winner of the one before. */
export function checkLeaders(g: TrickGame, tricks: readonly SeenTrick[]): void {
  for (let i = 0; i + 1 < tricks.length; i++) {
    const t = tricks[i]!;
    if (t.plays.length !== g.players)
      throw new WhoHoldsError(
        `trick ${i + 1} has ${t.plays.length} cards: only the last trick given may be unfinished (${g.players} cards each)`,
      );
    const w = (t.leader + g.winner(t.plays, g.players, i + 1, t.ctx)) % g.players;
    if (tricks[i + 1]!.leader !== w)
      throw new WhoHoldsError(`trick ${i + 2} must be led by seat ${w}, who won trick ${i + 1}`);
  }
}
