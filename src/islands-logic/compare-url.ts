/**
 * The rule comparison's state and its share link:
 *   ?v=japanese&t=H&n=5&p=CK,C2,DJ,CA,H3&r=standard;standard+killer=HQ
 * `t` trump (S H D C, or N for no trumps), `n` trick number, `p` plays (leader first), `r` rule
 * sets separated by `;`, each a preset followed by `+key=value` overrides. Optional: `d` the suit
 * named by the leader, `s` the tw-hk secretary card, `c` calls (`summon`, `ripper`).
 * Parsing never throws: each bad part is named in `errors` and replaced by the default.
 */
import { msg } from './msg.ts';
import { isSuit, parseCard, parseCards, type Card, type Suit } from '../engine/cards.ts';
import type { VariantId } from '../engine/options.ts';
import type { RuleChoice, TrickEngine, TrickSpec } from './engines/types.ts';
import {
  capNotices,
  clip,
  duplicateKeys,
  duplicateNotice,
  MAX_NOTICES,
  parseRuleSetText,
  printRuleSet,
  quote,
  readableQuery,
} from './rules-url.ts';

/** The rule-set format is shared with the summary sheets and the practice table (rules-url.ts). */
export { parseRuleSetText, printRuleSet };
/** The most rule sets one comparison link may hold (more are named and left out). */
export const MAX_COMPARE_RULE_SETS = 6;

export type TrickVariantId = Exclude<VariantId, 'daifugo'>;
export const COMPARE_VARIANTS: readonly TrickVariantId[] = ['japanese', 'nap', 'tw-hk', 'mighty'];

export interface CompareState {
  variant: TrickVariantId;
  trick: TrickSpec;
  ruleSets: RuleChoice[];
}

/** The comparison shown when a link does not say otherwise. */
export const COMPARE_DEFAULTS: Readonly<Record<TrickVariantId, { trick: TrickSpec; ruleSets: RuleChoice[] }>> = {
  japanese: {
    trick: { trump: 'H', trick: 5, plays: ['SA', 'H2', 'HQ', 'S3', 'S5'] },
    ruleSets: [{ preset: 'standard' }, { preset: 'standard', rules: { killer: 'HQ' } }, { preset: 'trump-stadium' }],
  },
  'tw-hk': {
    trick: { trump: 'S', trick: 8, plays: ['HK', 'BJ', 'HA', 'S2'] },
    ruleSets: [{ preset: 'taiwan' }, { preset: 'taiwan', rules: { players: 4 } }],
  },
  mighty: {
    trick: { trump: 'S', trick: 4, plays: ['HK', 'DA', 'CA', 'H2', 'HA'] },
    ruleSets: [{ preset: 'pagat' }, { preset: 'pagat', rules: { mightyWhenSpadesTrump: 'CA' } }],
  },
  nap: {
    trick: { trump: 'S', trick: 2, plays: ['HK', 'JK', 'HA', 'S2'] },
    ruleSets: [{ preset: 'standard' }, { preset: 'standard', rules: { joker: true } }],
  },
};

/**
 * One problem of a link, as data (which part, what kind) for islands that speak another language;
 * `errors` holds the same problems as English sentences, in the same order.
 */
export interface LinkProblem {
  /** The link's key: v, t, n, p, d, s, c, r; `more` for the "…and N more" line (`count`). */
  part: string;
  /**
   * For `r`: `too-many` (more rule sets than compared), `none` (no usable rule set); for any key,
   * `duplicate` (given more than once: the first value is used).
   */
  kind?: string;
  count?: number;
}

export interface ParsedCompare {
  state: CompareState;
  errors: string[];
  problems: LinkProblem[];
}

/** The problems, cut as `capNotices` cuts the sentences. */
export function capProblems(problems: readonly LinkProblem[]): LinkProblem[] {
  if (problems.length <= MAX_NOTICES) return [...problems];
  return [...problems.slice(0, MAX_NOTICES - 1), { part: 'more', count: problems.length - MAX_NOTICES + 1 }];
}

export function parseVariant(params: URLSearchParams): { variant: TrickVariantId; error?: string } {
  const v = params.get('v');
  if (v === null || v === '') return { variant: 'japanese' };
  if ((COMPARE_VARIANTS as readonly string[]).includes(v)) return { variant: v as TrickVariantId };
  return {
    variant: 'japanese',
    error: `v=${quote(v)}: unknown game; allowed: ${COMPARE_VARIANTS.join(', ')} (showing japanese)`,
  };
}

function parseTrump(text: string): Suit | null {
  const t = text.trim().toUpperCase();
  if (t === 'N' || t === 'NT' || t === 'NONE') return null;
  if (isSuit(t)) return t;
  throw new Error(`t=${quote(text)}: the trump is S, H, D, C or N (no trumps)`);
}

/**
 * Parse a comparison link for a loaded engine. `check` (optional) validates each rule set and
 * the trick against the engine; a failing part is named and dropped / replaced by the default.
 */
