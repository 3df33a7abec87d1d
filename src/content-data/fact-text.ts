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
import type { RuleFacts } from './rule-facts.ts';
import { translator, type Translate } from '../i18n/messages/format.ts';
import en from '../i18n/messages/en/facts.json' with { type: 'json' };
import ja from '../i18n/messages/ja/facts.json' with { type: 'json' };
import ko from '../i18n/messages/ko/facts.json' with { type: 'json' };
import zh from '../i18n/messages/zh-TW/facts.json' with { type: 'json' };

type FactKey = Extract<keyof typeof en, string>;

/** The facts' words by language (src/i18n/messages/<lang>/facts.json). */
const WORDS: Readonly<Record<string, Translate<FactKey>>> = {
  en: translator('en', en),
  ja: translator('ja', ja),
  ko: translator('ko', ko),
  'zh-TW': translator('zh-TW', zh),
};

/** A list of alternatives in a language's words ("a 2, a joker or an 8"; "2、ジョーカーか8"). */
function orList(t: Translate<FactKey>, xs: readonly string[]): string {
  if (xs.length < 2) return xs.join('');
  return `${xs.slice(0, -1).join(t('factListSep'))}${t('factListLast')}${xs[xs.length - 1]!}`;
}

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
    text = words('factBidding', { how: facts.bidding });
  } else if (name === 'illegalFinish') {
    if (!facts.illegalFinish) throw missing();
    const cards = facts.illegalFinish.normal.map((c) => words('factFinishCard', { card: c === 'joker' ? c : `c${c}` }));
    text = cards.length === 0 ? words('factNoCard') : orList(words, cards);
  } else {
    const n = facts[name as (typeof NUMBER_FACTS)[number]];
    if (typeof n !== 'number') throw missing();
    if (form === undefined) return String(n);
    const word = words('factNumber', { n: `n${n}` });
    if (word === '') throw new Error(`${where}: no word for ${n} in "${lang}" (write {${name}} for digits)`);
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
