/**
 * The score pad (`/score/`) on a phone: one evening of Japanese Napoleon entered through the form
 * (a refused entry naming its field, an edit, a deletion, a reload and an offline reload in the
 * middle); an evening of five hands of every game from a saved evening, in each edition, its
 * totals as the engine's; saving an evening as a file, opening it again, and a bad file refused
 * with nothing stored changed. The scoring itself is checked against the engine headless
 * (tests/unit/score-pad/).
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures.ts';
import type { VariantId } from '../../src/engine/options.ts';
import { addHand, newEvening, sheetOf, type Evening } from '../../src/islands-logic/score-pad/evening.ts';
import { PAD_KIND, type PadStore } from '../../src/islands-logic/score-pad/file.ts';
import type { Entry } from '../../src/islands-logic/score-pad/types.ts';
import { signed } from '../../src/islands-logic/numbers.ts';
import '../../src/islands-logic/score-pad/games.ts';
import { japaneseScore } from '../../src/engine/japanese/judge.ts';
import { padWordsEn } from '../../src/i18n/islands/score-pad.en.ts';
import { padWordsJa } from '../../src/i18n/islands/score-pad.ja.ts';
import { padWordsKo } from '../../src/i18n/islands/score-pad.ko.ts';
import { padWordsZh } from '../../src/i18n/islands/score-pad.zh-TW.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const w = padWordsEn;
const AT = '2026-11-27T19:00:00.000Z';

/** Five hands of each game, as a person writes them down. */
const HANDS: Record<VariantId, { preset: string; players: number; hands: Entry[] }> = {
  japanese: {
    preset: 'standard',
    players: 5,
    hands: [14, 13, 15, 16, 12].map((bid, i) => ({
      napoleon: i,
      bid,
      trump: 'SHDCS'[i]!,
      adjutantCard: 'SJ',
      adjutant: i === 3 ? null : (i + 2) % 5,
      honours: [15, 11, 20, 16, 12][i]!,
    })),
  },
  nap: {
    preset: 'standard',
    players: 4,
    hands: ['3', '4', 'nap', '2', '3'].map((bid, i) => ({ declarer: i % 4, bid, tricks: [3, 2, 5, 4, 1][i]! })),
  },
  'tw-hk': {
    preset: 'taiwan',
    players: 5,
    hands: [10, 11, 9, 12, 10].map((bid, i) => ({
      napoleon: i,
      bid,
      strain: 'SHDCN'[i]!,
      secretaryCard: 'SA',
      secretary: i === 2 ? null : (i + 1) % 5,
      heads: [11, 8, 9, 12, 14][i]!,
    })),
  },
  mighty: {
    preset: 'pagat',
    players: 5,
    hands: [14, 15, 13, 16, 14].map((bid, i) => ({
      declarer: i,
      bid,
      trump: 'SHDCN'[i]!,
      friendCall: i === 4 ? 'none' : 'card',
      friendCard: i === 4 ? null : 'HA',
      friend: i === 4 ? null : (i + 2) % 5,
      points: [15, 12, 20, 16, 9][i]!,
    })),
  },
  daifugo: {
    preset: 'moderate',
    players: 4,
    hands: [
      [0, 1, 2, 3],
      [3, 2, 1, 0],
      [1, 0, 3, 2],
      [2, 3, 0, 1],
      [0, 2, 1, 3],
    ].map((places) => ({ places })),
  },
};

function evening(variant: VariantId): Evening {
  const g = HANDS[variant];
  let ev = newEvening({
    id: `seed-${variant}`,
    name: `Seeded ${variant}`,
    created: AT,
    variant,
    rules: { preset: g.preset },
    players: ['Aki', 'Ben', 'Chie', 'Dan', 'Emi'].slice(0, g.players),
  });
  for (const [i, e] of g.hands.entries()) {
    const r = addHand(ev, `h${i + 1}`, e, AT);
    if (!r.ok) throw new Error(`${variant} hand ${i + 1}: ${JSON.stringify(r.issue)}`);
    ev = r.evening;
  }
  return ev;
}

const stored = (page: Page) => page.evaluate((k) => localStorage.getItem(k), PAD_KIND.key);
const totalsShown = (page: Page) => page.locator('tfoot td[data-total]').allTextContents();

