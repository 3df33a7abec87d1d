/**
 * Each game's explained deals in the built site: every game with a deals file has its page at
 * `/<game>/deals/` in every edition that has the game's pages, listed in the sitemap and linked
 * from the game's menu, with the first deal drawn on the server (its title in the page's language
 * where the deals are translated). The deals themselves are checked by the engine headless
 * (tests/unit/content/deals.test.ts); the walk in the browser by tests/e2e/deals.spec.ts.
 */
import { describe, expect, test } from 'vitest';
import { DEAL_FILES, dealsTranslated, localizeDeal } from '../../src/content-data/deals.ts';
import { descriptorOf } from '../../src/engine/descriptors.ts';
import { html, mainOf, sitemapPaths, visibleText } from './site.ts';

const paths = new Set(sitemapPaths());
const prefix = (lang: string) => (lang === 'en' ? '' : `/${lang.toLowerCase()}`);

describe("each game's explained deals page", () => {
  const pages = DEAL_FILES.flatMap((f) =>
    ['en', 'ja', ...descriptorOf(f.game).translatedIn].map((lang) => [f.game, lang, f] as const),
  );

  test('every game with deals has its page, Daifugō included', () => {
    expect(DEAL_FILES.map((f) => f.game)).toContain('daifugo');
    for (const f of DEAL_FILES) expect(paths, f.game).toContain(`/${descriptorOf(f.game).site}/deals/`);
  });

  test.each(pages)('%s in %s: the page lists the first deal, in the edition’s words where translated', (game, lang, f) => {
    const path = `${prefix(lang)}/${descriptorOf(game).site}/deals/`;
    expect(paths, path).toContain(path);
    const text = visibleText(mainOf(html(path)));
    const textLang = dealsTranslated(game, lang) ? lang : 'en';
    const first = localizeDeal(f.deals[0]!, game, textLang);
    expect(text, path).toContain(first.title);
    // The game's menu links the page.
    expect(html(path), path).toContain(`href="${path}"`);
  });
});
