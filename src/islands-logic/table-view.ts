/**
 * The card table's pure logic (the practice game's felt): where each seat sits (the human at the
 * bottom, the others clockwise in playing order), where a played card lies (in front of its
 * player), the hand in the order a player holds it, what each seat "says" during the auction or
 * a Daifugō round, the card winning the trick so far and the last finished trick with its winner
 * and the engine's reason. No DOM here: unit-tested in tests/unit/table-view.test.ts.
 */
import { cardLabel, sortCanonical, suitOf, SUIT_NAME, type Card, type Suit } from '../engine/cards.ts';
import { EFFECT_LABEL } from '../engine/daifugo/effect-words.ts';
import type { VariantId } from '../engine/options.ts';
import { actionLabel, seatName, type AnyAction } from './practice.ts';

export interface Place {
  /** Centre, in percent of the table's width and height. */
  x: number;
  y: number;
}

/** How far round the table the seats sit (percent of half the width/height). */
const SEAT_R = 42;
/** Played cards lie this far out from the centre, towards their player. */
const CARD_R = 22;

/** The seat's angle: the human at the bottom, then clockwise in playing order. */
function angle(seat: number, players: number, human: number): number {
  const k = (((seat - human) % players) + players) % players;
  return Math.PI / 2 + (2 * Math.PI * k) / players;
}

export function seatPlace(seat: number, players: number, human: number): Place {
  const a = angle(seat, players, human);
  return { x: 50 + SEAT_R * Math.cos(a), y: 50 + SEAT_R * Math.sin(a) };
}

/** Daifugō's plays (sets of up to eight cards) lie nearer the middle. */
export const PILE_R = 16;

/** Where a card played by `seat` lies; `nth` (0 first) nudges later plays of the same seat. */
export function cardPlace(seat: number, players: number, human: number, nth = 0, radius = CARD_R): Place {
  const a = angle(seat, players, human);
  const r = radius + Math.min(nth, 3) * 2;
  return { x: 50 + r * Math.cos(a) + nth * 2, y: 50 + r * Math.sin(a) + nth * 2 };
}

/**
 * The hand as a player holds it: the engine's own order (canonical, SPEC §1.4) with the trump
 * suit first and jokers before everything. Daifugō's view is already weakest first: kept.
 */
export function sortHand(variant: VariantId, hand: readonly Card[], trump: Suit | null | undefined): Card[] {
  if (variant === 'daifugo') return [...hand];
  const sorted = sortCanonical(hand);
  const key = (c: Card) => (suitOf(c) === null ? 0 : trump && suitOf(c) === trump ? 1 : 2);
  return sorted
    .map((c, i) => [c, i] as const)
    .sort((a, b) => key(a[0]) - key(b[0]) || a[1] - b[1])
    .map(([c]) => c);
}

/** Why a card of the hand cannot be played now (for dimmed cards). */
export function dimReason(trick: readonly { cards: Card[] }[], legal: readonly Card[], hand: readonly Card[]): string {
  const first = trick[0]?.cards[0];
  const led = first ? suitOf(first) : null;
  if (led && legal.some((c) => suitOf(c) === led) && hand.some((c) => suitOf(c) !== led && !legal.includes(c)))
    return `you must follow ${SUIT_NAME[led]}`;
  return 'not playable now';
}

type V = Record<string, unknown>;

/**
 * What each seat last said in the auction under way (bid or pass), from the end of the action
 * log; Daifugō: "Pass" for each seat that has passed since the pile last cleared, automatic
 * passes included (the engine records them).
 */
export interface SpeechWords {
  pass: string;
  passAuto: string;
  /** A bid as its seat says it ("4 ♥ hearts"). */
  bid(a: AnyAction): string;
}
const SPEECH_EN: SpeechWords = {
  pass: 'Pass',
  passAuto: 'Pass (cannot play)',
  bid: (a) => actionLabel(a).replace(/^Bid /, ''),
};

