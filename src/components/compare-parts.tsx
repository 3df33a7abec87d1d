/**
 * Parts shared by the rule comparisons (tricks and Daifugō plays): the card picker, a text field
 * that applies on Enter, and the editor of one rule-set column (a preset plus any option of the
 * game's declarations, in words).
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { OptionValue } from '../engine/options.ts';
import { msg } from '../islands-logic/msg.ts';
import type { RuleChoice, TrickEngine } from '../islands-logic/engines/types.ts';
import { describeRuleChange, optionLabel, optionValues, valueWords } from '../islands-logic/rule-words.ts';
import Card from './Card.tsx';

/** What the rule-set editor needs of an engine (trick or climbing game). */
export type RuleEngine = Pick<TrickEngine, 'options' | 'presets' | 'players'>;

const PICKER_SUITS: readonly { id: string; name: string }[] = [
  { id: 'S', name: 'Spades' },
  { id: 'H', name: 'Hearts' },
  { id: 'D', name: 'Diamonds' },
  { id: 'C', name: 'Clubs' },
  { id: '', name: 'Jokers' },
];

/**
 * Choose the trick's cards by pointing: a card pressed is in the trick (in the order chosen);
 * pressing it again takes it out. Typing codes in the field above still works.
 */
export function CardPicker({
  deck,
  plays,
  onChange,
  noun = 'trick',
  summary = 'Choose the cards by pointing',
  help = 'Press cards in the order they were played; press a card again to take it out of the trick (the trick keeps at least one card).',
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
  const inTrick = new Set(plays);
  const toggle = (c: string) => {
    if (inTrick.has(c)) {
      if (plays.length > minCards) onChange(plays.filter((x) => x !== c));
    } else onChange([...plays, c]);
  };
  return (
    <details class="isl__meta isl-picker" data-testid={testId}>
      <summary>{summary}</summary>
      <p>{help}</p>
      {PICKER_SUITS.map((suit) => {
        const cards = deck.filter((c) => (suit.id === '' ? !/^[SHDC]/.test(c) : c.startsWith(suit.id)));
        if (cards.length === 0) return null;
        return (
          <div class="isl__row" role="group" aria-label={suit.name}>
            {cards.map((c) => (
              <Card
                card={c}
                size="small"
                pressed={inTrick.has(c)}
                extra={
                  inTrick.has(c)
                    ? `card ${plays.indexOf(c) + 1} of the ${noun}`
                    : unavailable?.has(c)
                      ? 'already used'
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
          Take out the last card
        </button>
      </div>
    </details>
  );
}

export function TextField({
  label,
  value,
  disabled,
  wide,
  onCommit,
}: {
  label: string;
  value: string;
  disabled: boolean;
  wide?: boolean;
  onCommit: (text: string) => string | null;
}) {
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setText(value), [value]);
  const id = useMemo(() => `tf-${label.replace(/\W+/g, '-').toLowerCase()}`, [label]);
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
          Apply
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
}: {
  engine: RuleEngine;
  rc: RuleChoice;
  index: number;
  onChange: (rc: RuleChoice) => void;
  onRemove?: () => void;
}) {
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
      setError(msg(e));
    }
  };
  const n = index + 1;
  return (
    <details class="isl__meta">
      <summary>Change rule set {n}</summary>
      <label class="isl__field">
        Preset
        <select
          value={rc.preset ?? engine.presets[0]!.id}
          onChange={(e) => apply({ ...rc, preset: (e.target as HTMLSelectElement).value })}
        >
          {engine.presets.map((p) => (
            <option value={p.id}>{p.label}</option>
          ))}
        </select>
      </label>
      {overrides.length > 0 && (
        <ul class="isl__list">
          {overrides.map(([k, v]) => (
            <li>
              {describeRuleChange(engine.options, k, v)}{' '}
              <button
                type="button"
                class="isl__btn"
                aria-label={`Remove “${optionLabel(engine.options[k], k)}” from rule set ${n}`}
                onClick={() => {
                  const rules = { ...rc.rules };
                  delete rules[k];
                  apply(Object.keys(rules).length ? { ...rc, rules } : { preset: rc.preset });
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div class="isl__row">
        <label class="isl__field">
          Option
          <select
            value={key}
            onChange={(e) => {
              const k = (e.target as HTMLSelectElement).value;
              setKey(k);
              setVal(String(optionValues(engine.options[k]!)[0]));
            }}
          >
            {keys.map((k) => (
              <option value={k}>{optionLabel(engine.options[k], k)}</option>
            ))}
          </select>
        </label>
        <label class="isl__field">
          Value
          <select value={val} onChange={(e) => setVal((e.target as HTMLSelectElement).value)}>
            {values.map((v) => (
              <option value={String(v)}>{valueWords(decl, v)}</option>
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
          Set option
        </button>
      </div>
      <p>{decl.description}</p>
      {error && (
        <p class="isl__notice" role="status">
          {error}
        </p>
      )}
      {onRemove && (
        <button type="button" class="isl__btn" onClick={onRemove}>
          Remove rule set {n}
        </button>
      )}
    </details>
  );
}
