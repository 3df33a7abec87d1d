/** Site figures: how long a full static build takes (into a temporary folder) and what it produces. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchSuite } from './harness.ts';

function countPages(dir: string): number {
  return readdirSync(dir).reduce((n, f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return n + (f === 'pagefind' ? 0 : countPages(p));
    return n + (f.endsWith('.html') ? 1 : 0);
  }, 0);
}

const suite: BenchSuite = {
  name: 'site build',
  run() {
    const out = mkdtempSync(join(tmpdir(), 'etori-bench-build-'));
    try {
      const t0 = performance.now();
      const r = spawnSync('npx', ['astro', 'build', '--outDir', out], { encoding: 'utf8' });
      const ms = performance.now() - t0;
      if (r.status !== 0) throw new Error(`astro build failed:\n${r.stdout}\n${r.stderr}`);
      return [
        { name: 'site.build_ms', value: Math.round(ms), unit: 'ms' },
        { name: 'site.pages', value: countPages(out), unit: 'pages' },
      ];
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  },
};
export default suite;
