/**
 * "Play on" lesson steps: a short scripted deal played to the end of a trick or two (or, in
 * Daifugō, until the pile is cleared) with the computer players. Deterministic: every hand is
 * fixed in the lesson, and each computer plays the first of its cards (or plays) that the engine
 * allows, in the order the lesson lists them, or passes (Daifugō). The engine checks every card
 * of the learner and decides every trick. Pure; used by the Lesson island and the lesson tests.
 */
import { cardLabel } from '../engine/cards.ts';
import type { LessonPlayOn, PlayOnClimb, PlayOnTrick } from '../content-data/lessons.ts';
import type { ClimbEngine, DaifugoTable, RuleChoice, TrickEngine, VariantEngine } from './engines/types.ts';
import type { CheckWords } from './lessons.ts';

/**
 * The sentences of a play-on deal in one language, with the lesson checks' words
 * (src/i18n/islands/lesson-check.<lang>.ts).
 */
export interface PlayOnWords extends CheckWords {
  /** The learner is seat 0, the computers are numbered. */
  seat: (seat: number) => string;
  notYourPlay: (play: readonly string[]) => string;
  mustLead: string;
  eightCut: (play: readonly string[]) => string;
  nobodyBeat: (play: readonly string[]) => string;
  /** Who took the lead of a cleared pile (seat 0: the learner), then the reason. */
  takesLead: (seat: number, reason: string) => string;
  /** Who won trick `trick` with `card` (seat 0: the learner), then the reason. */
  winsTrick: (seat: number, card: string, trick: number, reason: string) => string;
  notPlayable: string;
  yourTurn: string;
  youLead: (trick: number) => string;
  mayBePlayed: (move: string) => string;
  overEarly: string;
  notFinished: string;
}

export interface PlayOnPlay {
  seat: number;
  /** A card (trick games) or a play of cards, empty for a pass (Daifugō). */
  cards: string[];
}

export interface PlayOnRound {
  plays: PlayOnPlay[];
  /** The seat that won the trick (or took the lead when the pile was cleared). */
  winner: number;
  reason: string;
  /** The trick number (trick games). */
  trick: number;
}

export interface PlayOnState {
  /** Tricks (or piles) finished so far. */
  done: PlayOnRound[];
  /** The trick (or pile) in progress. */
  current: PlayOnPlay[];
  trick: number;
  /** The learner's cards (trick games) or plays (Daifugō) not yet used. */
  hand: string[][];
  /** `need`: the learner is to play; `over`: the scripted deal is finished; `illegal`: the last learner move may not be played. */
  status: 'need' | 'over' | 'illegal';
  /** Why the last learner move may not be played (status `illegal`). */
  problem?: string;
  /** Daifugō: the table as it stands. */
  table?: DaifugoTable;
}

/** The name of a seat in a play-on step: the learner is seat 0, the computers are numbered. */
export const playOnSeat = (seat: number) => (seat === 0 ? 'you' : `computer ${seat}`);

const words = (cards: readonly string[]) => (cards.length === 0 ? 'a pass' : cards.map(cardLabel).join(' '));

function trickSpec(p: PlayOnTrick, trick: number, plays: string[]) {
  return {
    trump: p.trump,
    trick,
    plays,
    ...(p.declared ? { declared: p.declared } : {}),
    ...(p.secretary ? { secretary: p.secretary } : {}),
  };
}

