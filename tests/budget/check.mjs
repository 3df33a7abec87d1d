// `npm run test:budget`: gzip sizes of the built output against tests/budget/budgets.mjs.
// Prints a table of every page and fails with the offenders.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, relative, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgets, KB } from './budgets.mjs';
import { staticImports } from './scan.mjs';
import {
  COURSE_MARKERS,
  EXPLORE_MARKERS,
  languageProblems,
  MARKERS,
  POSITION_MARKERS,
  PUZZLE_MARKERS,
  TRAINER_MARKERS,
} from './languages.mjs';

// dist/, or the folder ETORI_DIST names (a build in a temporary folder, as tests/dist/site.ts reads it).
const dist = process.env.ETORI_DIST
  ? resolve(process.env.ETORI_DIST)
  : fileURLToPath(new URL('../../dist', import.meta.url));
if (!existsSync(dist)) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const sizeCache = new Map();
function gzFile(path) {
  if (!sizeCache.has(path)) sizeCache.set(path, gz(readFileSync(path)));
  return sizeCache.get(path);
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === 'pagefind' ? [] : htmlFiles(p);
    return f.endsWith('.html') ? [p] : [];
  });
}

/** Local asset path for a URL found in a page or a script. */
function assetPath(url, fromFile) {
  if (/^[a-z]+:/i.test(url) || url.startsWith('//')) return null;
  return url.startsWith('/') ? join(dist, url) : resolve(dirname(fromFile), url);
}

/** Every JS file loaded at start: module scripts, modulepreloads and static imports, recursively. */
function startupScripts(htmlPath, html) {
  const seen = new Set();
  const queue = [];
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) queue.push(assetPath(m[1], htmlPath));
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    queue.push(assetPath(m[1], htmlPath));
  // Astro islands load their component and renderer when they hydrate.
  for (const m of html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)) queue.push(assetPath(m[1], htmlPath));
  // Inline module scripts import chunks too.
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1].matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) queue.push(assetPath(i[1], htmlPath));
  }
  while (queue.length) {
    const p = queue.pop();
    if (!p || seen.has(p) || !existsSync(p)) continue;
    seen.add(p);
    const src = readFileSync(p, 'utf8');
    // Static imports only; dynamic import() loads later.
    for (const spec of staticImports(src)) queue.push(assetPath(spec, p));
  }
  return [...seen];
}

function stylesheets(htmlPath, html) {
  return [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)]
    .map((m) => assetPath(m[1], htmlPath))
    .filter((p) => p && existsSync(p));
}

const rows = [];
const offenders = [];
const swRule = budgets.serviceWorkerRegistration;
const swScripts = new Set(swRule.scripts.map((s) => join(dist, s)));
let swSize = 0;
for (const file of htmlFiles(dist).sort()) {
  const path =
    '/' +
    relative(dist, file)
      .replace(/index\.html$/, '')
      .replace(/\\/g, '/');
  const html = readFileSync(file, 'utf8');
  const htmlSize = gz(html);
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const css = stylesheets(file, html).reduce((n, p) => n + gzFile(p), 0) + (inlineCss ? gz(inlineCss) : 0);
  const scripts = startupScripts(file, html);
  const js = scripts.reduce((n, p) => n + gzFile(p), 0);
  const registration = scripts.filter((p) => swScripts.has(p));
  if (registration.length !== swScripts.size) offenders.push(`${path}: does not load ${swRule.scripts.join(', ')}`);
  swSize = Math.max(
    swSize,
    registration.reduce((n, p) => n + gzFile(p), 0),
  );
  const jsRule = budgets.jsPerPage.find((r) => r.pattern.test(path));
  rows.push({ path, html: htmlSize, css, js, jsLimit: jsRule.limit, jsLabel: jsRule.label });
  // An edition's page not translated yet: English text (<main lang="en">) under /ja/, /ko/, /zh-tw/.
  const untranslated = /^\/(ja|ko|zh-tw)\//.test(path) && /<main\b[^>]*\slang="en"/.test(html);
  const htmlLimit = budgets.htmlPerPage + (untranslated ? budgets.untranslatedFrameHtml : 0);
  if (htmlSize > htmlLimit) offenders.push(`${path}: HTML ${kb(htmlSize)} > ${kb(htmlLimit)}`);
  if (css > budgets.cssPerPage) offenders.push(`${path}: CSS ${kb(css)} > ${kb(budgets.cssPerPage)}`);
  if (js > jsRule.limit) offenders.push(`${path}: JS ${kb(js)} > ${kb(jsRule.limit)} (${jsRule.label})`);
  offenders.push(...languageProblems(path, html, scripts));
}

function kb(n) {
  return `${(n / KB).toFixed(1)} KB`;
}
const widths = [Math.max(4, ...rows.map((r) => r.path.length)), 9, 9, 9, 10];
const pad = (s, w, right) => (right ? String(s).padStart(w) : String(s).padEnd(w));
console.log(
  `| ${pad('page', widths[0])} | ${pad('HTML', 9)} | ${pad('CSS', 9)} | ${pad('JS', 9)} | ${pad('JS budget', 10)} |`,
);
console.log(`| ${'-'.repeat(widths[0])} | --------: | --------: | --------: | ---------: |`);
for (const r of rows) {
  console.log(
    `| ${pad(r.path, widths[0])} | ${pad(kb(r.html), 9, true)} | ${pad(kb(r.css), 9, true)} | ${pad(kb(r.js), 9, true)} | ${pad(kb(r.jsLimit), 10, true)} |`,
  );
}
console.log(
  `budgets: HTML ≤ ${kb(budgets.htmlPerPage)} per page, CSS ≤ ${kb(budgets.cssPerPage)} per page, JS per rule above (gzip)`,
);
console.log(
  `island catalogues: each language's ships only to its pages (${MARKERS.ja.length} Japanese and ${MARKERS.en.length} English practice markers, ${PUZZLE_MARKERS.ja.length} and ${PUZZLE_MARKERS.en.length} puzzle markers, ${EXPLORE_MARKERS.ja.length} and ${EXPLORE_MARKERS.en.length} explore markers, ${POSITION_MARKERS.ja.length} and ${POSITION_MARKERS.en.length} position markers, ${TRAINER_MARKERS.ja.length} and ${TRAINER_MARKERS.en.length} trainer markers, ${COURSE_MARKERS.ja.length} and ${COURSE_MARKERS.en.length} course markers)`,
);
console.log(`service worker registration: ${kb(swSize)} per page (≤ ${kb(swRule.limit)})`);
if (swSize > swRule.limit) offenders.push(`service worker registration: ${kb(swSize)} > ${kb(swRule.limit)}`);
if (offenders.length) {
  console.error(`\n${offenders.length} budget(s) exceeded:\n` + offenders.map((o) => `  ${o}`).join('\n'));
  process.exit(1);
}
console.log(`all ${rows.length} pages within budget`);
