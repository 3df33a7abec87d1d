/**
 * The judge's `solve` and `who-holds` queries (SPEC §1.4) for the four trick-taking variants:
 * reading and checking the fields, building the variant's solver game, answering.
 * Each variant's judge calls {@link judgeSolverQuery} with its resolved rules.
 */
import { cardIndex, cardLabel, sortCanonical, type Card, type Suit } from '../cards.ts';
import type { JudgeAnswer } from '../judge.ts';
import { japaneseDeck } from '../japanese/deck.ts';
import type { JapaneseRules } from '../japanese/options.ts';
import type { MightyValues } from '../mighty/options.ts';
import type { NapValues } from '../nap/options.ts';
import { napDeck } from '../nap/rules.ts';
import type { TwhkValues } from '../twhk/options.ts';
import { TWHK_DECK } from '../twhk/rules.ts';
import { MIGHTY_DECK } from '../mighty/rules.ts';
import { QueryError, readCall, readCard, readCards, readDeclared, readInt, readTrump } from '../trick/judge-fields.ts';
import {
  CTX_CALL,
  CTX_COMMAND,
  japaneseGame,
  makeCtx,
  mightyGame,
  moveCtx,
  napGame,
  toCard,
  twhkGame,
  type TrickGame,
} from './games.ts';
import { solve } from './solve.ts';
import { checkLeaders, whoHolds, WhoHoldsError, type SeenTrick, type WhoHoldsResult } from './who-holds.ts';

export type SolverVariantRules =
  | { variant: 'japanese'; rules: JapaneseRules }
  | { variant: 'nap'; rules: NapValues }
  | { variant: 'tw-hk'; rules: TwhkValues }
  | { variant: 'mighty'; rules: MightyValues };

const SUIT_INT: Readonly<Record<Suit, number>> = { S: 0, H: 1, D: 2, C: 3 };

interface Setup {
  game: TrickGame;
  deck: ReadonlySet<Card>;
  deckName: string;
  minimise: boolean;
}

function setup(r: SolverVariantRules, q: Record<string, unknown>): Setup {
  const trump = readTrump(q);
  if (trump === undefined) throw new QueryError('"trump" is required: "S", "H", "D", "C" or null for no-trump');
  const t = trump === null ? 4 : SUIT_INT[trump];
  switch (r.variant) {
    case 'japanese': {
      const deck = new Set(japaneseDeck(r.rules, r.rules.players));
      return {
        game: japaneseGame(r.rules, t, r.rules.players),
        deck,
        deckName: `deck for these rules (${deck.size} cards)`,
        minimise: false,
      };
    }
    case 'nap': {
      const deck = new Set(napDeck(r.rules));
      return {
        game: napGame(r.rules, trump === null ? -1 : t),
        deck,
        deckName: `Nap deck for these rules (${deck.size} cards)`,
        minimise: trump === null,
      };
    }
    case 'tw-hk': {
      const deck = new Set<Card>(TWHK_DECK);
      const deckName = 'tw-hk deck (52 cards, BJ and LJ)';
      const sec = readCard(q, 'secretary', deck, deckName);
      return {
        game: twhkGame(r.rules, t, sec === undefined ? -1 : cardIndex(sec)),
        deck,
        deckName,
        minimise: false,
      };
    }
    case 'mighty':
      return {
        game: mightyGame(r.rules, t),
        deck: new Set<Card>(MIGHTY_DECK),
        deckName: 'Mighty deck (52 cards and JK)',
        minimise: false,
      };
  }
}

/**
 * The context of a trick led with `lead` (the named suit and calls read from `src`, which is the
 * query or one of its tricks); `where` names the trick in messages.
 */
