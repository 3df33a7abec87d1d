/**
 * A translated page that shows a tool does not send its readers to the English page for it: the
 * notice "the score calculator is only on the English page, for now" must go once the page draws
 * the calculator itself (review T8: /ja/japanese/scoring/ and /ja/daifugo/ranking/ kept it).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { TRANSLATED } from '../../../src/i18n/locales.mjs';

const DOCS = fileURLToPath(new URL('../../../content/docs/', import.meta.url));

function mdx(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? mdx(p) : p.endsWith('.mdx') ? [p] : [];
  });
}

/** Each tool: the component a page draws it with, and the anchor of its section on the English pages. */
const TOOLS = [
  { component: 'ScoreCalculator', anchor: /#score-calculator\b/ },
  { component: 'RankingExplorer', anchor: /#explore-[a-z-]+/ },
];

/** Links in a page to an English page's section for a tool the page draws itself. */
export function staleToolLinks(text: string): string[] {
  const links = [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]!);
  const english = links.filter((href) => !TRANSLATED.some((t) => href.startsWith(`/${t.dir}/`)));
  return TOOLS.filter((t) => text.includes(`<${t.component}`)).flatMap((t) =>
    english.filter((href) => t.anchor.test(href)),
  );
}

test('the check finds the stale notice', () => {
  const page =
    '<ScoreCalculator variant="japanese" />\n\n得点計算機は[英語版のページ](/japanese/scoring/#score-calculator)にだけあります。';
  expect(staleToolLinks(page)).toEqual(['/japanese/scoring/#score-calculator']);
  expect(staleToolLinks('得点計算機は[英語版のページ](/nap/scoring/#score-calculator)にだけあります。')).toEqual([]);
});

test('no translated page that draws a tool sends its readers to the English page for it', () => {
  const pages = TRANSLATED.flatMap((t) => mdx(join(DOCS, t.dir)));
  expect(pages.length).toBeGreaterThan(40);
  const stale = pages.flatMap((p) =>
    staleToolLinks(readFileSync(p, 'utf8')).map((href) => `${relative(DOCS, p)} → ${href}`),
  );
  expect(stale).toEqual([]);
});
