import { describe, expect, test } from 'vitest';
import { ALL_ENGINES } from '../../../src/islands-logic/engines/all.ts';
import type { ClimbEngine } from '../../../src/islands-logic/engines/types.ts';
import { optionValues } from '../../../src/islands-logic/rule-words.ts';
import {
  daifugoColumns,
  daifugoDefault,
  parseDaifugoCompare,
  printDaifugoCompare,
  type DaifugoCompareState,
} from '../../../src/islands-logic/compare-daifugo.ts';

const df = ALL_ENGINES.daifugo as ClimbEngine;
const q = (s: string) => new URLSearchParams(s);

describe('Daifugō comparison links', () => {
  test('print then parse gives the same state (round trip), separators readable', () => {
    const state: DaifugoCompareState = {
      variant: 'daifugo',
      table: {
        pile: [
          ['D5', 'C5'],
          ['H9', 'S9'],
        ],
        reversed: true,
        elevenBack: true,
        lockedSuits: ['S', 'H'],
      },
      play: ['D4', 'C4'],
      ruleSets: [{ preset: 'moderate' }, { preset: 'none', rules: { stairs: true, eightCut: true } }],
    };
    const link = printDaifugoCompare(state, 'moderate');
    expect(link).toContain('v=daifugo');
    expect(link).toContain('pile=D5,C5;H9,S9');
    expect(link).toContain('p=D4,C4');
    expect(link).toContain('r=moderate;none+stairs=true+eightCut=true');
    expect(link).toContain('rev=1');
    expect(link).toContain('jb=1');
    expect(link).toContain('lock=S,H');
    const back = parseDaifugoCompare(q(link), df);
    expect(back.errors).toEqual([]);
    expect(back.state).toEqual(state);
  });

  test('the default comparison round-trips too, and an empty pile (leading) is kept', () => {
    const d = daifugoDefault();
    expect(parseDaifugoCompare(q(printDaifugoCompare(d, 'moderate')), df)).toEqual({
      state: d,
      errors: [],
      problems: [],
    });
    const lead = { ...d, table: { ...d.table, pile: [] } };
    expect(parseDaifugoCompare(q(printDaifugoCompare(lead, 'moderate')), df).state.table.pile).toEqual([]);
  });

  test('hostile input gives notices, never throws, and falls back to the defaults', () => {
    const d = daifugoDefault();
    const hostile = [
      '?v=daifugo&pile=ZZ;H7&p=&rev=maybe&jb=2&lock=X,S&r=nosuch;moderate+nosuch=1;moderate+stairs=perhaps',
      '?v=daifugo&pile=' + 'S3,'.repeat(5000) + '&p=' + '%00'.repeat(100),
      '?v=daifugo&pile=H7&p=H7', // the same card on the pile and in the play
      '?v=daifugo&r=' + 'moderate;'.repeat(50),
      '?v=daifugo&pile=' + 'H7;'.repeat(30),
      '?v=daifugo&r=moderate+unskippable23=true+skip=false',
      '?v=daifugo&p=S3,S3',
    ];
    for (const link of hostile) {
      let out: ReturnType<typeof parseDaifugoCompare> | undefined;
      expect(() => (out = parseDaifugoCompare(q(link), df)), link).not.toThrow();
      expect(out!.errors.length, link).toBeGreaterThan(0);
      expect(() => daifugoColumns(out!.state, df)).not.toThrow();
    }
    const first = parseDaifugoCompare(q(hostile[0]!), df);
    const text = first.errors.join('\n');
    expect(text).toMatch(/ZZ/);
    expect(text).toMatch(/p is empty/);
    expect(text).toMatch(/rev=maybe/);
    expect(text).toMatch(/jb=2/);
    expect(text).toMatch(/lock=X,S/);
    expect(text).toMatch(/unknown preset "nosuch"/);
    expect(text).toMatch(/unknown option "nosuch"/);
    expect(first.state.table).toEqual(d.table);
    expect(first.state.play).toEqual(d.play);
    expect(first.state.ruleSets).toEqual(d.ruleSets);
    expect(parseDaifugoCompare(q(hostile[3]!), df).state.ruleSets).toHaveLength(6);
  });

  test('columns: the same play legal under one rule set, refused under another, in words', () => {
    const { state } = parseDaifugoCompare(q('?v=daifugo&pile=H7&p=S7&r=moderate;none'), df);
    const [a, b] = daifugoColumns(state, df);
    expect(a!.legal).toBe(true);
    expect(a!.effects).toEqual(['Skip']);
    expect(a!.next).toMatch(/next player is skipped/);
    expect(b!.legal).toBe(false);
    expect(b!.reason).toMatch(/a 7 does not beat a 7/);
    expect(b!.differs).toBe(true);
  });

  test('columns: an eight cut clears the pile, a revolution reverses the order', () => {
    const cut = daifugoColumns(daifugoDefault(), df);
    expect(cut.map((c) => c.effects)).toEqual([[], ['Eight cut'], []]);
    expect(cut[1]!.next).toMatch(/pile clears and the same player leads again/);
    const { state } = parseDaifugoCompare(q('?v=daifugo&pile=&p=S5,H5,D5,C5&r=moderate;moderate+revolution=false'), df);
    const [on, off] = daifugoColumns(state, df);
    expect(on!.effects).toEqual(['Revolution']);
    expect(on!.next).toMatch(/lower ranks beat higher ones/);
    expect(off!.effects).toEqual([]);
    expect(off!.differs).toBe(true);
  });

  test('every declared option and value round-trips through a link (the list comes from the declarations)', () => {
    let n = 0;
    for (const [key, decl] of Object.entries(df.options)) {
      for (const value of optionValues(decl)) {
        const rc = { preset: 'all', rules: { [key]: value } };
        try {
          df.players(rc);
        } catch {
          continue; // a combination the engine refuses (its checks are tested elsewhere)
        }
        const state = { ...daifugoDefault(), ruleSets: [rc] };
        const back = parseDaifugoCompare(q(printDaifugoCompare(state, 'moderate')), df);
        expect(back.errors, `${key}=${String(value)}`).toEqual([]);
        expect(back.state.ruleSets).toEqual([rc]);
        n++;
      }
    }
    expect(n).toBeGreaterThan(Object.keys(df.options).length);
  });
});
