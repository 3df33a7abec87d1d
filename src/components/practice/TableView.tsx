/** The practice table's view: felt, seats, hand, controls, result and review for one running game. */
import Card from '../Card.tsx';
import { Felt } from '../table/Table.tsx';
import { HandFan } from '../table/HandFan.tsx';
import { SideTotal } from '../table/SideTotal.tsx';
import { seatPlace } from '../../islands-logic/table-view.ts';
import { ShareGame } from '../PracticeShare.tsx';
import { hasKnowPanel, KnowPanel } from '../table/KnowPanel.tsx';
import { phaseIntro, PhaseIntro, changeOf } from './coach.tsx';
import { GameLog, ScoreSheet } from './Review.tsx';
import { useTable, type TableViewProps } from './use-table.tsx';
import { TableActions } from './TableActions.tsx';
import { TableTools } from './TableTools.tsx';
import type { Suit } from '../../engine/cards.ts';
import { useReplayWords } from '../../i18n/islands/replay-context.ts';
import { HandCostsPanel, ReplayControls, replayFelt } from './Replay.tsx';
import { HandStoryContext, useHandStory } from './use-replay.tsx';
import { ClimbReplayControls, climbReplayFelt, useClimbReplay } from './ClimbReplay.tsx';
import { CoachLine } from './CoachLine.tsx';
import { LocalRules } from './LocalRules.tsx';

