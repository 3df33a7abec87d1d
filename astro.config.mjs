// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import preact from '@astrojs/preact';
import { sidebar } from './src/sidebar.mjs';
import { LOCALES } from './src/i18n/locales.mjs';
import { cjkLangIntegration } from './src/integrations/cjk-lang.mjs';
import { offline } from './src/integrations/offline.mjs';
import { cspHashes } from './src/integrations/csp.mjs';
import { messagesPlugin } from './src/i18n/messages/messages-plugin.mjs';

/** @type {NonNullable<NonNullable<import('vite').BuildEnvironmentOptions['rolldownOptions']>['onwarn']>} */
function quietHeadInject(warning, warn) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && String(warning.message).includes('astro:head-inject')) return;
  warn(warning);
}

/**
 * The address the site is published at, from `SITE_URL` at build time (README, "Publishing"):
 * canonical links, the sitemap and the printed summaries' links use it. Without it the build makes
 * no canonical links and no sitemap (both need the address), and a printed summary shows the
 * address its page was opened from, read in the browser. Never a made-up domain.
 * @returns {string | undefined}
 */
function siteUrl() {
  const raw = process.env['SITE_URL']?.trim();
  if (!raw) return undefined;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `SITE_URL must be the full address the site is served from, starting with https:// (it is "${raw}")`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`SITE_URL must start with https:// or http:// (it is "${raw}")`);
  return url.origin;
}

// The site is static: every page is prerendered HTML, islands hydrate where state lives.
export default defineConfig({
  site: siteUrl(),
  output: 'static',
  // Islands are small; never inline the engine into HTML.
  // Stylesheets are files (cached once, offline too), never inlined: a page's HTML carries its words.
  build: { inlineStylesheets: 'never' },
  // A strict Content-Security-Policy on every page, as a <meta> (a static site has no headers;
  // scripts/serve.mjs also sends it as a header). Scripts: this site's files and the hashes of
  // inline scripts only (Astro hashes its own; cspHashes() adds Starlight's inline ones) — never
  // 'unsafe-inline' or 'unsafe-eval'. Style attributes (Starlight's icons, islands) are allowed.
  security: {
    csp: {
      // style-src stays 'self' + hashes (Astro's default when no plain resource is given).
      styleDirective: { resources: [{ resource: "'unsafe-inline'", kind: 'attribute' }] },
      directives: [
        "default-src 'self'",
        "connect-src 'self'",
        "worker-src 'self'",
        "img-src 'self' data:",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
  // Code blocks are Starlight's Expressive Code (styles in a file); Astro's Shiki inline styles are
  // off, which the content security policy would refuse.
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [
      messagesPlugin(),
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
      // English is the root locale (no /en/ prefix); the translations live in content/docs/<locale>/
      // under the English file names (src/i18n/locales.mjs). A page not translated yet is served
      // at /<locale>/… with the English text and Starlight's "not translated yet" notice.
      defaultLocale: 'root',
      locales: LOCALES,
      // Docs live in ./content/docs (see src/content.config.ts); let Starlight's Markdown
      // plugins (asides, heading links) treat that folder as its docs folder.
      markdown: { processedDirs: ['./content/docs'] },
      customCss: ['./src/styles/site.css', './src/styles/offline.css'],
      // The theme select gains the reader's card-colour setting (two or four suit colours).
      // The language picker is a list of links to the page's other editions; the notice on a page
      // not translated yet is a plain line in the edition's language.
      components: {
        ThemeSelect: './src/components/starlight/ThemeSelect.astro',
        ThemeProvider: './src/components/starlight/ThemeProvider.astro',
        LanguageSelect: './src/components/starlight/LanguageSelect.astro',
        FallbackContentNotice: './src/components/starlight/FallbackContentNotice.astro',
      },
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
    // Japanese, Korean and Chinese words on English pages carry their own `lang` (after the build,
    // before the policy and the service worker read the pages).
    cjkLangIntegration(),
    // After Starlight, whose build step writes the search index that the service worker precaches;
    // the policy first, so that the worker precaches the pages as they are served.
    cspHashes(),
    offline(),
  ],
});
