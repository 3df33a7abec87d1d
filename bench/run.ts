/**
 * `npm run bench [-- --json] [-- --only <substring>] [-- --against <git-ref>]`: run every
 * bench/*.bench.ts. With `--against`, the given commit is checked out in a worktree under
 * `.bench-against/` (inside the project, so it finds the same node_modules), and each suite that
 * both have runs in this one process, new and old in turn, BENCH_PASSES times (default 3, the
 * order swapped each pass); the table gives each figure's median for both and how the new one
 * compares: for rates new/old, for times and sizes old/new, so below 1 is always a loss.
 * One process shares V8's object shapes between the two trees: a change of an object's shape
 * (dictionary mode, say) can show in both or neither, so confirm such a finding with a plain
 * `npm run bench` in each tree.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchFigure, BenchSuite } from './harness.ts';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const json = args.includes('--json');
const onlyIdx = args.indexOf('--only');
const only = onlyIdx >= 0 ? args[onlyIdx + 1] : undefined;

const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only || f.includes(only))
  .sort();
const againstIdx = args.indexOf('--against');
if (againstIdx >= 0) {
  await against(args[againstIdx + 1] ?? 'HEAD');
  process.exit(0);
}
const figures: BenchFigure[] = [];
for (const f of files) {
  const suite = (await import(pathToFileURL(join(here, f)).href)).default as BenchSuite;
  if (!json) process.stderr.write(`running ${suite.name}…\n`);
  figures.push(...(await suite.run()));
}

if (json) {
  process.stdout.write(JSON.stringify(figures.map(({ name, value, unit }) => ({ name, value, unit }))) + '\n');
} else {
  const rows = figures.map((f) => [f.name, formatValue(f.value), f.unit, f.target ?? '']);
  const head = ['benchmark', 'value', 'unit', 'target'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    '| ' + r.map((c, i) => (i === 1 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ') + ' |';
  console.log(line(head));
  console.log('| ' + widths.map((w, i) => (i === 1 ? '-'.repeat(w - 1) + ':' : '-'.repeat(w))).join(' | ') + ' |');
  for (const r of rows) console.log(line(r));
}

/** Which way a figure is better, from its unit: rates up, times and sizes down, counts neither. */
function direction(unit: string): 'up' | 'down' | null {
  if (/\/s\b|over the/.test(unit)) return 'up';
  if (/^(ms|s|KB|nodes|tasks)\b/.test(unit)) return 'down';
  return null;
}

async function against(ref: string): Promise<void> {
  const root = join(here, '..');
  const sha = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  const dir = join(root, '.bench-against', sha.slice(0, 12));
  if (!existsSync(dir)) {
    mkdirSync(join(root, '.bench-against'), { recursive: true });
    execFileSync('git', ['worktree', 'add', '--detach', dir, sha], { cwd: root, stdio: 'ignore' });
  }
  const passes = Number(process.env['BENCH_PASSES'] ?? 3);
  const runs = new Map<string, { unit: string; now: number[]; old: number[] }>();
  for (const f of files) {
    const oldFile = join(dir, 'bench', f);
    if (!existsSync(oldFile)) {
      process.stderr.write(`${f}: not in ${ref}, skipped\n`);
      continue;
    }
    const now = (await import(pathToFileURL(join(here, f)).href)).default as BenchSuite;
    const old = (await import(pathToFileURL(oldFile).href)).default as BenchSuite;
    for (let p = 0; p < passes; p++) {
      const order: ['now' | 'old', BenchSuite][] = [
        ['now', now],
        ['old', old],
      ];
      if (p % 2 === 1) order.reverse();
      for (const [which, suite] of order) {
        process.stderr.write(`pass ${p + 1}/${passes}: ${suite.name} (${which === 'now' ? 'this tree' : ref})…\n`);
        for (const fig of await suite.run()) {
          const r = runs.get(fig.name) ?? { unit: fig.unit, now: [], old: [] };
          r[which].push(fig.value);
          runs.set(fig.name, r);
        }
      }
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  const head = ['benchmark', 'this tree', ref.slice(0, 12), 'unit', 'new vs old'];
  const rows = [...runs].map(([name, r]) => {
    const a = median(r.now);
    const b = median(r.old);
    const d = direction(r.unit);
    const ratio = d === 'up' ? a / b : d === 'down' ? b / a : NaN;
    const mark = Number.isFinite(ratio) ? `${ratio.toFixed(2)}${ratio < 0.95 ? '  ← slower' : ''}` : '—';
    return [name, r.now.length ? formatValue(a) : '—', r.old.length ? formatValue(b) : '—', r.unit, mark];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => '| ' + r.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
  console.log(line(head));
  console.log('| ' + widths.map((w) => '-'.repeat(w)).join(' | ') + ' |');
  for (const r of rows) console.log(line(r));
}

function formatValue(v: number): string {
  if (!Number.isFinite(v)) return String(v);
  if (Number.isInteger(v)) return v.toLocaleString('en-US');
  return v < 1 ? v.toFixed(3) : v.toFixed(1);
}
