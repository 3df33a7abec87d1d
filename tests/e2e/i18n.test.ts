/**
 * The editions as a reader meets them: the language picker leads from a page to the same page in
 * the other edition and back, by mouse and by keyboard; a Japanese page is in Japanese (its menu
 * too) and a page not translated yet says so in the reader's language; search finds a Japanese
 * page by a Japanese word.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, openPage, translatedPaths } from './browser.ts';

const DOCS = fileURLToPath(new URL('../../content/docs/', import.meta.url));

/**
 * An English game page with no translation in this edition yet (the Korean edition translates
 * Mighty's pages only, so other games' pages fall back): its path under the site root and its
 * English title.
 */
function untranslatedPage(locale: 'ko' | 'zh-tw'): { path: string; title: string } {
  for (const game of ['japanese', 'daifugo', 'nap', 'tw-hk', 'mighty']) {
    for (const name of readdirSync(`${DOCS}${game}`).sort()) {
      if (!name.endsWith('.mdx') || existsSync(`${DOCS}${locale}/${game}/${name}`)) continue;
      const title = /^title:\s*(.+)$/m.exec(readFileSync(`${DOCS}${game}/${name}`, 'utf8'))?.[1] ?? '';
      const base = name.replace(/\.mdx$/, '');
      return { path: `${game}/${base === 'index' ? '' : `${base}/`}`, title: title.replace(/^(['"])(.*)\1$/, '$2') };
    }
  }
  throw new Error(`every game page has a ${locale} translation: pick another untranslated page for these tests`);
}

/** The English pages (under content/docs/, outside the locale folders) with no Japanese edition. */
function missingJapanesePages(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(`${DOCS}${dir}`, { withFileTypes: true })) {
      const rel = `${dir}${name.name}`;
      if (name.isDirectory()) {
        if (dir === '' && ['ja', 'ko', 'zh-tw'].includes(name.name)) continue;
        walk(`${rel}/`);
      } else if (name.name.endsWith('.mdx') && !existsSync(`${DOCS}ja/${rel}`)) out.push(rel);
    }
  };
  walk('');
  return out;
}

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The header's language picker (desktop width). */
const picker = (page: Page) => page.locator('header details.etori-lang').first();

describe('the language picker', () => {
  test('links a page to its Japanese edition and back', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('japanese/rules/', BASE_URL).href);
    await picker(page).locator('summary').click();
    const ja = picker(page).getByRole('link', { name: '日本語' });
    assert.ok(await ja.isVisible(), 'the picker shows 日本語 when opened');
    await ja.click();
    await page.waitForURL(/\/ja\/japanese\/rules\/$/);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja');
    assert.equal((await page.locator('h1').first().textContent())?.trim(), 'ナポレオン — ルールを一歩ずつ');
    // The Japanese page's picker names its own language and leads back to English.
    assert.equal((await picker(page).locator('summary .etori-lang__here').innerText()).trim(), '日本語');
    await picker(page).locator('summary').click();
    const current = picker(page).locator('a[aria-current="true"]');
    assert.equal(await current.textContent().then((t) => t?.trim()), '日本語');
    await picker(page).getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/\/japanese\/rules\/$/);
    assert.equal(new URL(page.url()).pathname, '/japanese/rules/');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('works from the keyboard', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const { page } = await openPage(ctx);
    await page.goto(new URL('daifugo/', BASE_URL).href);
    await picker(page).locator('summary').focus();
    await page.keyboard.press('Enter');
    assert.equal(await picker(page).evaluate((d) => (d as HTMLDetailsElement).open), true);
    // Tab through the editions to 日本語 and follow it.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
      if (focused === '日本語') break;
    }
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), '日本語');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/ja\/daifugo\/$/);
    assert.equal((await page.locator('h1').first().textContent())?.trim(), '大富豪 — 概要');
    await ctx.close();
  });

  test('on a 390×844 phone it is in the menu', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { page } = await openPage(ctx);
    await page.goto(new URL('ja/japanese/', BASE_URL).href);
    await page.getByRole('button', { name: 'メニュー' }).first().click();
    const mobile = page.locator('details.etori-lang').filter({ visible: true }).first();
    await mobile.locator('summary').click();
    const en = mobile.getByRole('link', { name: 'English' });
    assert.ok(await en.isVisible(), 'the phone menu offers English');
    assert.equal(await en.getAttribute('href'), '/japanese/');
    await ctx.close();
  });
});

