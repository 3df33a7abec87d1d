/**
 * The practice table's words (the island family "practice": PracticeGame.tsx, practice/*.tsx,
 * table/*.tsx, PracticeShare.tsx) made from the family's message catalogue
 * `src/i18n/messages/<lang>/practice.json`. This is the one shape every language fills: each key
 * is listed once here, language-neutral; a language is its catalogue. The facts a sentence states
 * (who won, what the solver found best from here) are computed in islands-logic and handed to the
 * messages as values.
 *
 * A language's file (practice.<lang>.ts) binds its catalogue and gives only what is data of its
 * own (its card words, its phrasebooks' trick reasons, its option tables): the facts of a bid or a
 * contract come from islands-logic/bid-facts.ts, seats are named by the catalogue's `seatName`.
 * The review's and hint's sentences are practice-review.ts, the table's practice-table-words.ts,
 * the "What can I know?" panel's practice-know.ts.
 */
import { cardLabel as codeLabel, isJoker, suitOf, type Card } from '../../engine/cards.ts';
import { descriptorOf } from '../../engine/descriptors.ts';
import type { Explanation } from '../../engine/trick/index.ts';
import type { VariantId } from '../../engine/options.ts';
import { bidFacts, bidValues } from '../../islands-logic/bid-facts.ts';
import { num } from '../../islands-logic/numbers.ts';
import type { AnyAction } from '../../islands-logic/practice-actions.ts';
import { tableModel } from '../../islands-logic/practice-table.ts';
import { speech } from '../../islands-logic/table-view.ts';
import type { Translate } from '../messages/format.ts';
import { actionMessages } from './practice-actions.ts';
import { knowWords } from './practice-know.ts';
import { pileMessages } from './practice-piles.ts';
import { reviewMessages } from './practice-review.ts';
import { tableWords } from './practice-table-words.ts';

export type { LanguageHooks, PracticeHooks, PracticeKey, ReasonInput } from './practice-types.ts';
import type { LanguageHooks, PracticeHooks, PracticeKey, ReasonInput } from './practice-types.ts';

/** A select's key: ids and flags as ICU select keys (no hyphens; booleans as "true"/"false"). */
const key = (x: unknown): string => String(x).replaceAll('-', '_');

