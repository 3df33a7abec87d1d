/**
 * The puzzles' build-time views in a language other than English (the island family "puzzle":
 * what TrickPuzzle shows of a puzzle — its game, theme, rules line, facts, question, who played
 * each card, and the engine's reason). The English view is made by islands-logic/puzzle-views.ts;
 * this one shape makes every other language's view from the same puzzle and engine answer, with
 * the words of the language's catalogue (`src/i18n/messages/<lang>/puzzle-views.json`) and its
 * phrasebooks (its book, puzzle-views.<lang>.ts). A fact, theme, game or value with no word in the
 * language stops the build, naming it. Server-only.
 */
import { DESCRIPTORS, ofClimb, translatedIn, type Lang } from '../../engine/descriptors.ts';
import { cardLabel, isJoker, SUIT_SYMBOL, type Card, type Suit } from '../../engine/cards.ts';
import type { OptionDecl, OptionValue } from '../../engine/options.ts';
import type { TrickQuery } from '../../engine/judge-queries.ts';
import type { Puzzle } from '../../content-data/puzzle-types.ts';
import type { TrickEngine, VariantEngine } from '../../islands-logic/engines/types.ts';
import { describeRules, presetOf } from '../../islands-logic/rule-words.ts';
import { puzzleRules, puzzleView, type PuzzleView } from '../../islands-logic/puzzle-views.ts';
import type { Translate } from '../messages/format.ts';
import type en from '../messages/en/puzzle-views.json';

export type PuzzleViewsKey = Extract<keyof typeof en, string>;

/** What a language gives: its catalogue and the phrasebooks it reads (lookups only). */
export interface PuzzleViewsBook {
  lang: Lang;
  /** The language's name in English, for the build's error messages. */
  language: string;
  /** The edition has every game's puzzles (else only its descriptors' `translatedIn`). */
  everyGame: boolean;
  t: Translate<PuzzleViewsKey>;
  spokenName: (c: Card) => string;
  suits: Readonly<Record<Suit, string>>;
  game: (variant: string) => string;
  preset: (variant: string, id: string) => string;
  optionLabel: (variant: string, key: string) => string;
  optionValue: (variant: string, key: string, decl: OptionDecl | undefined, value: OptionValue) => string;
  /** The winner and why in words, from the trick's query and the engine's English answer. */
  trickReason: (q: TrickQuery, a: { winner: number; reason: string }) => { winner: number; reason: string };
  /** Why a Daifugō play is refused, from the engine's English sentence (null: no Daifugō puzzles). */
  daifugoReason: ((reason: string) => string) | null;
}

/** The English themes (islands-logic/puzzle-views.ts `puzzleTheme`) as a select's keys. */
const themeKey = (theme: string): string =>
  theme
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll(' ', '_');

/** The local Daifugō rules a puzzle may turn on, by option key, and their effect ids. */
const LOCAL_EFFECT_OF: Readonly<Record<string, string>> = {
  spadeThree: 'spade-three',
  sevenPass: 'seven-pass',
  tenDiscard: 'ten-discard',
  queenBomber: 'queen-bomber',
  fiveSkip: 'five-skip',
  sandstorm: 'sandstorm',
};

