// `npm test`: everything, stopping after the first stage with a failing step.
//   1. astro sync (types a fresh clone lacks)
//   2. format, lint, import layers (dependency-cruiser), type check (astro check) — side by side
//   3. Vitest (unit, property and golden tests; TEST_DEPTH=quick unless set), and beside it the
//      build followed by the size budgets and the checks of the built HTML (Vitest over dist/, no
//      browser). The build is not run beside stage 2: it rewrites the generated types those read.
//   4. the browser suite (Playwright Test, two workers)
// Ends with a table of the steps and their seconds, the ten slowest test files, and one plain line
// "N passed, N failed" counting every Vitest and browser test.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';

process.env.TEST_DEPTH ??= 'quick';
const root = process.cwd();
const tmp = (name) => join(tmpdir(), `etori-${name}-${process.pid}.json`);
const unitJson = tmp('vitest');
const distJson = tmp('vitest-dist');
const e2eJson = join(root, 'test-results', 'results.json');

/** Per-file seconds and counts from a Vitest JSON report. */
function vitestReport(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    files: r.testResults.map((t) => ({ file: relative(root, t.name), secs: (t.endTime - t.startTime) / 1000 })),
  };
}

/** Per-file seconds (the sum of its tests: two workers share a file's tests) and counts from Playwright's JSON report. */
function playwrightReport(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const perFile = new Map();
  let passed = 0;
  let failed = 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const last = t.results?.at(-1);
        const secs = (t.results ?? []).reduce((s, x) => s + (x.duration ?? 0), 0) / 1000;
        const key = join('tests/e2e', spec.file);
        perFile.set(key, (perFile.get(key) ?? 0) + secs);
        if (t.status === 'skipped') continue;
        if (last?.status === 'passed' && t.status !== 'unexpected') passed++;
        else failed++;
      }
    }
    for (const s of suite.suites ?? []) walk(s);
  };
  for (const s of r.suites ?? []) walk(s);
  if (r.errors?.length) failed += r.errors.length;
  return { passed, failed, files: [...perFile].map(([f, secs]) => ({ file: f, secs })) };
}

const stages = [
  [{ name: 'astro sync', cmd: ['npx', 'astro', 'sync'] }],
  [
    { name: 'format check', cmd: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'] },
    { name: 'lint', cmd: ['npx', 'eslint', '.'] },
    { name: 'import layers', cmd: ['npm', 'run', '--silent', 'lint:deps'] },
    // astro check is the type check: it checks every .ts and .tsx file tsconfig.json includes as
    // well as the .astro pages (a separate tsc run checked the same files again). Stage 1 synced
    // the generated types; a second sync here would rewrite them under the others.
    { name: 'type check', cmd: ['npx', 'astro', 'check', '--noSync', '--minimumSeverity', 'warning'] },
  ],
  [
    {
      name: 'unit, property and golden tests',
      cmd: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`],
      report: () => vitestReport(unitJson),
    },
    {
      name: 'build',
      cmd: ['npx', 'astro', 'build'],
      // then, side by side, once the build has passed
      then: [
        { name: 'size budgets', cmd: ['node', 'tests/budget/check.mjs'] },
        {
          name: 'built pages (no browser)',
          cmd: [
            'npx',
            'vitest',
            'run',
            '-c',
            'vitest.dist.config.ts',
            '--reporter=default',
            '--reporter=json',
            `--outputFile.json=${distJson}`,
          ],
          report: () => vitestReport(distJson),
        },
      ],
    },
  ],
  [{ name: 'browser tests', cmd: ['npx', 'playwright', 'test'], report: () => playwrightReport(e2eJson) }],
];

// Side by side only where there are cores for it: on one core the steps of a stage run in turn.
const parallel = availableParallelism() > 1;
let passed = 0;
let failed = 0;
const timings = [];
const files = [];
const started = Date.now();
console.log(`TEST_DEPTH=${process.env.TEST_DEPTH}`);
for (const stage of stages) {
  const side = parallel && stage.length > 1;
  const results = side ? await Promise.all(stage.map((s) => runStep(s, true))) : [];
  if (!side) for (const s of stage) results.push(await runStep(s, false));
  if (results.flat().some((r) => r.code !== 0)) finish(1);
}
finish(0);

async function runStep(step, buffered) {
  const t0 = Date.now();
  if (!buffered) console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  const { code, out } = await run(step.cmd, buffered);
  const secs = (Date.now() - t0) / 1000;
  if (buffered) process.stdout.write(`\n▶ ${step.name}: ${step.cmd.join(' ')}\n${out}`);
  if (step.report) {
    try {
      const r = step.report();
      passed += r.passed;
      failed += r.failed;
      files.push(...r.files);
    } catch {
      /* a step that crashed before reporting is counted by its exit code below */
    }
  }
  timings.push({ name: step.name, secs, ok: code === 0 });
  if (code !== 0) {
    console.error(`\n✖ ${step.name} failed (exit ${code}, ${secs.toFixed(1)}s)`);
    if (failed === 0) failed = 1;
  } else console.log(`✔ ${step.name} (${secs.toFixed(1)}s)`);
  if (code !== 0 || !step.then) return [{ code }];
  const after = buffered
    ? await Promise.all(step.then.map((s) => runStep(s, true)))
    : await step.then.reduce(async (acc, s) => [...(await acc), await runStep(s, false)], Promise.resolve([]));
  return [{ code }, ...after.flat()];
}

function finish(code) {
  rmSync(unitJson, { force: true });
  rmSync(distJson, { force: true });
  const total = (Date.now() - started) / 1000;
  console.log('\nstep                                 seconds');
  for (const t of timings) console.log(`${(t.ok ? '' : '✖ ') + t.name}`.padEnd(36) + t.secs.toFixed(1).padStart(8));
  console.log('(steps of one stage run side by side)'.padEnd(36) + `${total.toFixed(1).padStart(8)} in all`);
  if (files.length) {
    console.log('\nthe ten slowest test files            seconds');
    for (const f of [...files].sort((a, b) => b.secs - a.secs).slice(0, 10))
      console.log(f.file.padEnd(36) + f.secs.toFixed(1).padStart(8));
  }
  console.log(`\nnpm test ${code === 0 ? 'passed' : 'FAILED'} in ${total.toFixed(0)}s`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(code);
}

function run([cmd, ...args], buffered) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
    child.on('error', (e) => resolve({ code: 1, out: out + e.message + '\n' }));
  });
}
