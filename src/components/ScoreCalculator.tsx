/**
 * A small score form per game, backed by the engine's scoring (the same functions as the
 * judge's `score` query): bid, points or tricks, partner type → each player's score.
 */
import { useEffect, useState } from 'preact/hooks';
import { SUIT_NAME, SUITS } from '../engine/cards.ts';
import type { OptionValue } from '../engine/options.ts';
import type { ScoreField, TrickEngine } from '../islands-logic/engines/types.ts';
import type { TrickVariantId } from '../islands-logic/compare-url.ts';
import { msg } from '../islands-logic/msg.ts';
import { signed } from '../islands-logic/numbers.ts';
import { useEngine } from './use-engine.ts';
import './islands.css';

const WHO: Record<string, string> = {
  napoleon: 'Napoleon',
  adjutant: 'Adjutant',
  ally: 'Each allied player',
  declarer: 'Declarer',
  opponent: 'Each opponent',
  friend: 'Friend',
  secretary: 'Secretary',
  defender: 'Each defender',
};

export interface ScoreCalculatorProps {
  variant: TrickVariantId;
  preset?: string;
  rules?: Record<string, OptionValue>;
  /** Fields and first result computed at build time. */
  initialFields?: ScoreField[];
  initialValues?: Record<string, string | number | null>;
  initialResult?: Record<string, number>;
  /** A problem found at build time (unknown game, bad rules), shown instead of the form. */
  problem?: string;
}

export function defaultValues(fields: readonly ScoreField[]): Record<string, string | number | null> {
  return Object.fromEntries(fields.map((f) => [f.key, f.default]));
}

export default function ScoreCalculator(props: ScoreCalculatorProps) {
  if (props.problem) {
    return (
      <section class="isl isl-score" aria-label="Score calculator">
        <p class="isl__notice" role="status">
          {props.problem}
        </p>
      </section>
    );
  }
  return <ScoreForm {...props} />;
}

function ScoreForm({ variant, preset, rules, initialFields, initialValues, initialResult }: ScoreCalculatorProps) {
  const { engine: e, error: engineError } = useEngine(variant);
  const engine = e && e.kind === 'trick' ? (e as TrickEngine) : null;
  const rc = { preset, rules };
  const fields = engine ? engine.scoreFields(rc) : (initialFields ?? []);
  const [values, setValues] = useState<Record<string, string | number | null>>(initialValues ?? defaultValues(fields));
  const [result, setResult] = useState<Record<string, number> | null>(initialResult ?? null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!engine) return;
    try {
      setResult(engine.score(rc, values));
      setError(null);
    } catch (err) {
      setResult(null);
      setError(msg(err));
    }
  }, [engine, values]);
  const id = `score-${variant}`;
  return (
    <section
      class="isl isl-score"
      aria-label={`Score calculator: ${variant}${preset ? `, ${preset} rules` : ''}`}
      data-ready={String(engine !== null)}
    >
      {engineError && <p class="isl__notice">The rules engine could not be loaded: {engineError}</p>}
      <div class="isl__row">
        {fields.map((f) => (
          <label class="isl__field">
            {f.label}
            {f.kind === 'int' ? (
              <input
                type="number"
                min={f.min}
                max={f.max}
                value={values[f.key] ?? ''}
                style="inline-size: 5rem"
                disabled={!engine}
                onInput={(ev) => setValues((v) => ({ ...v, [f.key]: (ev.target as HTMLInputElement).value }))}
              />
            ) : (
              <select
                value={String(values[f.key] ?? 'N')}
                disabled={!engine}
                onChange={(ev) => setValues((v) => ({ ...v, [f.key]: (ev.target as HTMLSelectElement).value }))}
              >
                {f.kind === 'trump'
                  ? [
                      ...SUITS.map((s) => <option value={s}>{SUIT_NAME[s]}</option>),
                      <option value="N">no trumps</option>,
                    ]
                  : (f.values ?? []).map((v) => <option value={v}>{f.labels?.[v] ?? v}</option>)}
              </select>
            )}
          </label>
        ))}
      </div>
      <div aria-live="polite" id={`${id}-out`}>
        {error ? (
          <p class="isl__notice">{error}</p>
        ) : result ? (
          <table>
            <caption class="sr-only">Scores for this hand</caption>
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">Score</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(result).map(([k, v]) => (
                <tr>
                  <th scope="row">{WHO[k] ?? k}</th>
                  <td data-testid={`score-${k}`}>{signed(v)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p class="isl__meta">Loading the rules engine…</p>
        )}
      </div>
    </section>
  );
}