describe('the Japanese edition', () => {
  test('its menu is in Japanese and leads to the Japanese pages', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const { page } = await openPage(ctx);
    await page.goto(new URL('ja/japanese/', BASE_URL).href);
    const group = page
      .locator('#starlight__sidebar details')
      .filter({ has: page.locator(':scope > summary', { hasText: /^\s*ナポレオン\s*$/ }) });
    assert.equal(await group.count(), 1, 'a menu group headed ナポレオン');
    const rules = group.getByRole('link', { name: 'ルールを一歩ずつ' });
    assert.equal(await rules.getAttribute('href'), '/ja/japanese/rules/');
    await ctx.close();
  });

  test('every English page has its Japanese edition', () => {
    assert.deepEqual(missingJapanesePages(), []);
  });

  test('a page not translated yet shows the English text with a notice in the edition’s language', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    const untranslated = untranslatedPage('ko');
    await page.goto(new URL(`ko/${untranslated.path}`, BASE_URL).href);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ko');
    const notice = page.locator('main .etori-fallback');
    assert.equal(await notice.getAttribute('lang'), 'ko');
    assert.match(await notice.innerText(), /번역되지 않았습니다/);
    assert.equal(await page.locator('main').getAttribute('lang'), 'en');
    assert.equal((await page.locator('h1').first().textContent())?.trim(), untranslated.title);
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('a trick example on a Japanese page is explained in Japanese, its cards named in Japanese', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(new URL('ja/japanese/rules/', BASE_URL).href);
    const trick = page.locator('figure.etori-trick').first();
    assert.match(await trick.innerText(), /理由：\s*♦Jは裏ジャック/);
    assert.match((await trick.locator('.sr-only').allTextContents()).join(' '), /ダイヤのジャック、勝ち/);
    await ctx.close();
  });
});

