/**
 * The rule comparison for Daifugō: one play on one pile under several rule sets. It shares the
 * link format of the trick comparison (compare-url.ts) — `v` the game, `p` the play, `r` the
 * rule sets (a preset followed by `+key=value` overrides, `;` between rule sets) — and adds the
 * table:
 *   ?v=daifugo&pile=D6;H7&p=S8&r=moderate;all;none&rev=1&jb=1&lock=S,H
 * `pile` the plays already on the pile, oldest first (`;` between plays, `,` between cards),
 * `rev=1` a revolution is in force, `jb=1` a jack back is in force, `lock` the locked suits.
 * Parsing never throws: each bad part is named in `errors` and replaced by the default.
 */
import { isSuit, parseCards, SUIT_NAME, SUITS, type Card, type Suit } from '../engine/cards.ts';
import { EFFECT_LABEL, effectNoun, wordList } from '../engine/daifugo/effect-words.ts';
import type { ClimbEngine, DaifugoTable, RuleChoice } from './engines/types.ts';
import { msg } from './msg.ts';
import { capNotices, clip, parseRuleSetText, printRuleSet, quote, readableQuery } from './rules-url.ts';
import { capProblems, type LinkProblem } from './compare-url.ts';

export interface DaifugoCompareState {
  variant: 'daifugo';
  table: DaifugoTable;
  play: Card[];
  ruleSets: RuleChoice[];
}

/** The most rule sets and pile plays a link may hold (more are named and dropped). */
export const MAX_RULE_SETS = 6;
export const MAX_PILE_PLAYS = 13;

/** The comparison shown when a link does not say otherwise: an 8 on a 7. */
export function daifugoDefault(): DaifugoCompareState {
  return {
    variant: 'daifugo',
    table: { pile: [['D6'], ['H7']], reversed: false, elevenBack: false, lockedSuits: [] },
    play: ['S8'],
    ruleSets: [{ preset: 'moderate' }, { preset: 'all' }, { preset: 'none' }],
  };
}

function parseCardList(text: string, what: string): Card[] {
  return parseCards(
    text.split(/[\s,]+/).filter((x) => x !== ''),
    what,
  );
}

/** Cards that appear twice across the pile and the play, or null. */
export function repeatedCard(table: DaifugoTable, play: readonly Card[]): Card | null {
  const seen = new Set<Card>();
  for (const c of [...table.pile.flat(), ...play]) {
    if (seen.has(c)) return c;
    seen.add(c);
  }
  return null;
}

function flag(params: URLSearchParams, key: string, what: string, bad: (part: string, text: string) => void): boolean {
  const v = params.get(key);
  if (v === null || v === '' || v === '0' || v === 'false') return false;
  if (v === '1' || v === 'true') return true;
  bad(key, `${key}=${quote(v)}: write ${key}=1 when ${what} is in force, or leave it out`);
  return false;
}

