/**
 * The position puzzles' words (the island family "position": EndgamePuzzle.tsx — "play it out" —
 * and DeductionPuzzle.tsx — "who holds the card?", with PuzzleNote.tsx), made from the family's
 * catalogue `src/i18n/messages/<lang>/position.json`. This is the one shape every language fills
 * (`PositionWords`): a language is its catalogue and its cards' spoken names, never code.
 *
 * The puzzle's own words — title, note and the reasons who-holds gives — come in the page's
 * language in its view (content-data/position-puzzles.ts; position-views.ts); this shape holds the
 * islands' chrome, the seat names and the sentences they make while the learner plays (the
 * solver's replies and lines). A game's own words (the declarer's and the partner's titles, the
 * unit the side counts, the widow's name, the joker's call) are chosen by the game's descriptor
 * (`review`), never by its id.
 */
import { cardLabel, isJoker, type Card } from '../../engine/cards.ts';
import { descriptorOf, DESCRIPTORS } from '../../engine/descriptors.ts';
import type { PositionVariant } from '../../engine/solver/variant-game.ts';
import type { Translate } from '../messages/format.ts';
import type en from '../messages/en/position.json';

export type PositionKey = Extract<keyof typeof en, string>;

/** The suits as the solver numbers them (a lead's named suit). */
const SUIT_BY_INT = ['S', 'H', 'D', 'C'] as const;
/** Where a sentence is cut in two around what the island shows in bold or as a card. */
const CUT = '\u0001';

/** A game's descriptor facts that choose its words, as a select's keys ('none' where it has none). */
function gameKeys(variant: PositionVariant) {
  const r = descriptorOf(variant).review;
  return {
    declarer: r.declarer ?? 'none',
    partner: r.partner ?? 'none',
    scoring: r.scoringCards ?? 'tricks',
    widow: r.widow ?? 'none',
    call: r.jokerCall ?? 'none',
  };
}

