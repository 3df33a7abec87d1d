/**
 * The puzzle trainer in Japanese: its catalogue's strings and sentences, its Japanese data file
 * (the same puzzles, in the same order, with the same seeded ratings as the English one, and
 * every title, theme, game name, seat name and reason in Japanese), and the island rendered on
 * the server — no Latin-letter word a Japanese reader would meet (card codes excepted).
 */
import { describe, expect, test } from 'vitest';
import { render } from 'preact-render-to-string';
import { trainerJa } from '../../../src/i18n/islands/trainer.ja.ts';
import { trainerData } from '../../../src/content-data/trainer-data.ts';
import PuzzleTrainerJa from '../../../src/components/trainer/PuzzleTrainer.ja.tsx';

const ALLOWED = new Set(['JK', 'BJ', 'LJ', 'Tab', 'Enter']);
const latinWords = (text: string): string[] =>
  [...text.matchAll(/[A-Za-z][A-Za-z'’-]*/g)].map((m) => m[0]).filter((w) => !ALLOWED.has(w) && !/^[AKQJ]$/.test(w));

describe('the trainer catalogue in Japanese', () => {
  test('every string and sentence of it is Japanese', () => {
    const texts: string[] = [];
    for (const [k, x] of Object.entries(trainerJa)) {
      if (k === 'dataUrl') continue;
      if (typeof x === 'string') texts.push(x);
      else if (typeof x === 'function') texts.push(String((x as (...a: unknown[]) => unknown)(3, 7, 9)));
      else if (x && typeof x === 'object') texts.push(...Object.values(x as Record<string, string>));
    }
    texts.push(trainerJa.said(true, 1500, 1540), trainerJa.said(false, 1500, 1460));
    texts.push(trainerJa.atLevelLine('ナポレオン', '切り札', 1500), trainerJa.dailyLine('2026-11-24'));
    expect(texts.filter((t) => latinWords(t).length > 0)).toEqual([]);
    expect(trainerJa.dataUrl).toBe('/trainer-puzzles-ja.json');
  });
});

describe('the trainer’s Japanese data file', () => {
  const en = trainerData('en');
  const ja = trainerData('ja');

  test('the same puzzles in the same order with the same ratings as the English file', () => {
    expect(ja.views.map((v) => v.id)).toEqual(en.views.map((v) => v.id));
    expect(ja.ratings).toEqual(en.ratings);
    expect(ja.endgames.puzzles.map((p) => p.id)).toEqual(en.endgames.puzzles.map((p) => p.id));
    expect(ja.endgames.ratings).toEqual(en.endgames.ratings);
    expect(ja.deductions.puzzles.map((p) => p.id)).toEqual(en.deductions.puzzles.map((p) => p.id));
    expect(ja.deductions.views.map((v) => v.possible)).toEqual(en.deductions.views.map((v) => v.possible));
  });

  test('every word a person reads from it is Japanese', () => {
    const texts = [
      ...ja.views.flatMap((v) => [v.title, v.theme, v.variantTitle, v.question, v.rulesLine, v.note ?? '', ...v.facts]),
      ...ja.endgames.puzzles.flatMap((p) => [p.title, p.note]),
      ...ja.endgames.themes,
      ...ja.deductions.puzzles.flatMap((p) => [p.title, p.note]),
      ...ja.deductions.views.flatMap((v) => v.reasons.map((r) => r.text)),
      ...ja.deductions.themes,
      ...Object.values(ja.games),
      ...Object.values(ja.partners),
    ];
    expect(texts.length).toBeGreaterThan(500);
    expect(texts.filter((t) => latinWords(t).length > 0).slice(0, 10)).toEqual([]);
  });
});

describe('the trainer rendered in Japanese', () => {
  test('before its data arrives, it reads in Japanese', () => {
    const html = render(<PuzzleTrainerJa />);
    expect(html).toContain(trainerJa.loadingPuzzles);
    expect(html).toContain(`aria-label="${trainerJa.trainerLabel}"`);
    const text = html.replace(/<[^>]+>/g, ' ');
    expect(latinWords(text)).toEqual([]);
  });
});

describe('the built-pages check, for the trainer catalogue', () => {
  test('it names a Japanese trainer string on the English trainer, an English one on the Japanese, and a missing one', async () => {
    const { languageProblems, TRAINER_MARKERS } = await import('../../../tests/budget/languages.mjs');
    const ja = `<p>${TRAINER_MARKERS.ja[0]}</p>`;
    const en = `<p>${TRAINER_MARKERS.en[0]}</p>`;
    expect(languageProblems('/puzzles/', `<main lang="en">${en}</main>`, [])).toEqual([]);
    expect(languageProblems('/puzzles/', `<main lang="en">${en}${ja}</main>`, [])).toHaveLength(1);
    expect(languageProblems('/puzzles/', '<main lang="en"></main>', [])).toHaveLength(1);
    expect(languageProblems('/ja/puzzles/', `<main lang="ja">${ja}</main>`, [])).toEqual([]);
    expect(languageProblems('/ja/puzzles/', `<main lang="ja">${ja}${en}</main>`, [])).toHaveLength(1);
    expect(languageProblems('/ja/puzzles/', '<main lang="ja"></main>', [])).toHaveLength(1);
  });
});
