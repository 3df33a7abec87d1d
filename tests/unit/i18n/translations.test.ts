/**
 * The translated editions (content/docs/<locale>/): every translated page has its English page
 * and records the hash of the English text it was made from. A page whose English changed since
 * is listed as stale (a warning printed here, not a failure): it needs its translation brought
 * up to date, then `node scripts/i18n-hash.mjs <file>`.
 */
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { recordedHash, sourceHash, translations } from '../../../src/i18n/staleness.mjs';

const DOCS = join(import.meta.dirname, '../../../content/docs');

describe('translations and their English pages', () => {
  const all = translations(DOCS);

  test('there is a Japanese edition: the home page, Japanese Napoleon, Daifugō and the glossary', () => {
    const files = all.map((t) => t.file);
    for (const f of [
      'ja/index.mdx',
      'ja/japanese/index.mdx',
      'ja/japanese/rules.mdx',
      'ja/daifugo/index.mdx',
      'ja/glossary.mdx',
      'ja/japanese/practice.mdx',
      'ja/daifugo/practice.mdx',
    ]) {
      expect(files).toContain(f);
    }
  });

  test('Mighty has its Korean edition (its own pages) and its Japanese edition (every page)', () => {
    const files = all.map((t) => t.file);
    for (const name of ['index', 'rules', 'ranking', 'local-rules', 'scoring', 'puzzles', 'practice', 'learn']) {
      expect(files).toContain(`ko/mighty/${name}.mdx`);
    }
    for (const name of [
      'index',
      'rules',
      'ranking',
      'local-rules',
      'scoring',
      'puzzles',
      'learn',
      'practice',
      'endgames',
      'summary',
    ]) {
      expect(files).toContain(`ja/mighty/${name}.mdx`);
    }
  });

  test('the Japanese edition has every page of English Nap and of Taiwanese & Hong Kong Napoleon', () => {
    const files = all.map((t) => t.file);
    const nap = ['index', 'rules', 'ranking', 'local-rules', 'scoring', 'puzzles', 'learn', 'practice', 'summary'];
    const required = [...nap, 'endgames'].flatMap((p) => [`ja/nap/${p}.mdx`, `ja/tw-hk/${p}.mdx`]);
    expect(required.filter((f) => !files.includes(f))).toEqual([]);
  });

  test('the Japanese edition has the local rules, summaries, puzzles, courses and the site-wide pages', () => {
    const files = all.map((t) => t.file);
    const missing = [
      'ja/japanese/local-rules.mdx',
      'ja/japanese/learn.mdx',
      'ja/japanese/endgames.mdx',
      'ja/japanese/summary.mdx',
      'ja/japanese/puzzles.mdx',
      'ja/daifugo/local-rules.mdx',
      'ja/daifugo/puzzles.mdx',
      'ja/daifugo/learn.mdx',
      'ja/daifugo/summary.mdx',
      'ja/compare-games.mdx',
      'ja/compare-rules.mdx',
      'ja/puzzles.mdx',
      'ja/about/rule-files.mdx',
    ].filter((f) => !files.includes(f));
    expect(missing).toEqual([]);
  });

  test('there is a Traditional Chinese edition of Taiwanese & Hong Kong Napoleon: the game’s own pages', () => {
    const files = all.map((t) => t.file);
    for (const page of [
      'index',
      'rules',
      'ranking',
      'local-rules',
      'scoring',
      'puzzles',
      'practice',
      'learn',
      'summary',
    ]) {
      expect(files).toContain(`zh-tw/tw-hk/${page}.mdx`);
    }
  });

  test('every translated page has an English page and records its hash; stale ones are listed', () => {
    const broken = all
      .filter((t) => t.state === 'no-source' || t.state === 'no-hash')
      .map((t) =>
        t.state === 'no-source'
          ? `${t.file}: no English page content/docs/${t.source}`
          : `${t.file}: no sourceHash in its front matter (node scripts/i18n-hash.mjs content/docs/${t.file})`,
      );
    expect(broken).toEqual([]);
    const stale = all.filter((t) => t.state === 'stale');
    if (stale.length > 0) {
      console.warn(
        `${stale.length} translated page(s) are older than their English page:\n` +
          stale.map((t) => `  ${t.file} (English: content/docs/${t.source})`).join('\n'),
      );
    }
  });

  test('the check tells current, stale, missing-source and missing-hash pages apart', () => {
    const dir = mkdtempSync(join(tmpdir(), 'etori-i18n-'));
    mkdirSync(join(dir, 'ja', 'game'), { recursive: true });
    mkdirSync(join(dir, 'game'));
    const english = '---\ntitle: Rules\n---\n\nFollow suit.\n';
    writeFileSync(join(dir, 'game', 'rules.mdx'), english);
    writeFileSync(join(dir, 'game', 'ranking.mdx'), '---\ntitle: Ranking\n---\n\nAces high.\n');
    const page = (hash: string | null) => `---\ntitle: ルール\n${hash ? `sourceHash: ${hash}\n` : ''}---\n\n本文\n`;
    writeFileSync(join(dir, 'ja', 'game', 'rules.mdx'), page(sourceHash(english)));
    writeFileSync(join(dir, 'ja', 'game', 'ranking.mdx'), page('0123456789abcdef'));
    writeFileSync(join(dir, 'ja', 'game', 'gone.mdx'), page('0123456789abcdef'));
    writeFileSync(join(dir, 'ja', 'game', 'nohash.mdx'), page(null));
    writeFileSync(join(dir, 'game', 'nohash.mdx'), english);
    const states = Object.fromEntries(translations(dir).map((t) => [t.file, t.state]));
    expect(states).toEqual({
      'ja/game/rules.mdx': 'current',
      'ja/game/ranking.mdx': 'stale',
      'ja/game/gone.mdx': 'no-source',
      'ja/game/nohash.mdx': 'no-hash',
    });
    // Editing the English page makes its translation stale.
    writeFileSync(join(dir, 'game', 'rules.mdx'), english.replace('Follow', 'Always follow'));
    expect(translations(dir).find((t) => t.file === 'ja/game/rules.mdx')?.state).toBe('stale');
  });

  test('the hash ignores line endings and trailing spaces, and nothing else', () => {
    expect(sourceHash('a \r\nb\r\n')).toBe(sourceHash('a\nb'));
    expect(sourceHash('a\nb')).not.toBe(sourceHash('a\nc'));
    expect(sourceHash('x')).toMatch(/^[0-9a-f]{16}$/);
    expect(recordedHash('---\ntitle: x\nsourceHash: 0123456789abcdef\n---\n')).toBe('0123456789abcdef');
    expect(recordedHash('---\ntitle: x\n---\nsourceHash: 0123456789abcdef\n')).toBeNull();
  });
});

describe('the Japanese glossary', () => {
  const ids = (text: string) => [...text.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]!).sort();
  test('has an entry under the same anchor for every English entry', () => {
    const en = ids(readFileSync(join(DOCS, 'glossary.mdx'), 'utf8'));
    const ja = ids(readFileSync(join(DOCS, 'ja', 'glossary.mdx'), 'utf8'));
    expect(ja).toEqual(en);
  });

  test('every <Term id> of a Japanese page has its entry', () => {
    const ja = new Set(ids(readFileSync(join(DOCS, 'ja', 'glossary.mdx'), 'utf8')));
    const used = translations(DOCS)
      .filter((t) => t.file.startsWith('ja/'))
      .flatMap((t) => [...readFileSync(join(DOCS, t.file), 'utf8').matchAll(/<Term id="([^"]+)"/g)].map((m) => m[1]!));
    expect(used.length).toBeGreaterThan(10);
    expect([...new Set(used)].filter((id) => !ja.has(id))).toEqual([]);
  });
});
