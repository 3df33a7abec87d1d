/**
 * The practice table's pure logic: settings from the page address, action labels and grouping
 * (cards to click, cards to select, buttons), a readable table from each variant's player view,
 * announcements for screen readers, and the saved game's JSON (parsed defensively).
 */
import { cardLabel, spokenName, SUIT_NAME, type Card, type Suit } from '../engine/cards.ts';
import type { OptionValue, RuleSet, VariantId } from '../engine/options.ts';

import { signed } from './numbers.ts';
import {
  capNotices,
  changedOnly,
  duplicateKeys,
  duplicateNotice,
  MAX_OVERRIDES,
  parseGame,
  parseOneRuleSet,
  printRuleSet,
  quote,
  readableQuery,
  type RulesMeta,
} from './rules-url.ts';

export type Level = 'easy' | 'normal' | 'strong';
export const LEVELS: readonly Level[] = ['easy', 'normal', 'strong'];

export interface PracticeSettings {
  variant: VariantId;
  preset?: string;
  rules: Record<string, OptionValue>;
  /** The human's seat (0-based). */
  seat: number;
  level: Level;
  learning: boolean;
  /** Hands to play (0: as the rules say). */
  hands: number;
  seed: string;
  /** Pause before each computer move, ms. */
  delay: number;
}

export const DEFAULT_HANDS: Record<VariantId, number> = { japanese: 3, nap: 3, 'tw-hk': 3, mighty: 3, daifugo: 3 };

export function defaultSettings(variant: VariantId, seed: string): PracticeSettings {
  return {
    variant,
    rules: {},
    seat: 0,
    level: 'normal',
    learning: true,
    hands: DEFAULT_HANDS[variant],
    seed,
    delay: 700,
  };
}

/** A seed for a fresh deal, from the clock (`etori-` and the time in base 36); never `previous` again. */
export function freshSeed(now: number, previous = ''): string {
  const seed = `etori-${Math.max(0, Math.floor(now)).toString(36)}`;
  return seed === previous ? `${seed}-2` : seed;
}

/**
 * The setup form after "New game": the same choices with a fresh deal. "New game" is a new deal;
 * the same deal again is its own button ("New game with the same seed").
 */
export function newGameSettings(s: PracticeSettings, now: number): PracticeSettings {
  return { ...s, seed: freshSeed(now, s.seed) };
}

/**
 * The practice table's link (rules-url.ts's one format for rules):
 *   ?v=japanese&r=standard+killer=HQ&seed=abc&seat=2&level=strong&hands=1
 * `v` the game, `r` the preset and every changed option, `seed` the deal, `seat` the player's
 * seat (0-based), `level` the computer players; `hands` and `delay` (test hooks) are optional.
 * The older `preset=…&rules=key,key:value` is still read. Given `meta`, the rules are checked
 * against the game's declarations and cross-option checks; each bad part is named in a notice
 * and the default is kept.
 */
export function settingsFromParams(
  base: PracticeSettings,
  params: URLSearchParams,
  meta?: (v: VariantId) => RulesMeta,
): { settings: PracticeSettings; notices: string[] } {
  const notices: string[] = duplicateKeys(params).map(duplicateNotice);
  const game = parseGame(params, base.variant);
  if (game.notice) notices.push(game.notice);
  const from =
    game.variant === base.variant
      ? base
      : { ...defaultSettings(game.variant, base.seed), level: base.level, learning: base.learning, delay: base.delay };
  const s: PracticeSettings = { ...from, rules: { ...from.rules } };
  const seed = params.get('seed');
  if (seed !== null && seed !== '') {
    // A seed is a word: letters, digits and - _ . ~ (anything else is left out, and said so).
    const clean = seed.replace(/[^\p{L}\p{N}._~-]/gu, '').slice(0, 60);
    if (clean !== '') s.seed = clean;
    if (clean !== seed)
      notices.push(
        `seed=${quote(seed)}: a seed is up to 60 letters, digits and - _ . ~; ${clean === '' ? 'a new seed is used' : `using “${clean}”`}`,
      );
  }
  const level = params.get('level');
  if (level !== null) {
    if ((LEVELS as readonly string[]).includes(level)) s.level = level as Level;
    else notices.push(`level=${quote(level)}: the levels are ${LEVELS.join(', ')}`);
  }
  const num = (k: string, min: number, max: number, set: (n: number) => void) => {
    const v = params.get(k);
    if (v === null) return;
    const n = /^\d{1,6}$/.test(v) ? Number(v) : NaN;
    if (Number.isInteger(n) && n >= min && n <= max) set(n);
    else notices.push(`${k}=${quote(v)}: a whole number from ${min} to ${max} is expected`);
  };
  num('delay', 0, 5000, (n) => (s.delay = n));
  num('hands', 0, 20, (n) => (s.hands = n));
  num('seat', 0, 7, (n) => (s.seat = n));
  const engine = meta?.(s.variant);
  if (params.has('r')) {
    if (engine) {
      const one = parseOneRuleSet(params, engine);
      notices.push(...one.notices);
      s.preset = one.rules.preset;
      s.rules = { ...(one.rules.rules ?? {}) };
    }
  } else if (params.has('preset') || params.has('rules')) {
    legacyRules(s, params, engine, notices);
  }
  if (engine?.players) {
    try {
      const players = engine.players({ preset: s.preset, rules: s.rules });
      if (s.seat >= players) {
        notices.push(`seat=${s.seat}: this table has ${players} seats (0 to ${players - 1}); you sit at seat 0`);
        s.seat = 0;
      }
    } catch {
      /* named by the rules' notice */
    }
  }
  return { settings: s, notices: capNotices(notices) };
}

