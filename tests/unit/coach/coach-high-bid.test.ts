/**
 * The coach's auction line (issue #33): "The bid to beat is Computer 4's: 13 ♣ clubs." names the
 * bid by its words, never by its button's label ("Bid 13 ♣", 「…を宣言」), so the verb is not said
 * twice. For every game with an auction and every language the coach speaks: the computers before
 * the learner bid the lowest bid they may, and the learner's first decision hears the bid to beat.
 */
import { describe, expect, test } from 'vitest';
import { DESCRIPTORS } from '../../../src/engine/descriptors.ts';
import type { CoachWords } from '../../../src/i18n/islands/coach.ts';
import { coachEn } from '../../../src/i18n/islands/coach.en.ts';
import { coachJa } from '../../../src/i18n/islands/coach.ja.ts';
import { coachKo } from '../../../src/i18n/islands/coach.ko.ts';
import { coachZhTW } from '../../../src/i18n/islands/coach.zh-TW.ts';
import { practiceEn } from '../../../src/i18n/islands/practice.en.ts';
import { practiceJa } from '../../../src/i18n/islands/practice.ja.ts';
import { practiceKo } from '../../../src/i18n/islands/practice.ko.ts';
import { practiceZh } from '../../../src/i18n/islands/practice.zh-TW.ts';
import type { VariantId } from '../../../src/engine/options.ts';
import { coachGame, factsAt, lineOf } from './coach-words.ts';

/** Each language's coach and the practice words it names things with. */
const LANGS = [
  ['en', coachEn, practiceEn],
  ['ja', coachJa, practiceJa],
  ['ko', coachKo, practiceKo],
  ['zh-TW', coachZhTW, practiceZh],
] as const satisfies readonly (readonly [string, CoachWords, unknown])[];

/** The games whose hand has an auction step. */
const AUCTIONS = DESCRIPTORS.filter((d) => Object.values(d.steps).includes('auction')).map((d) => d.id as VariantId);

/** The learner's (seat 0's) first decision with a bid on the table, and that bid. */
function firstBidToBeat(variant: VariantId) {
  const { game, start } = coachGame(variant, `coach-bid-${variant}`);
  const human = 0;
  let s = start;
  for (let i = 0; i < 40; i++) {
    const seat = game.toAct(s)[0]!;
    const legal = game.legalActions(s, seat);
    const bids = legal.filter((a) => a.type === 'bid');
    if (seat === human && bids.length > 0) {
      const bid = [...s.log].reverse().find((a) => a.type === 'bid' && a.seat !== human);
      if (bid) return { view: game.view(s, human), legal, log: s.log, bid };
    }
    // the lowest bid on offer (or the first action) keeps the auction going
    s = game.apply(s, bids[0] ?? legal[0]).value;
  }
  throw new Error(`${variant}: no bid to beat reached the learner`);
}

describe('the coach names the bid to beat by its words, not its button', () => {
  test('every game with an auction is covered', () => {
    expect(AUCTIONS).toEqual(expect.arrayContaining(['japanese', 'nap', 'tw-hk', 'mighty']));
  });
  test.each(AUCTIONS.flatMap((g) => LANGS.map(([lang, coach, words]) => [g, lang, coach, words] as const)))(
    '%s in %s',
    (variant, _lang, coach, words) => {
      const at = firstBidToBeat(variant);
      const { bid } = at;
      const facts = factsAt(variant, at);
      const high = facts.find((f) => f.kind === 'highBid');
      expect(high, JSON.stringify(facts)).toBeDefined();
      const line = lineOf(coach, words, high!);
      const w = words as typeof practiceEn;
      // the bid in its words, and the seat that made it
      expect(line).toContain(w.bidWords(bid as never));
      expect(line).toContain(w.seatName(bid.seat!, 0));
      // never the button's label, with its verb
      expect(line).not.toContain(w.actionLabel(bid as never));
      expect(line).not.toMatch(/\bBid \d|を宣言|공약하기|叫牌：/);
    },
  );
  test.each([
    ['japanese', 'en', /^The bid to beat is Computer \d's: \d+ [♠♥♦♣] \w+( trumps)?(, adjutant [^.]+)?\.$/],
    ['nap', 'en', /^The bid to beat is Computer \d's: (\d+|Nap \(5\)|Misère)\.$/],
    ['japanese', 'ja', /^上回るべき宣言は.+の[♠♥♦♣]\S+で\d+枚(（副官は.+）)?です。$/],
    ['nap', 'ja', /^上回るべき宣言は.+の(\d+トリック|ナップ（5トリック）|ミゼール)です。$/],
  ] as const)('%s in %s reads as one sentence with one verb', (variant, lang, shape) => {
    const [, coach, words] = LANGS.find(([l]) => l === lang)!;
    const facts = factsAt(variant, firstBidToBeat(variant));
    const line = lineOf(
      coach,
      words,
      facts.find((f) => f.kind === 'highBid')!,
    );
    expect(line).toMatch(shape);
  });
});
