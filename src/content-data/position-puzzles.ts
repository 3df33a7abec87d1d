/**
 * The puzzles beyond one trick (issue 18), in `content/puzzles/endgame-<variant>.json` and
 * `deduction-<variant>.json`, each checked by the engine at build time:
 * - `"kind": "endgame"` ("play it out"): every hand of a position with 2–5 tricks left; the
 *   learner plays the declaring side against the solver's defence. The solver must agree that
 *   `target` is the most the side can make, and that at the side's first turn exactly one card
 *   (`key`) achieves it, among at least two legal cards.
 * - `"kind": "deduction"` ("who holds the card?"): the declarer's hand and the tricks so far;
 *   who-holds must give exactly `answer` and rule out at least one seat by the tricks.
 * Trick puzzles (`"kind": "trick"`, the default) are in `puzzles.ts`.
 *
 * The games with these puzzles are the trick-taking games of the engine's registry; each is played
 * under its default preset, with that preset's number of players (English Nap: four), and counts
 * in the solver's unit (point cards or points; Nap's tricks: `EndgameView.unit`).
 *
 * Build-time module (resolves rules, runs the solver); islands get views built here.
 */
import { ALL_CARDS, cardIndex, cardLabel, isJoker, isSuit, spokenName, type Card, type Suit } from '../engine/cards.ts';
import { resolveJapaneseRules } from '../engine/japanese/options.ts';
import { resolveMighty } from '../engine/mighty/options.ts';
import { resolveNap } from '../engine/nap/options.ts';
import { resolveTwhk } from '../engine/twhk/options.ts';
import { VARIANT_LIST, variantEntry } from '../engine/variants.ts';
import { ID_PREFIX } from './puzzle-check.ts';
import { CTX_CALL, CTX_COMMAND, moveCard, toCard } from '../engine/solver/games.ts';
import {
  defendUntilSide,
  isOver,
  legalMoves,
  moveValues,
  playMove,
  seatToAct,
  solveEndgame,
  solverChoice,
  startEndgame,
} from '../engine/solver/endgame.ts';
import { solve } from '../engine/solver/solve.ts';
import { positionEn } from '../i18n/islands/position.en.ts';
import { solverGameFor, type PositionVariant, type ResolvedRules } from '../engine/solver/variant-game.ts';
import { checkLeaders, whoHolds, WhoHoldsError, type SeenTrick } from '../engine/solver/who-holds.ts';
import endgameJapanese from '../../content/puzzles/endgame-japanese.json' with { type: 'json' };
import endgameTwhk from '../../content/puzzles/endgame-tw-hk.json' with { type: 'json' };
import endgameMighty from '../../content/puzzles/endgame-mighty.json' with { type: 'json' };
import endgameNap from '../../content/puzzles/endgame-nap.json' with { type: 'json' };
import deductionJapanese from '../../content/puzzles/deduction-japanese.json' with { type: 'json' };
import deductionMighty from '../../content/puzzles/deduction-mighty.json' with { type: 'json' };
import deductionTwhk from '../../content/puzzles/deduction-tw-hk.json' with { type: 'json' };

export type { PositionVariant, ResolvedRules };
/** The trick-taking games of the registry, in menu order. */
export const POSITION_VARIANTS: readonly PositionVariant[] = VARIANT_LIST.filter((v) => v.kind === 'trick').map(
  (v) => v.id as PositionVariant,
);

interface PositionBase {
  id: string;
  title: string;
  difficulty: 1 | 2 | 3;
  /** The idea taught (`drawing-trumps`, `throw-in`, `voids` …). */
  teaches: string;
  variant: PositionVariant;
  /** Not allowed in the files (the page's rules are the variant's default); kept for the checker. */
  preset?: string;
  trump: Suit | null;
  /** tw-hk: the secretary card (it changes how that card plays). */
  secretary?: Card;
  note: string;
}

export interface EndgamePuzzle extends PositionBase {
  kind: 'endgame';
  /** Every seat's cards, seat 0 first (same number each: the position starts a trick). */
  hands: Card[][];
  leader: number;
  /** The declaring side, declarer first: the seats the learner plays. */
  side: number[];
  /**
   * When the learner plays the defence instead (`side` the defenders), the declarer's seat: the
   * seats are named from it. English Nap's defenders join against a declarer playing alone.
   */
  declarer?: number;
  /** Points (the variant's unit) the side must make from here: the solver's best. */
  target: number;
  /** The only winning card at the side's first turn. */
  key: Card;
}

