/**
 * Candidates for the endgame ("play it out") and deduction ("who holds the card?") puzzles,
 * from seeded games of the computer players. Prints one JSON line per candidate. Endgames come
 * as puzzle objects with a title and a teaching note chosen by theme (drawing trumps, a
 * throw-in, leading across to the partner, ducking, the mighty's timing …, read off the
 * position and the solver's line); deductions as raw who-holds findings. The kept puzzles were
 * picked for variety and edited into content/puzzles/endgame-*.json and deduction-*.json, and
 * the build checks every one again with the solver and who-holds.
 *
 *   node scripts/make-position-puzzles.ts <variant> <endgame|deduction> [games=40] [level=easy] [seedPrefix=pz]
 *
 * Endgame: a position at the start of a trick with 2–5 tricks left, kept only when the
 * declaring side's first decision has exactly one winning card among at least three legal
 * ones (the solver's verdict), and the side makes something.
 * Deduction: the declarer's view before the partner card is played, kept only when who-holds
 * rules out at least one other seat by the tricks (not only by counting cards).
 * A partner card that ranks above the suits (tw-hk's secretary card) belongs to no suit, so only
 * the secretary command can rule a seat out. Napoleon (the computer at LEVEL otherwise) gives the
 * command whenever the rules let him and he is not leading; a position is kept only when a seat
 * is ruled out by the command.
 *
 * The game is asked, never named: its descriptor (what it has, its partner's word, its puzzle id
 * prefix), its registry entry (its first preset, its `Game`), its seats' views (the trick, the
 * trump, the partner card) and its ranking (which card is the mighty).
 */
import { cardIndex, cardLabel, type Card, type Suit } from '../src/engine/cards.ts';
import { descriptorOf } from '../src/engine/descriptors.ts';
import type { Game } from '../src/engine/game.ts';
import { variantEntry } from '../src/engine/variants.ts';
import { declaringSide, playHand, type CustomPolicy } from '../src/bots/arena.ts';
import { decide } from '../src/bots/index.ts';
import { CTX_CALL, CTX_COMMAND, moveCard, toCard, type TrickGame } from '../src/engine/solver/games.ts';
import { solverGameFor, type PositionVariant } from '../src/engine/solver/variant-game.ts';
import { resolvedRulesOf } from '../src/content-data/position-puzzles.ts';
import { trickNow } from '../src/content-data/deal-check.ts';
import { partnerCardOf } from '../src/islands-logic/know.ts';
import { engineFor } from '../src/islands-logic/engines/all.ts';
import {
  legalMoves,
  moveValues,
  playMove,
  seatToAct,
  startEndgame,
  defendUntilSide,
  solveEndgame,
} from '../src/engine/solver/endgame.ts';
import { whoHolds } from '../src/engine/solver/who-holds.ts';

const USAGE =
  'node scripts/make-position-puzzles.ts <variant> <endgame|deduction> [games=40] [level=easy] [seedPrefix=pz]';
const [variantArg, kind, gamesArg, levelArg, prefixArg] = process.argv.slice(2) as [
  string?,
  string?,
  string?,
  string?,
  string?,
];
/** Stop with a message naming the problem. */
function refuse(why: string): never {
  console.error(`${why}\n  ${USAGE}`);
  process.exit(2);
}
if (variantArg === undefined) refuse('which game? Name it first');
let D: ReturnType<typeof descriptorOf>;
try {
  D = descriptorOf(variantArg);
} catch (e) {
  refuse(e instanceof Error ? e.message : String(e));
}
if (!D.has.endgames) refuse(`${D.names.en} has no position puzzles: the solver plays trick games only`);
if (!D.has.partnerCard || D.review.partner === null)
  refuse(`${D.names.en} has no partner card: its endgames come from seeded deals (node scripts/make-nap-endgames.ts)`);
