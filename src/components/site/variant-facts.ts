/**
 * The "compare the games" table, one row per aspect, one column per game, for every language
 * from one place: `gameFacts()` reads everything the cells say from the engines (option
 * declarations, decks, point-card tests, rankings, rule facts, judged tricks), and a language
 * gives only its words (variant-facts-en.ts, variant-facts-ja.ts: a template per cell, or a
 * sentence written by hand where no engine export carries the fact, marked as such). Server-only.
 */
import type { Card } from '../../engine/cards.ts';
import { japaneseDeck, honourValue } from '../../engine/japanese/deck.ts';
import { resolveJapaneseRules } from '../../engine/japanese/options.ts';
import { japaneseRanking } from '../../engine/japanese/tricks.ts';
import { resolveMighty } from '../../engine/mighty/options.ts';
import { isPointCard, mightyCard, MIGHTY_DECK, ripperCard } from '../../engine/mighty/rules.ts';
import { isHead, TWHK_DECK } from '../../engine/twhk/rules.ts';
import { napDeck } from '../../engine/nap/rules.ts';
import { deckFor } from '../../engine/daifugo/game.ts';
import type { OptionDecl, VariantId } from '../../engine/options.ts';
import { ruleFacts } from '../../content-data/rule-facts.ts';
import { judgeTrick, optionsOf, presetsOf } from '../../islands-logic/site-engine.ts';
import { rankingGroups } from './ranking.ts';
import { COMPARE_EN } from './variant-facts-en.ts';
import { COMPARE_JA } from './variant-facts-ja.ts';
import {
  ROWS,
  type CompareHelpers,
  type CompareWords,
  type GameFacts,
  type PlayerCounts,
  type PointCards,
  type RowId,
} from './variant-facts-types.ts';

/** The Japanese special cards' roles (a card's role, not a game). */
const SPECIAL_ROLES: ReadonlySet<string> = new Set(['mighty', 'sei-jack', 'ura-jack']);

export { ROWS } from './variant-facts-types.ts';
export type {
  CellWords,
  CompareHelpers,
  CompareWords,
  GameFacts,
  PlayerCounts,
  PointCards,
  RowId,
} from './variant-facts-types.ts';

export interface Cell {
  text: string;
  /** True when computed from engine exports; false when written by hand. */
  derived: boolean;
}
export interface FactRow {
  id: RowId;
  label: string;
  cells: Readonly<Record<VariantId, Cell>>;
}

export const GAMES: readonly VariantId[] = ['japanese', 'nap', 'tw-hk', 'mighty', 'daifugo'];
function playerCounts(v: VariantId): PlayerCounts {
  const decl = optionsOf(v)['players'];
  if (!decl) throw new Error(`compare the games: ${v} declares no "players" option`);
  const counts = decl.kind === 'enum' ? decl.values.map(Number) : decl.kind === 'int' ? [decl.min, decl.max] : [];
  const lo = Math.min(...counts);
  const hi = Math.max(...counts);
  return { counts, contiguous: decl.kind === 'int' || counts.length === hi - lo + 1, default: Number(decl.default) };
}

function pointCards(deck: readonly Card[], isPoint: (c: Card) => boolean): PointCards {
  const pts = deck.filter(isPoint);
  return { ranks: [...new Set(pts.map((c) => c.slice(1)))], count: pts.length };
}

/** The last-three-tricks rule of tw-hk, as the judge plays it (trumps ♠, secretary ♥A). */
function twLastThree(): GameFacts['twhk']['lastThree'] {
  const tricks = ruleFacts('tw-hk').tricks!;
  const q = { variant: 'tw-hk' as const, trump: 'S' as const, secretary: 'HA' as const };
  // A joker that follows a club lead: the first trick where it no longer wins starts the last ones.
  const followerLoses = (trick: number) =>
    judgeTrick({ ...q, trick, plays: ['C5', 'BJ', 'D4', 'C9', 'D6'] }).winner !== 1;
  let from = tricks + 1;
  for (let t = tricks; t >= 1 && followerLoses(t); t--) from = t;
  // The big joker led, hearts named: alone it wins; a heart played to it beats it.
  const alone = judgeTrick({ ...q, trick: from, plays: ['BJ', 'C5', 'D4', 'C9', 'D6'], declared: 'H' });
  const followed = judgeTrick({ ...q, trick: from, plays: ['BJ', 'H2', 'D4', 'C9', 'D6'], declared: 'H' });
  return {
    from,
    tricks,
    followerLowest: from <= tricks,
    ledCanWin: alone.winner === 0,
    ledCountsAsNamedSuit: alone.winner === 0 && followed.winner === 1,
  };
}