/** Play the scripted deal with the learner's `moves` so far (cards, in order). */
export function simulateTrickPlayOn(
  engine: TrickEngine,
  rc: RuleChoice,
  p: PlayOnTrick,
  moves: readonly string[],
  w: PlayOnWords,
): PlayOnState {
  const n = p.others.length + 1;
  const players = engine.players(rc);
  if (n !== players) throw new Error(`a play-on deal needs a hand for each of the ${players} players, not ${n}`);
  const hands = [[...p.hand], ...p.others.map((h) => [...h])];
  const done: PlayOnRound[] = [];
  let leader = p.leader;
  let used = 0;
  for (let t = 0; t < p.tricks; t++) {
    const trick = p.trick + t;
    const current: PlayOnPlay[] = [];
    for (let k = 0; k < n; k++) {
      const seat = (leader + k) % n;
      const cards = current.map((c) => c.cards[0]!);
      const legal = engine.legal(rc, trickSpec(p, trick, cards), hands[seat]!);
      let card: string | undefined;
      if (seat === 0) {
        card = moves[used];
        if (card === undefined) {
          return { done, current, trick, hand: hands[0]!.map((c) => [c]), status: 'need' };
        }
        used++;
        if (!legal.includes(card)) {
          return {
            done,
            current,
            trick,
            hand: hands[0]!.map((c) => [c]),
            status: 'illegal',
            problem: w.notAllowed(card, legal),
          };
        }
      } else {
        card = hands[seat]!.find((c) => legal.includes(c));
        if (card === undefined) throw new Error(`${playOnSeat(seat)} has no card to play in trick ${trick}`);
      }
      hands[seat] = hands[seat]!.filter((c) => c !== card);
      current.push({ seat, cards: [card] });
    }
    const spec = trickSpec(
      p,
      trick,
      current.map((c) => c.cards[0]!),
    );
    const r = engine.winner(rc, spec);
    const winner = current[r.winner]!.seat;
    done.push({ plays: current, winner, reason: w.trickReason(engine, rc, spec, r), trick });
    leader = winner;
  }
  return { done, current: [], trick: p.trick + p.tricks - 1, hand: hands[0]!.map((c) => [c]), status: 'over' };
}

/** Effects a Daifugō play-on step can follow on the table. */
const CLIMB_EFFECTS = new Set(['eight-cut', 'revolution', 'eleven-back']);

/**
 * Daifugō: play until the pile is cleared (everyone else passes, or an eight cut). A player who
 * passes sits out until the pile is cleared. `moves`: the learner's plays, `[]` for a pass.
 */
export function simulateClimbPlayOn(
  engine: ClimbEngine,
  rc: RuleChoice,
  p: PlayOnClimb,
  moves: readonly string[][],
  w: PlayOnWords,
): PlayOnState {
  const n = p.others.length + 1;
  const hands = [p.hand.map((x) => [...x]), ...p.others.map((h) => h.map((x) => [...x]))];
  const table: DaifugoTable = {
    pile: p.table.pile.map((x) => [...x]),
    reversed: p.table.reversed,
    elevenBack: p.table.elevenBack,
    lockedSuits: [...p.table.lockedSuits],
  };
  const current: PlayOnPlay[] = [];
  const passed = new Set<number>();
  let last = p.table.pile.length > 0 ? -1 : null;
  let used = 0;
  const state = (status: PlayOnState['status'], problem?: string): PlayOnState => ({
    done: [],
    current,
    trick: 1,
    hand: hands[0]!,
    status,
    table,
    ...(problem ? { problem } : {}),
  });
  let seat = p.leader;
  for (let guard = 0; guard < 200; guard++) {
    let play: string[];
    if (seat === 0) {
      const m = moves[used];
      if (m === undefined) return state('need');
      used++;
      if (m.length > 0) {
        const v = engine.judgePlay(rc, table, m);
        if (!v.legal) return state('illegal', w.cannotPlay(m, w.climbReason(v.reason)));
        if (!hands[0]!.some((h) => h.join() === m.join())) return state('illegal', w.notYourPlay(m));
      } else if (table.pile.length === 0) {
        return state('illegal', w.mustLead);
      }
      play = m;
    } else {
      const found = passed.has(seat) ? undefined : hands[seat]!.find((h) => engine.judgePlay(rc, table, h).legal);
      play = found ?? [];
      if (play.length === 0 && table.pile.length === 0) throw new Error(`${playOnSeat(seat)} has nothing to lead`);
    }
    if (play.length === 0) {
      passed.add(seat);
      current.push({ seat, cards: [] });
    } else {
      const v = engine.judgePlay(rc, table, play);
      if (!v.legal) throw new Error(`${playOnSeat(seat)} cannot play ${words(play)}: ${v.reason}`);
      const bad = v.effects.filter((e) => !CLIMB_EFFECTS.has(e));
      if (bad.length > 0) throw new Error(`a play-on step cannot follow ${bad.join(', ')}`);
      hands[seat] = hands[seat]!.filter((h) => h.join() !== play.join());
      current.push({ seat, cards: play });
      table.pile.push(play);
      last = seat;
      if (v.effects.includes('revolution')) table.reversed = !table.reversed;
      if (v.effects.includes('eleven-back')) table.elevenBack = true;
      if (v.effects.includes('eight-cut')) {
        return {
          ...state('over'),
          done: [{ plays: current, winner: seat, reason: w.eightCut(play), trick: 1 }],
          current: [],
        };
      }
      if (hands[seat]!.length === 0 && seat !== 0) passed.add(seat);
    }
    // Cleared: everyone but the last player has passed.
    if (last !== null && last >= 0 && [...Array(n).keys()].every((s) => s === last || passed.has(s))) {
      return {
        ...state('over'),
        done: [
          {
            plays: current,
            winner: last,
            reason: w.nobodyBeat(table.pile.at(-1)!),
            trick: 1,
          },
        ],
        current: [],
      };
    }
    seat = (seat + 1) % n;
    // A player who has passed is skipped (the learner too, once passed).
    for (let k = 0; k < n && passed.has(seat); k++) seat = (seat + 1) % n;
  }
  throw new Error('the scripted deal does not end');
}

