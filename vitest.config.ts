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
  },
});
