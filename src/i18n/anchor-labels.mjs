// Starlight names each heading's anchor link for screen readers ("Section titled “…”") in the
// language it finds from the page's file path under src/content/docs; this project's pages live
// in ./content/docs, so a translated page gets the English label. After the build, the labels of
// a translated page's text (<main lang="ja">, <main lang="ko">, <main lang="zh-TW">) are put in
// its language, with the same words as content/i18n/<lang>.json.

/** The label in each language, from the heading's title. */
const LABEL = /** @type {Record<string, (title: string) => string>} */ ({
  ja: (title) => `「${title}」の見出しへのリンク`,
  ko: (title) => `“${title}” 섹션으로 가는 링크`,
  'zh-TW': (title) => `連到「${title}」這一節`,
});

/**
 * @param {string} html a built page
 * @returns {string}
 */
export function localizeAnchorLabels(html) {
  const lang = /<main\b[^>]*\slang="([^"]+)"/.exec(html)?.[1];
  const label = lang ? LABEL[lang] : undefined;
  if (!label) return html;
  return html.replace(
    /(<span class="sr-only"[^>]*>)Section titled “([^”<]*)”(<\/span>)/g,
    (_, open, title, close) => `${open}${label(title)}${close}`,
  );
}