export function speech(
  variant: VariantId,
  view: V,
  log: readonly AnyAction[],
  players: number,
  w: SpeechWords = SPEECH_EN,
): (string | null)[] {
  const out: (string | null)[] = Array.from({ length: players }, () => null);
  if (variant === 'daifugo') {
    const history = Array.isArray(view['history']) ? (view['history'] as V[]) : [];
    for (let i = history.length - 1; i >= 0; i--) {
      const h = history[i]!;
      if (h['cleared']) break;
      const seat = h['seat'];
      if (typeof seat !== 'number' || out[seat] !== null || h['type'] !== 'pass') continue;
      out[seat] = h['auto'] ? w.passAuto : w.pass;
    }
    const passed = Array.isArray(view['passed']) ? (view['passed'] as boolean[]) : [];
    passed.forEach((p, i) => {
      if (p && out[i] === null) out[i] = w.pass;
    });
    return out;
  }
  if (view['phase'] !== 'auction') return out;
  for (let i = log.length - 1; i >= 0; i--) {
    const a = log[i]!;
    if (a.type !== 'bid' && a.type !== 'pass') break;
    if (typeof a.seat === 'number' && out[a.seat] === null) out[a.seat] = w.bid(a);
  }
  return out;
}

/** Daifugō: the effects of the latest play, as labels ("Revolution", "Eight cut"). */
export function lastEffects(view: V): string[] {
  const history = Array.isArray(view['history']) ? (view['history'] as V[]) : [];
  const last = history[history.length - 1];
  if (!last || last['type'] !== 'play' || !Array.isArray(last['effects'])) return [];
  return (last['effects'] as unknown[]).map((e) => EFFECT_LABEL[String(e)] ?? String(e));
}

/** The finished tricks of the hand in play: `completed` (Nap, Mighty, tw-hk) or `tricks` (Japanese). */
export function finishedTricks(view: V): unknown[] {
  const c = view['completed'] ?? view['tricks'];
  return Array.isArray(c) ? c.filter((t) => t !== null && typeof t === 'object') : [];
}

export interface FinishedTrick {
  plays: { seat: number; cards: Card[] }[];
  leader: number;
  winner: number;
  reason: string;
  /** The engine's explanation (rule id and cards), where the view carries it (Japanese Napoleon). */
  explanation?: TrickExplanation;
}

/** An engine explanation as the views carry it. */
export interface TrickExplanation {
  rule?: string;
  cards?: Card[];
  text?: string;
}

/** The last finished trick of the hand in play, from the view (trick-taking games). */
export function lastFinished(view: V): FinishedTrick | null {
  const list = finishedTricks(view) as {
    leader: number;
    winner: number;
    plays: { seat: number; card: Card }[];
    explanation?: TrickExplanation;
  }[];
  const t = list[list.length - 1];
  if (!t || !Array.isArray(t.plays)) return null;
  return {
    plays: t.plays.map((p) => ({ seat: p.seat, cards: [p.card] })),
    leader: t.leader,
    winner: t.winner,
    reason: t.explanation?.text ?? '',
    ...(t.explanation ? { explanation: t.explanation } : {}),
  };
}

/** A stable name for a finished trick (same trick, same key; across reloads too). */
export const trickKey = (t: FinishedTrick | null): string =>
  t ? `${t.leader}:${t.plays.map((p) => `${p.seat}${p.cards.join('')}`).join(',')}` : '';

/** "You win the trick" / "Computer 3 wins the trick". */
export function winnerWords(winner: number, human: number): string {
  return `${seatName(winner, human)} ${winner === human ? 'win' : 'wins'} the trick`;
}

const sign = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/**
 * The hand's verdict and its scoring, in words: "Napoleon's side took 12 honours of the 11 bid:
 * contract made." then how the score was reached and the change for each seat.
 */
