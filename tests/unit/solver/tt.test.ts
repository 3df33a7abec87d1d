/** The solver's transposition table: exact keys, values kept through growth. */
import { describe, expect, it } from 'vitest';
import { TransTable } from '../../../src/engine/solver/tt.ts';

describe('TransTable', () => {
  it('keeps every value through many doublings and tells keys apart by every word', () => {
    const t = new TransTable(3, 2);
    const k = new Int32Array(3);
    for (let i = 0; i < 5000; i++) {
      k[0] = i % 3;
      k[1] = i;
      k[2] = -i;
      t.set(k, i + 1);
    }
    expect(t.size).toBe(5000);
    for (let i = 0; i < 5000; i++) {
      k[0] = i % 3;
      k[1] = i;
      k[2] = -i;
      expect(t.get(k)).toBe(i + 1);
      k[2] = i + 1; // differs in one word only: absent
      expect(t.get(k)).toBe(0);
    }
  });

  it('overwrites the value of a key already stored', () => {
    const t = new TransTable(2);
    const k = Int32Array.of(4, 5);
    t.set(k, 9);
    t.set(k, 11);
    expect([t.get(k), t.size]).toEqual([11, 1]);
  });
});

describe('TransTable within a memory bound', () => {
  it('empties itself instead of growing past the bound, and still finds what was stored since', () => {
    // 3 words + the value: 16 bytes a slot; 1 KB holds 64 slots, so at most 32 entries.
    const t = new TransTable(3, 2, 1024);
    const k = new Int32Array(3);
    for (let i = 0; i < 1000; i++) {
      k[0] = i;
      k[1] = 7;
      k[2] = -i;
      t.set(k, i + 1);
      expect(t.size).toBeLessThanOrEqual(32);
      expect(t.get(k)).toBe(i + 1);
    }
    k[0] = 0;
    k[2] = 0;
    expect(t.get(k)).toBe(0); // long forgotten
  });
});