export function parseCompare(params: URLSearchParams, engine: TrickEngine): ParsedCompare {
  const errors: string[] = [];
  const problems: LinkProblem[] = [];
  const bad = (part: string, text: string, kind?: string) => {
    errors.push(text);
    problems.push(kind ? { part, kind } : { part });
  };
  for (const d of duplicateKeys(params)) {
    errors.push(duplicateNotice(d));
    problems.push({ part: d.key, kind: 'duplicate', count: d.count });
  }
  const pv = parseVariant(params);
  if (pv.error) bad('v', pv.error);
  const variant = engine.variant as TrickVariantId;
  const dflt = COMPARE_DEFAULTS[variant];
  const trick: TrickSpec = { ...dflt.trick, plays: [...dflt.trick.plays] };
  // An unknown game falls back to the default one, and the rest of the link still applies to it.
  const sameVariant = pv.variant === variant;
  const get = (k: string) => (sameVariant ? params.get(k) : null);

  const t = get('t');
  if (t !== null) {
    try {
      trick.trump = parseTrump(t);
    } catch (e) {
      bad('t', clip(msg(e)));
    }
  }
  const p = get('p');
  if (p !== null) {
    try {
      const plays = parseCards(
        p.split(',').filter((x) => x.trim() !== ''),
        'p (the plays)',
      );
      if (plays.length === 0) throw new Error('p is empty: give the cards played, like p=CK,C2,DJ');
      if (plays.length > 8) throw new Error('a trick has at most 8 cards');
      if (new Set(plays).size !== plays.length) throw new Error('a card is played twice');
      trick.plays = plays;
    } catch (e) {
      bad('p', `p=${quote(p)}: ${clip(msg(e))}`);
    }
  }
  const d = get('d');
  if (d !== null && d !== '') {
    const s = d.toUpperCase();
    if (isSuit(s)) trick.declared = s;
    else bad('d', `d=${quote(d)}: the named suit is S, H, D or C`);
  }
  const s = get('s');
  if (s !== null && s !== '') {
    try {
      trick.secretary = parseCard(s);
    } catch (e) {
      bad('s', `s=${quote(s)}: ${clip(msg(e))}`);
    }
  }
  const c = get('c');
  if (c !== null && c !== '') {
    const calls: { summon?: boolean; ripper?: boolean } = {};
    let unknown = false;
    for (const name of c.split(',')) {
      if (name === 'summon' || name === 'ripper') calls[name] = true;
      else unknown = true;
    }
    if (unknown) bad('c', `c=${quote(c)}: the calls are summon and ripper, like c=summon`);
    if (calls.summon || calls.ripper) trick.calls = calls;
  }
  let ruleSets = dflt.ruleSets.map((r) => ({ ...r }));
  const r = get('r');
  if (r !== null) {
    const parsed: RuleChoice[] = [];
    for (const part of r.split(';')) {
      if (part.trim() === '') continue;
      if (parsed.length >= MAX_COMPARE_RULE_SETS) {
        bad('r', `r: at most ${MAX_COMPARE_RULE_SETS} rule sets are compared; the rest were left out`, 'too-many');
        break;
      }
      try {
        const rc = parseRuleSetText(part, engine);
        engine.players(rc); // cross-option checks of the engine
        parsed.push(rc);
      } catch (e) {
        bad('r', clip(msg(e)));
      }
    }
    if (parsed.length > 0) ruleSets = parsed;
    else bad('r', 'r: no usable rule set; showing the default ones', 'none');
  }
  const n = get('n');
  if (n !== null) {
    const num = Number(n);
    let total = 0;
    try {
      total = Math.min(...ruleSets.map((rc) => engine.totalTricks(rc)));
    } catch {
      total = 0;
    }
    if (!/^\d+$/.test(n) || num < 1 || (total > 0 && num > total)) {
      bad('n', `n=${quote(n)}: the trick number is a whole number from 1 to ${total || 'the number of tricks'}`);
    } else trick.trick = num;
  }
  return { state: { variant, trick, ruleSets }, errors: capNotices(errors), problems: capProblems(problems) };
}

export function printCompare(state: CompareState, defaultPreset: string): string {
  const q = new URLSearchParams();
  q.set('v', state.variant);
  q.set('t', state.trick.trump ?? 'N');
  q.set('n', String(state.trick.trick));
  q.set('p', state.trick.plays.join(','));
  if (state.trick.declared) q.set('d', state.trick.declared);
  if (state.trick.secretary) q.set('s', state.trick.secretary);
  const calls = Object.entries(state.trick.calls ?? {})
    .filter(([, on]) => on)
    .map(([k]) => k);
  if (calls.length) q.set('c', calls.join(','));
  q.set('r', state.ruleSets.map((rc) => printRuleSet(rc, defaultPreset)).join(';'));
  return readableQuery(q); // separators kept readable in shared links
}

export interface CompareColumn {
  ruleSet: RuleChoice;
  winner: number | null;
  reason: string;
  /** The engine's explanation (rule id, cards): other languages' sentences are made from it. */
  explanation?: { rule: string; cards: Card[]; text: string };
  error?: string;
  /** True when this column's winner differs from the first column's. */
  differs: boolean;
}

/** Judge the trick under every rule set (the engine decides; nothing here knows a rule). */
export function compareColumns(state: CompareState, engine: TrickEngine): CompareColumn[] {
  const cols: CompareColumn[] = state.ruleSets.map((rc) => {
    try {
      const v = engine.winner(rc, state.trick);
      return {
        ruleSet: rc,
        winner: v.winner,
        reason: v.reason,
        ...(v.explanation ? { explanation: v.explanation } : {}),
        differs: false,
      };
    } catch (e) {
      return { ruleSet: rc, winner: null, reason: '', error: msg(e), differs: false };
    }
  });
  const first = cols[0]?.winner ?? null;
  for (const c of cols) c.differs = c.winner !== first;
  return cols;
}

export { msg };

export type { Card };
