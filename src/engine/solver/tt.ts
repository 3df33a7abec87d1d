/**
 * The solver's transposition table: exact keys of a fixed number of 32-bit words, open
 * addressing with linear probing, doubled when half full. No strings and no objects per entry,
 * so a long search makes no garbage. A value is one 32-bit integer (the caller packs it); 0
 * means "absent" to the caller, so the caller stores values other than 0.
 */
export class TransTable {
  readonly words: number;
  private cap: number;
  private used = 0;
  private keys: Int32Array;
  private vals: Int32Array;

  constructor(words: number, initialBits = 14) {
    this.words = words;
    this.cap = 1 << initialBits;
    this.keys = new Int32Array(this.cap * words);
    this.vals = new Int32Array(this.cap);
  }

  get size(): number {
    return this.used;
  }

  private hash(k: Int32Array): number {
    let h = 0x811c9dc5;
    for (let i = 0; i < this.words; i++) {
      h = Math.imul(h ^ k[i]!, 0x01000193);
      h ^= h >>> 15;
    }
    h = Math.imul(h, 0x2c1b3c6d);
    return (h ^ (h >>> 13)) >>> 0;
  }

  private slot(k: Int32Array): number {
    const W = this.words;
    const mask = this.cap - 1;
    let i = this.hash(k) & mask;
    const keys = this.keys;
    for (;;) {
      if (this.vals[i] === 0) return i;
      const b = i * W;
      let same = true;
      for (let j = 0; j < W; j++) {
        if (keys[b + j] !== k[j]) {
          same = false;
          break;
        }
      }
      if (same) return i;
      i = (i + 1) & mask;
    }
  }

  /** The value stored under key `k` (its first `words` words), or 0. */
  get(k: Int32Array): number {
    return this.vals[this.slot(k)]!;
  }

  /** Store `v` (not 0) under key `k`. */
  set(k: Int32Array, v: number): void {
    let i = this.slot(k);
    if (this.vals[i] === 0) {
      if ((this.used + 1) * 2 > this.cap) {
        this.grow();
        i = this.slot(k);
      }
      this.used++;
      this.keys.set(k.subarray(0, this.words), i * this.words);
    }
    this.vals[i] = v;
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
      const k = oldKeys.subarray(i * W, i * W + W);
      const j = this.slot(k);
      this.keys.set(k, j * W);
      this.vals[j] = v;
    }
  }
}