/** The older link form: `preset=standard&rules=sevenPass,skip:false`. */
function legacyRules(s: PracticeSettings, params: URLSearchParams, engine: RulesMeta | undefined, notices: string[]) {
  const preset = params.get('preset');
  const rules: Record<string, OptionValue> = {};
  const text: string[] = [];
  for (const part of (params.get('rules') ?? '').split(',').slice(0, MAX_OVERRIDES)) {
    if (part.trim() === '') continue;
    const m = /^([A-Za-z][A-Za-z0-9]{0,40})(?::(.{1,40}))?$/.exec(part.trim());
    if (!m) {
      notices.push(`rules=${quote(part)}: an option is "key" or "key:value"`);
      continue;
    }
    const raw = m[2];
    text.push(`${m[1]!}=${raw ?? 'true'}`);
    rules[m[1]!] =
      raw === undefined || raw === 'true' ? true : raw === 'false' ? false : /^-?\d+$/.test(raw) ? Number(raw) : raw;
  }
  if (!engine) {
    if (preset) s.preset = preset.slice(0, 40);
    Object.assign(s.rules, rules);
    return;
  }
  const one = parseOneRuleSet(new URLSearchParams({ r: [preset || engine.presets[0]!.id, ...text].join('+') }), engine);
  notices.push(...one.notices);
  s.preset = one.rules.preset;
  s.rules = { ...(one.rules.rules ?? {}) };
}

/** True when two settings start the same game (the pacing and learning mode aside). */
export function sameGame(a: PracticeSettings, b: PracticeSettings, engine?: RulesMeta): boolean {
  const rules = (s: PracticeSettings) => {
    const rc = engine
      ? changedOnly({ preset: s.preset ?? engine.presets[0]!.id, rules: s.rules }, engine)
      : { preset: s.preset, rules: s.rules };
    const sorted = Object.entries(rc.rules ?? {}).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return JSON.stringify([rc.preset ?? '', sorted]);
  };
  return (
    a.variant === b.variant &&
    rules(a) === rules(b) &&
    a.seed === b.seed &&
    a.seat === b.seat &&
    a.level === b.level &&
    a.hands === b.hands
  );
}

/**
 * The link that starts this game again: game, preset and every changed option, seed, seat and
 * level (and the number of hands when it is not the usual one).
 */
export function practiceQuery(s: PracticeSettings, engine: RulesMeta): string {
  const rc = changedOnly({ preset: s.preset ?? engine.presets[0]!.id, rules: s.rules }, engine);
  const q = new URLSearchParams();
  q.set('v', s.variant);
  q.set('r', printRuleSet(rc, engine.presets[0]!.id));
  q.set('seed', s.seed);
  q.set('seat', String(s.seat));
  q.set('level', s.level);
  if (s.hands !== DEFAULT_HANDS[s.variant]) q.set('hands', String(s.hands));
  return readableQuery(q);
}

export function ruleSetOf(s: PracticeSettings): RuleSet {
  return {
    variant: s.variant,
    ...(s.preset ? { preset: s.preset } : {}),
    ...(Object.keys(s.rules).length ? { rules: s.rules } : {}),
  };
}

// ------------------------------------------------------------------ actions

