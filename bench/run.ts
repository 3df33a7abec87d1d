/**
 * `npm run bench [-- --json] [-- --only <substring>] [-- --against <git-ref>]`: run every
 * bench/*.bench.ts. With `--against`, the given commit is checked out in a worktree under
 * `.bench-against/` (inside the project, so it finds the same node_modules), and each suite that
 * both have runs BENCH_PASSES times (default 3) for each tree, new and old in turn (the order
 * swapped each pass), each run in a process of its own (`suite-child.ts`): the two trees never
 * share V8's object shapes or compiled code, so a change of an object's shape in one of them
 * (dictionary mode, say) shows as it would in a plain `npm run bench`. The table gives each
 * figure's median for both and how the new one compares: for rates new/old, for times and sizes
 * old/new, so below 1 is always a loss; below 0.95 is marked `← slower`, and the count of such
 * figures is printed after the table.
 */
import { execFileSync, spawnSync } from 'node:child_process';
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
  const git = (...a: string[]) => execFileSync('git', a, { cwd: root, encoding: 'utf8' }).trim();
  let sha: string;
  try {
    sha = git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
  } catch {
    process.stderr.write(`--against: "${ref}" is not a commit of this repository\n`);
    process.exit(2);
  }
  const dir = join(root, '.bench-against', sha.slice(0, 12));
  if (!existsSync(join(dir, 'bench'))) {
    // A folder left by a removed worktree is cleared by prune; then the worktree is made afresh.
    git('worktree', 'prune');
    mkdirSync(join(root, '.bench-against'), { recursive: true });
    process.stderr.write(`making a worktree of ${ref} (${sha.slice(0, 12)}) in ${dir}…\n`);
    execFileSync('git', ['worktree', 'add', '--force', '--detach', dir, sha], { cwd: root, stdio: 'ignore' });
  }
  const passes = Math.max(1, Number(process.env['BENCH_PASSES'] ?? 3) || 3);
  const runs = new Map<string, { unit: string; now: number[]; old: number[] }>();
  const child = join(here, 'suite-child.ts');
  const runSuite = (file: string, cwd: string, label: string): BenchFigure[] => {
    const r = spawnSync(process.execPath, ['--experimental-strip-types', '--no-warnings', child, file], {
      cwd,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const last = r.stdout?.trim().split('\n').pop() ?? '';
    if (r.status !== 0 || !last.startsWith('[')) {
      process.stderr.write(`${label}: the suite failed (exit ${r.status ?? r.signal}), left out\n`);
      return [];
    }
    return JSON.parse(last) as BenchFigure[];
  };
  for (const f of files) {
    const oldFile = join(dir, 'bench', f);
    if (!existsSync(oldFile)) {
      process.stderr.write(`${f}: not in ${ref}, skipped\n`);
      continue;
    }
    for (let p = 0; p < passes; p++) {
      const order: ['now' | 'old', string, string][] = [
        ['now', join(here, f), root],
        ['old', oldFile, dir],
      ];
      if (p % 2 === 1) order.reverse();
      for (const [which, file, cwd] of order) {
        const label = `pass ${p + 1}/${passes}: ${f} (${which === 'now' ? 'this tree' : ref})`;
        process.stderr.write(`${label}…\n`);
        for (const fig of runSuite(file, cwd, label)) {
          const r = runs.get(fig.name) ?? { unit: fig.unit, now: [], old: [] };
          r[which].push(fig.value);
          runs.set(fig.name, r);
        }
      }
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  const head = ['benchmark', 'this tree', ref.slice(0, 12), 'unit', 'new vs old'];
  let slower = 0;
  const rows = [...runs].map(([name, r]) => {
    const a = median(r.now);
    const b = median(r.old);
    const d = direction(r.unit);
    const ratio = d === 'up' ? a / b : d === 'down' ? b / a : NaN;
    if (ratio < 0.95) slower++;
    const mark = Number.isFinite(ratio) ? `${ratio.toFixed(2)}${ratio < 0.95 ? '  ← slower' : ''}` : '—';
    return [name, r.now.length ? formatValue(a) : '—', r.old.length ? formatValue(b) : '—', r.unit, mark];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => '| ' + r.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
  console.log(line(head));
  console.log('| ' + widths.map((w) => '-'.repeat(w)).join(' | ') + ' |');
  for (const r of rows) console.log(line(r));
  console.log(
    `\n${slower} of ${rows.length} figures below 0.95 of ${ref} (median of ${passes} pass${passes === 1 ? '' : 'es'} each, one process per run)`,
  );
}

function formatValue(v: number): string {
  if (!Number.isFinite(v)) return String(v);
  if (Number.isInteger(v)) return v.toLocaleString('en-US');
  return v < 1 ? v.toFixed(3) : v.toFixed(1);
}
