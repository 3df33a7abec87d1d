// Translations against their English pages.
//   node scripts/i18n-hash.mjs                 list every translated page: current, stale, …
//   node scripts/i18n-hash.mjs <files…>        after updating these translations, record the
//                                              English page's current hash in each one's front matter
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { translations } from '../src/i18n/staleness.mjs';

const docs = fileURLToPath(new URL('../content/docs/', import.meta.url));
const all = translations(docs);
const files = process.argv.slice(2);

if (files.length === 0) {
  for (const t of all) console.log(`${t.state.padEnd(9)} ${t.file}  (from ${t.source})`);
  const stale = all.filter((t) => t.state !== 'current').length;
  console.log(`${all.length} translated pages, ${stale} not current`);
} else {
  for (const f of files) {
    const rel = relative(docs, resolve(f)).split('\\').join('/');
    const t = all.find((x) => x.file === rel);
    if (!t) throw new Error(`${f}: not a translated page under content/docs/<locale>/`);
    if (!t.current) throw new Error(`${f}: its English page content/docs/${t.source} does not exist`);
    const text = readFileSync(resolve(f), 'utf8');
    const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
    if (!fm) throw new Error(`${f}: no front matter`);
    const body = /^sourceHash:.*$/m.test(fm[1])
      ? fm[1].replace(/^sourceHash:.*$/m, `sourceHash: ${t.current}`)
      : `${fm[1]}\nsourceHash: ${t.current}`;
    writeFileSync(resolve(f), text.replace(fm[1], body));
    console.log(`${t.file}: sourceHash ${t.current}`);
  }
}
