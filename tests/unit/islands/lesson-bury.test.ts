import { describe, expect, test } from 'vitest';
import { toggleBury } from '../../../src/islands-logic/lesson-bury.ts';

describe('the cards-to-bury picker (C10)', () => {
  test('chooses up to the count, refuses one more, and takes a card back', () => {
    let s = toggleBury([], 'SA', 2);
    expect(s).toEqual({ chosen: ['SA'], refused: false });
    s = toggleBury(s.chosen, 'H4', 2);
    expect(s).toEqual({ chosen: ['SA', 'H4'], refused: false });
    // a third card when two are asked: refused, nothing changes ("Chosen: 3 of 2" never happens)
    expect(toggleBury(s.chosen, 'D9', 2)).toEqual({ chosen: ['SA', 'H4'], refused: true });
    // taking one back makes room again
    s = toggleBury(s.chosen, 'SA', 2);
    expect(s).toEqual({ chosen: ['H4'], refused: false });
    expect(toggleBury(s.chosen, 'D9', 2)).toEqual({ chosen: ['H4', 'D9'], refused: false });
  });
});
