// Translations of the puzzle and lesson files against their English texts.
//   node scripts/i18n-content.mjs [locale]        per file: units, translated, missing, stale (ja by default)
//   node scripts/i18n-content.mjs --stamp [locale]
//        record the hash of the current English texts in every entry that has no `from` yet. After
//        bringing a stale entry up to date, delete its `from` and stamp again.
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { lessonUnits, puzzleUnits, translatedUnit, COACHED_KEY } from '../src/i18n/content-texts.mjs';
import { textsHash } from '../src/i18n/staleness.mjs';

const root = fileURLToPath(new URL('../content/', import.meta.url));
const args = process.argv.slice(2);
const stamp = args.includes('--stamp');
const locale = args.find((a) => !a.startsWith('--')) ?? 'ja';

for (const kind of /** @type {const} */ (['puzzles', 'lessons'])) {
  const dir = join(root, kind);
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json') && n !== 'schema.json')) {
    const english = JSON.parse(readFileSync(join(dir, f), 'utf8'));
    const path = join(dir, locale, f);
    const tr = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
    const units = kind === 'puzzles' ? puzzleUnits(english) : lessonUnits(english);
    let done = 0;
    let stale = 0;
    let stamped = 0;
    for (const u of units) {
      const t = translatedUnit(tr, u.key);
      if (!t) continue;
      done++;
      const hash = textsHash(u.texts);
      if (t.from === undefined && stamp) {
        const [lesson, step] = u.key.split('/');
        const target =
          kind === 'puzzles'
            ? tr[u.key]
            : u.key === COACHED_KEY
              ? tr[COACHED_KEY]
              : step === undefined
                ? tr[lesson]
                : tr[lesson].steps[step];
        // `from` first, for readability.
        const copy = { ...target };
        for (const k of Object.keys(target)) delete target[k];
        Object.assign(target, { from: hash }, copy);
        stamped++;
      } else if (t.from !== hash) stale++;
    }
    if (stamp && stamped > 0) writeFileSync(path, `${JSON.stringify(tr, null, 2)}\n`);
    console.log(
      `${kind}/${locale}/${f}: ${done}/${units.length} translated, ${units.length - done} missing, ${stale} stale${stamp ? `, ${stamped} stamped` : ''}`,
    );
  }
}
