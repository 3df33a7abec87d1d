import { describe, expect, test } from 'vitest';
import {
  dailyPuzzleId,
  EMPTY_TRAINER,
  filterPuzzles,
  glicko2,
  NEW_LEARNER,
  nextAtLevel,
  nextInStreak,
  parseTrainer,
  noteMiss,
  MAX_MISSED,
  recordResult,
  seedRating,
  themesOf,
  utcDay,
  type TrainerPuzzle,
} from '../../../src/islands-logic/trainer.ts';

describe('Glicko-2', () => {
  test("Glickman's worked example: 1500/200/0.06 against 1400/30, 1550/100, 1700/300 scoring 1, 0, 0", () => {
    const after = glicko2({ r: 1500, rd: 200, vol: 0.06 }, [
      { opponent: { r: 1400, rd: 30, vol: 0.06 }, score: 1 },
      { opponent: { r: 1550, rd: 100, vol: 0.06 }, score: 0 },
      { opponent: { r: 1700, rd: 300, vol: 0.06 }, score: 0 },
    ]);
    expect(after.r).toBeCloseTo(1464.06, 1);
    expect(after.rd).toBeCloseTo(151.52, 1);
    expect(after.vol).toBeCloseTo(0.05999, 4);
  });

  test('no games: only the deviation grows', () => {
    const after = glicko2({ r: 1500, rd: 200, vol: 0.06 }, []);
    expect(after.r).toBe(1500);
    expect(after.rd).toBeGreaterThan(200);
  });

  test('a win raises the rating, a loss lowers it', () => {
    const p = seedRating({ difficulty: 1 });
    expect(glicko2(NEW_LEARNER, [{ opponent: p, score: 1 }]).r).toBeGreaterThan(1500);
    expect(glicko2(NEW_LEARNER, [{ opponent: p, score: 0 }]).r).toBeLessThan(1500);
  });
});

describe('seeded puzzle ratings', () => {
  test('endgames: fewer winning cards among the legal ones, more only moves and a deeper search start higher', () => {
    const base = { difficulty: 2, tricksLeft: 3, alternatives: 3, winning: 1, onlyMoves: 1, nodes: 100 };
    const r = (x: Partial<typeof base>) => seedRating({ ...base, ...x }).r;
    expect(r({})).toBe(1500 + 40 + 25 + Math.round((100 * 2) / 3));
    expect(r({ winning: 2 })).toBeLessThan(r({}));
    expect(r({ winning: 3 })).toBe(1500 + 40 + 25);
    expect(r({ onlyMoves: 3 })).toBe(r({}) + 80);
    expect(r({ nodes: 10_000 })).toBe(r({}) + 60);
    expect(r({ nodes: 10 })).toBe(r({}));
  });

  test('deductions: more seats ruled out by plays, counting, and more tricks to read start higher', () => {
    const base = { difficulty: 1, tricksSeen: 2, ruledOut: 1, counting: false };
    const r = (x: Partial<typeof base>) => seedRating({ ...base, ...x }).r;
    expect(r({})).toBe(1300);
    expect(r({ ruledOut: 2 })).toBe(1360);
    expect(r({ counting: true })).toBe(1400);
    expect(r({ tricksSeen: 6 })).toBe(1360);
    expect(seedRating({ difficulty: 3, tricksSeen: 200, ruledOut: 4, counting: true }).r).toBe(2400);
  });

  test('harder puzzles start higher; endgames with more tricks left and more choices start higher', () => {
    expect(seedRating({ difficulty: 1 }).r).toBe(1300);
    expect(seedRating({ difficulty: 2 }).r).toBe(1500);
    expect(seedRating({ difficulty: 3 }).r).toBe(1700);
    const short = seedRating({ difficulty: 2, tricksLeft: 2, alternatives: 2 }).r;
    expect(seedRating({ difficulty: 2, tricksLeft: 4, alternatives: 2 }).r).toBeGreaterThan(short);
    expect(seedRating({ difficulty: 2, tricksLeft: 2, alternatives: 5 }).r).toBeGreaterThan(short);
    expect(seedRating({ difficulty: 3, tricksLeft: 60, alternatives: 60 }).r).toBe(2400);
  });
});

const P = (id: string, r: number, theme = 'Trumps'): TrainerPuzzle => ({
  id,
  theme,
  game: 'Mighty',
  rating: { r, rd: 200, vol: 0.06 },
});