export function practiceMessages(t: Translate<PracticeKey>, lang: LanguageHooks) {
  /** "You" / "Computer 2": a seat as the person at the table reads it. */
  const seatName = (seat: number, human: number): string =>
    t('seatName', { self: key(seat === human), n: String(seat + 1) });
  /** A card as this language shows it: its code ("♥Q"), a joker in words where the language says so. */
  const cardLabel = (c: Card): string => (lang.jokersInWords && isJoker(c) ? lang.spokenName(c) : codeLabel(c));
  /** A bid without its verb ("4 ♥ hearts"), from its facts. */
  const bid = (a: AnyAction): string => t('bidWords', bidValues(bidFacts(a), cardLabel));
  const hooks: PracticeHooks = { ...lang, seatName, cardLabel, bid };
  const actions = actionMessages(t, hooks);
  /** A call as a seat says it: a bid in its bid words, anything else (a pass) as its label. */
  const bidWords = (a: AnyAction): string => (a.type === 'bid' ? bid(a) : actions.actionLabel(a));
  const climbReason = hooks.climbReason ?? ((r: string) => r);
  const list = (xs: readonly string[]) => xs.join(t('listSep'));
  return {
    // ---------------------------------------------------------------- the island and its notices
    islandLabel: t('islandLabel'),
    headingPractice: (title: string) => t('headingPractice', { title }),
    noCoachedHand: t('noCoachedHand'),
    saveKept: (notice: string, k: string, coach: boolean) => t('saveKept', { notice, key: k, coach: key(coach) }),
    savedRestored: t('savedRestored'),
    coachedRestored: t('coachedRestored'),
    linkSetsUpNew: t('linkSetsUpNew'),
    coachReplaces: t('coachReplaces'),
    startCoached: t('startCoached'),
    backToSaved: t('backToSaved'),

    // ---------------------------------------------------------------- the setup form
    newGameHeading: t('newGameHeading'),
    game: t('game'),
    rules: t('rules'),
    players: t('players'),
    yourSeat: t('yourSeat'),
    seatN: (n: number) => t('seatN', { n: String(n) }),
    computerPlayers: t('computerPlayers'),
    level: (l: string) => t('level', { l }),
    hands: t('hands'),
    handsAsRules: t('handsAsRules'),
    learningMode: t('learningMode'),
    everyOption: (n: number) => t('everyOption', { n: String(n) }),
    showKeys: t('showKeys'),
    /** Punctuation between words the table puts together (a label and its code, a list in brackets). */
    punct: {
      colon: t('punctColon'),
      open: t('punctOpen'),
      close: t('punctClose'),
      stop: t('punctStop'),
      list: t('punctList'),
    },
    keysNote: t('keysNote'),
    rulesLine: t('rulesLine'),
    startGame: t('startGame'),
    moreAboutRule: t('moreAboutRule'),
    /** A site path in this language's edition. */
    href: (path: string) => t('href', { path }),
    moreAboutRuleName: (label: string) => t('moreAboutRuleName', { label }),

    // ---------------------------------------------------------------- the table
    couldNotStart: (problem: string) => t('couldNotStart', { problem }),
    unknownProblem: t('unknownProblem'),
    /** The game's engine or table is loading (a status line). */
    engineLoading: t('engineLoading'),
    newGame: t('newGame'),
    cardTable: t('cardTable'),
    handNo: (round: boolean, n: number) => t('handNo', { round: key(round), n: String(n) }),
    /** The words around the seed (shown as code: it is an identifier). */
    seedAround: [t('seedBefore'), t('seedAfter')] as readonly [string, string],
    levelPlayers: (l: string) => t('levelPlayers', { l }),
    statusOver: t('statusOver'),
    statusTrickComplete: t('statusTrickComplete'),
    statusYourTurn: t('statusYourTurn'),
    statusWaiting: (name: string) => t('statusWaiting', { name }),
    /** A phase of the engine in words (an unknown one: its id spaced out). */
    phase: (p: string) => t('phase', { p, spaced: p.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() }),
    nextTrick: t('nextTrick'),
    handResult: t('handResult'),
    exchangeGroup: t('exchangeGroup'),
    exchangeBefore: (n: number) => t('exchangeBefore', { n: String(n) }),
    fromWidow: t('fromWidow'),
    buryHint: (n: number) => t('buryHint', { n: String(n) }),
    howToPlayCard: t('howToPlayCard'),
    cancel: t('cancel'),
    yourPlay: t('yourPlay'),
    choosePlay: (canPass: boolean) => t('choosePlay', { canPass: key(canPass) }),
    chosenCards: (cards: string) => t('chosenCards', { cards }),
    notAllowedCards: (cards: string, why: string) => t('notAllowedCards', { cards, why }),
    play: t('play'),
    pass: t('pass'),
    /** The verb of a Daifugō choice of cards, by the action's type. */
    selectVerb: (type: string): string => t('selectVerb', { type: key(type) }),
    selectCount: (verb: string, upTo: boolean, n: number, chosen: number) =>
      t('selectCount', { verb, upTo: key(upTo), n, chosen: String(chosen) }),
    badCombination: t('badCombination'),
    playHelp: t('playHelp'),
    /** The redeal's line: who called the misdeal, or null when nobody bid. */
    redealt: (misdealBy: string | null) => t('redealt', { misdeal: key(misdealBy !== null), who: misdealBy ?? '' }),
    continue: t('continue'),
    nextRound: t('nextRound'),
    nextHand: t('nextHand'),
    hint: t('hint'),
    undo: t('undo'),
    speed: t('speed'),
    speedName: (name: string) => t('speedName', { name }),
    speedMs: (ms: number) => t('speedMs', { ms: String(ms) }),
    pauseAfterTrick: t('pauseAfterTrick'),
    discardThisGame: t('discardThisGame'),
    discardQuestion: t('discardQuestion'),
    discardIt: t('discardIt'),
    keepPlaying: t('keepPlaying'),
    noHint: (problem: string) => t('noHint', { problem }),
    gameOver: t('gameOver'),
    sameSeed: t('sameSeed'),
    /** The local rules on at this table, each in words (engine/local-rules.ts says which). */
    localRulesOn: (rules: readonly string[]) => t('localRulesOn', { n: rules.length, list: list(rules) }),
    pileCleared: t('pileCleared'),
    /** Under the felt while a Daifugō pile just cleared is still shown (its clearing play on top). */
    pileClearedLead: (who: string, self: boolean) => t('pileClearedLead', { who, self: key(self) }),
    handOverLine: (n: number) => t('handOverLine', { n: String(n) }),
    effectsLine: (fx: readonly string[]) => t('effectsLine', { fx: fx.join(t('effectsLineSep')) }),
    effectsBanner: (fx: readonly string[]) => t('effectsBanner', { fx: fx.join(t('effectsBannerSep')) }),
    gameOverLine: t('gameOverLine'),
    /** Who won the game (the highest total), said to the person at the table. */
    summary: (totals: readonly number[], human: number): string => {
      if (totals.length === 0) return '';
      const best = Math.max(...totals);
      const winners = totals.flatMap((x, i) => (x === best ? [i] : []));
      const shared = key(winners.length > 1);
      if (winners.includes(human)) return t('summaryYou', { shared, best: num(best) });
      const names = winners.map((w) => seatName(w, human)).join(t('summaryAnd'));
      return t('summaryOthers', { names, shared, best: num(best), yours: num(totals[human] ?? 0) });
    },
    coachChange: (winner: number, human: number, taken: string) =>
      taken ? t('coachChange', { who: seatName(winner, human), self: key(winner === human), taken }) : '',
    climbNotNow: t('climbNotNow'),
    climbNotAllowed: (reason: string) => t('climbNotAllowed', { reason: climbReason(reason) }),
    /** How a Daifugō choice is read (as stairs or a set, from its lowest card). */
    reading: (form: unknown, low: unknown) =>
      t('reading', {
        form: key(form),
        hasLow: key(typeof low === 'string'),
        low: typeof low === 'string' ? low : '',
      }),
    // hand cards' extra spoken words
    cardPlayable: t('cardPlayable'),
    cardPlayableHint: t('cardPlayableHint'),
    cardPlayableMistake: t('cardPlayableMistake'),
    cardChosen: (chosen: boolean, hinted: boolean, fromWidow: boolean) =>
      t('cardChosen', { chosen: key(chosen), hinted: key(hinted), fromWidow: key(fromWidow) }),

    // action buttons, bidding and the auction
    yourBid: t('yourBid'),
    yourChoices: t('yourChoices'),
    yourChoice: t('yourChoice'),
    usualChoice: t('usualChoice'),
    confirm: t('confirm'),
    usualChoiceNote: t('usualChoiceNote'),
    soloWarning: t('soloWarning'),
    bidGridCaption: t('bidGridCaption'),
    bidHead: t('bidHead'),
    auctionHead: t('auctionHead'),
    auctionHigh: (bid: string, by: string) => t('auctionHigh', { bid, by }),
    auctionNone: t('auctionNone'),
    auctionCall: (who: string, what: string) => t('auctionCall', { who, what }),
    /** The bids left above the one taken (their names, lowest first). */
    higherWords: (taken: string, names: readonly string[]) =>
      t('higherWords', {
        count: names.length === 0 ? 'none' : names.length === 1 ? 'one' : names.length <= 4 ? 'few' : 'other',
        taken,
        first: names[0] ?? '',
        init: list(names.slice(0, -1)),
        last: names.at(-1) ?? '',
        n: String(names.length),
      }),
    gameLog: t('gameLog'),
    gameLogCount: (n: number) => t('gameLogCount', { n: String(n) }),
    scoreSheet: t('scoreSheet'),
    after: t('after'),
    handN: (n: number) => t('handN', { n: String(n) }),

    // the felt, seats, trick and review (table/*.tsx)
    seatGroup: (name: string, roles: readonly string[]) =>
      t('seatGroup', { name, hasRoles: key(roles.length > 0), roles: list(roles) }),
    toAct: t('toAct'),
    cardsLeft: (n: number) => t('cardsLeft', { n }),
    takenScore: (taken: string, total: number) =>
      t('takenScore', { hasTaken: key(taken !== ''), taken, total: num(total) }),
    wonTrick: t('wonTrick'),
    pileGroup: t('pileGroup'),
    trickGroup: t('trickGroup'),
    pileEmpty: t('pileEmpty'),
    noCardsYet: t('noCardsYet'),
    /** A card on the felt: who played it, led, top of the pile. */
    playedBy: (who: string, led: boolean, top: boolean) => t('playedBy', { who, led: key(led), top: key(top) }),
    topMark: t('topMark'),
    ledMark: t('ledMark'),
    highestWins: t('highestWins'),
    yourHand: t('yourHand'),
    notNow: (why: string) => t('notNow', { why }),
    notPlayable: (why: string) => t('notPlayable', { why }),
    dimmedNote: (why: string) => t('dimmedNote', { why }),
    /** Daifugō: each dimmed card has its own reason, said when it is tapped. */
    dimTapWhy: t('dimTapWhy'),
    reviewHandSummary: (tricks: number, turning: number) => t('reviewHandSummary', { tricks: String(tricks), turning }),
    reviewRoundSummary: (piles: number, turning: number) => t('reviewRoundSummary', { piles: String(piles), turning }),
    trickN: (n: number) => t('trickN', { n: String(n) }),
    pileN: (n: number) => t('pileN', { n: String(n) }),
    reviewLed: (who: string) => t('reviewLed', { who }),
    /** After the winner's name: "wins (2 honours)." (`unit`: {@link reviewUnit}). */
    reviewWins: (winner: number, human: number, points: number, unit: string) =>
      t('reviewWins', { self: key(winner === human), points, unit }),
    turningPoint: t('turningPoint'),
    handsBefore: (n: number) => t('handsBefore', { n: String(n) }),
    leadsNext: (leader: number, human: number) =>
      t('leadsNext', { who: seatName(leader, human), self: key(leader === human) }),
    /** What the review counts in: the game's contract unit (its descriptor's), a message select key. */
    reviewUnit: (v: VariantId): string => descriptorOf(v).review.contract,
    ...reviewMessages(t, hooks),
    ...pileMessages(t, hooks),

    /**
     * Why the trick was won: the game's phrasebook sentence from the engine's explanation where
     * this language has one, else the plain reason (the winning card is the highest).
     */
    trickReason: (r: ReasonInput): string => {
      const e = r.explanation;
      const own = hooks.trickReasons?.[r.variant];
      if (own && (r.text || e?.text)) {
        try {
          return own(r, (e ?? {}) as Explanation);
        } catch {
          // a sentence the phrasebook does not know yet: the plain reason, never English
        }
      }
      const winner = e?.cards?.[0];
      return winner ? t('plainReason', { card: hooks.cardLabel(winner) }) : '';
    },
    /** The card table's words for one game (practice-table-words.ts). */
    table: (v: VariantId) => tableWords(t, hooks, v),
    /** A Daifugō title (President, Beggar…) in words. */
    daifugoTitle: (title: string) => t('tableTitle', { title }),

    ...actions,
    seatName,
    cardLabel,
    bidWords,
    /** A bid without its partner card ("4 ♥ hearts"), for the list of higher bids. */
    bidName: (a: AnyAction): string => (a.type === 'bid' ? bid({ ...a, card: undefined }) : actions.actionLabel(a)),
    /** A grid cell's name: its visible text first (axe: label-content-name-mismatch). */
    bidCellName: (n: number, strain: string, a: AnyAction): string =>
      t('bidCell', {
        n: String(n),
        s: key(strain),
        head: t('strainHead', { s: strain }),
        label: actions.actionLabel(a),
        words: bidWords(a),
      }),
    /** What each seat last said in the auction (or, in Daifugō, that it passed). */
    speech: (variant: VariantId, view: Record<string, unknown>, log: readonly AnyAction[], players: number) =>
      speech(variant, view, log, players, {
        pass: t('speechPass', { auto: 'false' }),
        passAuto: t('speechPass', { auto: 'true' }),
        bid: bidWords,
      }),
    /** The card table's readable model of a player view, in this language. */
    tableModel: (variant: VariantId, view: Parameters<typeof tableModel>[1], human: number) =>
      tableModel(variant, view, human, tableWords(t, hooks, variant)),
    /** Who won the finished trick, as a phrase and as a sentence. */
    winnerWords: (winner: number, human: number) =>
      t('winnerWords', { who: seatName(winner, human), self: key(winner === human) }),
    winnerLine: (winner: number, human: number) =>
      t('winnerLine', { who: seatName(winner, human), self: key(winner === human) }),
    /** Why a card of the hand is dimmed: the led suit must be followed, or it is not a card to play now. */
    dimReason: (trick: readonly { cards: Card[] }[], legal: readonly Card[], hand: readonly Card[]): string => {
      const first = trick[0]?.cards[0];
      const led = first ? suitOf(first) : null;
      const mustFollow =
        led !== null &&
        legal.some((c) => suitOf(c) === led) &&
        hand.some((c) => suitOf(c) !== led && !legal.includes(c));
      return t('dimReason', { mustFollow: key(mustFollow), suit: led ?? '' });
    },
    /** A notice about the page's link (practice.ts settingsFromParams writes it in English): what it names, in words. */
    linkNotice: (notice: string) => {
      const dup = /^(.+): given (\d+) times in the link/.exec(notice);
      const bad = /^([a-z]+)=/.exec(notice)?.[1];
      const kind = dup ? 'dup' : bad ? 'bad' : 'rules';
      return t('linkNotice', { notice, kind, key: dup?.[1] ?? bad ?? '', count: dup?.[2] ?? '' });
    },
    /** A suit or no trumps in words, and as a column head of the bid grid. */
    strainWord: (s: string) => t('strainWord', { s }),
    strainHead: (s: string) => t('strainHead', { s }),

    /** table/KnowPanel.tsx ("What can I know?", learning mode): its frame (the language adds its sentences, `words`). */
    know: {
      summary: t('knowSummary'),
      intro: t('knowIntro'),
      loadFailed: t('knowLoadFailed'),
      working: t('knowWorking'),
      words: knowWords(t, hooks),
    },

    // PracticeShare.tsx
    shareGame: t('shareGame'),
    saveFile: t('saveFile'),
    linkToGame: t('linkToGame'),
    linkCopied: t('linkCopied'),
    copyLink: t('copyLink'),
    savedAs: (name: string, moves: number) => t('savedAs', { name, moves: String(moves) }),
    openFile: t('openFile'),
    chooseFile: t('chooseFile'),
    noFileChosen: t('noFileChosen'),
    fileTooLarge: (kb: number) => t('fileTooLarge', { kb: String(kb) }),
    fileUnreadable: t('fileUnreadable'),
    fileProblem: (problem: string) => t('fileProblem', { problem }),
  };
}

export type PracticeMessages = ReturnType<typeof practiceMessages>;
