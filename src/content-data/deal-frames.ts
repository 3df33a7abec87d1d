/**
 * What the explained deals' island shows (`DealWalker.tsx`), made at build time from the deal
 * files by replaying each deal through its engine: for each decision, the learner's hand, the
 * bidding or the contract, the trick so far, the tricks played since the previous decision, the
 * choices and the answer. Seats are counted from the learner (0 = you, 1 = the next to play …),
 * so the island needs no engine. Any trick game works: the auction and the contract are read from
 * the log, the tricks from the view (`trickNow`), the roles and the unit from the game's
 * descriptor, the result from the islands' adapter (`handTarget`).
 */
import { variantEntry } from '../engine/variants.ts';
import { descriptorOf } from '../engine/descriptors.ts';
import type { Game } from '../engine/game.ts';
import type { VariantId } from '../engine/options.ts';
import { engineFor } from '../islands-logic/engines/all.ts';
import { choiceKey, type LoggedAction } from '../islands-logic/deals.ts';
import { replayDeal, trickNow } from './deal-check.ts';
import type { Deal } from './deal-types.ts';
import { dealRoles, type DealRoles } from './deal-roles.ts';
import {
  alternativePlace,
  climbEvents,
  climbFrame,
  climbResult,
  dealRound,
  titleAt,
  type ClimbEvent,
  type ClimbFrame,
} from './deal-climb.ts';

export type { DealRoles } from './deal-roles.ts';
export type { ClimbEvent, ClimbFrame } from './deal-climb.ts';

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
  /**
   * `lead` is a card play that starts a trick; a climbing game asks `give` (the exchange),
   * `climbLead` (the pile is empty) or `climbPlay` (beat the pile or pass).
   */
  kind: 'bid' | 'trump' | 'partner' | 'exchange' | 'lead' | 'play' | 'give' | 'climbLead' | 'climbPlay';
  hand: string[];
  options: string[];
  right: string[];
  /** Cards the exact solver finds as good as the right ones, which the deal does not teach (a card decision). */
  equal?: string[];
  explain: string;
  auction: { seat: number; bid: string }[];
  /** Once the auction is over: the declarer, the bid, the trump suit and the partner card or call as far as chosen. */
  contract: { declarer: number; bid: string; trump: string | null; partner: string | null } | null;
  trickNo: number | null;
  trick: FramePlay[];
  since: FrameTrick[];
  tricksLeft: number | null;
  /** A climbing game's table: the pile, the hands' sizes, the moves since the last decision. */
  climb?: ClimbFrame;
  /**
   * What the explanation's placeholders stand for, from the engine: the learner's title at the end
   * of the deal's line (`place`), the alternative (`alt`, a choice key) and the title it leads to (`altPlace`).
   */
  facts?: { place?: string; alt?: string; altPlace?: string };
}

export interface DealView {
  id: string;
  title: string;
  intro: string;
  roles: DealRoles;
  frames: DealFrame[];
  end: { since: FrameTrick[]; final: number; need: number; bid: string; made: boolean };
  /** A climbing game's end of the round: the moves since the last decision, the finishing order and titles (seats from the learner). */
  finish?: { events: ClimbEvent[]; order: number[]; titles: string[] };
}

type ViewRecord = Record<string, unknown>;

const AUCTION = new Set(['bid', 'pass']);
const PARTNER = new Set(['adjutant', 'secretary', 'friend', 'partner']);

/**
 * What a deal's frames are made from, in a trick game or a climbing one: its game, the state
 * before each logged action (and after the last), seats counted from the learner, and the view's
 * heading (id, title, intro, the game's roles).
 */
function replayed(deal: Deal) {
  const variant = deal.ruleSet.variant as VariantId;
  const game = variantEntry(variant).game as unknown as Game<unknown, LoggedAction, ViewRecord>;
  const P = deal.players;
  const rel = (seat: number) => (seat - deal.seat + P) % P;
  const head = { id: deal.id, title: deal.title, intro: deal.intro, roles: dealRoles(variant) };
  return { variant, game, states: replayDeal(deal), rel, head };
}

/** A decision's frame fields taken as the deal file gives them. */
const asGiven = (d: Deal['decisions'][number]) => {
  const equal = (d.best ?? []).filter((k) => !d.right.includes(k));
  return { right: d.right, ...(equal.length ? { equal } : {}), explain: d.explain };
};

