import { describe, expect, test } from 'vitest';
import { ALL_ENGINES, engineFor } from '../../../src/islands-logic/engines/all.ts';
import type { ClimbEngine, TrickEngine } from '../../../src/islands-logic/engines/types.ts';
import { allPuzzles, puzzlesFor } from '../../../src/content-data/puzzles.ts';
import type { DaifugoPuzzle, TrickPuzzle } from '../../../src/content-data/puzzle-types.ts';
import {
  daifugoSolution,
  EMPTY_PROGRESS,
  markSolved,
  ordinal,
  plural,
  parseProgress,
  puzzleFromLocation,
  trickSolution,
  withStreak,
  VERDICT_EN,
} from '../../../src/islands-logic/puzzles.ts';
import { cardLabel } from '../../../src/engine/cards.ts';
import {
  checkDaifugoAnswer,
  checkTrickAnswer,
  puzzleProblems,
  puzzleView,
} from '../../../src/islands-logic/puzzle-views.ts';

describe('puzzle answers are checked by the engine', () => {
  test('every puzzle file agrees with the island adapters', () => {
    expect(puzzleProblems(allPuzzles(), (v) => engineFor(v as never))).toEqual([]);
  });

  test('a trick puzzle: the right card is explained; a wrong one says "try again" without the answer', () => {
    const p = puzzlesFor('japanese')[0] as TrickPuzzle;
    const e = ALL_ENGINES.japanese as TrickEngine;
    const reason = e.winner({ preset: p.preset }, p).reason;
    const right = checkTrickAnswer(p, e, p.answer);
    expect(right.correct).toBe(true);
    expect(right.explanation).toContain(reason);
    for (let i = 0; i < p.plays.length; i++) {
      if (i === p.answer) continue;
      const wrong = checkTrickAnswer(p, e, i);
      expect(wrong.correct).toBe(false);
      expect(wrong.explanation).toMatch(/try again/);
      expect(wrong.explanation).not.toContain(cardLabel(p.plays[p.answer]!));
      expect(wrong.explanation).not.toContain(reason);
    }
    const view = puzzleView(p, e);
    expect(trickSolution(p.plays, view.answer, VERDICT_EN)).toBe(`${cardLabel(p.plays[p.answer]!)} wins. ${reason}`);
  });

  test('a Daifugō puzzle: legality and the exact set of effects are required', () => {
    const e = ALL_ENGINES.daifugo as ClimbEngine;
    const legal = (puzzlesFor('daifugo') as DaifugoPuzzle[]).find(
      (p) => p.answer.legal && p.answer.effects.length > 0,
    )!;
    const answer = legal.answer as { legal: true; effects: string[] };
    expect(checkDaifugoAnswer(legal, e, { legal: true, effects: answer.effects }).correct).toBe(true);
    expect(checkDaifugoAnswer(legal, e, { legal: true, effects: [] }).correct).toBe(false);
    expect(checkDaifugoAnswer(legal, e, { legal: false, effects: [] }).correct).toBe(false);
    const illegal = (puzzlesFor('daifugo') as DaifugoPuzzle[]).find((p) => !p.answer.legal)!;
    expect(checkDaifugoAnswer(illegal, e, { legal: false, effects: [] }).correct).toBe(true);
    const miss = checkDaifugoAnswer(illegal, e, { legal: true, effects: [] });
    expect(miss.explanation).toMatch(/try again/);
    expect(miss.explanation).not.toMatch(/illegal/);
    const solution = daifugoSolution(puzzleView(legal, e).answer, VERDICT_EN);
    expect(solution).toMatch(/is legal, and it triggers (a|an) /);
    expect(solution).not.toMatch(/eleven-back|eight-cut|nine-reverse|suit-lock/);
  });

  test('the view names the variant, the rules, trump and trick, and who played each card', () => {
    const p = puzzlesFor('japanese')[0] as TrickPuzzle;
    const v = puzzleView(p, ALL_ENGINES.japanese);
    expect(v.variantTitle).toBe('Japanese Napoleon');
    expect(v.facts.join(' ')).toMatch(/Trick \d+ of \d+/);
    expect(v.plays.map((x) => x.card)).toEqual(p.plays);
    expect(v.plays[0]!.who).toBe('led');
  });

  test('a Daifugō puzzle with a local rule on offers its effect and says the rule is in play', () => {
    const ps = puzzlesFor('daifugo') as DaifugoPuzzle[];
    const spade = puzzleView(
      ps.find((x) => x.id === 'df-spade-three-return')!,
      ALL_ENGINES.daifugo,
    );
    expect(spade.effectChoices).toContain('spade-three');
    expect(spade.effectChoices).not.toContain('sandstorm');
    expect(spade.facts.join(' ')).toContain('Local rule in play: the spade 3 return');
    const plain = puzzleView(
      ps.find((x) => !x.rules)!,
      ALL_ENGINES.daifugo,
    );
    expect(plain.effectChoices).toHaveLength(6);
  });

  test('changed options are listed in words', () => {
    const p = (puzzlesFor('japanese') as TrickPuzzle[]).find((x) => x.rules && Object.keys(x.rules).length > 0)!;
    const v = puzzleView(p, ALL_ENGINES.japanese);
    const key = Object.keys(p.rules!)[0]!;
    expect(v.rulesLine.toLowerCase()).toContain(ALL_ENGINES.japanese.options[key]!.label.toLowerCase());
    expect(v.rulesLine).not.toContain(key);
  });
});

