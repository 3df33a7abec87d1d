/**
 * The position puzzles' words in English (the island family "position": EndgamePuzzle.tsx — "play
 * it out" — and DeductionPuzzle.tsx — "who holds the card?", with PuzzleNote.tsx). This object is
 * the catalogue's shape (`PositionWords`): every other language's catalogue is typed by it.
 *
 * The puzzle's own words — title, note, seat names and the reasons who-holds gives — come in the
 * page's language in its view (content-data/position-puzzles.ts; Japanese:
 * i18n/islands/position-views.ja.ts); this catalogue holds the islands' chrome and the sentences
 * they make while the learner plays (the solver's replies and lines).
 */
import { descriptorOf } from '../../engine/descriptors.ts';
import { cardLabel as symbolLabel, isJoker, spokenName, type Card } from '../../engine/cards.ts';
import type { PositionVariant } from '../../engine/solver/variant-game.ts';

const ROLE: Readonly<Record<PositionVariant, { declarer: string; partner?: string }>> = {
  japanese: { declarer: 'Napoleon', partner: 'adjutant' },
  'tw-hk': { declarer: 'Napoleon', partner: 'secretary' },
  mighty: { declarer: 'declarer', partner: 'friend' },
  nap: { declarer: 'declarer' },
};
const bare = (n: number): string => String(n);
const AMOUNT: Readonly<Record<PositionVariant, (n: number) => string>> = {
  japanese: bare,
  'tw-hk': bare,
  mighty: bare,
  nap: (n) => (n === 1 ? '1 trick' : `${n} tricks`),
};
/** What the side counts, in a sentence ("point cards", or Nap's "tricks"). */
const UNIT_WORDS: Readonly<Record<'cards' | 'tricks', string>> = { cards: 'point cards', tricks: 'tricks' };

const SUIT_WORDS: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const SUIT_BY_INT = ['spades', 'hearts', 'diamonds', 'clubs'];

/** A card in running text: ♠Q, or a joker's name in words. */
const label = (c: Card): string => (isJoker(c) ? `the ${spokenName(c)}` : symbolLabel(c));

/** Seat names relative to the declarer, clockwise in playing order (the declarer is seat 1). */
function seatNames(variant: PositionVariant, players: number, declarer: number, partner?: number): string[] {
  return Array.from({ length: players }, (_, s) => {
    const n = ((s - declarer + players) % players) + 1;
    if (s === declarer) return `You (${ROLE[variant].declarer})`;
    if (s === partner) return `Seat ${n} (your ${ROLE[variant].partner ?? 'partner'})`;
    return `Seat ${n}`;
  });
}

/** A role as a name at the start of a sentence ("Declarer plays …"). */
const capital = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

