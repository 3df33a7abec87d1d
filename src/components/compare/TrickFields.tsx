/**
 * The trick's own fields in a trick comparison (part of the RuleCompare island): trump, trick
 * number, and the variant's extras (named suit, secretary card, calls).
 */
import { parseCards, SUITS, type Suit } from '../../engine/cards.ts';
import { msg, type CompareState } from '../../islands-logic/compare-url.ts';
import type { TrickEngine } from '../../islands-logic/engines/types.ts';
import { useCompareWords } from '../../i18n/islands/context.ts';
import type { CompareLabels } from '../../i18n/islands/explore-compare.ts';
import { TextField } from '../compare-parts.tsx';

export default function TrickFields({
  state,
  update,
  ready,
  engine,
  labels,
}: {
  state: CompareState;
  update: (f: (s: CompareState) => CompareState) => void;
  ready: boolean;
  engine: TrickEngine | null;
  labels: CompareLabels;
}) {
  const w = useCompareWords();
  return (
    <>
      <label class="isl__field">
        {w.trump}
        <select
          value={state.trick.trump ?? 'N'}
          disabled={!ready}
          onChange={(e) => {
            const t = (e.target as HTMLSelectElement).value;
            update((s) => ({ ...s, trick: { ...s.trick, trump: t === 'N' ? null : (t as Suit) } }));
          }}
        >
          {SUITS.map((s) => (
            <option value={s}>{labels.suits[s]}</option>
          ))}
          <option value="N">{w.noTrumps}</option>
        </select>
      </label>
      <label class="isl__field">
        {w.trickNumber}
        <input
          type="number"
          min={1}
          max={13}
          value={state.trick.trick}
          disabled={!ready}
          style="inline-size: 4.5rem"
          onChange={(e) => {
            const n = Number((e.target as HTMLInputElement).value);
            if (Number.isInteger(n) && n >= 1) update((s) => ({ ...s, trick: { ...s.trick, trick: n } }));
          }}
        />
      </label>
      {engine?.extras.includes('declared') && (
        <label class="isl__field">
          {w.declared}
          <select
            value={state.trick.declared ?? ''}
            disabled={!ready}
            onChange={(e) => {
              const d = (e.target as HTMLSelectElement).value;
              update((s) => {
                const trick = { ...s.trick };
                if (d) trick.declared = d as Suit;
                else delete trick.declared;
                return { ...s, trick };
              });
            }}
          >
            <option value="">{w.none}</option>
            {SUITS.map((s) => (
              <option value={s}>{labels.suits[s]}</option>
            ))}
          </select>
        </label>
      )}
      {engine?.extras.includes('secretary') && (
        <TextField
          label={w.secretary}
          name="secretary-card"
          value={state.trick.secretary ?? ''}
          disabled={!ready}
          onCommit={(t) => {
            const c = t.trim();
            if (c === '') {
              update((s) => {
                const trick = { ...s.trick };
                delete trick.secretary;
                return { ...s, trick };
              });
              return null;
            }
            try {
              const [card] = parseCards([c], 'the secretary card');
              update((s) => ({ ...s, trick: { ...s.trick, secretary: card! } }));
              return null;
            } catch (e) {
              return w.cardsError(msg(e));
            }
          }}
        />
      )}
      {(['summon', 'ripper'] as const)
        .filter((k) => engine?.extras.includes(k))
        .map((k) => (
          <label>
            <input
              type="checkbox"
              checked={state.trick.calls?.[k] === true}
              disabled={!ready}
              onChange={(e) => {
                const on = (e.target as HTMLInputElement).checked;
                update((s) => ({ ...s, trick: { ...s.trick, calls: { ...s.trick.calls, [k]: on } } }));
              }}
            />{' '}
            {k === 'summon' ? w.summon : w.ripper}
          </label>
        ))}
    </>
  );
}
