/**
 * The practice table's words in English (the island family "practice": PracticeGame.tsx,
 * table/*.tsx, PracticeShare.tsx). This object is the catalogue's shape: every
 * other language's catalogue is typed `PracticeWords` (a missing or extra key is a type error)
 * and tests/unit/i18n/islands.test.ts lists any key missing at run time.
 *
 * Entries are plain strings or small functions (interpolation, plurals, sentences): a catalogue
 * never travels as island props — each language has its own island entry
 * (src/components/practice/PracticeGame.<lang>.tsx) that imports only its catalogue, so an English
 * page's JavaScript carries no Japanese and a Japanese page's none of this file.
 *
 * The sentence-making of the table (islands-logic/practice.ts, table-view.ts, hint-text.ts) is
 * English code of its own; this catalogue points at it, and the Japanese one makes its sentences
 * from the engine's data (rule ids, cards, numbers) in practice.ja.ts.
 */
import { cardLabel, spokenName, type Card, type Suit } from '../../engine/cards.ts';
import type { OptionDecl, OptionDecls, OptionValue, Preset, VariantId } from '../../engine/options.ts';
import {
  actionLabel,
  announce,
  seatName,
  TABLE_WORDS_EN,
  tableModel,
  type AnyAction,
  type TableWords,
} from '../../islands-logic/practice.ts';
import {
  bestFromHere,
  daifugoReview,
  dimReason,
  exchangeWords,
  handReview,
  lastEffects,
  type TrickExplanation,
  speech,
  trickChange,
  verdict,
  winnerWords,
} from '../../islands-logic/table-view.ts';
import { hintLine } from '../../islands-logic/hint-text.ts';
import type { HintWhy } from '../../bots/types.ts';
import { describeRules, optionGroups, valueWords } from '../../islands-logic/rule-words.ts';
import { KNOW_WORDS_EN } from '../../islands-logic/know.ts';

/** What a trick's reason is made from: the engine's sentence and, where the engine gives it, its explanation. */
export interface ReasonInput {
  variant: VariantId;
  text: string;
  explanation?: TrickExplanation | undefined;
  led: Suit | null;
  trump: Suit | null;
  /** The winning card was the one led. */
  first: boolean;
}

/** A game's options and presets (the engine adapter's; the catalogue never loads the engines itself). */
export interface RulesMetaLite {
  options: OptionDecls;
  presets: readonly Preset[];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The engine's message about a rule set it refuses, with each quoted option key as the option's
 * name and each quoted value of a named option as that value's words: people read words, not keys
 * (“Who bids first” cannot be “The dealer (who may pass)” with “When nobody bids”: …).
 */
export function rulesErrorInWords(meta: RulesMetaLite, message: string): string {
  // The options the message names, its subject (the option refused) first.
  const named = Object.keys(meta.options)
    .filter((k) => message.includes(`"${k}"`))
    .sort((a, b) => message.indexOf(`"${a}"`) - message.indexOf(`"${b}"`));
  const valueOf = (keys: readonly string[], token: string): string | null => {
    for (const k of keys) {
      const d = meta.options[k]!;
      const labels = 'labels' in d ? (d.labels as Readonly<Record<string, string>> | undefined) : undefined;
      if (labels && Object.prototype.hasOwnProperty.call(labels, token)) return labels[token]!;
    }
    return null;
  };
  const q = (w: string) => `“${w}”`;
  return (
    message
      .replace(/\boption "/g, '"')
      // "key": "value" — the value of that option.
      .replace(/"([^"]+)": "([^"]+)"/g, (whole, key: string, value: string) => {
        const decl = meta.options[key];
        if (!decl) return whole;
        return `${q(decl.label)}: ${q(valueOf([key], value) ?? value)}`;
      })
      // Any other quoted key, or a value (of the message's subject first).
      .replace(/"([^"]+)"/g, (whole, token: string) => {
        const decl = meta.options[token];
        const w = decl ? decl.label : valueOf(named, token);
        return w === null ? whole : q(w);
      })
  );
}

