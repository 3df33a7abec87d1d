/**
 * The course, lesson-check and position families made from their catalogues, one test per
 * language (the shapes are course.ts, lesson-check.ts, position.ts; messages.test.ts checks the
 * catalogues' keys and arguments): what a language's messages must agree on besides their keys.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DESCRIPTORS } from '../../../src/engine/descriptors.ts';
import type { PositionVariant } from '../../../src/engine/solver/variant-game.ts';
import { CATALOGUES, ISLAND_LANGS } from '../../../src/i18n/islands/all.ts';
import { viewsEn } from '../../../src/i18n/islands/position-views.en.ts';
import { deductionView, positionPuzzlesFor, positionTheme } from '../../../src/content-data/position-puzzles.ts';

const POSITION_GAMES = DESCRIPTORS.filter((d) => d.has.endgames || d.has.deductionPuzzles).map(
  (d) => d.id as PositionVariant,
);
const langsOf = (family: keyof typeof CATALOGUES) => ISLAND_LANGS.filter((l) => CATALOGUES[family][l] !== undefined);

describe.each(langsOf('course'))('the course family in %s', (lang) => {
  const w = CATALOGUES.course[lang]!;

  it('is made from its catalogues and speaks its language', () => {
    expect(existsSync(`src/i18n/messages/${lang}/course.json`)).toBe(true);
    expect(existsSync(`src/i18n/messages/${lang}/course-progress.json`)).toBe(true);
    expect(w.lang).toBe(lang);
  });

  it('says a star count only when there is one, and the learner apart from the computers', () => {
    expect(w.lessonsDone(2, 6, 0)).not.toMatch(/★|star/);
    expect(w.lessonsDone(2, 6, 3)).toMatch(/3/);
    expect(w.doneOf(2, 6, 0)).not.toMatch(/★|star/);
    expect(w.seat(0)).not.toMatch(/\d/);
    expect(w.seat(3)).toMatch(/3/);
  });

  it('its lesson checks name the learner as the course does, and the jokers in words (English: their codes)', async () => {
    const c = await w.loadCheck();
    for (const j of ['JK', 'BJ', 'LJ']) expect(c.card(j) === j, j).toBe(lang === 'en');
    expect(c.seat(0)).toBe(w.seat(0));
    expect(c.seat(2)).toBe(w.seat(2));
  });
});

describe.each(langsOf('position'))('the position family in %s', (lang) => {
  const w = CATALOGUES.position[lang]!;

  it.each(POSITION_GAMES)('reads back its own seat names (%s): the role, the short name', (v) => {
    const roles = w.roles(v);
    const names = w.seatNames(v, 5, 2, roles.partner === undefined ? undefined : 4);
    expect(w.roleOf(names[2]!)).toBe(roles.declarer);
    expect(w.short(names[2]!, false)).not.toContain(roles.declarer);
    if (roles.partner !== undefined) {
      expect(names[4]).toContain(roles.partner);
      expect(w.short(names[4]!, false)).not.toContain(roles.partner);
    }
    // The declarer played by the computer, the learner defending: named by its role alone.
    const defence = w.endgameNames({ variant: v, side: [1, 3], declarer: 0 }, 5);
    expect(defence[0]!.toLowerCase()).toBe(roles.declarer.toLowerCase());
    // The sentence is cut in two around the target, the mark gone.
    const meta = w.endgameMeta({
      variant: v,
      trump: null,
      secretary: undefined,
      left: 3,
      from: 8,
      to: 10,
      side: [names[2]!],
      available: 12,
      unit: 'cards',
      defence: false,
    });
    expect(meta.before.length).toBeGreaterThan(0);
    expect(meta.after.length).toBeGreaterThan(0);
    expect(`${meta.before}${meta.after}`).not.toContain('\u0001');
  });
});

describe('the position views', () => {
  it('say in English what who-holds says, puzzle by puzzle, and name the same themes', () => {
    let n = 0;
    for (const v of POSITION_GAMES) {
      for (const p of positionPuzzlesFor('deduction', v)) {
        expect(viewsEn.deductionView(p).reasons, p.id).toEqual(deductionView(p).reasons);
        expect(viewsEn.theme(p)).toBe(positionTheme(p));
        n += deductionView(p).reasons.length;
      }
      for (const p of positionPuzzlesFor('endgame', v)) expect(viewsEn.theme(p)).toBe(positionTheme(p));
    }
    expect(n).toBeGreaterThan(20);
  });
});