export function TableView(props: TableViewProps) {
  const t = useTable(props);
  const {
    settings,
    phases,
    onNew,
    onSameSeed,
    w,
    variant,
    climb,
    human,
    ctx,
    over,
    view,
    model,
    myTurn,
    climbPlays,
    refused,
    live,
    logLines,
    tableRef,
    focusInTable,
    finished,
    showFinished,
    waitingForNext,
    betweenHands,
    goOn,
    shownSheet,
    selecting,
    turnSeat,
    players,
    says,
    plays,
    cleared,
    winning,
    reason,
    finishedReason,
    leader,
    effects,
    hand,
    widow,
    legalCards,
    handLive,
    handCards,
    exchange,
    review,
    status,
  } = t;
  // After a trick game's hand: every card's cost and the replay, drawn on this felt.
  const rw = useReplayWords();
  const story = useHandStory({
    variant,
    view,
    state: ctx.state,
    human,
    seatView: (s) => props.game.view(ctx.state, s) as Record<string, unknown>,
    enabled: !climb && Boolean(view['result']),
  });
  // Its words load with the first finished hand; until then the table shows the hand as before.
  const told = story && rw ? { st: story, rw } : null;
  // After a climbing game's round (its result shown, or the game over): the round move by move.
  // Not in the next round's exchange, whose hands the felt's seats must count.
  const jokers = (ctx.state as { rules?: { jokers?: unknown } }).rules?.jokers;
  const climbSt = useClimbReplay(
    view,
    players,
    52 + (typeof jokers === 'number' ? jokers : 0),
    climb && (over || betweenHands),
  );
  const climbTold = climbSt && rw ? climbSt : null;
  const replay = told
    ? replayFelt(told.st, w, rw!, human, variant, (view['trump'] as Suit | null | undefined) ?? null)
    : climbTold
      ? climbReplayFelt(climbTold, w, rw!, human)
      : null;
  return (
    <div
      class="practice ptable not-content"
      data-testid="table"
      data-over={String(over)}
      data-my-turn={String(myTurn)}
      data-human={String(human)}
      ref={tableRef}
      tabIndex={-1}
      aria-label={w.cardTable}
      role="region"
      onFocusIn={() => (focusInTable.current = true)}
      onFocusOut={(e) => {
        const to = (e as FocusEvent).relatedTarget as Node | null;
        if (to && !tableRef.current?.contains(to)) focusInTable.current = false;
      }}
    >
      <p class="sr-only" aria-live="polite" data-testid="announcer">
        {live}
      </p>
      <p class="isl__meta">
        {w.handNo(climb, model.handNo || 1)} · {w.phase(model.phase)} · {w.seedAround[0]}
        <code class="isl__seed">{settings.seed}</code>
        {w.seedAround[1]} · {w.levelPlayers(settings.level)} · <strong>{status}</strong>
      </p>
      <LocalRules settings={settings} />
      {model.facts.length > 0 && (
        <p class="isl__facts">
          {model.facts.join(' ')} <SideTotal variant={variant} view={view} />
        </p>
      )}
      <Felt
        seats={model.seats.map((s) => ({
          seat: s.seat,
          name: s.name,
          roles: s.roles,
          // the replay's step: each seat's cards left then
          cards: climbTold ? (climbTold.steps[climbTold.at]!.left[s.seat] ?? s.cards) : s.cards,
          taken: s.taken,
          count: s.count,
          total: s.total,
          says: says[s.seat] ?? null,
          toAct: !over && !waitingForNext && s.seat === turnSeat,
          wonTrick: replay ? replay.winning === s.seat : showFinished && finished!.winner === s.seat,
          human: s.seat === human,
        }))}
        places={model.seats.map((s) => seatPlace(s.seat, players, human))}
        players={players}
        human={human}
        plays={plays}
        pile={climb}
        cleared={cleared}
        leader={leader}
        winning={winning}
        reason={reason}
        banner={effects.length ? w.effectsBanner(effects) : null}
        finished={
          showFinished
            ? {
                words: w.winnerLine(finished!.winner, human),
                reason: finishedReason,
                change: [
                  changeOf(w, variant, settings, view),
                  w.coachChange(finished!.winner, human, model.seats[finished!.winner]?.taken ?? ''),
                ]
                  .filter(Boolean)
                  .join(' '),
              }
            : null
        }
        {...(replay ?? {})}
      >
        {told && <ReplayControls {...told} human={human} />}
        {climbTold && <ClimbReplayControls st={climbTold} rw={rw!} w={w} human={human} />}
        {waitingForNext && (
          <button type="button" class="isl__btn isl__btn--main" data-testid="next-trick" onClick={goOn}>
            {w.nextTrick}
          </button>
        )}
      </Felt>
      <PhaseIntro text={phaseIntro(phases, over ? 'gameOver' : model.phase, myTurn)} />
      {!climb && view['result'] ? (
        <div class="tresult" data-testid="hand-result" role="group" aria-label={w.handResult}>
          {w
            .verdict(
              variant,
              view['result'] as Record<string, unknown>,
              human,
              ((ctx.state as { values?: Record<string, unknown> }).values ?? {}) as Record<string, unknown>,
            )
            .map((l, i) =>
              i === 0 ? (
                <p>
                  <strong>{l}</strong>
                </p>
              ) : (
                <p>{l}</p>
              ),
            )}
        </div>
      ) : (
        model.resultLines.map((l) => <p>{l}</p>)
      )}
      {ctx.error && (
        <p class="isl__notice" role="status">
          {ctx.error}
        </p>
      )}
      {climb && exchange.length > 0 && (
        <div class="texchange" data-testid="exchange" role="group" aria-label={w.exchangeGroup}>
          <p>
            <strong>{w.exchangeBefore(model.handNo)}</strong>
          </p>
          <ul>
            {exchange.map((l) => (
              <li>{l}</li>
            ))}
          </ul>
        </div>
      )}
      <HandStoryContext.Provider value={told}>{review}</HandStoryContext.Provider>
      {told && <HandCostsPanel {...told} />}
      {!over && (
        <>
          <CoachLine t={t} />
          {widow.length > 0 && (
            <p class="twidow" data-testid="widow">
              {w.fromWidow}{' '}
              {widow.map((c) => (
                <>
                  <Card card={c} size="inline" />{' '}
                </>
              ))}
              {w.buryHint(selecting!.count)}
            </p>
          )}
          <HandFan
            cards={handCards}
            active={handLive}
            dimReason={climbPlays.length ? w.dimTapWhy : w.dimReason(model.trick, legalCards, hand)}
            said={refused}
          />
          <TableActions t={t} />
          <TableTools t={t} />
        </>
      )}
      <GameLog lines={logLines} />
      {settings.learning && hasKnowPanel(view, variant) && <KnowPanel view={view} />}
      <ShareGame settings={settings} log={ctx.log} />
      {(shownSheet.length > 0 || over) && (
        <ScoreSheet sheet={shownSheet} human={human} final={over ? model.totals : null} />
      )}
      {over && (
        <div class="isl__row" data-testid="game-over">
          <p>
            <strong>{w.gameOver}</strong> {w.summary(model.totals, human)}
          </p>
          <button type="button" class="isl__btn isl__btn--main" onClick={onSameSeed}>
            {w.sameSeed}
          </button>
          <button type="button" class="isl__btn" onClick={onNew}>
            {w.newGame}
          </button>
        </div>
      )}
    </div>
  );
}
