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
 * tw-hk: the secretary card belongs to no suit, so only the secretary command can rule a seat
 * out. Napoleon (the computer at LEVEL otherwise) gives the command whenever the rules let him
 * and he is not leading; a position is kept only when a seat is ruled out by the command.
 */
import { cardIndex, cardLabel, type Card, type Suit } from '../src/engine/cards.ts';
import { resolveJapaneseRules } from '../src/engine/japanese/options.ts';
import { resolveTwhk } from '../src/engine/twhk/options.ts';
import { resolveMighty } from '../src/engine/mighty/options.ts';
import { declaringSide, playHand, type CustomPolicy } from '../src/bots/arena.ts';
import { decide } from '../src/bots/index.ts';
import { CTX_CALL, CTX_COMMAND, moveCard, toCard, type TrickGame } from '../src/engine/solver/games.ts';
import { solverGameFor, type PositionVariant, type ResolvedRules } from '../src/engine/solver/variant-game.ts';
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
import type { TrickHand } from '../src/engine/trick/index.ts';

const [variant, kind, gamesArg, levelArg, prefixArg] = process.argv.slice(2) as [
  Exclude<PositionVariant, 'nap'>,
  string,
  string?,
  string?,
  string?,
];
if ((variant as PositionVariant) === 'nap') {
  console.error("English Nap's endgames come from seeded deals: node scripts/make-nap-endgames.ts");
  process.exit(2);
}
const GAMES = Number(gamesArg ?? 40);
const LEVEL = (levelArg ?? 'easy') as 'easy';
const PREFIX = prefixArg ?? 'pz';
const PRESET = { japanese: 'standard', 'tw-hk': 'taiwan', mighty: 'pagat' }[variant];
const PLAYERS = 5;

function resolved(): ResolvedRules {
  const rs = { preset: PRESET };
  if (variant === 'japanese') return { variant, rules: resolveJapaneseRules(rs, PLAYERS) };
  if (variant === 'tw-hk') return { variant, rules: resolveTwhk(rs, PLAYERS) };
  return { variant, rules: resolveMighty(rs, PLAYERS) };
}
const R = resolved();

interface Info {
  trump: Suit | null;
  secretary?: Card;
  partnerCard: Card | null;
  declarer: number;
  discards: Card[];
  trick: TrickHand;
}

// The variants' states differ; the generator reads the few fields it needs from each.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyState = any;

function info(s: AnyState): Info | null {
  if (variant === 'japanese') {
    const h = s.hand;
    if (!h.trick || !h.contract) return null;
    return {
      trump: h.contract.suit === 'NT' ? null : h.contract.suit,
      partnerCard: h.adjutantCard,
      declarer: h.napoleon,
      discards: h.discards,
      trick: h.trick,
    };
  }
  if (variant === 'tw-hk') {
    if (!s.trick || !s.bid) return null;
    const st = s.bid.strain;
    return {
      trump: st && st !== 'NT' ? st : null,
      secretary: s.secretaryCard ?? undefined,
      partnerCard: s.secretaryCard,
      declarer: s.napoleon,
      discards: s.discards,
      trick: s.trick,
    };
  }
  if (!s.trick || !s.contract) return null;
  const st = s.contract.strain;
  return {
    trump: st === 'NT' ? null : st,
    partnerCard: s.friendCall?.mode === 'card' ? s.friendCall.card : null,
    declarer: s.declarer,
    discards: s.discards,
    trick: s.trick,
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

/** tw-hk deductions: Napoleon gives the secretary command whenever he may and is not leading. */
const COMMANDER: CustomPolicy = {
  name: 'commander',
  decide(req, state) {
    const st = state as { trick: TrickHand | null };
    const cmd = (req.legal as { type: string }[]).find((a) => a.type === 'command');
    if (cmd && (st.trick?.current.length ?? 0) > 0) return { action: cmd, hint: '' };
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

const ID = { japanese: 'jp', 'tw-hk': 'hk', mighty: 'mt' } as const;
const PARTNER = { japanese: 'adjutant', 'tw-hk': 'secretary', mighty: 'friend' } as const;

/** The idea of the key card, in words (from the position and the solver's line). */
function theme(
  g: TrickGame,
  p: ReturnType<typeof startEndgame>,
  key: number,
  trump: Suit | null,
): { id: string; title: string; text: string } {
  const seat = seatToAct(g, p);
  const partner = PARTNER[variant];
  const mightyCard =
    variant === 'mighty'
      ? trump === 'S'
        ? cardIndex('DA')
        : cardIndex('SA')
      : variant === 'japanese'
        ? cardIndex('SA')
        : -1;
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
  const states: AnyState[] = [];
  try {
    playHand(variant, { variant, preset: PRESET }, PLAYERS, seed, (seat, st) => {
      states.push(st);
      const s = st as AnyState;
      if (variant === 'tw-hk' && kind === 'deduction' && s.phase === 'play' && seat === s.napoleon) return COMMANDER;
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
    const inf = info(st);
    if (!inf || inf.trick.current.length > 0) continue;
    const side = declaringSide(variant, st);
    if (!side) continue;
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
          id: `${ID[variant]}-end-${seed.replace(/^.*-/, '')}-${left}`,
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
      if (variant === 'tw-hk' && !byTricks.some((x) => x.rule === 'commanded')) continue;
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
