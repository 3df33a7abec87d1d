/**
 * What each language gives the exploring islands' build-time words (explore-views.ts): its
 * catalogue `src/i18n/messages/<lang>/views.json` (score fields, result rows, the Daifugō options,
 * ranking notes, the frames of rule lines) and the site's phrasebooks it reads for the games', presets'
 * and options' names. A book is data and lookups, never a decision: explore-views.ts decides.
 */
import type { Suit } from '../../engine/cards.ts';
import type { Lang } from '../../engine/descriptors.ts';
import type { OptionValue } from '../../engine/options.ts';
import type { Translate } from '../messages/format.ts';
import type en from '../messages/en/views.json';

export type ViewsKey = Extract<keyof typeof en, string>;

export interface ViewsBook {
  lang: Lang;
  /** The language's name in English, for the build's error messages. */
  language: string;
  t: Translate<ViewsKey>;
  /** English: the engine's own words for score fields, presets and ranking notes. */
  engineWords: boolean;
  /** The edition translates every game's pages (else only its descriptors' `translatedIn`). */
  everyGame: boolean;
  /** The rule comparison's game menu names every game (else the games the edition translates). */
  menuEveryGame: boolean;
  suits: Readonly<Record<Suit, string>>;
  /** A game's name in running text. */
  game: (variant: string) => string;
  /** A preset's own name (a missing one throws, naming it). */
  preset: (variant: string, id: string) => string;
  optionLabel: (variant: string, key: string) => string;
  /** An option value's words (undefined: none). */
  optionValue: (variant: string, key: string, value: OptionValue) => string | undefined;
}