function leadCtx(
  g: TrickGame,
  lead: number,
  trickNo: number,
  live: Uint8Array,
  src: Record<string, unknown>,
  where: string,
): number {
  const buf = new Int32Array(8);
  const m = g.leadMoves(lead, trickNo, live, buf, 0);
  const ctxs = Array.from(buf.subarray(0, m), moveCtx);
  const names = ctxs.some((c) => (c & 7) !== 0);
  const declared = readDeclared(src);
  let d = -1;
  if (names) {
    if (declared === undefined)
      throw new QueryError(
        `${cardLabel(toCard(lead))} led ${where} names a suit: give it as "declared": "S", "H", "D" or "C"`,
      );
    d = SUIT_INT[declared];
  }
  const canCall = ctxs.some((c) => (c & CTX_CALL) !== 0);
  const mustCall = canCall && ctxs.every((c) => (c & CTX_CALL) !== 0);
  const asked =
    g.variant === 'mighty' ? readCall(src, 'ripper') : g.variant === 'tw-hk' ? readCall(src, 'summon') : false;
  const command = g.variant === 'tw-hk' && readCall(src, 'command');
  return makeCtx(d, mustCall || (canCall && asked), command);
}

function readSeat(q: Record<string, unknown>, key: string, players: number): number {
  return readInt(q, key, 0, players - 1);
}

function solveQuery(s: Setup, q: Record<string, unknown>): JudgeAnswer {
  const g = s.game;
  const P = g.players;
  const raw = q['hands'];
  if (!Array.isArray(raw) || raw.length !== P)
    throw new QueryError(`"hands" is required: a list of ${P} hands (one list of cards per seat, seat 0 first)`);
  const hands: Card[][] = raw.map((_, i) => readCards({ [`hands[${i}]`]: raw[i] }, `hands[${i}]`, s.deck, s.deckName));
  const plays = q['plays'] === undefined ? [] : readCards(q, 'plays', s.deck, s.deckName);
  if (plays.length >= P)
    throw new QueryError(`"plays" holds ${plays.length} cards: the current trick has at most ${P - 1} here`);
  const seen = new Map<Card, string>();
  const note = (c: Card, where: string) => {
    const before = seen.get(c);
    if (before !== undefined) throw new QueryError(`card ${c} is in both ${before} and ${where}`);
    seen.set(c, where);
  };
  hands.forEach((h, i) => h.forEach((c) => note(c, `the hand of seat ${i}`)));
  plays.forEach((c) => note(c, '"plays"'));
  const leader = readSeat(q, 'leader', P);
  const sideRaw = q['side'];
  if (!Array.isArray(sideRaw) || sideRaw.length === 0)
    throw new QueryError(`"side" is required: the seats (0 to ${P - 1}) of the declaring side, e.g. [0, 3]`);
  const side = sideRaw.map((x, i) => readInt({ [`side[${i}]`]: x }, `side[${i}]`, 0, P - 1));
  if (new Set(side).size !== side.length) throw new QueryError('"side" names a seat twice');
  // Hand sizes: seats that already played to this trick hold one card fewer.
  const k = hands[leader]!.length + (plays.length > 0 ? 1 : 0);
  if (k === 0) throw new QueryError("the hand is over: every seat's hand is empty");
  if (k > g.totalTricks)
    throw new QueryError(
      `seat ${leader} holds ${hands[leader]!.length} cards: a hand has at most ${g.totalTricks} tricks`,
    );
  for (let i = 0; i < P; i++) {
    const seat = (leader + i) % P;
    const want = i < plays.length ? k - 1 : k;
    if (hands[seat]!.length !== want)
      throw new QueryError(
        `hand sizes do not fit the trick: seat ${seat} holds ${hands[seat]!.length} cards but should hold ${want} (${k} tricks left, ${plays.length} cards played to this one)`,
      );
  }
  const inferred = g.totalTricks - k + 1;
  if (q['trick'] !== undefined) {
    const t = readInt(q, 'trick', 1, g.totalTricks);
    if (t !== inferred)
      throw new QueryError(`"trick" is ${t}, but hands of ${k} cards mean trick ${inferred} of ${g.totalTricks}`);
  }
  if (g.variant === 'nap' && inferred === 1) {
    if (plays.length === 0) throw new QueryError('in trick 1 the opening lead sets trumps: give the lead in "plays"');
    const lead = cardIndex(plays[0]!);
    if (!s.minimise && (lead >= 52 || Math.floor(lead / 13) !== SUIT_INT[readTrump(q) as Suit]))
      throw new QueryError(
        `in trick 1 the opening lead sets trumps: ${cardLabel(plays[0]!)} was led, so "trump" must be its suit`,
      );
  }
  const live = new Uint8Array(64);
  for (const h of hands) for (const c of h) live[cardIndex(c)] = 1;
  const pInts = plays.map(cardIndex);
  let ctx = 0;
  if (pInts.length > 0) ctx = leadCtx(g, pInts[0]!, inferred, live, q, 'to this trick');
  // Exact at any depth (SPEC §1.4: up to a whole hand from trick 1): no node budget.
  const r = solve(g, {
    hands: hands.map((h) => h.map(cardIndex)),
    leader,
    trickNo: inferred,
    plays: pInts,
    ctx,
    side,
    minimise: s.minimise,
  });
  const moves = sortCanonical([...new Set(r.moves.map((m) => toCard(m & 255)))]);
  return { best: r.best, moves };
}

