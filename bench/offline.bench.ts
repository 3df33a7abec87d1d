/**
 * Offline figures: what the service worker precaches on a reader's first visit — the files and
 * their total size (`site.precache_kb`, uncompressed: what the device stores). Builds the site
 * into a temporary folder, as the site build figures do.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchSuite } from './harness.ts';
import { precacheOf } from '../src/integrations/offline.mjs';

const suite: BenchSuite = {
  name: 'offline precache',
  run() {
    const out = mkdtempSync(join(tmpdir(), 'etori-bench-offline-'));
    try {
      const r = spawnSync('npx', ['astro', 'build', '--outDir', out], { encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`astro build failed:\n${r.stdout}\n${r.stderr}`);
      const { urls, bytes } = precacheOf(out);
      return [
        { name: 'site.precache_kb', value: Math.round(bytes / 1024), unit: 'KB' },
        { name: 'site.precache_files', value: urls.length, unit: 'files' },
      ];
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  },
};
export default suite;
