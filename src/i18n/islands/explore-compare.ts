/**
 * The rule comparison's words (part of the island family "explore": RuleCompare.tsx,
 * DaifugoCompare.tsx and their shared parts, compare-parts.tsx), made from the family's message
 * catalogue `src/i18n/messages/<lang>/compare.json`. This is the one shape every language fills: a
 * language is its catalogue (and, for the words loaded on demand, its phrasebooks:
 * explore-compare-more.ts), never code. The games' and suits' names come from RuleCompare.astro
 * (explore-views.ts `compareLabels`); the presets' and options' names from the engine's
 * declarations in English, or from `more` in another language; a column's reason from the engine's
 * verdict. English shows the engine's own sentences (passed to its messages as `en`, `reason`,
 * `next`); another language says the verdict's facts in its words.
 */
import { isClimb } from '../../engine/descriptors.ts';
import { cardLabel, isJoker, type Card, type Suit } from '../../engine/cards.ts';
import type { LinkProblem } from '../../islands-logic/compare-url.ts';
import type { NextFacts } from '../../islands-logic/compare-daifugo.ts';
import type { OptionDecl } from '../../engine/options.ts';
import type { Translate } from '../messages/format.ts';
import type en from '../messages/en/compare.json';
import type { Verdict } from '../phrases/shape-verdict.ts';

export type CompareKey = Extract<keyof typeof en, string>;

/** What a column's reason is made from: the engine's verdict on the trick under one rule set. */
export type CompareVerdict = Verdict;

/** The rule comparison's names of one game: its presets and every option with every value. */
export interface CompareGameNames {
  presets: Record<string, string>;
  options: Record<string, { label: string; values: Record<string, string> }>;
}

/** What a language may load on demand, with the engine: the columns' reasons and a game's rules' names. */
export interface CompareMore {
  reason(v: CompareVerdict): string;
  /** Why a Daifugō play is refused, from the engine's English sentence. */
  refusal(reason: string): string;
  rules(
    variant: string,
    engine: { presets: readonly { id: string }[]; options: Readonly<Record<string, OptionDecl>> },
  ): CompareGameNames;
}

/** A Daifugō column's verdict as data: the engine's words in English and its ids, the play's cards. */
export interface DaifugoVerdict {
  play: readonly Card[];
  /** English: what the play is ("an 8") and the effects in a sentence. */
  what: string;
  reason: string;
  effects: readonly string[];
  effectIds: readonly string[];
  next: string;
  facts?: NextFacts | undefined;
}

/** The rule comparison's names: the games' and, for each trick game, its presets' and options'. */
export interface CompareNames {
  games: Record<string, string>;
  rules: Record<string, CompareGameNames>;
}

/** The names the island is given by its wrapper in the page's language: the games' and the suits'. */
export interface CompareLabels {
  games: Readonly<Record<string, string>>;
  suits: Readonly<Record<Suit, string>>;
}

/** The parts of a comparison link that have a name in words (compare-url.ts). */
const LINK_PARTS: readonly string[] = ['v', 't', 'n', 'p', 'pile', 'twice', 'rev', 'jb', 'lock', 'd', 's', 'c', 'r'];

/** Which sentence tells a link's problem (the catalogue's `linkProblem` select). */
function linkProblemCase(p: LinkProblem): string {
  if (p.kind === 'duplicate') return 'duplicate';
  if (p.part === 'more') return 'more';
  if (p.part === 'r') return p.kind === 'too-many' ? 'r_too_many' : p.kind === 'none' ? 'r_none' : 'r_bad';
  return LINK_PARTS.includes(p.part) ? 'part' : 'unknown';
}

/** What the language needs besides its catalogue. */
export interface CompareLanguage {
  /** A joker's name in words (another card is shown by its label, "♠8"). */
  spokenName: (c: Card) => string;
  /**
   * Words loaded on demand (another language's reasons and rule names, with their phrasebooks);
   * null: the engine's own English reasons and names are used.
   */
  more: (() => Promise<CompareMore>) | null;
}

