// A translated page's section headings get ids from their translated text ("1-配る"), but links
// into a page's sections — lessons, the practice setup's rule links, other pages, a reader's
// bookmark — use the English page's anchors ("#1-deal"). After the build, each translated page
// gets an empty anchor with the English id just before the matching heading, so the same
// fragment works in every edition. Headings are matched in order when both pages have the same
// outline (the same levels in the same order); where the outlines differ, the page's own
// `<span id="…" />` keeps the anchor, and tests/dist/links.test.ts names any that is missing.

/**
 * The section headings (h2–h4) of a built page, in order.
 * @param {string} html
 * @returns {{ level: string, id: string, at: number }[]}
 */
function headings(html) {
  return [...html.matchAll(/<h([234])\b[^>]*\sid="([^"]+)"/g)].map((m) => ({
    level: m[1] ?? '',
    id: m[2] ?? '',
    at: m.index ?? 0,
  }));
}

/**
 * @param {string} html a translated page
 * @param {string} englishHtml its English page
 * @returns {string} the page with the English anchors added where they were missing
 */
export function keepEnglishAnchors(html, englishHtml) {
  const own = headings(html);
  const english = headings(englishHtml);
  if (own.length !== english.length || own.some((h, i) => h.level !== english[i]?.level)) return html;
  const has = (id) => html.includes(` id="${id}"`);
  /** @type {{ at: number, id: string }[]} */
  const inserts = [];
  own.forEach((h, i) => {
    const id = english[i]?.id ?? '';
    if (id === '' || id === h.id || has(id)) return;
    // Before Starlight's heading wrapper when there is one, so the anchor sits outside the heading.
    const wrapper = html.lastIndexOf('<div class="sl-heading-wrapper', h.at);
    const at =
      wrapper >= 0 && html.slice(wrapper, h.at).indexOf('>') === html.slice(wrapper, h.at).length - 1 ? wrapper : h.at;
    inserts.push({ at, id });
  });
  let out = html;
  for (const { at, id } of inserts.reverse()) out = `${out.slice(0, at)}<span id="${id}"></span>${out.slice(at)}`;
  return out;
}
