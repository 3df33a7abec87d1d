/**
 * The resolved rules of every variant and preset are an object V8 keeps in its fast shape. The
 * engines read these values in their hot loops; an object filled key by key past about twenty
 * keys falls into V8's dictionary mode, and Daifugō's fast rounds ran at 0.6 of their speed for
 * days when six new options did that to its rules (found with `npm run bench -- --against`).
 */
import { setFlagsFromString } from 'node:v8';
import { describe, expect, test } from 'vitest';
import { resolveValues } from '../../src/engine/options.ts';
import { VARIANT_LIST } from '../../src/engine/variants.ts';

setFlagsFromString('--allow-natives-syntax');
// Compiled after the flag is set, so the V8 intrinsic is allowed here.
const hasFastProperties = new Function('o', 'return %HasFastProperties(o)') as (o: object) => boolean;

describe('resolved rules keep a fast shape', () => {
  test('the check itself tells the two shapes apart', () => {
    const slow: Record<string, number> = {};
    for (let i = 0; i < 40; i++) slow[`k${i}`] = i;
    delete slow['k0'];
    expect(hasFastProperties(slow)).toBe(false);
    expect(hasFastProperties({ ...slow })).toBe(true);
  });
  for (const v of VARIANT_LIST) {
    test(`${v.id}: every preset`, () => {
      for (const p of v.presets) {
        const values = resolveValues(v.id, v.options, v.presets, p.id, undefined);
        expect(Object.keys(values).length, p.id).toBe(Object.keys(v.options).length);
        expect(hasFastProperties(values), `${v.id} ${p.id}`).toBe(true);
      }
    });
  }
});
