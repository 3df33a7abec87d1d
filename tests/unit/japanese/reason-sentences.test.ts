/**
 * The reason sentences of Japanese Napoleon tricks say only true things (review items T18, T19):
 * in English from the engine, and in Japanese from the site's phrasebook.
 */
import { describe, expect, it } from 'vitest';
import { japaneseTrickWinner, type JapaneseQuery } from '../../../src/engine/japanese/index.ts';
import { japaneseTrickReasonJa } from '../../../src/i18n/phrases/ja.ts';
import type { Suit } from '../../../src/engine/cards.ts';

function both(q: Partial<JapaneseQuery>): { winner: number; en: string; ja: string } {
  const r = japaneseTrickWinner({ variant: 'japanese', trick: 5, ...q } as JapaneseQuery);
  const trump = (q.trump ?? null) as Suit | null;
  const ja = japaneseTrickReasonJa(r.explanation, (q.plays![0]![0] as Suit) ?? null, trump, q.trick === 1);
  return { winner: r.winner, en: r.reason, ja };
}

describe('trumps powerless in the first trick (T18)', () => {
  it('a trump led to trick 1: the reason does not say that no trump was played', () => {
    const r = both({
      rules: { trumpsFirstTrick: 'powerless' },
      trick: 1,
      trump: 'H',
      plays: ['H5', 'H3', 'HK', 'S2', 'C2'],
    });
    expect(r.winner).toBe(2);
    expect(r.en).not.toContain('no trump was played');
    expect(r.en).toBe('♥K is the highest card of the led suit (hearts) and trumps have no power in the first trick.');
    expect(r.ja).not.toContain('切り札が出ていない');
    expect(r.ja).toContain('最初のトリックでは切り札に力がないので');
  });
  it('a trump played to another suit in trick 1: trumps have no power', () => {
    const r = both({
      rules: { trumpsFirstTrick: 'powerless' },
      trick: 1,
      trump: 'H',
      plays: ['SK', 'H3', 'S5', 'SQ', 'C2'],
    });
    expect(r.en).toContain('trumps have no power in the first trick');
  });
  it('no trump in trick 1: no trump was played', () => {
    const r = both({
      rules: { trumpsFirstTrick: 'powerless' },
      trick: 1,
      trump: 'H',
      plays: ['SK', 'D3', 'S5', 'SQ', 'C2'],
    });
    expect(r.en).toContain('no trump was played');
    expect(r.ja).toContain('切り札が出ていないので');
  });
});

describe('special cards abolished but the mighty kept (T19)', () => {
  it('specialsOff all with the mighty kept: the jacks are ordinary, only the mighty keeps its power', () => {
    const r = both({
      rules: { specialsOff: 'all', specialsOffKeepsMighty: true },
      trump: 'H',
      plays: ['H5', 'H3', 'HJ', 'S2', 'C2'],
    });
    expect(r.en).not.toMatch(/no special cards/);
    expect(r.en).not.toMatch(/mighty and the jacks are ordinary/);
    expect(r.en).toBe(
      '♥J is the highest trump. Under these rules the jacks are ordinary cards; only the mighty keeps its power.',
    );
    expect(r.ja).toContain('ジャックは役札の力を持ちません（オールマイティは力を保ちます）');
  });
  it('specialsOff all without it: no special cards at all', () => {
    const r = both({ rules: { specialsOff: 'all' }, trump: 'H', plays: ['H5', 'SA', 'HJ', 'S2', 'C2'] });
    expect(r.en).toContain('These rules have no special cards: the mighty and the jacks are ordinary cards.');
    expect(r.ja).toContain('このルールには役札がなく');
  });
  it('an off trick with the mighty kept says the same of that trick', () => {
    const r = both({
      rules: { specialsOff: 'first', specialsOffKeepsMighty: true },
      trick: 1,
      trump: 'H',
      plays: ['S5', 'HJ', 'DJ', 'HA', 'S2'],
    });
    expect(r.en).toContain('The jacks are ordinary cards in this trick; only the mighty keeps its power.');
    expect(r.en).not.toContain('special cards are ordinary');
    expect(r.ja).toContain('このトリックではジャックは特殊カードの力を失っています');
  });
});
