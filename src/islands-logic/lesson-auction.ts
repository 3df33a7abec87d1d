/**
 * The Japanese Napoleon auction and honour count for lesson steps (bid, bury, honour questions):
 * the engine's own functions. Loaded on demand by the Lesson island (like the engines), and
 * statically by the build-time lesson check.
 */
import { applyJapanese, setupJapanese } from '../engine/japanese/game.ts';
import { honourValue } from '../engine/japanese/deck.ts';
import { resolveJapaneseRules } from '../engine/japanese/options.ts';
import type { RuleChoice } from './engines/types.ts';

type BidData = { count: number; suit: 'S' | 'H' | 'D' | 'C' };

export interface AuctionChecks {
  /** Whether the auction accepts `bid` after `before` (made in turn), and the engine's reason if not. */
  bid(
    rc: RuleChoice,
    before: readonly BidData[],
    bid: BidData,
  ): { ok: true; minBid: number } | { ok: false; reason: string };
  /** Honours among `cards`, by the engine's count. */
  honours(rc: RuleChoice, cards: readonly string[]): number;
}

export const auctionChecks: AuctionChecks = {
  bid(rc, before, bid) {
    let s = setupJapanese({ ruleSet: { variant: 'japanese', ...rc }, seed: 'lesson' });
    for (const b of before) {
      const r = applyJapanese(s, { type: 'bid', seat: s.hand.auction.turn, count: b.count, suit: b.suit });
      if (!r.ok) throw new Error(`the bid ${b.count} ${b.suit} before yours is refused: ${r.reason}`);
      s = r.value;
    }
    const r = applyJapanese(s, { type: 'bid', seat: s.hand.auction.turn, count: bid.count, suit: bid.suit });
    return r.ok ? { ok: true, minBid: s.hand.auction.minBid } : { ok: false, reason: r.reason };
  },
  honours(rc, cards) {
    const rules = resolveJapaneseRules({ preset: rc.preset, rules: rc.rules });
    return cards.reduce((t, c) => t + honourValue(c, rules), 0);
  },
};
