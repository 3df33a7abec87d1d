// The site's navigation. Each game's group is generated from its folder under content/docs/,
// so a new page appears in the menu by existing; its `sidebar.order` front matter sets its place
// (overview 1, rules 2, ranking 3, local rules 4, scoring 5, puzzles 6, practice 7).
import { existsSync } from 'node:fs';

/** Across-the-games pages; a page listed here that does not exist yet is left out. */
const across = [
  { label: 'Compare the games', slug: 'compare-games' },
  { label: 'Compare local rules', slug: 'compare-rules' },
  { label: 'Glossary', slug: 'glossary' },
  { label: 'Sources', slug: 'sources' },
  { label: 'About the rules', slug: 'about/rules' },
].filter((item) => {
  const base = new URL(`../content/docs/${item.slug}`, import.meta.url);
  return existsSync(new URL(`${base.href}.mdx`)) || existsSync(new URL(`${base.href}.md`));
});

/** @type {NonNullable<import('@astrojs/starlight/types').StarlightUserConfig['sidebar']>} */
export const sidebar = [
  { label: 'Home', link: '/' },
  { label: 'Japanese Napoleon', collapsed: false, items: [{ autogenerate: { directory: 'japanese' } }] },
  { label: 'English Nap', collapsed: true, items: [{ autogenerate: { directory: 'nap' } }] },
  { label: 'Taiwanese & Hong Kong Napoleon', collapsed: true, items: [{ autogenerate: { directory: 'tw-hk' } }] },
  { label: 'Mighty', collapsed: true, items: [{ autogenerate: { directory: 'mighty' } }] },
  { label: 'Daifugō', collapsed: true, items: [{ autogenerate: { directory: 'daifugo' } }] },
  { label: 'Across the games', items: across },
];
