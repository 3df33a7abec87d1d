/**
 * Card rankings for the ranking pages, computed by each engine's ranking function at build time
 * and grouped for reading ("trumps: ♥A ♥K …"). Server-only.
 */
import { isClimb } from '../../engine/descriptors.ts';
import { RANKS, SUITS, suitOf, type Card, type Suit } from '../../engine/cards.ts';
import { resolveJapaneseRules } from '../../engine/japanese/options.ts';
import { japaneseRanking } from '../../engine/japanese/tricks.ts';
import { resolveMighty } from '../../engine/mighty/options.ts';
import { mightyContext, mightyRanking } from '../../engine/mighty/rules.ts';
import type { VariantId } from '../../engine/options.ts';

const twhkMods = import.meta.glob<Record<string, unknown>>('../../engine/twhk/{rules,options}.ts', { eager: true });
const daifugoCore = import.meta.glob<Record<string, unknown>>('../../engine/daifugo/core.ts', { eager: true });

export interface RankGroup {
  /** What the group is: "the mighty", "trumps", "cards of the led suit" … */
  label: string;
  cards: Card[];
  /** True for cards that can never win in this situation. */
  never?: boolean;
}

export interface RankingQuery {
  variant: VariantId;
  preset?: string;
  rules?: Record<string, unknown>;
  trump: Suit | null;
  led?: Suit | null;
  /** Trick number (first/last tricks change some rankings). */
  trick?: number;
  /** tw-hk: the secretary card. */
  secretary?: Card;
}

const ROLE_LABEL: Readonly<Record<string, string>> = {
  mighty: 'the mighty',
  'sei-jack': 'the sei-jack (jack of trumps)',
  'ura-jack': 'the ura-jack (same-colour jack)',
  killer: 'the killer card (ordinary unless the mighty is in the trick)',
  joker: 'the joker',
  'powerless-joker': 'the joker, without power',
  'weak-joker': 'the jokers, lowest in the last three tricks',
  secretary: 'the secretary card',
  'big-joker': 'the big joker',
  'little-joker': 'the little joker',
  trump: 'trumps',
  led: 'cards of the led suit',
  suit: 'any other card, if its suit is led',
  plain: 'other cards: they never win',
  never: 'other cards: they never win',
};

function group(rows: readonly { card: Card; role: string; strength: number }[]): RankGroup[] {
  const out: RankGroup[] = [];
  for (const r of rows) {
    const never = r.strength <= 0;
    const role = never ? 'never' : r.role;
    const label = ROLE_LABEL[role] ?? role;
    const last = out[out.length - 1];
    if (last && last.label === label) last.cards.push(r.card);
    else out.push(never ? { label, cards: [r.card], never: true } : { label, cards: [r.card] });
  }
  return out;
}

/** Each trick game's ranking for a query, grouped. */
const RANKINGS: Readonly<Partial<Record<string, (q: RankingQuery) => RankGroup[]>>> = {
  japanese: (q) => {
    const rules = resolveJapaneseRules({ preset: q.preset, rules: q.rules });
    const players = rules.players;
    const total = players === 4 ? 12 : players === 5 ? 10 : 8;
    const position = q.trick === 1 ? 'first' : q.trick === total ? 'last' : 'middle';
    return group(japaneseRanking(rules, { trump: q.trump, position, ledSuit: q.led ?? null }));
  },
  mighty: (q) => {
    const values = resolveMighty({ preset: q.preset, rules: q.rules });
    return group(mightyRanking({ ...mightyContext(values, q.trump, q.trick ?? 2), led: q.led ?? null }));
  },
  'tw-hk': (q) => {
    const rules = Object.entries(twhkMods).find(([k]) => k.endsWith('rules.ts'))?.[1];
    const opts = Object.entries(twhkMods).find(([k]) => k.endsWith('options.ts'))?.[1];
    if (!rules || !opts) throw new Error('the tw-hk engine is missing');
    const values = (opts['resolveTwhk'] as (r: unknown) => unknown)({ preset: q.preset, rules: q.rules });
    const ctx = (rules['twhkContext'] as (...a: unknown[]) => Record<string, unknown>)(
      values,
      q.trump,
      q.secretary ?? null,
      q.trick ?? 2,
    );
    const rows = (rules['twhkRanking'] as (c: unknown) => { card: Card; role: string; strength: number }[])({
      ...ctx,
      led: q.led ?? null,
    });
    return group(rows);
  },
  nap: (q) => {
    // Nap has no special cards: trumps, then the led suit, A high; the optional joker tops trumps.
    const joker = q.rules?.['joker'] === true;
    const groups: RankGroup[] = [];
    if (joker) groups.push({ label: 'the joker (highest trump)', cards: ['JK'] });
    if (q.trump) groups.push({ label: 'trumps', cards: RANKS.map((r) => q.trump + r) });
    if (q.led && q.led !== q.trump) groups.push({ label: 'cards of the led suit', cards: RANKS.map((r) => q.led + r) });
    const rest = SUITS.filter((s) => s !== q.trump && s !== q.led).flatMap((s) => RANKS.map((r) => s + r));
    groups.push({ label: 'other cards: they never win', cards: rest, never: true });
    return groups;
  },
};

/** The cards of one variant in strength order, grouped. Throws for an unknown rule set. */
export function rankingGroups(q: RankingQuery): RankGroup[] {
  if (isClimb(q.variant)) throw new Error('Daifugō ranks by rank, not by trick: use daifugoOrder()');
  const ranking = RANKINGS[q.variant];
  if (!ranking) throw new Error(`no ranking for the game ${q.variant}: add it to ranking.ts`);
  return ranking(q);
}

/** Daifugō's rank order, weakest first, from the engine (normal or reversed). */
export function daifugoOrder(reversed: boolean): string[] {
  const core = Object.values(daifugoCore)[0];
  const ranks = (core?.['LEVEL_RANKS'] as readonly string[] | undefined) ?? [];
  if (ranks.length === 0) throw new Error('the Daifugō engine is missing');
  return reversed ? [...ranks].reverse() : [...ranks];
}

/** The printed suit of a card, for grouping in tables. */
export function suitLetter(card: Card): Suit | null {
  return suitOf(card);
}
