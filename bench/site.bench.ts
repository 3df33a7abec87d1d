/**
 * Site figures: how long a full static build takes (into a temporary folder) and what it
 * produces; then, in Chromium against that build, the page's main-thread tasks during a whole
 * Japanese practice game with strong computer players (`site.practice.*`: the issue-14 budget of
 * no task over 50 ms while bots think is a figure here, not a test, because it depends on the
 * machine's load; the browser test keeps only a 400 ms guard and a structural check).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchFigure, BenchSuite } from './harness.ts';
import { serve } from '../scripts/serve.mjs';
import { findChromium, launch } from '../tests/e2e/browser.ts';
import { checkObserver, instrument, longTasks, openTable, playToEnd } from '../tests/e2e/practice-driver.ts';

function countPages(dir: string): number {
  return readdirSync(dir).reduce((n, f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return n + (f === 'pagefind' ? 0 : countPages(p));
    return n + (f.endsWith('.html') ? 1 : 0);
  }, 0);
}

const suite: BenchSuite = {
  name: 'site build',
  async run() {
    const out = mkdtempSync(join(tmpdir(), 'etori-bench-build-'));
    try {
      const t0 = performance.now();
      const r = spawnSync('npx', ['astro', 'build', '--outDir', out], { encoding: 'utf8' });
      const ms = performance.now() - t0;
      if (r.status !== 0) throw new Error(`astro build failed:\n${r.stdout}\n${r.stderr}`);
      return [
        { name: 'site.build_ms', value: Math.round(ms), unit: 'ms' },
        { name: 'site.pages', value: countPages(out), unit: 'pages' },
        ...(await practiceTasks(out)),
      ];
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  },
};
export default suite;

/** Long tasks (over 50 ms, the browser's own threshold) on the page's thread during one practice game. */
async function practiceTasks(dist: string): Promise<BenchFigure[]> {
  try {
    findChromium();
  } catch (e) {
    process.stderr.write(`site.practice.* skipped: ${(e as Error).message}\n`);
    return [];
  }
  const { server, url } = (await serve(dist, 0)) as { server: { close(): void }; url: string };
  const browser = await launch();
  try {
    const ctx = await browser.newContext();
    await instrument(ctx);
    const page = await ctx.newPage();
    await openTable(page, new URL('japanese/practice/?seed=lt-1&level=strong&delay=0&hands=1', url).href);
    await checkObserver(page);
    const t0 = await page.evaluate(() => performance.now());
    await playToEnd(page);
    const long = await longTasks(page, t0);
    return [
      {
        name: 'site.practice.longest_task_ms',
        value: Math.round(Math.max(0, ...long.map((e) => e.duration))),
        unit: 'ms',
        target: '<= 50',
      },
      { name: 'site.practice.long_tasks_over_50ms', value: long.length, unit: 'tasks', target: '0' },
    ];
  } finally {
    await browser.close();
    server.close();
  }
}
