/**
 * Build-time words of the exploring islands (family "explore") that depend on a game: a score
 * calculator's field names and values, its result rows' names, the Daifugō calculator's rule
 * options, the ranking explorer's games, presets and card notes, the rule comparison's games and
 * suits. The islands' .astro wrappers call these with the page's language and hand the result to
 * the island as props, so an island never ships a phrasebook. The words are each language's
 * catalogue (`src/i18n/messages/<lang>/views.json`) and phrasebooks (its book,
 * explore-views.<lang>.ts); this file decides what to ask for, once for every language. English
 * shows the engine's own labels. A game, field, value or note with no word in the page's language
 * stops the build, naming it. Server-only: never import it from an island.
 */
import type { ScoreField } from '../../islands-logic/engines/types.ts';
import type { OptionDecl, OptionValue } from '../../engine/options.ts';
import { DESCRIPTORS, translatedIn } from '../../engine/descriptors.ts';
import type { CompareGameNames, CompareLabels, CompareNames } from './explore-compare.ts';
import { gameNamesJa } from './explore-compare-more.ja.ts';
import type { ViewsBook } from './explore-views-book.ts';
import { viewsEn } from './explore-views.en.ts';
import { viewsJa } from './explore-views.ja.ts';
import { viewsKo } from './explore-views.ko.ts';
import { viewsZh } from './explore-views.zh-TW.ts';

export type ViewsLang = 'en' | 'ja' | 'ko' | 'zh-TW';
const BOOKS: Readonly<Record<ViewsLang, ViewsBook>> = { en: viewsEn, ja: viewsJa, ko: viewsKo, 'zh-TW': viewsZh };

/** The names a score calculator shows, by field key and result key. */
export interface ScoreNames {
  /** The calculator's game (and preset), for its region's name. */
  game: string;
  preset?: string;
  fields: Record<string, { label: string; labels?: Record<string, string> }>;
  who: Record<string, string>;
}

/** The result rows each game's scoring gives (src/islands-logic/engines/<game>.ts `score`). */
const WHO_KEYS: Readonly<Record<string, readonly string[]>> = {
  japanese: ['napoleon', 'adjutant', 'ally'],
  nap: ['declarer', 'opponent'],
  'tw-hk': ['napoleon', 'secretary', 'defender'],
  mighty: ['declarer', 'friend', 'opponent'],
};

/** A select's key for an id (ICU select keys have no hyphens). */
const sel = (id: string): string => id.replaceAll('-', '_');

/** Stops the build when the edition does not translate the game. */
function only(b: ViewsBook, variant: string, what: string): void {
  if (!b.everyGame && !translatedIn(variant, b.lang))
    throw new Error(
      `no ${b.language} ${what} for ${variant}: the ${b.language} edition translates ${editionGames(b)} only`,
    );
}
const editionGames = (b: ViewsBook): string =>
  DESCRIPTORS.filter((d) => translatedIn(d.id, b.lang))
    .map((d) => d.names.en)
    .join(', ');

/** A word the catalogue must have ('' is none): a missing one stops the build, naming it. */
function must(b: ViewsBook, word: string, what: string): string {
  if (!word) throw new Error(`no ${b.language} ${what}: add it to src/i18n/messages/${b.lang}/views.json`);
  return word;
}

/** A score calculator's names in the page's language; a missing word stops the build. */
export function scoreNames(
  lang: ViewsLang,
  variant: string,
  fields: readonly ScoreField[],
  preset?: string,
): ScoreNames {
  const b = BOOKS[lang];
  const { t } = b;
  only(b, variant, 'score fields');
  const game = sel(variant);
  const out: ScoreNames['fields'] = {};
  for (const f of fields) {
    const label = b.engineWords
      ? f.label
      : must(b, t('scoreField', { game, field: f.key }), `name for the ${variant} score field "${f.key}"`);
    const labels =
      f.kind === 'trump'
        ? { ...b.suits, N: t('noTrumps') }
        : b.engineWords
          ? f.labels && { ...f.labels }
          : f.kind === 'enum'
            ? Object.fromEntries(
                (f.values ?? []).map((v) => [
                  v,
                  must(
                    b,
                    t('scoreValue', { game, field: f.key, value: v }),
                    `for the value "${v}" of the ${variant} score field "${f.key}"`,
                  ),
                ]),
              )
            : undefined;
    out[f.key] = labels ? { label, labels } : { label };
  }
  return {
    game: b.engineWords ? variant : b.game(variant),
    ...(preset ? { preset: b.engineWords ? preset : t('presetName', { label: b.preset(variant, preset) }) } : {}),
    fields: out,
    who: Object.fromEntries(
      (WHO_KEYS[variant] ?? []).map((k) => [
        k,
        must(b, t('scoreWho', { game, who: k }), `name for the ${variant} result row "${k}"`),
      ]),
    ),
  };
}

