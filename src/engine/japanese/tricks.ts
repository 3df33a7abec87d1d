/**
 * Japanese Napoleon tricks (SPEC §2.4–2.6): who wins a trick (with an explanation), which cards
 * may be played, and the strength ranking of the whole deck for the site's ranking explorer.
 *
 * Strength is a number per card per trick (see {@link TIER}); the highest wins, ties go to the
 * earlier card (they cannot happen between two real cards).
 *
 * Decisions where SPEC is silent (documented on the site):
 * - A joker led with `named-suit` when nobody plays the named suit or a trump: the first
 *   non-joker card sets the led suit (as for `trump-request`).
 * - A led ♠A under `mightySuitless` is still a spade lead for following.
 * - `jokerRank: below-ura-jack` puts the joker below both jacks of power, above every trump.
 * - `killerCounter: HK-HA` is a chain: ♥A wins only when ♥K had countered ♥Q.
 * - `specialsFree` frees the special cards only in tricks where they have their power.
 * - `plainJacks: lowest` in a no-trump contract makes all four jacks the lowest of their suits
 *   (none is a sei-jack or an ura-jack); a sei-jack or ura-jack without power (`specialsOff`)
 *   ranks as an ordinary jack, not as a plain jack.
 * - `huntingJack` needs the jacks to have their power in the trick; when a killer rule decided
 *   the trick (the mighty or a beaten joker was there), it stands.
 * - `killerBeatsJoker` works in every trick (the joker is not one of the special cards);
 *   `killerJacks: jacks-win` also hands a killer's win over a joker to a jack of power.
 */
import {
  cardLabel,
  makeCard,
  sameColourSuit,
  SUIT_NAME,
  suitNameSingular,
  suitOf,
  type Card,
  type Suit,
} from '../cards.ts';
import {
  allOneSuit,
  followSuit,
  followSuitAllows,
  perRuleValues,
  plainRank,
  slotTrump,
  trumpSlot,
  type Strength,
  type Explanation,
  type FollowRule,
  type TrickResult,
} from '../trick/index.ts';
import { JAPANESE_OPTIONS, type JapaneseRules, type SpecialsOffSel } from './options.ts';
import { japaneseDeck } from './deck.ts';

/** The situation of one trick. */
export interface JapaneseTrickContext {
  /** Trump suit, or null in a no-trump contract. */
  trump: Suit | null;
  /** 1-based trick number. */
  trickNo: number;
  /** Tricks in the hand (the hand size). */
  totalTricks: number;
  players: number;
  /** Suit named by the leader of a `named-suit` joker. */
  declared?: Suit | null;
}

export type CardRole = 'mighty' | 'sei-jack' | 'ura-jack' | 'killer' | 'joker' | 'trump' | 'led' | 'plain';

/** Strength tiers (a card's strength is its tier plus its rank where ranks matter). */
export const TIER = {
  sameTwoAboveAll: 2000,
  jokerTop: 1000,
  killer: 950,
  mighty: 900,
  sameTwoBelowMighty: 875,
  jokerBelowMighty: 850,
  jackHigh: 800,
  sameTwoBelowSei: 795,
  jackLow: 790,
  sameTwoBelowSpecials: 780,
  jokerBelowUra: 700,
  trump: 500,
  led: 100,
  off: 0,
  never: -1,
} as const;

function inTricks(sel: SpecialsOffSel, trickNo: number, total: number): boolean {
  switch (sel) {
    case 'all':
      return true;
    case 'none':
      return false;
    case 'first':
      return trickNo === 1;
    case 'last':
      return trickNo === total;
    case 'first-and-last':
      return trickNo === 1 || trickNo === total;
  }
}

interface Specials {
  mightyOn: boolean;
  jacksOn: boolean;
  off: boolean;
}

/** Whether the mighty and the jacks have their power in this trick. */
export function specialsState(rules: JapaneseRules, trump: Suit | null, trickNo: number, total: number): Specials {
  const off = inTricks(rules.specialsOff, trickNo, total);
  return { mightyOn: !off || rules.specialsOffKeepsMighty, jacksOn: trump !== null && !off, off };
}

export function seiJack(trump: Suit): Card {
  return SEI_JACK[trump];
}
export function uraJack(trump: Suit): Card {
  return URA_JACK[trump];
}
// Tables, not concatenation: the same shared string each time, compared by identity.
const SEI_JACK: Readonly<Record<Suit, Card>> = { S: 'SJ', H: 'HJ', D: 'DJ', C: 'CJ' };
const URA_JACK: Readonly<Record<Suit, Card>> = {
  S: SEI_JACK[sameColourSuit('S')],
  H: SEI_JACK[sameColourSuit('H')],
  D: SEI_JACK[sameColourSuit('D')],
  C: SEI_JACK[sameColourSuit('C')],
};

/** The jack paired with `jack` for the hunting jack: ♠J↔♥J, ♣J↔♦J. */
export const HUNT_PAIR: Readonly<Record<string, Card>> = { SJ: 'HJ', HJ: 'SJ', CJ: 'DJ', DJ: 'CJ' };

/** A jack that is neither the sei-jack nor the ura-jack of the contract (every jack in no-trump). */
export function isPlainJack(card: Card, trump: Suit | null): boolean {
  if (!card.endsWith('J') || card === 'JK') return false;
  return trump === null || (card !== seiJack(trump) && card !== uraJack(trump));
}

