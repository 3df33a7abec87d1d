/**
 * The one-page summary of a game ("cheat sheet") under a chosen rule set: the ranking ladder
 * drawn from the engine's ranking, the steps of a hand (bidding, partner, exchange, following,
 * scoring) with every option of each step in words, and the local rules that differ from the
 * preset. Built from the engine adapters and the option declarations only, so it cannot
 * disagree with the rest of the site. Used at build time (the page's defaults) and by the
 * summary island when the reader picks other rules.
 */
import { descriptorOf } from '../engine/descriptors.ts';
import { cardLabel, spokenName, suitOf, type Card } from '../engine/cards.ts';
import { optionLabel, valueLabel, type OptionTopic, type VariantId } from '../engine/options.ts';
import type { RankRow, RuleChoice, VariantEngine } from './engines/types.ts';
import { describeRules, presetOf } from './rule-words.ts';
import { changedOnly, ruleSetQuery } from './rules-url.ts';

export type SummarySectionId = 'bidding' | 'partner' | 'exchange' | 'following' | 'scoring';

export interface LadderGroup {
  label: string;
  cards: string[];
  /** Cards that can never win this trick: shown as a count. */
  never?: boolean;
}

export interface Ladder {
  caption: string;
  groups: LadderGroup[];
}

export interface SummaryOption {
  key: string;
  label: string;
  value: string;
  /** Differs from the preset: one of the group's local rules. */
  changed: boolean;
}

export interface SummarySection {
  id: SummarySectionId;
  heading: string;
  text: string;
  options: SummaryOption[];
}

export interface SummaryModel {
  variant: VariantId;
  title: string;
  /** The rule set in one line, in words. */
  rulesLine: string;
  preset: string;
  players: number;
  /** Players and cards: the options of the players topic. */
  table: SummaryOption[];
  ladders: Ladder[];
  sections: SummarySection[];
  /** The options that differ from the preset. */
  local: SummaryOption[];
  /** `?r=…` for these rules ('' for the default preset as it is). */
  query: string;
  /** The sheet's own words (English unless the page gave others). */
  sheet: SheetWords;
}

/** The printed sheet's fixed words; `{…}` marks a place filled in. */
export interface SheetWords {
  /** `{title} — one-page summary` */
  heading: string;
  rules: string;
  localRule: string;
  ladder: string;
  whichCardWins: string;
  /** `({n} cards)` */
  count: string;
  ourLocal: string;
  /** `None: the {preset} rules as they are.` */
  none: string;
  onSite: string;
  playIt: string;
  /** Between a label and its value, and after a sentence. */
  colon: string;
  stop: string;
  /** The edition's address prefix ('' for English, '/ja' …). */
  base: string;
}

/**
 * The summary's words in a language other than English, as plain data (a page passes it to its
 * island as a prop): the section headings and texts of one game, the ladder's labels and the
 * sheet's words. Options and presets come translated in the engine's declarations themselves.
 */
export interface SummaryPhrases {
  title: string;
  headings: Readonly<Record<SummarySectionId, string>>;
  text: Readonly<Record<SummarySectionId, string>>;
  /** Ladder groups by the ranking's role ids, and `never` for the cards that never win. */
  roles: Readonly<Record<string, string>>;
  /** Jokers by card code (a card that names itself in the ladder). */
  jokers: Readonly<Record<string, string>>;
  /** Daifugō's ladder: one joker, `{n}` jokers. */
  joker: string;
  jokerSet: string;
  /** Captions: `{trump}`-free example caption, the tw-hk addition, Daifugō's two ladders. */
  caption: string;
  captionSecretary: string;
  strongest: string;
  revolution: string;
  /** Between the rule set's parts in the one-line description. */
  separator: string;
  sheet: SheetWords;
}

const SHEET_EN: SheetWords = {
  heading: '{title} — one-page summary',
  rules: 'Rules:',
  localRule: ' (local rule)',
  ladder: 'Ranking ladder',
  whichCardWins: 'Which card wins',
  count: ' ({n} cards)',
  ourLocal: 'Our local rules',
  none: 'None: the {preset} rules as they are.',
  onSite: 'These rules on the site:',
  playIt: 'Play them against the computer:',
  colon: ': ',
  stop: '.',
  base: '',
};

/** Fill the `{name}` places of a phrase. */
export const fill = (phrase: string, values: Readonly<Record<string, string | number>>): string =>
  phrase.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

const SECTION_TOPICS: Readonly<Record<SummarySectionId, readonly OptionTopic[]>> = {
  bidding: ['bidding'],
  partner: ['partner'],
  exchange: ['deal'],
  following: ['play', 'strength', 'joker'],
  scoring: ['scoring'],
};

const HEADINGS: Readonly<Record<SummarySectionId, string>> = {
  bidding: 'Bidding',
  partner: 'Partner',
  exchange: 'Exchange',
  following: 'Following and winning tricks',
  scoring: 'Scoring',
};

