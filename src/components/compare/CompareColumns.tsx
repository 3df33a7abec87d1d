/** The comparison's columns, one per rule set (part of the RuleCompare island): winner, reason, rule set. */
import type { CompareColumn, CompareState } from '../../islands-logic/compare-url.ts';
import type { RuleChoice, TrickEngine } from '../../islands-logic/engines/types.ts';
import { useCompareWords } from '../../i18n/islands/context.ts';
import Card from '../Card.tsx';
import { RuleSetEditor, type RuleNames } from '../compare-parts.tsx';

export default function CompareColumns({
  shown,
  headings,
  reasonText,
  state,
  update,
  setRuleSet,
  ready,
  engine,
  rn,
}: {
  shown: CompareColumn[];
  headings: string[];
  reasonText: (col: CompareColumn, i: number) => string;
  state: CompareState;
  update: (f: (s: CompareState) => CompareState) => void;
  setRuleSet: (i: number, rc: RuleChoice) => void;
  ready: boolean;
  engine: TrickEngine | null;
  rn: RuleNames | null;
}) {
  const w = useCompareWords();
  return (
    <div class="isl__cols" data-testid="columns">
      {shown.map((col, i) => (
        <div class={`isl__col ${col.differs ? 'is-diff' : ''}`} data-testid="column">
          <p>
            <strong>{w.ruleSetN(i + 1)}</strong> {col.differs && <span class="isl__tag">{w.differs}</span>}
          </p>
          <p class="isl__meta">{headings[i] ?? ''}</p>
          {col.error ? (
            <p class="isl__notice">{w.columnError(col.error)}</p>
          ) : (
            <div class="isl__row" style="align-items: center">
              {col.winner !== null && (
                <Card card={state.trick.plays[col.winner] ?? '?'} size="small" marks={['winner']} />
              )}
              <p style="flex: 1 1 10rem">
                <strong>{w.wins}</strong> <span data-testid="reason">{reasonText(col, i)}</span>
              </p>
            </div>
          )}
          {engine && ready && state.ruleSets[i] && (
            <RuleSetEditor
              engine={engine}
              rc={state.ruleSets[i]!}
              names={rn!}
              index={i}
              onChange={(rc) => setRuleSet(i, rc)}
              onRemove={
                state.ruleSets.length > 1
                  ? () => update((s) => ({ ...s, ruleSets: s.ruleSets.filter((_, k) => k !== i) }))
                  : undefined
              }
            />
          )}
        </div>
      ))}
    </div>
  );
}