/** The effective joker-lead mode for a trick (`no-effect` in trick 1 works as `pass`). */
export function jokerLeadMode(rules: JapaneseRules, trickNo: number): JapaneseRules['jokerLead'] {
  if (trickNo === 1 && rules.jokerLeadFirstTrick === 'no-effect') return 'pass';
  return rules.jokerLead;
}

/** Where a same-two ranks, in words: "below the sei-jack". */
function sameTwoWords(mode: JapaneseRules['sameTwo']): string {
  const phrase = JAPANESE_OPTIONS.sameTwo.labels[mode];
  return phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

function effectiveSameTwo(rules: JapaneseRules, players: number): Exclude<JapaneseRules['sameTwo'], 'by-players'> {
  if (rules.sameTwo !== 'by-players') return rules.sameTwo;
  return players <= 4 ? 'below-specials' : players === 5 ? 'below-sei-jack' : 'below-mighty';
}

/** The suit a player must follow, given the plays so far (null: anything may be played). */
export function suitToFollow(rules: JapaneseRules, plays: readonly Card[], ctx: JapaneseTrickContext): Suit | null {
  if (plays.length === 0) return null;
  const lead = plays[0]!;
  if (lead !== 'JK') return suitOf(lead);
  switch (jokerLeadMode(rules, ctx.trickNo)) {
    case 'trump-request':
      return ctx.trump;
    case 'named-suit':
      return ctx.declared ?? null;
    case 'pass':
      return plays.length >= 2 ? suitOf(plays[1]!) : null;
  }
}

/** The led suit for ranking a trick's cards. */
export function ledSuitForRanking(
  rules: JapaneseRules,
  cards: readonly Card[],
  ctx: JapaneseTrickContext,
): Suit | null {
  if (cards.length === 0) return null;
  const lead = cards[0]!;
  if (lead !== 'JK') return suitLetter(lead);
  let fallback: Suit | null = null;
  for (let i = 1; i < cards.length; i++) {
    if (cards[i] !== 'JK') {
      fallback = suitLetter(cards[i]!);
      break;
    }
  }
  switch (jokerLeadMode(rules, ctx.trickNo)) {
    case 'trump-request':
      return ctx.trump !== null && cards.some((c) => suitOf(c) === ctx.trump) ? ctx.trump : fallback;
    case 'named-suit':
      return ctx.declared && cards.some((c) => suitOf(c) === ctx.declared) ? ctx.declared : fallback;
    case 'pass':
      return fallback;
  }
}

/** A card's printed suit read from its first character (null for a joker), no string made. */
const SUIT_AT: readonly (Suit | null)[] = Array.from({ length: 128 }, (_, code) =>
  code === 83 ? 'S' : code === 72 ? 'H' : code === 68 ? 'D' : code === 67 ? 'C' : null,
);
function suitLetter(card: Card): Suit | null {
  return SUIT_AT[card.charCodeAt(0)] ?? null;
}

interface StrengthEnv {
  trump: Suit | null;
  led: Suit | null;
  mightyOn: boolean;
  jacksOn: boolean;
  /** The sei-jack and ura-jack when the jacks have their power here (else null). */
  sei: Card | null;
  ura: Card | null;
  killerActive: boolean;
  sameTwoCard: Card | null;
  /** The same-two's strength (shared by every card of this trick's analysis). */
  sameTwo: RuledStrength | null;
  jokerLed: boolean;
  jokerCalled: boolean;
  /** `trumpsFirstTrick: powerless` in trick 1: trumps rank as ordinary cards. */
  trumpsPowerless: boolean;
}

/** The explanations' rule ids, numbered for the explanation cache's key. */
const RULE_IDS = [
  'no-contest',
  'killer-joker',
  'killer-jacks',
  'hunting-jack',
  'killer-counter',
  'killer',
  'mighty',
  'joker',
  'same-two',
  'sei-jack',
  'ura-jack',
  'trump',
  'led-suit',
  'joker-called',
  'off-suit',
] as const;
/** A strength with its rule's number in {@link RULE_IDS} (the explanation cache's key reads it). */
interface RuledStrength extends Strength {
  readonly no: number;
}
const strength = (value: number, rule: (typeof RULE_IDS)[number]): RuledStrength =>
  Object.freeze({ value, rule, no: RULE_IDS.indexOf(rule) });

function jokerTier(mode: JapaneseRules['jokerRank']): number {
  switch (mode) {
    case 'lowest':
      return TIER.never;
    case 'top':
      return TIER.jokerTop;
    case 'below-mighty':
      return TIER.jokerBelowMighty;
    case 'below-ura-jack':
      return TIER.jokerBelowUra;
  }
}

// The strengths every trick shares, made once.
const JOKER_STRENGTH: Readonly<Record<JapaneseRules['jokerRank'], RuledStrength>> = {
  lowest: strength(jokerTier('lowest'), 'joker'),
  top: strength(jokerTier('top'), 'joker'),
  'below-mighty': strength(jokerTier('below-mighty'), 'joker'),
  'below-ura-jack': strength(jokerTier('below-ura-jack'), 'joker'),
};
const JOKER_CALLED = strength(TIER.never, 'joker-called');
const KILLER = strength(TIER.killer, 'killer');
const MIGHTY = strength(TIER.mighty, 'mighty');
const SEI_HIGH = strength(TIER.jackHigh, 'sei-jack');
const SEI_LOW = strength(TIER.jackLow, 'sei-jack');
const URA_HIGH = strength(TIER.jackHigh, 'ura-jack');
const URA_LOW = strength(TIER.jackLow, 'ura-jack');
// Plain trumps, led-suit and off-suit cards by rank 0…15.
const TRUMP_STRENGTH = Array.from({ length: 16 }, (_, r) => strength(TIER.trump + r, 'trump'));
const LED_STRENGTH = Array.from({ length: 16 }, (_, r) => strength(TIER.led + r, 'led-suit'));
const OFF_STRENGTH = strength(TIER.off, 'off-suit');

/** Strength and rule id of one card in a trick environment. */
function strengthOf(rules: JapaneseRules, card: Card, env: StrengthEnv): RuledStrength {
  if (card === 'JK') {
    if (env.jokerCalled) return JOKER_CALLED;
    return JOKER_STRENGTH[env.jokerLed ? rules.jokerLedRank : rules.jokerRank];
  }
  if (env.killerActive && card === rules.killer) return KILLER;
  if (env.mightyOn && card === 'SA') return MIGHTY;
  if (card === env.sameTwoCard) return env.sameTwo!;
  if (card === env.sei) return rules.jackOrder === 'sei-first' ? SEI_HIGH : SEI_LOW;
  if (card === env.ura) return rules.jackOrder === 'sei-first' ? URA_LOW : URA_HIGH;
  const s = suitLetter(card);
  const r = rules.plainJacks === 'lowest' && isPlainJack(card, env.trump) ? 1 : plainRank(card, rules.twoHigh);
  if (s === env.trump && !env.trumpsPowerless) return TRUMP_STRENGTH[r]!;
  if (s === env.led) return LED_STRENGTH[r]!;
  return OFF_STRENGTH;
}

/**
 * The environment of a trick's cards — which powers are on, the led suit, the same-two —
 * written into `env` (the one {@link SCRATCH_ENV} the winner functions share: nothing keeps it
 * past the call, so judging a trick makes no object for it).
 */
function trickEnv(
  env: StrengthEnv,
  rules: JapaneseRules,
  cards: readonly Card[],
  ctx: JapaneseTrickContext,
  mightyOn: boolean,
  jacksOn: boolean,
): StrengthEnv {
  const trump = ctx.trump;
  const trickNo = ctx.trickNo;
  const killerActive = rules.killer !== 'none' && mightyOn && cards.includes('SA') && cards.includes(rules.killer);
  let sameTwoCard: Card | null = null;
  let sameTwo: RuledStrength | null = null;
  const mode = effectiveSameTwo(rules, ctx.players);
  if (mode !== 'off' && !inTricks(rules.sameTwoOffIn, trickNo, ctx.totalTricks)) {
    const s = allOneSuit(cards);
    if (s !== null && (s !== trump || rules.sameTwoInTrumps)) {
      const two = makeCard(s, '2');
      if (cards.includes(two)) {
        sameTwoCard = two;
        sameTwo = sameTwoStrength(sameTwoValue(rules, mode, cards, trump, jacksOn));
      }
    }
  }
  env.trump = trump;
  env.led = ledSuitForRanking(rules, cards, ctx);
  env.mightyOn = mightyOn;
  env.jacksOn = jacksOn;
  env.sei = jacksOn ? SEI_JACK[trump!] : null;
  env.ura = jacksOn ? URA_JACK[trump!] : null;
  env.killerActive = killerActive;
  env.sameTwoCard = sameTwoCard;
  env.sameTwo = sameTwo;
  env.jokerLed = cards[0] === 'JK';
  env.jokerCalled = rules.club3CallsJoker && cards[0] === 'C3';
  env.trumpsPowerless = trickNo === 1 && rules.trumpsFirstTrick === 'powerless';
  return env;
}

/** The environment every analysis writes into (one object, its shape fixed here). */
const SCRATCH_ENV: StrengthEnv = {
  trump: null,
  led: null,
  mightyOn: false,
  jacksOn: false,
  sei: null,
  ura: null,
  killerActive: false,
  sameTwoCard: null,
  sameTwo: null,
  jokerLed: false,
  jokerCalled: false,
  trumpsPowerless: false,
};

/** A same-two's strength, one shared object per value (a handful of values exist). */
const SAME_TWO_STRENGTH = new Map<number, RuledStrength>();
function sameTwoStrength(value: number): RuledStrength {
  let st = SAME_TWO_STRENGTH.get(value);
  if (st === undefined) SAME_TWO_STRENGTH.set(value, (st = strength(value, 'same-two')));
  return st;
}

/** Where a same-two ranks in a trick of one suit. */
function sameTwoValue(
  rules: JapaneseRules,
  mode: Exclude<JapaneseRules['sameTwo'], 'off' | 'by-players'>,
  cards: readonly Card[],
  trump: Suit | null,
  jacksOn: boolean,
): number {
  switch (mode) {
    case 'above-all':
      return TIER.sameTwoAboveAll;
    case 'below-mighty':
      return TIER.sameTwoBelowMighty;
    case 'below-specials':
      return TIER.sameTwoBelowSpecials;
    case 'below-sei-jack':
      // Beaten by the mighty and the sei-jack, beats the ura-jack (the two jacks are never
      // together in a one-suit trick, so this is well defined with either jack order).
      if (rules.jackOrder === 'sei-first') return TIER.sameTwoBelowSei;
      if (trump !== null && jacksOn && cards.includes(seiJack(trump))) return TIER.jackLow - 1;
      return TIER.jackHigh + 1;
  }
}

/** The rules that can overrule the strength order, by the code `afterStrength` packs with the winner. */
const OVERRULED = ['', 'killer-joker', 'killer-jacks', 'killer-counter', 'hunting-jack'] as const;
const OVERRULED_NO = OVERRULED.map((r) => RULE_IDS.indexOf(r as (typeof RULE_IDS)[number]));
/** Packs a winner (a trick has at most 15 cards) with the code of the rule that overruled the strength order. */
const overruled = (winner: number, code: 1 | 2 | 3 | 4): number => winner | (code << 4);

/**
 * The rules that overrule the strength order once it has picked a card: the killer against a
 * winning joker (`killerBeatsJoker`), a jack of power taking the killer's win (`killerJacks`),
 * yoromeki-gaeshi (`killerCounter`), then the hunting jack (`huntingJack`). Returns the winner,
 * packed with the code of the rule that overruled the order ({@link OVERRULED}; 0: none did).
 */
function afterStrength(
  rules: JapaneseRules,
  cards: readonly Card[],
  env: StrengthEnv,
  top: number,
  rule: string,
): number {
  let killerWon = rule === 'killer';
  let w = top;
  let code: 0 | 1 = 0;
  if (rule === 'joker' && rules.killerBeatsJoker && rules.killer !== 'none' && cards.includes(rules.killer)) {
    w = cards.indexOf(rules.killer);
    code = 1;
    killerWon = true;
  }
  if (killerWon) {
    if (rules.killerJacks === 'jacks-win' && env.sei !== null) {
      const [first, second] = rules.jackOrder === 'sei-first' ? [env.sei, env.ura!] : [env.ura!, env.sei];
      if (cards.includes(first)) return overruled(cards.indexOf(first), 2);
      if (cards.includes(second)) return overruled(cards.indexOf(second), 2);
    }
    if (rules.killer === 'HQ' && rules.killerCounter !== 'none' && cards.includes('HK')) {
      if (rules.killerCounter === 'HK-HA' && cards.includes('HA')) return overruled(cards.indexOf('HA'), 3);
      return overruled(cards.indexOf('HK'), 3);
    }
    return code === 0 ? w : overruled(w, code);
  }
  if (rules.huntingJack && env.sei !== null && !cards.includes('SA')) {
    const hasSei = cards.includes(env.sei);
    if (hasSei !== cards.includes(env.ura!)) {
      const hunter = HUNT_PAIR[hasSei ? env.sei : env.ura!]!;
      if (cards.includes(hunter)) return overruled(cards.indexOf(hunter), 4);
    }
  }
  return w;
}

/**
 * What one analysis finds, packed in one number (no object per trick): the winner (bits 0–3),
 * the number in {@link RULE_IDS} of the rule its explanation words (bits 4–8; `no-contest` when
 * no card in the trick has power), the suit the cards were ranked by (bits 9–11: 0 none, else
 * 1 + ♠♥♦♣) and the facts the sentence reads (`FACT_*`).
 */
type Facts = number;
const RULE_SHIFT = 4;
const LED_SHIFT = 9;
/** The special cards are off in this trick. */
const FACT_SPECIALS_OFF = 1 << 12;
/** A card of the trick ranked as a trump. */
const FACT_TRUMP_RANKED = 1 << 13;
/** `trumpsFirstTrick: powerless` in trick 1. */
const FACT_TRUMPS_POWERLESS = 1 << 14;
/** The strongest card by strength alone was the killer (it beat the mighty). */
const FACT_TOP_KILLER = 1 << 15;

const winnerOf = (f: Facts): number => f & 15;
const ruleNoOf = (f: Facts): number => (f >> RULE_SHIFT) & 31;
const ledOf = (f: Facts): Suit | null => LED_SUITS[(f >> LED_SHIFT) & 7]!;
const LED_SUITS: readonly (Suit | null)[] = [null, 'S', 'H', 'D', 'C'];

function analyse(rules: JapaneseRules, cards: readonly Card[], ctx: JapaneseTrickContext): Facts {
  const off = inTricks(rules.specialsOff, ctx.trickNo, ctx.totalTricks);
  const mightyOn = !off || rules.specialsOffKeepsMighty;
  const jacksOn = ctx.trump !== null && !off;
  const env = trickEnv(SCRATCH_ENV, rules, cards, ctx, mightyOn, jacksOn);
  // the strongest card, the earlier one on a tie
  let top = 0;
  let best = strengthOf(rules, cards[0]!, env);
  let trumpRanked = best.no === TRUMP;
  for (let i = 1; i < cards.length; i++) {
    const st = strengthOf(rules, cards[i]!, env);
    if (st.no === TRUMP) trumpRanked = true;
    if (st.value > best.value) {
      best = st;
      top = i;
    }
  }
  const packed = afterStrength(rules, cards, env, top, best.rule);
  const code = packed >> 4;
  const winner = packed & 15;
  const ruleNo = best.value <= 0 && winner === top ? NO_CONTEST : code === 0 ? best.no : OVERRULED_NO[code]!;
  const led = env.led;
  return (
    winner |
    (ruleNo << RULE_SHIFT) |
    ((led === null ? 0 : 1 + SUIT_NO_AT[led.charCodeAt(0)]!) << LED_SHIFT) |
    (off ? FACT_SPECIALS_OFF : 0) |
    (trumpRanked ? FACT_TRUMP_RANKED : 0) |
    (env.trumpsPowerless ? FACT_TRUMPS_POWERLESS : 0) |
    (best.no === KILLER_NO ? FACT_TOP_KILLER : 0)
  );
}

const JOKER_RANK_TEXT: Readonly<Record<JapaneseRules['jokerRank'], string>> = {
  lowest: 'never wins',
  top: 'ranks above every other card, the mighty included',
  'below-mighty': 'ranks just below the mighty',
  'below-ura-jack': 'ranks just below the jacks of power, above every trump',
};

const SAME_TWO_MODES = ['above-all', 'below-mighty', 'below-specials', 'below-sei-jack'] as const;

/** 0–51 for a suited card (suit × 13 + rank − 2), 52 for anything else. */
function cardNo(card: Card): number {
  const r = plainRank(card);
  return r === 0 ? 52 : SUIT_NO_AT[card.charCodeAt(0)]! * 13 + r - 2;
}
const SUIT_NO_AT = Int8Array.from({ length: 128 }, (_, code) =>
  code === 83 ? 0 : code === 72 ? 1 : code === 68 ? 2 : code === 67 ? 3 : -1,
);
// Rule numbers the analysis and the key switch on.
const NO_CONTEST = RULE_IDS.indexOf('no-contest');
const KILLER_NO = RULE_IDS.indexOf('killer');
const KILLER_JACKS = RULE_IDS.indexOf('killer-jacks');
const KILLER_COUNTER = RULE_IDS.indexOf('killer-counter');
const JOKER = RULE_IDS.indexOf('joker');
const SAME_TWO = RULE_IDS.indexOf('same-two');
const TRUMP = RULE_IDS.indexOf('trump');
const MIGHTY_NO = RULE_IDS.indexOf('mighty');
const LED_SUIT = RULE_IDS.indexOf('led-suit');

/**
 * The explanations already made: the sentence of a trick depends only on its rule, its winning
 * card and a few facts ({@link explanationKey}), and on the five rules its words read (which
 * special cards are off, the killer, the joker's ranks: {@link tableOf}), so each is made once
 * and the same frozen explanation is handed out again. One flat table per wording, indexed by the
 * key (one array read, no hashing; made with every slot present, so it stays a packed array).
 */
type ExplainedTable = (Explanation | undefined)[];
const EXPLAINED = new Map<number, ExplainedTable>();
const KEYS = RULE_IDS.length * 64 * 32;
let lastRules: JapaneseRules | null = null;
let lastTable: ExplainedTable = [];

/** A small number for each value of the rules an explanation's words read. */
const WORDING_NO = new Map<string, number>();
function wordingNo(value: string): number {
  let n = WORDING_NO.get(value);
  if (n === undefined) WORDING_NO.set(value, (n = WORDING_NO.size));
  return n;
}

/** The table of a rule set's wording: which of its rules' values an explanation reads (the last one kept at hand). */
function tableOf(rules: JapaneseRules): ExplainedTable {
  if (rules === lastRules) return lastTable;
  const wording =
    (rules.specialsOff === 'all' ? 1 : 0) +
    (rules.specialsOffKeepsMighty ? 2 : 0) +
    4 * (wordingNo(rules.killer) + 16 * (wordingNo(rules.jokerRank) + 16 * wordingNo(rules.jokerLedRank)));
  let table = EXPLAINED.get(wording);
  if (table === undefined) EXPLAINED.set(wording, (table = new Array<Explanation | undefined>(KEYS).fill(undefined)));
  lastRules = rules;
  lastTable = table;
  return table;
}

/** A trick and its analysis: the data `explain` words. */
interface Explained {
  rules: JapaneseRules;
  cards: readonly Card[];
  ctx: JapaneseTrickContext;
  facts: Facts;
}

/** Whether the explanation gets the note that the special cards are ordinary in this trick. */
function hasOffNote(a: Explained): boolean {
  if ((a.facts & FACT_SPECIALS_OFF) === 0) return false;
  const cards = a.cards;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    if (c === 'SA' || c.endsWith('J')) return true;
  }
  return false;
}

