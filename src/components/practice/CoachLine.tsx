/**
 * The coach beside the cards (review item C3): a "Coach" switch and, at each of the learner's
 * decisions, one line that says something true and new about this moment (islands-logic/coach-facts.ts,
 * worded by the coach catalogue). The line is chosen once per decision and never repeats within a
 * hand. The switch is remembered; it is on by default for a visitor's first games.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import './table-fit.css';
import { coachFacts, pickLine } from '../../islands-logic/coach-facts.ts';
import { practiceEngine } from '../../islands-logic/practice-engine.ts';
import { readStorage, writeStorage } from '../../islands-logic/storage.ts';
import { coachNames, type CoachNames, type CoachWords } from '../../i18n/islands/coach.ts';
import { useCoachWords } from '../../i18n/islands/coach-context.ts';
import { rcOf } from './coach.tsx';
import type { TableLocals } from './use-table.tsx';

/** The switch as stored ('on' / 'off'); none stored: on for the first games. */
export const COACH_KEY = 'etori.coach';
/** How many games this browser has started, and the seed last counted (a restored game is not a new one). */
export const COACH_GAMES_KEY = 'etori.coach.games';
/** The coach is on by default while a visitor has started at most this many games. */
export const COACH_FIRST_GAMES = 3;

/** Whether the coach is on: the stored choice, else on for the first games (counting this one, `seed`). */
export function useCoachSwitch(seed: string): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState<boolean>(() => {
    const chosen = readStorage(COACH_KEY);
    if (chosen === 'on' || chosen === 'off') return chosen === 'on';
    const [n, last] = (readStorage(COACH_GAMES_KEY) ?? '0 ').split(' ');
    const count = Number(n) || 0;
    return (last === seed ? count : count + 1) <= COACH_FIRST_GAMES;
  });
  useEffect(() => {
    const [n, last] = (readStorage(COACH_GAMES_KEY) ?? '0 ').split(' ');
    if (last !== seed) writeStorage(COACH_GAMES_KEY, `${(Number(n) || 0) + 1} ${seed}`);
  }, [seed]);
  return [
    on,
    (v: boolean) => {
      writeStorage(COACH_KEY, v ? 'on' : 'off');
      setOn(v);
    },
  ];
}

/** The coach's line for one decision (null: nothing new to say), from the facts worded in this language. */
export function coachLineFor(
  c: CoachWords,
  names: CoachNames,
  input: Parameters<typeof coachFacts>[0],
  said: ReadonlySet<string>,
): string | null {
  let facts: ReturnType<typeof coachFacts> = [];
  try {
    facts = coachFacts(input);
  } catch {
    facts = [];
  }
  return pickLine(
    facts.map((f) => c.fact(f, names)),
    said,
  );
}

export function CoachLine({ t }: { t: TableLocals }) {
  const c = useCoachWords();
  const { w, settings, view, legal, human, myTurn, ctx, model, over } = t;
  const [on, setOn] = useCoachSwitch(settings.seed);
  // Lines said in this hand (by hand number) and the line chosen for each decision (by its place in the log).
  const said = useRef<{ hand: number; lines: Set<string>; at: Map<string, string | null> }>({
    hand: -1,
    lines: new Set(),
    at: new Map(),
  });
  const handNo = model.handNo || 1;
  if (said.current.hand !== handNo) said.current = { hand: handNo, lines: new Set(), at: new Map() };
  const key = `${ctx.log.length}`;
  let line: string | null = null;
  // the words load with the table (coach-context.ts): nothing is shown until they are here
  if (!c) return null;
  if (on && myTurn && legal.length > 0 && !over) {
    const known = said.current.at.get(key);
    if (known !== undefined) line = known;
    else {
      const names = coachNames(w, human);
      line = coachLineFor(
        c,
        names,
        {
          variant: settings.variant,
          engine: practiceEngine(settings.variant),
          rc: rcOf(settings),
          view,
          legal: legal as never,
          human,
          log: ctx.log as never,
        },
        said.current.lines,
      );
      said.current.at.set(key, line);
      if (line) said.current.lines.add(line);
    }
  }
  return (
    <div class="tcoach" role="group" aria-label={c.coachRegion} data-testid="coach-box">
      <label class="tcoach__switch">
        <input
          type="checkbox"
          checked={on}
          data-testid="coach-switch"
          onChange={(e) => setOn((e.target as HTMLInputElement).checked)}
        />{' '}
        {c.coachSwitch}
      </label>
      {on && (
        <p class="tcoach__line" data-testid="coach-line" aria-live="polite">
          {line ? (
            <>
              <strong>{c.coachLabel}</strong> {line}
            </>
          ) : null}
        </p>
      )}
    </div>
  );
}
