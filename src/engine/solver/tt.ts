/**
 * The solver's transposition table: exact keys of a fixed number of 32-bit words, open
 * addressing with linear probing, doubled when half full. No strings and no objects per entry,
 * so a long search makes no garbage. A value is one 32-bit integer (the caller packs it); 0
 * means "absent" to the caller, so the caller stores values other than 0.
 *
 * Memory is bounded (`maxBytes`, 64 MB by default: a whole hand's search in a browser's worker
 * must not exhaust it): when doubling would pass it, the table is emptied instead. It is a cache,
 * so forgetting costs time, never correctness.
 */
export class TransTable {
  readonly words: number;
  private cap: number;
  private used = 0;
  private keys: Int32Array;
  private vals: Int32Array;

  private readonly maxCap: number;

  constructor(words: number, initialBits = 14, maxBytes = 64 * 1024 * 1024) {
    this.words = words;
    this.cap = 1 << initialBits;
    let maxCap = this.cap;
    while (maxCap * 2 * (words + 1) * 4 <= maxBytes) maxCap *= 2;
    this.maxCap = maxCap;
    this.keys = new Int32Array(this.cap * words);
    this.vals = new Int32Array(this.cap);
  }

  get size(): number {
    return this.used;
  }

  private hash(k: Int32Array, o: number): number {
    let h = 0x811c9dc5;
    for (let i = 0; i < this.words; i++) {
      h = Math.imul(h ^ k[o + i]!, 0x01000193);
      h ^= h >>> 15;
    }
    h = Math.imul(h, 0x2c1b3c6d);
    return (h ^ (h >>> 13)) >>> 0;
  }

  private slot(k: Int32Array, o: number): number {
    const W = this.words;
    const mask = this.cap - 1;
    let i = this.hash(k, o) & mask;
    const keys = this.keys;
    for (;;) {
      if (this.vals[i] === 0) return i;
      const b = i * W;
      let same = true;
      for (let j = 0; j < W; j++) {
        if (keys[b + j] !== k[o + j]) {
          same = false;
          break;
        }
      }
      if (same) return i;
      i = (i + 1) & mask;
    }
  }

  /** The value stored under the key `k[o .. o + words)`, or 0. */
  get(k: Int32Array, o = 0): number {
    return this.vals[this.slot(k, o)]!;
  }

  /** Store `v` (not 0) under the key `k[o .. o + words)`. */
  set(k: Int32Array, v: number, o = 0): void {
    let i = this.slot(k, o);
    if (this.vals[i] === 0) {
      if ((this.used + 1) * 2 > this.cap) {
        if (this.cap < this.maxCap) this.grow();
        else this.clear();
        i = this.slot(k, o);
      }
      this.used++;
      const W = this.words;
      for (let j = 0; j < W; j++) this.keys[i * W + j] = k[o + j]!;
    }
    this.vals[i] = v;
  }

  /** Forget every entry (the table is at its memory bound). */
  private clear(): void {
    this.vals.fill(0);
    this.used = 0;
  }

  private grow(): void {
    const W = this.words;
    const oldKeys = this.keys;
    const oldVals = this.vals;
    const oldCap = this.cap;
    this.cap = oldCap * 2;
    this.keys = new Int32Array(this.cap * W);
    this.vals = new Int32Array(this.cap);
    for (let i = 0; i < oldCap; i++) {
      const v = oldVals[i]!;
      if (v === 0) continue;
      const j = this.slot(oldKeys, i * W);
      for (let w = 0; w < W; w++) this.keys[j * W + w] = oldKeys[i * W + w]!;
      this.vals[j] = v;
    }
  }
}