let cached: GameFacts | undefined;

/** The table's facts, read from the engines once. Throws if an engine export it relies on is missing. */
export function gameFacts(): GameFacts {
  if (cached) return cached;
  const jpStd = resolveJapaneseRules({});
  const jpJoker = resolveJapaneseRules({ rules: { joker: true } });
  const mi = resolveMighty({});
  const mightyFacts = ruleFacts('mighty');
  cached = {
    players: Object.fromEntries(GAMES.map((g) => [g, playerCounts(g)])) as Record<VariantId, PlayerCounts>,
    japanese: {
      deck: japaneseDeck(jpStd, 5).length,
      deckWithJoker: japaneseDeck(jpJoker, 5).length,
      points: pointCards(japaneseDeck(jpStd, 5), (c) => honourValue(c, jpStd) > 0),
      specials: japaneseRanking(jpStd, { trump: 'H', position: 'middle', ledSuit: null })
        .filter((r) => SPECIAL_ROLES.has(r.role))
        .map((r) => ({ card: r.card, role: r.role })),
      minBid: jpStd.minBid,
    },
    nap: {
      decks: [2, 3, 4].map((p) => ({
        players: p,
        cards: napDeck({ players: p, deck: 'by-players', joker: false }).length,
      })),
      hand: ruleFacts('nap').handSize!,
      joker: 'joker' in optionsOf('nap'),
    },
    twhk: {
      deck: TWHK_DECK.length,
      jokers: TWHK_DECK.filter((c) => c === 'BJ' || c === 'LJ'),
      points: pointCards(TWHK_DECK, isHead),
      top: rankingGroups({ variant: 'tw-hk', trump: 'H', led: null, secretary: 'HA', trick: 2 })
        .slice(0, 3)
        .map((g) => ({ group: g.label, cards: g.cards })),
      lastThree: twLastThree(),
    },
    mighty: {
      deck: MIGHTY_DECK.length,
      hand: mightyFacts.handSize!,
      kitty: mightyFacts.widow!,
      points: pointCards(MIGHTY_DECK, isPointCard),
      mighty: { hearts: mightyCard('H', mi), spades: mightyCard('S', mi) },
      ripper: { hearts: ripperCard('H'), clubs: ripperCard('C') },
      minBid: mi.minBid,
    },
    daifugo: {
      decks: [0, 1, 2].map((j) => ({ jokers: j, cards: deckFor(j).length })),
      effects: ['revolution', 'elevenBack', 'eightCut', 'nineReverse', 'skip', 'suitLock'].filter(
        (k) => k in optionsOf('daifugo'),
      ),
    },
  };
  return cached;
}

const WORDS: Readonly<Record<string, CompareWords>> = { en: COMPARE_EN, ja: COMPARE_JA };

/** The table's words in a page language (English where the language has none). */
export function compareWords(lang: string): CompareWords {
  return WORDS[lang] ?? COMPARE_EN;
}

function helpers(w: CompareWords): CompareHelpers {
  const decl = (v: VariantId, key: string): OptionDecl => {
    const d = optionsOf(v)[key];
    if (!d) throw new Error(`compare the games: no option "${key}" in ${v}`);
    return d;
  };
  const values = (v: VariantId, key: string): string => {
    const d = decl(v, key);
    if (d.kind === 'enum') return w.join(d.values.map((x) => w.optionValue(v, key, d, x)));
    if (d.kind === 'int') return w.range(d.min, d.max);
    return w.bool(w.optionValue(v, key, d, true), w.optionValue(v, key, d, false));
  };
  return {
    option: (v, key) => w.optionLabel(v, key, decl(v, key)),
    values,
    optionList: (v, keys) =>
      w.joinOptions(
        keys
          .filter((k) => k in optionsOf(v))
          .map((k) => w.optionWithValues(w.optionLabel(v, k, decl(v, k)), values(v, k))),
      ),
    presets: (v) => w.join(presetsOf(v).map((p) => w.presetLabel(v, p.id))) || '—',
  };
}

/** The table rows in a page language. Throws if an engine export or a language's word is missing. */
export function compareRows(lang = 'en'): FactRow[] {
  const w = compareWords(lang);
  const f = gameFacts();
  const h = helpers(w);
  return ROWS.map((id) => ({
    id,
    label: w.labels[id],
    cells: Object.fromEntries(
      GAMES.map((g) => {
        const c = w.cells[id][g];
        return [g, typeof c === 'function' ? { text: c(f, h), derived: true } : { text: c.byHand, derived: false }];
      }),
    ) as Record<VariantId, Cell>,
  }));
}