export function verdict(variant: VariantId, result: V, human: number, values: V = {}): string[] {
  const out: string[] = [];
  const n = (k: string) => (typeof result[k] === 'number' ? (result[k] as number) : 0);
  const score = (result['score'] ?? {}) as V;
  const madeWord = (m: boolean) => (m ? 'contract made' : 'contract defeated');
  if (variant === 'japanese') {
    const b = result['betrayal'] as { by: string; seat: number; adjutant: number } | undefined;
    const byNapoleon = b?.by === 'napoleon';
    const side = byNapoleon
      ? 'The adjutant, alone after Napoleon’s betrayal,'
      : b
        ? 'Napoleon, alone after the adjutant’s betrayal,'
        : result['solo']
          ? 'Napoleon, playing alone,'
          : "Napoleon's side";
    out.push(
      `${side} took ${n('points')} honours of the ${n('bid')} bid: ${madeWord(score['napoleonWins'] === true)}.`,
    );
    if (b) {
      const nap = seatName(result['napoleon'] as number, human);
      const adj = seatName(b.adjutant, human);
      out.push(
        byNapoleon
          ? `Sides: ${adj}, the adjutant, alone against everyone; ${nap}, Napoleon, with the allies.`
          : `Sides: ${nap}, Napoleon, alone against everyone; ${adj}, the adjutant, with the allies.`,
      );
    }
    if (typeof score['text'] === 'string') out.push(score['text']);
    if (typeof score['napoleon'] === 'number' && typeof score['ally'] === 'number') {
      const parts = [byNapoleon ? `the adjutant ${sign(score['napoleon'])}` : `Napoleon ${sign(score['napoleon'])}`];
      if (typeof score['adjutant'] === 'number') parts.push(`the adjutant ${sign(score['adjutant'])}`);
      parts.push(`each of the allied defenders${byNapoleon ? ' (Napoleon among them)' : ''} ${sign(score['ally'])}`);
      out.push(`The score: ${parts.join(', ')}${score['doubled'] === true ? ' (doubled)' : ''}.`);
    }
  } else if (variant === 'nap') {
    const bid = result['bid'];
    const words: Record<string, string> = {
      misere: 'misère (no tricks)',
      nap: 'Nap (all five)',
      wellington: 'Wellington (all five)',
      blucher: 'Blücher (all five)',
    };
    const who = typeof result['declarer'] === 'number' ? seatName(result['declarer'], human) : 'The declarer';
    out.push(
      `${who} took ${n('tricks')} ${n('tricks') === 1 ? 'trick' : 'tricks'} for a bid of ${typeof bid === 'number' ? bid : (words[String(bid)] ?? String(bid))}: ${madeWord(result['made'] === true)}.`,
    );
    const deltas = Array.isArray(result['deltas']) ? (result['deltas'] as number[]) : [];
    const d = typeof result['declarer'] === 'number' ? result['declarer'] : -1;
    const opp = deltas.findIndex((_, i) => i !== d);
    if (d >= 0 && opp >= 0) {
      const each = Math.abs(deltas[opp]!);
      const others = deltas.length - 1;
      const you = d === human;
      out.push(
        result['made'] === true
          ? `The calculation: ${each} from each of the ${others} opponents to ${you ? 'you' : who}, ${each} × ${others} = ${sign(deltas[d]!)}${you ? '' : ` for ${who}`}, ${sign(-each)} for each opponent.`
          : `The calculation: ${you ? 'you pay' : `${who} pays`} ${each} to each of the ${others} opponents, ${each} × ${others} = ${sign(deltas[d]!)}, ${sign(each)} for each opponent.`,
      );
    }
  } else if (variant === 'mighty') {
    const c = (result['contract'] ?? {}) as V;
    out.push(
      `The declarer's side took ${n('points')} points of the ${String(c['number'] ?? '?')} bid: ${madeWord(score['made'] === true)}.`,
    );
    if (typeof score['s'] === 'number') out.push(mightyCalculation(result, score));
  } else if (variant === 'tw-hk') {
    const b = (result['bid'] ?? {}) as V;
    out.push(
      `Napoleon's side took ${n('points')} heads of the ${String(b['heads'] ?? '?')} bid: ${madeWord(score['made'] === true)}.`,
    );
    const heads = typeof b['heads'] === 'number' ? b['heads'] : null;
    if (heads !== null)
      out.push(twhkCalculation(heads, n('points'), result['partner'] === 'dictator', values['scoring'], score));
  }
  const deltas = (result['deltas'] ?? result['scores']) as unknown;
  if (Array.isArray(deltas) && deltas.every((d) => typeof d === 'number'))
    out.push(`This hand: ${(deltas as number[]).map((d, i) => `${seatName(i, human)} ${sign(d)}`).join(', ')}.`);
  return out;
}

