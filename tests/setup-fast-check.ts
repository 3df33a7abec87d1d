/**
 * Run before every test file.
 * - fast-check takes its seed from the run's TEST_SEED (fixed on CI, random locally; printed at the
 *   start of the run) and its default number of runs from TEST_DEPTH: see tests/depth.ts. A failure
 *   also prints fast-check's own seed and path.
 * - The files of a worker share one process (vitest.config.ts `isolate: false`): whatever a file
 *   sets on `globalThis` (a stand-in localStorage, say) is undone after it, so the next file starts
 *   from the same globals.
 */
import fc from 'fast-check';
import { afterAll } from 'vitest';
import { cases, SEED } from './depth.ts';

fc.configureGlobal({ seed: SEED, numRuns: cases(100) });

const globals = new Map(Reflect.ownKeys(globalThis).map((k) => [k, Reflect.getOwnPropertyDescriptor(globalThis, k)!]));
afterAll(() => {
  for (const k of Reflect.ownKeys(globalThis)) if (!globals.has(k)) Reflect.deleteProperty(globalThis, k);
  for (const [k, d] of globals) {
    const now = Reflect.getOwnPropertyDescriptor(globalThis, k);
    if (now?.value !== d.value || now?.get !== d.get || now?.set !== d.set) Reflect.defineProperty(globalThis, k, d);
  }
});
