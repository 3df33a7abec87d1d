// Every run of Japanese, Korean or Chinese text (副官, 마이티, 拿破崙 …) in a language other than
// the one around it is wrapped in a <span lang="…">, so that screen readers pronounce it in its own
// language and browsers pick the right font. On English pages that is every such run; on a
// Japanese page (<html lang="ja">) only Korean and Chinese runs, and Japanese text inside English
// (a page not translated yet, whose <main lang="en"> holds the English text) is marked again.
// Code is left alone. It runs over the built HTML (src/integrations/cjk-lang.mjs), so Markdown
// text and server-rendered components are covered alike; islands use src/components/Words.tsx.
//
// Which language: Hangul is Korean; kana (or the Japanese iteration mark 々) is Japanese; a run of
// Han characters alone is Chinese (Traditional) on the Taiwanese & Hong Kong pages, in Chinese text,
// or when it uses a character Japanese does not (崙 …), and Japanese otherwise — the other games
// are Japanese and Korean, and Korean pages write Hangul.

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
export function cjkLang(text, chinesePage, around = 'en') {
  if (HANGUL.test(text)) return 'ko';
  if (KANA.test(text)) return 'ja';
  if (CHINESE_ONLY.test(text) || primary(around) === 'zh') return 'zh-Hant';
  if (primary(around) === 'ja') return 'ja';
  return chinesePage ? 'zh-Hant' : 'ja';
}

/** The primary language subtag, lower case: `zh-TW` → `zh`. @param {string} tag */
const primary = (tag) => tag.toLowerCase().split('-')[0] ?? '';

/**
 * Split a text into plain and CJK parts, each CJK part wrapped in a span with its language.
 * @param {string} value
 * @param {boolean} chinesePage
 * @returns {any[] | null} the replacement nodes, or null when the text has no CJK run
 */
export function splitCjk(value, chinesePage, around = 'en') {
  RUN.lastIndex = 0;
  if (!RUN.test(value)) return null;
  RUN.lastIndex = 0;
  const out = [];
  let last = 0;
  let marked = false;
  for (const m of value.matchAll(RUN)) {
    let at = m.index;
    for (const seg of segments(m[0], chinesePage, around)) {
      const start = at;
      at += seg.text.length;
      if (primary(seg.lang) === primary(around)) continue;
      marked = true;
      if (start > last) out.push({ type: 'text', value: value.slice(last, start) });
      out.push({
        type: 'element',
        tagName: 'span',
        properties: { lang: seg.lang },
        children: [{ type: 'text', value: seg.text }],
      });
      last = at;
    }
  }
  if (!marked) return null;
  if (last < value.length) out.push({ type: 'text', value: value.slice(last) });
  return out;
}

/**
 * A run cut where its language changes: Hangul apart from the rest; in Japanese text, also each
 * stretch of Han characters (Japanese unless it holds a character only Chinese uses); in Chinese
 * text holding kana, at its punctuation (「オールマイティ」 is Japanese, the Chinese sentence
 * around it is not). Neighbours in the same language are joined again.
 * @param {string} run
 * @param {boolean} chinesePage
 * @param {string} around
 * @returns {{ text: string, lang: string }[]}
 */
function segments(run, chinesePage, around) {
  const parts = run.split(/([\uac00-\ud7af]+)/).filter(Boolean);
  /** @type {{ text: string, lang: string }[]} */
  const out = [];
  for (const part of parts) {
    const pieces =
      primary(around) === 'ja' && !HANGUL.test(part)
        ? part.split(/([\u3400-\u9fff]+)/).filter(Boolean)
        : primary(around) === 'zh' && KANA.test(part)
          ? part.split(/([\u3000-\u3004\u3008-\u303f\u30fb\uff01-\uff5e]+)/).filter(Boolean)
          : [part];
    for (const text of pieces) {
      const lang =
        /^[\u3000-\u303f\uff01-\uff5e/・0-9]+$/.test(text) && primary(around) !== 'en'
          ? around
          : cjkLang(text, chinesePage, around);
      const prev = out[out.length - 1];
      if (prev && prev.lang === lang) prev.text += text;
      else out.push({ text, lang });
    }
  }
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
 * Mark the CJK runs of a built HTML page: every run in text whose language differs from the
 * language around it (the nearest `lang` attribute, `<html lang>` included; English if none) is
 * wrapped in `<span lang="…">`. Text inside code, islands (their client code renders them, see
 * src/components/Words.tsx), options, scripts and styles is left alone. A small tokenizer, enough
 * for the HTML Astro writes.
 * @param {string} html
 * @param {boolean} chinesePage
 */
export function markHtml(html, chinesePage) {
  /** @type {{ name: string, hold: boolean, lang: string }[]} */
  const stack = [];
  let out = '';
  let i = 0;
  const held = () => stack.length > 0 && stack[stack.length - 1].hold;
  const around = () => (stack.length > 0 ? stack[stack.length - 1].lang : 'en');
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const text = lt < 0 ? html.slice(i) : html.slice(i, lt);
    if (text) out += held() ? text : markText(text, chinesePage, around());
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
    const lang = /\slang="([^"]*)"/.exec(tag)?.[1] || around();
    stack.push({ name, hold: held() || KEEP.has(name), lang });
  }
  return out;
}

/** @param {string} text @param {boolean} chinesePage @param {string} around */
function markText(text, chinesePage, around) {
  const parts = splitCjk(text, chinesePage, around);
  if (!parts) return text;
  return parts
    .map((p) => (p.type === 'text' ? p.value : `<span lang="${p.properties.lang}">${p.children[0].value}</span>`))
    .join('');
}
