/**
 * Candidates for English Nap's endgame ("play it out") puzzles, from seeded random deals under
 * the default rules (four players, 52 cards). Prints one JSON line per candidate: the puzzle
 * object (with a placeholder title and note) and, in `why`, what each legal card of the
 * declarer's first turn makes and the solver's line, to write the title and note from. The kept
 * puzzles were picked for variety and written into content/puzzles/endgame-nap.json by hand; the
 * build checks every one again with the solver.
 *
 *   node scripts/make-nap-endgames.ts [deals=400] [seedPrefix=nap] [declarer|defence]
 *
 * A deal gives each of the four seats 2 to 4 cards (the last tricks of a hand: trumps were set
 * by the opening lead, so a whole hand is never a position), the declarer a few trumps more often
 * than chance, a random leader; it is kept when the declarer's first turn has exactly one card
 * that makes the most tricks among at least three legal ones, and the declarer makes something.
 */
import { cardIndex, cardLabel, type Suit } from '../src/engine/cards.ts';
import { Rng, deriveSeed } from '../src/engine/rng.ts';
import { resolveNap } from '../src/engine/nap/options.ts';
import { moveCard, toCard, type TrickGame } from '../src/engine/solver/games.ts';
import { solverGameFor } from '../src/engine/solver/variant-game.ts';
import {
  defendUntilSide,
  moveValues,
  playMove,
  seatToAct,
  solveEndgame,
  solverLine,
  startEndgame,
  type EndgamePos,
} from '../src/engine/solver/endgame.ts';

const [dealsArg, prefixArg, sideArg] = process.argv.slice(2);
/** `defence`: the learner plays the three defenders against the declarer (seat 0). */
const DEFENCE = sideArg === 'defence';
const DEALS = Number(dealsArg ?? 400);
const PREFIX = prefixArg ?? 'nap';
if (!Number.isInteger(DEALS) || DEALS < 1) {
  console.error(`deals must be a whole number from 1, not "${dealsArg}"`);
  process.exit(2);
}
const rules = resolveNap({ preset: 'standard' });
const SUITS: Suit[] = ['S', 'H', 'D', 'C'];

function lineWords(g: TrickGame, p: EndgamePos, moves: number[]): string {
  const out: string[] = [];
  let q = p;
  let cur: string[] = q.plays.map((c, i) => `s${(q.leader + i) % g.players}:${cardLabel(toCard(c))}`);
  for (const mv of moves) {
    cur.push(`s${seatToAct(g, q)}:${cardLabel(toCard(moveCard(mv)))}`);
    const next = playMove(g, q, mv);
    if (next.done.length > q.done.length) {
      out.push(`[${cur.join(' ')} → s${next.done[next.done.length - 1]!.winner}]`);
      cur = [];
    }
    q = next;
  }
  return out.join(' ');
}

for (let n = 0; n < DEALS; n++) {
  const seed = deriveSeed(PREFIX, n);
  const rng = new Rng(seed);
  const below = (k: number) => rng.nextU32() % k;
  const left = 2 + below(3);
  const trump = SUITS[below(4)]!;
  const g = solverGameFor({ variant: 'nap', rules }, trump, undefined);
  const deck = [...g.deck];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = below(i + 1);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  const declarer = 0;
  // The declarer usually has kept some trumps: up to left - 1 of them first, then the rest.
  const trumps = deck.filter((c) => g.suit[c] === SUITS.indexOf(trump));
  const want = below(left);
  const hands: number[][] = [trumps.slice(0, want)];
  const rest = deck.filter((c) => !hands[0]!.includes(c));
  hands[0]!.push(...rest.splice(0, left - want));
  for (let s = 1; s < g.players; s++) hands.push(rest.splice(0, left));
  const leader = below(g.players);
  const side = DEFENCE ? [1, 2, 3] : [declarer];
  const start = startEndgame(g, hands, leader, side);
  const best = solveEndgame(g, start).total;
  if (best < 1) continue;
  const { pos, moves: before } = defendUntilSide(g, start);
  const values = moveValues(g, pos);
  const byCard = new Map<number, number>();
  for (const [mv, v] of values) byCard.set(moveCard(mv), Math.max(byCard.get(moveCard(mv)) ?? -1, v));
  const winners = [...byCard].filter(([, v]) => v === best).map(([c]) => c);
  if (byCard.size < 3 || winners.length !== 1) continue;
  const key = winners[0]!;
  const why = [...byCard]
    .sort((a, b) => b[1] - a[1])
    .map(([c, v]) => {
      const after = playMove(g, pos, values.has(c) ? c : [...values.keys()].find((m) => moveCard(m) === c)!);
      return `${cardLabel(toCard(c))}=${v} ${lineWords(g, pos, [c, ...solverLine(g, after)])}`;
    });
  console.log(
    JSON.stringify({
      puzzle: {
        kind: 'endgame',
        id: `nap-end-${n}-${left}`,
        title: 'TODO',
        difficulty: left <= 2 ? 1 : left === 3 ? 2 : 3,
        teaches: 'TODO',
        variant: 'nap',
        trump,
        hands: hands.map((h) => h.map(toCard)),
        leader,
        side,
        ...(DEFENCE ? { declarer } : {}),
        target: best,
        key: toCard(key),
        note: 'TODO',
      },
      why: { before: before.map((m) => cardLabel(toCard(moveCard(m)))), lines: why },
    }),
  );
}
void cardIndex;
