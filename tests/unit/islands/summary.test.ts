/**
 * The one-page summary's content comes from the engine and the declarations: the ladder follows
 * the rules chosen, the local rules are those that differ from the preset, every option of a
 * step is shown in words (never as its key), and the link carries exactly the changes.
 */
import { describe, expect, test } from 'vitest';
import { VARIANT_IDS } from '../../../src/engine/options.ts';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import { summaryModel } from '../../../src/islands-logic/summary.ts';

describe('one-page summary', () => {
  test('the ladder is the engine’s: a killer card appears only when the rules have one', () => {
    const jp = engineFor('japanese');
    const plain = summaryModel(jp, { preset: 'standard' });
    const killer = summaryModel(jp, { preset: 'standard', rules: { killer: 'HQ' } });
    const labels = (m: typeof plain) => m.ladders[0]!.groups.map((g) => g.label);
    expect(labels(plain)).not.toContain('the killer card');
    expect(labels(killer)).toContain('the killer card');
    expect(plain.ladders[0]!.groups[0]).toEqual({ label: 'the mighty', cards: ['♠A'] });
    // a joker's group names it; no card text repeats the name
    const mighty = summaryModel(engineFor('mighty'), {});
    expect(mighty.ladders[0]!.groups[1]).toEqual({ label: 'the joker', cards: [] });
  });
  test('local rules are the options that differ from the preset, in words, and the link carries them', () => {
    const jp = engineFor('japanese');
    const m = summaryModel(jp, { preset: 'standard', rules: { killer: 'HQ', joker: false } });
    expect(m.local.map((o) => [o.label, o.value])).toEqual([['Card that beats the mighty', '♥Q (yoromeki)']]);
    expect(m.query).toBe('?r=standard+killer=HQ');
    const all = m.sections.flatMap((s) => s.options);
    expect(all.find((o) => o.key === 'killer')?.changed).toBe(true);
  });
  test('every game: each step of a hand, every option once, labels in words', () => {
    for (const v of VARIANT_IDS) {
      const e = engineFor(v);
      const m = summaryModel(e, {});
      expect(m.sections.map((s) => s.id)).toEqual(['bidding', 'partner', 'exchange', 'following', 'scoring']);
      const shown = [...m.table, ...m.sections.flatMap((s) => s.options)].map((o) => o.key).sort();
      expect(shown).toEqual(Object.keys(e.options).sort());
      for (const o of [...m.table, ...m.sections.flatMap((s) => s.options)]) expect(o.label).not.toBe(o.key);
      expect(m.ladders.length).toBeGreaterThan(0);
      expect(m.local).toEqual([]);
      expect(m.query).toBe('');
    }
  });
  test('Daifugō: ranks from strongest, and reversed in a revolution (jokers stay on top)', () => {
    const m = summaryModel(engineFor('daifugo'), { preset: 'moderate' });
    expect(m.ladders[0]!.groups.map((g) => g.label).slice(0, 3)).toEqual(['2 jokers', '2', 'A']);
    expect(m.ladders[1]!.groups.map((g) => g.label).slice(0, 3)).toEqual(['2 jokers', '3', '4']);
    const one = summaryModel(engineFor('daifugo'), { preset: 'moderate', rules: { jokers: 1 } });
    expect(one.ladders[0]!.groups[0]!.label).toBe('joker');
    const none = summaryModel(engineFor('daifugo'), { preset: 'none' });
    expect(none.ladders[0]!.groups[0]!.label).toBe('2'); // no jokers in that preset
  });
});
