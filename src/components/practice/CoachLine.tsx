/**
 * The coach beside the cards (review item C3): a "Coach" switch and, at each of the learner's
 * decisions, one line that says something true and new about this moment (islands-logic/coach-facts.ts,
 * worded by the coach catalogue). The line is chosen once per decision and never repeats within a
 * hand. The switch is remembered; it is on by default for a visitor's first games. At a card
 * play the bots' search adds its outlook when a worker answers (coach-outlook.ts): the line says
 * its facts at once; the outlook takes the line's place when it arrives, if it is no longer (one line
 * a decision, and the coach's box does not grow: the hand and the controls stay in view on a phone),
 * never for a position that has moved on.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import './table-fit.css';
import { coachFacts, pickLine, type CoachFact } from '../../islands-logic/coach-facts.ts';
import { practiceEngine } from '../../islands-logic/practice-engine.ts';
import { readStorage, writeStorage } from '../../islands-logic/storage.ts';
import { coachNames, type CoachNames, type CoachWords } from '../../i18n/islands/coach.ts';
import { useCoachWords } from '../../i18n/islands/coach-context.ts';
import { rcOf } from './coach.tsx';
import type { TableLocals } from './use-table.tsx';
import { ruleSetOf } from '../../islands-logic/practice.ts';
import { askOutlook } from './coach-outlook.ts';

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

/** The search's outlooks as they arrive, by decision (`outlookKey`); null: it had none. */
const outlooks = new Map<string, CoachFact | null>();
/** A decision's key: the game, its seed, the place in its log (the position it was asked for). */
export const outlookKey = (variant: string, seed: string, at: number) => `${variant} ${seed} ${at}`;
type Ask = typeof askOutlook;
/** Ask the bots' search for a decision's outlook once; resolves when its answer is kept. */
export function requestOutlook(key: string, q: Parameters<Ask>[0], ask: Ask): Promise<void> {
  if (outlooks.has(key)) return Promise.resolve();
  outlooks.set(key, null);
  if (outlooks.size > 200) outlooks.delete(outlooks.keys().next().value!);
  return ask(q).then(
    (f) => void outlooks.set(key, f),
    () => {},
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
  // a card play: the bots' search is asked for its outlook (off the page's thread, coach-outlook.ts)
  const asking = on && myTurn && !over && legal.some((a) => a.type === 'play');
  const okey = outlookKey(settings.variant, settings.seed, ctx.log.length);
  const [, arrived] = useState(0);
  useEffect(() => {
    if (!asking) return;
    let live = true;
    // the hint's seed: the same deals its search tries
    const q = {
      variant: settings.variant,
      view,
      legal,
      ruleSet: ruleSetOf(settings),
      level: 'normal' as const,
      seed: `${settings.seed}-hint-${ctx.log.length}`,
    };
    void requestOutlook(okey, q, askOutlook).then(() => live && arrived((n) => n + 1));
    return () => void (live = false);
  }, [asking, okey]);
  let line: string | null = null;
  let later: string | null = null;
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
    // the outlook, once here, worded once for this decision (and never a sentence said already)
    const fact = asking ? outlooks.get(okey) : null;
    const o = `o${key}`;
    if (fact && !said.current.at.has(o)) {
      const words = c.fact(fact, coachNames(w, human));
      // no longer than the line it replaces: the coach's box must not grow (the hand and the controls stay in view)
      const s = !line || words.length <= line.length ? pickLine([words], said.current.lines) : null;
      said.current.at.set(o, s);
      if (s) said.current.lines.add(s);
    }
    later = said.current.at.get(o) ?? null;
    // the fact it replaces showed only until now: it may be said at a later decision
    if (later && line) said.current.lines.delete(line);
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
          {later || line ? (
            <>
              <strong>{c.coachLabel}</strong> {later ?? line}
            </>
          ) : null}
        </p>
      )}
    </div>
  );
}
