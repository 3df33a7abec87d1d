/**
 * The browser suite (`npm run test:e2e`, step 7 of `npm test`): Playwright Test against the built
 * site in dist/, served by scripts/serve.mjs, in the system Chromium (nothing downloads a browser).
 * One browser per worker, two workers (the CI machine has two cores). A failing test keeps its
 * trace and a screenshot under test-results/ (`npx playwright show-trace test-results/…/trace.zip`).
 * Timeouts here are hang detectors, not speed bounds: a test bounds work (moves, pages), and a
 * loaded 2-core machine may run the same test many times slower.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, WAIT } from './tests/e2e/chromium.ts';

const port = Number(process.env['E2E_PORT'] ?? 4390);
const baseURL = `http://localhost:${port}/`;
// Workers inherit the environment: helpers that build absolute addresses read it.
process.env['E2E_BASE_URL'] = baseURL;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/artifacts',
  workers: Number(process.env['E2E_WORKERS'] ?? 2),
  fullyParallel: true,
  forbidOnly: !!process.env['CI'],
  retries: 0,
  timeout: 15 * 60_000,
  expect: { timeout: WAIT },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    actionTimeout: WAIT,
    navigationTimeout: WAIT,
    trace: { mode: 'retain-on-failure', screenshots: true, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node scripts/serve.mjs --port ${port} --strict`,
    url: baseURL,
    reuseExistingServer: !process.env['CI'],
    stdout: 'ignore',
  },
});
