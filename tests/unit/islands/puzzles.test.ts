import { describe, expect, test } from 'vitest';
import { ALL_ENGINES, engineFor } from '../../../src/islands-logic/engines/all.ts';
import type { ClimbEngine, TrickEngine } from '../../../src/islands-logic/engines/types.ts';
import { allPuzzles, puzzlesFor } from '../../../src/content-data/puzzles.ts';
import type { DaifugoPuzzle, TrickPuzzle } from '../../../src/content-data/puzzle-types.ts';
import { EMPTY_PROGRESS, markSolved, parseProgress, puzzleFromLocation } from '../../../src/islands-logic/puzzles.ts';
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

  test('a trick puzzle: the stated answer is right, every other card is wrong with the reason', () => {
    const p = puzzlesFor('japanese')[0] as TrickPuzzle;
    const e = ALL_ENGINES.japanese as TrickEngine;
    const right = checkTrickAnswer(p, e, p.answer);
    expect(right.correct).toBe(true);
    const wrongIndex = p.answer === 0 ? 1 : 0;
    const wrong = checkTrickAnswer(p, e, wrongIndex);
    expect(wrong.correct).toBe(false);
    expect(wrong.explanation).toContain(e.winner({ preset: p.preset }, p).reason);
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
    expect(v.rulesLine).toContain(Object.keys(p.rules!)[0]!);
  });
});

describe('progress in localStorage', () => {
  test('nothing stored: empty progress, no notice', () => {
    expect(parseProgress(null)).toEqual({ value: EMPTY_PROGRESS });
  });
  test('bad JSON and old versions are ignored with a notice', () => {
    expect(parseProgress('{oops').notice).toMatch(/not valid JSON/);
    expect(parseProgress('{"v":0,"solved":[]}').notice).toMatch(/another version/);
    expect(parseProgress('{"v":1,"solved":[3],"bestStreak":1}').notice).toMatch(/another version/);
  });
  test('a good record round-trips and solving is recorded once', () => {
    const p = markSolved(markSolved(EMPTY_PROGRESS, 'a', 1), 'a', 3);
    expect(p).toEqual({ v: 1, solved: ['a'], bestStreak: 3 });
    expect(parseProgress(JSON.stringify(p)).value).toEqual(p);
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
