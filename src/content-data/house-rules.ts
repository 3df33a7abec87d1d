/**
 * The house-rules page's examples (issue #34): for every option of every game, and for each of
 * its values against the value the game's first preset uses, a small situation where the engine's
 * answer differs — a rule fact (players, hand size, widow, lowest bid …), a trick whose winner
 * changes, a hand whose legal cards change, a score input whose score changes (or that one rule
 * refuses), a Daifugō play judged differently, or the order of the cards. Found by a seeded,
 * bounded, deterministic search over the adapters (`islands-logic/engines/`); the smallest
 * witness of each kind is kept. An option that changes nothing one of these views can show gets a
 * declared kind instead (`DECLARED`: the game's length). Server-only (build time and tests).
 */
import { Rng } from '../engine/rng.ts';
import { SUITS, type Card, type Suit } from '../engine/cards.ts';
import type { OptionDecl, OptionDecls, OptionValue, VariantId } from '../engine/options.ts';
import { VARIANT_IDS } from '../engine/options.ts';
import { engineFor } from '../islands-logic/engines/all.ts';
import type {
  ClimbEngine,
  DaifugoTable,
  RuleChoice,
  TrickEngine,
  TrickSpec,
  VariantEngine,
} from '../islands-logic/engines/types.ts';
import { ruleFacts, type RuleFacts } from './rule-facts.ts';
import { VARIANTS } from '../engine/variants.ts';
import type { Game } from '../engine/game.ts';

/** The facts compared, in the order a reader meets them. */
export const FACT_KEYS = [
  'players',
  'deckSize',
  'handSize',
  'widow',
  'bidding',
  'lowestBid',
  'points',
  'illegalFinish',
] as const;
export type FactKey = (typeof FACT_KEYS)[number];

export type Witness =
  | { kind: 'fact'; fact: FactKey; shown: [string, string] }
  | { kind: 'trick'; trick: TrickSpec; winners: [number, number]; reasons: [string, string] }
  | { kind: 'legal'; trick: TrickSpec; hand: Card[]; legal: [Card[], Card[]] }
  | { kind: 'score'; input: Record<string, string | number>; scores: [string, string] }
  | { kind: 'play'; table: DaifugoTable; play: Card[]; judged: [string, string] }
  | { kind: 'ranking'; trump: Suit | null; led: Suit | null; reversed: boolean; top: [Card[], Card[]] }
  | {
      kind: 'game';
      /** What differs first: who acts or the stage, the moves allowed, what a player sees, a move refused. */
      what: 'turn' | 'actions' | 'view' | 'refused';
      seed: string;
      /** The moves both games made before they part (the engine's actions). */
      moves: unknown[];
      shown: [string, string];
    }
  | { kind: 'declared'; what: 'length' | 'single' };

/** One value against the base value: the two rule choices and what tells them apart. */
export interface ValuePair {
  a: OptionValue;
  b: OptionValue;
  rcA: RuleChoice;
  rcB: RuleChoice;
  witness: Witness | null;
  /** The engine's reason when value `b` cannot be played with any preset (never expected). */
  refused?: string;
}

export interface OptionExample {
  variant: VariantId;
  key: string;
  decl: OptionDecl;
  pairs: ValuePair[];
}

/**
 * Options whose effect none of the computed views shows: what the example says instead. Keyed by
 * option key (the same meaning in every game that has it).
 */
export const DECLARED: Readonly<Record<string, Witness>> = {
  hands: { kind: 'declared', what: 'length' },
  rounds: { kind: 'declared', what: 'length' },
  length: { kind: 'declared', what: 'length' },
};

/** Tries of each search (per kind, per pair); the search stops earlier when it finds one. */
export const TRIES = 1000;
/** Deals played move by move (random legal moves, seeded) when looking for a game witness, and moves each. */
export const GAMES = 4;
export const STEPS = 300;
/** Rule choices tried for one value before giving up (each a full search). */
export const MAX_SEARCHES = 5;

/** The values of an option the page asks about (an int option: its ends and the default's neighbours). */
export function optionValues(decl: OptionDecl): OptionValue[] {
  if (decl.kind === 'enum') return [...decl.values];
  if (decl.kind === 'bool') return [false, true];
  const d = decl.default;
  const vals = new Set([decl.min, d - 1, d, d + 1, decl.max].filter((n) => n >= decl.min && n <= decl.max));
  return [...vals].sort((x, y) => x - y);
}