if (kind !== 'endgame' && kind !== 'deduction') refuse(`"${kind ?? ''}" is not a puzzle kind: endgame or deduction`);
const variant = D.id as PositionVariant;
const GAMES = Number(gamesArg ?? 40);
const LEVEL = (levelArg ?? 'easy') as 'easy';
const PREFIX = prefixArg ?? 'pz';
const ENTRY = variantEntry(variant);
/** The rules the puzzles are played under: the game's default preset (its first). */
const PRESET = ENTRY.presets[0]!.id;
const PLAYERS = 5;
const R = resolvedRulesOf(variant, PRESET);
if (R.rules.players !== PLAYERS) refuse(`${D.names.en}'s puzzles are played by ${R.rules.players}, not ${PLAYERS}`);
/** The partner card ranks above the suits (tw-hk's secretary card): it belongs to no suit. */
const SUITLESS_PARTNER = D.has.partnerCardRanks;

type View = Record<string, unknown>;
const GAME = ENTRY.game as unknown as Game<unknown, unknown, View>;

/** A trick as the views show it. */
interface SeenTrick {
  leader: number;
  plays: { card: Card; declared?: Suit }[];
  calls?: Record<string, boolean>;
}

interface Info {
  trump: Suit | null;
  secretary?: Card;
  partnerCard: Card | null;
  declarer: number;
  discards: Card[];
  trick: { hands: Card[][]; leader: number; current: readonly unknown[]; completed: SeenTrick[] };
}

/**
 * What the generator needs of a state once the declaring side is known, read from the seats'
 * views (the declarer's for the trick, the trump, the partner card and the discards; each seat's
 * own for its hand); null before the play.
 */
function info(s: unknown, side: readonly number[]): Info | null {
  const declarer = side[0]!;
  const views = Array.from({ length: PLAYERS }, (_, seat) => GAME.view(s, seat));
  const v = views[declarer]!;
  const t = trickNow(v);
  if (!t) return null;
  const partnerCard = partnerCardOf(v)?.card ?? null;
  return {
    trump: (v['trump'] as Suit | null | undefined) ?? null,
    // a partner card that ranks is the solver's to know (tw-hk's secretary card)
    ...(SUITLESS_PARTNER && partnerCard ? { secretary: partnerCard } : {}),
    partnerCard,
    declarer,
    discards: v['discards'] as Card[],
    trick: {
      hands: views.map((w) => w['hand'] as Card[]),
      leader: t.leader,
      current: t.plays,
      completed: t.done as unknown as SeenTrick[],
    },
  };
}

const SUIT_INT: Record<string, number> = { S: 0, H: 1, D: 2, C: 3 };
function ctxOf(
  g: TrickGame,
  t: { plays: { card: Card; declared?: Suit }[]; calls?: Record<string, boolean> },
  trickNo: number,
): number | null {
  const lead = cardIndex(t.plays[0]!.card);
  const live = new Uint8Array(64).fill(1);
  const buf = new Int32Array(8);
  const m = g.leadMoves(lead, trickNo, live, buf, 0);
  for (let i = 0; i < m; i++) if (((buf[i]! >>> 8) & CTX_CALL) !== 0) return null; // not in these puzzles
  const d = t.plays[0]!.declared;
  return (d === undefined ? 0 : SUIT_INT[d]! + 1) | (t.calls?.['command'] ? CTX_COMMAND : 0);
}

/** Deductions of a suitless partner card: Napoleon gives the secretary command whenever he may and is not leading. */
const COMMANDER: CustomPolicy = {
  name: 'commander',
  decide(req) {
    const cmd = (req.legal as { type: string }[]).find((a) => a.type === 'command');
    if (cmd && (trickNow(req.view as View)?.plays.length ?? 0) > 0) return { action: cmd, hint: '' };
    return decide({ ...req, level: LEVEL });
  },
};

/**
 * What a plain-minded player plays when following: the lowest card when the partner is
 * winning, else the cheapest card that wins the trick now, else the lowest card. A position
 * where that is the answer is too easy to keep.
 */
