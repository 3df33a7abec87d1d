/** The practice setup form's option groups and section links come from the declarations. */
import { describe, expect, it } from 'vitest';
import { JAPANESE_OPTIONS } from '../../../src/engine/japanese/options.ts';
import { optionGroups, ruleSectionHref } from '../../../src/islands-logic/rule-words.ts';

describe('the Japanese options in the practice setup form', () => {
  const groups = optionGroups(JAPANESE_OPTIONS, ['players']);
  const keysOf = (topic: string) => groups.find((g) => g.topic === topic)?.options.map((o) => o.key) ?? [];
  it('offers the options of issue 15 under their topics', () => {
    expect(keysOf('bidding')).toEqual(expect.arrayContaining(['auctionStart', 'allPass']));
    expect(keysOf('partner')).toContain('betrayal');
    expect(keysOf('strength')).toEqual(
      expect.arrayContaining(['plainJacks', 'huntingJack', 'trumpsFirstTrick', 'killerJacks', 'killerBeatsJoker']),
    );
    expect(groups.flatMap((g) => g.options).map((o) => o.key)).toHaveLength(Object.keys(JAPANESE_OPTIONS).length - 1);
  });
  it('links each to its section: strength options on the special cards page, the others on local rules', () => {
    expect(ruleSectionHref('japanese', 'huntingJack', JAPANESE_OPTIONS.huntingJack)).toBe(
      '/japanese/special-cards/#huntingjack',
    );
    expect(ruleSectionHref('japanese', 'killerBeatsJoker', JAPANESE_OPTIONS.killerBeatsJoker)).toBe(
      '/japanese/special-cards/#killerbeatsjoker',
    );
    expect(ruleSectionHref('japanese', 'betrayal', JAPANESE_OPTIONS.betrayal)).toBe('/japanese/local-rules/#betrayal');
    expect(ruleSectionHref('japanese', 'auctionStart', JAPANESE_OPTIONS.auctionStart)).toBe(
      '/japanese/local-rules/#auctionstart',
    );
  });
});
