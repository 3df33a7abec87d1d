/**
 * Rules in words (tests/terms/identifiers.ts) in what the islands are made from: every option of
 * every game as the practice setup shows it (topic, label, description, each value, presets), a
 * rule set as the comparison heads its columns, and the explanation of each puzzle played under
 * changed rules. Puzzles that rest on a decision of this site say so in their solution. (The built
 * pages: tests/dist/words.test.ts; the islands as drawn, every detail open: the site sweep.)
 */
import { describe, expect, test } from 'vitest';
import { ofClimb } from '../../../src/engine/descriptors.ts';
import { identifiersIn, IDENTIFIERS } from '../../terms/identifiers.ts';
import { practiceEn } from '../../../src/i18n/islands/practice.en.ts';
import { ALL_ENGINES } from '../../../src/islands-logic/engines/all.ts';
import { optionValues } from '../../../src/islands-logic/rule-words.ts';
import { puzzleView } from '../../../src/islands-logic/puzzle-views.ts';
import { daifugoSolution, trickSolution, VERDICT_EN } from '../../../src/islands-logic/puzzles.ts';
import { allPuzzles } from '../../../src/content-data/puzzles.ts';
import type { VariantId } from '../../../src/engine/options.ts';

const w = practiceEn;
const VARIANTS = Object.keys(ALL_ENGINES) as VariantId[];

/** A puzzle's solution as the island shows it: the answer, the engine's reason, the note. */
function solution(id: string): { text: string; note: string } {
  const p = allPuzzles().find((x) => x.id === id);
  if (!p) throw new Error(`no puzzle ${id}`);
  const view = puzzleView(p, ALL_ENGINES[p.variant as VariantId]);
  const answer =
    view.answer.kind === 'trick'
      ? trickSolution(ofClimb(p) ? [] : p.plays, view.answer, VERDICT_EN)
      : daifugoSolution(view.answer, VERDICT_EN);
  return { text: [view.rulesLine, answer, view.note ?? ''].join(' '), note: view.note ?? '' };
}

test('the identifier list is not empty and the matcher finds whole tokens', () => {
  expect(IDENTIFIERS).toEqual(expect.arrayContaining(['jackOrder', 'below-sei-jack', 'HQ']));
  expect(identifiersIn('Standard; killer: HQ')).toEqual(['HQ']);
  expect(identifiersIn('the sei-jack is above')).toEqual([]);
});

describe('the practice setup speaks words', () => {
  test.each(VARIANTS)('%s: every rule option, grouped by topic, each value and preset in words', (v) => {
    const engine = ALL_ENGINES[v];
    const groups = w.optionGroups(v, engine, ['players']);
    expect(groups.length).toBeGreaterThanOrEqual(2);
    const texts = [
      ...engine.presets.map((p) => w.presetLabel(v, p.id, p.label)),
      ...groups.flatMap((g) => [
        g.label,
        ...g.options.flatMap(({ key, decl }) => [
          w.optionLabel(v, key, decl),
          w.optionDescription(v, key, decl),
          ...optionValues(decl).map((x) => w.optionValue(v, key, decl, x)),
        ]),
      ]),
    ];
    expect(groups.every((g) => g.label.trim().length > 0)).toBe(true);
    expect(identifiersIn(texts.join('\n'))).toEqual([]);
  });
});

test('a rule set in words: the comparison’s column heading names options and values in words', () => {
  const line = w.rulesInWords('japanese', ALL_ENGINES.japanese, {
    preset: 'standard',
    rules: { killer: 'HQ', sameTwo: 'below-sei-jack' },
  });
  expect(line).toMatch(/^Standard; /);
  expect(identifiersIn(line)).toEqual([]);
});

describe('puzzle explanations speak words', () => {
  // puzzles played under changed rules, whose explanations and rule lines name options
  test.each([
    'jp-same-two',
    'jp-yoromeki',
    'jp-ura-first',
    'jp-joker-lowest',
    'mt-spades-trump-club-ace',
    'hk-summon-any-play',
    'nap-full-deck',
  ])('%s', (id) => {
    expect(identifiersIn(solution(id).text)).toEqual([]);
  });
});

test.each([
  'hk-led-joker-late-wins',
  'jp-same-two-over-ura',
  'jp-club-three',
  'jp-joker-first-trick',
  'nap-two-players',
  'df-eleven-back-cancel',
  'mt-ripper-no-call',
])('%s rests on a decision of this site: its solution says that sources are silent or differ', (id) => {
  const { text, note } = solution(id);
  const decision = note.split(/(?<=\.) /).find((s) => /this site/.test(s));
  expect(decision).toMatch(/sources are silent|sources differ|not consistent|cannot both be true/i);
  expect(text).toContain(decision);
});
