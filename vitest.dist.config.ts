import { defineConfig } from 'vitest/config';

/**
 * Checks of the built site that need no browser (`npm run test:dist`, after `npm run build`):
 * they read the HTML, the sitemap and the service worker in dist/ from disk.
 */
export default defineConfig({
  test: {
    include: ['tests/dist/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/dist/need-dist.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