export const practiceEn = {
  /** The `lang` attribute and the cards' spoken language. */
  lang: 'en' as 'en' | 'ja' | 'ko' | 'zh-TW',
  /** The games this language's table offers (each must have its words here). */
  variants: null as readonly VariantId[] | null,

  // ---------------------------------------------------------------- the island and its notices
  islandLabel: 'Practice game',
  headingPractice: (title: string) => `${title} — practice game`,
  noCoachedHand: 'This game has no coached hand yet: play a normal game.',
  saveKept: (notice: string, key: string, coach: boolean) =>
    `${notice} It was kept in this browser under “${key}”. ${coach ? '' : 'Start a new game below.'}`,
  savedRestored: 'Your saved game was restored.',
  coachedRestored: 'Your coached hand was restored.',
  linkSetsUpNew: 'This link sets up a new game, shown below. Your saved game is kept until you start this one.',
  /** A notice about the page's link (practice.ts settingsFromParams writes it in English). */
  linkNotice: (notice: string) => notice,
  coachReplaces: 'The coached hand replaces the game in progress.',
  startCoached: 'Start the coached hand',
  backToSaved: 'Go back to my saved game',

  // ---------------------------------------------------------------- the setup form
  newGameHeading: 'New game',
  game: 'Game',
  rules: 'Rules',
  players: 'Players',
  yourSeat: 'Your seat',
  seatN: (n: number) => `Seat ${n}`,
  computerPlayers: 'Computer players',
  level: (l: string) => l,
  hands: 'Hands',
  handsAsRules: 'as the rules say',
  learningMode: 'Learning mode (undo)',
  everyOption: (n: number) => `Every rule option (${n})`,
  showKeys: 'Show option keys',
  /** Punctuation between words the table puts together (a label and its code, a list in brackets). */
  punct: { colon: ': ', open: ' (', close: ')', stop: '.', list: '; ' },
  keysNote: "For people who write rule files: each option's key and its values as a rule file writes them.",
  rulesLine: 'Rules: ',
  startGame: 'Start the game',
  moreAboutRule: 'More about this rule',
  /** A site path in this language's edition. */
  href: (path: string) => path,
  moreAboutRuleName: (label: string) => `More about this rule: ${label}`,
  /** A game's name (`title`: the engine's English title). */
  variantTitle: (v: VariantId, title: string) => (void v, title),
  presetLabel: (v: VariantId, id: string, label: string) => (void v, void id, label),
  optionLabel: (v: VariantId, key: string, d: OptionDecl) => (void v, void key, d.label),
  optionDescription: (v: VariantId, key: string, d: OptionDecl) => (void v, void key, d.description ?? ''),
  optionValue: (v: VariantId, key: string, d: OptionDecl, value: OptionValue) => (
    void v,
    void key,
    valueWords(d, value)
  ),
  optionGroups: (v: VariantId, meta: RulesMetaLite, skip: readonly string[]) => (
    void v,
    optionGroups(meta.options, skip)
  ),
  rulesInWords: (
    v: VariantId,
    meta: RulesMetaLite,
    rc: { preset?: string | undefined; rules: Record<string, OptionValue> },
  ) => (void v, describeRules(meta, rc).line),
  /** The form's error (a rule set the engine refuses), with the options and values in words. */
  rulesError: (v: VariantId, meta: RulesMetaLite, message: string) => (void v, rulesErrorInWords(meta, message)),

  // ---------------------------------------------------------------- the table
  couldNotStart: (problem: string) => `This game could not start: ${problem}`,
  unknownProblem: 'unknown problem',
  newGame: 'New game',
  cardTable: 'Card table',
  handNo: (round: boolean, n: number) => `${round ? 'Round' : 'Hand'} ${n}`,
  /** The words around the seed (shown as code: it is an identifier). */
  seedAround: ['seed “', '”'] as readonly [string, string],
  levelPlayers: (l: string) => `${l} computer players`,
  statusOver: 'The game is over.',
  statusTrickComplete: 'The trick is complete.',
  statusYourTurn: 'Your turn.',
  statusWaiting: (name: string) => `Waiting for ${name}.`,
  phase: (p: string) => PHASE_WORDS[p] ?? p.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase(),
  nextTrick: 'Next trick',
  handResult: "The hand's result",
  exchangeGroup: 'The exchange between rounds',
  exchangeBefore: (n: number) => `The exchange before round ${n}:`,
  fromWidow: 'From the widow:',
  buryHint: (n: number) => `— choose the ${n} cards to bury from your whole hand, these included.`,
  howToPlayCard: 'How to play this card',
  cancel: 'Cancel',
  yourPlay: 'Your play',
  choosePlay: (canPass: boolean) => `Choose the cards to play in your hand, then Play${canPass ? ', or Pass' : ''}.`,
  chosenCards: (cards: string) => `Chosen: ${cards}.`,
  notAllowedCards: (cards: string, why: string) => `${cards}: ${why}.`,
  play: 'Play',
  pass: 'Pass',
  selectVerb: (type: string): string =>
    type === 'seven-pass' ? 'Hand over' : type === 'ten-discard' ? 'Throw away' : type === 'give' ? 'Give' : 'Discard',
  selectCount: (verb: string, upTo: boolean, n: number, chosen: number) =>
    `${verb} ${upTo ? 'up to ' : ''}${plural(n, 'card', 'cards')}: chosen ${chosen}.`,
  badCombination: 'That combination is not allowed; choose other cards.',
  playHelp: 'Play a card from your hand: click it, or Tab to the hand, move with the arrow keys and press Enter.',
  redealt: 'Nobody bid: the cards have been dealt again.',
  continue: 'Continue',
  nextRound: 'Next round',
  nextHand: 'Next hand',
  hint: 'Hint',
  undo: 'Undo',
  speed: 'Speed',
  speedName: (name: string) => name,
  speedMs: (ms: number) => `${ms} ms`,
  pauseAfterTrick: 'Pause after each trick',
  discardThisGame: 'Discard this game?',
  discardQuestion: 'Discard this game and start again?',
  discardIt: 'Discard it',
  keepPlaying: 'Keep playing',
  /** `why`: the bot's reason as data where it gives one (the English uses its own sentence, `hint`). */
  hintLine: (action: string, hint: string, why?: HintWhy) => (void why, `Hint: ${hintLine(action, hint)}`),
  noHint: (problem: string) => `No hint: ${problem}`,
  hintMistakesHead: 'Mistakes the same search found:',
  hintMistake: (card: string | null, why: string) => (void card, why),
  gameOver: 'Game over.',
  sameSeed: 'New game with the same seed',
  coach: 'Coach:',
  pileCleared: 'The pile is cleared.',
  /** Under the felt while a Daifugō pile just cleared is still shown (its clearing play on top). */
  pileClearedLead: (who: string, self: boolean) => `The pile is cleared: ${who} ${self ? 'lead' : 'leads'} next.`,
  handOverLine: (n: number) => `Hand ${n} is over.`,
  effectsLine: (fx: readonly string[]) => `${fx.join(', ')}.`,
  effectsBanner: (fx: readonly string[]) => `${fx.join(' · ')}!`,
  gameOverLine: 'The game is over.',
  summary: (totals: readonly number[], human: number): string => {
    if (totals.length === 0) return '';
    const best = Math.max(...totals);
    const winners = totals.flatMap((t, i) => (t === best ? [i] : []));
    const names = winners.map((w) => seatName(w, human));
    return winners.includes(human)
      ? `You ${winners.length > 1 ? 'share the win' : 'win'} with ${best}.`
      : `${names.join(' and ')} ${winners.length > 1 ? 'share the win' : 'wins'} with ${best}; you have ${totals[human] ?? 0}.`;
  },
  coachChange: (winner: number, human: number, taken: string) =>
    taken ? `${seatName(winner, human)} ${winner === human ? 'have' : 'has'} taken ${taken} so far this hand.` : '',
  climbNotNow: 'not a play allowed now',
  climbNotAllowed: (reason: string) => `not allowed: ${reason}`,
  reading: (form: unknown, low: unknown) => {
    const parts: string[] = [];
    if (form === 'stairs') parts.push('as stairs');
    else if (form === 'set') parts.push('as a set');
    if (typeof low === 'string') parts.push(`from ${low}`);
    return parts.length ? ` (${parts.join(', ')})` : '';
  },
  // hand cards' extra spoken words
  cardPlayable: 'playable',
  cardPlayableHint: 'playable, the hint',
  cardPlayableMistake: 'playable, a mistake by the hint',
  cardChosen: (chosen: boolean, hinted: boolean, fromWidow: boolean) =>
    `${chosen ? 'chosen' : 'not chosen'}${hinted ? ', the hint' : ''}${fromWidow ? ', from the widow' : ''}`,

  // action buttons, bidding and the auction
  yourBid: 'Your bid',
  yourChoices: 'Your choices',
  yourChoice: 'Your choice',
  usualChoice: ' (the usual choice)',
  confirm: 'Confirm',
  usualChoiceNote: 'The usual choice is the strongest card you do not hold: your partner then holds it.',
  soloWarning: 'You hold this card: you will play alone.',
  bidGridCaption: 'Every bid you can make: a number (rows) and a suit (columns)',
  bidHead: 'Bid',
  strainWord: (s: string) => STRAIN_WORD[s] ?? s,
  strainHead: (s: string) => STRAIN_HEAD[s] ?? s,
  /** A grid cell's name: its visible text first (axe: label-content-name-mismatch). */
  bidCellName: (n: number, strain: string, a: AnyAction) =>
    strain === 'NT' ? `Bid ${n} NT: ${bidWords(a)}` : actionLabel(a),
  auctionHead: 'The auction',
  auctionHigh: (bid: string, by: string) =>
    `: the highest bid is ${bid} by ${by}; only a higher bid (or a pass) is possible.`,
  auctionNone: ': no bid yet.',
  auctionCall: (who: string, what: string) => `${who}: ${what}`,
  higherWords: (taken: string, names: readonly string[]) => {
    if (names.length === 0) return `${taken} is taken and no higher bid is left: you can only pass.`;
    if (names.length === 1) return `${taken} is taken: ${names[0]} is the only higher bid.`;
    if (names.length <= 4)
      return `${taken} is taken: the higher bids are ${names.slice(0, -1).join(', ')} and ${names.at(-1)}.`;
    return `${taken} is taken: the lowest bid left is ${names[0]} (${names.length} higher bids in all).`;
  },
  /** A bid without its adjutant card ("4 ♥ hearts"), for the list of higher bids. */
  bidName: (a: AnyAction) => bidWords(a).replace(/, adjutant .*$/, ''),
  gameLog: 'Game log',
  gameLogCount: (n: number) => `Game log (${n})`,
  scoreSheet: 'Score sheet (running totals)',
  after: 'After',
  handN: (n: number) => `hand ${n}`,

  // the felt, seats, trick and review (table/*.tsx)
  seatGroup: (name: string, roles: readonly string[]) => `${name}${roles.length ? ` (${roles.join(', ')})` : ''}`,
  toAct: 'to act',
  cardsLeft: (n: number) => plural(n, 'card', 'cards'),
  takenScore: (taken: string, total: number) => `${taken ? `${taken} · ` : ''}score ${total}`,
  wonTrick: 'Won the trick',
  pileGroup: 'The pile',
  trickGroup: 'The current trick',
  pileEmpty: 'The pile is empty',
  noCardsYet: 'No cards played yet',
  playedBy: (who: string, led: boolean, top: boolean) =>
    `played by ${who}${led ? ', led' : ''}${top ? ', top of the pile' : ''}`,
  topMark: 'top',
  ledMark: 'led',
  highestWins: 'The highest card wins.',
  yourHand: 'Your hand',
  notNow: (why: string) => `Not now: ${why}`,
  notPlayable: (why: string) => `not playable: ${why}`,
  dimmedNote: (why: string) => `Dimmed cards cannot be played now: ${why}.`,
  /** Daifugō: each dimmed card has its own reason, said when it is tapped. */
  dimTapWhy: 'tap one to see why',
  reviewHandSummary: (tricks: number, turning: number) =>
    `Review of the hand: ${tricks} tricks, ${plural(turning, 'turning point', 'turning points')}`,
  reviewRoundSummary: (piles: number, turning: number) =>
    `Review of the round: ${piles} piles, ${plural(turning, 'turning point', 'turning points')}`,
  trickN: (n: number) => `Trick ${n}`,
  pileN: (n: number) => `Pile ${n}`,
  reviewLed: (who: string) => `: ${who} led; `,
  reviewWins: (winner: number, human: number, points: number, unit: string) =>
    ` ${winner === human ? 'win' : 'wins'}${points ? ` (${points} ${points === 1 ? unit.replace(/s$/, '') : unit})` : ''}.`,
  turningPoint: 'Turning point:',
  bestLine: (line: string) => `${line.replace(/^best/, 'Best').replace(/;.*$/, '')}.`,
  handsBefore: (n: number) => `Hands before trick ${n}`,
  leadsNext: (leader: number, human: number) =>
    ` — ${seatName(leader, human)} ${leader === human ? 'lead' : 'leads'} next.`,
  /** The unit the review counts in, by game. */
  reviewUnit: (v: VariantId): string =>
    v === 'nap' ? 'trick' : v === 'japanese' ? 'honours' : v === 'mighty' ? 'points' : 'heads',
  /** The solver's line names a side's gift: is this line one? */
  gaveAway: (line: string) => /gave away/.test(line),
  gaveAwayPart: (line: string) => line.replace(/^.*; /, ''),

  // table/KnowPanel.tsx ("What can I know?", learning mode) and its sentences (islands-logic/know.ts)
  know: {
    summary: 'What can I know?',
    intro:
      'From your hand and the tricks played so far, who can still hold each card (counting voids and hand sizes). The hidden hands are not looked at.',
    loadFailed: 'The deduction tool could not be loaded: reload the page to try again.',
    working: 'Working it out…',
    words: KNOW_WORDS_EN,
  },

  // PracticeShare.tsx
  shareGame: 'Share this game',
  saveFile: 'Save this game as a file',
  linkToGame: 'Link to this game',
  linkCopied: 'Link copied. Anyone who opens it gets this table: the same rules, seat, computer players and cards.',
  copyLink:
    'Copy the link below. Anyone who opens it gets this table: the same rules, seat, computer players and cards.',
  savedAs: (name: string, moves: number) =>
    `Saved as ${name} (${moves} moves). Open it with "Open a saved game" on any practice page.`,
  openFile: 'Open a saved game (a .json file saved from this table)',
  chooseFile: 'Choose a file…',
  noFileChosen: 'No file chosen',
  fileTooLarge: (kb: number) => `This file cannot be opened: it is larger than ${kb} KB.`,
  fileUnreadable: 'This file cannot be opened: the browser could not read it.',
  fileProblem: (problem: string) => problem,

  // ---------------------------------------------------------------- sentences (islands-logic)
  seatName,
  actionLabel,
  /** A bid as a seat says it: without "Bid ". */
  bidWords,
  /** One sentence for the log and the live region (`variant`: for languages that name a card by its role). */
  announce: (a: AnyAction, human: number, variant?: VariantId) => (void variant, announce(a, human)),
  winnerWords,
  /** The finished trick's winner as a sentence. */
  winnerLine: (winner: number, human: number) => `${winnerWords(winner, human)}.`,
  trickReason: (r: ReasonInput) => r.text,
  dimReason,
  speech,
  lastEffects,
  verdict,
  trickChange,
  handReview,
  daifugoReview,
  exchangeWords,
  bestFromHere,
  tableModel: (variant: VariantId, view: Parameters<typeof tableModel>[1], human: number) =>
    tableModel(variant, view, human, tableEn(variant)),
  cardLabel: (c: Card) => cardLabel(c),
};

/** The table's words for one game: the partner's card is named after the game's partner ("Adjutant card", "Secretary card"). */
function tableEn(variant: VariantId): TableWords {
  const role = TABLE_WORDS_EN.partnerRole(variant);
  const title = role.charAt(0).toUpperCase() + role.slice(1);
  return { ...TABLE_WORDS_EN, partnerCard: (c) => `${title} card: ${cardLabel(c)} (${spokenName(c)}).` };
}

function bidWords(a: AnyAction): string {
  return actionLabel(a).replace(/^Bid /, '');
}

const PHASE_WORDS: Record<string, string> = {
  auction: 'the auction',
  adjutant: 'calling the adjutant',
  exchange: 'the exchange',
  trump: 'choosing trumps',
  friend: 'calling the friend',
  secretary: 'calling the secretary',
  play: 'play',
  handOver: 'the hand is over',
  gameOver: 'the game is over',
};
const STRAIN_HEAD: Record<string, string> = { C: '♣', D: '♦', H: '♥', S: '♠', NT: 'NT' };
const STRAIN_WORD: Record<string, string> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades', NT: 'no trumps' };

/** The practice table's catalogue: every language's has exactly these keys. */
export type PracticeWords = typeof practiceEn;
