// Offline support: after the build (and after Starlight's Pagefind index), write dist/sw.js with
// Workbox. It precaches every page, the islands' JS and CSS, the bots' worker, the search index
// and the icons, so one visit makes the whole site work with no network. public/sw-register.js
// registers it and offers each new version to the reader ("A new version of Etori is ready —
// Reload"); the new worker waits for that consent (no skipWaiting until the reader asks).
// The other editions' pages not translated yet (the English text under /ja/, /ko/, /zh-tw/ with
// the "not translated yet" notice) are not precached — they would triple the download — but kept
// once visited (network first, the cached copy offline).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';

/** What goes into the precache, relative to dist/. */
export const PRECACHE = {
  globPatterns: ['**/*.{html,js,css,svg,png,ico,webmanifest,woff2,json,pf_meta,pf_fragment,pf_index,pagefind}'],
  // Pagefind also writes UI flavours Starlight does not load; the service worker registers itself.
  globIgnores: [
    'sw.js',
    'pagefind/pagefind-component-ui.*',
    'pagefind/pagefind-modular-ui.*',
    'pagefind/pagefind-highlight.js',
  ],
};

/**
 * The URLs a built service worker precaches and their total size in bytes (read from dist/).
 * @param {string} dist
 */
export function precacheOf(dist) {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/\burl:\s*"([^"]+)"/g)].map((m) => m[1]);
  const bytes = urls.reduce((n, u) => n + statSync(join(dist, decodeURIComponent(u))).size, 0);
  return { urls, bytes };
}

/**
 * The pages of dist/ that show an edition's fallback (English text, not translated yet), as
 * paths relative to dist/.
 * @param {string} dist
 */
export function untranslatedPages(dist) {
  return (
    readdirSync(dist, { recursive: true })
      .map(String)
      .filter((f) => /^(ja|ko|zh-tw)[\\/].*index\.html$/.test(f))
      // English text (<main lang="en">) under another edition's frame.
      .filter((f) => /<main\b[^>]*\slang="en"/.test(readFileSync(join(dist, f), 'utf8')))
      .map((f) => relative(dist, join(dist, f)).split(sep).join('/'))
  );
}

/** @returns {import('astro').AstroIntegration} */
export function offline() {
  return {
    name: 'etori-offline',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const { count, size, warnings } = await generateSW({
          globDirectory: dist,
          ...PRECACHE,
          globIgnores: [...PRECACHE.globIgnores, ...untranslatedPages(dist)],
          runtimeCaching: [
            {
              urlPattern: ({ url, request }) => request.mode === 'navigate' && /^\/(ja|ko|zh-tw)\//.test(url.pathname),
              handler: 'NetworkFirst',
              options: { cacheName: 'etori-editions', expiration: { maxEntries: 200 } },
            },
          ],
          swDest: join(dist, 'sw.js'),
          mode: 'production',
          sourcemap: false,
          // One file: no workbox-*.js beside it.
          inlineWorkboxRuntime: true,
          // A new version waits for the reader's Reload (a SKIP_WAITING message), never half-updates.
          skipWaiting: false,
          // The first install takes over the open page, so it works offline without a reload.
          clientsClaim: true,
          cleanupOutdatedCaches: true,
          // Pages are /<path>/index.html; practice and comparison links carry ?seed=… and rules in
          // the query, and Pagefind adds ?ts=…: every URL is looked up without its query.
          directoryIndex: 'index.html',
          ignoreURLParametersMatching: [/.*/],
          // Hashed file names never need a second revision.
          dontCacheBustURLsMatching: /^_astro\//,
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        });
        for (const w of warnings) logger.warn(w);
        logger.info(`sw.js precaches ${count} files, ${(size / 1024).toFixed(0)} KB`);
      },
    },
  };
}