describe('the Korean edition (Mighty)', () => {
  test('a Mighty page is in Korean, and the picker leads to it and back', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('mighty/rules/', BASE_URL).href);
    await picker(page).locator('summary').click();
    await picker(page).getByRole('link', { name: '한국어' }).click();
    await page.waitForURL(/\/ko\/mighty\/rules\/$/);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ko');
    assert.equal(await page.locator('main').getAttribute('lang'), 'ko');
    assert.equal((await page.locator('h1').first().textContent())?.trim(), '마이티 — 규칙 차근차근');
    assert.ok(await page.getByRole('heading', { name: '5. 플레이' }).isVisible(), 'a Korean section heading');
    // A trick example is explained in Korean, its cards spoken in Korean.
    const trick = page.locator('figure.etori-trick').first();
    assert.match(await trick.innerText(), /이유:\s*조커는 마이티를 뺀 모든 카드를 이깁니다/);
    assert.match((await trick.locator('.sr-only').allTextContents()).join(' '), /조커, 이김/);
    // The menu is Korean and leads to the Korean pages.
    const group = page
      .locator('#starlight__sidebar details')
      .filter({ has: page.locator(':scope > summary', { hasText: /^\s*마이티\s*$/ }) });
    assert.equal(await group.count(), 1, 'a menu group headed 마이티');
    assert.equal(await group.getByRole('link', { name: '로컬 룰' }).getAttribute('href'), '/ko/mighty/local-rules/');
    // And back to English.
    assert.equal((await picker(page).locator('summary .etori-lang__here').innerText()).trim(), '한국어');
    await picker(page).locator('summary').click();
    await picker(page).getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/\/mighty\/rules\/$/);
    assert.equal(new URL(page.url()).pathname, '/mighty/rules/');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('a page not translated into Korean shows the English text with a notice in Korean', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('ko/japanese/rules/', BASE_URL).href);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ko');
    const notice = page.locator('main .etori-fallback');
    assert.ok(await notice.isVisible(), 'the notice is shown');
    assert.equal(await notice.getAttribute('lang'), 'ko');
    assert.match(await notice.innerText(), /이 콘텐츠는 아직 번역되지 않았습니다/);
    assert.equal(await page.locator('main').getAttribute('lang'), 'en');
    assert.match((await page.locator('h1').first().textContent()) ?? '', /Japanese Napoleon/);
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('a Korean word finds the Korean Mighty pages', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('ko/mighty/', BASE_URL).href);
    await page.getByRole('button', { name: '검색' }).first().click();
    const input = page.getByRole('searchbox').or(page.locator('#starlight__search input')).first();
    await input.fill('기루다');
    await page.locator('.pagefind-ui__result-link').first().waitFor();
    const links = await page
      .locator('.pagefind-ui__result-link')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
    assert.ok(links.includes('/ko/mighty/rules/'), `results: ${links.join(', ')}`);
    assert.ok(
      links.every((l) => l.startsWith('/ko/')),
      `a Korean page searches the Korean edition: ${links.join(', ')}`,
    );
    assert.deepEqual(problems.foreignRequests, []);
    await ctx.close();
  });

  test('the Korean Mighty pages’ own text is Korean: no English words, no Korean marked as another language', async () => {
    const pages = translatedPaths().filter((p) => p.startsWith('/ko/mighty/'));
    assert.equal(pages.length, 8, `translated Korean pages: ${pages.join(', ')}`);
    const problems: string[] = [];
    for (const path of pages) {
      const html = await (await fetch(new URL(path, BASE_URL))).text();
      if (/<span lang="(?!ko)[^"]*">[^<]*[\uac00-\ud7af]/.test(html))
        problems.push(`${path}: Korean marked as not Korean`);
      const body = html.slice(html.indexOf('<body'));
      // Islands are translated separately (their own catalogues); their text is left out here.
      const text = body
        .replace(/<astro-island\b[\s\S]*?<\/astro-island>/g, ' ')
        .replace(/<(script|style|code|template)\b[\s\S]*?<\/\1>/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&[a-z]+;|&#\d+;/g, ' ');
      const latin = [...new Set(text.match(/[A-Za-zÀ-ÿō]{2,}/g) ?? [])].filter((w) => !KO_ALLOWED.test(w));
      if (latin.length) problems.push(`${path}: ${latin.join(' ')}`);
    }
    assert.deepEqual(problems, []);
  });
});

/**
 * Latin-letter words a Korean page may show: the site's name, the picker's "English", the search
 * shortcut's key names, joker card codes, and the names of the sources (Pagat …).
 */
const KO_ALLOWED = /^(Etori|English|Ctrl|K|JK|BJ|LJ|Pagat|Denexa|Games|Mighty|Friend|Standard|Model|gamerules|com)$/;