export interface DeductionTrick {
  leader: number;
  plays: Card[];
  declared?: Suit;
  /** tw-hk: the viewer (Napoleon) ordered the secretary card played on his turn in this trick. */
  calls?: { command: true };
}

export interface DeductionPuzzle extends PositionBase {
  kind: 'deduction';
  /** The partner card asked about. */
  card: Card;
  /** The viewer: the declarer. */
  seat: number;
  hand: Card[];
  /** Cards the declarer put in the widow (known to the declarer). */
  discards: Card[];
  tricks: DeductionTrick[];
  answer: { seats: number[]; widow: boolean };
}

export type PositionPuzzle = EndgamePuzzle | DeductionPuzzle;
export type PositionKind = PositionPuzzle['kind'];

const RAW: Readonly<Record<PositionKind, Partial<Record<PositionVariant, readonly unknown[]>>>> = {
  endgame: {
    japanese: endgameJapanese.puzzles,
    'tw-hk': endgameTwhk.puzzles,
    mighty: endgameMighty.puzzles,
    nap: endgameNap.puzzles,
  },
  deduction: {
    japanese: deductionJapanese.puzzles,
    'tw-hk': deductionTwhk.puzzles,
    mighty: deductionMighty.puzzles,
  },
};

/** The site's promise per kind and variant (tested). */
export const MIN_POSITION_PUZZLES: Readonly<Record<PositionKind, Readonly<Record<PositionVariant, number>>>> = {
  endgame: { japanese: 15, 'tw-hk': 15, mighty: 15, nap: 15 },
  // tw-hk's secretary card is suitless and may be played on any trick, so only the secretary
  // command rules a seat out of holding it (a seat that played after the order without it).
  // Nap has no partner card: nothing to deduce.
  deduction: { japanese: 10, 'tw-hk': 10, mighty: 10, nap: 0 },
};

export function rawPositionPuzzles(kind: PositionKind, variant: PositionVariant): readonly unknown[] {
  return RAW[kind][variant] ?? [];
}

export function positionPuzzlesFor<K extends PositionKind>(
  kind: K,
  variant: PositionVariant,
): Extract<PositionPuzzle, { kind: K }>[] {
  return rawPositionPuzzles(kind, variant) as Extract<PositionPuzzle, { kind: K }>[];
}

/** The Napoleon games are played by five here; Nap by its default preset's number (four). */
const NAPOLEON_PLAYERS = 5;

/** Each game's rules for a rule set, as its engine resolves them (the solver's input). */
const RESOLVE: { readonly [K in PositionVariant]: (rs: { preset: string }) => ResolvedRules } = {
  japanese: (rs) => ({ variant: 'japanese', rules: resolveJapaneseRules(rs, NAPOLEON_PLAYERS) }),
  'tw-hk': (rs) => ({ variant: 'tw-hk', rules: resolveTwhk(rs, NAPOLEON_PLAYERS) }),
  nap: (rs) => ({ variant: 'nap', rules: resolveNap(rs) }),
  mighty: (rs) => ({ variant: 'mighty', rules: resolveMighty(rs, NAPOLEON_PLAYERS) }),
};

/** The rules the puzzles are played under: the variant's default preset (the registry's first). */
export function resolvedRulesOf(variant: PositionVariant, preset?: string): ResolvedRules {
  return RESOLVE[variant]({ preset: preset ?? variantEntry(variant).presets[0]!.id });
}

/** How many play the variant's puzzles (the resolved rules' number of players). */
export function playersOf(variant: PositionVariant): number {
  return resolvedRulesOf(variant).rules.players;
}

// ---------------------------------------------------------------------------------------------
// Shape

