/**
 * Daifugō score calculator: choose the number of players, plus or minus scoring and the game
 * length; enter each player's total before a round and where they finished. The engine's own
 * scoring (`placePoints`, `gameWinners`, `targetOf`) gives each player's points, the new totals
 * and whether the game is over. Server-rendered with the first result, so it reads without JS.
 * Its words: the chrome from the explore catalogue (given by its language entry,
 * explore/DaifugoScoreCalculator.<lang>.tsx), the rule options' names and values from `options`,
 * made at build time in the page's language by DaifugoScoreCalculator.astro.
 */
import { useEffect, useState } from 'preact/hooks';
import { resolveDaifugoRules } from '../engine/daifugo/options.ts';
import { startingScore } from '../engine/daifugo/game.ts';
import { scoreRound, type RoundIssue } from '../islands-logic/daifugo-score.ts';
import { num, signed } from '../islands-logic/numbers.ts';
import { ScoreWordsContext, useScoreWords } from '../i18n/islands/context.ts';
import type { ScoreWords } from '../i18n/islands/explore-score.ts';
import type { DfOptionNames } from '../i18n/islands/explore-views.ts';
import './islands.css';

type Scoring = 'plus' | 'minus';
type Length = 'short' | 'medium' | 'long';

export interface DaifugoScoreCalculatorProps {
  players?: number;
  scoring?: Scoring;
  length?: Length;
  /** The three options' names and values in the page's language (made by DaifugoScoreCalculator.astro). */
  options: DfOptionNames;
}

/** The island with its words: rendered by its language entry (explore/DaifugoScoreCalculator.<lang>.tsx). */
export default function DaifugoScoreCalculator(props: DaifugoScoreCalculatorProps & { words: ScoreWords }) {
  return (
    <ScoreWordsContext.Provider value={props.words}>
      <Calculator {...props} />
    </ScoreWordsContext.Provider>
  );
}

function Calculator(props: DaifugoScoreCalculatorProps) {
  const w = useScoreWords();
  const o = props.options;
  const [players, setPlayers] = useState(props.players ?? 4);
  const [scoring, setScoring] = useState<Scoring>(props.scoring ?? 'plus');
  const [length, setLength] = useState<Length>(props.length ?? 'medium');
  const rules = resolveDaifugoRules(undefined, { scoring, length }, players);
  const start = startingScore(rules, players);
  const [totals, setTotals] = useState<string[]>(() => Array.from({ length: players }, () => String(start)));
  const [places, setPlaces] = useState<number[]>(() => Array.from({ length: players }, (_, i) => i));
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // A new table size or scoring resets the totals to the starting score and the places to 1st…nth.
  const reset = (n: number, s: Scoring, l: Length) => {
    const st = startingScore(resolveDaifugoRules(undefined, { scoring: s, length: l }, n), n);
    setTotals(Array.from({ length: n }, () => String(st)));
    setPlaces(Array.from({ length: n }, (_, i) => i));
  };
  const result = scoreRound(
    rules,
    totals.map((t) => (t.trim() === '' ? Number.NaN : Number(t))),
    places,
  );

  return (
    <section class="isl isl-score" aria-label={w.dfRegion} data-ready={String(hydrated)}>
      <div class="isl__row">
        <Choice
          label={o.players.label}
          value={String(players)}
          disabled={!hydrated}
          options={Object.entries(o.players.values)}
          onChange={(v) => {
            setPlayers(Number(v));
            reset(Number(v), scoring, length);
          }}
        />
        <Choice
          label={o.scoring.label}
          value={scoring}
          disabled={!hydrated}
          options={Object.entries(o.scoring.values)}
          onChange={(v) => {
            setScoring(v as Scoring);
            reset(players, v as Scoring, length);
          }}
        />
        <Choice
          label={o.length.label}
          value={length}
          disabled={!hydrated}
          options={Object.entries(o.length.values)}
          onChange={(v) => {
            setLength(v as Length);
            reset(players, scoring, v as Length);
          }}
        />
      </div>
      <table>
        <caption>
          {scoring === 'plus'
            ? w.dfCaptionPlus(players, result.ok ? result.target : null)
            : w.dfCaptionMinus(players, start)}
        </caption>
        <thead>
          <tr>
            <th scope="col">{w.dfPlayer}</th>
            <th scope="col">{w.dfTotalBefore}</th>
            <th scope="col">{w.dfFinished}</th>
            <th scope="col">{w.dfTitle}</th>
            <th scope="col">{w.dfPoints}</th>
            <th scope="col">{w.dfNewTotal}</th>
          </tr>
        </thead>
        <tbody>
          {places.map((place, i) => {
            const row = result.ok ? result.rows[i]! : null;
            return (
              <tr>
                <th scope="row">{w.dfPlayerN(i + 1)}</th>
                <td>
                  <input
                    type="number"
                    inputMode="numeric"
                    style="inline-size: 5rem"
                    aria-label={w.dfTotalLabel(i + 1)}
                    value={totals[i]}
                    disabled={!hydrated}
                    onInput={(e) => {
                      const v = (e.target as HTMLInputElement).value;
                      setTotals((t) => t.map((x, j) => (j === i ? v : x)));
                    }}
                  />
                </td>
                <td>
                  <select
                    aria-label={w.dfFinishedLabel(i + 1)}
                    value={String(place)}
                    disabled={!hydrated}
                    onChange={(e) => {
                      const p = Number((e.target as HTMLSelectElement).value);
                      setPlaces((ps) => ps.map((x, j) => (j === i ? p : x)));
                    }}
                  >
                    {Array.from({ length: players }, (_, p) => (
                      <option value={String(p)}>{w.dfPlace(p)}</option>
                    ))}
                  </select>
                </td>
                <td>{row ? (o.titles[row.title] ?? row.title) : '—'}</td>
                <td data-testid={`df-points-${i}`}>{row ? signed(row.points) : '—'}</td>
                <td data-testid={`df-total-${i}`}>{row ? num(row.total) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p aria-live="polite" data-testid="df-verdict" class={result.ok ? 'isl__meta' : 'isl__notice'}>
        {!result.ok ? problemText(w, result.issue) : result.winners ? w.dfOver(result.winners) : w.dfGoesOn}
      </p>
    </section>
  );
}

/** What is wrong with the inputs, in the island's words. */
function problemText(w: ScoreWords, issue: RoundIssue): string {
  switch (issue.kind) {
    case 'not-whole':
      return w.dfNotWhole(issue.player);
    case 'bad-place':
      return w.dfBadPlace(issue.player, issue.players);
    case 'same-place':
      return w.dfSamePlace(issue.players[0], issue.players[1], issue.place);
  }
}

/** A labelled drop-down: `options` are [value, text] pairs. */
function Choice(props: {
  label: string;
  value: string;
  disabled: boolean;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <label class="isl__field">
      {props.label}
      <select
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange((e.target as HTMLSelectElement).value)}
      >
        {props.options.map(([value, text]) => (
          <option value={value}>{text}</option>
        ))}
      </select>
    </label>
  );
}
