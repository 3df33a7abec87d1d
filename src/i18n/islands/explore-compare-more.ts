/**
 * The rule comparison's words another language loads on demand, with the engine, rather than at
 * start (a page's start-up script stays within its budget): each column's reason, made from the
 * engine's verdict by the language's trick phrasebook, and a game's presets' and options' names
 * from its option phrasebook (the words of the local-rules pages). RuleCompare.astro uses the same
 * functions at build time for the first columns. This is the one shape: a language gives its
 * phrasebooks (`ComparePhrasebook`) and its catalogue (compare.json), never code.
 */
import { isJoker, cardLabel, type Card } from '../../engine/cards.ts';
import { translatedIn } from '../../engine/descriptors.ts';
import type { OptionDecl, OptionValue } from '../../engine/options.ts';
import { optionValues } from '../../islands-logic/rule-words.ts';
import type { Translate } from '../messages/format.ts';
import type { CompareGameNames, CompareKey, CompareMore, CompareVerdict } from './explore-compare.ts';

/** A language's phrasebooks, as the comparison reads them (each throws where it lacks a word). */
export interface ComparePhrasebook {
  /** The language's name in English, for the build's error messages. */
  language: string;
  /** The language's edition translates every game's pages (else only its descriptors' `translatedIn`). */
  everyGame: boolean;
  /** BCP 47 tag, as the descriptors' `translatedIn` lists it. */
  lang: string;
  spokenName: (c: Card) => string;
  /** Why a trick was won, in words, from the engine's verdict. */
  verdict: (v: CompareVerdict) => string;
  optionLabel: (variant: string, key: string) => string;
  optionValue: (variant: string, key: string, decl: OptionDecl, value: OptionValue) => string;
  /** A preset's own name (the catalogue's `presetName` frames it). */
  preset: (variant: string, id: string) => string;
  /** Why a Daifugō play is refused, from the engine's English sentence (null: a plain sentence). */
  refusal: ((reason: string) => string) | null;
}

type Engine = { presets: readonly { id: string }[]; options: Readonly<Record<string, OptionDecl>> };

export function compareMore(t: Translate<CompareKey>, book: ComparePhrasebook) {
  const covers = (variant: string): boolean => book.everyGame || translatedIn(variant, book.lang);
  const label = (c: Card): string => (isJoker(c) ? book.spokenName(c) : cardLabel(c));

  /** The winner and why, from the engine's verdict; a sentence the phrasebook lacks still names the winner. */
  function reason(v: CompareVerdict): string {
    try {
      if (covers(v.variant)) return book.verdict(v);
    } catch {
      /* named below */
    }
    const c = v.plays[v.winner];
    if (!c) return '';
    return t('reasonFallback', { card: label(c), joker: isJoker(c) ? 'yes' : 'no' });
  }

  /** Why a Daifugō play is refused (the engine's sentence in the site's words, or a plain sentence). */
  function refusal(why: string): string {
    try {
      if (book.refusal) return book.refusal(why);
    } catch {
      /* the plain sentence */
    }
    return t('refusalFallback');
  }

  /** A game's presets' and options' names (every value of every option); a missing word throws, naming it. */
  function rules(variant: string, engine: Engine): CompareGameNames {
    if (!covers(variant))
      throw new Error(
        `no ${book.language} rule names for ${variant}: the ${book.language} edition does not compare it`,
      );
    const options: CompareGameNames['options'] = {};
    for (const [key, decl] of Object.entries(engine.options)) {
      const values: Record<string, string> = {};
      for (const x of optionValues(decl)) values[String(x)] = book.optionValue(variant, key, decl, x);
      options[key] = { label: book.optionLabel(variant, key), values };
    }
    return {
      presets: Object.fromEntries(
        engine.presets.map((p) => [p.id, t('presetName', { label: book.preset(variant, p.id) })]),
      ),
      options,
    };
  }

  return { reason, refusal, rules } satisfies CompareMore;
}