// ------------------------------------------------------------------ the coach

/** A card of the engine's ranking (best first) with its role ("mighty", "sei-jack", "trump"…). */
export interface RankedCard {
  card: Card;
  role: string;
}

const ROLE_NAME: Record<string, string> = {
  mighty: 'the mighty',
  'sei-jack': 'the sei-jack',
  'ura-jack': 'the ura-jack',
  killer: 'the killer card',
  joker: 'the joker',
  'big-joker': 'the big joker',
  'little-joker': 'the little joker',
  secretary: 'the secretary card',
  trump: 'the highest trump',
};
const roleName = (r: RankedCard) => `${ROLE_NAME[r.role] ?? 'the highest card'} (${cardLabel(r.card)})`;
const SPECIAL_ROLES = new Set(['mighty', 'sei-jack', 'ura-jack', 'joker', 'big-joker', 'little-joker', 'secretary']);

/**
 * What a finished trick changed, in one line: the top card left the game ("The mighty (♠A) is
 * gone: the sei-jack (♥J) is now the top card."), or special cards fell, or '' when nothing of
 * the kind happened. `ranking` is the engine's ranking for the next trick (no suit led), best
 * first; `gone` the cards played in the tricks before this one; `trick` this trick's cards.
 */
export function trickChange(ranking: readonly RankedCard[], gone: readonly Card[], trick: readonly Card[]): string {
  const out = new Set(gone);
  const before = ranking.find((r) => !out.has(r.card));
  trick.forEach((c) => out.add(c));
  const after = ranking.find((r) => !out.has(r.card));
  if (before && trick.includes(before.card) && before.role === 'trump') {
    return after && after.role === 'trump' ? '' : 'The last trump is gone.';
  }
  if (before && trick.includes(before.card)) {
    const cap = roleName(before).replace(/^the/, 'The');
    if (!after) return `${cap} is gone.`;
    if (!ROLE_NAME[after.role]) return `${cap} is gone: no trump is left.`;
    return `${cap} is gone: ${roleName(after)} is now the top card.`;
  }
  const fell = ranking.filter((r) => SPECIAL_ROLES.has(r.role) && trick.includes(r.card));
  if (fell.length) {
    const words = fell.map(roleName).join(' and ');
    return `${words.replace(/^the/, 'The')} ${fell.length === 1 ? 'is' : 'are'} gone${before ? `; ${roleName(before)} is still the top card` : ''}.`;
  }
  return '';
}

// ------------------------------------------------------------------ the review

export interface ReviewTrick {
  n: number;
  leader: number;
  winner: number;
  reason: string;
  plays: { seat: number; card: Card }[];
  /** Each seat's cards before this trick (all hands open: the cards it plays from here on). */
  hands: Card[][];
  /** Points (honours, heads, point cards; Nap: 1 per trick) in this trick. */
  points: number;
  explanation?: TrickExplanation;
  /** Why this trick is a turning point; null when it is not one. */
  turning: string | null;
}

export interface ReviewInput {
  tricks: readonly {
    leader: number;
    winner: number;
    plays: { seat: number; card: Card }[];
    explanation?: TrickExplanation;
  }[];
  players: number;
  /** Points of one card (Nap: 0; the trick itself counts 1). */
  value: (c: Card) => number;
  /** Nap: each trick is worth 1. */
  perTrick?: boolean;
  /** The declaring side's seats. */
  side: readonly number[];
  /** What the side needed (bid); with `misere`, the side must take nothing. */
  need: number;
  misere?: boolean;
  /** The side's final points as the engine counted them (buried cards included). */
  final: number;
  human: number;
  ranking?: (trickNo: number) => readonly RankedCard[];
  /** The turning points' words (English when absent). */
  words?: ReviewWords;
}

/** The words of the hand review's turning points. */
export interface ReviewWords {
  misereLost: string;
  certain: string;
  cannot: string;
  richest(points: number): string;
  /** What the trick changed (see {@link trickChange}), as a note ('' when nothing). */
  change(ranking: readonly RankedCard[], gone: readonly Card[], trick: readonly Card[]): string;
}
const REVIEW_EN: ReviewWords = {
  misereLost: 'the declarer takes a trick: Misère is lost',
  certain: 'the contract is now certain to be made',
  cannot: 'the contract can no longer be made',
  richest: (n) => `the richest trick (${n})`,
  change: (ranking, gone, trick) => trickChange(ranking, gone, trick).replace(/\.$/, '').replace(/^The/, 'the'),
};

