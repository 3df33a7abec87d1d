/**
 * The practice table's readable model of a player view (seats, trick, hand, facts), in the words
 * it is given (`TableWords`: the practice catalogue's, src/i18n/islands/practice-table-words.ts).
 */
import type { Card, Suit } from '../engine/cards.ts';
import { descriptorOf, isClimb } from '../engine/descriptors.ts';
import type { VariantId } from '../engine/options.ts';

// ------------------------------------------------------------------ the table

export interface SeatInfo {
  seat: number;
  name: string;
  cards: number;
  /** Points / honours / tricks taken this hand (words included). */
  taken: string;
  /** The number taken, where the game counts one (null in a climbing game). */
  count: number | null;
  total: number;
  roles: string[];
}

export interface TableModel {
  phase: string;
  facts: string[];
  seats: SeatInfo[];
  trick: { seat: number; cards: Card[] }[];
  hand: Card[];
  handNo: number;
  /** Running totals (one per seat). */
  totals: number[];
  resultLines: string[];
}

type V = Record<string, unknown>;
const num = (x: unknown) => (typeof x === 'number' ? x : 0);
const arr = <T>(x: unknown): T[] => (Array.isArray(x) ? (x as T[]) : []);

/**
 * The hand being played (or just scored), counted from 1, as the game's descriptor says its view
 * numbers hands (`handNumbering`): Daifugō's `round` already counts from 1; the trick-taking views'
 * `handNo` counts hands before this one, except Nap's, which counts the hand as done once it is scored.
 */
export function handNumber(variant: VariantId, view: V): number {
  const numbering = descriptorOf(variant).handNumbering ?? 'before';
  if (numbering === 'round') return Math.max(1, num(view['round']));
  const before = num(view['handNo']);
  const scored = view['phase'] === 'handOver' || view['phase'] === 'gameOver';
  return numbering === 'scored' && scored ? Math.max(1, before) : before + 1;
}

/** What a seat's "taken" counts in a trick-taking game: the cards that score (honours, heads, points), else tricks. */
export function takenUnit(variant: VariantId): 'honours' | 'heads' | 'points' | 'tricks' {
  return descriptorOf(variant).review.scoringCards ?? 'tricks';
}

/** The plays of the trick in progress in a trick-taking view: `current`, or the `trick`'s plays (a list, or Japanese `{plays}`). */
export function currentPlays(view: V): { seat: number; card: Card }[] {
  if (Array.isArray(view['current'])) return view['current'] as { seat: number; card: Card }[];
  const t = view['trick'];
  if (Array.isArray(t)) return t as { seat: number; card: Card }[];
  return (t as { plays?: { seat: number; card: Card }[] } | null | undefined)?.plays ?? [];
}

/** The words of the table's facts, roles and results (each language's: src/i18n/islands/practice-table-words.ts). */
export interface TableWords {
  seatName(seat: number, human: number): string;
  revolution: string;
  elevenBack: string;
  suitLock(suits: readonly Suit[]): string;
  anticlockwise: string;
  round(n: number): string;
  title(t: string): string;
  out(place: number): string;
  passed: string;
  lastRound(ranking: readonly number[], delta: readonly number[], human: number): string;
  trumps(s: Suit): string;
  bidding: string;
  /** Before the opening lead where that lead sets trumps (the view's `trumpsByLead`). */
  trumpsByLead: string;
  noTrumps: string;
  declarerRole(variant: VariantId): string;
  partnerRole(variant: VariantId): string;
  contract(c: unknown, by: string): string;
  partnerCard(c: Card): string;
  friendCard(c: Card): string;
  friendFirst: string;
  noFriend: string;
  /** A betrayal (Japanese `betrayal`): who declared it, and the cards Napoleon showed (his betrayal). */
  betrayal(by: string, seat: number, human: number, shown?: readonly Card[]): string;
  alone: string;
  taken(n: number, variant: VariantId): string;
  trick(n: number): string;
  result(r: Record<string, unknown>, human: number): string;
}

