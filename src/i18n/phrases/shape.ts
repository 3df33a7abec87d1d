/**
 * The language-neutral half of the build-time phrasebooks: what to say, never the words. The
 * engine explains a verdict in English (a rule id, the cards, its own sentence); a shape reads that
 * once and answers with a phrase — a message key of the phrasebook family
 * (`src/i18n/messages/<lang>/phrases.json`) and the values it needs — so every language decides
 * the same way and a language is only its catalogue. A value may itself be a phrase (a suit's
 * name, a note after the sentence), said first; `''` says nothing.
 *
 * A sentence the shapes do not know stops the build, naming it; a key a language's catalogue
 * lacks stops it too (the translator names the key and the language).
 */
import type { MessageValue } from '../messages/format.ts';

/** A sentence to say: its message key and the values it interpolates. */
export interface Phrase {
  readonly key: string;
  readonly values?: Readonly<Record<string, PhraseValue>>;
}
/** Phrases said one after the other, with the message `sep` between them. */
export interface PhraseList {
  readonly list: readonly PhraseValue[];
  readonly sep: string;
}
export type PhraseValue = MessageValue | Phrase | PhraseList;

/** A phrasebook's translator (any key: the shapes name them). */
export type Say = (key: string, values?: Readonly<Record<string, MessageValue>>) => string;

const isPhrase = (v: PhraseValue): v is Phrase => typeof v === 'object' && v !== null && 'key' in v;
const isList = (v: PhraseValue): v is PhraseList => typeof v === 'object' && v !== null && 'list' in v;

/** A phrase in a language: its values first (a phrase value said with the same translator), then its message. */
export function say(t: Say, p: Phrase): string {
  const values: Record<string, MessageValue> = {};
  for (const [k, v] of Object.entries(p.values ?? {})) values[k] = sayValue(t, v);
  return t(p.key, values);
}

function sayValue(t: Say, v: PhraseValue): MessageValue {
  if (isList(v)) return v.list.map((x) => sayValue(t, x)).join(t(v.sep));
  return isPhrase(v) ? say(t, v) : v;
}

/** A word a language must have; a missing one (undefined) stops the build with `missing`. */
export function present<T>(w: T | undefined, missing: string): T {
  if (w === undefined) throw new Error(missing);
  return w;
}

/** An entry of a language's word table; a missing one stops the build with `missing`. */
export const wordOf = <T>(table: Readonly<Partial<Record<string, T>>> | undefined, key: string, missing: string): T =>
  present(table?.[key], missing);

/**
 * A value of an option in a language's words: the word listed for it, or for a number the option
 * counts (an `int` option, or one not declared), the number itself; else the build stops with `missing`.
 */
export function optionValueWord(
  values: Readonly<Record<string, string>>,
  decl: { kind: string } | undefined,
  value: unknown,
  missing: string,
): string {
  const w = values[String(value)];
  if (w !== undefined) return w;
  if (typeof value === 'number' && (decl?.kind === 'int' || decl === undefined)) return String(value);
  throw new Error(missing);
}

/** "yes" or "no", for a message's `select`. */
export const yesNo = (b: boolean): 'yes' | 'no' => (b ? 'yes' : 'no');