/**
 * The hand trick by trick with every hand open, and the turning points: the trick after which
 * the contract was certain (made or defeated), the trick worth the most, and each trick where
 * the top card fell (from {@link trickChange}).
 */
export function handReview(inp: ReviewInput): ReviewTrick[] {
  const { tricks, players, side } = inp;
  const w = inp.words ?? REVIEW_EN;
  const pts = tricks.map((t) => (inp.perTrick ? 1 : t.plays.reduce((s, p) => s + inp.value(p.card), 0)));
  const sideTrickPts = tricks.reduce((s, t, i) => s + (side.includes(t.winner) ? pts[i]! : 0), 0);
  const offset = inp.final - sideTrickPts; // buried or discarded points the engine counts for the side
  const total = pts.reduce((a, b) => a + b, 0);
  let mine = offset;
  let left = total;
  let decided = false;
  const maxPts = Math.max(...pts, 0);
  const gone: Card[] = [];
  return tricks.map((t, i) => {
    const hands = Array.from({ length: players }, (_, s) =>
      tricks.slice(i).flatMap((u) => u.plays.filter((p) => p.seat === s).map((p) => p.card)),
    );
    left -= pts[i]!;
    if (side.includes(t.winner)) mine += pts[i]!;
    const notes: string[] = [];
    if (!decided) {
      if (inp.misere ? mine > 0 : mine >= inp.need) {
        decided = true;
        notes.push(inp.misere ? w.misereLost : w.certain);
      } else if (!inp.misere && mine + left < inp.need) {
        decided = true;
        notes.push(w.cannot);
      } else if (inp.misere && left === 0) {
        decided = true;
      }
    }
    if (!inp.perTrick && maxPts > 0 && pts[i] === maxPts && pts.indexOf(maxPts) === i) notes.push(w.richest(maxPts));
    const change =
      inp.ranking && i < tricks.length - 1
        ? w.change(
            inp.ranking(i + 2),
            gone,
            t.plays.map((p) => p.card),
          )
        : '';
    if (change) notes.push(change);
    gone.push(...t.plays.map((p) => p.card));
    return {
      n: i + 1,
      leader: t.leader,
      winner: t.winner,
      reason: t.explanation?.text ?? '',
      ...(t.explanation ? { explanation: t.explanation } : {}),
      plays: t.plays,
      hands,
      points: pts[i]!,
      turning: notes.length ? notes.join('; ') : null,
    };
  });
}

/**
 * Daifugō: the pile the felt shows. While cards lie on the pile, those; when the last move of the
 * round cleared it (a play nobody could answer, an eight cut, a joker, the last pass), the pile
 * that was cleared, the clearing play on top, with `leader` (who leads next) set, so that the play
 * that cleared the pile is seen before the next lead. `leader` is null for a pile in play.
 */
export function pileOnFelt(view: V): { plays: { seat: number; cards: Card[] }[]; leader: number | null } {
  const pile = Array.isArray(view['pile']) ? (view['pile'] as V[]) : [];
  if (pile.length > 0)
    return { plays: pile.map((p) => ({ seat: Number(p['seat']), cards: [...(p['cards'] as Card[])] })), leader: null };
  const history = Array.isArray(view['history']) ? (view['history'] as V[]) : [];
  const last = history.at(-1);
  if (!last?.['cleared'] || view['phase'] !== 'play') return { plays: [], leader: null };
  const plays: { seat: number; cards: Card[] }[] = [];
  for (let i = history.length - 1; i >= 0; i--) {
    const h = history[i]!;
    if (i < history.length - 1 && h['cleared']) break;
    if (h['type'] === 'play' && Array.isArray(h['cards']))
      plays.unshift({ seat: Number(h['seat']), cards: [...(h['cards'] as Card[])] });
  }
  return { plays, leader: typeof last['leader'] === 'number' ? last['leader'] : null };
}

