/**
 * The one-page summaries: each game's sheet prints on exactly one page at A4 and at Letter (the
 * PDF Chromium makes is counted by its page objects), the sheet follows rules chosen on the page
 * and in the address, and a bad rules link gets a notice and the default sheet.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { axe, BASE_URL, formatViolations, launch, openPage } from './browser.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const GAMES = ['japanese', 'nap', 'tw-hk', 'mighty', 'daifugo', 'ja/japanese', 'ja/daifugo'] as const;

/** Pages of a PDF: its `/Type /Page` objects (not the `/Type /Pages` tree). */
export function pdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

async function printedPages(page: Page, format: 'A4' | 'Letter'): Promise<number> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format, printBackground: false });
  await page.emulateMedia({ media: 'screen' });
  return pdfPages(pdf);
}

async function hydrated(page: Page): Promise<void> {
  await page.locator('.isl-summary-rules[data-hydrated="true"]').waitFor();
}

describe('one-page summaries', () => {
  for (const v of GAMES) {
    test(`${v}: the sheet prints on one page at A4 and at Letter, with every local rule changed too`, async () => {
      const ctx = await browser.newContext();
      const { page, problems } = await openPage(ctx);
      await page.goto(new URL(`${v}/summary/`, BASE_URL).href);
      await hydrated(page);
      const sheet = page.getByTestId('summary-sheet');
      const headings = v.startsWith('ja/')
        ? ['どのカードが勝つか', '競り', '味方', 'カードの交換', '得点', 'わたしたちのローカルルール']
        : ['Which card wins', 'Bidding', 'Partner', 'Exchange', 'Scoring', 'Our local rules'];
      for (const heading of headings)
        assert.ok(await sheet.getByRole('heading', { name: heading }).count(), `${v}: the sheet has "${heading}"`);
      assert.equal(await printedPages(page, 'A4'), 1, `${v}: one A4 page`);
      assert.equal(await printedPages(page, 'Letter'), 1, `${v}: one Letter page`);
      // The longest sheet: every option changed from the preset (each a "local rule" line).
      await page.locator('.isl-summary-rules summary').click();
      const selects = page.locator('.isl-summary-rules fieldset select');
      await selects.first().waitFor();
      const n = await selects.count();
      assert.ok(n > 0, `${v}: options to choose`);
      for (let i = 0; i < n; i++) {
        const s = selects.nth(i);
        const name = (await s.getAttribute('name')) ?? '';
        const values = await s.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
        const now = await s.inputValue();
        const other = values.find((x) => x !== now);
        if (other === undefined || name === 'players') continue;
        const before = page.url();
        await s.selectOption(other);
        // a combination the engine refuses is named and the sheet falls back; go on from there
        await page.waitForFunction((b) => location.href !== b || document.querySelector('.isl__notice'), before);
      }
      const local = await sheet.locator('[data-section="local"] li').count();
      assert.ok(local > 0 || v === 'nap', `${v}: the changed options are listed as local rules (${local})`);
      assert.equal(await printedPages(page, 'A4'), 1, `${v}: one A4 page with ${local} local rules`);
      assert.equal(await printedPages(page, 'Letter'), 1, `${v}: one Letter page with ${local} local rules`);
      const violations = await axe(page);
      assert.deepEqual(violations, [], formatViolations(`${v} summary`, violations));
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.foreignRequests, []);
      await ctx.close();
    });
  }

  test('rules in the address are drawn by the engine, and the sheet links back to them', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('japanese/summary/?r=standard+killer=HQ', BASE_URL).href);
    await hydrated(page);
    const sheet = page.getByTestId('summary-sheet');
    await sheet.locator('[data-section="local"]').getByText('♥Q (yoromeki)').waitFor();
    // the killer card is on the ladder only under these rules
    assert.match((await sheet.locator('.etori-summary__ladder').innerText()) ?? '', /killer card/);
    const back = await sheet.locator('footer a').first().getAttribute('href');
    assert.match(back ?? '', /\/japanese\/summary\/\?r=standard\+killer=HQ$/);
    // choosing the preset again takes the local rule off, the address follows
    await page.locator('.isl-summary-rules select').first().selectOption('trump-stadium');
    await page.waitForURL(/r=trump-stadium$/);
    assert.equal(await sheet.locator('[data-section="local"] li').count(), 0);
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('in Japanese: rules from the address are drawn in Japanese, and the sheet links to the Japanese pages', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(new URL('ja/japanese/summary/?r=standard+killer=HQ', BASE_URL).href);
    await hydrated(page);
    const sheet = page.getByTestId('summary-sheet');
    // drawn in the browser (the build-time sheet has no local rules), in Japanese
    await sheet.locator('[data-section="local"]').getByText('♥Q（よろめき）').waitFor();
    assert.match(await sheet.locator('.etori-summary__ladder').innerText(), /オールマイティに勝つカード/);
    const text = await sheet.innerText();
    assert.deepEqual(text.replace(/https?:\/\/\S+/g, '').match(/[A-Za-z]{2,}/g) ?? [], [], 'no English on the sheet');
    const back = await sheet.locator('footer a').first().getAttribute('href');
    assert.match(back ?? '', /\/ja\/japanese\/summary\/\?r=standard\+killer=HQ$/);
    // the chooser speaks Japanese: its presets by their Japanese names
    const chooser = page.getByRole('region', { name: 'このまとめのルールを選ぶ' });
    await chooser.getByRole('combobox', { name: 'ルール' }).selectOption({ label: 'トランプスタジアムの設定' });
    await page.waitForURL(/r=trump-stadium$/);
    assert.equal(await sheet.locator('[data-section="local"] li').count(), 0);
    await sheet.getByText('ルール： トランプスタジアムの設定').waitFor();
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('a bad rules link is named in a notice and the default sheet shown', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    await page.goto(new URL('mighty/summary/?r=pagat+minBid=99', BASE_URL).href);
    await hydrated(page);
    const notice = page.locator('.isl-summary-rules .isl__notice');
    await notice.first().waitFor();
    assert.match(await notice.first().innerText(), /option "minBid" cannot be "99"/);
    assert.equal(await page.getByTestId('summary-sheet').locator('[data-section="local"] li').count(), 0);
    await ctx.close();
  });
});
