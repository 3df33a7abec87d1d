/**
 * The hand's story after it ends, for the practice table (issue #33 item 3): the per-card costs
 * asked of the solver's worker once the hand has its result (marks arrive the last trick first),
 * and the replay's position. TableView provides the story to the review's trick list
 * (`HandStoryContext`) and draws the replay's trick on the felt.
 */
import { createContext } from 'preact';
import { useContext, useEffect, useRef, useState } from 'preact/hooks';
import type { Card } from '../../engine/cards.ts';
import type { VariantId } from '../../engine/options.ts';
import { descriptorOf } from '../../engine/descriptors.ts';
import type { PlayCost } from '../../engine/solver/hand-costs.ts';
import { practiceEngine } from '../../islands-logic/practice-engine.ts';
import {
  costsRequestOf,
  handStory,
  hasHandCosts,
  type HandStory,
  type StoryInput,
} from '../../islands-logic/replay.ts';
import type { ReplayWords } from '../../i18n/islands/replay.ts';
import { finishedTricks, lastFinished, trickKey, type TrickExplanation } from '../../islands-logic/table-view.ts';

/** What the story needs of the table. */
export interface StorySource {
  variant: VariantId;
  view: Record<string, unknown>;
  state: unknown;
  human: number;
  /** Each seat's view (its cards still held when a hand stops once decided). */
  seatView: (seat: number) => Record<string, unknown>;
  /** A trick game's hand with its result (the story is for nothing else). */
  enabled: boolean;
}

export interface StoryTrickExtra {
  explanation?: TrickExplanation;
}

export interface HandStoryState {
  story: HandStory;
  /** The finished tricks as the view keeps them (for their reasons). */
  raw: readonly (StoryInput & StoryTrickExtra)[];
  /** The contract's unit ("honours", "tricks" …) and what the declaring side needed. */
  unit: string;
  need: number;
  /** The analysis could not run (its reason); null otherwise. */
  error: string | null;
  /** Whether the exact solver knows this game at all. */
  solvable: boolean;
  /** The replay's trick (0-based) and how to move it. */
  at: number;
  go: (to: number) => void;
}

let nextId = 1;

export function useHandStory(src: StorySource): HandStoryState | null {
  const { variant, view, human, enabled } = src;
  const key = enabled ? trickKey(lastFinished(view)) : '';
  const [costs, setCosts] = useState<{
    key: string;
    costs: (PlayCost | undefined)[];
    par?: number | null;
    leadNamesTrumps?: boolean;
    done: boolean;
    error: string | null;
  }>({
    key: '',
    costs: [],
    done: false,
    error: null,
  });
  const [at, setAt] = useState<{ key: string; at: number } | null>(null);
  const tricks = enabled
    ? (finishedTricks(view) as {
        leader: number;
        winner: number;
        plays: { seat: number; card: Card }[];
        explanation?: TrickExplanation;
      }[])
    : [];
  const engine = enabled ? practiceEngine(variant) : null;
  const target = engine && engine.kind === 'trick' ? (engine.handTarget?.(view) ?? null) : null;
  const side = target?.side ?? [];
  const solvable = enabled && hasHandCosts(variant) && side.length > 0;
  const srcRef = useRef(src);
  srcRef.current = src;
  useEffect(() => {
    if (!key || !solvable) return undefined;
    const s = srcRef.current;
    const players = tricks[0]?.plays.length ?? 0;
    let req;
    try {
      req = costsRequestOf({
        id: nextId++,
        variant,
        view: s.view,
        state: s.state,
        side,
        human,
        handsLeft: Array.from({ length: players }, (_, seat) => (s.seatView(seat)['hand'] as Card[] | undefined) ?? []),
      });
    } catch (e) {
      setCosts({ key, costs: [], done: true, error: e instanceof Error ? e.message : String(e) });
      return undefined;
    }
    if (!req) return undefined;
    const got: (PlayCost | undefined)[] = [];
    setCosts({ key, costs: [], done: false, error: null });
    let stop = () => {};
    let live = true;
    // The worker's module loads on demand, with the hand's review.
    void import('../../islands-logic/costs-client.ts').then(({ runHandCosts }) => {
      if (!live) return;
      stop = runHandCosts(req, {
        cost(i, c) {
          got[i] = c;
          // Each mark shows as soon as it is known (the last trick first).
          setCosts({ key, costs: [...got], done: false, error: null });
        },
        done(r, error) {
          setCosts({
            key,
            costs: [...got],
            done: true,
            par: r ? r.par : null,
            leadNamesTrumps: r?.leadNamesTrumps === true,
            error: error ?? null,
          });
        },
      });
    });
    return () => {
      live = false;
      stop();
    };
  }, [key, solvable]);
  if (!enabled || tricks.length === 0) return null;
  const raw = tricks.map((t, i) => ({
    n: i + 1,
    leader: t.leader,
    winner: t.winner,
    points: target?.perTrick ? 1 : t.plays.reduce((n, p) => n + (target?.value(p.card) ?? 0), 0),
    plays: t.plays,
    ...(t.explanation ? { explanation: t.explanation } : {}),
  }));
  const mine = costs.key === key ? costs : { costs: [], done: !solvable, error: null };
  const story = handStory(
    raw,
    {
      costs: mine.costs,
      ...('par' in mine ? { par: mine.par ?? null } : {}),
      ...('leadNamesTrumps' in mine ? { leadNamesTrumps: mine.leadNamesTrumps === true } : {}),
      done: mine.done,
    },
    human,
    side,
    target?.misere === true,
  );
  const shown = at?.key === key ? at.at : raw.length - 1;
  return {
    story,
    raw,
    unit: descriptorOf(variant).review.contract,
    need: target?.need ?? 0,
    error: mine.error,
    solvable,
    at: Math.max(0, Math.min(raw.length - 1, shown)),
    go: (to: number) => setAt({ key, at: Math.max(0, Math.min(raw.length - 1, to)) }),
  };
}

/** The story and its words, for the review's trick list (null: no marks to show). */
export interface ToldStory {
  st: HandStoryState;
  rw: ReplayWords;
}

export const HandStoryContext = createContext<ToldStory | null>(null);

export const useHandStoryHere = (): ToldStory | null => useContext(HandStoryContext);
