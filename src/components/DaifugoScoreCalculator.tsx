/**
 * Daifugō score calculator: choose the number of players, plus or minus scoring and the game
 * length; enter each player's total before a round and where they finished. The engine's own
 * scoring (`placePoints`, `gameWinners`, `targetOf`) gives each player's points, the new totals
 * and whether the game is over. Server-rendered with the first result, so it reads without JS.
 */
import { useEffect, useState } from 'preact/hooks';
import { resolveDaifugoRules } from '../engine/daifugo/options.ts';
import { startingScore } from '../engine/daifugo/game.ts';
import { scoreRound } from '../islands-logic/daifugo-score.ts';
import { num, signed } from '../islands-logic/numbers.ts';
import './islands.css';

type Scoring = 'plus' | 'minus';
type Length = 'short' | 'medium' | 'long';

export interface DaifugoScoreCalculatorProps {
  players?: number;
  scoring?: Scoring;
  length?: Length;
}

const ORD = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th'];

export default function DaifugoScoreCalculator(props: DaifugoScoreCalculatorProps) {
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
    <section class="isl isl-score" aria-label="Daifugō score calculator" data-ready={String(hydrated)}>
      <div class="isl__row">
        <Choice
          label="Players"
          value={String(players)}
          disabled={!hydrated}
          options={[4, 5, 6, 7, 8].map((n) => [String(n), String(n)])}
          onChange={(v) => {
            setPlayers(Number(v));
            reset(Number(v), scoring, length);
          }}
        />
        <Choice
          label="Scoring"
          value={scoring}
          disabled={!hydrated}
          options={[
            ['plus', 'plus (count up to a target)'],
            ['minus', 'minus (spend a stock)'],
          ]}
          onChange={(v) => {
            setScoring(v as Scoring);
            reset(players, v as Scoring, length);
          }}
        />
        <Choice
          label="Length"
          value={length}
          disabled={!hydrated}
          options={(['short', 'medium', 'long'] as const).map((l) => [l, l])}
          onChange={(v) => {
            setLength(v as Length);
            reset(players, scoring, v as Length);
          }}
        />
      </div>
      <table>
        <caption>
          {scoring === 'plus'
            ? `One round of ${players} players: the game ends when someone reaches ${result.ok ? result.target : '…'}.`
            : `One round of ${players} players: everyone starts with ${start}; the game ends when a stock reaches 0.`}
        </caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Total before</th>
            <th scope="col">Finished</th>
            <th scope="col">Title</th>
            <th scope="col">Points</th>
            <th scope="col">New total</th>
          </tr>
        </thead>
        <tbody>
          {places.map((place, i) => {
            const row = result.ok ? result.rows[i]! : null;
            return (
              <tr>
                <th scope="row">Player {i + 1}</th>
                <td>
                  <input
                    type="number"
                    inputMode="numeric"
                    style="inline-size: 5rem"
                    aria-label={`Player ${i + 1}: total before the round`}
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
                    aria-label={`Player ${i + 1}: finished`}
                    value={String(place)}
                    disabled={!hydrated}
                    onChange={(e) => {
                      const p = Number((e.target as HTMLSelectElement).value);
                      setPlaces((ps) => ps.map((x, j) => (j === i ? p : x)));
                    }}
                  >
                    {Array.from({ length: players }, (_, p) => (
                      <option value={String(p)}>{ORD[p]}</option>
                    ))}
                  </select>
                </td>
                <td>{row?.title ?? '—'}</td>
                <td data-testid={`df-points-${i}`}>{row ? signed(row.points) : '—'}</td>
                <td data-testid={`df-total-${i}`}>{row ? num(row.total) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p aria-live="polite" data-testid="df-verdict" class={result.ok ? 'isl__meta' : 'isl__notice'}>
        {!result.ok
          ? result.problem
          : result.winners
            ? `The game is over: ${result.winners.map((w) => `player ${w + 1}`).join(' and ')} ${result.winners.length > 1 ? 'share the win' : 'wins'}.`
            : 'The game goes on to another round.'}
      </p>
    </section>
  );
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
