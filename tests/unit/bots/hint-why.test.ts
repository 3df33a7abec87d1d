/**
 * Every decision a computer player explains carries its reason as data (`why`), so the hint reads
 * in the page's language: the Japanese table makes its sentence from `why` alone, and a decision
 * without one would fall back to the reasonless "コンピューターならこうします".
 */
import { describe, expect, it } from 'vitest';
import { playHand, type CustomPolicy } from '../../../src/bots/arena.ts';
import { decide } from '../../../src/bots/index.ts';
import type { BotResponse } from '../../../src/bots/types.ts';
import type { VariantId } from '../../../src/engine/options.ts';
import { CATALOGUES } from '../../../src/i18n/islands/all.ts';
import { coachJa } from '../../../src/i18n/islands/coach.ja.ts';
import { coachKo } from '../../../src/i18n/islands/coach.ko.ts';
import { coachZhTW } from '../../../src/i18n/islands/coach.zh-TW.ts';
import { latinWords } from '../i18n/words.ts';

/** The hint's words are the coach's (coach.json). */
const COACH = { ko: coachKo, 'zh-TW': coachZhTW } as const;

const GAMES: { variant: VariantId; players: number; presets: (string | undefined)[] }[] = [
  { variant: 'japanese', players: 5, presets: [undefined] },
  { variant: 'nap', players: 5, presets: [undefined] },
  { variant: 'tw-hk', players: 5, presets: [undefined] },
  { variant: 'mighty', players: 5, presets: [undefined] },
  { variant: 'daifugo', players: 5, presets: [undefined] },
];

describe('the reason of every hint is data, and reads in Japanese', () => {
  for (const g of GAMES) {
    it(`${g.variant}: three hands of easy players, every decision`, () => {
      const seen: BotResponse[] = [];
      const recorder: CustomPolicy = {
        name: 'recorder',
        decide: (req) => {
          const r = decide({ ...req, level: 'easy' });
          seen.push(r);
          return r;
        },
      };
      for (const seed of ['why-1', 'why-2', 'why-3']) {
        playHand(g.variant, { variant: g.variant }, g.players, seed, () => recorder);
      }
      expect(seen.length).toBeGreaterThan(20);
      const kinds = new Set<string>();
      for (const r of seen) {
        expect(r.why, `no reason as data for: ${r.hint}`).toBeDefined();
        kinds.add(r.why!.kind);
        const line = coachJa.hintLine('x', r.why);
        expect(line).not.toMatch(/コンピューターならこうします/);
        expect(latinWords(line.replace(/^ヒント：x/, ''))).toEqual([]);
        // The Korean and Chinese tables, for the games they cover: their own words, with the reason.
        for (const lang of ['ko', 'zh-TW'] as const) {
          const words = CATALOGUES.practice[lang];
          if (!words?.variants?.includes(g.variant)) continue;
          const theirs = COACH[lang].hintLine('x', r.why);
          expect(theirs).not.toBe(COACH[lang].hintLine('x', undefined));
          expect(latinWords(theirs.replace(/x/, ''))).toEqual([]);
        }
      }
      // Not only card play: the bids (or Daifugō's choices) are explained too.
      expect(
        [...kinds].some((k) => !['wins', 'low', 'average'].includes(k)),
        [...kinds].join(', '),
      ).toBe(true);
    });
  }
});
