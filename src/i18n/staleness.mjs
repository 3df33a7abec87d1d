// Translations and their English sources. Each translated page (content/docs/<locale>/<path>)
// records in its front matter `sourceHash: …`, the hash of the English page (content/docs/<path>)
// it was translated from. When the English page changes, its hash changes and the translation is
// listed as stale until it is brought up to date and its hash rewritten
// (`node scripts/i18n-hash.mjs <translated files>`).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { TRANSLATED } from './locales.mjs';

/**
 * The content hash of an English page: SHA-256 of its text with line endings made `\n` and
 * trailing white space trimmed, as 16 hex digits.
 * @param {string} text
 */
export function sourceHash(text) {
  const normal = text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .trimEnd();
  return createHash('sha256').update(normal, 'utf8').digest('hex').slice(0, 16);
}

/**
 * The `sourceHash` recorded in a page's front matter, or null.
 * @param {string} text
 */
export function recordedHash(text) {
  const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!fm) return null;
  const m = /^sourceHash:\s*['"]?([0-9a-f]+)['"]?\s*$/m.exec(fm[1]);
  return m ? m[1] : null;
}

/** @param {string} dir @returns {string[]} */
function pages(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return pages(p);
    return /\.mdx?$/.test(f) && !f.startsWith('_') ? [p] : [];
  });
}

/**
 * @typedef {{ file: string, source: string, state: 'current' | 'stale' | 'no-source' | 'no-hash',
 *   recorded: string | null, current: string | null }} Translation
 */

/**
 * Every translated page under `docs` and how it stands against its English source.
 * @param {string} docs the content/docs folder
 * @returns {Translation[]}
 */
export function translations(docs) {
  /** @type {Translation[]} */
  const out = [];
  for (const { dir } of TRANSLATED) {
    for (const path of pages(join(docs, dir))) {
      const rel = relative(join(docs, dir), path);
      const file = relative(docs, path).split(sep).join('/');
      const source = rel.split(sep).join('/');
      const recorded = recordedHash(readFileSync(path, 'utf8'));
      const english = join(docs, rel);
      if (!existsSync(english)) {
        out.push({ file, source, state: 'no-source', recorded, current: null });
        continue;
      }
      const current = sourceHash(readFileSync(english, 'utf8'));
      const state = recorded === null ? 'no-hash' : recorded === current ? 'current' : 'stale';
      out.push({ file, source, state, recorded, current });
    }
  }
  return out;
}

/**
 * The hash of the English texts of a puzzle or lesson step (an object of strings and string lists,
 * as `puzzleTexts`/`stepTexts` in content-texts.mjs give them): 8 hex digits, recorded as `from`
 * in each entry of content/puzzles/<locale>/ and content/lessons/<locale>/.
 * @param {Record<string, string | string[]>} texts
 */
export function textsHash(texts) {
  const keys = Object.keys(texts).sort();
  const normal = JSON.stringify(keys.map((k) => [k, texts[k]]));
  return createHash('sha256').update(normal, 'utf8').digest('hex').slice(0, 8);
}