test('an evening of Japanese Napoleon by the form: a refused entry, an edit, a deletion, a reload and an offline reload', async ({
  page,
  axe,
}) => {
  await page.goto('score/');
  await page.getByLabel(w.playerName(1)).fill('Aki');
  await page.getByLabel(w.playerName(2)).fill('Ben');
  await page.getByRole('button', { name: w.start }).click();
  const form = page.locator('form.pad__hand');
  const enter = async (o: { nap: string; bid: number; adj: string; holder: string; honours: number }) => {
    await form.getByLabel(w.field('napoleon'), { exact: true }).selectOption({ label: o.nap });
    await form.getByLabel(w.field('bid'), { exact: true }).fill(String(o.bid));
    await form.getByLabel(w.field('adjutantCard'), { exact: true }).selectOption(o.adj);
    await form.getByLabel(w.field('adjutant'), { exact: true }).selectOption({ label: o.holder });
    await form.getByLabel(w.field('honours'), { exact: true }).fill(String(o.honours));
    await form.getByRole('button', { name: w.addHand }).click();
  };
  // Honours over the deck's 20 are refused, naming the field; the field is marked.
  await enter({ nap: 'Aki', bid: 14, adj: 'HA', holder: 'Player 3', honours: 21 });
  await expect(page.getByRole('alert')).toHaveText(w.issue({ field: 'honours', kind: 'range', min: 0, max: 20 }));
  await expect(form.getByLabel(w.field('honours'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel(w.field('honours'), { exact: true }).fill('15');
  await form.getByRole('button', { name: w.addHand }).click();
  await expect(page.getByRole('status').filter({ hasText: w.added(1) })).toBeVisible();
  await enter({ nap: 'Ben', bid: 13, adj: 'SA', holder: 'Aki', honours: 10 });
  await axe(page, 'the score pad with two hands');

  const engine = (bid: number, points: number) =>
    japaneseScore({ preset: 'standard', bid, points, partner: 'adjutant' });
  await expect(page.locator('tfoot td[data-total="0"]')).toHaveText(
    signed(engine(14, 15).napoleon + engine(13, 10).adjutant!),
  );
  // Change hand 1: 12 honours, a lost bid; the totals follow.
  await page.getByRole('button', { name: w.editHand(1) }).click();
  await form.getByLabel(w.field('honours'), { exact: true }).fill('12');
  await form.getByRole('button', { name: w.saveEdit }).click();
  await expect(page.locator('tfoot td[data-total="0"]')).toHaveText(
    signed(engine(14, 12).napoleon + engine(13, 10).adjutant!),
  );
  // A reload resumes the evening.
  await page.reload();
  await expect(page.locator('tfoot td[data-total="0"]')).toHaveText(
    signed(engine(14, 12).napoleon + engine(13, 10).adjutant!),
  );
  // Delete hand 2; the history keeps it.
  await page.getByRole('button', { name: w.deleteHand(2) }).click();
  await expect(page.locator('tfoot td[data-total="0"]')).toHaveText(signed(engine(14, 12).napoleon));
  await expect(page.getByText(w.history(4))).toBeVisible();
  // Offline: once the service worker controls the page, a reload without a network still opens the pad.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.locator('tfoot td[data-total="0"]')).toHaveText(signed(engine(14, 12).napoleon));
  await page.context().setOffline(false);
});

const EDITIONS = [
  { dir: '', words: padWordsEn },
  { dir: 'ja/', words: padWordsJa },
  { dir: 'ko/', words: padWordsKo },
  { dir: 'zh-tw/', words: padWordsZh },
] as const;

for (const { dir, words } of EDITIONS) {
  test(`/${dir}score/: a saved evening of five hands of each game shows the engine's totals, in the edition's words`, async ({
    page,
  }) => {
    const evenings = (Object.keys(HANDS) as VariantId[]).map(evening);
    const store: PadStore = { v: 1, current: evenings[0]!.id, evenings };
    await page.addInitScript(
      ([k, v]) => {
        if (sessionStorage.getItem('seeded')) return;
        localStorage.setItem(k!, v!);
        sessionStorage.setItem('seeded', '1');
      },
      [PAD_KIND.key, JSON.stringify(store)],
    );
    await page.goto(`${dir}score/`);
    await expect(page.getByRole('table', { name: words.sheetCaption })).toBeVisible();
    for (const ev of evenings) {
      await page.getByLabel(words.evenings).selectOption(ev.id);
      await expect(page.locator('tbody tr[data-hand]')).toHaveCount(5);
      expect(await totalsShown(page), ev.variant).toEqual(sheetOf(ev).totals.map(signed));
    }
  });
}

test('an evening saved as a file opens again; a file that is not an evening is refused and nothing stored changes', async ({
  page,
}) => {
  const ev = evening('mighty');
  await page.addInitScript(
    ([k, v]) => {
      if (sessionStorage.getItem('seeded')) return;
      localStorage.setItem(k!, v!);
      sessionStorage.setItem('seeded', '1');
    },
    [PAD_KIND.key, JSON.stringify({ v: 1, current: ev.id, evenings: [ev] })],
  );
  await page.goto('score/');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: w.exportJson }).click(),
  ]);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(JSON.parse(text)).toEqual(ev);
  const csv = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: w.exportCsv }).click(),
  ]).then(([d]) => d.path().then((p) => readFileSync(p!, 'utf8')));
  // a header, five hands, and the line that carries the evening (so the table opens again)
  expect(csv.trim().split('\r\n')).toHaveLength(7);

  const input = page.locator('input[type="file"]');
  await input.setInputFiles({ name: 'evening.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByRole('status').filter({ hasText: w.imported(ev.name) })).toBeVisible();
  await expect(page.getByLabel(w.evenings).locator('option')).toHaveCount(2);
  await input.setInputFiles({ name: 'evening.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByLabel(w.evenings).locator('option')).toHaveCount(3);

  const before = await stored(page);
  // a choice begun in the next hand's form survives the page drawing the refusal beside it
  const declarer = page.locator('form.pad__hand').getByLabel(w.field('declarer'), { exact: true });
  await declarer.selectOption({ label: 'Ben' });
  const bad = { ...ev, hands: [{ id: 'x', entry: { ...ev.hands[0]!.entry, points: 25 } }] };
  await input.setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(bad)),
  });
  await expect(
    page.getByRole('status').filter({
      hasText: w.refused({ kind: 'hand', number: 1, issue: { field: 'points', kind: 'range', min: 0, max: 20 } }),
    }),
  ).toBeVisible();
  expect(await stored(page)).toBe(before);
  await expect(declarer).toHaveValue('1');
  await page.reload();
  await expect(page.getByLabel(w.evenings).locator('option')).toHaveCount(3);
});
