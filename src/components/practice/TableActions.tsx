/** The practice table's moves on the learner's turn: a card's choices, Daifugō's play, a selection, the auction, the buttons, the next hand. */
import { findSelected } from '../../islands-logic/practice.ts';
import { climbWhy } from './coach.tsx';
import { ActionButtons, AuctionHistory } from './BidGrid.tsx';
import type { TableLocals } from './use-table.tsx';

export function TableActions({ t }: { t: TableLocals }) {
  const {
    actor,
    settings,
    w,
    snap,
    climb,
    human,
    ctx,
    view,
    model,
    myTurn,
    betweenHands,
    legal,
    groups,
    climbPlays,
    climbPass,
    chosen,
    pending,
    setPending,
    setHint,
    goOn,
    act,
    playable,
    selecting,
    climbMatches,
  } = t;
  return (
    <div class="practice__actions" data-testid="actions">
      {pending && playable.get(pending) && (
        <div class="isl__row" role="group" aria-label={w.howToPlayCard}>
          {playable.get(pending)!.map((a) => (
            <button type="button" class="isl__btn isl__btn--main" data-action onClick={() => act(a)}>
              {w.actionLabel(a)}
            </button>
          ))}
          <button type="button" class="isl__btn" onClick={() => setPending(null)}>
            {w.cancel}
          </button>
        </div>
      )}
      {climbPlays.length > 0 && (
        <div class="isl__row" role="group" aria-label={w.yourPlay}>
          <span data-testid="play-status">
            {chosen.length === 0
              ? w.choosePlay(climbPass !== undefined)
              : climbMatches.length
                ? w.chosenCards(chosen.map(w.cardLabel).join(' '))
                : w.notAllowedCards(chosen.map(w.cardLabel).join(' '), climbWhy(w, settings, view, chosen))}
          </span>
          {climbMatches.length <= 1 ? (
            <button
              type="button"
              class="isl__btn isl__btn--main"
              data-testid="confirm-play"
              disabled={climbMatches.length === 0}
              onClick={() => climbMatches[0] && act(climbMatches[0])}
            >
              {w.play}
            </button>
          ) : (
            climbMatches.map((a) => (
              <button type="button" class="isl__btn isl__btn--main" data-testid="confirm-play" onClick={() => act(a)}>
                {w.actionLabel(a)}
                {w.reading(a['form'], a['low'])}
              </button>
            ))
          )}
          {climbPass && (
            <button type="button" class="isl__btn tbids__pass" data-action onClick={() => act(climbPass)}>
              {w.pass}
            </button>
          )}
        </div>
      )}
      {selecting && (
        <div class="isl__row">
          <span>
            {w.selectCount(w.selectVerb(selecting.type), selecting.upTo ?? false, selecting.count, chosen.length)}
          </span>
          <button
            type="button"
            class="isl__btn isl__btn--main"
            data-testid="confirm-select"
            data-count={selecting.count}
            disabled={selecting.upTo ? chosen.length > selecting.count : chosen.length !== selecting.count}
            onClick={() => {
              const a = findSelected(selecting.actions, chosen);
              if (a) act(a);
              else setHint({ text: w.badCombination, card: null });
            }}
          >
            {w.selectVerb(selecting.type)}
          </button>
        </div>
      )}
      <ActionButtons actions={groups.buttons} onAct={act} hand={model.hand} />
      {/* after the buttons (review C9): the bid to beat is on the coach's line and above the seats */}
      {model.phase === 'auction' && <AuctionHistory log={ctx.log} human={human} legal={legal} />}
      {myTurn && playable.size > 0 && !pending && <p class="isl__meta">{w.playHelp}</p>}
      {snap.matches({ deal: 'human' }) && ctx.redealPending && (
        <div class="isl__row">
          <p>{w.redealt(misdealCaller(ctx.log, (seat) => w.seatName(seat, human)))}</p>
          <button
            type="button"
            class="isl__btn isl__btn--main"
            data-action
            onClick={() => {
              goOn();
              actor.send({ type: 'game.continue' });
            }}
          >
            {w.continue}
          </button>
        </div>
      )}
      {betweenHands && (
        <button
          type="button"
          class="isl__btn isl__btn--main"
          data-action
          onClick={() => {
            goOn();
            actor.send({ type: 'game.nextHand' });
          }}
        >
          {climb ? w.nextRound : w.nextHand}
        </button>
      )}
    </div>
  );
}

/** Who called the misdeal that caused this redeal (the log's last move), or null when nobody bid. */
export function misdealCaller(
  log: readonly { type: string; seat?: number }[],
  name: (seat: number) => string,
): string | null {
  const last = log[log.length - 1];
  return last?.type === 'misdeal' && last.seat !== undefined ? name(last.seat) : null;
}