/** Whether a card of the trump suit is in the trick. */
function trumpSuitPlayed(cards: readonly Card[], trump: Suit | null): boolean {
  for (let i = 0; i < cards.length; i++) if (suitOf(cards[i]!) === trump) return true;
  return false;
}

/**
 * The key of a trick's explanation within its rule set: the rule, the winning card, and the
 * facts that rule's sentence reads (bit 16: the special cards' note; bits 0–3 the rule's own).
 */
function explanationKey(a: Explained): number {
  const { cards, ctx, rules, facts } = a;
  const w = winnerOf(facts);
  const rule = ruleNoOf(facts);
  let bits = 0;
  switch (rule) {
    case KILLER_JACKS:
      bits = cards.includes('SA') ? 1 : 0;
      break;
    case KILLER_COUNTER:
      bits = (facts & FACT_TOP_KILLER) !== 0 ? 1 : 0;
      break;
    case JOKER:
      bits = w === 0 ? 1 : 0;
      break;
    case SAME_TWO:
      bits = SAME_TWO_MODES.indexOf(effectiveSameTwo(rules, ctx.players) as (typeof SAME_TWO_MODES)[number]);
      break;
    case TRUMP:
      bits =
        cards[0] === 'JK' && ledOf(facts) === ctx.trump && jokerLeadMode(rules, ctx.trickNo) === 'trump-request'
          ? 1
          : 0;
      bits |= hasOffNote(a) ? 16 : 0;
      break;
    case MIGHTY_NO:
      bits = hasOffNote(a) ? 16 : 0;
      break;
    case LED_SUIT: {
      const why =
        ctx.trump === null
          ? 0
          : (facts & FACT_TRUMP_RANKED) !== 0
            ? 1
            : (facts & FACT_TRUMPS_POWERLESS) !== 0 && trumpSuitPlayed(cards, ctx.trump)
              ? 2
              : 3;
      bits = (((facts >> LED_SHIFT) & 7) - 1) * 4 + why;
      bits |= hasOffNote(a) ? 16 : 0;
      break;
    }
  }
  return ((rule * 64 + cardNo(cards[w]!)) << 5) | bits;
}

