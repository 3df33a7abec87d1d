/**
 * The written pages agree with the engine: every option each engine declares is explained on its
 * game's local-rules page (by its exact key, under a heading the options table links to), every
 * option SPEC marks [choice] carries a "Sources differ" note, every page has a title and a
 * description, every glossary link has its term, and the navigation lists each game's pages in order.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DESCRIPTOR } from '../../../src/engine/descriptors.ts';
import { VARIANT_IDS, type VariantId } from '../../../src/engine/options.ts';
import { optionsOf, presetsOf, ruleNotesOf, SITE_FOLDER } from '../../../src/islands-logic/site-engine.ts';
import { compareRows, GAMES } from '../../../src/components/site/variant-facts.ts';
import { sidebar } from '../../../src/sidebar.mjs';

const DOCS = join(import.meta.dirname, '../../../content/docs');

function mdxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return mdxFiles(p);
    return /\.mdx?$/.test(f) && !f.startsWith('_') ? [p] : [];
  });
}
const read = (p: string) => readFileSync(p, 'utf8');
const page = (v: VariantId, name: string) => read(join(DOCS, SITE_FOLDER[v], `${name}.mdx`));

/** Front matter as flat `key: value` lines (enough for title, description and sidebar.order). */
function frontMatter(text: string): Record<string, string> {
  const m = /^---\n([\s\S]*?)\n---/.exec(text);
  if (!m) return {};
  const out: Record<string, string> = {};
  let parent = '';
  for (const line of m[1]!.split('\n')) {
    const kv = /^(\s*)([A-Za-z]+):\s*(.*)$/.exec(line);
    if (!kv) continue;
    const key = kv[1]!.length > 0 && parent ? `${parent}.${kv[2]}` : kv[2]!;
    if (kv[1]!.length === 0) parent = kv[2]!;
    out[key] = kv[3]!.trim();
  }
  return out;
}

const escapeRe = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An option's section: the stable anchor `<span id="key">` (lower case), then a heading with its label. */
function hasSection(text: string, key: string, label: string): boolean {
  return new RegExp(
    `<span id="${key.toLowerCase()}"\\s*(?:/>|></span>)\\s*\\n#{2,3} ${escapeRe(label)}(?: \\([^)]*\\))?\\s*$`,
    'm',
  ).test(text);
}

/** The local-rules text of a variant, with the pages its descriptor sends option topics to (Japanese special cards and joker). */
function localRulesText(v: VariantId): string {
  const pages = [...new Set(Object.values(DESCRIPTOR[v].optionPages ?? {}))];
  return [page(v, 'local-rules'), ...pages.map((p) => page(v, p!))].join('\n');
}

