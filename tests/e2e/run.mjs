// Browser suite: serve the built site (dist/, built by `npm test` or `npm run build`) on a free
// localhost port and run every tests/e2e/*.test.ts with Node's test runner against it.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from '../../scripts/serve.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = fileURLToPath(new URL('../../dist', import.meta.url));
if (!existsSync(dist)) {
  console.error('dist/ is missing: run `npm run build` first (npm test does this).');
  process.exit(1);
}
const { server, url } = await serve(dist, 0);
console.log(`browser tests against ${url}`);
const only = process.argv.slice(2);
const files = readdirSync(fileURLToPath(new URL('.', import.meta.url)))
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .map((f) => `tests/e2e/${f}`);
const child = spawn(
  process.execPath,
  ['--experimental-strip-types', '--no-warnings', '--test', '--test-concurrency=1', ...files],
  { cwd: root, stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: url } },
);
const code = await new Promise((ok) => child.on('exit', (c) => ok(c ?? 1)));
server.close();
process.exit(code);
