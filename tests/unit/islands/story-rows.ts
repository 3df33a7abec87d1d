/** A finished hand's tricks as the hand story (islands-logic/replay.ts) takes them, for the tests that analyse a hand. */
import type { Card } from '../../../src/engine/cards.ts';
import type { StoryInput } from '../../../src/islands-logic/replay.ts';
import { finishedTricks } from '../../../src/islands-logic/table-view.ts';

/** A finished trick as a trick game's view shows it. */
export interface SeenTrick {
  leader: number;
  winner: number;
  plays: { seat: number; card: Card; declared?: string }[];
  calls?: Record<string, boolean>;
}

/** The finished tricks of a view, and the story's rows of them (numbered from 1; no points: the marks do not read them). */
export function storyRows(view: Record<string, unknown>): { tricks: SeenTrick[]; rows: StoryInput[] } {
  const tricks = finishedTricks(view) as SeenTrick[];
  const rows = tricks.map((t, i) => ({ n: i + 1, leader: t.leader, winner: t.winner, points: 0, plays: t.plays }));
  return { tricks, rows };
}
