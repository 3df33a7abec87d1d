/**
 * One hand's entry in the words of the game: the fields come from the game's glue
 * (islands-logic/score-pad), every input has its label, and a refused entry names its field
 * (the field is marked and focused).
 */
import { useContext, useRef, useState } from 'preact/hooks';
import { cardLabel, spokenName, type Card } from '../../engine/cards.ts';
import type { Entry, EntryValue, Field, Issue } from '../../islands-logic/score-pad/types.ts';
import type { PadWords } from '../../i18n/islands/score-pad.ts';
import { CardLang, cardWordsFor } from '../card-lang.ts';
import { seatName } from './types.ts';

interface Props {
  w: PadWords;
  fields: readonly Field[];
  players: readonly string[];
  heading: string;
  start: Entry;
  dealer: number;
  editing: boolean;
  /** Save the entry; the problem when it is refused. */
  onSubmit(entry: Entry, dealer: number): Issue | null;
  onCancel?: (() => void) | undefined;
}

type Raw = Record<string, EntryValue>;

/** A card in words: its sign and its spoken name in the page's language. */
export function useCardName() {
  const lang = useContext(CardLang);
  return (c: Card) => {
    let spoken: string;
    try {
      spoken = lang === 'en' ? spokenName(c) : cardWordsFor(lang).spoken(c);
    } catch {
      spoken = spokenName(c);
    }
    return `${cardLabel(c)} — ${spoken}`;
  };
}

/** The form's text for a value, and back. */
const shown = (v: EntryValue | undefined) => (v === null || v === undefined ? '' : String(v));

/**
 * The form keeps what is typed until it is sent: its owner gives it a new `key` for another hand
 * (the next one, or one being edited), which starts it afresh from `start`. (It once reset itself
 * whenever its owner drew again — and a late first effect on a busy machine wiped the first choice.)
 */
export default function HandForm({ w, fields, players, heading, start, dealer, editing, onSubmit, onCancel }: Props) {
  const [raw, setRaw] = useState<Raw>({ ...start });
  const [who, setWho] = useState(dealer);
  const [issue, setIssue] = useState<Issue | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const cardName = useCardName();
  const n = players.length;
  const name = (s: number) => seatName(players, s, w.playerDefault);

  const set = (key: string, v: EntryValue) => setRaw((r) => ({ ...r, [key]: v }));
  const submit = (e: Event) => {
    e.preventDefault();
    const problem = onSubmit(raw, who);
    setIssue(problem);
    if (problem) form.current?.querySelector<HTMLElement>(`[data-field="${problem.field}"]`)?.focus();
  };
  const bad = (key: string) => (issue?.field === key ? { 'aria-invalid': true, 'aria-describedby': 'pad-issue' } : {});
  const id = (key: string) => `pad-f-${key}`;

  const input = (f: Field) => {
    const common = { id: id(f.key), 'data-field': f.key, ...bad(f.key) };
    switch (f.kind) {
      case 'seat':
        return (
          <select
            {...common}
            value={shown(raw[f.key])}
            onChange={(e) => {
              const v = e.currentTarget.value;
              set(f.key, v === '' || v === 'none' ? null : Number(v));
            }}
          >
            <option value="">{f.none ? w.nobody(f.key) : w.choose}</option>
            {players.map((_, s) => (
              <option key={s} value={s}>
                {name(s)}
              </option>
            ))}
          </select>
        );
      case 'int':
        return (
          <input
            {...common}
            type="number"
            inputMode="numeric"
            min={f.min}
            max={f.max}
            step={1}
            value={shown(raw[f.key])}
            onInput={(e) => {
              const t = e.currentTarget.value.trim();
              set(f.key, t === '' ? null : Number.isFinite(Number(t)) ? Number(t) : t);
            }}
          />
        );
      case 'choice':
        return (
          <select {...common} value={shown(raw[f.key])} onChange={(e) => set(f.key, e.currentTarget.value)}>
            {f.values.map((v) => (
              <option key={v} value={v}>
                {w.choice(f.key, v)}
              </option>
            ))}
          </select>
        );
      case 'card':
        return (
          <select {...common} value={shown(raw[f.key])} onChange={(e) => set(f.key, e.currentTarget.value || null)}>
            <option value="">{w.choose}</option>
            {f.cards.map((c) => (
              <option key={c} value={c}>
                {cardName(c)}
              </option>
            ))}
          </select>
        );
      case 'places':
        return null;
    }
  };

  return (
    <form ref={form} class="pad__hand" onSubmit={submit} noValidate>
      <h3>{heading}</h3>
      <div class="pad__grid">
        <div class="isl__field">
          <label for="pad-f-dealer">{w.dealer}</label>
          <select
            id="pad-f-dealer"
            data-field="dealer"
            value={who}
            onChange={(e) => setWho(Number(e.currentTarget.value))}
          >
            {players.map((_, s) => (
              <option key={s} value={s}>
                {name(s)}
              </option>
            ))}
          </select>
        </div>
        {fields.map((f) =>
          f.kind === 'places' ? (
            <fieldset key={f.key} class="pad__places" {...bad(f.key)}>
              <legend>{w.field(f.key)}</legend>
              {players.map((_, s) => {
                const places = (raw[f.key] as number[] | null) ?? [];
                return (
                  <div class="isl__field" key={s}>
                    <label for={`pad-place-${s}`}>{w.placeOf(name(s))}</label>
                    <select
                      id={`pad-place-${s}`}
                      data-field={s === 0 ? f.key : undefined}
                      value={shown(places[s])}
                      onChange={(e) => {
                        const next = Array.from({ length: n }, (_, k) => places[k] ?? k);
                        next[s] = Number(e.currentTarget.value);
                        set(f.key, next);
                      }}
                    >
                      {players.map((_, p) => (
                        <option key={p} value={p}>
                          {w.place(p + 1)}
                        </option>
                      ))}
                    </select>
                  </div>
                );
              })}
            </fieldset>
          ) : (
            <div class="isl__field" key={f.key}>
              <label for={id(f.key)}>{w.field(f.key)}</label>
              {input(f)}
            </div>
          ),
        )}
      </div>
      <p id="pad-issue" class="isl__feedback is-wrong" role="alert" hidden={!issue}>
        {issue ? w.issue(issue) : ''}
      </p>
      <div class="isl__row">
        <button type="submit" class="isl__btn isl__btn--main">
          {editing ? w.saveEdit : w.addHand}
        </button>
        {onCancel && (
          <button type="button" class="isl__btn" onClick={onCancel}>
            {w.cancelEdit}
          </button>
        )}
      </div>
    </form>
  );
}