/** A trick's explanation: made once per wording and key, then shared (frozen). */
function explain(a: Explained): Explanation {
  const key = explanationKey(a);
  const table = tableOf(a.rules);
  let e = table[key];
  if (e === undefined) {
    const made = explainNew(a);
    Object.freeze(made.cards);
    table[key] = e = Object.freeze(made);
  }
  return e;
}

function explainNew(a: Explained): Explanation {
  const { rules, cards, ctx, facts } = a;
  const w = winnerOf(facts);
  const card = cards[w]!;
  const L = cardLabel;
  const rule = RULE_IDS[ruleNoOf(facts)]!;
  const offNote = hasOffNote(a)
    ? rules.specialsOff === 'all'
      ? rules.specialsOffKeepsMighty
        ? ' Under these rules the jacks are ordinary cards; only the mighty keeps its power.'
        : ' These rules have no special cards: the mighty and the jacks are ordinary cards.'
      : rules.specialsOffKeepsMighty
        ? ' The jacks are ordinary cards in this trick; only the mighty keeps its power.'
        : ' The special cards are ordinary cards in this trick.'
    : '';
  if (rule === 'no-contest') {
    return { rule: 'no-contest', cards: [card], text: `${L(card)} takes the trick: no card in it has any power.` };
  }
  const killerName = rules.killer === 'HQ' ? 'the yoromeki ♥Q' : 'the mighty killer ♣4';
  switch (rule) {
    case 'killer-joker':
      return {
        rule,
        cards: [card, 'JK'],
        text: `${L(card)} beats the joker: under these rules the card that beats the mighty beats a winning joker too.`,
      };
    case 'killer-jacks': {
      const beaten = cards.includes('SA') ? 'the mighty' : 'the joker';
      return {
        rule,
        cards: [card, rules.killer],
        text: `${L(card)} wins: ${killerName} beat ${beaten}, but a jack of power in the same trick takes the trick instead.`,
      };
    }
    case 'hunting-jack': {
      const prey = HUNT_PAIR[card]!;
      return {
        rule,
        cards: [card, prey],
        text: `${L(card)} hunts ${L(prey)}: a plain jack beats its paired jack of power when neither the mighty nor the other jack of power is in the trick.`,
      };
    }
    case 'killer-counter': {
      const overMighty = (facts & FACT_TOP_KILLER) !== 0;
      const beaten: Card = overMighty ? 'SA' : 'JK';
      if (card === 'HA') {
        return {
          rule,
          cards: ['HA', 'HK', 'HQ', beaten],
          text: '♥A beats ♥K, which had countered the yoromeki ♥Q: yoromeki-gaeshi-gaeshi is on.',
        };
      }
      return {
        rule,
        cards: ['HK', 'HQ', beaten],
        text: `♥K beats ♥Q, which had beaten ${overMighty ? 'the mighty' : 'the joker'}: yoromeki-gaeshi is on.`,
      };
    }
    case 'killer': {
      const name = rules.killer === 'HQ' ? 'yoromeki is on' : 'the mighty killer is on';
      return { rule: 'killer', cards: [card, 'SA'], text: `${L(card)} beats the mighty: ${name}.` };
    }
    case 'mighty':
      return {
        rule: 'mighty',
        cards: [card],
        text: `♠A is the mighty and beats every other card in this trick.${offNote}`,
      };
    case 'joker':
      return {
        rule: 'joker',
        cards: [card],
        text: `The ${w === 0 ? 'led ' : ''}joker wins: it ${JOKER_RANK_TEXT[w === 0 ? rules.jokerLedRank : rules.jokerRank]}${w === 0 ? ' when led' : ''}.`,
      };
    case 'same-two': {
      const s = suitOf(card)!;
      return {
        rule: 'same-two',
        cards: [card],
        text: `${L(card)} is a same-two: every card in the trick is a ${suitNameSingular(s)} (these rules rank a same-two ${sameTwoWords(effectiveSameTwo(rules, ctx.players))}).`,
      };
    }
    case 'sei-jack':
      return {
        rule: 'sei-jack',
        cards: [card],
        text: `${L(card)} is the sei-jack (jack of trumps) and no stronger card is in the trick.`,
      };
    case 'ura-jack':
      return {
        rule: 'ura-jack',
        cards: [card],
        text: `${L(card)} is the ura-jack (jack of the suit of the same colour as trumps) and no stronger card is in the trick.`,
      };
    case 'trump': {
      const req =
        cards[0] === 'JK' && ledOf(facts) === ctx.trump && jokerLeadMode(rules, ctx.trickNo) === 'trump-request';
      return {
        rule: 'trump',
        cards: [card],
        text: `${L(card)} is the highest trump${req ? ' (the led joker requested trumps)' : ''}.${offNote}`,
      };
    }
    case 'led-suit': {
      const led = ledOf(facts)!;
      const why =
        ctx.trump === null
          ? 'in a no-trump contract'
          : (facts & FACT_TRUMP_RANKED) !== 0
            ? ''
            : (facts & FACT_TRUMPS_POWERLESS) !== 0 && trumpSuitPlayed(cards, ctx.trump)
              ? // Trumps were played (led, or played to another suit) but rank as an ordinary suit.
                'and trumps have no power in the first trick'
              : 'and no trump was played';
      return {
        rule: 'led-suit',
        cards: [card],
        text: `${L(card)} is the highest card of the led suit (${SUIT_NAME[led]})${why ? ' ' + why : ''}.${offNote}`,
      };
    }
    default:
      return { rule, cards: [card], text: `${L(card)} wins: no card in the trick can beat it.` };
  }
}