describe('Chinese words on a Japanese page', () => {
  test('the Taiwanese & Hong Kong overview marks its Chinese terms as Chinese, and no Japanese word', async () => {
    const html = await (await fetch(new URL('ja/tw-hk/', BASE_URL))).text();
    assert.match(html, /<html lang="ja"/);
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const chinese = [...main.matchAll(/<span lang="zh-Hant">([^<]*)<\/span>/g)].map((m) => m[1]!).sort();
    // The terms the English page gives in Chinese, each once beside its Japanese word (秘書 is
    // written the same in both languages: only the Chinese one is marked).
    assert.deepEqual(chinese, ['大鬼', '小鬼', '拿破崙', '獨裁', '秘書', '頭']);
    assert.ok(main.includes('秘書のカード'), 'the Japanese word 秘書 is on the page, unmarked');
    const other = [...main.matchAll(/<[a-z]+ [^>]*lang="(?!ja)[^"]*"[^>]*>/g)]
      .map((m) => m[0])
      .filter((t) => !/zh-Hant/.test(t));
    assert.deepEqual(other, [], 'no other language marked on the Japanese text');
  });
});

describe('the Traditional Chinese edition (Taiwanese & Hong Kong Napoleon)', () => {
  test('the picker leads from the English page to the Chinese one and back', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('tw-hk/rules/', BASE_URL).href);
    await picker(page).locator('summary').click();
    await picker(page).getByRole('link', { name: '繁體中文' }).click();
    await page.waitForURL(/\/zh-tw\/tw-hk\/rules\/$/);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-TW');
    assert.equal(await page.locator('main').getAttribute('lang'), 'zh-TW');
    assert.equal((await page.locator('h1').first().textContent())?.trim(), '台式／港式拿破崙 — 規則一步一步來');
    assert.ok(await page.getByRole('heading', { name: '二、叫牌' }).isVisible(), 'a Chinese section heading');
    // The menu names the game and its pages in Chinese, and leads to the Chinese pages.
    const group = page
      .locator('#starlight__sidebar details')
      .filter({ has: page.locator(':scope > summary', { hasText: /^\s*台式／港式拿破崙\s*$/ }) });
    assert.equal(await group.getByRole('link', { name: '牌的大小' }).getAttribute('href'), '/zh-tw/tw-hk/ranking/');
    await picker(page).locator('summary').click();
    await picker(page).getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/\/tw-hk\/rules\/$/);
    assert.equal(new URL(page.url()).pathname, '/tw-hk/rules/');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('a trick example is explained in Chinese, its cards named in Chinese', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(new URL('zh-tw/tw-hk/rules/', BASE_URL).href);
    const trick = page.locator('figure.etori-trick').first();
    const text = await trick.innerText();
    assert.match(text, /王牌：♥紅心，第4輪/);
    assert.match(text, /原因：\s*♦5是秘書牌/);
    assert.match((await trick.locator('.sr-only').allTextContents()).join(' '), /方塊5，贏/);
    await ctx.close();
  });

  test('another game’s page shows the English text with a notice in Chinese', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('zh-tw/japanese/rules/', BASE_URL).href);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-TW');
    const notice = page.locator('main .etori-fallback');
    assert.equal(await notice.getAttribute('lang'), 'zh-TW');
    assert.match(await notice.innerText(), /還沒有中文版/);
    assert.equal(await page.locator('main').getAttribute('lang'), 'en');
    assert.match((await page.locator('h1').first().textContent()) ?? '', /Japanese Napoleon/);
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('its pages’ text outside the islands is Chinese, spoken card names included', async () => {
    // Latin words a Chinese page may show: the site's name, the picker's "English", the search
    // shortcut, card codes on joker faces, the names Mighty and PTT, and the islands' own text
    // (PracticeGame, Lesson, … are translated separately), which is left out here.
    const ALLOWED = /^(Etori|English|Ctrl|K|PTT|Mighty|JK|BJ|LJ)$/;
    const pages = translatedPaths().filter((p) => p.startsWith('/zh-tw/'));
    assert.ok(pages.length >= 7, `translated Chinese pages: ${pages.join(', ')}`);
    const problems: string[] = [];
    for (const path of pages) {
      const html = await (await fetch(new URL(path, BASE_URL))).text();
      const body = html.slice(html.indexOf('<body'));
      const text = body
        .replace(/<(script|style|code|template|astro-island)\b[\s\S]*?<\/\1>/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&[a-z]+;|&#\d+;/g, ' ')
        // a printed address (the summary sheet's links) is not a word
        .replace(/https?:\/\/[^\s<]+/g, ' ');
      const latin = [...new Set(text.match(/[A-Za-zÀ-ÿō]{2,}/g) ?? [])].filter((w) => !ALLOWED.test(w));
      if (latin.length) problems.push(`${path}: ${latin.join(' ')}`);
    }
    assert.deepEqual(problems, []);
  });
});

describe('search in Japanese', () => {
  test('a Japanese word finds a Japanese page', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('ja/', BASE_URL).href);
    await page.getByRole('button', { name: '検索' }).first().click();
    const input = page.getByRole('searchbox').or(page.locator('#starlight__search input')).first();
    await input.fill('よろめき');
    await page.locator('.pagefind-ui__result-link').first().waitFor();
    const links = await page
      .locator('.pagefind-ui__result-link')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
    assert.ok(links.includes('/ja/glossary/'), `results: ${links.join(', ')}`);
    assert.ok(
      links.every((l) => l.startsWith('/ja/')),
      `a Japanese page searches the Japanese edition: ${links.join(', ')}`,
    );
    assert.deepEqual(problems.foreignRequests, []);
    await ctx.close();
  });
});

