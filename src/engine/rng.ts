/**
 * Seeded pseudo-random numbers. Every deal and every random choice in the engine, the
 * machines and the bots comes from here: never `Math.random()`.
 *
 * The generator is sfc32 seeded from a string or number through a hash, and its whole
 * state is four 32-bit numbers, so it serialises to JSON with the game.
 */

export type RngState = [number, number, number, number];

/** Hash a seed (string or number) into a 128-bit sfc32 state. */
export function seedState(seed: string | number): RngState {
  const s = String(seed);
  // cyrb128
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < s.length; i++) {
    const k = s.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A mutable generator. Use {@link Rng.state} to save it and `new Rng(state)` to resume. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: string | number | RngState) {
    const st = Array.isArray(seed) ? seed : seedState(seed);
    [this.a, this.b, this.c, this.d] = st;
  }

  get state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }

  /** A 32-bit unsigned integer. */
  nextU32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextU32() / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(items.length)]!;
  }

  /** Fisher–Yates shuffle into a new array. */
  shuffle<T>(items: readonly T[]): T[] {
    const a = [...items];
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = a[i]!;
      a[i] = a[j]!;
      a[j] = t;
    }
    return a;
  }
}

/** Derive a child seed string, e.g. for hand n of a game: `deriveSeed("abc", 3)`. */
export function deriveSeed(seed: string | number, ...parts: (string | number)[]): string {
  return [String(seed), ...parts.map(String)].join('/');
}
