/**
 * The editions in the built pages: every page says its edition's language on <html> and its text's
 * on <main>; every Japanese, Korean or Chinese word on a page carries its language; a translated
 * page's own text has no English word left; a page not translated yet shows the English text with
 * a notice in the edition's language; each edition's menu and rule examples speak its language;
 * the service worker precaches the translated pages only. (In the browser, the site sweep checks
 * the same marks after the islands have drawn, and site.spec.ts the language picker and search.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { editionLang, translatedPaths } from '../e2e/browser.ts';
import { precacheOf } from '../../src/integrations/offline.mjs';
import { DIST, html, mainOf, menuGroup, sitemapPaths, textLangs, textRuns, visibleText, within, withoutElements } from './site.ts';

const DOCS = fileURLToPath(new URL('../../content/docs/', import.meta.url));
const paths = sitemapPaths();
const translated = translatedPaths();

/** The languages a page's <html> and <main> say. */
function langs(page: string): { html: string; main: string } {
  return {
    html: /<html\b[^>]*\slang="([^"]*)"/.exec(page)?.[1] ?? '',
    main: /<main\b[^>]*\slang="([^"]*)"/.exec(page)?.[1] ?? '',
  };
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

/** Runs of Japanese, Korean or Chinese text whose language is unmarked or English. */
export function bareCjk(page: string): string[] {
  return textLangs(page)
    .filter((r) => CJK.test(r.text) && (r.lang === '' || r.lang.startsWith('en')))
    .map((r) => r.text.trim().slice(0, 40));
}

/**
 * Each edition's translated pages: Latin-letter words they may show (the site's name, the picker's
 * "English", key names, joker card codes, names of sources), and whether the islands' server-drawn
 * text is read too (the Japanese islands'; the Korean and Chinese islands are checked in their
 * own unit tests).
 */
const EDITIONS = [
  { prefix: '/ja/', lang: 'ja', min: 10, islands: true, allowed: /^(Etori|English|Ctrl|K|Tab|Enter|PTT|JK|BJ|LJ)$/ },
  {
    prefix: '/ko/',
    lang: 'ko',
    min: 8,
    islands: false,
    allowed: /^(Etori|English|Ctrl|K|JK|BJ|LJ|Pagat|Denexa|Games|Mighty|Friend|Standard|Model|gamerules|com)$/,
  },
  { prefix: '/zh-tw/', lang: 'zh-TW', min: 7, islands: false, allowed: /^(Etori|English|Ctrl|K|PTT|Mighty|JK|BJ|LJ)$/ },
];

/** Latin-letter words in a translated page's own text (and its islands', with `islands`). */
export function latinWords(page: string, allowed: RegExp, islands: boolean): string[] {
  const body = page.slice(page.indexOf('<body'));
  const isIsland = (tag: string) => /^<astro-island\b/.test(tag);
  const own = withoutElements(withoutElements(body, isIsland), (tag) => /^<code\b/.test(tag));
  // A printed address is not a word: a full one, or a site path (`/ja/japanese/summary/`, the
  // summary's link back when the build has no SITE_URL; the browser puts the address in front).
  const text = visibleText(own, true).replace(/https?:\/\/\S+|(?<!\S)\/(?:[a-z0-9-]+\/)+(?!\S)/g, ' ');
  const words = (text.match(/[A-Za-zÀ-ÿō]{2,}/g) ?? []).filter((w) => !allowed.test(w));
  if (islands) {
    const drawn = visibleText((body.match(/<astro-island\b[\s\S]*?<\/astro-island>/g) ?? []).join(' '), true);
    words.push(...(drawn.match(/[A-Za-z]{3,}/g) ?? []));
  }
  return [...new Set(words)];
}

/** The visible text and the spoken card names of the page's first rule example (a judged trick). */
function firstTrick(page: string): { text: string; spoken: string } {
  const fig = /<figure class="etori-trick[\s\S]*?<\/figure>/.exec(page)?.[0] ?? '';
  const spoken = [...fig.matchAll(/<span class="sr-only"[^>]*>([^<]*)<\/span>/g)].map((m) => m[1]).join(' ');
  return { text: visibleText(withoutElements(fig, (t) => /class="sr-only"/.test(t))), spoken };
}