describe('no English left on a Japanese page', () => {
  // Words in Latin letters a Japanese page may show: the site's name, the picker's "English",
  // the names of keys (the search shortcut, Tab and Enter), and card codes (JK, BJ, LJ on joker faces).
  const ALLOWED = /^(Etori|English|Ctrl|K|Tab|Enter|PTT|JK|BJ|LJ)$/;
  test('every translated Japanese page’s text, spoken card names included, is Japanese', async () => {
    const pages = translatedPaths().filter((p) => p.startsWith('/ja/'));
    assert.ok(pages.length >= 10, `translated Japanese pages: ${pages.join(', ')}`);
    const problems: string[] = [];
    const islands: string[] = [];
    for (const path of pages) {
      const html = await (await fetch(new URL(path, BASE_URL))).text();
      const body = html.slice(html.indexOf('<body'));
      // Islands speak the page's language through their catalogues: their server-rendered text is
      // checked like the page's own (the one-page summary's sheet is checked too: it is drawn in
      // Japanese).
      const owned = /<astro-island\b[\s\S]*?<\/astro-island>/g;
      const islandText = (body.match(owned) ?? []).join(' ').replace(/<[^>]+>/g, ' ');
      const islandLatin = [...new Set(islandText.match(/[A-Za-z]{3,}/g) ?? [])];
      if (islandLatin.length) islands.push(`${path}: ${islandLatin.slice(0, 12).join(' ')} …`);
      const text = withoutElements(body, (tag) => /^<astro-island\b/.test(tag))
        .replace(/<(script|style|code|template)\b[\s\S]*?<\/\1>/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&[a-z]+;|&#\d+;/g, ' ')
        // An address printed as text (the summary's links back) is not a word.
        .replace(/https?:\/\/[^\s<]+/g, ' ');
      const latin = [...new Set(text.match(/[A-Za-zÀ-ÿō]{2,}/g) ?? [])].filter((w) => !ALLOWED.test(w));
      if (latin.length) problems.push(`${path}: ${latin.join(' ')}`);
    }
    assert.deepEqual(islands, [], 'islands in English on Japanese pages');
    assert.deepEqual(problems, []);
  });
});

/**
 * The HTML without the elements whose opening tag `drop` accepts, each removed with everything
 * inside it (nested elements of the same name counted).
 */
function withoutElements(html: string, drop: (tag: string) => boolean): string {
  let out = '';
  let at = 0;
  const open = /<([a-z][\w-]*)\b[^>]*>/g;
  for (let m = open.exec(html); m; m = open.exec(html)) {
    if (!drop(m[0])) continue;
    const name = m[1]!;
    const any = new RegExp(`<(/?)${name}\\b[^>]*>`, 'g');
    any.lastIndex = m.index + m[0].length;
    let depth = 1;
    let end = html.length;
    for (let t = any.exec(html); t; t = any.exec(html)) {
      depth += t[1] ? -1 : 1;
      if (depth === 0) {
        end = t.index + t[0].length;
        break;
      }
    }
    out += html.slice(at, m.index) + ' ';
    at = end;
    open.lastIndex = end;
  }
  return out + html.slice(at);
}

describe('offline', () => {
  test('the service worker precaches the translated pages, not the editions’ untranslated ones', async () => {
    const { precacheOf } = await import('../../src/integrations/offline.mjs');
    const { urls } = precacheOf(fileURLToPath(new URL('../../dist/', import.meta.url)));
    for (const p of [
      'ja/japanese/rules/index.html',
      'ja/nap/rules/index.html',
      'ja/tw-hk/rules/index.html',
      'ja/index.html',
      'japanese/rules/index.html',
      'nap/index.html',
    ]) {
      assert.ok(urls.includes(p), `precached: ${p}`);
    }
    const untranslated = `ko/${untranslatedPage('ko').path}index.html`;
    for (const p of [untranslated, 'ko/japanese/rules/index.html', 'zh-tw/index.html']) {
      assert.ok(!urls.includes(p), `not precached: ${p}`);
    }
  });
});
