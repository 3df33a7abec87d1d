/**
 * Notices about a link, in each edition's words: a key given twice, an unknown puzzle. The
 * sentence is the edition's; only the link's own text (the key, the id) is quoted as it was.
 */
import { describe, expect, test } from 'vitest';
import { compareWordsJa } from '../../../src/i18n/islands/explore-compare.ja.ts';
import { compareWordsKo } from '../../../src/i18n/islands/explore-compare.ko.ts';
import { compareWordsZh } from '../../../src/i18n/islands/explore-compare.zh-TW.ts';
import { practiceJa } from '../../../src/i18n/islands/practice.ja.ts';
import { practiceKo } from '../../../src/i18n/islands/practice.ko.ts';
import { practiceZh } from '../../../src/i18n/islands/practice.zh-TW.ts';
import { puzzleJa } from '../../../src/i18n/islands/puzzle.ja.ts';
import { puzzleKo } from '../../../src/i18n/islands/puzzle.ko.ts';
import { puzzleZh } from '../../../src/i18n/islands/puzzle.zh-TW.ts';
import { duplicateNotice } from '../../../src/islands-logic/rules-url.ts';
import { puzzleFromLocation } from '../../../src/islands-logic/puzzles.ts';

const EDITIONS = [
  { lang: 'ja', practice: practiceJa, compare: compareWordsJa, puzzle: puzzleJa },
  { lang: 'ko', practice: practiceKo, compare: compareWordsKo, puzzle: puzzleKo },
  { lang: 'zh-TW', practice: practiceZh, compare: compareWordsZh, puzzle: puzzleZh },
];
/** Latin words but the quoted key or id. */
const latinBut = (text: string, quoted: string) => text.replace(quoted, '').match(/[A-Za-z]{2,}/g) ?? [];

describe.each(EDITIONS)('$lang', ({ practice, compare, puzzle }) => {
  test('a practice link with a key given twice says so, with the count', () => {
    const text = practice.linkNotice(duplicateNotice({ key: 'seed', count: 2 }));
    expect(text).toContain('seed');
    expect(text).toContain('2');
    expect(latinBut(text, 'seed')).toEqual([]);
  });
  test('a comparison link with a key given twice says so, with the count', () => {
    const text = compare.linkProblem(
      { part: 'r', kind: 'duplicate', count: 3 },
      duplicateNotice({ key: 'r', count: 3 }),
    );
    expect(text).toMatch(/r.*3|3.*r/);
    expect(latinBut(text, 'r')).toEqual([]);
  });
  test('damaged stored puzzle progress is told in the edition’s words: what was kept, or that it starts again', () => {
    const kept = puzzle.storedNotice('Part of your saved puzzle progress could not be read…', true);
    const lost = puzzle.storedNotice('Your saved puzzle progress could not be read…', false);
    expect(kept).not.toBe(lost);
    expect(latinBut(kept, '')).toEqual([]);
    expect(latinBut(lost, '')).toEqual([]);
  });
  test('an unknown puzzle in the link is named in the edition’s words, without bidi characters', () => {
    const where = puzzleFromLocation('', '#puzzle-%E2%80%AEnope', ['a', 'b']);
    expect(where).toMatchObject({ index: 0, missing: 'nope' });
    const text = puzzle.noSuchPuzzle(where.missing!);
    expect(text).toContain('nope');
    expect(latinBut(text, 'nope')).toEqual([]);
  });
});