function whoHoldsQuery(s: Setup, q: Record<string, unknown>): JudgeAnswer {
  const r = whoHoldsFull(s, q);
  return { possible: r.possible, widow: r.widow };
}

function whoHoldsFull(s: Setup, q: Record<string, unknown>, cardName: (c: Card) => string = (c) => c): WhoHoldsResult {
  const g = s.game;
  const P = g.players;
  const seat = readSeat(q, 'seat', P);
  const card = readCard(q, 'card', s.deck, s.deckName);
  if (card === undefined) throw new QueryError('"card" is required: the card to place, e.g. "HA"');
  const hand = readCards(q, 'hand', s.deck, s.deckName);
  const discards = q['discards'] === undefined ? [] : readCards(q, 'discards', s.deck, s.deckName);
  const rawTricks = q['tricks'] ?? [];
  if (!Array.isArray(rawTricks))
    throw new QueryError('"tricks" must be a list of tricks such as {"leader": 0, "plays": ["HJ", "H10", …]}');
  if (rawTricks.length > g.totalTricks)
    throw new QueryError(`"tricks" has ${rawTricks.length} tricks: a hand has ${g.totalTricks}`);
  const seen = new Map<Card, string>();
  const note = (c: Card, where: string) => {
    const before = seen.get(c);
    if (before !== undefined) throw new QueryError(`card ${c} is in both ${before} and ${where}`);
    seen.set(c, where);
  };
  hand.forEach((c) => note(c, '"hand"'));
  discards.forEach((c) => note(c, '"discards"'));
  const tricks: SeenTrick[] = [];
  const live = new Uint8Array(64);
  for (const c of g.deck) live[c] = 1;
  rawTricks.forEach((t: unknown, i: number) => {
    const where = `trick ${i + 1}`;
    if (t === null || typeof t !== 'object' || Array.isArray(t))
      throw new QueryError(`"tricks[${i}]" must be an object such as {"leader": 0, "plays": ["HJ", "H10"]}`);
    const o = t as Record<string, unknown>;
    for (const k of Object.keys(o))
      if (!['leader', 'plays', 'declared', 'calls'].includes(k))
        throw new QueryError(`unknown field "${k}" in "tricks[${i}]": known fields are leader, plays, declared, calls`);
    const leader = readInt({ [`tricks[${i}].leader`]: o['leader'] }, `tricks[${i}].leader`, 0, P - 1);
    const plays = readCards(o, 'plays', s.deck, s.deckName);
    if (plays.length === 0 || plays.length > P)
      throw new QueryError(`"tricks[${i}].plays" must hold 1 to ${P} cards, leader first`);
    plays.forEach((c) => note(c, where));
    const ints = plays.map(cardIndex);
    const ctx = leadCtx(g, ints[0]!, i + 1, live, o, `to ${where}`);
    for (const c of ints) live[c] = 0;
    // tw-hk: Napoleon gives the secretary command on his own turn, so it binds the plays from his place on.
    let commandAt: number | undefined;
    if ((ctx & CTX_COMMAND) !== 0) {
      if (q['napoleon'] === undefined)
        throw new QueryError(
          `trick ${i + 1} has the secretary command: give "napoleon" (the seat that gave it, on his own turn)`,
        );
      commandAt = (readSeat(q, 'napoleon', P) - leader + P) % P;
    }
    tricks.push({ leader, plays: ints, ctx, ...(commandAt !== undefined ? { commandAt } : {}) });
  });
  const shown = readShown(q, P, s);
  if (card !== undefined && seen.get(card) === '"hand"')
    throw new QueryError(`${card} is in the viewer's own hand (seat ${seat}): ask about a card you cannot see`);
  if (card !== undefined && seen.get(card)?.startsWith('trick'))
    throw new QueryError(`${card} was already played (${seen.get(card)}): a played card is held by nobody`);
  try {
    checkLeaders(g, tricks);
    const r = whoHolds(
      g,
      {
        card: cardIndex(card),
        seat,
        hand: hand.map(cardIndex),
        tricks,
        discards: discards.map(cardIndex),
        widowSize: g.deck.length - P * g.totalTricks,
        ...(shown.length ? { shown } : {}),
      },
      (c) => cardName(toCard(c)),
    );
    return r;
  } catch (e) {
    if (e instanceof WhoHoldsError) throw new QueryError(e.message);
    throw e;
  }
}

