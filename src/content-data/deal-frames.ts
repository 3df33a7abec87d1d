/**
 * What the explained deals' island shows (`DealWalker.tsx`), made at build time from the deal
 * files by replaying each deal through its engine: for each decision, the learner's hand, the
 * bidding or the trick so far, the tricks played since the previous decision, the choices and
 * the answer. Seats are counted from the learner (0 = you, 1 = the next to play …), so the island
 * needs no engine.
 */
import { variantEntry } from '../engine/variants.ts';
import type { Game } from '../engine/game.ts';
import { choiceKey, type LoggedAction } from '../islands-logic/deals.ts';
import { replayDeal } from './deal-check.ts';
import type { Deal } from './deal-types.ts';

export interface FramePlay {
  seat: number;
  card: string;
}

export interface FrameTrick {
  n: number;
  plays: FramePlay[];
  winner: number;
}

export interface DealFrame {
  /** `lead` is a card play that starts a trick. */
  kind: 'bid' | 'partner' | 'exchange' | 'lead' | 'play';
  hand: string[];
  options: string[];
  right: string[];
  explain: string;
  auction: { seat: number; bid: string }[];
  contract: { napoleon: number; bid: string; card: string } | null;
  trickNo: number | null;
  trick: FramePlay[];
  since: FrameTrick[];
  tricksLeft: number | null;
}

export interface DealView {
  id: string;
  title: string;
  intro: string;
  frames: DealFrame[];
  end: { since: FrameTrick[]; points: number; bid: string; made: boolean };
}

/** The parts of a trick game's player view the frames read. */
interface ViewLike {
  hand: string[];
  auction?: { events: ({ seat: number; bid: { count: number; suit: string } } | { seat: number; pass: true })[] };
  contract: { count: number; suit: string } | null;
  napoleon: number | null;
  adjutantCard: string | null;
  exchange: { from: string[] } | null;
  trick: { number: number; leader: number; plays: FramePlay[] } | null;
  tricks: FrameTrick[] & { plays: FramePlay[]; winner: number }[];
  result: { points: number; bid: number; trump: string; score: { napoleonWins: boolean } } | null;
  history?: { points: number; bid: number; trump: string; score: { napoleonWins: boolean } }[];
}

/** The frames of one deal (the deal is checked first: `assertDeals`). */
export function dealView(deal: Deal): DealView {
  const game = variantEntry(deal.ruleSet.variant).game as unknown as Game<unknown, LoggedAction, ViewLike>;
  const states = replayDeal(deal);
  const P = deal.players;
  const rel = (seat: number) => (seat - deal.seat + P) % P;
  const relPlays = (plays: readonly FramePlay[]) => plays.map((p) => ({ seat: rel(p.seat), card: p.card }));
  const tricksOf = (v: ViewLike) =>
    v.tricks.map((t, i) => ({ n: i + 1, plays: relPlays(t.plays), winner: rel(t.winner) }));
  let seen = 0;
  const frames: DealFrame[] = deal.decisions.map((d) => {
    const s = states[d.step]!;
    const v = game.view(s, deal.seat);
    const legal = [
      ...new Set(
        game
          .legalActions(s, deal.seat)
          .filter((a) => a['betray'] !== true)
          .map(choiceKey),
      ),
    ];
    const done = tricksOf(v);
    const since = done.slice(seen);
    seen = done.length;
    const trick = v.trick && d.kind === 'play' ? relPlays(v.trick.plays) : [];
    return {
      kind: d.kind === 'play' && trick.length === 0 ? 'lead' : d.kind,
      hand: d.kind === 'exchange' && v.exchange ? v.exchange.from : v.hand,
      options: d.options ?? legal,
      right: d.right,
      explain: d.explain,
      // Once the contract is set, the contract line replaces the bidding (the page's HTML budget).
      auction: (v.contract ? [] : (v.auction?.events ?? [])).map((e) => ({
        seat: rel(e.seat),
        bid: 'pass' in e ? 'pass' : `${e.bid.count}${e.bid.suit}`,
      })),
      contract:
        v.contract && v.napoleon !== null && v.adjutantCard
          ? { napoleon: rel(v.napoleon), bid: `${v.contract.count}${v.contract.suit}`, card: v.adjutantCard }
          : null,
      trickNo: d.kind === 'play' && v.trick ? v.trick.number : null,
      trick,
      since,
      tricksLeft: d.tricksLeft ?? null,
    };
  });
  const last = game.view(states[states.length - 1]!, deal.seat);
  const r = last.result ?? last.history?.[last.history.length - 1] ?? null;
  if (!r) throw new Error(`deal ${deal.id}: the log does not reach the end of the hand`);
  return {
    id: deal.id,
    title: deal.title,
    intro: deal.intro,
    frames,
    end: { since: tricksOf(last).slice(seen), points: r.points, bid: `${r.bid}${r.trump}`, made: r.score.napoleonWins },
  };
}
