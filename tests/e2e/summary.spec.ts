/**
 * The one-page summaries: each game's sheet prints on exactly one page at A4 and at Letter (the
 * PDF Chromium makes is counted by its page objects), as it is and with every local rule the
 * engine allows changed (the longest sheet); the sheet follows rules chosen on the page and in
 * the address, links back to them, speaks the edition's language; a bad rules link gets a notice
 * and the default sheet. The sheet's content for every game and option is unit-tested
 * (tests/unit/islands/summary.test.ts, tests/unit/i18n/summary-zh.test.ts).
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import type { VariantId } from '../../src/engine/options.ts';
import type { RuleChoice, VariantEngine } from '../../src/islands-logic/engines/types.ts';
import daifugo from '../../src/islands-logic/engines/daifugo.ts';
import japanese from '../../src/islands-logic/engines/japanese.ts';
import mighty from '../../src/islands-logic/engines/mighty.ts';
import nap from '../../src/islands-logic/engines/nap.ts';
import twhk from '../../src/islands-logic/engines/twhk.ts';
import { optionGroups, optionValues } from '../../src/islands-logic/rule-words.ts';
import { changedOnly, ruleSetQuery } from '../../src/islands-logic/rules-url.ts';
import { summaryModel } from '../../src/islands-logic/summary.ts';

const ENGINES: Record<VariantId, VariantEngine> = { japanese, nap, 'tw-hk': twhk, mighty, daifugo };

/**
 * The longest sheet a person reaches by changing every option in turn on the page, in its order,
 * to another value: a combination the engine refuses brings the page back to the preset, and the
 * next option is changed from there.
 */
function everyRuleChanged(engine: VariantEngine): RuleChoice {
  const preset = engine.presets[0]!;
  let rc: RuleChoice = { preset: preset.id };
  for (const { options } of optionGroups(engine.options))
    for (const { key, decl } of options) {
      const now = rc.rules?.[key] ?? preset.values[key] ?? decl.default;
      const other = optionValues(decl).find((v) => v !== now);
      if (key === 'players' || other === undefined) continue;
      rc = { ...rc, rules: { ...rc.rules, [key]: other } };
      try {
        engine.players(rc);
        summaryModel(engine, rc);
      } catch {
        rc = { preset: preset.id };
      }
    }
  return rc;
}

/** Pages of a PDF: its `/Type /Page` objects (not the `/Type /Pages` tree). */
function pdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

async function printsOnOnePage(page: Page, where: string): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  for (const format of ['A4', 'Letter'] as const)
    expect(pdfPages(await page.pdf({ format, printBackground: false })), `${where}: pages at ${format}`).toBe(1);
  await page.emulateMedia({ media: 'screen' });
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('.isl-summary-rules[data-hydrated="true"]').waitFor();
}

const HEADINGS = {
  en: ['Which card wins', 'Bidding', 'Partner', 'Exchange', 'Scoring', 'Our local rules'],
  ja: ['どのカードが勝つか', '競り', '味方', 'カードの交換', '得点', 'わたしたちのローカルルール'],
};

const SHEETS: { path: string; variant: VariantId; lang: keyof typeof HEADINGS }[] = [
  { path: '/japanese/summary/', variant: 'japanese', lang: 'en' },
  { path: '/nap/summary/', variant: 'nap', lang: 'en' },
  { path: '/tw-hk/summary/', variant: 'tw-hk', lang: 'en' },
  { path: '/mighty/summary/', variant: 'mighty', lang: 'en' },
  { path: '/daifugo/summary/', variant: 'daifugo', lang: 'en' },
  { path: '/ja/japanese/summary/', variant: 'japanese', lang: 'ja' },
  { path: '/ja/daifugo/summary/', variant: 'daifugo', lang: 'ja' },
];

for (const { path, variant, lang } of SHEETS) {
  test(`${path}: the sheet prints on one page at A4 and at Letter, with every local rule changed too`, async ({
    page,
    axe,
  }) => {
    await open(page, path);
    const sheet = page.getByTestId('summary-sheet');
    for (const name of HEADINGS[lang]) await expect(sheet.getByRole('heading', { name })).not.toHaveCount(0);
    await printsOnOnePage(page, path);
    const engine = ENGINES[variant];
    const longest = everyRuleChanged(engine);
    const changed = Object.keys(changedOnly(longest, engine).rules ?? {}).length;
    expect(changed, 'options to change').toBeGreaterThan(0);
    await open(page, `${path}${ruleSetQuery(longest, engine)}`);
    // each changed option is one of the sheet's local rules
    await expect(sheet.locator('[data-section="local"] li')).toHaveCount(changed);
    await expect(page.locator('.isl-summary-rules .isl__notice')).toHaveCount(0);
    await printsOnOnePage(page, `${path} with ${changed} local rules`);
    await axe(page, `${path} with every local rule changed`);
  });
}

const EDITIONS = [
  {
    lang: 'en',
    path: '/japanese/summary/',
    words: {
      local: '♥Q (yoromeki)',
      ladder: /killer card/,
      chooser: 'Choose the rules for this summary',
      rules: 'Rules',
      preset: 'Trump Stadium',
      rulesLine: 'Rules: Trump Stadium',
    },
  },
  {
    lang: 'ja',
    path: '/ja/japanese/summary/',
    words: {
      local: '♥Q（よろめき）',
      ladder: /マイティキラー/,
      chooser: 'このまとめのルールを選ぶ',
      rules: 'ルール',
      preset: 'トランプスタジアムの設定',
      rulesLine: 'ルール： トランプスタジアムの設定',
    },
  },
];

for (const { lang, path, words } of EDITIONS) {
  test(`${path}: rules from the address are drawn by the engine and linked back to; rules chosen on the page`, async ({
    page,
  }) => {
    await open(page, `${path}?r=standard+killer=HQ`);
    const sheet = page.getByTestId('summary-sheet');
    // drawn in the browser (the build-time sheet has no local rules): the killer card is on the ladder only under these rules
    await sheet.locator('[data-section="local"]').getByText(words.local).waitFor();
    await expect(sheet.locator('.etori-summary__ladder')).toContainText(words.ladder);
    if (lang !== 'en')
      expect((await sheet.innerText()).replace(/https?:\/\/\S+/g, '').match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
    const back = sheet.locator('footer a').first();
    await expect(back).toHaveAttribute('href', new RegExp(`${path.replace(/\//g, '\\/')}\\?r=standard\\+killer=HQ$`));
    // choosing the preset again takes the local rule off, the address follows
    const chooser = page.getByRole('region', { name: words.chooser });
    await chooser.getByRole('combobox', { name: words.rules }).selectOption({ label: words.preset });
    await expect(page).toHaveURL(/r=trump-stadium$/);
    await expect(sheet.locator('[data-section="local"] li')).toHaveCount(0);
    await sheet.getByText(words.rulesLine).waitFor();
    // one option chosen on the page becomes a local rule
    await chooser.locator('summary').click();
    // (this preset's killer card is ♥Q; none is a local rule)
    await chooser.locator('select[name="killer"]').selectOption('none');
    await expect(page).toHaveURL(/r=trump-stadium\+killer=none$/);
    await expect(sheet.locator('[data-section="local"] li')).toHaveCount(1);
  });
}

test('a bad rules link is named in a notice and the default sheet shown', async ({ page }) => {
  await open(page, '/mighty/summary/?r=pagat+minBid=99');
  await expect(page.locator('.isl-summary-rules .isl__notice').first()).toContainText('option "minBid" cannot be "99"');
  await expect(page.getByTestId('summary-sheet').locator('[data-section="local"] li')).toHaveCount(0);
});
