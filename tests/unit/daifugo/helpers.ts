/** Test helpers: build Daifugō tables and states with chosen hands. */
import {
  daifugoGame,
  daifugoJudgePlay,
  setupDaifugo,
  sortByStrength,
  type DaifugoAction,
  type DaifugoPlayAnswer,
  type DaifugoState,
} from '../../../src/engine/daifugo/index.ts';

export interface TableOpts {
  reversed?: boolean;
  elevenBack?: boolean;
  lockedSuits?: string[];
}

/** Judge `play` on `pile` under a preset and overrides. */
export function judge(
  preset: string,
  rules: Record<string, unknown>,
  pile: string[][],
  play: string[],
  t: TableOpts = {},
): DaifugoPlayAnswer {
  return daifugoJudgePlay({ preset, rules, table: { pile, ...t }, play });
}

export interface StateOpts {
  preset?: string;
  rules?: Record<string, unknown>;
  hands: string[][];
  turn?: number;
  /** The previous round's ranking: makes this round 2 (titles, downfall). */
  prevRanking?: number[];
}

/** A state in the play phase with the given hands (not a full deck: for scenarios only). */
export function stateWith(o: StateOpts): DaifugoState {
  const s = setupDaifugo({
    ruleSet: { variant: 'daifugo', preset: o.preset ?? 'moderate', rules: o.rules },
    players: o.hands.length,
    seed: 'scenario',
  });
  s.hands = o.hands.map((h) => sortByStrength(h));
  s.phase = 'play';
  s.exchange = [];
  s.turn = o.turn ?? 0;
  if (o.prevRanking) {
    s.prevRanking = o.prevRanking;
    s.round = 2;
  }
  return s;
}

/** Apply actions in order; throws with the reason if one is refused. */
export function go(s: DaifugoState, ...actions: DaifugoAction[]): DaifugoState {
  for (const a of actions) {
    const r = daifugoGame.apply(s, a);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.reason}`);
    s = r.value;
  }
  return s;
}

export const play = (seat: number, ...cards: string[]): DaifugoAction => ({ type: 'play', seat, cards });
export const pass = (seat: number): DaifugoAction => ({ type: 'pass', seat });

/** The reason an action is refused (throws if it is accepted). */
export function refused(s: DaifugoState, a: DaifugoAction): string {
  const r = daifugoGame.apply(s, a);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(a)}`);
  return r.reason;
}