export function positionWords(t: Translate<PositionKey>, spoken: (c: Card) => string) {
  const label = (c: Card) => t('card', { joker: isJoker(c), spoken: spoken(c), label: cardLabel(c) });
  const roles = (variant: PositionVariant) => {
    const k = gameKeys(variant);
    return {
      declarer: t('declarerName', k),
      partner: k.partner === 'none' ? undefined : t('partnerName', k),
    };
  };
  const open = t('roleOpen');
  const close = t('roleClose');
  /** A seat's name without its role ("Seat 3" from "Seat 3 (your adjutant)"). */
  const bare = (name: string) => {
    const i = name.indexOf(open);
    return i >= 0 && name.endsWith(close) ? name.slice(0, i) : name;
  };
  /** The role in a seat's name ("your adjutant"), or ''. */
  const roleIn = (name: string) => {
    const i = name.indexOf(open);
    return i >= 0 && name.endsWith(close) ? name.slice(i + open.length, -close.length) : '';
  };
  /** The learner's seat ("You (Napoleon)"). */
  const isYou = (name: string) => name.startsWith(`${t('youName')}${open}`) && name.endsWith(close);
  /** The declarer's role read from its seat name ("Napoleon" from "You (Napoleon)"). */
  const roleOf = (name: string) => (isYou(name) ? roleIn(name) : name);
  /** A member of the side in the position's sentence: its name, and whether it is the learner's or has a role. */
  const sideMember = (name: string) => {
    const role = roleIn(name);
    return { you: isYou(name), name: bare(name), role, hasRole: role !== '' };
  };
  /** Seat names relative to the declarer, in playing order (the declarer is seat 1). */
  const seatNames = (variant: PositionVariant, players: number, declarer: number, partner?: number): string[] => {
    const k = gameKeys(variant);
    const role = t('declarerName', k);
    const partnerRole = t('partnerName', k);
    return Array.from({ length: players }, (_, s) => {
      const n = ((s - declarer + players) % players) + 1;
      const kind = s === declarer ? 'you' : s === partner ? 'partner' : 'other';
      return t('seatName', { kind, n, role, partnerRole });
    });
  };
  const sentences = (lines: string[]) => {
    const end = t('lineEnd');
    return lines.map((l) => (end && !l.endsWith(end) ? `${l}${end}` : l)).join(t('lineSep'));
  };
  const cut = (s: string) => {
    const [before = '', after = ''] = s.split(CUT);
    return { before, after };
  };
  const widow = (variant: PositionVariant) => t('widowName', gameKeys(variant));

  return {
    /** The `lang` of the cards' spoken names. */
    lang: t.lang as 'en' | 'ja' | 'zh-TW',
    malformed: t('malformed'),
    /** A card in running text, and its spoken name. */
    card: label,
    spoken,
    /** What a lead's choices say ("naming hearts", "calling out the joker"), or "". */
    lead: (variant: PositionVariant, namedSuit: number, call: boolean): string => {
      const parts: string[] = [];
      if (namedSuit >= 0) parts.push(t('leadNaming', { suit: SUIT_BY_INT[namedSuit] }));
      if (call) parts.push(t('leadCall', gameKeys(variant)));
      return parts.length > 0 ? t('leadParts', { parts: parts.join(t('leadSep')) }) : '';
    },
    /** The declarer's and the partner's titles in a game (a game without a partner card has none). */
    roles,
    /**
     * Seat names relative to the declarer, clockwise in playing order: "You (Napoleon)", "Seat 2",
     * "Seat 3 (your adjutant)" … (made here, not shipped in each puzzle's view: the page's HTML budget).
     */
    seatNames,
    /**
     * An endgame's seat names: the declaring side's (`seatNames`), or, when the learner plays the
     * defence (`declarer` given), the declarer by its role and the other seats numbered from it.
     */
    endgameNames: (p: { variant: PositionVariant; side: readonly number[]; declarer?: number }, players: number) => {
      if (p.declarer === undefined) return seatNames(p.variant, players, p.side[0]!, p.side[1]);
      const seat = t('declarerSeat', { ...gameKeys(p.variant), role: roles(p.variant).declarer });
      return seatNames(p.variant, players, p.declarer).map((n, s) => (s === p.declarer ? seat : n));
    },
    /** The seat's name without its role ("you", "Seat 2"), for "won by …". */
    short: (name: string, isYou: boolean): string => (isYou ? t('youShort') : bare(name)),
    /** The declarer's role read from its seat name ("Napoleon" from "You (Napoleon)"). */
    roleOf,

    // --- endgames
    /** An amount the side makes, in the game's unit (English: the bare number; Nap's in tricks). */
    amountOf: (variant: PositionVariant, n: number): string => t('amount', { ...gameKeys(variant), n }),
    solverFailed: (why: string) => t('solverFailed', { why }),
    setupFailed: (why: string) => t('setupFailed', { why }),
    goOnFailed: (why: string) => t('goOnFailed', { why }),
    plays: (name: string, spoken: string, lead: string) => t('plays', { name, spoken, lead }),
    /** A trick's winner and the scoring cards it held, in the game's word for them (honours, heads…). */
    trickTo: (trickNo: number, name: string, points: number, variant: PositionVariant) =>
      t('trickTo', { trickNo, name, points, scoring: gameKeys(variant).scoring }),
    announceStart: (lines: string[], who: string) =>
      t('announceStart', { lines: sentences(lines), n: lines.length, who }),
    announceNext: (lines: string[], who: string) => t('announceNext', { lines: sentences(lines), who }),
    announceSolved: (lines: string[], made: string) => t('announceSolved', { lines: sentences(lines), made }),
    announceRefuted: (lines: string[], value: string, reply: string) =>
      t('announceRefuted', { lines: sentences(lines), value, reply }),
    /** The defence's best reply to a refuted card (" The defence answers …"), added to a sentence. */
    reply: (variant: PositionVariant, c: Card, declarerPlays = false) =>
      t('reply', {
        declarerPlays,
        declarer: roles(variant).declarer,
        defence: t('defenceName', gameKeys(variant)),
        spoken: spoken(c),
        card: label(c),
      }),
    refuted: (c: Card, value: string, target: string, reply: string) =>
      t('refuted', { card: label(c), value, target, reply }),
    /** One play in a list of a trick's plays ("Seat 2 ♠Q (naming hearts)"). */
    playIn: (name: string, c: Card, lead: string) => t('playIn', { name, card: label(c), lead }),
    listSep: t('listSep'),
    lineTrick: (trickNo: number, plays: string[], winner: string) =>
      t('lineTrick', { trickNo, plays: plays.join(t('listSep')), winner }),
    solverLine: t('solverLine'),
    solutionShown: t('solutionShown'),
    endgameEmbedded: t('endgameEmbedded'),
    endgameCounter: (i: number, n: number) => t('endgameCounter', { i, n }),
    titleSep: t('titleSep'),
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
    }) => {
      const k = gameKeys(o.variant);
      return cut(
        t('endgameMeta', {
          ...k,
          trump: o.trump ?? 'none',
          hasSecretary: o.secretary !== undefined,
          secretary: o.secretary ? label(o.secretary) : '',
          left: o.left,
          from: o.from,
          to: o.to,
          defence: o.defence,
          count: o.side.length,
          role: roleOf(o.side[0] ?? ''),
          defenders: o.side.join(t('defenceSep')),
          members: o.side.map((n) => t('sideMember', sideMember(n))).join(t('sideSep')),
          available: o.available,
          declarer: roles(o.variant).declarer,
          defenceName: t('defenceName', k),
          target: CUT,
        }),
      );
    },
    toPlayMark: t('toPlayMark'),
    handGroup: (name: string, n: number) => t('handGroup', { name, n }),
    currentTrick: t('currentTrick'),
    noCardYet: t('noCardYet'),
    thisTrick: (plays: string[]) => t('thisTrick', { plays: plays.join(t('listSep')) }),
    playedSoFar: t('playedSoFar'),
    loadingSolver: t('loadingSolver'),
    solvedLead: t('solvedLead'),
    solvedText: (made: string) => t('solvedText', { made }),
    titleEnd: t('titleEnd'),
    keyCard: (c: Card) => t('keyCard', { card: label(c) }),
    tryAgain: t('tryAgain'),
    showSolution: t('showSolution'),
    startAgain: t('startAgain'),
    nextEndgame: t('nextEndgame'),
    previousEndgame: t('previousEndgame'),

    // --- deductions
    deductionEmbedded: t('deductionEmbedded'),
    deductionCounter: (i: number, n: number) => t('deductionCounter', { i, n }),
    /** The question around the partner card (shown as a card between `before` and `after`). */
    deductionQuestion: (role: string, trump: string | null, partner: string) =>
      cut(t('question', { role, trump: trump ?? 'none', partner, target: CUT })),
    yourHandLead: t('yourHandLead'),
    yourHand: t('yourHand'),
    discards: (variant: PositionVariant, cards: Card[]) =>
      t('discards', { widow: widow(variant), cards: cards.map(label).join(' ') }),
    discardsSpoken: (cards: Card[]) => t('discardsSpoken', { cards: cards.map(spoken).join(t('listSep')) }),
    tricksSoFar: t('tricksSoFar'),
    trickLead: (i: number) => t('trickLead', { i }),
    /** After a seat's name, before its card. */
    nameCardSep: t('nameCardSep'),
    naming: (suit: string) => t('leadParts', { parts: t('leadNaming', { suit }) }),
    ordered: t('ordered'),
    legend: (c: Card) => t('legend', { card: label(c) }),
    widowOption: (variant: PositionVariant) => t('widowOption', { widow: widow(variant) }),
    widowWord: (variant: PositionVariant) => t('widowWord', { widow: widow(variant) }),
    check: t('check'),
    nextDeduction: t('nextDeduction'),
    previousDeduction: t('previousDeduction'),
    right: t('right'),
    notQuite: t('notQuite'),
    canBeWith: (c: Card, places: string[]) => t('canBeWith', { card: label(c), places: places.join(t('placesSep')) }),
    /** What a wrong check says: the wrong marks by name, the missed ones counted, never the right places. */
    wrongCheck: (c: Card, wrong: string[], missed: number) =>
      [
        wrong.length > 0 ? t('cannotBeWith', { card: label(c), places: wrong.join(t('placesSep')) }) : '',
        missed > 0 ? t('missedPlaces', { n: missed }) : '',
        t('checkAgain'),
      ].join(''),
    showAnswer: t('showAnswer'),
    answerLead: t('answerLead'),

    // --- the note (PuzzleNote.tsx)
    noteFailed: t('noteFailed'),
    noteLoading: t('noteLoading'),
  };
}

export type PositionWords = ReturnType<typeof positionWords>;

/** The declarer's and the partner's titles in a language, for every game with position puzzles. */
export function roleTable(w: PositionWords): Readonly<Record<PositionVariant, { declarer: string; partner?: string }>> {
  const games = DESCRIPTORS.filter((d) => d.has.endgames || d.has.deductionPuzzles);
  return Object.fromEntries(games.map((d) => [d.id, w.roles(d.id as PositionVariant)])) as Record<
    PositionVariant,
    { declarer: string; partner?: string }
  >;
}
