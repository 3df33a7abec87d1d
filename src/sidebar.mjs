// The site's navigation. Each game's group is generated from its folder under content/docs/,
// so a new page appears in the menu by existing; its `sidebar.order` front matter sets its place.
/** @type {NonNullable<import('@astrojs/starlight/types').StarlightUserConfig['sidebar']>} */
export const sidebar = [
  {
    label: 'Start here',
    items: [
      { label: 'Home', link: '/' },
      { label: 'About the rules', slug: 'about/rules' },
    ],
  },
];
