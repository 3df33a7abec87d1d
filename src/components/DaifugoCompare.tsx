/**
 * The rule comparison for Daifugō: the same play on the same pile under several rule sets, side
 * by side. Each column says whether the play is allowed (or the engine's reason why not), which
 * effects fire and who plays next; a column that differs from the first is outlined and tagged.
 * The pile, the play and the table (revolution, jack back, locked suits) are edited with card
 * pickers, codes and controls in words. The state and its link live in RuleCompare.
 */
import { useMemo } from 'preact/hooks';
import { parseCards, SUITS, type Suit } from '../engine/cards.ts';
import { msg } from '../islands-logic/msg.ts';
import {
  daifugoColumns,
  MAX_PILE_PLAYS,
  MAX_RULE_SETS,
  type DaifugoCompareState,
} from '../islands-logic/compare-daifugo.ts';
import type { ClimbEngine, RuleChoice } from '../islands-logic/engines/types.ts';
import type { CompareMore } from '../i18n/islands/explore-compare.ts';
import Card from './Card.tsx';
import { CardPicker, RuleSetEditor, ruleNames, TextField } from './compare-parts.tsx';
import { useCompareWords } from '../i18n/islands/context.ts';

function parseTyped(text: string, what: string): string[] {
  return parseCards(
    text.split(/[\s,]+/).filter((x) => x !== ''),
    what,
  );
}

/** Every card any of the compared rule sets deals (a rule set that fails is skipped). */
function deckOf(engine: ClimbEngine, ruleSets: readonly RuleChoice[]): string[] {
  const seen = new Set<string>();
  for (const rc of [...ruleSets, {}]) {
    try {
      for (const c of engine.deck(rc)) seen.add(c);
    } catch {
      /* that rule set's column shows its own error */
    }
  }
  return [...seen];
}