/** Parse a Daifugō comparison link (the caller has seen `v=daifugo`). */
export function parseDaifugoCompare(
  params: URLSearchParams,
  engine: Pick<ClimbEngine, 'options' | 'presets' | 'players'>,
): { state: DaifugoCompareState; errors: string[]; problems: LinkProblem[] } {
  const errors: string[] = [];
  const problems: LinkProblem[] = [];
  const bad = (part: string, text: string, kind?: string) => {
    errors.push(text);
    problems.push(kind ? { part, kind } : { part });
  };
  const state = daifugoDefault();
  const pile = params.get('pile');
  if (pile !== null && pile !== '') {
    try {
      const plays = pile
        .split(';')
        .filter((x) => x.trim() !== '')
        .map((p, i) => parseCardList(p, `pile play ${i + 1}`));
      if (plays.length > MAX_PILE_PLAYS) throw new Error(`at most ${MAX_PILE_PLAYS} plays on the pile`);
      state.table.pile = plays;
    } catch (e) {
      bad('pile', `pile=${quote(pile)}: ${clip(msg(e))}`);
    }
  } else if (pile === '') state.table.pile = [];
  const p = params.get('p');
  if (p !== null) {
    try {
      const play = parseCardList(p, 'p (the play)');
      if (play.length === 0) throw new Error('p is empty: give the cards of the play, like p=S8 or p=H5,D5');
      state.play = play;
    } catch (e) {
      bad('p', `p=${quote(p)}: ${clip(msg(e))}`);
    }
  }
  const twice = repeatedCard(state.table, state.play);
  if (twice !== null) {
    bad(
      'twice',
      `${twice} is both on the pile and in the play (or twice on the pile); showing the default pile and play`,
    );
    const d = daifugoDefault();
    state.table.pile = d.table.pile;
    state.play = d.play;
  }
  state.table.reversed = flag(params, 'rev', 'a revolution', bad);
  state.table.elevenBack = flag(params, 'jb', 'a jack back', bad);
  const lock = params.get('lock');
  if (lock !== null && lock !== '') {
    const suits: Suit[] = [];
    let unknown = false;
    for (const part of lock.split(/[\s,]+/)) {
      const s = part.toUpperCase();
      if (s === '') continue;
      if (isSuit(s)) {
        if (!suits.includes(s)) suits.push(s);
      } else unknown = true;
    }
    if (unknown) bad('lock', `lock=${quote(lock)}: the locked suits are S, H, D or C, like lock=S,H`);
    else state.table.lockedSuits = SUITS.filter((s) => suits.includes(s));
  }
  const r = params.get('r');
  if (r !== null) {
    const parsed: RuleChoice[] = [];
    for (const part of r.split(';')) {
      if (part.trim() === '') continue;
      if (parsed.length >= MAX_RULE_SETS) {
        bad('r', `r: at most ${MAX_RULE_SETS} rule sets are compared; the rest were left out`, 'too-many');
        break;
      }
      try {
        const rc = parseRuleSetText(part, engine);
        engine.players(rc); // the engine's cross-option checks
        parsed.push(rc);
      } catch (e) {
        bad('r', clip(msg(e)));
      }
    }
    if (parsed.length > 0) state.ruleSets = parsed;
    else bad('r', 'r: no usable rule set; showing the default ones', 'none');
  }
  return { state, errors: capNotices(errors), problems: capProblems(problems) };
}

export function printDaifugoCompare(state: DaifugoCompareState, defaultPreset: string): string {
  const q = new URLSearchParams();
  q.set('v', 'daifugo');
  q.set('pile', state.table.pile.map((p) => p.join(',')).join(';'));
  q.set('p', state.play.join(','));
  if (state.table.reversed) q.set('rev', '1');
  if (state.table.elevenBack) q.set('jb', '1');
  if (state.table.lockedSuits.length) q.set('lock', state.table.lockedSuits.join(','));
  q.set('r', state.ruleSets.map((rc) => printRuleSet(rc, defaultPreset)).join(';'));
  return readableQuery(q);
}

export interface DaifugoColumn {
  ruleSet: RuleChoice;
  legal: boolean;
  /** Legal: what the play is ("an 8"); illegal: the engine's reason. */
  what: string;
  reason: string;
  /** Effects in words, as labels ("Eight cut"). */
  effects: string[];
  /** The engine's effect ids (other languages' words are made from them). */
  effectIds: string[];
  /** Legal: what happens next, as data (other languages' sentences are made from it). */
  facts?: NextFacts;
  /** Legal: what the play sets off, in a sentence; illegal: what happens instead. */
  next: string;
  error?: string;
  /** Legal or not, or the effects, differ from the first column. */
  differs: boolean;
}

