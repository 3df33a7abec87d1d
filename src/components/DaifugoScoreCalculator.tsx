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
        <label class="isl__field">
          Players
          <select
            value={String(players)}
            disabled={!hydrated}
            onChange={(e) => {
              const n = Number((e.target as HTMLSelectElement).value);
              setPlayers(n);
              reset(n, scoring, length);
            }}
          >
            {[4, 5, 6, 7, 8].map((n) => (
              <option value={String(n)}>{n}</option>
            ))}
          </select>
        </label>
        <label class="isl__field">
          Scoring
          <select
            value={scoring}
            disabled={!hydrated}
            onChange={(e) => {
              const s = (e.target as HTMLSelectElement).value as Scoring;
              setScoring(s);
              reset(players, s, length);
            }}
          >
            <option value="plus">plus (count up to a target)</option>
            <option value="minus">minus (spend a stock)</option>
          </select>
        </label>
        <label class="isl__field">
          Length
          <select
            value={length}
            disabled={!hydrated}
            onChange={(e) => {
              const l = (e.target as HTMLSelectElement).value as Length;
              setLength(l);
              reset(players, scoring, l);
            }}
          >
            <option value="short">short</option>
            <option value="medium">medium</option>
            <option value="long">long</option>
          </select>
        </label>
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
                <td data-testid={`df-points-${i}`}>
                  {row ? (row.points > 0 ? `+${row.points}` : String(row.points)) : '—'}
                </td>
                <td data-testid={`df-total-${i}`}>{row?.total ?? '—'}</td>
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
