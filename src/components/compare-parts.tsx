/**
 * Parts shared by the rule comparisons (tricks and Daifugō plays): the card picker, a text field
 * that applies on Enter, and the editor of one rule-set column (a preset plus any option of the
 * game's declarations, in words).
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { OptionValue } from '../engine/options.ts';
import { msg } from '../islands-logic/msg.ts';
import type { RuleChoice, TrickEngine } from '../islands-logic/engines/types.ts';
import {
  describeRuleChange,
  describeRules,
  optionLabel,
  optionValues,
  valueWords,
} from '../islands-logic/rule-words.ts';
import { useCompareWords } from '../i18n/islands/context.ts';
import type { CompareGameNames, CompareWords } from '../i18n/islands/explore-compare.ts';
import Card from './Card.tsx';

/** What the rule-set editor needs of an engine (trick or climbing game). */
export type RuleEngine = Pick<TrickEngine, 'options' | 'presets' | 'players'>;

const PICKER_SUITS: readonly string[] = ['S', 'H', 'D', 'C', ''];

/** A game's rules in the page's words: presets, options, values, a rule set in one line. */
export interface RuleNames {
  preset(id: string | undefined): string;
  option(key: string): string;
  value(key: string, v: OptionValue): string;
  /** An option's explanation ('' where the page's language has none). */
  description(key: string): string;
  change(key: string, v: OptionValue): string;
  line(rc: RuleChoice): string;
}

/**
 * The names of a game's rules: the engine's own English declarations, or (on a translated page)
 * the names made at build time (RuleCompare.astro → explore-views.ts `compareNamesJa`).
 */
export function ruleNames(engine: RuleEngine, w: CompareWords, names?: CompareGameNames): RuleNames {
  if (!names) {
    return {
      preset: (id) => (engine.presets.find((p) => p.id === id) ?? engine.presets[0])?.label ?? String(id),
      option: (k) => optionLabel(engine.options[k], k),
      value: (k, v) => valueWords(engine.options[k], v),
      description: (k) => engine.options[k]?.description ?? '',
      change: (k, v) => describeRuleChange(engine.options, k, v),
      line: (rc) => describeRules(engine, rc).line,
    };
  }
  const option = (k: string) => names.options[k]?.label ?? k;
  const value = (k: string, v: OptionValue) => names.options[k]?.values[String(v)] ?? String(v);
  const preset = (id: string | undefined) => names.presets[id ?? engine.presets[0]!.id] ?? String(id);
  return {
    preset,
    option,
    value,
    description: () => '',
    change: (k, v) => w.changeLine(option(k), value(k, v)),
    line: (rc) =>
      [
        preset(rc.preset),
        ...describeRules(engine, rc).changes.map((c) => w.changeLine(option(c.key), value(c.key, rc.rules![c.key]!))),
      ].join(w.lineSep),
  };
}

/**
 * Choose the trick's cards by pointing: a card pressed is in the trick (in the order chosen);
 * pressing it again takes it out. Typing codes in the field above still works.
 */
export function CardPicker({
  deck,
  plays,
  onChange,
  noun,
  summary,
  help,
  testId = 'card-picker',
  minCards = 1,
  unavailable,
}: {
  deck: readonly string[];
  plays: readonly string[];
  onChange: (plays: string[]) => void;
  /** What the chosen cards make, in words: "trick", "play". */
  noun?: string;
  summary?: string;
  help?: string;
  testId?: string;
  /** The fewest cards the choice keeps. */
  minCards?: number;
  /** Cards used elsewhere (shown, not pressable). */
  unavailable?: ReadonlySet<string>;
}) {
  const w = useCompareWords();
  const inTrick = new Set(plays);
  const toggle = (c: string) => {
    if (inTrick.has(c)) {
      if (plays.length > minCards) onChange(plays.filter((x) => x !== c));
    } else onChange([...plays, c]);
  };
  return (
    <details class="isl__meta isl-picker" data-testid={testId}>
      <summary>{summary ?? w.pickerSummary}</summary>
      <p>{help ?? w.pickerHelp}</p>
      {PICKER_SUITS.map((suit) => {
        const cards = deck.filter((c) => (suit === '' ? !/^[SHDC]/.test(c) : c.startsWith(suit)));
        if (cards.length === 0) return null;
        return (
          <div class="isl__row" role="group" aria-label={w.pickerSuits[suit]}>
            {cards.map((c) => (
              <Card
                card={c}
                size="small"
                pressed={inTrick.has(c)}
                extra={
                  inTrick.has(c)
                    ? w.pickerCardOf(plays.indexOf(c) + 1, noun ?? w.trickNoun)
                    : unavailable?.has(c)
                      ? w.alreadyUsed
                      : undefined
                }
                disabled={!inTrick.has(c) && unavailable?.has(c)}
                onClick={() => toggle(c)}
              />
            ))}
          </div>
        );
      })}
      <div class="isl__row">
        <button
          type="button"
          class="isl__btn"
          disabled={plays.length <= minCards}
          onClick={() => onChange(plays.slice(0, -1))}
        >
          {w.takeOutLast}
        </button>
      </div>
    </details>
  );
}