function naiveFollow(g: TrickGame, p: ReturnType<typeof startEndgame>, cards: number[]): number {
  const low = (xs: number[]) =>
    [...xs].sort((a, b) => g.value[a]! - g.value[b]! || g.posInSuit[b]! - g.posInSuit[a]! || a - b)[0]!;
  const w = (p.leader + g.winner(p.plays, p.plays.length, p.trickNo, p.ctx)) % g.players;
  if (p.side.includes(w)) return low(cards);
  const np = p.plays.length;
  const winning = cards.filter((c) => g.winner([...p.plays, c], np + 1, p.trickNo, p.ctx) === np);
  return low(winning.length > 0 ? winning : cards);
}

/** The role the games' rankings give the card that wins any trick (a card's role, not a game). */
const MIGHTY_ROLES: ReadonlySet<string> = new Set(['mighty']);

/** The mighty under this trump at trick `trickNo`, as the game's ranking names it (-1: the game has none). */
function mightyOf(trump: Suit | null, trickNo: number): number {
  const e = engineFor(variant);
  if (e.kind !== 'trick') return -1;
  const row = e.ranking({ preset: PRESET }, { trump, led: null, trick: trickNo }).find((r) => MIGHTY_ROLES.has(r.role));
  return row ? cardIndex(row.card) : -1;
}

/** The idea of the key card, in words (from the position and the solver's line). */
function theme(
  g: TrickGame,
  p: ReturnType<typeof startEndgame>,
  key: number,
  trump: Suit | null,
): { id: string; title: string; text: string } {
  const seat = seatToAct(g, p);
  const partner = D.review.partner;
  const mightyCard = mightyOf(trump, p.trickNo);
  const holdsMighty = mightyCard >= 0 && p.hands[seat]!.includes(mightyCard);
  if (key === mightyCard)
    return {
      id: 'mighty-timing',
      title: 'The mighty, now',
      text: 'The mighty wins any trick, so its timing is everything: this is the moment to spend it.',
    };
  if (holdsMighty && legalMoves(g, p).some((m) => moveCard(m) === mightyCard))
    return {
      id: 'mighty-timing',
      title: 'Keep the mighty back',
      text: 'The mighty will win a trick whenever it is played: keep it for the trick that needs it and spend another card now.',
    };
  const tr = trump === null ? -1 : SUIT_INT[trump]!;
  if (p.plays.length > 0) {
    const np = p.plays.length;
    const w = (p.leader + g.winner(p.plays, np, p.trickNo, p.ctx)) % g.players;
    const partnerWinning = p.side.includes(w);
    const keyWins = g.winner([...p.plays, key], np + 1, p.trickNo, p.ctx) === np;
    const cards = legalMoves(g, p).map(moveCard);
    const anyWins = cards.some((c) => g.winner([...p.plays, c], np + 1, p.trickNo, p.ctx) === np);
    if (partnerWinning && keyWins)
      return {
        id: 'unblocking',
        title: 'Take over from your partner',
        text: `Your side already has this trick, but overtaking it puts the lead in the right hand (or gets a card out of the way) for the tricks to come.`,
      };
    if (partnerWinning)
      return {
        id: 'ducking',
        title: `Leave it to your ${partner}`,
        text: `Your ${partner} is winning this trick: play under it and keep your strong cards for later.`,
      };
    if (keyWins)
      return {
        id: 'right-winner',
        title: 'Win it with the right card',
        text: 'Winning this trick is not enough: which card wins it decides what is left for the last tricks.',
      };
    if (anyWins)
      return {
        id: 'ducking',
        title: 'Duck this trick',
        text: 'You could win this trick, but letting it go keeps the cards that take the tricks that matter.',
      };
    return {
      id: 'discard',
      title: 'The right discard',
      text: 'You cannot win this trick: choose the card you can spare, keeping guards and winners for the end.',
    };
  }
  const defenceTrumps = tr >= 0 && p.hands.some((h, s) => !p.side.includes(s) && h.some((c) => g.suit[c] === tr));
  if (tr >= 0 && g.suit[key] === tr && defenceTrumps)
    return {
      id: 'drawing-trumps',
      title: 'Draw the trumps',
      text: 'Lead trumps while the defence still has some: once they are gone, your other winners cannot be trumped.',
    };
  // Who wins the key lead on the solver's line?
  let q = playMove(
    g,
    p,
    legalMoves(g, p).find((m) => moveCard(m) === key)!,
  );
  while (q.plays.length > 0)
    q = playMove(
      g,
      q,
      legalMoves(g, q).includes(solveEndgame(g, q).moves[0]!) ? solveEndgame(g, q).moves[0]! : legalMoves(g, q)[0]!,
    );
  const winner = q.done[q.done.length - 1]!.winner;
  if (!p.side.includes(winner))
    return {
      id: 'throw-in',
      title: 'Give them the lead',
      text: 'The winning card gives this trick away on purpose: a defender must then lead, and no lead the defence can make stops your side. Keeping the lead yourself costs you.',
    };
  if (winner !== seat)
    return {
      id: 'lead-to-partner',
      title: 'Lead across to your partner',
      text: 'Put the lead in the other hand of your side: the cards there win the tricks that this hand cannot.',
    };
  return {
    id: 'order-of-play',
    title: 'Cash in the right order',
    text: 'Take this trick with the right card first: the order in which your side cashes its winners decides the last tricks.',
  };
}

