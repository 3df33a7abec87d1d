import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'tests/unit/**/*.test.tsx',
      'tests/property/**/*.test.ts',
      'tests/golden/**/*.test.ts',
    ],
    environment: 'node',
    // TEST_DEPTH and TEST_SEED, read once and printed: see tests/depth.ts.
    globalSetup: ['tests/depth-setup.ts'],
    setupFiles: ['tests/setup-fast-check.ts'],
    // A worker runs its files one after another in one module graph, instead of a fresh process
    // per file: about half the CPU time of the run went into starting processes and importing the
    // same modules again. The setup file restores the globals a file changed; the engine modules
    // a test file loads are pure.
    isolate: false,
    // Only stops a hung test: a test bounds work (counts, sizes), never time, and a loaded
    // machine may run a 2-second test many times slower (the default is 5 s).
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