export interface AnyAction {
  type: string;
  seat?: number;
  card?: Card;
  cards?: Card[];
  declared?: Suit;
  summon?: boolean;
  ripper?: boolean;
  /** Japanese `betrayal`: the play declares betrayal. */
  betray?: boolean;
  [k: string]: unknown;
}

const STRAIN: Record<string, string> = { S: '♠ spades', H: '♥ hearts', D: '♦ diamonds', C: '♣ clubs', NT: 'no trumps' };
const strain = (x: unknown) => STRAIN[String(x)] ?? String(x);

export function actionLabel(a: AnyAction): string {
  switch (a.type) {
    case 'pass':
      return 'Pass';
    case 'misdeal':
      return 'Call a misdeal';
    case 'stop':
      return 'Stop: the result is certain';
    case 'command':
      return 'Order the secretary card played';
    case 'next':
    case 'next-hand':
      return 'Next hand';
    case 'bid': {
      if ('count' in a)
        return `Bid ${String(a['count'])} ${strain(a['suit'])}${a.card ? `, adjutant ${cardLabel(a.card)}` : ''}`;
      if ('heads' in a) return `Bid ${String(a['heads'])} heads${a['strain'] ? ` ${strain(a['strain'])}` : ''}`;
      if ('number' in a) return `Bid ${String(a['number'])} ${strain(a['strain'])}`;
      const b = a['bid'];
      const names: Record<string, string> = {
        nap: 'Nap (5)',
        misere: 'Misère',
        wellington: 'Wellington',
        blucher: 'Blücher',
      };
      return `Bid ${names[String(b)] ?? String(b)}`;
    }
    case 'trump':
      return `Trumps: ${strain(a['strain'])}`;
    case 'adjutant':
      return `Adjutant card: ${cardLabel(a.card!)}`;
    case 'secretary':
      return `Secretary card: ${cardLabel(a.card!)}`;
    case 'friend':
      return a['mode'] === 'card'
        ? `Friend: whoever holds ${cardLabel(a.card!)}`
        : a['mode'] === 'first-trick'
          ? 'Friend: the winner of the first trick'
          : 'No friend (play alone)';
    case 'play':
      if (a.cards) return `Play ${a.cards.map(cardLabel).join(' ')}`;
      return `Play ${cardLabel(a.card!)}${a.declared ? ` naming ${SUIT_NAME[a.declared]}` : ''}${a.summon ? ', summoning' : ''}${a.ripper ? ', calling the joker' : ''}${a.betray ? ', declaring betrayal' : ''}`;
    case 'discard':
      return `Discard ${(a.cards ?? []).map(cardLabel).join(' ')}`;
    case 'give':
      return `Give ${(a.cards ?? []).map(cardLabel).join(' ')}`;
    case 'seven-pass':
      return a.cards?.length ? `Hand over ${a.cards.map(cardLabel).join(' ')}` : 'Hand over nothing';
    case 'ten-discard':
      return a.cards?.length ? `Throw away ${a.cards.map(cardLabel).join(' ')}` : 'Throw away nothing';
    case 'queen-bomber':
      return `Name the ${rankPlural(String(a['rank']))}`;
    default:
      return a.type;
  }
}

const RANK_PLURAL: Record<string, string> = { A: 'aces', K: 'kings', Q: 'queens', J: 'jacks' };
/** "aces", "10s": a rank in words, for naming one (queen bomber). */
export function rankPlural(rank: string): string {
  return RANK_PLURAL[rank] ?? `${rank}s`;
}

export interface ActionGroups {
  /** Single-card plays by card (several when the card can name a suit, summon…). */
  plays: Map<Card, AnyAction[]>;
  /** Choose `count` cards (or, with `upTo`, none to `count`), then confirm (discard, give). */
  select: { type: string; verb: string; count: number; upTo?: boolean; actions: AnyAction[]; cards: Card[] } | null;
  /** Other actions, shown as buttons (or a menu when there are many). */
  buttons: AnyAction[];
}

