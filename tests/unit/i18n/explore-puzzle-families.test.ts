/**
 * The exploring islands' (score, compare, views), the puzzle's (puzzle, puzzle-views) and the
 * trainer's families as catalogues, one test per language: a language's file is a binding or a
 * book of lookups, never logic (issue #29), and what its messages must tell apart stays apart.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, ISLAND_LANGS } from '../../../src/i18n/islands/all.ts';
import type { LinkProblem } from '../../../src/islands-logic/compare-url.ts';
import { logicOf } from './logic-of.ts';

/** A language's files of these families in src/i18n/islands/ (`<family>.<lang>.ts`). */
const FAMILY_FILES = [
  'explore',
  'explore-score',
  'explore-compare',
  'explore-compare-more',
  'explore-views',
  'options',
  'puzzle',
  'puzzle-views',
  'trainer',
];
const langFiles = (lang: string): string[] =>
  FAMILY_FILES.map((f) => `src/i18n/islands/${f}.${lang}.ts`).filter((p) => {
    try {
      readFileSync(p);
      return true;
    } catch {
      return false;
    }
  });

describe.each(ISLAND_LANGS)('the explore, puzzle and trainer families in %s', (lang) => {
  it('have no logic in the language’s files (at most 5 branches, none on a game’s id)', () => {
    const files = langFiles(lang);
    expect(files.length).toBeGreaterThan(2);
    for (const f of files) {
      const { branches, idBranches } = logicOf(readFileSync(f, 'utf8'));
      expect(branches, f).toBeLessThanOrEqual(5);
      expect(idBranches, f).toEqual([]);
    }
  });

  it('say each kind of link problem in its own sentence', () => {
    const w = CATALOGUES.compare[lang];
    if (!w) return;
    const problems: LinkProblem[] = [
      { part: 'v', kind: 'duplicate', count: 2 },
      { part: 'more', count: 3 },
      { part: 'r', kind: 'too-many' },
      { part: 'r', kind: 'none' },
      { part: 'r' },
      { part: 't' },
      { part: 'zz' },
    ];
    const said = problems.map((p, i) => w.linkProblem(p, `engine sentence ${i}`));
    expect(new Set(said).size).toBe(problems.length);
    for (const s of said) expect(s.trim()).not.toBe('');
  });

  it('name the puzzle’s verdicts with the card and tell a right from a wrong answer', () => {
    const w = CATALOGUES.puzzle[lang]!;
    expect(w.lang).toBe(lang);
    expect(w.verdict.notThat('H3')).toContain('♥3');
    expect(w.verdict.trickSolution('SA', 'R.')).toContain('♠A');
    expect(w.verdict.notThat('H3')).not.toBe(w.verdict.tryAgain);
    expect(w.storedNotice('n', true)).not.toBe('');
  });
});
