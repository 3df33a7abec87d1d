/** The practice table's tools: hint, undo, speed, pause after a trick, a new game; and the hint given. */
import { useCoachWords } from '../../i18n/islands/coach-context.ts';
import { SPEEDS } from './run.ts';
import type { TableLocals } from './use-table.tsx';

export function TableTools({ t }: { t: TableLocals }) {
  const c = useCoachWords();
  const {
    actor,
    settings,
    pacing,
    onNew,
    w,
    climb,
    ctx,
    myTurn,
    legal,
    hint,
    hold,
    setHold,
    speed,
    setSpeed,
    confirmNew,
    setConfirmNew,
    goOn,
    askHint,
  } = t;
  return (
    <>
      <div class="isl__row">
        <button type="button" class="isl__btn" disabled={!myTurn || legal.length === 0} onClick={askHint}>
          {w.hint}
        </button>
        {settings.learning && (
          <button
            type="button"
            class="isl__btn"
            disabled={ctx.humanMarks.length === 0}
            onClick={() => {
              goOn();
              actor.send({ type: 'game.undo' });
            }}
          >
            {w.undo}
          </button>
        )}
        <label class="isl__field">
          {w.speed}
          <select
            value={String(speed)}
            onChange={(e) => {
              const v = Number((e.target as HTMLSelectElement).value);
              pacing.speed = v;
              setSpeed(v);
            }}
          >
            {SPEEDS.some(([, ms]) => ms === speed) ? null : <option value={String(speed)}>{w.speedMs(speed)}</option>}
            {SPEEDS.map(([name, ms]) => (
              <option value={String(ms)}>{w.speedName(name)}</option>
            ))}
          </select>
        </label>
        {!climb && (
          <label>
            <input
              type="checkbox"
              checked={hold}
              onChange={(e) => {
                const v = (e.target as HTMLInputElement).checked;
                pacing.hold = v;
                setHold(v);
                if (!v) goOn();
              }}
            />{' '}
            {w.pauseAfterTrick}
          </label>
        )}
        {confirmNew ? (
          <span class="isl__row" role="group" aria-label={w.discardThisGame}>
            <span>{w.discardQuestion}</span>
            <button type="button" class="isl__btn isl__btn--main" onClick={onNew}>
              {w.discardIt}
            </button>
            <button type="button" class="isl__btn" onClick={() => setConfirmNew(false)}>
              {w.keepPlaying}
            </button>
          </span>
        ) : (
          <button type="button" class="isl__btn" onClick={() => setConfirmNew(true)}>
            {w.newGame}
          </button>
        )}
      </div>
      {hint && (
        <div class="isl__feedback" role="status" data-testid="hint">
          <p>{hint.text}</p>
          {hint.mistakes && hint.mistakes.length > 0 && (
            <>
              <p>{c?.hintMistakesHead}</p>
              <ul data-testid="hint-mistakes">
                {hint.mistakes.map((m) => (
                  <li>{m.why}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </>
  );
}