const validRc = (e: VariantEngine, rc: RuleChoice): string | null => {
  try {
    e.players(rc);
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
};

const show = (x: unknown): string => (x === undefined ? '—' : Array.isArray(x) ? x.join(' ') : JSON.stringify(x));

/** Run `f`, turning a refusal into its message (a refused bid is an answer too). */
function answer(f: () => unknown): string {
  try {
    return JSON.stringify(f());
  } catch (err) {
    return `refused: ${err instanceof Error ? err.message : String(err)}`;
  }
}

function pick<T>(rng: Rng, xs: readonly T[]): T {
  return xs[rng.int(xs.length)]!;
}

function shuffled<T>(rng: Rng, xs: readonly T[]): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

function factWitness(v: VariantId, rcA: RuleChoice, rcB: RuleChoice): Witness | null {
  const fa: RuleFacts = ruleFacts(v, rcA);
  const fb: RuleFacts = ruleFacts(v, rcB);
  for (const k of FACT_KEYS) {
    const a = show(fa[k]);
    const b = show(fb[k]);
    if (a !== b) return { kind: 'fact', fact: k, shown: [a, b] };
  }
  return null;
}

/** A random trick (or the start of one: `n` plays) of the rules `rc`. */
/** The cards with a special power under `rc` (the ranking marks them), drawn more often. */
function specialCards(e: TrickEngine, rc: RuleChoice): Card[] {
  const out = new Set<Card>();
  for (const trump of SUITS)
    for (const r of e.ranking(rc, { trump, trick: 2, led: trump })) if (r.special) out.add(r.card);
  return [...out];
}

/** Cards for a trick: half the time the special cards first (the joker, the mighty, the killer …). */
function drawCards(rng: Rng, deck: Card[], specials: Card[]): Card[] {
  if (specials.length === 0 || rng.int(2) === 0) return shuffled(rng, deck);
  const first = shuffled(rng, specials).slice(0, 1 + rng.int(Math.min(3, specials.length)));
  return shuffled(rng, [
    ...first,
    ...shuffled(
      rng,
      deck.filter((c) => !first.includes(c)),
    ).slice(0, 6),
  ])
    .concat(deck.filter((c) => !first.includes(c)))
    .filter((c, i, xs) => xs.indexOf(c) === i);
}

function randomTrick(
  e: TrickEngine,
  rc: RuleChoice,
  rng: Rng,
  n: number,
  deck: Card[],
  specials: Card[] = [],
): TrickSpec {
  const total = e.totalTricks(rc);
  const trumps: (Suit | null)[] = e.noTrump(rc) ? [...SUITS, null] : [...SUITS];
  const plays = drawCards(rng, deck, specials).slice(0, n);
  // Early and last tricks matter most to the local rules: favour them.
  const trick = pick(
    rng,
    [1, 1, 2, total - 2, total - 1, total, total, 1 + rng.int(total)].filter((x) => x >= 1),
  );
  const t: TrickSpec = { trump: pick(rng, trumps), trick, plays };
  if (e.extras.includes('declared')) t.declared = pick(rng, SUITS);
  if (e.extras.includes('secretary')) t.secretary = pick(rng, deck);
  if (e.extras.includes('summon') || e.extras.includes('ripper'))
    t.calls = {
      ...(e.extras.includes('summon') ? { summon: rng.int(3) === 0 } : {}),
      ...(e.extras.includes('ripper') ? { ripper: rng.int(3) === 0 } : {}),
    };
  return t;
}

function trickWitness(e: TrickEngine, rcA: RuleChoice, rcB: RuleChoice, seed: string): Witness | null {
  const deck = e.deck(rcA);
  if (show(deck) !== show(e.deck(rcB))) return null;
  const players = e.players(rcA);
  if (players !== e.players(rcB)) return null;
  const rng = new Rng(`house-trick-${seed}`);
  const specials = [...new Set([...specialCards(e, rcA), ...specialCards(e, rcB)])];
  for (let i = 0; i < TRIES; i++) {
    const t = randomTrick(e, rcA, rng, players, deck, specials);
    const w = trickThatParts(e, rcA, rcB, t);
    if (w) return w;
  }
  return null;
}

/** The trick as an example when the two rule sets give it different winners (and both can judge it). */
function trickThatParts(
  e: TrickEngine,
  rcA: RuleChoice,
  rcB: RuleChoice,
  t: ReturnType<typeof randomTrick>,
): Witness | null {
  if (t.trick > Math.min(e.totalTricks(rcA), e.totalTricks(rcB))) return null;
  try {
    const wa = e.winner(rcA, t);
    const wb = e.winner(rcB, t);
    if (wa.winner !== wb.winner)
      return { kind: 'trick', trick: t, winners: [wa.winner, wb.winner], reasons: [wa.reason, wb.reason] };
  } catch {
    // a trick one rule set cannot judge shows nothing
  }
  return null;
}

function legalWitness(e: TrickEngine, rcA: RuleChoice, rcB: RuleChoice, seed: string): Witness | null {
  const deck = e.deck(rcA);
  if (show(deck) !== show(e.deck(rcB))) return null;
  const players = Math.min(e.players(rcA), e.players(rcB));
  const rng = new Rng(`house-legal-${seed}`);
  const specials = [...new Set([...specialCards(e, rcA), ...specialCards(e, rcB)])];
  // The smallest hand first.
  for (let size = 2; size <= 6; size++) {
    for (let i = 0; i < TRIES / 5; i++) {
      const cards = drawCards(rng, deck, specials);
      const n = rng.int(players);
      const t = randomTrick(e, rcA, rng, 0, deck);
      t.plays = cards.slice(0, n);
      const hand = cards.slice(n, n + size);
      const la = answer(() => e.legal(rcA, t, hand));
      const lb = answer(() => e.legal(rcB, t, hand));
      if (la.startsWith('refused') || lb.startsWith('refused') || la === lb) continue;
      return { kind: 'legal', trick: t, hand, legal: [e.legal(rcA, t, hand), e.legal(rcB, t, hand)] };
    }
  }
  return null;
}

function scoreWitness(e: VariantEngine, rcA: RuleChoice, rcB: RuleChoice, seed: string): Witness | null {
  const fields = e.scoreFields(rcA);
  const rng = new Rng(`house-score-${seed}`);
  let best: { input: Record<string, string | number>; scores: [string, string]; size: number } | null = null;
  for (let i = 0; i < TRIES / 4; i++) {
    const input: Record<string, string | number> = {};
    for (const f of fields) {
      if (f.kind === 'int') input[f.key] = (f.min ?? 0) + rng.int((f.max ?? 10) - (f.min ?? 0) + 1);
      else if (f.kind === 'trump') input[f.key] = pick(rng, [...SUITS, 'none']);
      else input[f.key] = pick(rng, f.values ?? ['']);
    }
    const a = answer(() => e.score(rcA, input));
    const b = answer(() => e.score(rcB, input));
    if (a === b || (a.startsWith('refused') && b.startsWith('refused'))) continue;
    // Smallest: the input closest to the fields' defaults.
    const size = fields.reduce((s, f) => s + (String(input[f.key]) === String(f.default) ? 0 : 1), 0);
    if (!best || size < best.size) best = { input, scores: [a, b], size };
    if (size <= 1) break;
  }
  return best ? { kind: 'score', input: best.input, scores: best.scores } : null;
}

/** A random Daifugō play: a single, a set of one rank, or a run in one suit. */
function randomPlay(rng: Rng, deck: Card[]): Card[] {
  const shape = rng.int(3);
  const start = pick(rng, deck);
  if (shape === 0) return [start];
  const rank = start.replace(/^[SHDC]/, '');
  if (shape === 1) {
    const same = shuffled(
      rng,
      deck.filter((c) => c.replace(/^[SHDC]/, '') === rank && c !== start),
    );
    return [start, ...same.slice(0, 1 + rng.int(3))];
  }
  const suit = start[0];
  const order = deck.filter((c) => c[0] === suit);
  const i = order.indexOf(start);
  return order.slice(Math.max(0, i), Math.max(0, i) + 3 + rng.int(2));
}

/** A judged play's verdict without its wording: refused, or allowed with these effects. */
function verdict(answerText: string): string {
  if (answerText.startsWith('refused')) return 'error';
  const j = JSON.parse(answerText) as { legal: boolean; effects?: string[] };
  return j.legal ? `allowed ${(j.effects ?? []).join(' ')}` : 'refused';
}

function playWitness(e: ClimbEngine, rcA: RuleChoice, rcB: RuleChoice, seed: string): Witness | null {
  const deck = e.deck(rcA);
  const rng = new Rng(`house-play-${seed}`);
  let best: (Witness & { kind: 'play' }) | null = null;
  let bestSize = Infinity;
  for (let i = 0; i < TRIES; i++) {
    const pile = rng.int(3) === 0 ? [] : [randomPlay(rng, deck)];
    const table: DaifugoTable = {
      pile,
      reversed: rng.int(4) === 0,
      elevenBack: rng.int(5) === 0,
      lockedSuits:
        rng.int(5) === 0 && pile[0]
          ? [...new Set(pile[0].map((c) => c[0] as Suit))].filter((s) => SUITS.includes(s))
          : [],
    };
    const play = randomPlay(rng, deck);
    const a = answer(() => e.judgePlay(rcA, table, play));
    const b = answer(() => e.judgePlay(rcB, table, play));
    // Judged differently: allowed under one only, or other effects (not two refusals worded apart).
    if (a === b || verdict(a) === verdict(b)) continue;
    const size =
      play.length +
      pile.flat().length +
      (table.reversed ? 1 : 0) +
      (table.elevenBack ? 1 : 0) +
      table.lockedSuits.length;
    if (size < bestSize) {
      best = { kind: 'play', table, play, judged: [a, b] };
      bestSize = size;
      if (size <= 2) break;
    }
  }
  return best;
}

function rankingWitness(e: VariantEngine, rcA: RuleChoice, rcB: RuleChoice): Witness | null {
  const order = (rc: RuleChoice, q: { trump: Suit | null; led: Suit | null; reversed: boolean }) =>
    e.kind === 'climb'
      ? e.ranking(rc, { reversed: q.reversed })
      : e.ranking(rc, { trump: q.trump, trick: 2, led: q.led });
  const qs =
    e.kind === 'climb'
      ? [false, true].map((reversed) => ({ trump: null, led: null, reversed }))
      : SUITS.flatMap((trump) => SUITS.map((led) => ({ trump, led, reversed: false })));
  for (const q of qs) {
    const a = answer(() => order(rcA, q).map((r) => [r.card, r.place]));
    const b = answer(() => order(rcB, q).map((r) => [r.card, r.place]));
    if (a === b || a.startsWith('refused') || b.startsWith('refused')) continue;
    const top = (rc: RuleChoice) =>
      order(rc, q)
        .slice(0, 6)
        .map((r) => r.card);
    return { kind: 'ranking', ...q, top: [top(rcA), top(rcB)] };
  }
  return null;
}

/** What a seat sees, without the rules themselves (they differ by construction). */
function viewText(g: Game<unknown, unknown, unknown>, s: unknown, seat: number): string {
  const v = g.view(s, seat);
  return JSON.stringify(v, (k, x: unknown) => (k === 'rules' || k === 'ruleSet' || k === 'values' ? undefined : x));
}

function gameWitness(v: VariantId, rcA: RuleChoice, rcB: RuleChoice, seed: string): Witness | null {
  const g = VARIANTS[v].game as unknown as Game<unknown, unknown, unknown>;
  const rng = new Rng(`house-game-${seed}`);
  const players = engineFor(v).players(rcA);
  for (let k = 0; k < GAMES; k++) {
    const gseed = `house-${k}`;
    let sA = g.setup({ ruleSet: { variant: v, ...rcA }, seed: gseed });
    let sB = g.setup({ ruleSet: { variant: v, ...rcB }, seed: gseed });
    const moves: unknown[] = [];
    const found = (what: 'turn' | 'actions' | 'view' | 'refused', shown: [string, string]): Witness => ({
      kind: 'game',
      what,
      seed: gseed,
      moves: [...moves],
      shown,
    });
    for (let step = 0; step < STEPS; step++) {
      const ta = `${g.phase(sA)} ${show(g.toAct(sA))}`;
      const tb = `${g.phase(sB)} ${show(g.toAct(sB))}`;
      if (ta !== tb) return found('turn', [ta, tb]);
      if (g.isGameOver(sA)) break;
      const seat = g.toAct(sA)[0];
      if (seat === undefined) break;
      const la = g.legalActions(sA, seat).map((a) => JSON.stringify(a));
      const lb = g.legalActions(sB, seat).map((a) => JSON.stringify(a));
      if (la.join('|') !== lb.join('|')) {
        const onlyA = la.filter((a) => !lb.includes(a));
        const onlyB = lb.filter((a) => !la.includes(a));
        return found('actions', [`[${onlyA.join(',')}]`, `[${onlyB.join(',')}]`]);
      }
      for (let other = 0; other < players; other++) {
        const va = viewText(g, sA, other);
        const vb = viewText(g, sB, other);
        if (va !== vb) return found('view', [String(other), String(other)]);
      }
      if (la.length === 0) break;
      // Passing often: the rules about everyone passing are reached too.
      const passes = la.filter((a) => a.includes('"pass"'));
      const a = JSON.parse(passes.length && rng.int(2) === 0 ? pick(rng, passes) : pick(rng, la)) as unknown;
      const oa = g.apply(sA, a);
      const ob = g.apply(sB, a);
      if (!oa.ok || !ob.ok) return found('refused', [oa.ok ? 'ok' : oa.reason, ob.ok ? 'ok' : ob.reason]);
      moves.push(a);
      sA = oa.value;
      sB = ob.value;
    }
  }
  return null;
}

/**
 * Tricks of one suit only (the rules about a trick all of one suit, such as same-two, need them;
 * random tricks seldom are): the led suit's cards, its 2 half the time.
 */
function oneSuitWitness(e: TrickEngine, rcA: RuleChoice, rcB: RuleChoice, seed: string): Witness | null {
  const deck = e.deck(rcA);
  if (show(deck) !== show(e.deck(rcB))) return null;
  const players = e.players(rcA);
  if (players !== e.players(rcB)) return null;
  const rng = new Rng(`house-one-suit-${seed}`);
  for (let i = 0; i < TRIES / 2; i++) {
    const suit = pick(rng, SUITS);
    const ofSuit = shuffled(
      rng,
      deck.filter((c) => c[0] === suit),
    );
    const two = `${suit}2` as Card;
    const cards = rng.int(2) === 0 && ofSuit.includes(two) ? [two, ...ofSuit.filter((c) => c !== two)] : ofSuit;
    if (cards.length < players) continue;
    const t = randomTrick(e, rcA, rng, 0, deck);
    t.plays = shuffled(rng, cards.slice(0, players));
    const w = trickThatParts(e, rcA, rcB, t);
    if (w) return w;
  }
  return null;
}

/**
 * A game example asked again: both games set up from its seed, its moves made, and the difference
 * it names looked for where it says (who acts, the moves allowed, what a seat sees). A move
 * refused by one game is checked by its refusal alone (the move itself is not stored).
 */
export function gameDiffers(
  v: VariantId,
  w: Extract<Witness, { kind: 'game' }>,
  rcA: RuleChoice,
  rcB: RuleChoice,
): boolean {
  if (w.what === 'refused') return w.shown[0] !== w.shown[1];
  const g = VARIANTS[v].game as unknown as Game<unknown, unknown, unknown>;
  let sA = g.setup({ ruleSet: { variant: v, ...rcA }, seed: w.seed });
  let sB = g.setup({ ruleSet: { variant: v, ...rcB }, seed: w.seed });
  for (const m of w.moves) {
    const oa = g.apply(sA, m);
    const ob = g.apply(sB, m);
    if (!oa.ok || !ob.ok) return false;
    sA = oa.value;
    sB = ob.value;
  }
  const turn = (s: unknown) => `${g.phase(s)} ${show(g.toAct(s))}`;
  if (w.what === 'turn') return turn(sA) !== turn(sB);
  if (w.what === 'view') return viewText(g, sA, Number(w.shown[0])) !== viewText(g, sB, Number(w.shown[0]));
  const seat = g.toAct(sA)[0];
  if (seat === undefined || turn(sA) !== turn(sB)) return false;
  return JSON.stringify(g.legalActions(sA, seat)) !== JSON.stringify(g.legalActions(sB, seat));
}

/** Deals searched for a first round that differs (a redeal a weak hand may call), and their moves. */
export const DEALS = 300;

/**
 * The first round of many deals, everyone passing where they may (nobody has bid yet): the moves a
 * player may make there differ (a hand weak enough to call a redeal under one answer only).
 */
function dealWitness(v: VariantId, rcA: RuleChoice, rcB: RuleChoice): Witness | null {
  const g = VARIANTS[v].game as unknown as Game<unknown, unknown, unknown>;
  const players = engineFor(v).players(rcA);
  for (let k = 0; k < DEALS; k++) {
    const gseed = `house-deal-${k}`;
    let sA = g.setup({ ruleSet: { variant: v, ...rcA }, seed: gseed });
    let sB = g.setup({ ruleSet: { variant: v, ...rcB }, seed: gseed });
    const moves: unknown[] = [];
    for (let step = 0; step < players; step++) {
      const seat = g.toAct(sA)[0];
      if (seat === undefined || show(g.toAct(sA)) !== show(g.toAct(sB))) break;
      const la = g.legalActions(sA, seat).map((a) => JSON.stringify(a));
      const lb = g.legalActions(sB, seat).map((a) => JSON.stringify(a));
      if (la.join('|') !== lb.join('|')) {
        const onlyA = la.filter((a) => !lb.includes(a));
        const onlyB = lb.filter((a) => !la.includes(a));
        return {
          kind: 'game',
          what: 'actions',
          seed: gseed,
          moves,
          shown: [`[${onlyA.join(',')}]`, `[${onlyB.join(',')}]`],
        };
      }
      const pass = la.find((a) => a.includes('"pass"'));
      if (!pass) break;
      const a = JSON.parse(pass) as unknown;
      const oa = g.apply(sA, a);
      const ob = g.apply(sB, a);
      if (!oa.ok || !ob.ok) break;
      moves.push(a);
      sA = oa.value;
      sB = ob.value;
    }
  }
  return null;
}

/** The witness of one pair of rule choices: the first kind that shows a difference. */
export function findWitness(v: VariantId, key: string, rcA: RuleChoice, rcB: RuleChoice): Witness | null {
  const e = engineFor(v);
  const seed = `${v}-${key}-${JSON.stringify(rcB.rules?.[key])}`;
  return (
    factWitness(v, rcA, rcB) ??
    (e.kind === 'trick'
      ? (trickWitness(e, rcA, rcB, seed) ?? legalWitness(e, rcA, rcB, seed))
      : playWitness(e, rcA, rcB, seed)) ??
    scoreWitness(e, rcA, rcB, seed) ??
    gameWitness(v, rcA, rcB, seed) ??
    rankingWitness(e, rcA, rcB) ??
    (e.kind === 'trick' ? oneSuitWitness(e, rcA, rcB, seed) : null) ??
    dealWitness(v, rcA, rcB) ??
    DECLARED[key] ??
    null
  );
}

/** The rule choices to compare one value against the base: the first preset that allows both. */
function pairFor(v: VariantId, key: string, decl: OptionDecl, b: OptionValue): ValuePair {
  const e = engineFor(v);
  let refused = '';
  // Each preset as it is, then the first preset with one other option of the same topic changed
  // (a value that needs another: Blücher needs Wellington; a rule about the same-suit two needs it on).
  const tries: [string, Record<string, OptionValue>][] = [
    ...e.presets.map((p): [string, Record<string, OptionValue>] => [p.id, {}]),
    ...Object.entries(e.options)
      .filter(([k, d]) => k !== key && (d.topic === decl.topic || k === 'players'))
      .flatMap(([k, d]) =>
        optionValues(d).map((x): [string, Record<string, OptionValue>] => [e.presets[0]!.id, { [k]: x }]),
      ),
  ];
  let first: ValuePair | null = null;
  let searched = 0;
  for (const [preset, extra] of tries) {
    const p = e.presets.find((x) => x.id === preset)!;
    const a = (extra[key] ?? p.values[key] ?? decl.default) as OptionValue;
    const other = a === b ? (optionValues(decl).find((x) => x !== b) ?? a) : a;
    const rcA: RuleChoice = { preset, rules: { ...extra, [key]: other } };
    const rcB: RuleChoice = { preset, rules: { ...extra, [key]: b } };
    const bad = validRc(e, rcA) ?? validRc(e, rcB);
    if (bad) {
      refused ||= bad;
      continue;
    }
    const witness = findWitness(v, key, rcA, rcB);
    const pair: ValuePair = { a: other, b, rcA, rcB, witness };
    if (witness) return pair;
    first ??= pair;
    if (++searched >= MAX_SEARCHES) break;
  }
  return wideSearch(v, key, decl, b) ?? first ?? { a: b, b, rcA: {}, rcB: {}, witness: null, refused };
}

/** Rule sets tried at random for a value that needs other options set first (each a quick search). */
export const WIDE_TRIES = 60;

/** The option keys a refusal names (the engine quotes them: `"killer"`). */
const namedKeys = (message: string, options: OptionDecls): string[] =>
  Object.keys(options).filter((k) => message.includes(`"${k}"`));

/** A witness's engine answers asked again under `rcA` and `rcB`: the updated witness, or null when they agree. */
export function rejudge(v: VariantId, w: Witness, rcA: RuleChoice, rcB: RuleChoice): Witness | null {
  const e = engineFor(v);
  try {
    switch (w.kind) {
      case 'fact': {
        const shown: [string, string] = [show(ruleFacts(v, rcA)[w.fact]), show(ruleFacts(v, rcB)[w.fact])];
        return shown[0] === shown[1] ? null : { ...w, shown };
      }
      case 'trick': {
        if (e.kind !== 'trick') return null;
        const [a, b] = [e.winner(rcA, w.trick), e.winner(rcB, w.trick)];
        return a.winner === b.winner ? null : { ...w, winners: [a.winner, b.winner], reasons: [a.reason, b.reason] };
      }
      case 'legal': {
        if (e.kind !== 'trick') return null;
        const legal: [Card[], Card[]] = [e.legal(rcA, w.trick, w.hand), e.legal(rcB, w.trick, w.hand)];
        return show(legal[0]) === show(legal[1]) ? null : { ...w, legal };
      }
      case 'score': {
        // The hand must be one both rule sets can score (a Wellington bid needs Wellington allowed).
        const fits = (rc: RuleChoice) =>
          e.scoreFields(rc).every((f) => !f.values || f.values.includes(String(w.input[f.key])));
        if (!fits(rcA) || !fits(rcB)) return null;
        const scores: [string, string] = [answer(() => e.score(rcA, w.input)), answer(() => e.score(rcB, w.input))];
        return scores[0] === scores[1] ? null : { ...w, scores };
      }
      case 'play': {
        if (e.kind !== 'climb') return null;
        const judged: [string, string] = [
          answer(() => e.judgePlay(rcA, w.table, w.play)),
          answer(() => e.judgePlay(rcB, w.table, w.play)),
        ];
        return verdict(judged[0]) === verdict(judged[1]) ? null : { ...w, judged };
      }
      default:
        return null;
    }
  } catch {
    return null;
  }
}

/** The searches of one rule set that are quick enough to try many rule sets with. */
function quickWitness(v: VariantId, key: string, rcA: RuleChoice, rcB: RuleChoice): Witness | null {
  const e = engineFor(v);
  const seed = `${v}-${key}-${JSON.stringify(rcB.rules?.[key])}-wide`;
  return (
    factWitness(v, rcA, rcB) ??
    (e.kind === 'trick'
      ? (trickWitness(e, rcA, rcB, seed) ?? oneSuitWitness(e, rcA, rcB, seed) ?? legalWitness(e, rcA, rcB, seed))
      : playWitness(e, rcA, rcB, seed)) ??
    scoreWitness(e, rcA, rcB, seed)
  );
}

/**
 * A value that shows nothing against the presets or one other option changed: rule sets with
 * other options changed at random (and, where the engine refuses a set, the options its refusal
 * names put right), until one shows a difference; then every other option that is not needed for
 * it is put back, so the example names only what it needs (the killer card, the joker, where the
 * joker ranks …). Seeded: the same every time.
 */
function wideSearch(v: VariantId, key: string, decl: OptionDecl, b: OptionValue): ValuePair | null {
  const e = engineFor(v);
  const preset = e.presets[0]!;
  const presetValue = (k: string) => (preset.values[k] ?? e.options[k]!.default) as OptionValue;
  const base = presetValue(key);
  const a = base === b ? (optionValues(decl).find((x) => x !== b) ?? base) : base;
  const rng = new Rng(`house-wide-${v}-${key}-${String(b)}`);
  const others = Object.keys(e.options).filter((k) => k !== key);
  const otherValue = (k: string) => {
    const vals = optionValues(e.options[k]!).filter((x) => x !== presetValue(k));
    return vals.length ? pick(rng, vals) : undefined;
  };
  const rcs = (extra: Record<string, OptionValue>): [RuleChoice, RuleChoice] => [
    { preset: preset.id, rules: { ...extra, [key]: a } },
    { preset: preset.id, rules: { ...extra, [key]: b } },
  ];
  for (let i = 0; i < WIDE_TRIES; i++) {
    const extra: Record<string, OptionValue> = {};
    for (const k of others) {
      const x = rng.int(3) === 0 ? otherValue(k) : undefined;
      if (x !== undefined) extra[k] = x;
    }
    let valid = false;
    for (let r = 0; r < 12 && !valid; r++) {
      const [rcA, rcB] = rcs(extra);
      const bad = validRc(e, rcA) ?? validRc(e, rcB);
      if (!bad) valid = true;
      else {
        const named = namedKeys(bad, e.options).filter((k) => k !== key);
        if (named.length === 0) break;
        const mine = named.filter((k) => k in extra);
        // An option changed at random that the refusal names goes back; one it needs is changed.
        if (mine.length) delete extra[mine[0]!];
        else
          for (const k of named) {
            const x = otherValue(k);
            if (x !== undefined) extra[k] = x;
          }
      }
    }
    if (!valid) continue;
    const found = quickWitness(v, key, ...rcs(extra));
    if (!found) continue;
    // Put back every option the example does not need.
    let witness: Witness = found;
    for (const k of Object.keys(extra)) {
      const less = { ...extra };
      delete less[k];
      const [rcA, rcB] = rcs(less);
      if (validRc(e, rcA) ?? validRc(e, rcB)) continue;
      const still = rejudge(v, witness, rcA, rcB);
      if (still) {
        delete extra[k];
        witness = still;
      }
    }
    const [rcA, rcB] = rcs(extra);
    return { a, b, rcA, rcB, witness: rejudge(v, witness, rcA, rcB) ?? witness };
  }
  return null;
}

const cache = new Map<string, OptionExample>();

/** The examples of one option: each value against the base value (the first preset's). */
export function optionExample(v: VariantId, key: string): OptionExample {
  const id = `${v}/${key}`;
  const hit = cache.get(id);
  if (hit) return hit;
  const e = engineFor(v);
  const decl = e.options[key];
  if (!decl) throw new Error(`house rules: ${v} has no option "${key}"`);
  const base = (e.presets[0]!.values[key] ?? decl.default) as OptionValue;
  const values = optionValues(decl);
  const pairs: ValuePair[] =
    values.length < 2
      ? // One value only (the game is played one way): the example says so.
        [{ a: base, b: base, rcA: {}, rcB: {}, witness: { kind: 'declared', what: 'single' } }]
      : values.filter((x) => x !== base).map((b) => pairFor(v, key, decl, b));
  const ex = { variant: v, key, decl, pairs };
  cache.set(id, ex);
  return ex;
}

/** Every option of a game, with its examples. */
export function gameExamples(v: VariantId): OptionExample[] {
  return Object.keys(engineFor(v).options).map((k) => optionExample(v, k));
}

/** The options (as `game/key = value`) with a value that has no example: the build check's list. */
export function missingExamples(variants: readonly VariantId[] = VARIANT_IDS): string[] {
  return variants.flatMap((v) =>
    gameExamples(v).flatMap((ex) =>
      ex.pairs
        .filter((p) => !p.witness)
        .map((p) => `${v}/${ex.key} = ${String(p.b)}${p.refused ? ` (refused: ${p.refused})` : ''}`),
    ),
  );
}