/** Each step of a hand in a sentence or two; the options below each step say what varies. */
export const SUMMARY_TEXT: Readonly<Record<VariantId, Readonly<Record<SummarySectionId, string>>>> = {
  japanese: {
    bidding:
      'In turn, bid a number of honours (the A K Q J 10 of every suit, 20 in all) with a trump suit, or pass. The highest bid wins; at equal numbers ♠ beats ♥ beats ♦ beats ♣. The winner is Napoleon.',
    partner:
      'Napoleon names one card. Whoever holds it is the secret adjutant, known to all only when the card is played.',
    exchange: 'Napoleon takes the widow (the cards left over from the deal) and buries as many cards face down.',
    following:
      'Napoleon leads the first trick. Follow the suit led if you can; otherwise play any card. The ladder decides each trick, and its winner leads the next.',
    scoring: 'Napoleon and the adjutant win if together they take at least the honours bid; otherwise the allies win.',
  },
  nap: {
    bidding:
      'Each player in turn bids how many of the five tricks they will take — two, three, four, or Nap for all five — or passes. The highest bid wins; its bidder, the declarer, plays alone.',
    partner: 'None: the declarer plays alone against everyone else.',
    exchange: 'None: five cards each, and the rest of the pack is not used.',
    following:
      'The declarer leads first, and the suit of that card is trumps. Follow suit if you can; the highest trump wins, otherwise the highest card of the suit led.',
    scoring:
      'A declarer who makes the bid is paid by every opponent; one who fails pays every opponent. The amounts follow the payment table.',
  },
  'tw-hk': {
    bidding:
      'Bid a level and a suit or no-trump, as in bridge: level n promises 8 + n heads (the A K Q J of every suit, 16 in all). The highest bid wins; its bidder is Napoleon.',
    partner:
      'After the exchange Napoleon names any card. Its holder is the secret secretary; naming your own card means playing alone as dictator.',
    exchange: 'Napoleon takes the widow and discards as many cards.',
    following:
      'Follow the suit led if you can. The secretary card beats everything, then the big and the little joker, then trumps, then the suit led; in the last three tricks the jokers lose their power.',
    scoring: 'Napoleon and the secretary win if their heads reach the number promised.',
  },
  mighty: {
    bidding:
      'Bid a number of points (the A K Q J 10 of every suit, 20 in all) with a trump suit or no-trump. A higher number wins; at an equal number no-trump beats a suit. A pass is final.',
    partner:
      'The declarer calls a friend: the holder of a named card, the winner of the first trick, or nobody (playing alone doubles the score).',
    exchange: 'The declarer takes the three kitty cards and discards three.',
    following:
      'Follow the suit led if you can. The mighty beats everything, then the joker, then trumps, then the suit led; leading the ripper can force the joker out.',
    scoring:
      'By a formula that pays more for higher bids, doubled for taking every point, for no-trump and for playing without a friend.',
  },
  daifugo: {
    bidding: 'None: everyone plays for themselves.',
    partner: 'None.',
    exchange:
      'From the second round the lowest finishers give their best cards to the highest finishers, who give back any cards: two between the top and the bottom player, one between the next pair.',
    following:
      'The leader plays one card or several of a rank. Each next player plays as many cards of a higher rank, or passes; when everyone else has passed, the pile clears and the last player to play leads again.',
    scoring: 'The order in which players go out gives the titles for the next round and the points.',
  },
};

const ROLE_LABEL: Readonly<Record<string, string>> = {
  mighty: 'the mighty',
  'sei-jack': 'the sei-jack (jack of trumps)',
  'ura-jack': 'the ura-jack (other jack of the same colour)',
  killer: 'the killer card',
  joker: 'the joker',
  'powerless-joker': 'the joker, without power',
  'weak-joker': 'the jokers, lowest now',
  secretary: 'the secretary card',
  'big-joker': 'the big joker',
  'little-joker': 'the little joker',
  trump: 'trumps',
  led: 'the suit led',
  suit: 'a card of the suit led',
};

function roleWords(role: string, ph: SummaryPhrases | undefined): string {
  if (!ph) return ROLE_LABEL[role] ?? role.replace(/-/g, ' ');
  const w = ph.roles[role];
  if (w === undefined) throw new Error(`no words for the ladder group "${role}" in this language`);
  return w;
}

function ladderGroups(rows: readonly RankRow[], deck: ReadonlySet<Card>, ph?: SummaryPhrases): LadderGroup[] {
  const out: LadderGroup[] = [];
  for (const r of rows) {
    if (!deck.has(r.card)) continue;
    const never = r.strength <= 0 || r.role === 'plain' || r.role === 'never';
    const label = never ? (ph ? roleWords('never', ph) : 'every other card: never wins') : roleWords(r.role, ph);
    const last = out[out.length - 1];
    // A joker's group names it already ("the big joker"): no card text after it.
    const named = !never && suitOf(r.card) === null && /joker/.test(r.role);
    const cards = named ? [] : [cardText(r.card, ph)];
    if (last && last.label === label) last.cards.push(...cards);
    else out.push({ label, cards, ...(never ? { never: true } : {}) });
  }
  return out;
}