describe('every page’s language', () => {
  test('<html> says the edition’s language; <main> the text’s (English where not translated yet)', () => {
    const known = new Set(translated);
    const failures = paths.flatMap((path) => {
      const got = langs(html(path));
      const want = { html: editionLang(path), main: known.has(path) ? editionLang(path) : 'en' };
      return got.html === want.html && got.main === want.main
        ? []
        : [`${path}: <html lang="${got.html}"> <main lang="${got.main}">, expected ${JSON.stringify(want)}`];
    });
    expect(paths.length).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });

  test('every Japanese, Korean or Chinese word carries its language', () => {
    const failures = paths.flatMap((path) => bareCjk(html(path)).map((t) => `${path}: "${t}" has no lang`));
    expect(failures).toEqual([]);
    expect(bareCjk('<body><p lang="en">The <span lang="ja">大富豪</span> and 大貧民</p></body>')).toEqual(['and 大貧民']);
  });

  test.each(EDITIONS)('the $lang edition’s translated pages: their own text has no English word', (ed) => {
    const pages = translated.filter((p) => p.startsWith(ed.prefix));
    expect(pages.length).toBeGreaterThanOrEqual(ed.min);
    const failures = pages.flatMap((path) => {
      const words = latinWords(html(path), ed.allowed, ed.islands);
      return words.length ? [`${path}: ${words.slice(0, 12).join(' ')}`] : [];
    });
    expect(failures).toEqual([]);
  });

  test('a Latin word left in a translated page is found, in the page and in a Japanese island', () => {
    const page = html('/ja/japanese/rules/');
    const { allowed } = EDITIONS[0]!;
    expect(latinWords(page, allowed, true)).toEqual([]);
    expect(latinWords(page.replace('</main>', '<p>Trumps</p></main>'), allowed, true)).toEqual(['Trumps']);
    const island = '<astro-island uid="x"><p>Your turn</p></astro-island>';
    expect(latinWords(page.replace('</main>', `${island}</main>`), allowed, true)).toEqual(['Your', 'turn']);
  });

  test('the Korean Mighty pages mark no Korean word as another language', () => {
    const pages = translated.filter((p) => p.startsWith('/ko/mighty/'));
    expect(pages).toHaveLength(9);
    expect(pages.filter((p) => /<span lang="(?!ko)[^"]*">[^<]*[\uac00-\ud7af]/.test(html(p)))).toEqual([]);
  });

  test('the Japanese Taiwanese & Hong Kong overview marks its Chinese terms as Chinese, and no Japanese word', () => {
    const page = html('/ja/tw-hk/');
    expect(langs(page).html).toBe('ja');
    const main = mainOf(page);
    const chinese = [...main.matchAll(/<span lang="zh-Hant">([^<]*)<\/span>/g)].map((m) => m[1]!).sort();
    // The terms the English page gives in Chinese, each once beside its Japanese word (秘書 is
    // written the same in both languages: only the Chinese one is marked).
    expect(chinese).toEqual(['大鬼', '小鬼', '拿破崙', '獨裁', '秘書', '頭']);
    expect(main).toContain('秘書のカード');
    const other = [...main.matchAll(/<[a-z]+ [^>]*lang="(?!ja)[^"]*"[^>]*>/g)]
      .map((m) => m[0])
      .filter((t) => !/zh-Hant/.test(t));
    expect(other).toEqual([]);
  });
});

/** An English game page with no translation in this edition yet: its path and its English title. */
function untranslatedPage(locale: 'ko' | 'zh-tw'): { path: string; title: string } {
  for (const game of ['japanese', 'daifugo', 'nap', 'tw-hk', 'mighty']) {
    for (const name of readdirSync(`${DOCS}${game}`).sort()) {
      if (!name.endsWith('.mdx') || existsSync(`${DOCS}${locale}/${game}/${name}`)) continue;
      const title = /^title:\s*(.+)$/m.exec(readFileSync(`${DOCS}${game}/${name}`, 'utf8'))?.[1] ?? '';
      const base = name.replace(/\.mdx$/, '');
      return {
        path: `/${locale}/${game}/${base === 'index' ? '' : `${base}/`}`,
        title: title.replace(/^(['"])(.*)\1$/, '$2'),
      };
    }
  }
  throw new Error(`every game page has a ${locale} translation: pick another untranslated page for these tests`);
}

/** The English pages (under content/docs/, outside the locale folders) with no Japanese edition. */
function missingJapanesePages(dir = ''): string[] {
  return readdirSync(`${DOCS}${dir}`, { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}${e.name}`;
    if (e.isDirectory()) return dir === '' && ['ja', 'ko', 'zh-tw'].includes(e.name) ? [] : missingJapanesePages(`${rel}/`);
    return e.name.endsWith('.mdx') && !existsSync(`${DOCS}ja/${rel}`) ? [rel] : [];
  });
}

const h1 = (page: string) => visibleText(/<h1\b[\s\S]*?<\/h1>/.exec(page)?.[0] ?? '').trim();

describe('each edition', () => {
  test('every English page has its Japanese edition', () => {
    expect(missingJapanesePages()).toEqual([]);
  });

  const FALLBACKS = [
    { ...untranslatedPage('ko'), lang: 'ko', notice: /번역되지 않았습니다/ },
    { path: '/ko/japanese/rules/', title: 'Japanese Napoleon — rules step by step', lang: 'ko', notice: /이 콘텐츠는 아직 번역되지 않았습니다/ },
    { path: '/zh-tw/japanese/rules/', title: 'Japanese Napoleon — rules step by step', lang: 'zh-TW', notice: /還沒有中文版/ },
  ];
  test.each(FALLBACKS)('$path, not translated yet: the English text with a notice in $lang', (f) => {
    const page = html(f.path);
    expect(langs(page)).toEqual({ html: f.lang, main: 'en' });
    const notice = /<p class="etori-fallback[^"]*" lang="([^"]*)">([^<]*)<\/p>/.exec(mainOf(page));
    expect(notice?.[1]).toBe(f.lang);
    expect(notice?.[2]).toMatch(f.notice);
    expect(h1(page)).toBe(f.title);
  });

  const TRANSLATED = [
    {
      path: '/ja/japanese/rules/',
      title: 'ナポレオン — ルールを一歩ずつ',
      heading: null,
      trick: [/理由：\s*♦Jは裏ジャック/],
      spoken: /ダイヤのジャック、勝ち/,
      menu: { group: 'ナポレオン', link: 'ルールを一歩ずつ', href: '/ja/japanese/rules/' },
    },
    {
      path: '/ko/mighty/rules/',
      title: '마이티 — 규칙 차근차근',
      heading: '5. 플레이',
      trick: [/이유:\s*조커는 마이티를 뺀 모든 카드를 이깁니다/],
      spoken: /조커, 이김/,
      menu: { group: '마이티', link: '로컬 룰', href: '/ko/mighty/local-rules/' },
    },
    {
      path: '/zh-tw/tw-hk/rules/',
      title: '台式／港式拿破崙 — 規則一步一步來',
      heading: '二、叫牌',
      trick: [/王牌：♥紅心，第4輪/, /原因：\s*♦5是秘書牌/],
      spoken: /方塊5，贏/,
      menu: { group: '台式／港式拿破崙', link: '牌的大小', href: '/zh-tw/tw-hk/ranking/' },
    },
  ];
  test.each(TRANSLATED)('$path: title, headings, menu and rule examples in the edition’s language', (t) => {
    const page = html(t.path);
    expect(h1(page)).toBe(t.title);
    if (t.heading) expect(page).toMatch(new RegExp(`<h[23]\\b[^>]*>${t.heading}</h[23]>`));
    expect(menuGroup(page, t.menu.group).find((l) => l.text === t.menu.link)?.href).toBe(t.menu.href);
    const trick = firstTrick(page);
    for (const re of t.trick) expect(trick.text).toMatch(re);
    expect(trick.spoken).toMatch(t.spoken);
  });
});

describe('offline', () => {
  test('the service worker precaches the translated pages, not the editions’ untranslated ones', () => {
    const { urls } = precacheOf(DIST);
    for (const p of [
      'ja/japanese/rules/index.html',
      'ja/nap/rules/index.html',
      'ja/tw-hk/rules/index.html',
      'ja/index.html',
      'japanese/rules/index.html',
      'nap/index.html',
    ])
      expect(urls, p).toContain(p);
    const untranslated = `${untranslatedPage('ko').path.slice(1)}index.html`;
    for (const p of [untranslated, 'ko/japanese/rules/index.html', 'zh-tw/index.html']) expect(urls, p).not.toContain(p);
  });
});

/**
 * Spoken card names kept out of search excerpts: every page's hidden card names outside the islands,
 * and the Japanese rules page's in its islands too, carry data-pagefind-ignore. (The endgame
 * islands' hidden hand lists do not yet: reported, not checked here.)
 */
test('spoken card names stay out of search excerpts: hidden card names carry data-pagefind-ignore', () => {
  const cardName = / of (hearts|spades|diamonds|clubs)|joker/;
  const failures = paths.flatMap((path) =>
    textRuns(html(path))
      .filter((r) => path === '/japanese/rules/' || !within(r.around, /^<astro-island\b/))
      .filter((r) => cardName.test(r.text) && within(r.around, /class="sr-only/) && !within(r.around, /data-pagefind-ignore/))
      .map((r) => `${path}: "${r.text.trim().slice(0, 40)}"`),
  );
  expect(failures).toEqual([]);
});