export const positionEn = {
  /** The `lang` of the cards' spoken names. */
  lang: 'en' as 'en' | 'ja' | 'zh-TW',
  malformed: 'These puzzles could not be shown: the puzzle data is missing or malformed.',
  /** A card in running text, and its spoken name. */
  card: label,
  spoken: (c: Card): string => spokenName(c),
  /** What a lead's choices say ("naming hearts", "calling out the joker"), or "". */
  lead: (variant: PositionVariant, namedSuit: number, call: boolean): string => {
    const parts: string[] = [];
    if (namedSuit >= 0) parts.push(`naming ${SUIT_BY_INT[namedSuit]}`);
    if (call) parts.push(descriptorOf(variant).review.jokerCall === 'call' ? 'calling out the joker' : 'summoning');
    return parts.length > 0 ? ` (${parts.join(', ')})` : '';
  },
  /**
   * Seat names relative to the declarer, clockwise in playing order: "You (Napoleon)", "Seat 2",
   * "Seat 3 (your adjutant)" … (made here, not shipped in each puzzle's view: the page's HTML budget).
   */
  seatNames,
  /**
   * An endgame's seat names: the declaring side's (`seatNames`), or, when the learner plays the
   * defence (`declarer` given), the declarer by its role and the other seats numbered from it.
   */
  endgameNames: (p: { variant: PositionVariant; side: readonly number[]; declarer?: number }, players: number) =>
    p.declarer === undefined
      ? seatNames(p.variant, players, p.side[0]!, p.side[1])
      : seatNames(p.variant, players, p.declarer).map((n, s) =>
          s === p.declarer ? capital(ROLE[p.variant].declarer) : n,
        ),
  /** The seat's name without its role ("you", "Seat 2"), for "won by …". */
  short: (name: string, isYou: boolean): string => (isYou ? 'you' : name.replace(/ \(.*\)$/, '')),
  /** The declarer's role read from its seat name ("Napoleon" from "You (Napoleon)"). */
  roleOf: (name: string): string => name.replace(/^You \((.*)\)$/, '$1'),

  // --- endgames
  /** An amount the side makes, in the game's unit (English: the bare number; Nap's in tricks). */
  amountOf: (variant: PositionVariant, n: number): string => AMOUNT[variant](n),
  solverFailed: (why: string) => `The endgame solver could not be loaded (${why}).`,
  setupFailed: (why: string) => `This endgame could not be set up: ${why}.`,
  goOnFailed: (why: string) => `This endgame could not go on: ${why}.`,
  plays: (name: string, spoken: string, lead: string) => `${name} plays ${spoken}${lead}`,
  trickTo: (trickNo: number, name: string, points: number) =>
    `Trick ${trickNo} to ${name}${points > 0 ? ` (${points} point card${points === 1 ? '' : 's'})` : ''}.`,
  announceStart: (lines: string[], who: string) => `${lines.length > 0 ? lines.join('. ') + '. ' : ''}${who} to play.`,
  announceNext: (lines: string[], who: string) => `${lines.join('. ')}. ${who} to play.`,
  announceSolved: (lines: string[], made: string) => `${lines.join('. ')}. Solved: your side made ${made}.`,
  announceRefuted: (lines: string[], value: string, reply: string) =>
    `${lines.join('. ')}. Not this card: your side can now make only ${value}.${reply}`,
  /** The defence's best reply to a refuted card (" The defence answers …"), added to a sentence. */
  reply: (variant: PositionVariant, c: Card, declarerPlays = false) =>
    ` ${declarerPlays ? `The ${ROLE[variant].declarer}` : 'The defence'} answers ${spokenName(c)} (${label(c)}).`,
  refuted: (c: Card, value: string, target: string, reply: string) =>
    `${label(c)} does not work: with best play from here your side makes ${value}, not ${target}.${reply}`,
  /** One play in a list of a trick's plays ("Seat 2 ♠Q (naming hearts)"). */
  playIn: (name: string, c: Card, lead: string) => `${name} ${label(c)}${lead}`,
  listSep: ', ',
  lineTrick: (trickNo: number, plays: string[], winner: string) =>
    `Trick ${trickNo}: ${plays.join(', ')}; won by ${winner}.`,
  solverLine: 'The solver’s line from the start:',
  solutionShown: 'The solution is shown below.',
  endgameEmbedded: 'Play it out',
  endgameCounter: (i: number, n: number) => `Endgame ${i} of ${n}`,
  titleSep: ': ',
  /** The position in words around the target (shown in bold between `before` and `after`). */
  endgameMeta: (o: {
    variant: PositionVariant;
    trump: string | null;
    secretary: Card | undefined;
    left: number;
    from: number;
    to: number;
    side: string[];
    available: number;
    unit: 'cards' | 'tricks';
    /** The learner plays the defence against the declarer (the computer). */
    defence: boolean;
  }) => ({
    before: `${o.trump === null ? 'No trumps' : `Trumps: ${SUIT_WORDS[o.trump]}`}.${
      o.secretary ? ` The secretary card is ${label(o.secretary)}.` : ''
    } ${o.left} tricks left (tricks ${o.from} to ${o.to}). ${
      // A declarer playing alone (Nap) has no side to name.
      o.defence
        ? `You play the defence (${o.side.join(', ')}) and need `
        : o.side.length === 1
          ? `You, the ${o.side[0]!.replace(/^You \((.*)\)$/, '$1')}, need `
          : `Your side — ${o.side
              .map((n) => n.replace(/^You \((.*)\)$/, 'you ($1)').replace(/^(Seat \d) \((.*)\)$/, '$1, $2'))
              .join(' and ')} — needs `
    }`,
    after: ` of the ${o.available} ${UNIT_WORDS[o.unit]} still to be won. ${
      o.defence
        ? `You play every defender's cards; the computer plays the ${ROLE[o.variant].declarer} perfectly.`
        : o.side.length === 1
          ? 'You play your own cards; the computer plays the others perfectly.'
          : 'You play every card of your side; the computer defends perfectly.'
    }`,
  }),
  toPlayMark: ' — to play',
  handGroup: (name: string, n: number) => `${name}: ${n} cards`,
  currentTrick: 'The current trick',
  noCardYet: 'No card played to this trick yet.',
  thisTrick: (plays: string[]) => `This trick: ${plays.join(', ')}`,
  playedSoFar: 'Cards played so far',
  loadingSolver: 'Loading the solver…',
  solvedLead: 'Solved.',
  solvedText: (made: string) => ` Your side made ${made} — the most it can against any defence.`,
  titleEnd: '.',
  keyCard: (c: Card) => ` The key card was ${label(c)}.`,
  tryAgain: 'Try again',
  showSolution: 'Show the solution',
  startAgain: 'Start again',
  nextEndgame: 'Next endgame',
  previousEndgame: 'Previous endgame',

  // --- deductions
  deductionEmbedded: 'Who holds the card',
  deductionCounter: (i: number, n: number) => `Deduction ${i} of ${n}`,
  /** The question around the partner card (shown as a card between `before` and `after`). */
  deductionQuestion: (role: string, trump: string | null, partner: string) => ({
    before: `You are ${role}; ${trump === null ? 'no trumps' : `${SUIT_WORDS[trump]} are trumps`}. You called `,
    after: ` as the ${partner} card: whoever holds it is your ${partner}. After these tricks, who can be your ${partner}?`,
  }),
  yourHandLead: 'Your hand:',
  yourHand: 'Your hand',
  discards: (_variant: PositionVariant, cards: Card[]) => `You put in the widow: ${cards.map(label).join(' ')}`,
  discardsSpoken: (cards: Card[]) => ` (${cards.map((c) => spokenName(c)).join(', ')})`,
  tricksSoFar: 'The tricks so far',
  trickLead: (i: number) => `Trick ${i}: `,
  /** After a seat's name, before its card. */
  nameCardSep: ' ',
  naming: (suit: string) => ` (naming ${SUIT_WORDS[suit]})`,
  ordered: '; at your turn you ordered the secretary card played',
  legend: (c: Card) => `Who can hold ${label(c)}? Mark every one that can.`,
  widowOption: (_variant: PositionVariant) => 'Nobody: it is in the widow',
  widowWord: (_variant: PositionVariant) => 'the widow',
  check: 'Check',
  nextDeduction: 'Next deduction',
  previousDeduction: 'Previous deduction',
  right: 'Right.',
  notQuite: 'Not quite.',
  canBeWith: (c: Card, places: string[]) => ` ${label(c)} can be with: ${places.join(', ')}.`,

  // --- the note (PuzzleNote.tsx)
  noteFailed: 'The note on this puzzle could not be loaded (are you offline?).',
  noteLoading: 'Loading the note…',
};

export type PositionWords = typeof positionEn;