/** The rule comparison's words in one language, from its catalogue. */
export function compareWords(t: Translate<CompareKey>, lang: CompareLanguage) {
  const label = (c: Card): string => (isJoker(c) ? lang.spokenName(c) : cardLabel(c));
  /** English shows the engine's own sentences; another language says the verdict's facts. */
  const engineWords = lang.more === null;
  const effects = (v: DaifugoVerdict): string =>
    (engineWords ? v.effects : v.effectIds.map((id) => t('dfEffect', { id: id.replaceAll('-', '_') }))).join(
      t('dfEffectSep'),
    );
  return {
    engineFailed: (why: string) => t('engineFailed', { why }),
    regionTrick: t('regionTrick'),
    regionPlay: t('regionPlay'),
    unknownGame: (v: string) => t('unknownGame', { v }),
    linkProblems: t('linkProblems'),
    /** One problem of the link: the parser's English sentence, or its part and kind for other languages. */
    linkProblem: (p: LinkProblem, en: string) =>
      engineWords
        ? en
        : t('linkProblem', {
            problem: linkProblemCase(p),
            part: p.part,
            what: t('linkPart', { part: p.part }),
            count: String(p.count ?? (p.kind === 'duplicate' ? 2 : 0)),
          }),
    game: t('game'),
    /** A game's name in the game menu (Daifugō compares one play, not a trick). */
    gameOption: (name: string, variant: string) => t('gameOption', { name, climb: isClimb(variant) ? 'yes' : 'no' }),
    trump: t('trump'),
    noTrumps: t('noTrumps'),
    trickNumber: t('trickNumber'),
    declared: t('declared'),
    none: t('none'),
    secretary: t('secretary'),
    summon: t('summon'),
    ripper: t('ripper'),
    loadingDaifugo: t('loadingDaifugo'),
    playsField: t('playsField'),
    /** A card field that could not be read: the parser's English sentence. */
    cardsError: (en: string) => t('cardsError', { en }),
    atLeastOne: t('atLeastOne'),
    theTrick: t('theTrick'),
    led: t('led'),
    /** A played card's place, spoken and shown ("card 3" / "3"). */
    cardN: (n: number) => t('cardN', { n: String(n) }),
    placeN: (n: number) => t('placeN', { n: String(n) }),
    ruleSetN: (n: number) => t('ruleSetN', { n: String(n) }),
    differs: t('differs'),
    wins: t('wins'),
    /** The engine refused a column (its English sentence). */
    columnError: (en: string) => t('columnError', { en }),
    /** A column's reason (English: the engine's sentence); null where `more` gives it. */
    reason: (lang.more ? null : (v: CompareVerdict) => v.reason) as ((v: CompareVerdict) => string) | null,
    more: lang.more,
    addRuleSet: t('addRuleSet'),
    shareLink: t('shareLink'),
    copyLink: t('copyLink'),
    linkCopied: t('linkCopied'),
    copyByHand: t('copyByHand'),
    // compare-parts.tsx
    pickerSummary: t('pickerSummary'),
    pickerHelp: t('pickerHelp'),
    pickerSuits: Object.fromEntries(
      ['S', 'H', 'D', 'C', ''].map((s) => [s, t('pickerSuit', { suit: s || 'joker' })]),
    ) as Readonly<Record<string, string>>,
    pickerCardOf: (n: number, noun: string) => t('pickerCardOf', { n: String(n), noun }),
    trickNoun: t('trickNoun'),
    alreadyUsed: t('alreadyUsed'),
    takeOutLast: t('takeOutLast'),
    apply: t('apply'),
    changeRuleSet: (n: number) => t('changeRuleSet', { n: String(n) }),
    preset: t('preset'),
    removeOption: (label: string, n: number) => t('removeOption', { label, n: String(n) }),
    remove: t('remove'),
    option: t('option'),
    value: t('value'),
    setOption: t('setOption'),
    /** The engine refused a rule set in the editor (its English sentence). */
    ruleError: (en: string) => t('ruleError', { en }),
    removeRuleSet: (n: number) => t('removeRuleSet', { n: String(n) }),
    /** "Standard; card that beats the mighty: ♥Q" (the preset, then each change). */
    changeLine: (label: string, value: string) => t('changeLine', { label, value }),
    lineSep: t('lineSep'),
    // DaifugoCompare.tsx
    dfTable: t('dfTable'),
    dfRevolution: t('dfRevolution'),
    dfJackBack: t('dfJackBack'),
    dfLockedGroup: t('dfLockedGroup'),
    dfLocked: t('dfLocked'),
    dfPile: (empty: boolean): string => t('dfPile', { empty: empty ? 'yes' : 'no' }),
    dfPilePlay: (n: number) => t('dfPilePlay', { n: String(n) }),
    dfTakeAway: (n: number) => t('dfTakeAway', { n: String(n) }),
    dfPileField: (n: number) => t('dfPileField', { n: String(n) }),
    dfPileEmpty: t('dfPileEmpty'),
    dfPileNoun: (n: number) => t('dfPileNoun', { n: String(n) }),
    dfPileSummary: (n: number) => t('dfPileSummary', { n: String(n) }),
    dfPileHelp: t('dfPileHelp'),
    dfAddPile: t('dfAddPile'),
    dfPlayField: t('dfPlayField'),
    dfPlayNoun: t('dfPlayNoun'),
    dfPlaySummary: t('dfPlaySummary'),
    dfPlayHelp: t('dfPlayHelp'),
    dfThePlay: t('dfThePlay'),
    dfAllowed: t('dfAllowed'),
    /** A legal play: what it is and what it sets off. */
    dfAllowedLine: (v: DaifugoVerdict) =>
      engineWords
        ? t('dfEngineLine', { what: v.what, reason: v.reason })
        : t('dfAllowedLine', {
            cards: v.play.map(label).join(' '),
            effects: effects(v),
            hasEffects: v.effectIds.length ? 'yes' : 'no',
          }),
    dfEffects: t('dfEffects'),
    dfEffectList: (v: DaifugoVerdict) => t('dfEffectList', { list: effects(v), count: v.effectIds.length }),
    dfNext: t('dfNext'),
    /** What happens next (a refused play: the same player plays again); `suits` the suits' names. */
    dfNextLine: (v: DaifugoVerdict, suits: Readonly<Record<Suit, string>>) => {
      const f = v.facts;
      if (engineWords) return v.next;
      if (!f) return t('dfNextRefused');
      return t('dfNextLine', {
        clears: f.clears ? 'yes' : 'no',
        turns: f.turns ? 'yes' : 'no',
        skip: f.skip ? 'yes' : 'no',
        order: f.order ?? 'same',
        locked: f.lock.length ? 'yes' : 'no',
        lock: f.lock.map((s) => suits[s]).join(t('dfLockSep')),
      });
    },
    dfNotAllowed: t('dfNotAllowed'),
    /** A refused play: the engine's reason (English; another language's comes from `more.refusal`). */
    dfRefusal: (reason: string) => t('dfRefusal', { reason }),
  };
}

export type CompareWords = ReturnType<typeof compareWords>;
