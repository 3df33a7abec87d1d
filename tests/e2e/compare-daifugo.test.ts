/**
 * Daifugō in the rule comparison: a crafted link puts one play on one pile under several rule
 * sets; each column says in words whether the play is allowed (or the engine's reason why not),
 * which effects fire and who plays next. No option identifier is visible; the table state
 * (revolution, jack back, locked suits) is changed with controls in words and kept in the link.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { axe, BASE_URL, formatViolations, launch, openPage } from './browser.ts';
import { DAIFUGO_OPTIONS } from '../../src/engine/daifugo/options.ts';
import { EFFECT_NAMES } from '../../src/engine/daifugo/core.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const href = (p: string) => new URL(p, BASE_URL).href;

/** Option keys and effect names as whole tokens (`eightCut`, `eight-cut`, `moderate+skip=true`…). */
const IDENTIFIERS = [
  ...Object.keys(DAIFUGO_OPTIONS).filter((k) => /[a-z][A-Z]|\d/.test(k)),
  ...EFFECT_NAMES.filter((e) => e.includes('-')),
];

async function noAxe(page: Page, where: string): Promise<void> {
  const v = await axe(page);
  assert.deepEqual(v, [], formatViolations(where, v));
}

async function assertWords(page: Page, where: string): Promise<void> {
  const text = await page.locator('.isl-compare').innerText();
  const found = IDENTIFIERS.filter((id) => new RegExp(`(?<![\\w-])${id}(?![\\w-])`).test(text));
  assert.deepEqual(found, [], `${where} shows option identifiers: ${found.join(', ')}`);
  assert.doesNotMatch(text, /\w+=\w+/, `${where} shows a link fragment`);
}

const columns = (page: Page) => page.locator('[data-testid="column"]');

describe('RuleCompare: Daifugō', () => {
  test('a crafted link: the same 7 is allowed (a skip) under one rule set and refused under another', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(href('compare-rules/?v=daifugo&pile=D5;H7&p=S7&r=moderate;none'));
    await page.locator('.isl-compare[data-ready="true"][data-game="daifugo"]').waitFor();
    const cols = columns(page);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="column"]').length === 2);
    const a = (await cols.nth(0).innerText()) ?? '';
    const b = (await cols.nth(1).innerText()) ?? '';
    assert.match(a, /Moderate/);
    assert.match(a, /Allowed/);
    assert.match(a, /Skip/);
    assert.match(a, /next player is skipped/);
    assert.match(b, /No local rules/);
    assert.match(b, /Not allowed/);
    assert.match(b, /a 7 does not beat a 7/);
    assert.match(b, /differs/);
    await assertWords(page, 'Daifugō comparison from a link');
    await noAxe(page, 'Daifugō comparison from a link');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('an 8 with eight cut on and off; a revolution in force is a control in words and goes into the link', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(href('compare-rules/?v=daifugo&pile=H7&p=S8&r=moderate;moderate+eightCut=true'));
    await page.locator('.isl-compare[data-ready="true"][data-game="daifugo"]').waitFor();
    const cols = columns(page);
    assert.match(await cols.nth(1).innerText(), /eight cut \(an 8 clears the pile\): On/);
    assert.match(await cols.nth(1).innerText(), /Eight cut/);
    assert.match(await cols.nth(1).innerText(), /pile clears and the same player leads again/);
    assert.doesNotMatch(await cols.nth(0).innerText(), /Eight cut/);
    await assertWords(page, 'eight cut comparison');
    // a revolution in force: an 8 no longer beats a 7
    await page.getByRole('checkbox', { name: /revolution is in force/i }).check();
    await page.waitForFunction(() => /[?&]rev=1(&|$)/.test(location.search));
    await page.waitForFunction(() =>
      /order is reversed/.test(document.querySelector('[data-testid="column"]')?.textContent ?? ''),
    );
    assert.match(await cols.nth(0).innerText(), /Not allowed/);
    // the play is chosen with the card picker too
    const picker = page.locator('[data-testid="play-picker"]');
    await picker.locator('summary').click();
    await picker.getByRole('button', { name: /^six of clubs/ }).click();
    await page.waitForFunction(() => /[?&]p=S8,C6(&|$)/.test(location.search));
    await picker.getByRole('button', { name: /^eight of spades/ }).click();
    await page.waitForFunction(() => /[?&]p=C6(&|$)/.test(location.search));
    assert.match(await cols.nth(0).innerText(), /Allowed/);
    await assertWords(page, 'after changing the table');
    await noAxe(page, 'Daifugō comparison with the picker open');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });

  test('switching to Daifugō, a rule set is changed in words; the shared link reopens the same comparison', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(href('compare-rules/'));
    await page.locator('.isl-compare[data-ready="true"]').waitFor();
    await page.locator('.isl-compare select').first().selectOption('daifugo');
    await page.locator('.isl-compare[data-ready="true"][data-game="daifugo"]').waitFor();
    await page.waitForFunction(() => location.search.includes('v=daifugo'));
    const col = columns(page).nth(0);
    await col.locator('summary', { hasText: 'Change rule set 1' }).click();
    await col.getByLabel('Option').selectOption({ label: 'Eight cut (an 8 clears the pile)' });
    await col.getByLabel('Value').selectOption({ label: 'On' });
    await col.getByRole('button', { name: 'Set option' }).click();
    await page.waitForFunction(() => /r=moderate\+eightCut=true;/.test(location.search));
    assert.match(await col.innerText(), /pile clears and the same player leads again/);
    await assertWords(page, 'Daifugō rule-set editor open');
    const shared = await page.locator('[data-testid="share-link"]').getAttribute('href');
    const ctx2 = await browser.newContext();
    const p2 = (await openPage(ctx2)).page;
    await p2.goto(href(`compare-rules/${shared}`));
    await p2.locator('.isl-compare[data-ready="true"][data-game="daifugo"]').waitFor();
    assert.match(await columns(p2).nth(0).innerText(), /eight cut \(an 8 clears the pile\): On/);
    assert.equal(await p2.getByLabel(/^The play, as codes/).inputValue(), 'S8');
    assert.equal(await p2.locator('[data-testid="link-errors"]').count(), 0);
    assert.deepEqual(problems.consoleErrors, []);
    await ctx2.close();
    await ctx.close();
  });

  test('a malformed Daifugō link names the bad parts and shows the default comparison', async () => {
    const ctx = await browser.newContext();
    const { page, problems } = await openPage(ctx);
    await page.goto(href('compare-rules/?v=daifugo&pile=ZZ&p=H7&rev=maybe&r=nosuch'));
    await page.locator('.isl-compare[data-ready="true"][data-game="daifugo"]').waitFor();
    const text = (await page.locator('[data-testid="link-errors"]').innerText()) ?? '';
    assert.match(text, /ZZ/);
    assert.match(text, /rev=maybe/);
    assert.match(text, /nosuch/);
    assert.equal(await columns(page).count(), 3, 'the default rule sets are shown');
    assert.deepEqual(problems.consoleErrors, []);
    await ctx.close();
  });
});