/**
 * The view to draw once the game is over. A climbing game deals its next round (and begins its
 * exchange) in the move that ends a round, so when the game stops after that round the engine's
 * view already shows a round that will never be played: its number, its exchange, its new hands.
 * This gives back the round that was played: its number, its pile and history, no cards in hand,
 * no exchange, the game over. Any other view is returned as it is.
 */
export function finalView(view: V, over: boolean): V {
  const last = view['lastRound'] as V | null | undefined;
  if (!over || !last || view['phase'] === 'gameOver' || typeof view['round'] !== 'number') return view;
  const sizes = Array.isArray(view['handSizes']) ? (view['handSizes'] as unknown[]) : [];
  return {
    ...view,
    phase: 'gameOver',
    round: Math.max(1, view['round'] - 1),
    hand: [],
    handSizes: sizes.map(() => 0),
    pile: [],
    turn: null,
    exchange: [],
    history: Array.isArray(last['history']) ? last['history'] : [],
    legal: [],
    decision: null,
  };
}

/** One pile of a Daifugō round: the moves on it and who led the next one. */
export interface ReviewPile {
  n: number;
  moves: string[];
  /** Who took the pile (leads next); null for the last, unfinished one. */
  leader: number | null;
  turning: string | null;
}

/**
 * The words of a Daifugō pile review in one language: each event of the round's history (given as
 * the seat's name, the cards and the effect ids), so that every language's review is the same walk
 * (`pilesOf`) and only its sentences differ.
 */
export interface PileWords {
  seat: (seat: number, human: number) => string;
  play: (who: string, cards: readonly Card[], effects: readonly string[]) => string;
  /** The turning point a play's effects make (a revolution), or null. */
  revolution: (who: string, effects: readonly string[]) => string | null;
  out: (who: string, self: boolean, illegal: boolean) => string;
  pass: (who: string, auto: boolean) => string;
  gives: (who: string, count: number, kind: 'seven-pass' | 'ten-discard') => string;
  names: (who: string, rank: string) => string;
  downfall: (who: string) => string;
  /** Between two turning points of one pile. */
  sep: string;
}

/** A Daifugō round pile by pile (every play is face up), its turning points marked, in `w`'s words. */
export function pilesOf(history: readonly V[], human: number, w: PileWords): ReviewPile[] {
  const piles: ReviewPile[] = [];
  let cur: ReviewPile = { n: 1, moves: [], leader: null, turning: null };
  const turn: string[] = [];
  for (const h of history) {
    const seat = typeof h['seat'] === 'number' ? h['seat'] : -1;
    const who = w.seat(seat, human);
    const cards = Array.isArray(h['cards']) ? (h['cards'] as Card[]) : [];
    if (h['type'] === 'play') {
      const fx = Array.isArray(h['effects']) ? (h['effects'] as unknown[]).map(String) : [];
      cur.moves.push(w.play(who, cards, fx));
      const big = w.revolution(who, fx);
      if (big) turn.push(big);
      if (h['out'] === 'finished') turn.push(w.out(who, seat === human, false));
      if (h['out'] === 'illegal') turn.push(w.out(who, seat === human, true));
    } else if (h['type'] === 'pass') {
      cur.moves.push(w.pass(who, Boolean(h['auto'])));
    } else if (h['type'] === 'seven-pass' || h['type'] === 'ten-discard') {
      cur.moves.push(w.gives(who, typeof h['count'] === 'number' ? h['count'] : cards.length, h['type']));
    } else if (h['type'] === 'queen-bomber') {
      cur.moves.push(w.names(who, String(h['rank'])));
    }
    if (typeof h['downfall'] === 'number') turn.push(w.downfall(w.seat(h['downfall'], human)));
    if (h['cleared']) {
      cur.leader = typeof h['leader'] === 'number' ? h['leader'] : null;
      cur.turning = turn.length ? turn.join(w.sep) : null;
      turn.length = 0;
      piles.push(cur);
      cur = { n: piles.length + 1, moves: [], leader: null, turning: null };
    }
  }
  if (cur.moves.length) {
    cur.turning = turn.length ? turn.join(w.sep) : null;
    piles.push(cur);
  }
  return piles;
}

