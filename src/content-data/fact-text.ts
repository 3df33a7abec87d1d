/**
 * Rule facts in prose: a lesson text writes `{widow}` where the number of widow cards goes, and
 * this module puts in the engine's fact for the lesson's rule set (rule-facts.ts), in the words
 * of the text's language. Server-only: islands receive the resolved text.
 *
 *   {name}        the fact: a number in digits, or the phrase (bidding, illegalFinish)
 *   {name|word}   a number in the language's words ("three", "三", "세", "三"; Chinese 2 is 兩)
 *   {name|Word}   the same with a capital first letter (the start of an English sentence)
 *
 * Names: players, handSize, tricks, deckSize, widow, lowestBid, points, bidding, illegalFinish.
 * An unknown name, a fact the rule set does not have (Nap has no widow) or an unknown form throws,
 * naming the text's place: the build stops.
 */
import type { FinishCard, RuleFacts } from './rule-facts.ts';

/** What a language gives the facts: number words, phrases, and how a list is said. */
interface FactWords {
  /** Numbers in words, from 0. */
  numbers: readonly string[];
  bidding: Readonly<Record<'multi' | 'single', string>>;
  finish: Readonly<Record<FinishCard, string>>;
  /** A list of alternatives ("a 2, a joker or an 8"). */
  or(items: readonly string[]): string;
  /** No card at all. */
  none: string;
}

/** A list with its own word before the last item ("a, b or c"; "a、bかc"). */
const lastWith = (xs: readonly string[], sep: string, last: string): string =>
  xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(sep)}${last}${xs[xs.length - 1]!}`;

const EN: FactWords = {
  numbers: [
    'no',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
    'twenty',
  ],
  bidding: { multi: 'round after round until all but one have passed', single: 'once each' },
  finish: { '2': 'a 2', '3': 'a 3', '8': 'an 8', joker: 'a joker' },
  or: (xs) => lastWith(xs, ', ', ' or '),
  none: 'no card',
};

const JA: FactWords = {
  numbers: [
    'ゼロ',
    '一',
    '二',
    '三',
    '四',
    '五',
    '六',
    '七',
    '八',
    '九',
    '十',
    '十一',
    '十二',
    '十三',
    '十四',
    '十五',
    '十六',
    '十七',
    '十八',
    '十九',
    '二十',
  ],
  bidding: { multi: 'ほかの全員がパスするまで何周でも', single: '1人1回ずつ' },
  finish: { '2': '2', '3': '3', '8': '8', joker: 'ジョーカー' },
  or: (xs) => lastWith(xs, '、', 'か'),
  none: 'どのカード',
};

const KO: FactWords = {
  // Native numbers as they stand before a counter (세 장, 다섯 명).
  numbers: [
    '영',
    '한',
    '두',
    '세',
    '네',
    '다섯',
    '여섯',
    '일곱',
    '여덟',
    '아홉',
    '열',
    '열한',
    '열두',
    '열세',
    '열네',
    '열다섯',
    '열여섯',
    '열일곱',
    '열여덟',
    '열아홉',
    '스무',
  ],
  bidding: { multi: '모두 패스할 때까지 몇 바퀴든', single: '한 사람이 한 번씩' },
  finish: { '2': '2', '3': '3', '8': '8', joker: '조커' },
  or: (xs) => lastWith(xs, ', ', ' 또는 '),
  none: '어떤 카드',
};

const ZH: FactWords = {
  // Numbers as they stand before a measure word (兩張).
  numbers: [
    '零',
    '一',
    '兩',
    '三',
    '四',
    '五',
    '六',
    '七',
    '八',
    '九',
    '十',
    '十一',
    '十二',
    '十三',
    '十四',
    '十五',
    '十六',
    '十七',
    '十八',
    '十九',
    '二十',
  ],
  bidding: { multi: '一輪又一輪，直到其他人都不叫', single: '每人一次' },
  finish: { '2': '2', '3': '3', '8': '8', joker: '鬼牌' },
  or: (xs) => lastWith(xs, '、', '或'),
  none: '任何牌',
};

const WORDS: Readonly<Record<string, FactWords>> = { en: EN, ja: JA, ko: KO, 'zh-TW': ZH };

const NUMBER_FACTS = ['players', 'handSize', 'tricks', 'deckSize', 'widow', 'lowestBid', 'points'] as const;
const PHRASE_FACTS = ['bidding', 'illegalFinish'] as const;
/** Every placeholder name. */
export const FACT_NAMES: readonly string[] = [...NUMBER_FACTS, ...PHRASE_FACTS];

/** `{name}` or `{name|form}`: a placeholder in a text. */
const PLACEHOLDER = /\{([A-Za-z]+)(?:\|([A-Za-z]+))?\}/g;

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** One fact in the words of `lang`. Throws, naming `where`, when there is no such fact. */
export function factText(
  name: string,
  form: string | undefined,
  facts: RuleFacts,
  lang: string,
  where: string,
): string {
  const words = WORDS[lang];
  if (!words) throw new Error(`${where}: no words for rule facts in the language "${lang}"`);
  if (!FACT_NAMES.includes(name)) {
    throw new Error(
      `${where}: unknown placeholder "{${name}}": known are ${FACT_NAMES.map((n) => `{${n}}`).join(', ')}`,
    );
  }
  if (form !== undefined && form !== 'word' && form !== 'Word') {
    throw new Error(`${where}: unknown form "${form}" in "{${name}|${form}}": use "word" or "Word"`);
  }
  const missing = () =>
    new Error(`${where}: "{${name}}" is not a fact of ${facts.variant} under these rules (nothing to put in)`);
  let text: string;
  if (name === 'bidding') {
    if (!facts.bidding) throw missing();
    text = words.bidding[facts.bidding];
  } else if (name === 'illegalFinish') {
    if (!facts.illegalFinish) throw missing();
    const cards = facts.illegalFinish.normal.map((c) => words.finish[c]);
    text = cards.length === 0 ? words.none : words.or(cards);
  } else {
    const n = facts[name as (typeof NUMBER_FACTS)[number]];
    if (typeof n !== 'number') throw missing();
    if (form === undefined) return String(n);
    const word = words.numbers[n];
    if (word === undefined) throw new Error(`${where}: no word for ${n} in "${lang}" (write {${name}} for digits)`);
    text = word;
  }
  return form === 'Word' ? capital(text) : text;
}

/** A text with every placeholder replaced by its fact. */
export function resolveFacts(text: string, facts: RuleFacts, lang: string, where: string): string {
  const out = text.replace(PLACEHOLDER, (_, name: string, form: string | undefined) =>
    factText(name, form, facts, lang, where),
  );
  const stray = /[{}]/.exec(out);
  if (stray) throw new Error(`${where}: a brace that is not a placeholder in "${text}" (write {name} or {name|word})`);
  return out;
}

/** The placeholders a text uses (names). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}