/** A puzzle's view in the book's language; a missing word stops the build, naming it. */
export function puzzleViewIn(b: PuzzleViewsBook, p: Puzzle, engine: VariantEngine): PuzzleView {
  const { t } = b;
  if (!b.everyGame && (!translatedIn(p.variant, b.lang) || ofClimb(p)))
    throw new Error(
      `puzzle "${p.id}": no ${b.language} puzzle views for ${p.variant} (the ${b.language} edition has ${gamesOf(b.lang)} puzzles only)`,
    );
  const must = (word: string, what: string): string => {
    if (!word) throw new Error(`puzzle "${p.id}": no ${b.language} for ${what}: add it to puzzle-views.json`);
    return word;
  };
  const label = (c: string): string => (isJoker(c as Card) ? b.spokenName(c as Card) : cardLabel(c as Card));
  const suit = (s: Suit) => ({ suit: `${SUIT_SYMBOL[s]}${b.suits[s]}`, suitWord: b.suits[s] });
  const en = puzzleView(p, engine);
  const rc = puzzleRules(p);
  const preset = presetOf(engine.presets, rc.preset);
  if (!preset) throw new Error(`puzzle "${p.id}": no ${p.variant} preset "${String(rc.preset)}"`);
  const changes = describeRules(engine, rc).changes.map((c) =>
    t('ruleChange', {
      label: b.optionLabel(p.variant, c.key),
      value: b.optionValue(p.variant, c.key, engine.options[c.key], rc.rules![c.key] as OptionValue),
    }),
  );
  const base = {
    ...en,
    variantTitle: b.game(p.variant),
    theme: must(t('theme', { theme: themeKey(en.theme) }), `the puzzle theme "${en.theme}"`),
    rulesLine: [t('presetName', { label: b.preset(p.variant, preset.id) }), ...changes].join(t('rulesSep')),
  };
  const a = en.answer;
  if (ofClimb(p)) {
    if (a.kind !== 'climb') throw new Error(`puzzle "${p.id}": not a Daifugō answer`);
    const rules = (p.rules as Record<string, unknown> | undefined) ?? {};
    const facts = [
      ...Object.entries(LOCAL_EFFECT_OF)
        .filter(([key]) => rules[key] === true)
        .map(([, effect]) => t('localRule', { rule: t('effect', { effect: effect.replaceAll('-', '_') }) })),
      ...(p.table.reversed ? [t('reversed')] : []),
      ...(p.table.elevenBack ? [t('elevenBack')] : []),
      ...(p.table.lockedSuits.length
        ? [t('locked', { suits: p.table.lockedSuits.map((s) => suit(s as Suit).suit).join(t('lockedSep')) })]
        : []),
      ...(p.table.pile.length === 0 ? [t('emptyPile')] : []),
    ];
    const what = p.play.map(label).join(' ');
    if (!b.daifugoReason) throw new Error(`puzzle "${p.id}": no ${b.language} Daifugō reasons`);
    return {
      ...base,
      facts,
      question: t('daifugoQuestion', { what }),
      answer: a.legal ? { ...a, what } : { ...a, reason: b.daifugoReason(a.reason) },
    };
  }
  if (a.kind !== 'trick') throw new Error(`puzzle "${p.id}": not a trick answer`);
  const players = rc.rules?.['players'] as number | undefined;
  const q: TrickQuery = {
    variant: p.variant as TrickQuery['variant'],
    ...(rc.preset !== undefined ? { preset: rc.preset } : {}),
    ...(rc.rules ? { rules: rc.rules } : {}),
    ...(players !== undefined ? { players } : {}),
    trump: p.trump,
    trick: p.trick,
    plays: p.plays as Card[],
    ...(p.declared ? { declared: p.declared } : {}),
    ...(p.calls ? { calls: p.calls as Record<string, boolean> } : {}),
    ...(p.secretary ? { secretary: p.secretary as Card } : {}),
  };
  const r = b.trickReason(q, a);
  if (r.winner !== a.winner)
    throw new Error(`puzzle "${p.id}": the ${b.language} reason names card ${r.winner}, the engine card ${a.winner}`);
  const te = engine as TrickEngine;
  const calls = Object.entries(p.calls ?? {}).filter(([, on]) => on);
  const facts = [
    t('trumpFact', { hasTrump: p.trump ? 'yes' : 'no', ...(p.trump ? suit(p.trump) : {}) }),
    t('trickFact', { trick: String(p.trick), total: String(te.totalTricks(rc)) }),
    ...(p.declared ? [t('declaredFact', suit(p.declared))] : []),
    ...(p.secretary ? [must(t('secretaryFact', { card: label(p.secretary) }), 'a secretary card')] : []),
    ...calls.map(([call]) =>
      must(call === 'summon' ? t('summonFact') : call === 'ripper' ? t('ripperFact') : '', `the call "${call}"`),
    ),
  ];
  return {
    ...base,
    facts,
    plays: p.plays.map((card, i) => ({ card, who: t('playWho', { lead: i === 0 ? 'yes' : 'no', n: i + 1 }) })),
    question: t('trickQuestion'),
    answer: { ...a, reason: r.reason },
  };
}

const gamesOf = (lang: string): string =>
  DESCRIPTORS.filter((d) => translatedIn(d.id, lang))
    .map((d) => d.names.en)
    .join(', ');