const labelsOf = (fx: readonly string[]) => fx.map((e) => EFFECT_LABEL[e] ?? e);

/** The English words of the pile review. */
const PILE_EN: PileWords = {
  seat: seatName,
  play: (who, cards, fx) => {
    const labels = labelsOf(fx);
    return `${who}: ${cards.map(cardLabel).join(' ')}${labels.length ? ` (${labels.join(', ')})` : ''}`;
  },
  revolution: (who, fx) => {
    const big = labelsOf(fx).filter((f) => /revolution/i.test(f));
    return big.length ? `${who} ${big.join(', ').toLowerCase()}` : null;
  },
  out: (who, self, illegal) => `${who} ${self ? 'go' : 'goes'} out${illegal ? ' on a forbidden last card' : ''}`,
  pass: (who, auto) => `${who}: pass${auto ? ' (cannot play)' : ''}`,
  gives: (who, n, kind) =>
    `${who}: ${kind === 'seven-pass' ? 'hands over' : 'throws away'} ${n} card${n === 1 ? '' : 's'}`,
  names: (who, rank) => `${who}: names the ${rank}s`,
  downfall: (who) => `${who} falls (downfall)`,
  sep: '; ',
};

/** A Daifugō round pile by pile (every play is face up), its turning points marked. */
export function daifugoReview(history: readonly V[], human: number): ReviewPile[] {
  return pilesOf(history, human, PILE_EN);
}

/**
 * Daifugō between rounds: who gives what to whom (the poorer side's strongest cards go up
 * automatically, the richer side chooses what to give back). The viewer sees the cards of the
 * exchanges it takes part in; for the others, how many.
 */
export function exchangeWords(
  records: readonly { rich: number; poor: number; count: number; received: Card[]; given: Card[] | null }[],
  titles: readonly (string | null)[],
  human: number,
): string[] {
  const name = (s: number) => `${seatName(s, human)}${titles[s] ? ` (${titles[s]})` : ''}`;
  const cards = (cs: readonly Card[] | null, n: number) =>
    cs && cs.length ? cs.map(cardLabel).join(' ') : `${n} card${n === 1 ? '' : 's'}`;
  return records.flatMap((r) => {
    const lines = [
      `${name(r.poor)} ${r.poor === human ? 'give' : 'gives'} ${r.poor === human ? 'your' : 'their'} strongest ${cards(r.received, r.count)} to ${name(r.rich)}.`,
    ];
    lines.push(
      r.given
        ? `${name(r.rich)} ${r.rich === human ? 'give' : 'gives'} back ${cards(r.given, r.count)}.`
        : `${name(r.rich)} ${r.rich === human ? 'choose' : 'chooses'} ${r.count} card${r.count === 1 ? '' : 's'} to give back.`,
    );
    return lines;
  });
}

const DOUBLING_WORDS: Record<string, string> = {
  run: 'a run (all 20 points)',
  'back-run': 'a back-run (the defenders took 11 points or more)',
  'no-trump': 'no trumps',
  'no-friend': 'no friend',
};

/** Mighty's score of a hand as a sum: the unit S, its doublings, then each side's share. */
function mightyCalculation(result: V, score: V): string {
  const c = (result['contract'] ?? {}) as V;
  const b = typeof c['number'] === 'number' ? c['number'] : 0;
  const p = typeof result['points'] === 'number' ? result['points'] : 0;
  const made = score['made'] === true;
  const d = Array.isArray(score['doublings']) ? (score['doublings'] as string[]) : [];
  const base = made ? `2 × (${b} − 13) + (${p} − ${b})` : `${b} − ${p}`;
  const s = score['s'] as number;
  const doubled = d.length
    ? `, doubled for ${d.map((x) => DOUBLING_WORDS[x] ?? 'a special result').join(' and ')}: ${s}`
    : ` = ${s}`;
  const friend = typeof score['friend'] === 'number';
  const parts = friend
    ? [
        `the declarer ${made ? '' : '−'}2 × ${s} = ${sign(score['declarer'] as number)}`,
        `the friend ${sign(score['friend'] as number)}`,
      ]
    : [`the declarer, alone, ${made ? '' : '−'}4 × ${s} = ${sign(score['declarer'] as number)}`];
  parts.push(`each defender ${sign(score['opponent'] as number)}`);
  return `The calculation: the unit is ${base}${doubled}; ${parts.join(', ')}.`;
}