export function groupActions(legal: readonly AnyAction[]): ActionGroups {
  const plays = new Map<Card, AnyAction[]>();
  const sel: AnyAction[] = [];
  const buttons: AnyAction[] = [];
  for (const a of legal) {
    if (a.type === 'play' && typeof a.card === 'string') {
      const list = plays.get(a.card) ?? [];
      list.push(a);
      plays.set(a.card, list);
    } else if (
      (a.type === 'discard' || a.type === 'give' || a.type === 'seven-pass' || a.type === 'ten-discard') &&
      Array.isArray(a.cards)
    )
      sel.push(a);
    else buttons.push(a);
  }
  let select: ActionGroups['select'] = null;
  if (sel.length > 0) {
    const cards = [...new Set(sel.flatMap((a) => a.cards!))];
    const t = sel[0]!.type;
    if (t === 'seven-pass' || t === 'ten-discard') {
      // Daifugō's seven pass / ten discard: any number of cards up to the most allowed.
      const count = Math.max(...sel.map((a) => a.cards!.length));
      select = {
        type: t,
        verb: t === 'seven-pass' ? 'Hand over' : 'Throw away',
        count,
        upTo: true,
        actions: sel,
        cards,
      };
    } else {
      select = { type: t, verb: t === 'give' ? 'Give' : 'Discard', count: sel[0]!.cards!.length, actions: sel, cards };
    }
  }
  return { plays, select, buttons };
}

/** The legal action whose cards are exactly `chosen`, if any. */
export function findSelected(actions: readonly AnyAction[], chosen: readonly Card[]): AnyAction | undefined {
  const key = [...chosen].sort().join();
  return actions.find((a) => [...(a.cards ?? [])].sort().join() === key);
}

// ------------------------------------------------------------------ the table