export function tableModel(variant: VariantId, view: V, human: number, w: TableWords): TableModel {
  const players = num(view['players']) || arr(view['handSizes']).length || arr(view['handCounts']).length;
  const sizes = arr<number>(view['handSizes'] ?? view['handCounts']);
  const climb = isClimb(variant);
  const totals = arr<number>(climb ? view['scores'] : view['totals']);
  const facts: string[] = [];
  const roles: string[][] = Array.from({ length: players }, () => []);
  let taken: string[] = Array.from({ length: players }, () => '');
  let counts: number[] = [];
  let trick: { seat: number; cards: Card[] }[] = [];
  const trump = view['trump'] as Suit | null | undefined;
  const resultLines: string[] = [];
  const role = (seat: unknown, r: string) => {
    if (typeof seat === 'number' && roles[seat]) roles[seat]!.push(r);
  };
  if (climb) {
    if (view['revolution']) facts.push(w.revolution);
    if (view['elevenBack']) facts.push(w.elevenBack);
    const locked = arr<Suit>(view['lockedSuits']);
    if (locked.length) facts.push(w.suitLock(locked));
    if (view['direction'] === -1) facts.push(w.anticlockwise);
    facts.push(w.round(num(view['round'])));
    trick = arr<{ seat: number; cards: Card[] }>(view['pile']).map((p) => ({ seat: p.seat, cards: p.cards }));
    const titles = arr<string | null>(view['titles']);
    titles.forEach((t, i) => t && role(i, w.title(t)));
    arr<number>(view['finished']).forEach((seat, i) => role(seat, w.out(i)));
    const passed = arr<boolean>(view['passed']);
    taken = Array.from({ length: players }, (_, i) => (passed[i] ? w.passed : ''));
    const lr = view['lastRound'] as { ranking?: number[]; delta?: number[] } | null;
    if (lr?.ranking && view['phase'] !== 'play') resultLines.push(w.lastRound(lr.ranking, lr.delta ?? [], human));
  } else {
    facts.push(
      trump
        ? w.trumps(trump)
        : view['phase'] === 'auction'
          ? w.bidding
          : view['trumpsByLead'] === true
            ? w.trumpsByLead
            : w.noTrumps,
    );
    const declarer = view['napoleon'] ?? view['declarer'];
    role(declarer, w.declarerRole(variant));
    const contract = view['contract'] ?? view['bid'];
    if (contract !== null && contract !== undefined && typeof declarer === 'number')
      facts.push(w.contract(contract, w.seatName(declarer, human)));
    const partnerCard = (view['adjutantCard'] ?? view['secretaryCard']) as Card | null | undefined;
    if (partnerCard) facts.push(w.partnerCard(partnerCard));
    const fc = view['friendCall'] as { mode: string; card?: Card } | null | undefined;
    if (fc)
      facts.push(fc.mode === 'card' ? w.friendCard(fc.card!) : fc.mode === 'first-trick' ? w.friendFirst : w.noFriend);
    const partner = view['adjutant'] ?? view['secretary'] ?? view['friend'];
    role(partner, w.partnerRole(variant));
    const betrayal = view['betrayal'] as { by: string; seat: number; shown?: Card[] } | null | undefined;
    if (betrayal) facts.push(w.betrayal(betrayal.by, betrayal.seat, human, betrayal.shown ?? []));
    // After a betrayal the betrayal fact says who is alone (after Napoleon's, the adjutant).
    if ((view['solo'] === true && !betrayal) || view['dictator'] === true) facts.push(w.alone);
    trick = currentPlays(view).map((p) => ({ seat: p.seat, cards: [p.card] }));
    const takenNums = arr<number>(view['honoursTaken'] ?? view['points'] ?? view['tricks']);
    taken = takenNums.map((n) => w.taken(n, variant));
    counts = takenNums;
    const tn = num(view['trickNumber']) || num((view['trick'] as V | null)?.['number']);
    if (tn && view['phase'] === 'play') facts.push(w.trick(tn));
    const result = view['result'] as V | null;
    if (result) resultLines.push(w.result(result, human));
  }
  const seats: SeatInfo[] = Array.from({ length: players }, (_, i) => ({
    seat: i,
    name: w.seatName(i, human),
    cards: sizes[i] ?? 0,
    taken: taken[i] ?? '',
    count: counts[i] ?? null,
    total: totals[i] ?? 0,
    roles: roles[i] ?? [],
  }));
  return {
    phase: String(view['phase'] ?? ''),
    facts,
    seats,
    trick,
    hand: arr<Card>(view['hand']),
    handNo: handNumber(variant, view),
    totals,
    resultLines,
  };
}
