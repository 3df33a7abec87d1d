// A Markdown (hast) plugin for the English pages: every run of Japanese, Korean or Chinese text (副官,
// 마이티, 拿破崙 …) is wrapped in a <span lang="…"> so that screen readers pronounce it in its own
// language and browsers pick the right font. Text already inside an element with a `lang`
// attribute, and code, is left alone.
//
// Which language: Hangul is Korean; kana (or the Japanese iteration mark 々) is Japanese; a run of
// Han characters alone is Chinese (Traditional) on the Taiwanese & Hong Kong pages or when it uses a
// character Japanese does not (崙 …), and Japanese otherwise — the other games are Japanese and
// Korean, and Korean pages write Hangul.

const RUN =
  /[\u3000-\u303f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uff01-\uff5e々〆](?:[\u3000-\u303f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uff01-\uff5e々〆/・0-9]*[\u3000-\u303f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uff01-\uff5e々〆])?/g;
const HANGUL = /[\uac00-\ud7af]/;
const KANA = /[\u3040-\u30ff々〆]/;
/** Han characters that appear on the site only in Chinese words. */
const CHINESE_ONLY = /[崙鬼獨輪逼]/;
const SKIP = new Set(['code', 'pre', 'script', 'style', 'kbd', 'samp']);

/**
 * The language of a run of CJK text.
 * @param {string} text
 * @param {boolean} chinesePage
 */
export function cjkLang(text, chinesePage) {
  if (HANGUL.test(text)) return 'ko';
  if (KANA.test(text)) return 'ja';
  return chinesePage || CHINESE_ONLY.test(text) ? 'zh-Hant' : 'ja';
}

/**
 * Split a text into plain and CJK parts, each CJK part wrapped in a span with its language.
 * @param {string} value
 * @param {boolean} chinesePage
 * @returns {any[] | null} the replacement nodes, or null when the text has no CJK run
 */
export function splitCjk(value, chinesePage) {
  RUN.lastIndex = 0;
  if (!RUN.test(value)) return null;
  RUN.lastIndex = 0;
  const out = [];
  let last = 0;
  for (const m of value.matchAll(RUN)) {
    if (m.index > last) out.push({ type: 'text', value: value.slice(last, m.index) });
    out.push({
      type: 'element',
      tagName: 'span',
      properties: { lang: cjkLang(m[0], chinesePage) },
      children: [{ type: 'text', value: m[0] }],
    });
    last = m.index + m[0].length;
  }
  if (last < value.length) out.push({ type: 'text', value: value.slice(last) });
  return out;
}

/** @param {any} node */
function hasLang(node) {
  if (node.type === 'element') return node.properties?.lang !== undefined || SKIP.has(node.tagName);
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    return (node.attributes ?? []).some((/** @type {any} */ a) => a.name === 'lang');
  }
  return false;
}

/**
 * The plugin, for Astro's Markdown processor (Sätteri): a visitor of text nodes. Pages of the
 * Taiwanese & Hong Kong game read bare Han characters as Chinese.
 */
export function cjkLangPlugin() {
  return {
    name: 'etori-cjk-lang',
    /** @param {any} node @param {any} ctx */
    text(node, ctx) {
      const chinesePage = /[\\/]tw-hk[\\/]/.test(ctx.fileURL?.pathname ?? '');
      const parts = splitCjk(node.value, chinesePage);
      if (!parts) return;
      for (let up = ctx.parent(node); up; up = up.type === 'root' ? undefined : ctx.parent(up)) {
        if (hasLang(up)) return;
      }
      ctx.replaceNode(node, parts);
    },
  };
}
