// Starlight names each heading's anchor link for screen readers ("Section titled “…”") in the
// language it finds from the page's file path under src/content/docs; this project's pages live
// in ./content/docs, so a translated page gets the English label. After the build, the labels of
// a Japanese page's text (<main lang="ja">) are put in Japanese, with the same words as
// content/i18n/ja.json, and a Korean page's (<main lang="ko">) in Korean (content/i18n/ko.json).

/**
 * @param {string} html a built page
 * @returns {string}
 */
export function localizeAnchorLabels(html) {
  const lang = /<main\b[^>]*\slang="(ja|ko)"/.exec(html)?.[1];
  if (!lang) return html;
  return html.replace(
    /(<span class="sr-only"[^>]*>)Section titled “([^”<]*)”(<\/span>)/g,
    lang === 'ja' ? '$1「$2」の見出しへのリンク$3' : '$1“$2” 섹션으로 가는 링크$3',
  );
}