const seenKeys = new Set<string>();
for (let n = 0; n < GAMES; n++) {
  const seed = `${PREFIX}-${variant}-${n}`;
  const states: unknown[] = [];
  try {
    playHand(variant, { variant, preset: PRESET }, PLAYERS, seed, (seat, st) => {
      states.push(st);
      const playing = D.steps[GAME.phase(st)] === 'tricks';
      if (SUITLESS_PARTNER && kind === 'deduction' && playing && declaringSide(variant, st)?.[0] === seat)
        return COMMANDER;
      return LEVEL;
    });
  } catch (e) {
    console.error(seed, String(e));
    continue;
  }
  let doneDeduction = false;
  let doneEndgame = 0;
  const keysOfGame = new Set<string>();
  for (const st of states) {
    const side = declaringSide(variant, st);
    if (!side) continue;
    const inf = info(st, side);
    if (!inf || inf.trick.current.length > 0) continue;
    const g = solverGameFor(R, inf.trump, inf.secretary);
    const left = inf.trick.hands[inf.trick.leader]!.length;
    const key = `${seed}:${left}`;
    if (seenKeys.has(key)) continue;
    seenKeys.add(key);
    if (kind === 'endgame' && left >= 2 && left <= 5 && doneEndgame < 2) {
      if (side.length === PLAYERS) continue;
      const hands = inf.trick.hands.map((h) => h.map(cardIndex));
      const p0 = startEndgame(g, hands, inf.trick.leader, side);
      const { pos: p } = defendUntilSide(g, p0);
      if (p.hands.every((h) => h.length === 0)) continue;
      const vals = moveValues(g, p);
      // Per card: the best over its lead choices.
      const byCard = new Map<number, number>();
      for (const [mv, v] of vals) byCard.set(moveCard(mv), Math.max(byCard.get(moveCard(mv)) ?? -1, v));
      const best = Math.max(...byCard.values());
      const winners = [...byCard].filter(([, v]) => v === best).map(([c]) => c);
      if (byCard.size < 3 || winners.length !== 1 || best <= 0) continue;
      if (p.plays.length > 0 && naiveFollow(g, p, [...byCard.keys()]) === winners[0]) continue;
      const top = solveEndgame(g, p0).total;
      if (top !== best) throw new Error('inconsistent');
      const keyName = toCard(winners[0]!);
      if (keysOfGame.has(keyName)) continue; // the same idea again, a trick later
      keysOfGame.add(keyName);
      doneEndgame++;
      const th = theme(g, p, winners[0]!, inf.trump);
      const key = toCard(winners[0]!);
      const worse = [...byCard].filter(([c]) => c !== winners[0]).sort((a, b) => b[1] - a[1]);
      const alt = worse.slice(0, 2).map(([c, v]) => `${cardLabel(toCard(c))} makes only ${v}`);
      console.log(
        JSON.stringify({
          kind: 'endgame',
          id: `${D.puzzles.idPrefix}end-${seed.replace(/^.*-/, '')}-${left}`,
          title: th.title,
          difficulty: left <= 2 ? 1 : left === 3 ? 2 : 3,
          teaches: th.id,
          variant,
          trump: inf.trump,
          ...(inf.secretary ? { secretary: inf.secretary } : {}),
          hands: inf.trick.hands,
          leader: inf.trick.leader,
          side,
          target: best,
          key,
          note: `${th.text} Only ${cardLabel(key)} makes ${best}${p.trickNo > p0.trickNo || p.plays.length > 0 ? " (at the side's first turn)" : ''}; against the best defence, ${alt.join(' and ')}.`,
        }),
      );
    }
    if (kind === 'deduction' && !doneDeduction && inf.partnerCard) {
      const pc = cardIndex(inf.partnerCard);
      const completed = inf.trick.completed;
      if (completed.length < 2) continue;
      const viewer = inf.declarer;
      const hand = inf.trick.hands[viewer]!.map(cardIndex);
      if (hand.includes(pc) || inf.discards.includes(inf.partnerCard)) continue;
      if (completed.some((t) => t.plays.some((pl) => pl.card === inf.partnerCard))) continue;
      const holder = inf.trick.hands.findIndex((h) => h.includes(inf.partnerCard!));
      if (holder < 0) continue;
      const tricks = [];
      let bad = false;
      for (let i = 0; i < completed.length; i++) {
        const ctx = ctxOf(g, completed[i]!, i + 1);
        if (ctx === null) bad = true;
        const leader = completed[i]!.leader;
        tricks.push({
          leader,
          plays: completed[i]!.plays.map((pl) => cardIndex(pl.card)),
          ctx: ctx ?? 0,
          // Napoleon (the viewer) gives the command on his own turn.
          ...(ctx !== null && (ctx & CTX_COMMAND) !== 0 ? { commandAt: (viewer - leader + PLAYERS) % PLAYERS } : {}),
        });
      }
      if (bad) continue;
      const widowSize = g.deck.length - PLAYERS * g.totalTricks;
      const r = whoHolds(
        g,
        { card: pc, seat: viewer, hand, tricks, discards: inf.discards.map(cardIndex), widowSize },
        (c) => toCard(c),
      );
      if (!r.possible.includes(holder)) throw new Error(`${seed}: holder ${holder} not possible`);
      const byTricks = r.ruledOut.filter((x) => x.rule !== 'no-cards');
      if (byTricks.length === 0) continue;
      if (SUITLESS_PARTNER && !byTricks.some((x) => x.rule === 'commanded')) continue;
      doneDeduction = true;
      console.log(
        JSON.stringify({
          seed,
          kind: 'deduction',
          variant,
          trump: inf.trump,
          ...(inf.secretary ? { secretary: inf.secretary } : {}),
          card: inf.partnerCard,
          seat: viewer,
          hand: inf.trick.hands[viewer],
          discards: inf.discards,
          tricks: completed.map((t) => ({
            leader: t.leader,
            plays: t.plays.map((pl) => pl.card),
            ...(t.plays[0]!.declared ? { declared: t.plays[0]!.declared } : {}),
            ...(t.calls?.['command'] ? { calls: { command: true } } : {}),
          })),
          possible: r.possible,
          widow: r.widow,
          ruledOut: r.ruledOut,
          holder,
        }),
      );
    }
  }
}
