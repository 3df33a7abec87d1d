// Marks the CJK words of every built page with their language (see src/cjk-lang.mjs, markHtml),
// puts a Japanese page's heading-link labels in Japanese (src/i18n/anchor-labels.mjs), and gives
// a translated page its English page's section anchors (src/i18n/english-anchors.mjs).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { markHtml } from '../cjk-lang.mjs';
import { localizeAnchorLabels } from '../i18n/anchor-labels.mjs';
import { keepEnglishAnchors } from '../i18n/english-anchors.mjs';
import { TRANSLATED } from '../i18n/locales.mjs';
import { DESCRIPTORS } from '../engine/descriptors.ts';

/**
 * Whether bare Han characters in a page's English text are Chinese: on the pages of a game a
 * Chinese edition translates (its descriptor's `translatedIn`, the locale's `chinese`, e.g. the
 * Taiwanese & Hong Kong pages), in every edition (/tw-hk/…, /ja/tw-hk/…, /zh-tw/tw-hk/…).
 * Elsewhere they are Japanese, as on the English pages — the Chinese edition's pages of other games
 * show their English text (with its Japanese words, 副官 …) under the Chinese frame, whose own text
 * is marked by its `lang="zh-TW"`.
 * @param {string} path the built file, relative to the output folder, with `/`
 */
export function isChinesePage(path) {
  const chinese = TRANSLATED.filter((l) => l.chinese).map((l) => l.lang);
  const folders = path.split('/').slice(0, 2);
  return DESCRIPTORS.some(
    (d) => folders.includes(d.site) && d.translatedIn.some((/** @type {string} */ l) => chinese.includes(l)),
  );
}

/**
 * An Astro integration that marks every built page (see markHtml). Runs after the build, so it
 * covers Markdown text and every server-rendered component alike.
 * @returns {import('astro').AstroIntegration}
 */
export function cjkLangIntegration() {
  return {
    name: 'etori-cjk-lang',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const entries = await readdir(root, { recursive: true });
        for (const entry of entries) {
          if (!String(entry).endsWith('.html')) continue;
          const file = join(root, String(entry));
          const html = await readFile(file, 'utf8');
          const parts = relative(root, file).split(sep);
          const chinese = isChinesePage(parts.join('/'));
          // A translated page keeps its English page's section anchors (src/i18n/english-anchors.mjs).
          const translated = TRANSLATED.some((l) => l.dir === parts[0]);
          const english = translated ? await readFile(join(root, ...parts.slice(1)), 'utf8').catch(() => '') : '';
          const anchored = english === '' ? html : keepEnglishAnchors(html, english);
          const marked = markHtml(localizeAnchorLabels(anchored), chinese);
          if (marked !== html) await writeFile(file, marked);
        }
      },
    },
  };
}
