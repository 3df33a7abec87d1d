// Starlight names each heading's anchor link for screen readers ("Section titled “…”") in the
// language it finds from the page's file path under src/content/docs; this project's pages live
// in ./content/docs, so a translated page gets the English label. After the build, the labels of
// a translated page's text (<main lang="ja">, <main lang="ko">, <main lang="zh-TW">) are put in
// its language, in the words of that language's UI strings (content/i18n/<lang>.json,
// `heading.anchorLabel`): one place for them.
import ja from '../../content/i18n/ja.json' with { type: 'json' };
import ko from '../../content/i18n/ko.json' with { type: 'json' };
import zhTW from '../../content/i18n/zh-TW.json' with { type: 'json' };

/** The label's template in each language ("{{title}}": the heading's title). */
const LABEL = /** @type {Record<string, string | undefined>} */ ({
  ja: ja['heading.anchorLabel'],
  ko: ko['heading.anchorLabel'],
  'zh-TW': zhTW['heading.anchorLabel'],
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
    (_, open, title, close) => `${open}${label.split('{{title}}').join(title)}${close}`,
  );
}