export interface SeatInfo {
  seat: number;
  name: string;
  cards: number;
  /** Points / honours / tricks taken this hand (words included). */
  taken: string;
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

export function seatName(seat: number, human: number): string {
  return seat === human ? 'You' : `Computer ${seat + 1}`;
}

/**
 * The hand being played (or just scored), counted from 1. Daifugō's `round` already counts from 1;
 * the trick-taking views' `handNo` counts hands before this one, except Nap's, which counts the
 * hand as done once it is scored.
 */
function handNumber(variant: VariantId, view: V): number {
  if (variant === 'daifugo') return Math.max(1, num(view['round']));
  const before = num(view['handNo']);
  const scored = view['phase'] === 'handOver' || view['phase'] === 'gameOver';
  return variant === 'nap' && scored ? Math.max(1, before) : before + 1;
}

/** The words of the table's facts, roles and results (English here; other languages in src/i18n/islands/). */
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

const nth = (i: number) => `${i + 1}${i === 0 ? 'st' : i === 1 ? 'nd' : i === 2 ? 'rd' : 'th'}`;

export const TABLE_WORDS_EN: TableWords = {
  seatName,
  revolution: 'Revolution in force: 3 is high, 2 is low.',
  elevenBack: 'Jack back in force until the pile clears.',
  suitLock: (suits) => `Suit lock: ${suits.map((s) => SUIT_NAME[s]).join(', ')}.`,
  anticlockwise: 'Play goes the other way (anticlockwise).',
  round: (n) => `Round ${n}.`,
  title: (t) => t,
  out: (i) => `out ${nth(i)}`,
  passed: 'passed',
  lastRound: (ranking, delta, human) =>
    `Last round: ${ranking.map((s, i) => `${i + 1}. ${seatName(s, human)} (${signed(delta[s] ?? 0)})`).join(', ')}`,
  trumps: (s) => `Trumps: ${SUIT_NAME[s]}.`,
  bidding: 'Bidding.',
  noTrumps: 'No trumps.',
  declarerRole: (v) => (v === 'nap' || v === 'mighty' ? 'declarer' : 'Napoleon'),
  partnerRole: (v) => (v === 'japanese' ? 'adjutant' : v === 'tw-hk' ? 'secretary' : 'friend'),
  contract: (contract, by) => {
    const c = contract as Record<string, unknown>;
    const words =
      typeof contract === 'object' && contract !== null
        ? 'count' in c
          ? `${String(c['count'])} honours`
          : 'heads' in c
            ? `${String(c['heads'])} heads`
            : `${String(c['number'])} points`
        : String(contract);
    return `Contract: ${words}, by ${by}.`;
  },
  partnerCard: (c) => `Partner card: ${cardLabel(c)} (${spokenName(c)}).`,
  friendCard: (c) => `Friend card: ${cardLabel(c)}.`,
  friendFirst: 'Friend: winner of the first trick.',
  noFriend: 'No friend.',
  betrayal: (by, seat, human, shown = []) =>
    by === 'adjutant'
      ? `Betrayal: ${seatName(seat, human)}, the adjutant, went over to the allies; Napoleon plays alone.`
      : `Betrayal: ${seatName(seat, human)}, Napoleon, showed the ${shown.map(spokenName).join(' and the ')} and went over to the allies; the adjutant must make the bid alone.`,
  alone: 'The declarer plays alone.',
  taken: (n, variant) => {
    const unit =
      variant === 'nap' ? 'tricks' : variant === 'tw-hk' ? 'heads' : variant === 'mighty' ? 'points' : 'honours';
    return `${n} ${n === 1 ? unit.replace(/s$/, '') : unit}`;
  },
  trick: (n) => `Trick ${n}.`,
  result: (r, human) => resultWords(r, human),
};

export function tableModel(variant: VariantId, view: V, human: number, w: TableWords = TABLE_WORDS_EN): TableModel {
  const players = num(view['players']) || arr(view['handSizes']).length || arr(view['handCounts']).length;
  const sizes = arr<number>(view['handSizes'] ?? view['handCounts']);
  const totals = arr<number>(variant === 'daifugo' ? view['scores'] : view['totals']);
  const facts: string[] = [];
  const roles: string[][] = Array.from({ length: players }, () => []);
  let taken: string[] = Array.from({ length: players }, () => '');
  let trick: { seat: number; cards: Card[] }[] = [];
  const trump = view['trump'] as Suit | null | undefined;
  const resultLines: string[] = [];
  const role = (seat: unknown, r: string) => {
    if (typeof seat === 'number' && roles[seat]) roles[seat]!.push(r);
  };
  if (variant === 'daifugo') {
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
    facts.push(trump ? w.trumps(trump) : view['phase'] === 'auction' ? w.bidding : w.noTrumps);
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
    const t =
      variant === 'japanese'
        ? ((view['trick'] as { plays?: { seat: number; card: Card }[] } | null)?.plays ?? [])
        : arr<{ seat: number; card: Card }>(view['current']);
    trick = t.map((p) => ({ seat: p.seat, cards: [p.card] }));
    const takenNums = arr<number>(view['honoursTaken'] ?? view['points'] ?? view['tricks']);
    taken = takenNums.map((n) => w.taken(n, variant));
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

function resultWords(r: V, human: number): string {
  const text = r['text'] ?? r['summary'] ?? r['reason'];
  if (typeof text === 'string') return text;
  const made = r['made'] ?? r['napoleonWins'] ?? r['won'];
  const delta = arr<number>(r['delta'] ?? r['scores'] ?? r['score']);
  const parts: string[] = [];
  if (typeof made === 'boolean') parts.push(made ? 'The contract was made.' : 'The contract was defeated.');
  if (delta.length) parts.push(`This hand: ${delta.map((d, i) => `${seatName(i, human)} ${signed(d)}`).join(', ')}.`);
  return parts.join(' ') || 'The hand is over.';
}

/** One sentence for the screen-reader announcement of an action. */
export function announce(a: AnyAction, human: number): string {
  const who = typeof a.seat === 'number' ? seatName(a.seat, human) : 'The table';
  if (a.type === 'play' && a.card)
    return `${who} ${a.seat === human ? 'play' : 'plays'} the ${spokenName(a.card)}${a.declared ? `, naming ${SUIT_NAME[a.declared]}` : ''}${a.betray ? `, and ${a.seat === human ? 'declare' : 'declares'} betrayal` : ''}.`;
  if (a.type === 'play' && a.cards)
    return `${who} ${a.seat === human ? 'play' : 'plays'} ${a.cards.map(spokenName).join(', ')}.`;
  if (a.type === 'discard')
    return `${who} ${a.seat === human ? 'discard' : 'discards'} ${a.seat === human ? (a.cards ?? []).map(spokenName).join(', ') : `${(a.cards ?? []).length} card(s)`}.`;
  if (a.type === 'give') return `${who} ${a.seat === human ? 'give' : 'gives'} ${(a.cards ?? []).length} card(s).`;
  if (a.type === 'seven-pass') {
    const n = (a.cards ?? []).length;
    return a.seat === human
      ? `You hand over ${n ? (a.cards ?? []).map(spokenName).join(', ') : 'nothing'}.`
      : `${who} hands over ${n} card${n === 1 ? '' : 's'}.`;
  }
  if (a.type === 'ten-discard') {
    const cards = a.cards ?? [];
    return `${who} ${a.seat === human ? 'throw' : 'throws'} away ${cards.length ? cards.map(spokenName).join(', ') : 'nothing'}.`;
  }
  if (a.type === 'queen-bomber') {
    return `${who} ${a.seat === human ? 'name' : 'names'} the ${rankPlural(String(a['rank']))}: everyone throws theirs away.`;
  }
  return `${who}: ${actionLabel(a)}.`;
}
