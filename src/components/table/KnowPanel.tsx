/**
 * "What can I know?" (learning mode: Japanese, Taiwanese/HK Napoleon and Mighty): a closed panel
 * near the game log saying which seats (and the widow or kitty) can still hold the partner card
 * (adjutant, secretary or friend card) and each suit, worked out from the
 * human's view only by the judge's who-holds query (islands-logic/know.ts). The solver loads when
 * the panel is first opened; the answer is worked out again after every card while it is open.
 */
import { useEffect, useState } from 'preact/hooks';
import { knowPanel, loadHolds, type Holds, type KnowPanel as Panel } from '../../islands-logic/know.ts';
import { usePracticeWords } from '../../i18n/islands/context.ts';

export { hasKnowPanel } from '../../islands-logic/know.ts';

export function KnowPanel({ view }: { view: Record<string, unknown> }) {
  const words = usePracticeWords();
  const w = words.know;
  const colon = words.punct.colon;
  const [open, setOpen] = useState(false);
  const [holds, setHolds] = useState<Holds | null>(null);
  const [failed, setFailed] = useState('');
  useEffect(() => {
    if (!open || holds) return;
    loadHolds(view).then(
      (h) => setHolds(() => h),
      () => setFailed(w.loadFailed),
    );
  }, [open]);
  const panel: Panel | null = open && holds ? knowPanel(view, holds, w.words) : null;
  return (
    <details
      class="tlog tknow"
      data-testid="know-panel"
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>{w.summary}</summary>
      <div class="tknow__body">
        <p>{w.intro}</p>
        {failed && <p role="alert">{failed}</p>}
        {open && !panel && !failed && <p>{w.working}</p>}
        {panel?.note && <p>{panel.note}</p>}
        {panel && panel.rows.length > 0 && (
          <ul class="tknow__list" data-testid="know-rows">
            {panel.rows.map((r) => (
              <li key={r.title}>
                <strong>
                  {r.title}
                  {colon.trimEnd()}
                </strong>
                {colon.endsWith(' ') ? ' ' : ''}
                {r.who}
                {r.out.length > 0 && (
                  <ul>
                    {r.out.map((o) => (
                      <li key={o}>{o}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