describe('choosing puzzles', () => {
  const list = [P('a', 1300), P('b', 1500), P('c', 1700, 'Jokers'), P('d', 1450)];
  test('next at my level: the closest rating among the puzzles not done', () => {
    expect(nextAtLevel(list, 1500, new Set())?.id).toBe('b');
    expect(nextAtLevel(list, 1500, new Set(['b']))?.id).toBe('d');
    expect(nextAtLevel(list, 1690, new Set())?.id).toBe('c');
    // Every puzzle done: the closest again, but not the one just played.
    expect(nextAtLevel(list, 1500, new Set(['a', 'b', 'c', 'd']), 'b')?.id).toBe('d');
    expect(nextAtLevel([], 1500, new Set())).toBeNull();
  });

  test('streak mode: easiest first, never twice in a run', () => {
    expect(nextInStreak(list, new Set())?.id).toBe('a');
    expect(nextInStreak(list, new Set(['a']))?.id).toBe('d');
    expect(nextInStreak(list, new Set(['a', 'b', 'c', 'd']))).toBeNull();
  });

  test('the daily puzzle depends on the UTC date only', () => {
    const ids = list.map((p) => p.id);
    const day = utcDay(new Date('2026-11-24T23:59:00Z'));
    expect(day).toBe('2026-11-24');
    expect(dailyPuzzleId(ids, day)).toBe(dailyPuzzleId([...ids].reverse(), day));
    const many = Array.from({ length: 50 }, (_, i) => `p${i}`);
    const days = new Set(
      Array.from({ length: 30 }, (_, i) => dailyPuzzleId(many, `2026-01-${String(i + 1).padStart(2, '0')}`)),
    );
    expect(days.size).toBeGreaterThan(10);
    expect(dailyPuzzleId([], day)).toBeNull();
  });

  test('every kind is served: a kind filter keeps its kind, and level, streak and daily draw from all of them', () => {
    const mixed: TrainerPuzzle[] = [
      { ...P('t1', 1300), kind: 'trick' },
      P('t2', 1500, 'Jokers'),
      { ...P('e1', 1620, 'Throw-ins'), kind: 'endgame' },
      { ...P('e2', 1900, 'Drawing trumps'), kind: 'endgame' },
      { ...P('d1', 1200, 'Reading voids'), kind: 'deduction' },
    ];
    const none = { theme: '', game: '', kind: '' as const };
    expect(filterPuzzles(mixed, none)).toHaveLength(5);
    expect(filterPuzzles(mixed, { ...none, kind: 'trick' }).map((p) => p.id)).toEqual(['t1', 't2']);
    expect(filterPuzzles(mixed, { ...none, kind: 'endgame' }).map((p) => p.id)).toEqual(['e1', 'e2']);
    expect(filterPuzzles(mixed, { ...none, kind: 'deduction', theme: 'Reading voids' }).map((p) => p.id)).toEqual([
      'd1',
    ]);
    expect(filterPuzzles(mixed, { ...none, kind: 'deduction', theme: 'Jokers' })).toEqual([]);
    expect(themesOf(filterPuzzles(mixed, { ...none, kind: 'endgame' }))).toEqual(['Drawing trumps', 'Throw-ins']);
    // At my level an endgame or a deduction is chosen when it is the closest.
    expect(nextAtLevel(mixed, 1640, new Set())?.id).toBe('e1');
    expect(nextAtLevel(mixed, 1150, new Set())?.id).toBe('d1');
    // Streak mode climbs through every kind.
    const run = new Set<string>();
    const order: string[] = [];
    for (let p = nextInStreak(mixed, run); p; p = nextInStreak(mixed, run)) {
      order.push(p.id);
      run.add(p.id);
    }
    expect(order).toEqual(['d1', 't1', 't2', 'e1', 'e2']);
    // The daily puzzle can be any of them: over many days every kind comes up.
    const days = Array.from({ length: 60 }, (_, i) =>
      dailyPuzzleId(
        mixed.map((p) => p.id),
        `2027-0${1 + (i % 9)}-${10 + (i % 19)}`,
      ),
    );
    for (const k of ['t', 'e', 'd'])
      expect(
        days.some((id) => id!.startsWith(k)),
        k,
      ).toBe(true);
  });

  test('themes in words, each once', () => {
    expect(themesOf(list)).toEqual(['Jokers', 'Trumps']);
  });
});

describe('stored trainer state', () => {
  test('a result moves both ratings and is read back', () => {
    const s = recordResult(EMPTY_TRAINER, 'a', seedRating({ difficulty: 1 }), 1);
    expect(s.learner.r).toBeGreaterThan(1500);
    expect(s.puzzles['a']!.r).toBeLessThan(1300);
    expect(s.done).toEqual(['a']);
    const back = parseTrainer(JSON.stringify(s));
    expect(back.notice).toBeUndefined();
    expect(back.value).toEqual(s);
  });

  test('the miss list: a missed puzzle goes to the front once, solving it removes it, read back', () => {
    let missed = noteMiss(undefined, 'a', 0);
    missed = noteMiss(missed, 'b', 0);
    missed = noteMiss(missed, 'c', 1); // solved at the first try: never listed
    expect(missed).toEqual(['b', 'a']);
    missed = noteMiss(missed, 'a', 0); // missed again: to the front, still once
    expect(missed).toEqual(['a', 'b']);
    missed = noteMiss(missed, 'b', 1); // redone and solved: off the list
    expect(missed).toEqual(['a']);
    const many = Array.from({ length: MAX_MISSED + 5 }, (_, i) => `p${i}`).reduce<string[]>(
      (m, id) => noteMiss(m, id, 0),
      [],
    );
    expect(many).toHaveLength(MAX_MISSED);
    expect(many[0]).toBe(`p${MAX_MISSED + 4}`);
    const s = { ...EMPTY_TRAINER, missed };
    expect(parseTrainer(JSON.stringify(s))).toEqual({ value: s });
    // a state stored before the list existed still reads, with nothing to redo
    const { missed: _, ...old } = s;
    expect(parseTrainer(JSON.stringify(old))).toEqual({ value: old });
  });

  test('nothing stored: a new learner, no notice', () => {
    expect(parseTrainer(null)).toEqual({ value: EMPTY_TRAINER });
  });

  test('a damaged value is reset with a notice', () => {
    for (const raw of [
      '{not json',
      '{"v":2}',
      JSON.stringify({ ...EMPTY_TRAINER, learner: { r: 'x', rd: 1, vol: 0.06 } }),
      JSON.stringify({ ...EMPTY_TRAINER, played: -1 }),
      JSON.stringify({ ...EMPTY_TRAINER, done: [1] }),
    ]) {
      const got = parseTrainer(raw);
      expect(got.value, raw).toEqual(EMPTY_TRAINER);
      expect(got.notice, raw).toMatch(/puzzle rating/);
    }
  });
});