/** The Daifugō calculator's three rule options (players, scoring, length) and their values. */
export interface DfOptionNames {
  players: { label: string; values: Record<string, string> };
  scoring: { label: string; values: Record<string, string> };
  length: { label: string; values: Record<string, string> };
  /** The titles by the engine's name (President, Minister, …). */
  titles: Record<string, string>;
}

/** The values the Daifugō calculator offers, and the titles by the engine's name. */
const DF_VALUES = {
  players: ['4', '5', '6', '7', '8'],
  scoring: ['plus', 'minus'],
  length: ['short', 'medium', 'long'],
} as const;
const DF_TITLES = ['President', 'Minister', 'Citizen', 'Peasant', 'Beggar'] as const;

/** The Daifugō calculator's options in the page's language; a missing word stops the build. */
export function dfOptionNames(lang: ViewsLang): DfOptionNames {
  const b = BOOKS[lang];
  const { t } = b;
  const pick = (option: keyof typeof DF_VALUES) => ({
    label: must(b, t('dfOption', { option }), `name for the daifugo option "${option}"`),
    values: Object.fromEntries(
      DF_VALUES[option].map((value) => [
        value,
        must(b, t('dfValue', { option, value }), `for the value "${value}" of the daifugo option "${option}"`),
      ]),
    ),
  });
  return {
    players: pick('players'),
    scoring: pick('scoring'),
    length: pick('length'),
    titles: Object.fromEntries(
      DF_TITLES.map((title) => [title, must(b, t('dfTitle', { title }), `for the Daifugō title "${title}"`)]),
    ),
  };
}

/** The ranking explorer's words for a game: names of games and presets, rules lines, card notes. */
export interface RankNames {
  /** The games' names by variant (those the explorer may show). */
  games: Record<string, string>;
  /** Each game's presets' names by id. */
  presets: Record<string, Record<string, string>>;
  /** The page's own rule changes (the wrapper's `rules`), said after the preset ('' when none). */
  rulesSuffix: string;
  /** The engine's card notes (English) in the page's language. */
  notes: Record<string, string>;
}

/** How a joker ranks, by the engine's words (src/engine/japanese/tricks.ts `japaneseRanking`). */
const JOKER_RANKS: Readonly<Record<string, string>> = {
  'never wins': 'never',
  'ranks above every other card, the mighty included': 'above_all',
  'ranks just below the mighty': 'below_mighty',
  'ranks just below the jacks of power, above every trump': 'below_jacks',
};
/** A ranking note's parts by the engine's words. */
const NOTE_PARTS: Readonly<Record<string, string>> = {
  'beats the mighty when both are in one trick': 'beats_mighty',
  'otherwise an ordinary card': 'otherwise_ordinary',
  'an ordinary card in this trick (the mighty has no power)': 'ordinary_no_mighty',
  'it also beats a joker that would win': 'beats_joker',
  'a jack of power in the same trick wins instead': 'jack_wins_instead',
  'a same-two when every card of the trick is of its suit': 'same_two',
};

/** One part of a ranking note as facts: which sentence, and its values; null when unknown. */
export function notePartFacts(p: string): Record<string, string> | null {
  const part = NOTE_PARTS[p];
  if (part) return { part };
  const hunts = /^hunts (\S+) when they meet without the mighty or the other jack of power$/.exec(p);
  if (hunts) return { part: 'hunts', cards: hunts[1]! };
  const joker = /^(not led|led): (.+)$/.exec(p);
  const rank = joker && JOKER_RANKS[joker[2]!];
  return rank ? { part: 'joker', led: joker[1] === 'led' ? 'yes' : 'no', rank } : null;
}