/**
 * Winner of a trick (index into `cards`) with its explanation. The result holds the facts (the
 * rule, the strongest card, the led suit); the explanation is looked up or made the first time
 * it is read, then kept: judging many tricks (a bot's playouts, the ranking explorer) pays only
 * for the winner, and a sentence is made once per rule set, rule, card and fact. The winner is
 * the first card of the explanation (a property test checks it).
 */
export function trickWinner(rules: JapaneseRules, cards: readonly Card[], ctx: JapaneseTrickContext): TrickResult {
  return new LazyTrickResult(rules, cards, ctx, analyse(rules, cards, ctx));
}

/** A trick's result whose explanation is made on first reading (then kept). */
class LazyTrickResult implements TrickResult, Explained {
  readonly winner: number;
  readonly rules: JapaneseRules;
  readonly cards: readonly Card[];
  readonly ctx: JapaneseTrickContext;
  readonly facts: Facts;
  #explanation: Explanation | undefined = undefined;
  constructor(rules: JapaneseRules, cards: readonly Card[], ctx: JapaneseTrickContext, facts: Facts) {
    this.winner = winnerOf(facts);
    this.rules = rules;
    this.cards = cards;
    this.ctx = ctx;
    this.facts = facts;
  }
  get explanation(): Explanation {
    return (this.#explanation ??= explain(this));
  }
}

/** Fast winner without the explanation (benchmarks, bots). */
export function trickWinnerIndex(rules: JapaneseRules, cards: readonly Card[], ctx: JapaneseTrickContext): number {
  return winnerOf(analyse(rules, cards, ctx));
}

/** How cards relate to suits for following in this trick (one shared object per rule set and case). */
export function followRule(rules: JapaneseRules, ctx: JapaneseTrickContext): FollowRule {
  const { trump } = ctx;
  const off = inTricks(rules.specialsOff, ctx.trickNo, ctx.totalTricks);
  const mightyOn = !off || rules.specialsOffKeepsMighty;
  const jacksOn = trump !== null && !off;
  return followRuleFor(rules, trumpSlot(trump) * 4 + (mightyOn ? 2 : 0) + (jacksOn ? 1 : 0));
}

const followRuleFor = perRuleValues((rules: JapaneseRules, slot: number): FollowRule => {
  const trump = slotTrump(slot >> 2);
  const mightyOn = (slot & 2) !== 0;
  const jacksOn = (slot & 1) !== 0;
  const sei = trump ? seiJack(trump) : null;
  const ura = trump ? uraJack(trump) : null;
  return {
    suitFor: (c) => {
      if (c === 'JK') return rules.jokerSuit === 'trump' && trump !== null ? trump : null;
      if (c === 'SA' && rules.mightySuitless) return null;
      return suitOf(c);
    },
    isFree: (c) => {
      if (c === 'JK') return rules.jokerSuit === 'free' || trump === null;
      if (c === 'SA' && rules.mightySuitless) return true;
      if (rules.specialsFree) {
        if (c === 'SA' && mightyOn) return true;
        if (jacksOn && (c === sei || c === ura)) return true;
      }
      return false;
    },
  };
});

const MUST_PLAY_JOKER: readonly Card[] = ['JK'];
const NO_CARDS: readonly Card[] = [];

/**
 * Cards `hand` may play given the plays so far in the trick (SPEC §2.4, §2.6). Result in the
 * hand's order. Leading: `jokerLeadFirstTrick: forbidden` and `firstLeadNoTrump` apply in trick 1.
 */
export function legalCards(
  rules: JapaneseRules,
  hand: readonly Card[],
  plays: readonly Card[],
  ctx: JapaneseTrickContext,
): Card[] {
  const rule = followRule(rules, ctx);
  if (plays.length === 0) {
    let cands = [...hand];
    if (ctx.trickNo === 1 && rules.jokerLeadFirstTrick === 'forbidden' && cands.length > 1) {
      cands = cands.filter((c) => c !== 'JK');
    }
    if (ctx.trickNo === 1 && rules.firstLeadNoTrump && ctx.trump !== null) {
      const other = cands.filter((c) => rule.suitFor!(c) !== ctx.trump);
      if (other.length > 0) cands = other;
    }
    return cands;
  }
  const mustPlay = rules.club3CallsJoker && plays[0] === 'C3' ? MUST_PLAY_JOKER : NO_CARDS;
  return followSuit(hand, suitToFollow(rules, plays, ctx), rule, mustPlay);
}

/** Whether a held `card` is among {@link legalCards} (the same checks, no list made). */
export function mayPlayCard(
  rules: JapaneseRules,
  hand: readonly Card[],
  plays: readonly Card[],
  ctx: JapaneseTrickContext,
  card: Card,
): boolean {
  const rule = followRule(rules, ctx);
  if (plays.length === 0) {
    if (ctx.trickNo !== 1) return true;
    const noJoker = rules.jokerLeadFirstTrick === 'forbidden' && hand.length > 1;
    if (noJoker && card === 'JK') return false;
    if (!rules.firstLeadNoTrump || ctx.trump === null || rule.suitFor!(card) !== ctx.trump) return true;
    // a trump lead only when every other card the lead may be is a trump too
    for (let i = 0; i < hand.length; i++) {
      const c = hand[i]!;
      if (!(noJoker && c === 'JK') && rule.suitFor!(c) !== ctx.trump) return false;
    }
    return true;
  }
  const mustPlay = rules.club3CallsJoker && plays[0] === 'C3' ? MUST_PLAY_JOKER : NO_CARDS;
  return followSuitAllows(hand, suitToFollow(rules, plays, ctx), rule, mustPlay, card);
}

/** One card of the ranking explorer. */
export interface RankedCard {
  card: Card;
  role: CardRole;
  /** Strength number (higher beats lower); ≤ 0 never wins. */
  strength: number;
  /** 1-based place; equal strengths share a place. */
  place: number;
  /** Extra words for the special cases (killer, joker, same-two). */
  note?: string;
}

export interface RankingContext {
  trump: Suit | null;
  /** Which trick: specials/same-two options depend on it. */
  position: 'first' | 'middle' | 'last';
  /** The led suit (null: none yet / no card of a led suit). */
  ledSuit: Suit | null;
  players?: number;
  /** Rank the joker as the led card (by `jokerLedRank`) instead of as a follower. */
  jokerLed?: boolean;
}

/**
 * Every card of the deck in strength order for these rules, trump and context. The joker is
 * ranked as a card that is not led, unless `jokerLed`. Trick-dependent powers (killer, same-two) are marked in
 * `note`; they need the other card in the trick, so they are ranked as ordinary cards here.
 */
export function japaneseRanking(rules: JapaneseRules, rc: RankingContext): RankedCard[] {
  const players = rc.players ?? rules.players;
  const deck = japaneseDeck(rules, players);
  const total = Math.floor(deck.length / players);
  const trickNo = rc.position === 'first' ? 1 : rc.position === 'last' ? total : 2;
  const sp = specialsState(rules, rc.trump, trickNo, total);
  const env: StrengthEnv = {
    trump: rc.trump,
    led: rc.ledSuit,
    mightyOn: sp.mightyOn,
    jacksOn: sp.jacksOn,
    sei: sp.jacksOn ? SEI_JACK[rc.trump!] : null,
    ura: sp.jacksOn ? URA_JACK[rc.trump!] : null,
    killerActive: false,
    sameTwoCard: null,
    sameTwo: null,
    jokerLed: rc.jokerLed === true,
    jokerCalled: false,
    trumpsPowerless: trickNo === 1 && rules.trumpsFirstTrick === 'powerless',
  };
  const rows = deck.map((card, i) => {
    const st = strengthOf(rules, card, env);
    let role: CardRole;
    switch (st.rule) {
      case 'mighty':
        role = 'mighty';
        break;
      case 'sei-jack':
        role = 'sei-jack';
        break;
      case 'ura-jack':
        role = 'ura-jack';
        break;
      case 'joker':
        role = 'joker';
        break;
      case 'trump':
        role = 'trump';
        break;
      case 'led-suit':
        role = 'led';
        break;
      default:
        role = 'plain';
    }
    let note: string | undefined;
    if (rules.killer !== 'none' && card === rules.killer) {
      role = 'killer';
      note = sp.mightyOn
        ? 'beats the mighty when both are in one trick; otherwise an ordinary card'
        : 'an ordinary card in this trick (the mighty has no power)';
      if (rules.killerBeatsJoker) note += '; it also beats a joker that would win';
      if (rules.killerJacks === 'jacks-win') note += '; a jack of power in the same trick wins instead';
    } else if (rules.huntingJack && sp.jacksOn && rc.trump !== null && isPlainJack(card, rc.trump)) {
      const prey = HUNT_PAIR[card]!;
      if (prey === seiJack(rc.trump) || prey === uraJack(rc.trump)) {
        note = `hunts ${cardLabel(prey)} when they meet without the mighty or the other jack of power`;
      }
    } else if (card === 'JK') {
      note = `not led: ${JOKER_RANK_TEXT[rules.jokerRank]}; led: ${JOKER_RANK_TEXT[rules.jokerLedRank]}`;
    } else if (card.endsWith('2') && effectiveSameTwo(rules, players) !== 'off') {
      note = 'a same-two when every card of the trick is of its suit';
    }
    return { card, role, strength: st.value, place: 0, note, i };
  });
  rows.sort((a, b) => b.strength - a.strength || a.i - b.i);
  let place = 0;
  let prev = NaN;
  rows.forEach((r, k) => {
    if (r.strength !== prev) place = k + 1;
    prev = r.strength;
    r.place = place;
  });
  return rows.map(({ card, role, strength, place: p, note }) =>
    note ? { card, role, strength, place: p, note } : { card, role, strength, place: p },
  );
}