export function TextField({
  label,
  name,
  value,
  disabled,
  wide,
  onCommit,
}: {
  label: string;
  /** The field's id stem (a label in another script has no letters to make one from). */
  name?: string;
  value: string;
  disabled: boolean;
  wide?: boolean;
  onCommit: (text: string) => string | null;
}) {
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setText(value), [value]);
  const w = useCompareWords();
  const id = useMemo(() => `tf-${name ?? label.replace(/\W+/g, '-').toLowerCase()}`, [label, name]);
  return (
    <div class="isl__field">
      <label for={id}>{label}</label>
      <div class="isl__row">
        <input
          id={id}
          type="text"
          value={text}
          disabled={disabled}
          style={wide ? 'inline-size: min(22rem, 100%)' : 'inline-size: 5rem'}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          onInput={(e) => setText((e.target as HTMLInputElement).value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') setError(onCommit(text));
          }}
        />
        <button type="button" class="isl__btn" disabled={disabled} onClick={() => setError(onCommit(text))}>
          {w.apply}
        </button>
      </div>
      {error && (
        <p id={`${id}-err`} class="isl__notice" role="status">
          {error}
        </p>
      )}
    </div>
  );
}

export function RuleSetEditor({
  engine,
  rc,
  index,
  onChange,
  onRemove,
  names,
}: {
  engine: RuleEngine;
  /** The rules' names in the page's words (ruleNames). */
  names: RuleNames;
  rc: RuleChoice;
  index: number;
  onChange: (rc: RuleChoice) => void;
  onRemove?: () => void;
}) {
  const w = useCompareWords();
  const keys = Object.keys(engine.options);
  const [key, setKey] = useState(keys[0]!);
  const decl = engine.options[key]!;
  const values = optionValues(decl);
  const [val, setVal] = useState<string>(String(values[0]));
  const [error, setError] = useState<string | null>(null);
  const overrides = Object.entries(rc.rules ?? {});
  const apply = (next: RuleChoice) => {
    try {
      engine.players(next); // the engine's own checks (unknown values, combinations)
      setError(null);
      onChange(next);
    } catch (e) {
      setError(w.ruleError(msg(e)));
    }
  };
  const n = index + 1;
  return (
    <details class="isl__meta">
      <summary>{w.changeRuleSet(n)}</summary>
      <label class="isl__field">
        {w.preset}
        <select
          value={rc.preset ?? engine.presets[0]!.id}
          onChange={(e) => apply({ ...rc, preset: (e.target as HTMLSelectElement).value })}
        >
          {engine.presets.map((p) => (
            <option value={p.id}>{names.preset(p.id)}</option>
          ))}
        </select>
      </label>
      {overrides.length > 0 && (
        <ul class="isl__list">
          {overrides.map(([k, v]) => (
            <li>
              {names.change(k, v)}{' '}
              <button
                type="button"
                class="isl__btn"
                aria-label={w.removeOption(names.option(k), n)}
                onClick={() => {
                  const rules = { ...rc.rules };
                  delete rules[k];
                  apply(Object.keys(rules).length ? { ...rc, rules } : { preset: rc.preset });
                }}
              >
                {w.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div class="isl__row">
        <label class="isl__field">
          {w.option}
          <select
            value={key}
            onChange={(e) => {
              const k = (e.target as HTMLSelectElement).value;
              setKey(k);
              setVal(String(optionValues(engine.options[k]!)[0]));
            }}
          >
            {keys.map((k) => (
              <option value={k}>{names.option(k)}</option>
            ))}
          </select>
        </label>
        <label class="isl__field">
          {w.value}
          <select value={val} onChange={(e) => setVal((e.target as HTMLSelectElement).value)}>
            {values.map((v) => (
              <option value={String(v)}>{names.value(key, v)}</option>
            ))}
          </select>
        </label>
        <button
          type="button"
          class="isl__btn"
          onClick={() => {
            const v = values.find((x) => String(x) === val) as OptionValue;
            apply({ ...rc, rules: { ...rc.rules, [key]: v } });
          }}
        >
          {w.setOption}
        </button>
      </div>
      {names.description(key) && <p>{names.description(key)}</p>}
      {error && (
        <p class="isl__notice" role="status">
          {error}
        </p>
      )}
      {onRemove && (
        <button type="button" class="isl__btn" onClick={onRemove}>
          {w.removeRuleSet(n)}
        </button>
      )}
    </details>
  );
}
