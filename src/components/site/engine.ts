/**
 * The site's bridge to the rules engine, used by the server-only components in this folder at
 * build time (never shipped to the browser). Every trick, score and Daifugō play shown on a
 * page goes through here, so each example on the site is computed by the engine.
 *
 * Variant modules are found with `import.meta.glob`, so an engine that lands later (its
 * `options.ts`, its `judge.ts`) is picked up without editing this file.
 */
import { cardLabel, type Card, type Suit } from '../../engine/cards.ts';
import { judgeOne, type JudgeAnswer } from '../../engine/judge.ts';
import '../../engine/all-judges.ts';
import type { OptionDecl, Preset, VariantId } from '../../engine/options.ts';
import { plainTrickWinner } from '../../engine/trick/index.ts';

// Register every judge that exists, even one not yet listed in all-judges.ts.
import.meta.glob('../../engine/*/judge.ts', { eager: true });
const optionModules = import.meta.glob<Record<string, unknown>>('../../engine/*/options.ts', { eager: true });
const rulesModules = import.meta.glob<Record<string, unknown>>('../../engine/*/rules.ts', { eager: true });

/** Engine folder of each variant id. */
export const VARIANT_FOLDER: Readonly<Record<VariantId, string>> = {
  japanese: 'japanese',
  nap: 'nap',
  'tw-hk': 'twhk',
  mighty: 'mighty',
  daifugo: 'daifugo',
};

/** Site folder (content/docs/<folder>) of each variant id. */
export const SITE_FOLDER: Readonly<Record<VariantId, string>> = {
  japanese: 'japanese',
  nap: 'nap',
  'tw-hk': 'tw-hk',
  mighty: 'mighty',
  daifugo: 'daifugo',
};

export const VARIANT_NAME: Readonly<Record<VariantId, string>> = {
  japanese: 'Japanese Napoleon',
  nap: 'English Nap',
  'tw-hk': 'Taiwanese & Hong Kong Napoleon',
  mighty: 'Mighty',
  daifugo: 'Daifugō',
};

function moduleOf(mods: Record<string, Record<string, unknown>>, variant: VariantId): Record<string, unknown> | null {
  const key = Object.keys(mods).find(
    (k) =>
      k.endsWith(`/engine/${VARIANT_FOLDER[variant]}/options.ts`) ||
      k.endsWith(`/engine/${VARIANT_FOLDER[variant]}/rules.ts`),
  );
  return key ? mods[key]! : null;
}

function isDecls(v: unknown): v is Record<string, OptionDecl> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const vals = Object.values(v);
  return vals.length > 0 && vals.every((d) => d !== null && typeof d === 'object' && 'kind' in d && 'default' in d);
}

/** The option declarations a variant's engine exports (`*_OPTIONS`), or null if not written yet. */
export function optionsOf(variant: VariantId): Record<string, OptionDecl> | null {
  const mod = moduleOf(optionModules, variant);
  if (!mod) return null;
  for (const [name, v] of Object.entries(mod)) if (name.endsWith('_OPTIONS') && isDecls(v)) return v;
  return null;
}

/** The presets a variant's engine exports (`*_PRESETS`), or an empty list. */
export function presetsOf(variant: VariantId): readonly Preset[] {
  const mod = moduleOf(optionModules, variant);
  if (!mod) return [];
  for (const [name, v] of Object.entries(mod)) {
    if (name.endsWith('_PRESETS') && Array.isArray(v)) return v as Preset[];
  }
  return [];
}

/** Engine rule notes (`*_RULE_NOTES`: decisions where sources leave room), if the variant exports them. */
export function ruleNotesOf(variant: VariantId): readonly { id: string; text: string; choice: boolean }[] {
  const mod = moduleOf(optionModules, variant);
  if (!mod) return [];
  for (const [name, v] of Object.entries(mod)) {
    if (name.endsWith('_RULE_NOTES') && Array.isArray(v)) return v as { id: string; text: string; choice: boolean }[];
    // Japanese names them decisions: { topic, text, spec (a SPEC [choice]) }.
    if (name.endsWith('_DECISIONS') && Array.isArray(v)) {
      return (v as { topic: string; text: string; spec: boolean }[]).map((d) => ({
        id: d.topic
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, ''),
        text: `${d.topic}: ${d.text}`,
        choice: d.spec,
      }));
    }
  }
  return [];
}