/** A ranking row's note in the page's language, part by part; a note with no words stops the build, naming it. */
export function rankNote(lang: ViewsLang, note: string): string {
  const b = BOOKS[lang];
  const part = (p: string): string => {
    const facts = notePartFacts(p);
    const said = facts ? b.t('rankNotePart', facts) : '';
    if (!said)
      throw new Error(
        `no ${b.language} for the ranking note "${note}" (part "${p}"): add it to explore-views.ts and views.json`,
      );
    return said;
  };
  return note.split('; ').map(part).join(b.t('rankNoteSep'));
}

/** A ranking row's note in Japanese. */
export const rankNoteJa = (note: string): string => rankNote('ja', note);

/** The games a ranking or comparison may show, with their engines' presets and options. */
type GameList = readonly { variant: string; engine: { presets: readonly { id: string; label?: string }[] } }[];

/**
 * The ranking explorer's names in the page's language. `games` are the games it may show (all of
 * them when the visitor may switch); `notes` covers every note the engine can give those games'
 * rankings (every preset, trump, led suit and trick position), so the island never meets an
 * English note. English returns the engine's own words.
 */
export function rankNames(
  lang: ViewsLang,
  games: GameList,
  notesOf: (variant: string) => string[],
  rules?: Record<string, OptionValue>,
  initialVariant?: string,
): RankNames {
  const b = BOOKS[lang];
  if (b.engineWords)
    return {
      games: {},
      presets: Object.fromEntries(
        games.map((g) => [g.variant, Object.fromEntries(g.engine.presets.map((p) => [p.id, p.label ?? p.id]))]),
      ),
      rulesSuffix: '',
      notes: {},
    };
  for (const g of games) only(b, g.variant, 'ranking');
  const notes: Record<string, string> = {};
  for (const g of games) for (const n of notesOf(g.variant)) notes[n] ??= rankNote(lang, n);
  const variant = initialVariant ?? games[0]?.variant ?? '';
  const rulesSuffix = Object.entries(rules ?? {})
    .map(([k, v]) => {
      const w = b.optionValue(variant, k, v) ?? (typeof v === 'number' ? String(v) : undefined);
      if (w === undefined)
        throw new Error(`no ${b.language} for the value ${String(v)} of the ${variant} option "${k}"`);
      return b.t('rulesPart', { label: b.optionLabel(variant, k), value: w });
    })
    .join('');
  return {
    games: Object.fromEntries(games.map((g) => [g.variant, b.game(g.variant)])),
    presets: Object.fromEntries(
      games.map((g) => [
        g.variant,
        Object.fromEntries(
          g.engine.presets.map((p) => [p.id, b.t('presetName', { label: b.preset(g.variant, p.id) })]),
        ),
      ]),
    ),
    rulesSuffix,
    notes,
  };
}

/**
 * The rule comparison's names in Japanese, from options-ja.ts (the words the local-rules pages
 * use): every preset and every value of every option of each trick game the comparison can show
 * (explore-compare-more.ja.ts, which the island loads on demand). A missing word stops the build.
 */
export function compareNamesJa(
  games: readonly {
    variant: string;
    engine: { presets: readonly { id: string }[]; options: Readonly<Record<string, OptionDecl>> };
  }[],
): CompareNames {
  const rules: Record<string, CompareGameNames> = {};
  for (const g of games) rules[g.variant] = gameNamesJa(g.variant, g.engine);
  return { games: compareLabels('ja').games, rules };
}

/** The rule comparison's games' and suits' names in the page's language. */
export function compareLabels(lang: ViewsLang): CompareLabels {
  const b = BOOKS[lang];
  const games = DESCRIPTORS.filter((d) => b.menuEveryGame || translatedIn(d.id, b.lang));
  return {
    games: Object.fromEntries(games.map((d) => [d.id, b.t('compareGame', { game: sel(d.id), name: b.game(d.id) })])),
    suits: b.suits,
  };
}