describe('progress in localStorage', () => {
  test('nothing stored: empty progress, no notice', () => {
    expect(parseProgress(null)).toEqual({ value: EMPTY_PROGRESS });
  });
  test('bad JSON and old versions are ignored with a notice', () => {
    expect(parseProgress('{oops').notice).toMatch(/not valid JSON/);
    expect(parseProgress('{"v":0,"solved":[]}').notice).toMatch(/another version/);
  });
  test('a damaged counter is reset with a notice; the solved puzzles are kept', () => {
    const bad = parseProgress('{"v":1,"solved":["a",3],"bestStreak":1,"streak":"x"}');
    expect(bad.value).toEqual({ v: 1, solved: ['a'], bestStreak: 1, streak: 0 });
    expect(bad.notice).toMatch(/streak was reset; solved puzzles are kept/);
    expect(parseProgress('{"v":1,"solved":["a"],"bestStreak":-2,"streak":1}').value.bestStreak).toBe(0);
  });
  test('a record from before the streak was kept reads silently with streak 0', () => {
    expect(parseProgress('{"v":1,"solved":["a"],"bestStreak":2}')).toEqual({
      value: { v: 1, solved: ['a'], bestStreak: 2, streak: 0 },
    });
  });
  test('a good record round-trips, solving is recorded once, and the streak is kept', () => {
    const p = markSolved(markSolved(EMPTY_PROGRESS, 'a', 1), 'a', 3);
    expect(p).toEqual({ v: 1, solved: ['a'], bestStreak: 3, streak: 3 });
    expect(parseProgress(JSON.stringify(p)).value).toEqual(p);
    expect(withStreak(p, 0)).toEqual({ v: 1, solved: ['a'], bestStreak: 3, streak: 0 });
  });
});

describe('words', () => {
  test('ordinals and plurals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 112].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '112th',
    ]);
    expect(plural(1, 'move')).toBe('1 move');
    expect(plural(0, 'move')).toBe('0 moves');
    expect(plural(3, 'puzzle')).toBe('3 puzzles');
  });
});

describe('puzzle links', () => {
  const ids = ['x-1', 'x-2'];
  test('hash and query select a puzzle', () => {
    expect(puzzleFromLocation('', '#puzzle-x-2', ids)).toEqual({ index: 1 });
    expect(puzzleFromLocation('?p=x-2', '', ids)).toEqual({ index: 1 });
    expect(puzzleFromLocation('', '', ids)).toEqual({ index: 0 });
  });
  test('an unknown id is named', () => {
    expect(puzzleFromLocation('', '#puzzle-nope', ids).error).toMatch(/"nope"/);
  });
});
