// For the English pages: every run of Japanese, Korean or Chinese text (副官,
// 마이티, 拿破崙 …) is wrapped in a <span lang="…"> so that screen readers pronounce it in its own
// language and browsers pick the right font. Text already inside an element with a `lang`
// attribute, and code, is left alone. It runs over the built HTML (src/integrations/cjk-lang.mjs), so Markdown
// text and server-rendered components are covered alike; islands use src/components/Words.tsx.
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

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const RAW = new Set(['script', 'style', 'textarea', 'title', 'template']);
/** Elements whose text is left as it is: code, islands (Preact renders them again), form options. */
const KEEP = new Set(['code', 'pre', 'kbd', 'samp', 'astro-island', 'option', 'svg']);

/**
 * Mark the CJK runs of a built HTML page: every run in text that has no `lang` (other than the
 * page's own English) on an ancestor is wrapped in `<span lang="…">`. Text inside code, islands
 * (their client code renders them, see src/components/Words.tsx), options, scripts and styles is
 * left alone. A small tokenizer, enough for the HTML Astro writes.
 * @param {string} html
 * @param {boolean} chinesePage
 */
export function markHtml(html, chinesePage) {
  /** @type {{ name: string, hold: boolean }[]} */
  const stack = [];
  let out = '';
  let i = 0;
  const held = () => stack.length > 0 && stack[stack.length - 1].hold;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const text = lt < 0 ? html.slice(i) : html.slice(i, lt);
    if (text) out += held() ? text : markText(text, chinesePage);
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt);
      const stop = end < 0 ? html.length : end + 3;
      out += html.slice(lt, stop);
      i = stop;
      continue;
    }
    const gt = html.indexOf('>', lt);
    if (gt < 0) {
      out += html.slice(lt);
      break;
    }
    const tag = html.slice(lt, gt + 1);
    out += tag;
    i = gt + 1;
    const m = /^<(\/?)([a-zA-Z][\w:-]*)/.exec(tag);
    if (!m) continue;
    const name = m[2].toLowerCase();
    if (m[1]) {
      const at = stack.map((e) => e.name).lastIndexOf(name);
      if (at >= 0) stack.length = at;
      continue;
    }
    if (RAW.has(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, i);
      const stop = close < 0 ? html.length : close;
      out += html.slice(i, stop);
      i = stop;
      continue;
    }
    if (VOID.has(name) || tag.endsWith('/>')) continue;
    const lang = /\slang="([^"]*)"/.exec(tag)?.[1];
    const hold = held() || KEEP.has(name) || (lang !== undefined && name !== 'html' && !lang.startsWith('en'));
    stack.push({ name, hold });
  }
  return out;
}

/** @param {string} text @param {boolean} chinesePage */
function markText(text, chinesePage) {
  const parts = splitCjk(text, chinesePage);
  if (!parts) return text;
  return parts
    .map((p) => (p.type === 'text' ? p.value : `<span lang="${p.properties.lang}">${p.children[0].value}</span>`))
    .join('');
}