describe('local-rules pages explain every option the engine declares', () => {
  for (const v of VARIANT_IDS) {
    test(`${v}: every option has its own section, headed in words`, () => {
      const decls = optionsOf(v);
      expect(decls, `${v} declares no options`).not.toBeNull();
      expect(page(v, 'local-rules')).toContain(`<OptionsTable`);
      const keys = Object.keys(decls!);
      expect(keys.length).toBeGreaterThan(0);
      const all = localRulesText(v);
      const noSection = keys.filter((k) => !hasSection(all, k, decls![k]!.label));
      expect(noSection, `${v}: no anchor + heading in words (the options table and practice form link there)`).toEqual(
        [],
      );
    });

    test(`${v}: every [choice] option is flagged "sources differ"`, () => {
      const decls = optionsOf(v)!;
      const text = localRulesText(v);
      const flagged = new Set([...text.matchAll(/<SourcesDiffer option="([^"]+)"/g)].map((m) => m[1]!));
      const choices = Object.entries(decls)
        .filter(([, d]) => d.choice === true)
        .map(([k]) => k);
      expect(choices.filter((k) => !flagged.has(k))).toEqual([]);
    });

    test(`${v}: the engine's own decisions (rule notes) are listed on the local-rules page`, () => {
      if (ruleNotesOf(v).length === 0) return;
      expect(page(v, 'local-rules')).toContain(`<RuleNotes variant="${v}"`);
    });

    test(`${v}: every preset is named on the local-rules page`, () => {
      const text = page(v, 'local-rules');
      // Named in a preset table, or in the text with a link to the presets side by side.
      const sideBySide = text.includes(`/compare-games/#the-${v}-presets-side-by-side`);
      const missing = presetsOf(v).filter(
        (p) =>
          !text.includes('PresetTable') &&
          !(sideBySide && text.toLowerCase().includes(p.label.toLowerCase().replace(/ \((\d+)\)$/, ''))),
      );
      expect(missing.map((p) => p.id)).toEqual([]);
    });
  }

  test('the check fails for a page that leaves an option out or heads it with its key', () => {
    const decls = optionsOf('mighty')!;
    const text = page('mighty', 'local-rules');
    const trimmed = text.replace(`## ${decls['ripper']!.label}`, '## `ripper`');
    expect(Object.keys(decls).filter((k) => !hasSection(trimmed, k, decls[k]!.label))).toEqual(['ripper']);
    const gone = text.replace('<span id="misdeal"></span>', '');
    expect(Object.keys(decls).filter((k) => !hasSection(gone, k, decls[k]!.label))).toEqual(['misdeal']);
  });
});

describe('every page', () => {
  const files = mdxFiles(DOCS);
  test('there are pages for every game', () => {
    for (const v of VARIANT_IDS) {
      for (const name of ['index', 'rules', 'ranking', 'local-rules', 'scoring']) {
        expect(files).toContain(join(DOCS, SITE_FOLDER[v], `${name}.mdx`));
      }
    }
  });

  for (const f of files) {
    const rel = relative(DOCS, f);
    test(`${rel} has a title and a description`, () => {
      const fm = frontMatter(read(f));
      expect(fm['title']?.length ?? 0, `${rel}: title`).toBeGreaterThan(3);
      expect(fm['description']?.length ?? 0, `${rel}: description`).toBeGreaterThan(30);
    });
  }

  test('game pages follow the sidebar order convention', () => {
    const want: Record<string, number> = {
      index: 1,
      learn: 2,
      rules: 3,
      ranking: 4,
      'special-cards': 5,
      'local-rules': 6,
      scoring: 7,
      puzzles: 8,
      practice: 9,
      summary: 10,
    };
    for (const v of VARIANT_IDS) {
      for (const [name, order] of Object.entries(want)) {
        let text: string;
        try {
          text = page(v, name);
        } catch {
          continue; // puzzles/practice may not exist yet
        }
        expect(Number(frontMatter(text)['sidebar.order']), `${v}/${name}`).toBe(order);
      }
    }
  });

  test('every <Term id> has a glossary entry, and the glossary has no duplicates', () => {
    const glossary = read(join(DOCS, 'glossary.mdx'));
    const ids = [...glossary.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]!);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(40);
    const used = new Set(files.flatMap((f) => [...read(f).matchAll(/<Term id="([^"]+)"/g)].map((m) => m[1]!)));
    expect([...used].filter((id) => !ids.includes(id))).toEqual([]);
  });

  test('the home page keeps its learning paths and a live puzzle', () => {
    const home = read(join(DOCS, 'index.mdx'));
    for (const h of ['New to trick-taking games', 'I know Napoleon, show me local rules', 'I want to play']) {
      expect(home).toContain(h);
    }
    expect(home).toMatch(/<Puzzles variant="japanese" ids=\{\['jp-[a-z0-9-]+'\]\} \/>/);
  });
});

describe('navigation', () => {
  test('one group per game listing every page of its folder, plus the across-the-games group', () => {
    const groups = sidebar as unknown as { label: string; items?: { slug?: string }[] }[];
    for (const g of GAMES) {
      const dir = SITE_FOLDER[g];
      const files = readdirSync(join(DOCS, dir))
        .filter((f) => /^[^_].*\.mdx?$/.test(f))
        .map((f) => f.replace(/\.mdx?$/, ''))
        .map((f) => (f === 'index' ? dir : `${dir}/${f}`));
      const group = groups.find((gr) => (gr.items ?? []).some((i) => i.slug === dir));
      expect(group, `a menu group for ${dir}`).toBeDefined();
      expect((group?.items ?? []).map((i) => i.slug).sort()).toEqual(files.sort());
    }
    const across = groups.find((g) => g.label === 'Across the games');
    const slugs = (across?.items ?? []).map((i) => i.slug);
    for (const s of ['compare-games', 'glossary', 'sources', 'about/rules']) expect(slugs).toContain(s);
  });
});

describe('compare-the-games table', () => {
  const rows = compareRows();
  test('every cell is filled, and most are read from the engine', () => {
    for (const r of rows) for (const g of GAMES) expect(r.cells[g].text.length, `${r.id}/${g}`).toBeGreaterThan(0);
    const cells = rows.flatMap((r) => GAMES.map((g) => r.cells[g]));
    expect(cells.filter((c) => c.derived).length).toBeGreaterThan(cells.length / 2);
  });
  test('player counts and presets come from the declarations', () => {
    const players = rows.find((r) => r.id === 'players')!;
    expect(players.cells.japanese.text).toBe('4–6 (usually 5)');
    expect(players.cells.daifugo.text).toContain('4–8');
    const presets = rows.find((r) => r.id === 'presets')!;
    expect(presets.cells.japanese.text).toBe('Standard, Trump Stadium, House rules (2011)');
  });
  test('decks and point cards are counted from the engines', () => {
    const deck = rows.find((r) => r.id === 'deck')!;
    expect(deck.cells.japanese.text).toContain('52 cards, or 53');
    expect(deck.cells['tw-hk'].text).toContain('54');
    const points = rows.find((r) => r.id === 'points')!;
    expect(points.cells.japanese.text).toContain('20 points');
    expect(points.cells['tw-hk'].text).toContain('16 points');
    expect(points.cells.mighty.text).toContain('20 points');
  });
  test('special cards are read from the rankings', () => {
    const specials = rows.find((r) => r.id === 'specials')!;
    expect(specials.cells.japanese.text).toContain('♠A mighty, ♥J sei-jack, ♦J ura-jack');
    expect(specials.cells['tw-hk'].text).toMatch(/secretary card ♥A > the big joker BJ > the little joker LJ/);
  });
  test("tw-hk's last three tricks as the engine plays them: a joker that follows is lowest, a led one can win (review T4)", () => {
    const cell = rows.find((r) => r.id === 'tricks')!.cells['tw-hk'];
    expect(cell.derived).toBe(true);
    expect(cell.text).toContain("in the last 3 tricks a joker played to another's lead ranks lowest");
    expect(cell.text).toContain('a led joker counts as the 1 or 0 of the suit its leader names');
    expect(cell.text).not.toContain('the jokers rank lowest');
    const ja = compareRows('ja').find((r) => r.id === 'tricks')!.cells['tw-hk'].text;
    expect(ja).toContain('台札に出したジョーカーは、出した人が指定したスートの1か0として扱われ');
  });
  test('every language builds the same rows from the same facts, with its own words', () => {
    const ja = compareRows('ja');
    expect(ja.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    for (const [i, r] of ja.entries())
      for (const g of GAMES) expect(r.cells[g].derived, `${r.id}/${g}`).toBe(rows[i]!.cells[g].derived);
    expect(ja.find((r) => r.id === 'deck')!.cells.mighty.text).toBe(
      '53枚（ジョーカー1枚）。手札は10枚ずつ、キティは3枚',
    );
    expect(rows.find((r) => r.id === 'deck')!.cells.mighty.text).toBe('53 cards (one joker), 10 each, kitty 3');
  });
});