/** An effect as a label; an effect this page does not know yet is shown in plain words. */
export function effectLabel(effect: string): string {
  return EFFECT_LABEL[effect] ?? effect.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

function effectSentenceNoun(effect: string): string {
  const n = effectNoun(effect);
  return n === effect ? effect.replace(/-/g, ' ') : n;
}

/** What a legal play sets off, as data: the words of every language are made from it. */
export interface NextFacts {
  /** An eight cut: the pile clears and the same player leads again. */
  clears: boolean;
  /** A reversing 9: play turns round. */
  turns: boolean;
  /** The next player (in the new direction) is skipped. */
  skip: boolean;
  /** The order of ranks changes: `lower` (lower ranks beat higher ones from now on) or `normal`. */
  order: 'lower' | 'normal' | null;
  /** The suits locked until the pile clears. */
  lock: Suit[];
}

/**
 * Who plays next and whether the pile clears, from the effects the engine reports (the order of
 * play of src/engine/daifugo/game.ts: an eight cut clears the pile and its player leads again;
 * a reversing 9 turns play round; a skip passes over the next player).
 */
export function nextFacts(effects: readonly string[], table: DaifugoTable, play: readonly Card[]): NextFacts {
  const has = (e: string) => effects.includes(e);
  let rev = table.reversed;
  let jb = table.elevenBack;
  if (has('revolution')) rev = !rev;
  if (has('eleven-back')) jb = !jb;
  if (has('eight-cut')) jb = false; // a jack back lasts until the pile clears
  const was = table.reversed !== table.elevenBack;
  const now = rev !== jb;
  return {
    clears: has('eight-cut'),
    turns: has('nine-reverse'),
    skip: has('skip'),
    order: was === now ? null : now ? 'lower' : 'normal',
    lock: has('suit-lock') ? SUITS.filter((s) => play.some((c) => c.startsWith(s))) : [],
  };
}

/** The same in English words. */
export function nextWords(effects: readonly string[], table: DaifugoTable, play: readonly Card[]): string {
  const f = nextFacts(effects, table, play);
  const out: string[] = [];
  if (f.clears) {
    out.push('The pile clears and the same player leads again.');
  } else {
    const dir = f.turns ? 'the player before (play turns round)' : 'the next player';
    out.push(
      f.skip
        ? `${cap(dir)} is skipped; the one after must beat it or pass.`
        : `${cap(dir)} must beat it or pass; the pile clears when everyone else has passed.`,
    );
  }
  if (f.order)
    out.push(f.order === 'lower' ? 'From now on lower ranks beat higher ones.' : 'The order is back to normal.');
  if (f.lock.length) out.push(`Only ${wordList(f.lock.map((s) => SUIT_NAME[s]))} may be played until the pile clears.`);
  return out.join(' ');
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Judge the play under every rule set (the engine decides; nothing here knows a rule). */
export function daifugoColumns(state: DaifugoCompareState, engine: ClimbEngine): DaifugoColumn[] {
  const cols: DaifugoColumn[] = state.ruleSets.map((rc) => {
    try {
      const twice = repeatedCard(state.table, state.play);
      if (twice !== null) throw new Error(`${twice} is both on the pile and in the play`);
      const v = engine.judgePlay(rc, state.table, state.play);
      if (!v.legal) {
        return {
          ruleSet: rc,
          legal: false,
          what: '',
          reason: v.reason,
          effects: [],
          effectIds: [],
          next: 'The play is refused: the same player plays something else or passes.',
          differs: false,
        };
      }
      const effects = v.effects.map(effectLabel);
      const sentence = v.effects.length
        ? `It sets off ${wordList(v.effects.map(effectSentenceNoun))}.`
        : 'It sets off no effect.';
      return {
        ruleSet: rc,
        legal: true,
        what: v.what,
        reason: sentence,
        effects,
        effectIds: [...v.effects],
        facts: nextFacts(v.effects, state.table, state.play),
        next: nextWords(v.effects, state.table, state.play),
        differs: false,
      };
    } catch (e) {
      return {
        ruleSet: rc,
        legal: false,
        what: '',
        reason: '',
        effects: [],
        effectIds: [],
        next: '',
        error: msg(e),
        differs: false,
      };
    }
  });
  const key = (c: DaifugoColumn) => (c.error ? 'error' : `${c.legal}:${c.effects.join(',')}`);
  const first = cols[0] ? key(cols[0]) : '';
  for (const c of cols) c.differs = key(c) !== first;
  return cols;
}
