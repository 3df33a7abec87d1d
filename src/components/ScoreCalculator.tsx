/**
 * A small score form per game, backed by the engine's scoring (the same functions as the
 * judge's `score` query): bid, points or tricks, partner type → each player's score.
 * Its words: the chrome from the explore catalogue (given by its language entry,
 * explore/ScoreCalculator.<lang>.tsx), the game's field and row names from `names`, made at build
 * time in the page's language by ScoreCalculator.astro (i18n/islands/explore-views.ts).
 */
import { useEffect, useState } from 'preact/hooks';
import { SUITS } from '../engine/cards.ts';
import type { OptionValue } from '../engine/options.ts';
import type { ScoreField, TrickEngine } from '../islands-logic/engines/types.ts';
import type { TrickVariantId } from '../islands-logic/compare-url.ts';
import { msg } from '../islands-logic/msg.ts';
import { ScoreWordsContext, useScoreWords } from '../i18n/islands/context.ts';
import type { ScoreWords } from '../i18n/islands/explore-score.ts';
import type { ScoreNames } from '../i18n/islands/explore-views.ts';
import { signed } from '../islands-logic/numbers.ts';
import { useEngine } from './use-engine.ts';
import './islands.css';

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
  /** The game's field and row names in the page's language (made by ScoreCalculator.astro). */
  names: ScoreNames;
}

export function defaultValues(fields: readonly ScoreField[]): Record<string, string | number | null> {
  return Object.fromEntries(fields.map((f) => [f.key, f.default]));
}

/** The island with its words: rendered by its language entry (explore/ScoreCalculator.<lang>.tsx). */
export default function ScoreCalculator(props: ScoreCalculatorProps & { words: ScoreWords }) {
  return (
    <ScoreWordsContext.Provider value={props.words}>
      <ScoreCalculatorBody {...props} />
    </ScoreWordsContext.Provider>
  );
}

function ScoreCalculatorBody(props: ScoreCalculatorProps) {
  const w = useScoreWords();
  if (props.problem) {
    return (
      <section class="isl isl-score" aria-label={w.scoreRegion}>
        <p class="isl__notice" role="status">
          {props.problem}
        </p>
      </section>
    );
  }
  return <ScoreForm {...props} />;
}

function ScoreForm({
  variant,
  preset,
  rules,
  initialFields,
  initialValues,
  initialResult,
  names,
}: ScoreCalculatorProps) {
  const w = useScoreWords();
  const { engine: e, error: engineError } = useEngine(variant);
  const engine = e && e.kind === 'trick' ? (e as TrickEngine) : null;
  const rc = { preset, rules };
  const fieldLabel = (f: ScoreField) => names.fields[f.key]?.label ?? f.label;
  const fields = engine ? engine.scoreFields(rc) : (initialFields ?? []);
  const [values, setValues] = useState<Record<string, string | number | null>>(initialValues ?? defaultValues(fields));
  const [result, setResult] = useState<Record<string, number> | null>(initialResult ?? null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!engine) return;
    // A number out of its field's range is named here, in the page's words.
    const bad = fields.find((f) => f.kind === 'int' && !inRange(values[f.key], f.min, f.max));
    if (bad) {
      setResult(null);
      setError(w.badNumber(fieldLabel(bad), bad.min ?? 0, bad.max ?? 0));
      return;
    }
    try {
      setResult(engine.score(rc, values));
      setError(null);
    } catch (err) {
      setResult(null);
      setError(w.scoreRefused(msg(err)));
    }
  }, [engine, values]);
  const id = `score-${variant}`;
  return (
    <section
      class="isl isl-score"
      aria-label={w.scoreRegionOf(names.game, names.preset)}
      data-ready={String(engine !== null)}
    >
      {engineError && <p class="isl__notice">{w.engineFailed(engineError)}</p>}
      <div class="isl__row">
        {fields.map((f) => (
          <label class="isl__field">
            {fieldLabel(f)}
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
                      ...SUITS.map((s) => <option value={s}>{names.fields[f.key]?.labels?.[s] ?? s}</option>),
                      <option value="N">{names.fields[f.key]?.labels?.['N'] ?? 'N'}</option>,
                    ]
                  : (f.values ?? []).map((v) => <option value={v}>{names.fields[f.key]?.labels?.[v] ?? v}</option>)}
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
            <caption class="sr-only">{w.scoresCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{w.scorePlayer}</th>
                <th scope="col">{w.scoreScore}</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(result).map(([k, v]) => (
                <tr>
                  <th scope="row">{names.who[k] ?? k}</th>
                  <td data-testid={`score-${k}`}>{signed(v)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p class="isl__meta">{w.engineLoading}</p>
        )}
      </div>
    </section>
  );
}

/** A field's value is a whole number within its bounds (an empty field is not). */
function inRange(v: string | number | null | undefined, min?: number, max?: number): boolean {
  const n = typeof v === 'string' ? (v.trim() === '' ? Number.NaN : Number(v)) : v;
  return (
    typeof n === 'number' && Number.isInteger(n) && (min === undefined || n >= min) && (max === undefined || n <= max)
  );
}