/** The frames of one deal (the deal is checked first: `assertDeals`). */
export function dealView(deal: Deal): DealView {
  if (descriptorOf(deal.ruleSet.variant).kind === 'climb') return climbView(deal);
  const { variant, game, states, rel, head } = replayed(deal);
  const desc = descriptorOf(variant);
  const declarerField = (desc.review.declarer ?? 'declarer').toLowerCase();
  const log = deal.log as LoggedAction[];
  const relPlays = (plays: readonly FramePlay[]) => plays.map((p) => ({ seat: rel(p.seat), card: p.card }));
  const tricksOf = (v: ViewRecord) =>
    (trickNow(v)?.done ?? []).map((t, i) => ({ n: i + 1, plays: relPlays(t.plays), winner: rel(t.winner) }));
  const lastKey = (upTo: number, types: Set<string>) => {
    for (let i = upTo - 1; i >= 0; i--) if (types.has(log[i]!.type)) return choiceKey(log[i]!);
    return null;
  };
  // A redeal (everyone passed, a misdeal called) deals new hands: the bidding shown starts after the last one.
  const handKey = (i: number) => JSON.stringify(game.view(states[i]!, deal.seat)['hand']);
  const dealtAt = log.map((_, i) =>
    desc.steps[game.phase(states[i]!)] === 'auction' && handKey(i) !== handKey(i + 1) ? i + 1 : 0,
  );
  let seen = 0;
  const frames: DealFrame[] = deal.decisions.map((d) => {
    const s = states[d.step]!;
    const v = game.view(s, deal.seat);
    const legal = [
      ...new Set(
        game
          .legalActions(s, deal.seat)
          .filter((a) => a['betray'] !== true && (d.kind !== 'play' || a.type === 'play'))
          .map(choiceKey),
      ),
    ];
    const t = trickNow(v);
    const done = tricksOf(v);
    const since = done.slice(seen);
    seen = done.length;
    const trick = t && d.kind === 'play' ? relPlays(t.plays) : [];
    const inAuction = desc.steps[game.phase(s)] === 'auction' && lastKey(d.step, new Set(['trump'])) === null;
    const declarer = v[declarerField];
    const exchange = v['exchange'] as { from?: string[] } | null | undefined;
    return {
      kind: d.kind === 'play' && trick.length === 0 ? 'lead' : d.kind,
      hand: (d.kind === 'exchange' && exchange?.from) || (v['hand'] as string[]),
      options: d.options ?? legal,
      ...asGiven(d),
      // Once the contract is set, the contract line replaces the bidding (the page's HTML budget).
      auction: inAuction
        ? log
            .slice(Math.max(0, ...dealtAt.slice(0, d.step)), d.step)
            .flatMap((a) => (AUCTION.has(a.type) ? [{ seat: rel(a.seat!), bid: choiceKey(a) }] : []))
        : [],
      contract:
        !inAuction && typeof declarer === 'number'
          ? {
              declarer: rel(declarer),
              bid: lastKey(d.step, new Set(['bid'])) ?? '',
              trump: (v['trump'] as string | null) ?? lastKey(d.step, new Set(['trump'])),
              partner: lastKey(d.step, PARTNER),
            }
          : null,
      trickNo: d.kind === 'play' && t ? t.number : null,
      trick,
      since,
      tricksLeft: d.tricksLeft ?? null,
    };
  });
  const last = game.view(states[states.length - 1]!, deal.seat);
  const engine = engineFor(variant);
  const target = engine.kind === 'trick' && last['result'] ? engine.handTarget?.(last) : undefined;
  if (!target) throw new Error(`deal ${deal.id}: the log does not reach the end of the hand`);
  const made = target.misere ? target.final === 0 : target.final >= target.need;
  return {
    ...head,
    frames,
    end: {
      since: tricksOf(last).slice(seen),
      final: target.final,
      need: target.need,
      bid: lastKey(log.length, new Set(['bid'])) ?? '',
      made,
    },
  };
}

/** The frames of one round of a climbing game (the deal is checked first: `assertDeals`). */
function climbView(deal: Deal): DealView {
  const { game, states, rel, head } = replayed(deal);
  const round = dealRound(deal, states);
  const result = climbResult(deal, states[states.length - 1], round);
  const place = result.ranking.indexOf(deal.seat) + 1;
  let seen = 0;
  const frames: DealFrame[] = deal.decisions.map((d) => {
    const s = states[d.step]!;
    const v = game.view(s, deal.seat);
    const climb = climbFrame(v, rel, seen);
    seen = (v['history'] as unknown[]).length;
    const alt = d.alternative;
    return {
      kind: d.kind === 'exchange' ? 'give' : climb.top ? 'climbPlay' : 'climbLead',
      hand: v['hand'] as string[],
      options: d.options ?? [],
      ...asGiven(d),
      auction: [],
      contract: null,
      trickNo: null,
      trick: [],
      since: [],
      tricksLeft: null,
      climb,
      facts: {
        place: titleAt(result, place),
        ...(alt ? { alt: alt.play, altPlace: titleAt(result, alternativePlace(deal, d, s, round)) } : {}),
      },
    };
  });
  const end = game.view(states[states.length - 1]!, deal.seat);
  const history = (end['lastRound'] as { history: Parameters<typeof climbEvents>[0] }).history;
  return {
    ...head,
    frames,
    end: { since: [], final: place, need: 0, bid: '', made: true },
    finish: {
      events: climbEvents(history.slice(seen), rel),
      order: result.ranking.map(rel),
      titles: result.ranking.map((seat) => result.titles[seat]!),
    },
  };
}
