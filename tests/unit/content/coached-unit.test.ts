/**
 * A coached hand speaks of the contract in the game's own unit: a game whose bid counts heads,
 * points or honours never asks whether a side took "the tricks it bid" (the tw-hk hand did, while
 * its contract counts heads).
 */
import { describe, expect, test } from 'vitest';
import { DESCRIPTORS } from '../../../src/engine/descriptors.ts';
import type { VariantId } from '../../../src/engine/options.ts';
import { coachedHandFor } from '../../../src/content-data/lessons.ts';

const NOT_BY_TRICKS = DESCRIPTORS.filter((d) => d.kind === 'trick' && d.review.contract !== 'tricks');

describe.each(NOT_BY_TRICKS.map((d) => d.id as VariantId))('%s: the coached hand', (variant) => {
  test('never counts the contract in tricks', () => {
    const hand = coachedHandFor(variant);
    expect(hand, 'a coached hand').toBeDefined();
    const wrong = Object.entries(hand!.phases).filter(([, line]) => /tricks? (it|they|you|he|she) bid/i.test(line));
    expect(wrong).toEqual([]);
  });
});
