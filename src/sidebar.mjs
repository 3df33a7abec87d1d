// The site's navigation. Each game's group lists the pages of its folder under content/docs/,
// in the order their `sidebar.order` front matter gives (overview, course, rules, ranking, special
// cards, local rules, scoring, puzzles, practice, summary), labelled by `sidebar.label` (else the
// title). The list is built here, from the files, because Starlight's `autogenerate` only looks in
// src/content/docs and finds nothing in this project's content/docs folder.
// Starlight's previous/next links follow this order, so they walk every page of a game in turn.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const DOCS = new URL('../content/docs/', import.meta.url);

/**
 * The front matter fields the menu needs, read from a page's source. Only the simple YAML that
 * the pages use is understood (`key: value`, one level of nesting for `sidebar:`); anything else
 * is ignored, and a page without a title is reported, naming the file.
 * @param {string} source
 * @param {string} file for error messages
 * @returns {{ title: string, label?: string, order?: number, hidden: boolean }}
 */
export function readFrontMatter(source, file) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  if (!match) throw new Error(`${file}: no front matter (a page starts with --- title: … ---)`);
  /** @type {Record<string, string>} */
  const fields = {};
  let parent = '';
  for (const line of match[1].split(/\r?\n/)) {
    const m = /^(\s*)([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!m) continue;
    const [, indent, key, raw] = m;
    if (!indent) parent = raw === '' ? key : '';
    const name = indent && parent ? `${parent}.${key}` : key;
    fields[name] = raw.replace(/^(['"])(.*)\1$/, '$2').trim();
  }
  const title = fields['title'];
  if (!title) throw new Error(`${file}: the front matter has no title`);
  const order = fields['sidebar.order'] === undefined ? undefined : Number(fields['sidebar.order']);
  if (order !== undefined && !Number.isFinite(order)) {
    throw new Error(`${file}: sidebar.order "${fields['sidebar.order']}" is not a number`);
  }
  return { title, label: fields['sidebar.label'] || undefined, order, hidden: fields['sidebar.hidden'] === 'true' };
}

/**
 * The menu items of one game's folder, in reading order.
 * @param {string} dir folder under content/docs/, e.g. `japanese`
 * @returns {{ label: string, slug: string }[]}
 */
export function folderItems(dir) {
  const folder = new URL(`${dir}/`, DOCS);
  const pages = readdirSync(folder)
    .filter((name) => /^[^_].*\.mdx?$/.test(name))
    .map((name) => {
      const page = readFrontMatter(readFileSync(new URL(name, folder), 'utf8'), `content/docs/${dir}/${name}`);
      const base = name.replace(/\.mdx?$/, '');
      return { ...page, slug: base === 'index' ? dir : `${dir}/${base}` };
    })
    .filter((page) => !page.hidden);
  pages.sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.slug.localeCompare(b.slug));
  return pages.map((page) => ({ label: page.label ?? page.title, slug: page.slug }));
}

/** The games, in the order the menu shows them. */
export const GAMES = [
  { dir: 'japanese', label: 'Japanese Napoleon' },
  { dir: 'nap', label: 'English Nap' },
  { dir: 'tw-hk', label: 'Taiwanese & Hong Kong Napoleon' },
  { dir: 'mighty', label: 'Mighty' },
  { dir: 'daifugo', label: 'Daifugō' },
];

/** Across-the-games pages; a page listed here that does not exist yet is left out. */
const across = [
  { label: 'Compare the games', slug: 'compare-games' },
  { label: 'Compare local rules', slug: 'compare-rules' },
  { label: 'Glossary', slug: 'glossary' },
  { label: 'Sources', slug: 'sources' },
  { label: 'About the rules', slug: 'about/rules' },
  { label: 'Rule files', slug: 'about/rule-files' },
].filter((item) => existsSync(new URL(`${item.slug}.mdx`, DOCS)) || existsSync(new URL(`${item.slug}.md`, DOCS)));

/** @type {NonNullable<import('@astrojs/starlight/types').StarlightUserConfig['sidebar']>} */
export const sidebar = [
  { label: 'Home', link: '/' },
  ...GAMES.map(({ dir, label }, i) => ({ label, collapsed: i > 0, items: folderItems(dir) })),
  { label: 'Across the games', items: across },
];