/**
 * A who-holds query's `"shown"`: cards a seat showed to everyone (Japanese Napoleon's betrayal),
 * `[{"seat": 2, "cards": ["C10", "JK"]}]`; a shown card played since is simply played.
 */
function readShown(q: Record<string, unknown>, players: number, s: Setup): { seat: number; card: number }[] {
  const raw = q['shown'];
  if (raw === undefined) return [];
  const bad = () =>
    new QueryError('"shown" must be a list such as [{"seat": 2, "cards": ["C10", "JK"]}]: the cards a seat showed');
  if (!Array.isArray(raw)) throw bad();
  return raw.flatMap((x: unknown, i: number) => {
    if (x === null || typeof x !== 'object' || Array.isArray(x)) throw bad();
    const o = x as Record<string, unknown>;
    const seat = readSeat({ [`shown[${i}].seat`]: o['seat'] }, `shown[${i}].seat`, players);
    return readCards({ [`shown[${i}].cards`]: o['cards'] }, `shown[${i}].cards`, s.deck, s.deckName).map((c) => ({
      seat,
      card: cardIndex(c),
    }));
  });
}

/** Answer a `solve` or `who-holds` query for a trick-taking variant (throws a QueryError on bad input). */
export function judgeSolverQuery(r: SolverVariantRules, q: Record<string, unknown>): JudgeAnswer {
  const s = setup(r, q);
  return q['query'] === 'solve' ? solveQuery(s, q) : whoHoldsQuery(s, q);
}

/**
 * A `who-holds` query (same fields, same checks) answered with the reasons: which seats are ruled
 * out and why (the practice table's "What can I know?" panel). Throws a QueryError on bad input.
 */
export function judgeWhoHolds(
  r: SolverVariantRules,
  q: Record<string, unknown>,
  cardName?: (c: Card) => string,
): WhoHoldsResult {
  return whoHoldsFull(setup(r, q), q, cardName);
}

/** Full solver and who-holds results (with reasons) for site code. */
export { solve } from './solve.ts';
export { whoHolds } from './who-holds.ts';