/** A card as printed: "♥Q"; a joker in words ("big joker"). */
function cardText(card: Card, ph?: SummaryPhrases): string {
  if (suitOf(card) !== null) return cardLabel(card);
  if (!ph) return spokenName(card);
  const w = ph.jokers[card];
  if (w === undefined) throw new Error(`no words for the card ${card} in this language`);
  return w;
}

/** Daifugō's order by rank (strongest first): one group per rank, jokers named. */
function climbGroups(rows: readonly RankRow[], deck: ReadonlySet<Card>, ph?: SummaryPhrases): LadderGroup[] {
  const out: LadderGroup[] = [];
  let prev = NaN;
  let jokers = 0;
  for (const r of rows) {
    if (!deck.has(r.card)) continue;
    const joker = suitOf(r.card) === null;
    if (r.strength === prev && out.length) {
      const last = out[out.length - 1]!;
      if (joker) {
        jokers += 1;
        last.label = fill(ph ? ph.jokerSet : '{n} jokers', { n: jokers });
      }
    } else {
      jokers = joker ? 1 : 0;
      out.push({ label: joker ? (ph ? ph.joker : 'joker') : r.card.slice(1), cards: [] });
    }
    prev = r.strength;
  }
  return out;
}

function ladders(engine: VariantEngine, rc: RuleChoice, ph?: SummaryPhrases): Ladder[] {
  const deck = new Set(engine.deck(rc));
  if (engine.kind === 'climb') {
    return [
      {
        caption: ph ? ph.strongest : 'Strongest first',
        groups: climbGroups(engine.ranking(rc, { reversed: false }), deck, ph),
      },
      {
        caption: ph ? ph.revolution : 'During a revolution',
        groups: climbGroups(engine.ranking(rc, { reversed: true }), deck, ph),
      },
    ];
  }
  // a game whose partner card ranks (tw-hk's secretary) shows it named: ♥A
  const tw = descriptorOf(engine.variant).has.partnerCardRanks;
  const secretary = tw ? { secretary: 'HA' as Card } : {};
  const groups = ladderGroups(engine.ranking(rc, { trump: 'H', trick: 2, led: 'C', ...secretary }), deck, ph);
  if (ph) return [{ caption: ph.caption + (tw ? ph.captionSecretary : ''), groups }];
  const note = tw ? ', ♥A named as the secretary card' : '';
  return [{ caption: `Strongest first, for example with ♥ trumps and ♣ led in trick 2${note}`, groups }];
}

/**
 * The summary of `variant` under `rc` (throws, naming the problem, for a rule set the engine refuses).
 * In another language, `engine` carries that language's option and preset declarations and
 * `phrases` the rest of the words.
 */
export function summaryModel(engine: VariantEngine, rc: RuleChoice, phrases?: SummaryPhrases): SummaryModel {
  const players = engine.players(rc);
  const preset = presetOf(engine.presets, rc.preset) ?? engine.presets[0]!;
  const changed = changedOnly({ preset: preset.id, rules: rc.rules ?? {} }, engine);
  const value = (k: string) => changed.rules?.[k] ?? preset.values[k] ?? engine.options[k]!.default;
  const option = (k: string): SummaryOption => ({
    key: k,
    label: optionLabel(engine.options[k], k),
    value: valueLabel(engine.options[k], value(k)),
    changed: changed.rules !== undefined && k in changed.rules,
  });
  const sections = (Object.keys(SECTION_TOPICS) as SummarySectionId[]).map((id) => ({
    id,
    heading: phrases ? phrases.headings[id] : HEADINGS[id],
    text: phrases ? phrases.text[id] : SUMMARY_TEXT[engine.variant][id],
    options: Object.entries(engine.options)
      .filter(([k, d]) => SECTION_TOPICS[id].includes(d.topic) && k !== 'players')
      .map(([k]) => option(k)),
  }));
  const local = Object.keys(changed.rules ?? {}).map(option);
  return {
    variant: engine.variant,
    title: phrases ? phrases.title : engine.title,
    rulesLine: phrases
      ? [preset.label, ...local.map((o) => `${o.label}${phrases.sheet.colon}${o.value}`)].join(phrases.separator)
      : describeRules(engine, changed).line,
    preset: preset.label,
    players,
    table: Object.entries(engine.options)
      .filter(([, d]) => d.topic === 'players')
      .map(([k]) => option(k)),
    ladders: ladders(engine, changed, phrases),
    sections,
    local,
    query: ruleSetQuery(changed, engine),
    sheet: phrases ? phrases.sheet : SHEET_EN,
  };
}