export default function DaifugoCompare({
  engine,
  state,
  onChange,
  more,
  suits,
}: {
  engine: ClimbEngine;
  state: DaifugoCompareState;
  onChange: (f: (s: DaifugoCompareState) => DaifugoCompareState) => void;
  /** The language's words loaded on demand (null: English, from the engine). */
  more: CompareMore | null;
  /** The suits' names in the page's language. */
  suits: Readonly<Record<Suit, string>>;
}) {
  const w = useCompareWords();
  const names = useMemo(() => ruleNames(engine, w, more?.rules('daifugo', engine)), [engine, w, more]);
  const columns = useMemo(() => daifugoColumns(state, engine), [state, engine]);
  const deck = useMemo(() => deckOf(engine, state.ruleSets), [engine, state.ruleSets]);
  const { table, play } = state;
  const setTable = (t: Partial<DaifugoCompareState['table']>) =>
    onChange((s) => ({ ...s, table: { ...s.table, ...t } }));
  const setPile = (pile: string[][]) => setTable({ pile });
  const usedBut = (skip: number | 'play') =>
    new Set([...table.pile.filter((_, i) => i !== skip).flat(), ...(skip === 'play' ? [] : play)]);
  const toggleLock = (s: Suit, on: boolean) =>
    setTable({ lockedSuits: SUITS.filter((x) => (x === s ? on : table.lockedSuits.includes(x))) });

  return (
    <>
      <fieldset class="isl__choices">
        <legend>{w.dfTable}</legend>
        <div class="isl__row">
          <label>
            <input
              type="checkbox"
              checked={table.reversed}
              onChange={(e) => setTable({ reversed: (e.target as HTMLInputElement).checked })}
            />{' '}
            {w.dfRevolution}
          </label>
          <label>
            <input
              type="checkbox"
              checked={table.elevenBack}
              onChange={(e) => setTable({ elevenBack: (e.target as HTMLInputElement).checked })}
            />{' '}
            {w.dfJackBack}
          </label>
        </div>
        <div class="isl__row" role="group" aria-label={w.dfLockedGroup}>
          <span>{w.dfLocked}</span>
          {SUITS.map((s) => (
            <label>
              <input
                type="checkbox"
                checked={table.lockedSuits.includes(s)}
                onChange={(e) => toggleLock(s, (e.target as HTMLInputElement).checked)}
              />{' '}
              {suits[s]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset class="isl__choices">
        <legend>{w.dfPile(table.pile.length === 0)}</legend>
        {table.pile.map((cards, i) => (
          <div class="isl__field">
            <div class="isl__row" role="group" aria-label={w.dfPilePlay(i + 1)}>
              {cards.map((c) => (
                <Card card={c} size="small" />
              ))}
              <button type="button" class="isl__btn" onClick={() => setPile(table.pile.filter((_, k) => k !== i))}>
                {w.dfTakeAway(i + 1)}
              </button>
            </div>
            <TextField
              label={w.dfPileField(i + 1)}
              name={`pile-play-${i + 1}`}
              value={cards.join(' ')}
              disabled={false}
              wide
              onCommit={(t) => {
                try {
                  const next = parseTyped(t, `pile play ${i + 1}`);
                  if (next.length === 0) return w.dfPileEmpty;
                  setPile(table.pile.map((p, k) => (k === i ? next : p)));
                  return null;
                } catch (e) {
                  return w.cardsError(msg(e));
                }
              }}
            />
            <CardPicker
              deck={deck}
              plays={cards}
              onChange={(next) => setPile(table.pile.map((p, k) => (k === i ? next : p)))}
              noun={w.dfPileNoun(i + 1)}
              summary={w.dfPileSummary(i + 1)}
              help={w.dfPileHelp}
              testId={`pile-picker-${i + 1}`}
              unavailable={usedBut(i)}
            />
          </div>
        ))}
        <button
          type="button"
          class="isl__btn"
          disabled={table.pile.length >= MAX_PILE_PLAYS}
          onClick={() => {
            const used = usedBut(-1);
            const free = deck.find((c) => !used.has(c));
            if (free) setPile([...table.pile, [free]]);
          }}
        >
          {w.dfAddPile}
        </button>
      </fieldset>
      <TextField
        label={w.dfPlayField}
        name="the-play"
        value={play.join(' ')}
        disabled={false}
        wide
        onCommit={(t) => {
          try {
            const next = parseTyped(t, 'the play');
            if (next.length === 0) return w.atLeastOne;
            onChange((s) => ({ ...s, play: next }));
            return null;
          } catch (e) {
            return w.cardsError(msg(e));
          }
        }}
      />
      <CardPicker
        deck={deck}
        plays={play}
        onChange={(next) => onChange((s) => ({ ...s, play: next }))}
        noun={w.dfPlayNoun}
        summary={w.dfPlaySummary}
        help={w.dfPlayHelp}
        testId="play-picker"
        unavailable={usedBut('play')}
      />
      <div class="isl__row" role="group" aria-label={w.dfThePlay}>
        {play.map((c) => (
          <Card card={c} size="small" />
        ))}
      </div>
      <div class="isl__cols" data-testid="columns">
        {columns.map((col, i) => (
          <div class={`isl__col ${col.differs ? 'is-diff' : ''}`} data-testid="column">
            <p>
              <strong>{w.ruleSetN(i + 1)}</strong> {col.differs && <span class="isl__tag">{w.differs}</span>}
            </p>
            <p class="isl__meta">{names.line(col.ruleSet)}</p>
            {col.error ? (
              <p class="isl__notice">{w.columnError(col.error)}</p>
            ) : col.legal ? (
              <>
                <p data-testid="reason">
                  <strong>{w.dfAllowed}</strong> {w.dfAllowedLine({ ...col, play })}
                </p>
                {col.effects.length > 0 && (
                  <p>
                    <strong>{w.dfEffects}</strong> {w.dfEffectList({ ...col, play })}
                  </p>
                )}
                <p>
                  <strong>{w.dfNext}</strong> {w.dfNextLine({ ...col, play }, suits)}
                </p>
              </>
            ) : (
              <>
                <p data-testid="reason">
                  <strong>{w.dfNotAllowed}</strong> {w.dfRefusal(more ? more.refusal(col.reason) : col.reason)}
                </p>
                <p>
                  <strong>{w.dfNext}</strong> {w.dfNextLine({ ...col, play }, suits)}
                </p>
              </>
            )}
            <RuleSetEditor
              engine={engine}
              rc={col.ruleSet}
              names={names}
              index={i}
              onChange={(rc) => onChange((s) => ({ ...s, ruleSets: s.ruleSets.map((r, k) => (k === i ? rc : r)) }))}
              onRemove={
                state.ruleSets.length > 1
                  ? () => onChange((s) => ({ ...s, ruleSets: s.ruleSets.filter((_, k) => k !== i) }))
                  : undefined
              }
            />
          </div>
        ))}
      </div>
      <div class="isl__row">
        <button
          type="button"
          class="isl__btn"
          disabled={state.ruleSets.length >= MAX_RULE_SETS}
          onClick={() => onChange((s) => ({ ...s, ruleSets: [...s.ruleSets, { preset: engine.presets[0]!.id }] }))}
        >
          {w.addRuleSet}
        </button>
      </div>
    </>
  );
}
