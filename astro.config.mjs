// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import preact from '@astrojs/preact';
import { sidebar } from './src/sidebar.mjs';
import { cjkLangIntegration } from './src/cjk-lang.mjs';

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
      customCss: ['./src/styles/site.css'],
      // The theme select gains the reader's card-colour setting (two or four suit colours).
      components: { ThemeSelect: './src/components/starlight/ThemeSelect.astro' },
      sidebar,
      lastUpdated: false,
      pagination: true,
      disable404Route: true,
      favicon: '/favicon.svg',
    }),
    preact(),
    // Japanese, Korean and Chinese words on English pages carry their own `lang` (after the build).
    cjkLangIntegration(),
  ],
});
