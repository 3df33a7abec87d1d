import { describe, expect, it } from 'vitest';
import {
  judgePlay,
  legalPlays,
  countLegalPlays,
  legalPlayAt,
  resolveDaifugoRules,
  type LegalPlay,
  type Shape,
  type TableState,
} from '../../../src/engine/daifugo/index.ts';

const lead: TableState = { top: null, revolution: false, elevenBack: false, locked: 0 };
const on = (top: Shape, extra: Partial<TableState> = {}): TableState => ({ ...lead, top, ...extra });
const single = (level: number, suits = 1): Shape => ({
  form: 'single',
  size: 1,
  level,
  levels: 1 << level,
  suits,
  jokers: 0,
});
const pair = (level: number, suits = 3): Shape => ({
  form: 'set',
  size: 2,
  level,
  levels: 1 << level,
  suits,
  jokers: 0,
});
const show = (ps: LegalPlay[]) => ps.map((p) => p.cards.join('+') + (p.low ? `@${p.low}` : ''));

describe('daifugo legal plays', () => {
  it('lists every distinct lead with a joker once', () => {
    const rules = resolveDaifugoRules('moderate', {});
    expect(show(legalPlays(['S5', 'H5', 'BJ'], lead, rules))).toEqual([
      'S5',
      'H5',
      'BJ',
      'S5+BJ',
      'H5+BJ',
      'S5+H5',
      'S5+H5+BJ',
    ]);
  });

  it('uses the first joker for a wild and lists the joker pair', () => {
    const rules = resolveDaifugoRules('moderate', {});
    const plays = show(legalPlays(['S5', 'LJ', 'BJ'], lead, rules));
    expect(plays).toContain('BJ');
    expect(plays).not.toContain('LJ');
    expect(plays).toContain('S5+BJ');
    expect(plays).toContain('BJ+LJ');
    expect(plays).toContain('S5+BJ+LJ');
  });

  it('follows the form and rank of the pile, with skip at the same rank', () => {
    const rules = resolveDaifugoRules('moderate', {});
    // 7 (level 4): the 7 matches (skip), the 9 and the joker beat it, the 5 does not
    const plays = legalPlays(['S5', 'H7', 'D9', 'BJ'], on(single(4)), rules);
    expect(show(plays)).toEqual(['H7', 'D9', 'BJ']);
    expect(plays[0]!.effects).toEqual(['skip']);
    const none = resolveDaifugoRules('none', { jokers: 2 });
    expect(show(legalPlays(['S5', 'H7', 'D9', 'BJ'], on(single(4)), none))).toEqual(['D9', 'BJ']);
  });

  it('under a revolution lower ranks beat', () => {
    const rules = resolveDaifugoRules('none', {});
    expect(show(legalPlays(['S5', 'H7', 'D9'], on(single(4), { revolution: true }), rules))).toEqual(['S5']);
    expect(show(legalPlays(['S5', 'H7', 'D9'], on(single(4), { revolution: true, elevenBack: true }), rules))).toEqual([
      'D9',
    ]);
  });

  it('respects suit lock, letting jokers stand in', () => {
    const rules = resolveDaifugoRules('all', {});
    const plays = legalPlays(['S9', 'H9', 'DQ', 'SK', 'BJ'], on(pair(5, 3), { locked: 3 }), rules);
    expect(show(plays)).toEqual(['S9+BJ', 'H9+BJ', 'S9+H9', 'SK+BJ']);
  });

  it('lists stairs once per reading', () => {
    const rules = resolveDaifugoRules('moderate', { stairs: true });
    const plays = show(legalPlays(['S6', 'S7', 'BJ'], lead, rules)).filter((p) => p.includes('@'));
    expect(plays).toEqual(['S6+S7+BJ@5', 'S6+S7+BJ@6']);
    // a gap filled by the joker
    expect(show(legalPlays(['S6', 'S8', 'BJ'], lead, rules)).filter((p) => p.includes('@'))).toEqual(['S6+S8+BJ@6']);
  });

  it('every listed play is legal by judgePlay, with the same effects', () => {
    const rules = resolveDaifugoRules('all', {});
    const hand = ['S3', 'S4', 'S5', 'S6', 'H5', 'D5', 'C5', 'HJ', 'H9', 'D8', 'BJ', 'LJ'];
    for (const table of [lead, on(single(2)), on(pair(2)), on(single(2), { revolution: true })]) {
      const plays = legalPlays(hand, table, rules);
      expect(plays.length).toBeGreaterThan(0);
      for (const p of plays) {
        const v = judgePlay(p.cards, table, rules, { form: p.form, low: p.low });
        expect(v.legal, p.cards.join(' ')).toBe(true);
        if (v.legal) expect(v.effects, p.cards.join(' ')).toEqual(p.effects);
      }
    }
  });
});

describe('daifugo counted legal plays', () => {
  it('countLegalPlays / legalPlayAt give the same plays as legalPlays', () => {
    const rules = resolveDaifugoRules('all', {});
    const hand = ['S3', 'S4', 'S5', 'S6', 'H5', 'D5', 'C5', 'HJ', 'H9', 'D8', 'BJ', 'LJ'];
    for (const table of [lead, on(single(2)), on(pair(2), { locked: 3 }), on(single(2), { revolution: true })]) {
      const list = legalPlays(hand, table, rules);
      const n = countLegalPlays(hand, table, rules);
      expect(n).toBe(list.length);
      for (let i = 0; i < n; i++) {
        const p = legalPlayAt(hand, i);
        expect(p.cards).toEqual(list[i]!.cards);
        expect(p.form).toBe(list[i]!.form);
        expect(p.low).toBe(list[i]!.low);
      }
    }
    expect(() => legalPlayAt(['S3'], 0)).toThrow('call countLegalPlays for this hand first');
  });
});
