// `npm test`: everything, in order, stopping at the first failing step.
//   1. format + lint   2. type check   3. Vitest (unit, property, golden)
//   4. build the site  5. size budgets  6. browser suite against the built site
// Ends with one plain line "N passed, N failed" counting Vitest and browser tests.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const vitestJson = join(tmpdir(), `etori-vitest-${process.pid}.json`);
const steps = [
  { name: 'format check', cmd: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'] },
  { name: 'lint', cmd: ['npx', 'eslint', '.'] },
  // Generates .astro/ (content collection and astro:* types) that a fresh clone lacks.
  { name: 'astro sync', cmd: ['npx', 'astro', 'sync'] },
  { name: 'type check', cmd: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'astro check', cmd: ['npx', 'astro', 'check', '--minimumSeverity', 'warning'] },
  {
    name: 'unit, property and golden tests',
    cmd: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
    count: () => {
      const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
      return { passed: r.numPassedTests, failed: r.numFailedTests };
    },
  },
  { name: 'build', cmd: ['npx', 'astro', 'build'] },
  { name: 'size budgets', cmd: ['node', 'tests/budget/check.mjs'] },
  {
    name: 'browser tests',
    cmd: ['node', 'tests/e2e/run.mjs'],
    capture: true,
    count: (out) => ({
      passed: Number(/ℹ pass (\d+)/.exec(out)?.[1] ?? 0),
      failed: Number(/ℹ fail (\d+)/.exec(out)?.[1] ?? 0),
    }),
  },
];

let passed = 0;
let failed = 0;
const started = Date.now();
for (const step of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  const { code, out } = await run(step.cmd, step.capture);
  if (step.count) {
    try {
      const c = step.count(out);
      passed += c.passed;
      failed += c.failed;
    } catch {
      /* a step that crashed before reporting is counted by its exit code below */
    }
  }
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`\n✖ ${step.name} failed (exit ${code}, ${secs}s)`);
    if (failed === 0) failed = 1;
    finish(1);
  }
  console.log(`✔ ${step.name} (${secs}s)`);
}
finish(0);

function finish(code) {
  rmSync(vitestJson, { force: true });
  console.log(`\nnpm test ${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)}s`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(code);
}

function run([cmd, ...args], capture = false) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: capture ? ['inherit', 'pipe', 'inherit'] : 'inherit' });
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
    child.on('error', (e) => {
      console.error(e.message);
      resolve({ code: 1, out });
    });
  });
}
