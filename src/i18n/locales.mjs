// The site's languages. English is the root locale (no prefix in URLs); each other locale's pages
// are files under content/docs/<key>/ with the English page's file name. Japanese is a full
// edition; Korean (for Mighty) and Traditional Chinese (for Taiwanese & Hong Kong Napoleon)
// translate their game's pages, and every other page falls back to English with Starlight's notice.

/** Starlight's `locales`: the key is the URL prefix and folder, `lang` the BCP-47 tag. */
export const LOCALES = {
  root: { label: 'English', lang: 'en' },
  ja: { label: '日本語', lang: 'ja' },
  ko: { label: '한국어', lang: 'ko' },
  'zh-tw': { label: '繁體中文', lang: 'zh-TW' },
};

/**
 * The translated locales: URL prefix / folder → language tag. `chinese`: the language is written in
 * Chinese characters, so bare Han characters on the pages of a game it translates (its descriptor's
 * `translatedIn`) are read as Chinese, not as Japanese (src/integrations/cjk-lang.mjs).
 */
export const TRANSLATED = /** @type {const} */ ([
  { dir: 'ja', lang: 'ja', chinese: false },
  { dir: 'ko', lang: 'ko', chinese: false },
  { dir: 'zh-tw', lang: 'zh-TW', chinese: true },
]);

/**
 * The locale folder a site path or docs-relative file path starts with, or null for English.
 * @param {string} path e.g. `/ja/japanese/rules/` or `ja/japanese/rules.mdx`
 */
export function localeOfPath(path) {
  const first = path.replace(/^\/+/, '').split(/[/\\]/)[0] ?? '';
  return TRANSLATED.find((l) => l.dir === first)?.dir ?? null;
}
