// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import preact from '@astrojs/preact';
import { sidebar } from './src/sidebar.mjs';
import { satteri } from '@astrojs/markdown-satteri';
import { cjkLangPlugin } from './src/cjk-lang.mjs';
import { offline } from './src/integrations/offline.mjs';

/** @type {NonNullable<NonNullable<import('vite').BuildEnvironmentOptions['rolldownOptions']>['onwarn']>} */
function quietHeadInject(warning, warn) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && String(warning.message).includes('astro:head-inject')) return;
  warn(warning);
}

// The site is static: every page is prerendered HTML, islands hydrate where state lives.
export default defineConfig({
  site: 'https://etori.example.org',
  output: 'static',
  // Islands are small; never inline the engine into HTML.
  build: { inlineStylesheets: 'auto' },
  // Japanese, Korean and Chinese words on English pages carry their own `lang`.
  markdown: { processor: satteri({ hastPlugins: [cjkLangPlugin()] }) },
  vite: {
    plugins: [
      {
        // Astro marks MDX modules with a "use astro:head-inject" directive that the bundler warns
        // it cannot keep; Astro does not need it kept. Hide exactly that warning (43 of them
        // otherwise bury the build's real output); every other warning still shows. A plugin
        // hook, because Astro replaces each build environment's bundler options with its own.
        name: 'etori-quiet-head-inject',
        configEnvironment() {
          return { build: { rolldownOptions: { onwarn: quietHeadInject } } };
        },
      },
    ],
  },
  integrations: [
    starlight({
      title: 'Etori',
      description:
        'Learn Japanese Napoleon, English Nap, Taiwanese and Hong Kong Napoleon, Korean Mighty and Daifugō step by step, with puzzles, rule comparisons and practice games.',
      // English is the root locale (no /en/ prefix). A Japanese translation is added later by
      // adding `ja: { label: '日本語', lang: 'ja' }` here and files under content/docs/ja/.
      defaultLocale: 'root',
      locales: {
        root: { label: 'English', lang: 'en' },
      },
      // Docs live in ./content/docs (see src/content.config.ts); let Starlight's Markdown
      // plugins (asides, heading links) treat that folder as its docs folder.
      markdown: { processedDirs: ['./content/docs'] },
      customCss: ['./src/styles/site.css', './src/styles/offline.css'],
      // Installable and offline: the web app manifest, an icon for iOS home screens, and the
      // service worker's registration (public/sw-register.js; the worker is made by offline()).
      head: [
        { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' } },
        { tag: 'meta', attrs: { name: 'theme-color', content: '#1d3557' } },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' } },
        { tag: 'script', attrs: { src: '/sw-register.js', defer: true } },
      ],
      sidebar,
      lastUpdated: false,
      pagination: true,
      disable404Route: true,
      favicon: '/favicon.svg',
    }),
    preact(),
    // After Starlight, whose build step writes the search index that the service worker precaches.
    offline(),
  ],
});