const CANONICAL = new Set<string>(ALL_CARDS);
const ID_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COMMON = ['kind', 'id', 'title', 'difficulty', 'teaches', 'variant', 'trump', 'secretary', 'note'];
/** The fields each kind may have (content/puzzles/schema.json says the same; tested). */
export const POSITION_FIELDS: Readonly<Record<PositionKind, readonly string[]>> = {
  endgame: [...COMMON, 'hands', 'leader', 'side', 'declarer', 'target', 'key'],
  deduction: [...COMMON, 'card', 'seat', 'hand', 'discards', 'tricks', 'answer'],
};

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
function isCardList(v: unknown): v is Card[] {
  return Array.isArray(v) && v.every((c) => typeof c === 'string' && CANONICAL.has(c));
}
function isSeatOf(players: number) {
  return (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < players;
}

/** What is malformed in one raw entry of `<kind>-<variant>.json` (empty when well formed). */
export function positionShapeProblems(raw: unknown, kind: PositionKind, variant: PositionVariant): string[] {
  if (!isRecord(raw)) return ['a puzzle must be a JSON object'];
  const p = raw;
  const PLAYERS = playersOf(variant);
  const isSeat = isSeatOf(PLAYERS);
  const out: string[] = [];
  if (p['kind'] !== kind) out.push(`"kind" must be ${JSON.stringify(kind)} (the file it is in)`);
  if (p['variant'] !== variant) out.push(`"variant" must be ${JSON.stringify(variant)} (the file it is in)`);
  for (const k of Object.keys(p)) if (!POSITION_FIELDS[kind].includes(k)) out.push(`unknown field "${k}"`);
  const id = p['id'];
  if (typeof id !== 'string' || !ID_RE.test(id)) out.push('"id" must be lower-case letters, digits and single hyphens');
  else if (!id.startsWith(ID_PREFIX[variant])) out.push(`"id" must start with "${ID_PREFIX[variant]}"`);
  if (typeof p['title'] !== 'string' || p['title'].trim() === '') out.push('"title" is missing');
  else if (p['title'].length > 60) out.push('"title" is longer than 60 characters');
  if (p['difficulty'] !== 1 && p['difficulty'] !== 2 && p['difficulty'] !== 3)
    out.push('"difficulty" must be 1, 2 or 3');
  if (typeof p['teaches'] !== 'string' || p['teaches'] === '') out.push('"teaches" is missing');
  if (p['preset'] !== undefined)
    out.push('"preset": these puzzles are played under the variant\'s default rules (the page says which)');
  if (!(p['trump'] === null || isSuit(p['trump']))) out.push('"trump" must be "S", "H", "D", "C" or null');
  if (p['secretary'] !== undefined && !(typeof p['secretary'] === 'string' && CANONICAL.has(p['secretary'])))
    out.push('"secretary" must be a card in canonical form');
  if (typeof p['note'] !== 'string' || p['note'].trim() === '')
    out.push('"note" is missing: say what the puzzle teaches');
  if (kind === 'endgame') {
    const hands = p['hands'];
    if (!Array.isArray(hands) || hands.length !== PLAYERS || !hands.every(isCardList))
      out.push(`"hands" must be ${PLAYERS} lists of cards in canonical form, seat 0 first`);
    else {
      const n = (hands[0] as Card[]).length;
      if (!hands.every((h) => (h as Card[]).length === n)) out.push('"hands" must all hold the same number of cards');
      if (n < 2 || n > 5) out.push(`"hands" hold ${n} cards: an endgame has 2 to 5 tricks left`);
    }
    if (!isSeat(p['leader'])) out.push(`"leader" must be a seat from 0 to ${PLAYERS - 1}`);
    const side = p['side'];
    if (
      !Array.isArray(side) ||
      side.length === 0 ||
      side.length >= PLAYERS ||
      !side.every(isSeat) ||
      new Set(side).size !== side.length
    )
      out.push('"side" must list the declaring side\'s seats (declarer first), each once');
    else if (p['declarer'] !== undefined && (!isSeat(p['declarer']) || side.includes(p['declarer'])))
      out.push('"declarer" (when your side defends) must be a seat that is not in "side"');
    if (typeof p['target'] !== 'number' || !Number.isInteger(p['target']) || p['target'] < 1)
      out.push('"target" must be a whole number from 1');
    if (!(typeof p['key'] === 'string' && CANONICAL.has(p['key']))) out.push('"key" must be a card in canonical form');
  } else {
    if (!(typeof p['card'] === 'string' && CANONICAL.has(p['card'])))
      out.push('"card" must be a card in canonical form');
    if (!isSeat(p['seat'])) out.push(`"seat" must be a seat from 0 to ${PLAYERS - 1}`);
    if (!isCardList(p['hand'])) out.push('"hand" must be a list of cards in canonical form');
    if (!isCardList(p['discards'])) out.push('"discards" must be a list of cards (empty when none)');
    // a trick may record the secretary command only in a game that has one (tw-hk's option)
    const commandable = Object.hasOwn(variantEntry(variant).options, 'secretaryCommand');
    const tricks = p['tricks'];
    if (
      !Array.isArray(tricks) ||
      tricks.length === 0 ||
      !tricks.every(
        (t) =>
          isRecord(t) &&
          isSeat(t['leader']) &&
          isCardList(t['plays']) &&
          (t['declared'] === undefined || isSuit(t['declared'])) &&
          Object.keys(t).every((k) => ['leader', 'plays', 'declared', 'calls'].includes(k)) &&
          (t['calls'] === undefined ||
            (commandable &&
              isRecord(t['calls']) &&
              t['calls']['command'] === true &&
              Object.keys(t['calls']).length === 1)),
      )
    )
      out.push(
        '"tricks" must be a list of {"leader": seat, "plays": [cards], "declared"?: suit, "calls"?: {"command": true} (tw-hk only)}',
      );
    const a = p['answer'];
    if (!isRecord(a) || !Array.isArray(a['seats']) || !a['seats'].every(isSeat) || typeof a['widow'] !== 'boolean')
      out.push('"answer" must be {"seats": [seats that can hold the card], "widow": true or false}');
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Engine checks

function cardsIn(g: { deck: readonly number[] }, cards: readonly Card[], what: string): string[] {
  const deck = new Set(g.deck);
  return cards.filter((c) => !deck.has(cardIndex(c))).map((c) => `${what} has ${c}, which is not in this deck`);
}

/** The solver's verdict on an endgame puzzle: problems (empty when it is right). */
export function endgameProblems(p: EndgamePuzzle): string[] {
  const g = solverGameFor(resolvedRulesOf(p.variant, p.preset), p.trump, p.secretary);
  const all = p.hands.flat();
  const out = cardsIn(g, all, '"hands"');
  if (new Set(all).size !== all.length) out.push('"hands" hold a card twice');
  if (out.length > 0) return out;
  const start = startEndgame(
    g,
    p.hands.map((h) => h.map(cardIndex)),
    p.leader,
    p.side,
  );
  const best = solveEndgame(g, start).total;
  if (best !== p.target) return [`"target" is ${p.target}, but with best play on both sides the side makes ${best}`];
  const { pos } = defendUntilSide(g, start);
  const byCard = new Map<number, number>();
  for (const [mv, v] of moveValues(g, pos)) byCard.set(moveCard(mv), Math.max(byCard.get(moveCard(mv)) ?? -1, v));
  const winners = [...byCard].filter(([, v]) => v === best).map(([c]) => toCard(c));
  if (byCard.size < 2) return ['the side has only one legal card at its first turn: nothing to find'];
  if (winners.length !== 1)
    return [
      `at the side's first turn ${winners.length} cards make ${best} (${winners.join(', ')}): the solution is not unique`,
    ];
  if (winners[0] !== p.key)
    return [`"key" is ${p.key}, but the only winning card at the side's first turn is ${winners[0]}`];
  return [];
}

/** Who-holds on a deduction puzzle; throws a plain message for a position that cannot be. */
export function deductionResult(p: DeductionPuzzle) {
  const g = solverGameFor(resolvedRulesOf(p.variant, p.preset), p.trump, p.secretary);
  const live = new Uint8Array(64);
  for (const c of g.deck) live[c] = 1;
  const buf = new Int32Array(8);
  const tricks: SeenTrick[] = p.tricks.map((t, i) => {
    const lead = cardIndex(t.plays[0]!);
    const m = g.leadMoves(lead, i + 1, live, buf, 0);
    let calls = false;
    for (let j = 0; j < m; j++) if (((buf[j]! >>> 8) & CTX_CALL) !== 0) calls = true;
    if (calls)
      throw new WhoHoldsError(`trick ${i + 1} is led with a card that may make a call: not supported in these puzzles`);
    for (const c of t.plays) live[cardIndex(c)] = 0;
    const command = t.calls?.command === true;
    return {
      leader: t.leader,
      plays: t.plays.map(cardIndex),
      ctx: (t.declared === undefined ? 0 : 'SHDC'.indexOf(t.declared) + 1) | (command ? CTX_COMMAND : 0),
      // The viewer is Napoleon, who gives the command on his own turn.
      ...(command ? { commandAt: (p.seat - t.leader + g.players) % g.players } : {}),
    };
  });
  checkLeaders(g, tricks);
  return whoHolds(
    g,
    {
      card: cardIndex(p.card),
      seat: p.seat,
      hand: p.hand.map(cardIndex),
      tricks,
      discards: p.discards.map(cardIndex),
      widowSize: g.deck.length - g.players * g.totalTricks,
    },
    (c) => cardWords(toCard(c)),
  );
}

/** A card in a sentence: ♥A, or a joker's name in words ("the big joker"). */
export function cardWords(c: Card): string {
  return isJoker(c) ? `the ${spokenName(c)}` : cardLabel(c);
}

export function deductionProblems(p: DeductionPuzzle): string[] {
  let r;
  try {
    r = deductionResult(p);
  } catch (e) {
    return [`the engine rejects it: ${e instanceof Error ? e.message : String(e)}`];
  }
  const want = [...p.answer.seats].sort().join(', ');
  const got = [...r.possible].sort().join(', ');
  const out: string[] = [];
  if (want !== got) out.push(`"answer.seats" is [${want}], but who-holds says [${got}]`);
  if (p.answer.widow !== r.widow) out.push(`"answer.widow" is ${p.answer.widow}, but who-holds says ${r.widow}`);
  if (!r.ruledOut.some((x) => x.rule !== 'no-cards'))
    out.push('no seat is ruled out by the tricks: the deduction does not narrow the field');
  return out;
}

export interface PositionProblem {
  id: string;
  problem: string;
}

/** Every problem of every endgame and deduction file (shape, duplicate ids, engine verdict). */
export function positionProblems(
  lists?: Partial<Record<PositionKind, Partial<Record<PositionVariant, readonly unknown[]>>>>,
): PositionProblem[] {
  const out: PositionProblem[] = [];
  const seen = new Set<string>();
  for (const kind of ['endgame', 'deduction'] as const) {
    for (const variant of POSITION_VARIANTS) {
      const list = lists?.[kind]?.[variant] ?? (lists ? [] : rawPositionPuzzles(kind, variant));
      list.forEach((raw, i) => {
        const rawId = isRecord(raw) ? raw['id'] : undefined;
        const id = typeof rawId === 'string' && rawId !== '' ? rawId : `${kind}-${variant}.json entry ${i + 1}`;
        const shape = positionShapeProblems(raw, kind, variant);
        if (shape.length > 0) {
          out.push({ id, problem: shape.join('; ') });
          return;
        }
        if (seen.has(id)) {
          out.push({ id, problem: 'duplicate id' });
          return;
        }
        seen.add(id);
        const probs =
          kind === 'endgame' ? endgameProblems(raw as EndgamePuzzle) : deductionProblems(raw as DeductionPuzzle);
        if (probs.length > 0) out.push({ id, problem: probs.join('; ') });
      });
    }
  }
  return out;
}

/** Throw naming every wrong puzzle (and any variant below its promised count): the build stops. */
let validated = false;
export function validatePositionPuzzles(): void {
  // The files do not change during a build: every page checks them, the first one runs the check.
  if (validated) return;
  const lines = positionProblems().map((p) => `- ${p.id}: ${p.problem}`);
  for (const kind of ['endgame', 'deduction'] as const)
    for (const v of POSITION_VARIANTS) {
      const n = rawPositionPuzzles(kind, v).length;
      if (n < MIN_POSITION_PUZZLES[kind][v])
        lines.push(`- ${kind}-${v}.json: ${n} puzzles, at least ${MIN_POSITION_PUZZLES[kind][v]} are expected`);
    }
  if (lines.length > 0) throw new Error(`${lines.length} endgame/deduction puzzle problem(s):\n${lines.join('\n')}`);
  validated = true;
}

// ---------------------------------------------------------------------------------------------
// Views for the islands (built at build time)

/** The declarer's title and, in the games with one, the partner's (Nap's declarer plays alone). */
const ROLE: Readonly<Record<PositionVariant, { declarer: string; partner?: string; partnerCard?: string }>> = {
  japanese: { declarer: 'Napoleon', partner: 'adjutant', partnerCard: 'adjutant card' },
  'tw-hk': { declarer: 'Napoleon', partner: 'secretary', partnerCard: 'secretary card' },
  mighty: { declarer: 'declarer', partner: 'friend', partnerCard: 'friend card' },
  nap: { declarer: 'declarer' },
};

/** Seat names relative to the declarer: "You (Napoleon)", "Seat 2" … (the catalogue's: the islands make the same). */
export function seatNames(variant: PositionVariant, players: number, declarer: number, partner?: number): string[] {
  return positionEn.seatNames(variant, players, declarer, partner);
}

export function roleWords(variant: PositionVariant) {
  return ROLE[variant];
}

export interface EndgameView {
  names: string[];
  /** Points still to be won from the position (the variant's unit). */
  available: number;
  /** Tricks in a whole hand (the position's tricks are the last ones). */
  total: number;
  /** Seats at the table. */
  players: number;
  /** What the side counts: point cards (or Mighty's points), or tricks (Nap: a trick is worth 1, a card nothing). */
  unit: 'cards' | 'tricks';
}

/** What the solver's game counts: tricks when every trick is worth the same and no card is. */
export function unitOf(g: { trickBonus: number; value: Uint8Array }): EndgameView['unit'] {
  return g.trickBonus > 0 && g.value.every((v) => v === 0) ? 'tricks' : 'cards';
}

export function endgameView(p: EndgamePuzzle): EndgameView {
  const rules = resolvedRulesOf(p.variant, p.preset);
  const g = solverGameFor(rules, p.trump, p.secretary);
  let available = g.trickBonus * p.hands[0]!.length;
  for (const h of p.hands) for (const c of h) available += g.value[cardIndex(c)]!;
  return {
    names: positionEn.endgameNames(p, g.players),
    available,
    total: g.totalTricks,
    players: g.players,
    unit: unitOf(g),
  };
}

export interface DeductionView {
  names: string[];
  /** Engine seats that can hold the card, and whether the widow can. */
  possible: number[];
  widow: boolean;
  widowSize: number;
  /** One sentence per seat ruled out, with seat names in words. */
  reasons: { seat: number; text: string }[];
  /** Seats still holding cards the learner may mark (everyone but the declarer). */
  candidates: number[];
  /** Seats at the table. */
  players: number;
}

export function deductionView(p: DeductionPuzzle): DeductionView {
  const r = deductionResult(p);
  const g = solverGameFor(resolvedRulesOf(p.variant, p.preset), p.trump, p.secretary);
  const names = seatNames(p.variant, g.players, p.seat);
  const widowSize = g.deck.length - g.players * g.totalTricks - p.discards.length;
  const name = (s: number) => names[s]!.replace(/ \(.*\)$/, '');
  return {
    names,
    possible: r.possible,
    widow: r.widow,
    widowSize,
    reasons: r.ruledOut.map((x) => {
      const t = x.text.replace(/^seat (\d+)/, (_, d: string) => name(Number(d)));
      return { seat: x.seat, text: t.charAt(0).toUpperCase() + t.slice(1) + '.' };
    }),
    candidates: Array.from({ length: g.players }, (_, s) => s).filter((s) => s !== p.seat),
    players: g.players,
  };
}

/** Hint for the first learner turn, used by tests: the seat to act and its legal cards. */
export function endgameFirstTurn(p: EndgamePuzzle): { seat: number; legal: Card[]; defence: Card[] } {
  const g = solverGameFor(resolvedRulesOf(p.variant, p.preset), p.trump, p.secretary);
  const start = startEndgame(
    g,
    p.hands.map((h) => h.map(cardIndex)),
    p.leader,
    p.side,
  );
  const { pos, moves } = defendUntilSide(g, start);
  return {
    seat: seatToAct(g, pos),
    legal: [...new Set(legalMoves(g, pos).map((m) => toCard(moveCard(m))))],
    defence: moves.map((m) => toCard(moveCard(m))),
  };
}

// ---------------------------------------------------------------------------------------------
// Difficulty signals for the trainer's seeded ratings (computed at build time)

/** What the solver says about how hard an endgame is. */
export interface EndgameSignals {
  tricksLeft: number;
  /** Distinct legal cards at the side's first turn (the critical trick). */
  legal: number;
  /** Cards among them that keep the target (1 in every puzzle: the key). */
  winning: number;
  /** The side's turns on the solver's line where exactly one card of two or more keeps the target. */
  onlyMoves: number;
  /** Positions the solver searched from the start. */
  nodes: number;
}

function cardValues(g: ReturnType<typeof solverGameFor>, pos: ReturnType<typeof startEndgame>): Map<number, number> {
  const byCard = new Map<number, number>();
  for (const [mv, v] of moveValues(g, pos)) byCard.set(moveCard(mv), Math.max(byCard.get(moveCard(mv)) ?? -1, v));
  return byCard;
}

export function endgameSignals(p: EndgamePuzzle): EndgameSignals {
  const g = solverGameFor(resolvedRulesOf(p.variant, p.preset), p.trump, p.secretary);
  const start = startEndgame(
    g,
    p.hands.map((h) => h.map(cardIndex)),
    p.leader,
    p.side,
  );
  const nodes = solve(g, {
    hands: start.hands,
    leader: start.leader,
    trickNo: start.trickNo,
    plays: [],
    ctx: 0,
    side: start.side,
  }).nodes;
  const best = solveEndgame(g, start).total;
  const first = cardValues(g, defendUntilSide(g, start).pos);
  let onlyMoves = 0;
  let q = start;
  for (let guard = 0; guard < 64 && !isOver(q); guard++) {
    if (q.side.includes(seatToAct(g, q))) {
      const values = [...cardValues(g, q).values()];
      if (values.length >= 2 && values.filter((v) => v === best).length === 1) onlyMoves++;
    }
    q = playMove(g, q, solverChoice(g, q));
  }
  return {
    tricksLeft: p.hands[0]!.length,
    legal: first.size,
    winning: [...first.values()].filter((v) => v === best).length,
    onlyMoves,
    nodes,
  };
}

/** What who-holds says about how hard a deduction is. */
export interface DeductionSignals {
  /** Tricks to read. */
  tricksSeen: number;
  /** Seats ruled out by a play (not merely by having no cards left). */
  ruledOut: number;
  /** Some seat is ruled out only by counting (a matching over the unseen cards). */
  counting: boolean;
  /** Places (seats and the widow) the card can still be. */
  possible: number;
}

export function deductionSignals(p: DeductionPuzzle): DeductionSignals {
  const r = deductionResult(p);
  return {
    tricksSeen: p.tricks.length,
    ruledOut: r.ruledOut.filter((x) => x.rule !== 'no-cards').length,
    counting: r.ruledOut.some((x) => x.rule === 'counting'),
    possible: r.possible.length + (r.widow ? 1 : 0),
  };
}

/** A position puzzle's theme in words (for the trainer's filter), from its `teaches`. */
const POSITION_THEMES: Readonly<Record<string, string>> = {
  'drawing-trumps': 'Drawing trumps',
  ducking: 'Ducking',
  'lead-to-partner': 'Leading to the partner',
  'mighty-timing': 'Timing the mighty',
  'order-of-play': 'Order of play',
  'right-winner': 'Winning with the right card',
  'throw-in': 'Throw-ins',
  'points-to-partner': 'Feeding the partner',
  unblocking: 'Unblocking',
  counting: 'Counting cards',
  discarding: 'Choosing a discard',
  defence: 'Defending',
  voids: 'Reading voids',
  command: 'The secretary command',
};

export function positionTheme(p: PositionPuzzle): string {
  return POSITION_THEMES[p.teaches] ?? (p.kind === 'endgame' ? 'Playing it out' : 'Reading the play');
}