/** tw-hk's score of a hand as a sum, by the rules' scoring (Taiwan or Hong Kong). */
function twhkCalculation(bid: number, points: number, dictator: boolean, scoring: unknown, score: V): string {
  const made = points >= bid;
  const over = points - bid;
  const short = bid - points;
  const k = bid - 8;
  const nap = typeof score['napoleon'] === 'number' ? score['napoleon'] : 0;
  const sec = typeof score['secretary'] === 'number' ? score['secretary'] : null;
  const def = typeof score['defender'] === 'number' ? score['defender'] : 0;
  const head = made ? `${over} over the bid` : `${short} short of the bid`;
  let parts: string[];
  if (scoring === 'taiwan') {
    parts = dictator
      ? made
        ? [`Napoleon alone 400 + 40 × ${over} = ${sign(nap)}`, `each defender −(100 + 10 × ${over}) = ${sign(def)}`]
        : [`Napoleon alone −40 × ${short} = ${sign(nap)}`, `each defender 10 × ${short} = ${sign(def)}`]
      : made
        ? [
            `Napoleon 100 + 20 × ${over} = ${sign(nap)}`,
            `the secretary 50 + 10 × ${over} = ${sign(sec ?? 0)}`,
            `each defender −(50 + 10 × ${over}) = ${sign(def)}`,
          ]
        : [
            `Napoleon −40 × ${short} = ${sign(nap)}`,
            `the secretary −20 × ${short} = ${sign(sec ?? 0)}`,
            `each defender 20 × ${short} = ${sign(def)}`,
          ];
  } else if (scoring === 'hongkong') {
    parts = dictator
      ? made
        ? [`Napoleon alone 100 × ${k} (the bid less 8) + 10 × ${over} = ${sign(nap)}`, `each defender ${sign(def)}`]
        : [`Napoleon alone −20 × ${short} = ${sign(nap)}`, `each defender 50 × ${short} = ${sign(def)}`]
      : made
        ? [
            `Napoleon 40 × ${k} (the bid less 8) + 10 × ${over} = ${sign(nap)}`,
            `the secretary 20 × ${k} + 5 × ${over} = ${sign(sec ?? 0)}`,
            `each defender ${sign(def)}`,
          ]
        : [
            `Napoleon −20 × ${short} = ${sign(nap)}`,
            `the secretary −10 × ${short} = ${sign(sec ?? 0)}`,
            `each defender 20 × ${short} = ${sign(def)}`,
          ];
  } else {
    parts = [
      `Napoleon ${sign(nap)}`,
      ...(sec !== null ? [`the secretary ${sign(sec)}`] : []),
      `each defender ${sign(def)}`,
    ];
  }
  return `The calculation (${head}): ${parts.join(', ')}.`;
}

/**
 * The exact solver's verdict on the last tricks (open hands): `best[i]` is what the declaring
 * side could still make from the start of trick `from + i`, null where it was not computed.
 * Where the best falls short of (or exceeds) what the side then took plus the best after it,
 * one side gave something away in that trick: those are the turning points it names.
 */
export function bestFromHere(
  rows: readonly ReviewTrick[],
  side: readonly number[],
  best: readonly (number | null)[],
  unit: string,
): (string | null)[] {
  return rows.map((r, i) => {
    const b = best[i];
    if (b === null || b === undefined) return null;
    const won = side.includes(r.winner) ? r.points : 0;
    const next = i + 1 < rows.length ? best[i + 1] : 0;
    const head = `best possible from here, all hands open: ${b} ${b === 1 ? unit.replace(/s$/, '') : unit} for the declaring side`;
    if (next === null || next === undefined) return head;
    const lost = b - (won + next);
    if (lost > 0) return `${head}; the declaring side gave away ${lost} in this trick`;
    if (lost < 0) return `${head}; the defenders gave away ${-lost} in this trick`;
    return head;
  });
}
