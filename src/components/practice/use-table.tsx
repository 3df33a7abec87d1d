/** The practice table's state for one running game: the machine's snapshot read, the announcements and the save, the hint, and what the felt and the hand show. */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { useFitAtDecision } from './table-fit.ts';
import { type AnyActorRef } from 'xstate';
import { isClimb } from '../../engine/descriptors.ts';
import { practiceEngine } from '../../islands-logic/practice-engine.ts';
import { msg } from '../../islands-logic/msg.ts';
import { groupActions, ruleSetOf, type AnyAction, type PracticeSettings } from '../../islands-logic/practice.ts';
import { writeStorage } from '../../islands-logic/storage.ts';
import { practiceKind, savedForm, type SavedGame } from '../../islands-logic/practice-save.ts';
import { type BotClient } from '../../bots/client.ts';
import type { BotResponse } from '../../bots/types.ts';
import { useSnapshot } from '../use-actor.ts';
import { type CardMark } from '../Card.tsx';
import type { Suit } from '../../engine/cards.ts';
import { type HandCard } from '../table/HandFan.tsx';
import { lastFinished, sortHand, trickKey } from '../../islands-logic/table-view.ts';
import { PileReview } from '../table/Review.tsx';
import { finalView, pileOnFelt } from '../../islands-logic/table-view.ts';
import { usePracticeWords } from '../../i18n/islands/context.ts';
import { useCoachWords } from '../../i18n/islands/coach-context.ts';
import { type Snap, newBotClient, type GameFns, type Pacing, heldTrick } from './run.ts';
import { changeOf, reasonOf, climbWhy, currentWinner } from './coach.tsx';
import { type ExchangeRec, TrickReviewOf } from './Review.tsx';
import { hintOf, shownHint, type HintGiven } from './hint-given.ts';
import { toggleBury } from '../../islands-logic/lesson-bury.ts';

export interface TableViewProps {
  actor: AnyActorRef;
  game: GameFns;
  settings: PracticeSettings;
  save: SavedGame | null;
  pacing: Pacing;
  /** The coached hand's phase introductions. */
  phases?: Record<string, string> | undefined;
  onNew: () => void;
  onSameSeed: () => void;
}

/** Everything TableView and its parts read (one object, so the parts take what they need). */
export type TableLocals = ReturnType<typeof useTable>;

