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
    setupFiles: ['tests/setup-fast-check.ts'],
    // Only stops a hung test: a test bounds work (counts, sizes), never time, and a loaded
    // machine may run a 2-second test many times slower (the default is 5 s).
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