export function simulatePlayOn(
  engine: VariantEngine,
  rc: RuleChoice,
  step: LessonPlayOn,
  moves: readonly (string | string[])[],
  w: PlayOnWords,
): PlayOnState {
  if (engine.kind === 'climb') {
    if (!('table' in step.position)) throw new Error('a Daifugō play-on step needs a table');
    return simulateClimbPlayOn(engine, rc, step.position, moves as string[][], w);
  }
  if (!('trump' in step.position)) throw new Error('a trick play-on step needs trumps');
  return simulateTrickPlayOn(engine, rc, step.position, moves as string[], w);
}

export interface PlayOnVerdict {
  correct: boolean;
  explanation: string;
  /** Right so far, and the learner plays again in this step. */
  more?: boolean;
  /** Wrong only: the expected move here, explained (shown when the learner asks for the answer). */
  answer?: string;
}

function roundWords(r: PlayOnRound, climb: boolean, w: PlayOnWords): string {
  if (climb) return w.takesLead(r.winner, r.reason);
  const won = r.plays.find((x) => x.seat === r.winner)!.cards[0]!;
  return w.winsTrick(r.winner, won, r.trick, r.reason);
}

/**
 * Check the learner's moves so far (the last one is new): illegal → the engine's reason; a
 * finished trick lost when the goal is to win it → wrong with the engine's reason; otherwise
 * right, `more` while the learner still has to play.
 */
export function checkPlayOn(
  engine: VariantEngine,
  rc: RuleChoice,
  step: LessonPlayOn,
  moves: readonly (string | string[])[],
  w: PlayOnWords,
): PlayOnVerdict {
  const climb = engine.kind === 'climb';
  const before = moves.length > 1 ? simulatePlayOn(engine, rc, step, moves.slice(0, -1), w) : null;
  const s = simulatePlayOn(engine, rc, step, moves, w);
  if (s.status === 'illegal') return { correct: false, explanation: s.problem ?? w.notPlayable };
  const fresh = s.done.slice(before?.done.length ?? 0);
  const lost = fresh.find((r) => r.winner !== 0);
  if (step.goal === 'win' && lost) {
    return { correct: false, explanation: roundWords(lost, climb, w) };
  }
  const said = fresh.map((r) => roundWords(r, climb, w)).join(w.space);
  const last = moves.at(-1)!;
  const move = typeof last === 'string' ? w.card(last) : w.play(last);
  if (s.status === 'need') {
    const next = climb ? w.yourTurn : s.current.length === 0 ? w.youLead(s.trick) : w.yourTurn;
    return { correct: true, more: true, explanation: `${said || w.mayBePlayed(move)}${w.space}${next}` };
  }
  return { correct: true, explanation: said || w.mayBePlayed(move) };
}

/** The whole deal at once (the build check and the tests): every card right, and nothing left to play. */
export function checkPlayOnDeal(
  engine: VariantEngine,
  rc: RuleChoice,
  step: LessonPlayOn,
  moves: readonly (string | string[])[],
  w: PlayOnWords,
): PlayOnVerdict {
  try {
    for (let k = 1; k <= moves.length; k++) {
      const v = checkPlayOn(engine, rc, step, moves.slice(0, k), w);
      if (!v.correct) return v;
      if (!v.more) {
        return k === moves.length ? v : { correct: false, explanation: w.overEarly };
      }
    }
    return { correct: false, explanation: w.notFinished };
  } catch (e) {
    return { correct: false, explanation: w.engineError(e instanceof Error ? e.message : String(e)) };
  }
}
