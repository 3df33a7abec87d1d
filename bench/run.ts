/** `npm run bench [-- --json] [-- --only <substring>]`: run every bench/*.bench.ts. */
import { readdirSync } from 'node:fs';
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

function formatValue(v: number): string {
  if (!Number.isFinite(v)) return String(v);
  if (Number.isInteger(v)) return v.toLocaleString('en-US');
  return v < 1 ? v.toFixed(3) : v.toFixed(1);
}