/** A trick as a page shows it. */
export interface TrickQuery {
  variant: Exclude<VariantId, 'daifugo'>;
  preset?: string;
  rules?: Record<string, unknown>;
  players?: number;
  trump: Suit | null;
  trick: number;
  plays: Card[];
  declared?: Suit;
  calls?: Record<string, boolean>;
  secretary?: Card;
}

export interface TrickAnswer {
  winner: number;
  reason: string;
}

function isTwhkRules(m: Record<string, unknown> | null): m is Record<string, unknown> & {
  twhkTrickWinner: (plays: readonly Card[], ctx: unknown) => { winner: number; explanation: { text: string } };
  twhkContext: (...a: unknown[]) => unknown;
} {
  return m !== null && typeof m['twhkTrickWinner'] === 'function' && typeof m['twhkContext'] === 'function';
}

/**
 * Who wins a trick, with the engine's one-sentence reason. Uses the judge; for an engine whose
 * judge is not registered yet it calls that engine's pure functions (tw-hk) or the shared trick
 * core (nap: highest trump, else highest card of the led suit; the joker is the top trump).
 * Throws when the engine rejects the trick, so a wrong example stops the build.
 */
export function judgeTrick(q: TrickQuery): TrickAnswer {
  const query: Record<string, unknown> = { ...q };
  const a = judgeOne(query);
  if (typeof a['error'] === 'string' && /has no judge yet/.test(a['error'])) return fallbackTrick(q);
  if (typeof a['error'] === 'string') throw new Error(`engine rejected ${JSON.stringify(q)}: ${a['error']}`);
  return { winner: a['winner'] as number, reason: a['reason'] as string };
}

function fallbackTrick(q: TrickQuery): TrickAnswer {
  if (q.variant === 'tw-hk') {
    const mod = moduleOf(rulesModules, 'tw-hk');
    const opts = moduleOf(optionModules, 'tw-hk');
    if (isTwhkRules(mod) && opts && typeof opts['resolveTwhk'] === 'function') {
      const values = (opts['resolveTwhk'] as (r: unknown, p?: number) => unknown)(
        { preset: q.preset, rules: q.rules },
        q.players,
      );
      const ctx = mod.twhkContext(values, q.trump, q.secretary ?? null, q.trick, {
        declared: q.declared ?? null,
        summon: q.calls?.['summon'] === true,
        command: q.calls?.['command'] === true,
      });
      const r = mod.twhkTrickWinner(q.plays, ctx);
      return { winner: r.winner, reason: r.explanation.text };
    }
  }
  if (q.variant === 'nap') {
    const mod = moduleOf(rulesModules, 'nap');
    if (mod && typeof mod['napTrickWinner'] === 'function') {
      const r = (
        mod['napTrickWinner'] as (p: readonly Card[], c: unknown) => { winner: number; explanation: { text: string } }
      )(q.plays, { trump: q.trump, trickNumber: q.trick, misere: q.trump === null });
      return { winner: r.winner, reason: r.explanation.text };
    }
    const r = plainTrickWinner(q.plays, q.trump, null);
    return { winner: r.winner, reason: r.explanation.text };
  }
  throw new Error(`no engine can judge ${q.variant} yet`);
}

/** A score query (SPEC §1.4); returns the judge's answer object. Throws on an engine error. */
export function judgeScore(q: Record<string, unknown> & { variant: VariantId }): Record<string, number> {
  const a: JudgeAnswer = judgeOne({ ...q, query: 'score' });
  if (typeof a['error'] === 'string' && /has no judge yet/.test(a['error'])) return fallbackScore(q);
  if (typeof a['error'] === 'string') throw new Error(`engine rejected ${JSON.stringify(q)}: ${a['error']}`);
  return a as Record<string, number>;
}

