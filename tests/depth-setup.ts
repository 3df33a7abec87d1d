/**
 * Vitest global setup: reads TEST_DEPTH and TEST_SEED once for the whole run, prints them with the
 * command that replays it, and hands them to every test file (tests read them through tests/depth.ts).
 */
import { randomInt } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import type { Depth } from './depth.ts';

/** The seed of a CI run (env CI set) when TEST_SEED is not given: CI is reproducible. */
const CI_SEED = 20261122;

export default function setup(project: TestProject): void {
  const { TEST_DEPTH = 'quick', TEST_SEED, CI } = process.env;
  if (TEST_DEPTH !== 'quick' && TEST_DEPTH !== 'deep')
    throw new Error(`TEST_DEPTH must be quick or deep, not ${TEST_DEPTH}`);
  if (TEST_SEED !== undefined && !/^\d{1,10}$/.test(TEST_SEED))
    throw new Error(`TEST_SEED must be a whole number, not ${TEST_SEED}`);
  const seed = TEST_SEED ? Number(TEST_SEED) : CI ? CI_SEED : randomInt(1, 2 ** 31);
  project.provide('testDepth', TEST_DEPTH satisfies Depth);
  project.provide('testSeed', seed);
  console.log(
    `Test depth ${TEST_DEPTH}, seed ${seed}; replay: TEST_SEED=${seed} TEST_DEPTH=${TEST_DEPTH} npx vitest run <file>`,
  );
}
