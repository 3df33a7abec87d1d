// Starlight names each heading's anchor link for screen readers ("Section titled “…”") in the
// language it finds from the page's file path under src/content/docs; this project's pages live
// in ./content/docs, so a translated page gets the English label. After the build, the labels of
// a Japanese page's text (<main lang="ja">) are put in Japanese, with the same words as
// content/i18n/ja.json.

/**
 * @param {string} html a built page
 * @returns {string}
 */
export function localizeAnchorLabels(html) {
  if (!/<main\b[^>]*\slang="ja"/.test(html)) return html;
  return html.replace(
    /(<span class="sr-only"[^>]*>)Section titled “([^”<]*)”(<\/span>)/g,
    '$1「$2」の見出しへのリンク$3',
  );
}