export function useTable({ actor, game, settings, save, pacing, phases, onNew, onSameSeed }: TableViewProps) {
  const w = usePracticeWords();
  const cw = useCoachWords();
  const snap = useSnapshot(actor) as unknown as Snap;
  const variant = settings.variant;
  // A climbing game (Daifugō): piles instead of tricks, chosen cards played together.
  const climb = isClimb(variant);
  const human = settings.seat;
  const ctx = snap.context;
  const over = snap.status === 'done';
  // Once the game is over, the round that was played (Daifugō deals the next round as one ends).
  const view = finalView(game.view(ctx.state, human), over);
  const model = w.tableModel(variant, view, human);
  const myTurn = !over && JSON.stringify(snap.value).includes('"human"');
  // Between hands the flow machine takes `game.nextHand` (whoever the engine asks to deal).
  const betweenHands = !over && snap.matches({ result: 'human' });
  const legal = myTurn && !ctx.redealPending && !betweenHands ? game.legalActions(ctx.state, human) : [];
  const groups = groupActions(legal);
  // Daifugō: one way to play — choose the cards in the hand, then Play (or Pass).
  const climbPlays = climb ? legal.filter((a) => a.type === 'play' && Array.isArray(a.cards)) : [];
  if (climbPlays.length) groups.buttons = groups.buttons.filter((a) => !climbPlays.includes(a) && a.type !== 'pass');
  const climbPass = climbPlays.length ? legal.find((a) => a.type === 'pass') : undefined;
  const [chosen, setChosen] = useState<string[]>([]);
  const [pending, setPending] = useState<string | null>(null);
  /** Why the dimmed card last tapped cannot be played. */
  const [refused, setRefused] = useState<string | null>(null);
  const [live, setLive] = useState<string>('');
  /** The hint given; its words are drawn at each render, so the coach's words, loading late, still reach it. */
  const [hintGiven, setHint] = useState<HintGiven | null>(null);
  const hint = hintGiven && shownHint(hintGiven, cw);
  const [sheet, setSheet] = useState<number[][]>(save?.sheet ?? []);
  const [acked, setAcked] = useState(pacing.acked);
  const [hold, setHold] = useState(pacing.hold);
  const [speed, setSpeed] = useState(pacing.speed);
  const [confirmNew, setConfirmNew] = useState(false);
  const [logLines, setLogLines] = useState<string[]>(() => ctx.log.map((a) => w.announce(a, human, variant)));
  const seenLog = useRef(ctx.log.length);
  const seenHands = useRef(ctx.handsDone);
  const tableRef = useRef<HTMLDivElement>(null);
  const focusInTable = useRef(false);
  const hintClient = useRef<BotClient | null>(null);

  const finished = climb ? null : lastFinished(view);
  const finishedKey = model.trick.length === 0 ? trickKey(finished) : '';
  /** The finished trick stays on the table until the learner goes on (or, without the hold, until the next card). */
  const showFinished = finishedKey !== '' && (!hold || acked !== finishedKey);
  const waitingForNext = showFinished && hold && !over && !betweenHands;
  const goOn = () => {
    const key = heldTrick(game, actor, variant, human);
    pacing.acked = key;
    setAcked(key);
    pacing.wake?.();
    pacing.wake = null;
  };

  // Announce new actions, trick winners and hands; keep the score sheet; save.
  useEffect(() => {
    const fresh = ctx.log.slice(seenLog.current);
    seenLog.current = ctx.log.length;
    const lines = fresh.map((a) => w.announce(a, human, variant));
    if (finished && fresh.some((a) => a.type === 'play') && model.trick.length === 0) {
      lines.push(w.winnerLine(finished.winner, human));
      const what = changeOf(w, variant, settings, view);
      if (what) lines.push(what);
    }
    if (climb && fresh.length > 0 && Array.isArray(view['pile']) && (view['pile'] as unknown[]).length === 0) {
      lines.push(w.pileCleared);
    }
    let nextSheet = sheet;
    if (ctx.handsDone > seenHands.current) {
      seenHands.current = ctx.handsDone;
      nextSheet = [...sheet, [...model.totals]];
      setSheet(nextSheet);
      lines.push(w.handOverLine(ctx.handsDone));
    }
    const fx = climb && fresh.some((a) => a.type === 'play') ? w.lastEffects(view) : [];
    if (fx.length) lines.push(w.effectsLine(fx));
    if (over) lines.push(w.gameOverLine);
    if (lines.length) {
      setLive(lines.slice(-4).join(' '));
      setLogLines((l) => [...l, ...lines]);
    }
    setChosen([]);
    setPending(null);
    setRefused(null);
    setHint(null);
    // Save at the points where the game waits for the player ("Next trick" too, and at the end), in a task of
    // its own: between computer moves nothing changes that a reload could not redo.
    if (myTurn || over || waitingForNext) {
      const t = setTimeout(() => {
        try {
          const saved = savedForm({ settings, log: ctx.log, sheet: nextSheet }, practiceEngine);
          writeStorage(practiceKind(variant, practiceEngine).key, JSON.stringify(saved));
        } catch {
          /* a snapshot that cannot be saved is not fatal */
        }
      }, 0);
      return () => clearTimeout(t);
    }
    return undefined;
  }, [snap]);

  // Keep keyboard focus in the table: when the focused control goes away (a card played, a
  // button gone), focus the next sensible one: "Next trick", the hand, a choice, the table.
  // A layout effect: focus moves in the same task as the change, never a frame later.
  useLayoutEffect(() => {
    const active = document.activeElement;
    const lost = !active || active === document.body || !document.contains(active);
    if (!lost || !(focusInTable.current || myTurn)) return;
    const root = tableRef.current;
    if (!root) return;
    const next =
      root.querySelector<HTMLElement>('[data-testid="next-trick"]') ??
      root.querySelector<HTMLElement>('[data-testid="hand"] button.ecard[tabindex="0"]') ??
      root.querySelector<HTMLElement>('[data-testid="actions"] button:not([disabled]), [data-testid="actions"] select');
    if (next) next.focus();
    else if (focusInTable.current) root.focus();
  });

  // review C9: the felt, the hand, the coach's line and the first controls in view together
  const decision = myTurn && legal.length > 0 ? ctx.log.length : -1;
  useFitAtDecision(tableRef, decision, cw !== null);

  const act = (a: AnyAction) => {
    goOn();
    actor.send({ type: 'game.act', action: a });
  };
  const askHint = async () => {
    hintClient.current ??= newBotClient('hint');
    try {
      const r = await hintClient.current.requestMove({
        variant,
        view,
        legal,
        ruleSet: ruleSetOf(settings),
        level: 'normal',
        seed: `${settings.seed}-hint-${ctx.log.length}`,
      });
      if (r.failed) throw new Error(r.failed);
      setHint(hintOf(r as BotResponse<AnyAction>, w));
    } catch (e) {
      setHint({ text: w.noHint(msg(e)), card: null });
    }
  };
  useEffect(() => () => hintClient.current?.dispose(), []);

  // The hand that just ended is on the sheet in this very render (the effect above keeps it).
  const shownSheet = ctx.handsDone > sheet.length ? [...sheet, [...model.totals]] : sheet;
  const playable = groups.plays;
  const selecting = groups.select;
  const turnSeat = (view['toAct'] as number[] | undefined)?.[0] ?? (view['turn'] as number | null | undefined) ?? null;
  const players = model.seats.length;
  const says = w.speech(variant, view, ctx.log, players);

  // The trick on the felt: the finished one while it is held, else the one in play.
  // Daifugō: a pile just cleared stays on the felt, its clearing play on top, until the next lead.
  const pileShown = climb ? pileOnFelt(view) : null;
  const plays = showFinished ? finished!.plays : (pileShown?.plays ?? model.trick);
  const cleared =
    pileShown?.leader != null
      ? w.pileClearedLead(w.seatName(pileShown.leader, human), pileShown.leader === human)
      : null;
  let winning: number | null = null;
  let reason = '';
  const trump = view['trump'] as Suit | null | undefined;
  const finishedReason = finished ? reasonOf(w, variant, finished, trump ?? null) : '';
  if (showFinished) {
    winning = finished!.winner;
    reason = finishedReason;
  } else if (!climb && model.trick.length > 0) {
    const now = currentWinner(w, variant, settings, view, model.trick);
    if (now) ({ winning, reason } = now);
  }
  const leader = showFinished ? finished!.leader : (model.trick[0]?.seat ?? null);
  const effects = climb ? w.lastEffects(view) : [];
  const hand = sortHand(variant, model.hand, trump);
  // The exchange: the cards that came from the widow (kitty) are those not in the hand before it.
  const before = useRef<string[]>([]);
  if (model.phase !== 'exchange') before.current = model.hand;
  const widow =
    model.phase === 'exchange' && selecting && before.current.length > 0
      ? hand.filter((c) => !before.current.includes(c))
      : [];
  const legalCards = [...playable.keys()];
  const climbCards = new Set(climbPlays.flatMap((a) => a.cards!));
  const chosenKey = [...chosen].sort().join();
  const climbMatches = chosen.length ? climbPlays.filter((a) => [...a.cards!].sort().join() === chosenKey) : [];
  const handLive = myTurn && (playable.size > 0 || climbPlays.length > 0);
  const handCards: HandCard[] = hand.map((c) => {
    const acts = playable.get(c);
    const marks: CardMark[] = [];
    if (hint?.card === c || hint?.cards?.includes(c)) marks.push('special');
    // the hinted card is never marked a mistake too (review C4)
    const mistake = hint?.card !== c && (hint?.mistakes?.some((m) => m.card === c) ?? false);
    if (acts) {
      if (pending === c) marks.push('chosen');
      return {
        card: c,
        marks,
        extra: hint?.card === c ? w.cardPlayableHint : mistake ? w.cardPlayableMistake : w.cardPlayable,
        onPick: () => (acts.length === 1 ? act(acts[0]!) : setPending(c)),
      };
    }
    if (climbCards.has(c)) {
      const isChosen = chosen.includes(c);
      return {
        card: c,
        marks: isChosen ? [...marks, 'chosen'] : marks,
        pressed: isChosen,
        extra: w.cardChosen(isChosen, hint?.cards?.includes(c) ?? false, false),
        onPick: () => setChosen((x) => (x.includes(c) ? x.filter((y) => y !== c) : [...x, c])),
      };
    }
    if (selecting?.cards.includes(c)) {
      const isChosen = chosen.includes(c);
      return {
        card: c,
        marks: isChosen ? ['chosen'] : [],
        pressed: isChosen,
        extra: w.cardChosen(isChosen, false, widow.includes(c)),
        // never more cards than asked (review C10): one more is refused, and the count chosen is said there
        onPick: () => {
          const next = toggleBury(chosen, c, selecting.count);
          setChosen(next.chosen);
          const { type, upTo, count } = selecting;
          setRefused(next.refused ? w.selectCount(w.selectVerb(type), upTo ?? false, count, count) : null);
        },
      };
    }
    // Daifugō, on the learner's turn: a dimmed card says why it cannot be played (the engine's reason), tapped too.
    if (!handLive || climbPlays.length === 0) return { card: c, marks };
    const why = climbWhy(w, settings, view, [c]);
    return { card: c, marks, why, onRefuse: () => setRefused(w.notAllowedCards(w.cardLabel(c), why)) };
  });
  const exchange =
    climb &&
    !over &&
    (model.phase === 'exchange' || ((view['history'] as unknown[] | undefined)?.length ?? 0) < players * 2)
      ? w.exchangeWords(
          ((ctx.state as { exchange?: ExchangeRec[] }).exchange ?? []).map((r) =>
            r.rich === human || r.poor === human ? r : { ...r, received: [], given: r.given ? [] : null },
          ),
          (view['titles'] as (string | null)[] | undefined) ?? [],
          human,
        )
      : [];
  const lastRound = view['lastRound'] as { history?: Record<string, unknown>[] } | null | undefined;
  const review = climb ? (
    lastRound?.history && (over || betweenHands || model.phase === 'exchange') ? (
      <PileReview piles={w.daifugoReview(lastRound.history, human)} human={human} />
    ) : null
  ) : view['result'] ? (
    <TrickReviewOf variant={variant} settings={settings} view={view} human={human} state={ctx.state} />
  ) : null;
  const status = over
    ? w.statusOver
    : waitingForNext
      ? w.statusTrickComplete
      : myTurn
        ? w.statusYourTurn
        : turnSeat !== null
          ? w.statusWaiting(w.seatName(turnSeat, human))
          : '';
  return {
    actor,
    settings,
    pacing,
    phases,
    onNew,
    onSameSeed,
    w,
    snap,
    variant,
    climb,
    human,
    ctx,
    over,
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
    refused,
    live,
    hint,
    setHint,
    hold,
    setHold,
    speed,
    setSpeed,
    confirmNew,
    setConfirmNew,
    logLines,
    tableRef,
    focusInTable,
    finished,
    showFinished,
    waitingForNext,
    goOn,
    act,
    askHint,
    shownSheet,
    playable,
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
    climbMatches,
    handLive,
    handCards,
    exchange,
    review,
    status,
  };
}
