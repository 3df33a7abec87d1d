/**
 * The built site read from disk, for the checks that need no browser: every page listed in the
 * sitemap with its HTML, and the path ↔ file mapping of the static server.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built site: dist/, or the folder ETORI_DIST names (a modified copy, to see a check fail). */
export const DIST = process.env['ETORI_DIST'] ?? fileURLToPath(new URL('../../dist/', import.meta.url));

/** The file the server answers for a site path (`/a/b/` → dist/a/b/index.html), or null. */
export function fileFor(path: string): string | null {
  const clean = decodeURIComponent(path.split(/[?#]/)[0]!);
  const candidates = clean.endsWith('/') ? [join(DIST, clean, 'index.html')] : [join(DIST, clean), join(DIST, clean, 'index.html')];
  return candidates.find((c) => existsSync(c) && !c.endsWith('/')) ?? null;
}

const read = new Map<string, string>();

/** The HTML of a site path; throws naming the path when there is none. */
export function html(path: string): string {
  const f = fileFor(path);
  if (!f) throw new Error(`no built page for ${path}`);
  if (!read.has(f)) read.set(f, readFileSync(f, 'utf8'));
  return read.get(f)!;
}

/** Site paths of the built pages (`dist/a/b/index.html` → `/a/b/`). */
function builtPagePaths(dir = DIST, prefix = '/'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? builtPagePaths(join(dir, e.name), `${prefix}${e.name}/`)
      : e.name === 'index.html'
        ? [prefix]
        : [],
  );
}

/**
 * Paths of every page listed in the built sitemap. A build without the site's address
 * (`SITE_URL`, astro.config.mjs) has no sitemap: then every built page.
 */
export function sitemapPaths(): string[] {
  if (!existsSync(join(DIST, 'sitemap-index.xml'))) return builtPagePaths().sort();
  const index = readFileSync(join(DIST, 'sitemap-index.xml'), 'utf8');
  const paths: string[] = [];
  for (const m of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = readFileSync(join(DIST, new URL(m[1]!).pathname), 'utf8');
    for (const l of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.push(new URL(l[1]!).pathname);
  }
  return paths;
}

/** The HTML with its common entities decoded. */
export function decode(s: string): string {
  return s
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Elements that start a line of their own (any other tag joins the text around it). */
const BLOCK =
  /^<\/?(address|article|aside|blockquote|br|dd|details|div|dl|dt|figcaption|figure|footer|form|h[1-6]|header|hr|kbd|li|main|nav|ol|p|pre|section|summary|table|td|th|tr|ul)\b/i;

/**
 * The text a reader sees, as the browser reads it out: no scripts, styles, templates, comments or
 * tags (a block element's tag separates words, an inline one's does not, unless `apart`); entities
 * decoded, spaces collapsed.
 */
export function visibleText(html: string, apart = false): string {
  return decode(
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<[^>]*>/g, (tag) => (apart || BLOCK.test(tag) ? ' ' : '')),
  ).replace(/\s+/g, ' ');
}

/** The page's <main> element, tags included. */
export function mainOf(page: string): string {
  return page.slice(page.indexOf('<main'), page.indexOf('</main>'));
}

/** Whether the page has an element with this id (or an anchor with this name). */
export function hasId(page: string, id: string): boolean {
  const esc = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\sid=["']?${esc}["'\\s>]`).test(page) || new RegExp(`\\sname=["']${esc}["']`).test(page);
}

/**
 * The HTML without the elements whose opening tag `drop` accepts, each removed with everything
 * inside it (nested elements of the same name counted).
 */
export function withoutElements(page: string, drop: (tag: string) => boolean): string {
  let out = '';
  let at = 0;
  const open = /<([a-z][\w-]*)\b[^>]*>/g;
  for (let m = open.exec(page); m; m = open.exec(page)) {
    if (!drop(m[0])) continue;
    const any = new RegExp(`<(/?)${m[1]!}\\b[^>]*>`, 'g');
    any.lastIndex = m.index + m[0].length;
    let depth = 1;
    let end = page.length;
    for (let t = any.exec(page); t; t = any.exec(page)) {
      depth += t[1] ? -1 : 1;
      if (depth === 0) {
        end = t.index + t[0].length;
        break;
      }
    }
    out += page.slice(at, m.index) + ' ';
    at = end;
    open.lastIndex = end;
  }
  return out + page.slice(at);
}

const VOID = /^(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/;

/**
 * Each run of text of the page with the opening tags of the elements around it, outermost first;
 * the text inside `skip` elements (scripts, styles, templates, a select's options) is not the
 * page's and is left out.
 */
export function textRuns(page: string, skip = /^(script|style|template|option)$/): { text: string; around: string[] }[] {
  const out: { text: string; around: string[] }[] = [];
  const stack: { name: string; tag: string }[] = [];
  const token = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)([^>]*?)(\/?)>|([^<]+)/g;
  for (let m = token.exec(page); m; m = token.exec(page)) {
    const [tag, close, rawName, , selfClose, text] = m;
    if (text !== undefined) {
      if (!stack.some((e) => skip.test(e.name))) out.push({ text: decode(text), around: stack.map((e) => e.tag) });
      continue;
    }
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    if (close) {
      const i = stack.map((e) => e.name).lastIndexOf(name);
      if (i >= 0) stack.length = i;
    } else if (!selfClose && !VOID.test(name)) {
      stack.push({ name, tag });
      // a script's or style's text is not markup
      if (name === 'script' || name === 'style') {
        const end = page.indexOf(`</${name}`, token.lastIndex);
        token.lastIndex = end < 0 ? page.length : end;
      }
    }
  }
  return out;
}

/** Each run of text of the page with its language: the `lang` of the nearest element that has one ('' when none). */
export function textLangs(page: string): { text: string; lang: string }[] {
  return textRuns(page).map(({ text, around }) => ({
    text,
    lang:
      around
        .map((t) => /\slang="([^"]*)"/.exec(t)?.[1])
        .filter((l) => l !== undefined)
        .at(-1) ?? '',
  }));
}

/** The links of the page's menu group headed `label`, in order (none when there is no such group). */
export function menuGroup(page: string, label: string): { text: string; href: string }[] {
  const heading = `<span class="large astro-rmhv4bp6">${label.replace(/&/g, '&amp;')}</span>`;
  const at = page.indexOf(heading);
  if (at < 0) return [];
  const list = page.slice(at, page.indexOf('</ul>', at));
  return [...list.matchAll(/<a href="([^"]+)"[^>]*><span[^>]*>([^<]*)<\/span>/g)].map((m) => ({
    text: decode(m[2]!),
    href: m[1]!,
  }));
}

/** Whether one of the elements around a run of text (textRuns) has this attribute. */
export const within = (around: readonly string[], attr: RegExp): boolean => around.some((t) => attr.test(t));

/** The games, each with its folder and its menu group's heading in the English edition (the menu's own list). */
export { GAMES } from '../../src/sidebar.mjs';
