/** The practice setup form names refused rule combinations in words, not option keys (English edition). */
import { describe, expect, it } from 'vitest';
import { JAPANESE_OPTIONS, JAPANESE_PRESETS, resolveJapaneseRules } from '../../../src/engine/japanese/index.ts';
import { practiceEn } from '../../../src/i18n/islands/practice.en.ts';

const meta = { options: JAPANESE_OPTIONS, presets: JAPANESE_PRESETS };
function refusal(rules: Record<string, unknown>): string {
  try {
    resolveJapaneseRules({ rules });
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('the setup form’s refusal in words', () => {
  it('the dealer opening with “the dealer must bid”: options and values by name', () => {
    const m = practiceEn.rulesError('japanese', meta, refusal({ auctionStart: 'dealer', allPass: 'dealer-must-bid' }));
    expect(m).toContain(
      '“Who bids first” cannot be “The dealer (who may pass)” with “When nobody bids”: “The dealer must bid”',
    );
    expect(m).toContain('“The dealer opens and must bid”');
    expect(m).not.toMatch(/auctionStart|allPass|dealer-must-bid|"/);
  });
  it('Napoleon’s betrayal without the joker', () => {
    const m = practiceEn.rulesError('japanese', meta, refusal({ betrayal: 'adjutant-and-napoleon' }));
    expect(m).toContain(
      '“Betrayal with ♣10” cannot be “Also Napoleon, holding ♣10 and the joker, may go over to the allies”',
    );
    expect(m).not.toMatch(/"betrayal"/);
  });
  it('a value is read as the value of the option it belongs to', () => {
    const m = practiceEn.rulesError('japanese', meta, refusal({ killerCounter: 'HK' }));
    expect(m).toContain('with “Card that beats the mighty”: “No such card” it must be “No counter”');
  });
});
