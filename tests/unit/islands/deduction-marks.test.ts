/**
 * A deduction puzzle checked wrong (DeductionPuzzle.tsx): what it says names the learner's wrong
 * marks and counts the places left out, never the places that can hold the card — those wait
 * for "Show the answer". Every deduction puzzle, in each language that has them.
 */
import { describe, expect, test } from 'vitest';
import { checkMarks } from '../../../src/islands-logic/deduction-marks.ts';
import {
  deductionView,
  MIN_POSITION_PUZZLES,
  POSITION_VARIANTS,
  positionPuzzlesFor,
  type DeductionPuzzle,
  type DeductionView,
} from '../../../src/content-data/position-puzzles.ts';
import { positionEn } from '../../../src/i18n/islands/position.en.ts';
import { positionJa } from '../../../src/i18n/islands/position.ja.ts';
import { positionZh } from '../../../src/i18n/islands/position.zh-TW.ts';
import { deductionViewJa } from '../../../src/i18n/islands/position-views.ja.ts';
import { deductionViewZh } from '../../../src/i18n/islands/position-views.zh-TW.ts';
import type { PositionWords } from '../../../src/i18n/islands/position.en.ts';

const WIDOW = -1;
const DEDUCTION_VARIANTS = POSITION_VARIANTS.filter((v) => MIN_POSITION_PUZZLES.deduction[v] > 0);
const LANGS: { lang: string; w: PositionWords; view: (p: DeductionPuzzle) => DeductionView; variants: string[] }[] = [
  { lang: 'en', w: positionEn, view: deductionView, variants: DEDUCTION_VARIANTS },
  { lang: 'ja', w: positionJa, view: deductionViewJa, variants: DEDUCTION_VARIANTS },
  { lang: 'zh-TW', w: positionZh, view: deductionViewZh, variants: ['tw-hk'] },
];

describe('checkMarks', () => {
  test('the wrong marks in the order offered, the missed ones counted', () => {
    expect(checkMarks([1, 2, 3, WIDOW], new Set([WIDOW, 3, 1]), new Set([1, 2]))).toEqual({
      right: false,
      wrong: [3, WIDOW],
      missed: 1,
    });
    expect(checkMarks([1, 2, 3], new Set([2, 1]), new Set([1, 2]))).toEqual({ right: true, wrong: [], missed: 0 });
  });
});

describe('a wrong check says what is wrong with the marks, not the answer', () => {
  for (const { lang, w, view, variants } of LANGS) {
    test(`${lang}: every deduction puzzle, every place marked, then only wrong ones`, () => {
      let seen = 0;
      for (const variant of variants) {
        for (const p of positionPuzzlesFor('deduction', variant as DeductionPuzzle['variant'])) {
          const v = view(p);
          const names = w.seatNames(p.variant, v.players, p.seat);
          const name = (s: number) => (s === WIDOW ? w.widowOption(p.variant) : names[s]!);
          const options = [...v.candidates, ...(v.widowSize > 0 ? [WIDOW] : [])];
          const right = new Set([...v.possible, ...(v.widow ? [WIDOW] : [])]);
          const impossible = options.filter((s) => !right.has(s));
          const answer = w.canBeWith(p.card, [
            ...v.possible.map((s) => names[s]!),
            ...(v.widow ? [w.widowWord(p.variant)] : []),
          ]);
          for (const marked of [options, impossible.slice(0, 1)]) {
            if (marked.length === 0) continue;
            const c = checkMarks(options, new Set(marked), right);
            expect(c.right, p.id).toBe(false);
            const said = `${w.notQuite}${w.wrongCheck(p.card, c.wrong.map(name), c.missed)}`;
            expect(said, p.id).not.toContain(answer.trim());
            for (const s of right) expect(said, `${p.id}: names ${name(s)}`).not.toContain(name(s));
            for (const s of c.wrong) expect(said, p.id).toContain(name(s));
            for (const r of v.reasons) expect(said, p.id).not.toContain(r.text);
            seen++;
          }
        }
      }
      expect(seen).toBeGreaterThan(2);
    });
  }
});