function fallbackScore(q: Record<string, unknown> & { variant: VariantId }): Record<string, number> {
  if (q.variant === 'tw-hk') {
    const mod = moduleOf(rulesModules, 'tw-hk');
    const opts = moduleOf(optionModules, 'tw-hk');
    if (mod && typeof mod['twhkScore'] === 'function' && opts && typeof opts['resolveTwhk'] === 'function') {
      const values = (opts['resolveTwhk'] as (r: unknown) => { scoring: string })({
        preset: q['preset'],
        rules: q['rules'],
      });
      const s = (mod['twhkScore'] as (i: unknown) => Record<string, unknown>)({
        scoring: values.scoring,
        bid: q['bid'],
        points: q['points'],
        partner: q['partner'] ?? 'secretary',
      });
      const out: Record<string, number> = { napoleon: s['napoleon'] as number };
      if (typeof s['secretary'] === 'number') out['secretary'] = s['secretary'];
      out['defender'] = s['defender'] as number;
      return out;
    }
  }
  if (q.variant === 'nap') {
    const mod = moduleOf(rulesModules, 'nap');
    const opts = moduleOf(optionModules, 'nap');
    if (mod && typeof mod['napScore'] === 'function' && opts && typeof opts['resolveNap'] === 'function') {
      const values = (opts['resolveNap'] as (r: unknown, p?: unknown) => { payout: string; players: number })(
        { preset: q['preset'], rules: q['rules'] },
        q['players'],
      );
      const s = (mod['napScore'] as (i: unknown) => Record<string, number>)({
        bid: q['bid'],
        tricks: q['tricks'],
        players: values.players,
        payout: values.payout,
      });
      return { declarer: s['declarer']!, opponent: s['opponent']! };
    }
  }
  throw new Error(`no engine can score ${q.variant} yet`);
}

/** True when the variant's scoring can be computed now (its judge or pure function exists). */
export function canScore(variant: VariantId): boolean {
  if (variant === 'tw-hk' || variant === 'nap') return true;
  const a = judgeOne({ variant, query: 'score' });
  return !(typeof a['error'] === 'string' && /has no judge yet/.test(a['error']));
}

/** A Daifugō play on a table (SPEC §6.6), through the judge. */
export interface DaifugoQuery {
  preset?: string;
  rules?: Record<string, unknown>;
  players?: number;
  pile: Card[][];
  reversed?: boolean;
  elevenBack?: boolean;
  lockedSuits?: Suit[];
  play: Card[];
}

export type DaifugoAnswer = { legal: true; effects: string[] } | { legal: false; reason: string };

export function judgeDaifugo(q: DaifugoQuery): DaifugoAnswer {
  const a = judgeOne({
    variant: 'daifugo',
    query: 'play',
    preset: q.preset,
    rules: q.rules,
    players: q.players,
    table: {
      pile: q.pile,
      reversed: q.reversed ?? false,
      elevenBack: q.elevenBack ?? false,
      lockedSuits: q.lockedSuits ?? [],
    },
    play: q.play,
  });
  if (typeof a['error'] === 'string') throw new Error(`engine rejected ${JSON.stringify(q)}: ${a['error']}`);
  return a as DaifugoAnswer;
}

/** `♥Q`-style label list, for alt text and captions. */
export function labels(cards: readonly Card[]): string {
  return cards.map(cardLabel).join(' ');
}

/** Which cards of `hand` may be played (the judge's "legal" query). Throws on an engine error. */
export function judgeLegal(q: TrickQuery & { hand: Card[] }): Card[] {
  const a = judgeOne({ ...q, query: 'legal' });
  if (typeof a['error'] === 'string') throw new Error(`engine rejected ${JSON.stringify(q)}: ${a['error']}`);
  return a['legal'] as Card[];
}
