/**
 * Truth of the rules (issue 15), as a reader sees it: the sentences that say where the sources
 * are silent or disagree, the rules that are not switches, the joker step and the native terms of
 * Japanese Napoleon (each in its language), level bidding explained without bridge, and the
 * explanation of every puzzle that rests on a decision of this site.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { BASE_URL, launch, openPage } from './browser.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const href = (p: string) => new URL(p, BASE_URL).href;

async function open(path: string): Promise<Page> {
  const ctx = await browser.newContext();
  const { page } = await openPage(ctx);
  await page.goto(href(path));
  return page;
}

/** The visible text of the page's main content. */
async function mainText(page: Page): Promise<string> {
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ');
}

/** The visible text of the section under the heading `heading` (up to the next heading of its level). */
async function sectionText(page: Page, heading: string): Promise<string> {
  const text = await page.evaluate((h) => {
    const hs = [...document.querySelectorAll<HTMLElement>('main h2, main h3')];
    const start = hs.find((e) => e.textContent?.trim() === h);
    if (!start) return null;
    const level = start.tagName;
    // Starlight wraps each heading in a div; walk that wrapper's siblings.
    const from = start.closest('.sl-heading-wrapper') ?? start;
    const parts: string[] = [];
    for (let n = from.nextElementSibling; n; n = n.nextElementSibling) {
      const hd = n.matches('h2, h3') ? n : n.querySelector(':scope > h2, :scope > h3');
      if (hd && (hd.tagName === level || (level === 'H3' && hd.tagName === 'H2'))) break;
      parts.push((n as HTMLElement).innerText);
    }
    return parts.join('\n');
  }, heading);
  assert.ok(text !== null, `no heading "${heading}" on ${page.url()}`);
  return text.replace(/\s+/g, ' ');
}

/** The language an element around the visible text `word` is marked with (the nearest `lang`). */
async function langOf(page: Page, word: string): Promise<string | null> {
  return page.evaluate((w) => {
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.textContent?.includes(w)) return n.parentElement?.closest('[lang]')?.getAttribute('lang') ?? null;
    }
    return null;
  }, word);
}

describe('Japanese Napoleon: the joker and the native terms', () => {
  test('the rules page teaches the game with the joker as a step of its own', async () => {
    const page = await open('japanese/rules/');
    const intro = await mainText(page);
    assert.match(intro, /Most groups play with a joker \(53 cards\)/);
    const joker = await sectionText(page, '7. With the joker');
    assert.match(joker, /widow grows to three/);
    assert.match(joker, /weakest card/);
    assert.match(joker, /trump request \(切り札請求/);
    assert.match(joker, /Why: ♥K is the highest trump/);
    await page.context().close();
  });

  test('the native terms are on the rules page, each marked as Japanese', async () => {
    const page = await open('japanese/rules/');
    for (const word of ['スペキュレーション', '表ジャック', '芋ジャック', '役札', '絵札']) {
      assert.equal(await langOf(page, word), 'ja', `${word} is shown and marked lang="ja"`);
    }
    const play = await sectionText(page, '5. Playing the tricks');
    assert.match(play, /These three are the special cards \(役札, yakufuda\)/);
    await page.context().close();
  });
});

describe('Taiwanese & Hong Kong Napoleon: level bidding', () => {
  test('the rules page explains levels and strains without leaning on bridge', async () => {
    const page = await open('tw-hk/rules/');
    const bidding = await sectionText(page, '2. Bidding');
    assert.doesNotMatch(bidding, /work like bridge|like in bridge/i);
    assert.match(bidding, /level 1 promises 9 of the 16 heads/);
    assert.match(bidding, /Over 2♥, for instance, 2♠ or 2 no-trump will do, or any bid at level 3, but not 2♦/);
    await page.context().close();
  });
});

/** Where the engine decides something no source says, the page says so (issue 15's list). */
const DECISION_SENTENCES: [page: string, sentence: RegExp][] = [
  ['japanese/local-rules/', /whether a passer may come back: sources are silent; this site keeps passing final/],
  ['japanese/local-rules/', /whether the lowest bid changes: sources are silent; this site raises it by one/],
  ['japanese/local-rules/', /names neither the bid nor trumps: sources are silent; this site makes that suit trumps/],
  ['japanese/local-rules/', /sources are silent; this site lets the same-two beat the ura-jack/],
  ['japanese/local-rules/', /“more than the bid”.*This site follows “at least”/],
  ['japanese/joker/', /sources are silent; this site makes a joker called that way the lowest card/],
  ['tw-hk/local-rules/', /may bid again: sources are silent; this site lets them/],
  ['tw-hk/local-rules/', /sources are silent; this site makes Napoleon a dictator then too/],
  [
    'nap/local-rules/',
    /cannot both be true.*Sources are silent on which is meant; this site uses the 20 cards from 10 to ace/,
  ],
  [
    'daifugo/local-rules/',
    /The sources do not say what a jack back does during a revolution\. This site lets the two cancel/,
  ],
];

describe('decisions of this site are shown, not hidden', () => {
  test('each page says where sources are silent and what this site does', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    const texts = new Map<string, string>();
    for (const [path, sentence] of DECISION_SENTENCES) {
      if (!texts.has(path)) {
        await page.goto(href(path));
        texts.set(path, await mainText(page));
      }
      assert.match(texts.get(path)!, sentence, `${path} says ${sentence}`);
    }
    await ctx.close();
  });
});

describe('rules that are not switches', () => {
  test('the Japanese local rules name first-come bidding and the wild joker, with the reason', async () => {
    const page = await open('japanese/local-rules/');
    const text = await sectionText(page, 'Rules that are not switches');
    assert.match(text, /First come, first served \(早いもの順\)/);
    assert.match(text, /always goes round in turn/);
    assert.match(text, /wild joker/);
    assert.equal(await langOf(page, '早いもの順'), 'ja');
    await page.context().close();
  });

  test('the Taiwanese local rules name the table manners and why they are not switches', async () => {
    const page = await open('tw-hk/local-rules/');
    const text = await sectionText(page, 'Rules without an option');
    assert.match(text, /table manners \(額外規定\)/);
    assert.match(text, /so they are not switches/);
    assert.equal(await langOf(page, '額外規定'), 'zh-Hant');
    await page.context().close();
  });

  test('the Sources page says which disagreements are not switches', async () => {
    const page = await open('sources/');
    const text = await mainText(page);
    assert.doesNotMatch(text, /every listed disagreement is a switchable option/i);
    assert.match(text, /The wild joker is not a switch/);
    assert.match(text, /first come, first served \(早いもの順\) — not a switch/);
    assert.match(text, /Table manners \(額外規定\)/);
    assert.match(text, /A jack back during a revolution — sources are silent\. Not a switch/);
    assert.equal(await langOf(page, '額外規定'), 'zh-Hant', 'the Chinese words are marked as Chinese');
    await page.context().close();
  });
});

describe('words', () => {
  test('the glossary: trumps are not always chosen in the auction; the special cards and plain jacks', async () => {
    const page = await open('glossary/');
    const text = await mainText(page);
    assert.match(text, /in English Nap the bidder’s opening lead sets it/);
    assert.match(text, /Special cards 役札 yakufuda/);
    assert.match(text, /Plain jack 芋ジャック imo jakku/);
    await page.context().close();
  });

  test('the Daifugō overview promises no trick puzzles', async () => {
    const page = await open('daifugo/');
    const text = await mainText(page);
    assert.match(text, /Puzzles: is this play legal/);
    assert.doesNotMatch(text, /who wins (this|the) trick|trick puzzles?/i);
    await page.context().close();
  });
});

interface StoredPuzzle {
  id: string;
  note?: string;
}
const puzzles = (file: string) =>
  (
    JSON.parse(readFileSync(new URL(`../../content/puzzles/${file}.json`, import.meta.url), 'utf8')) as {
      puzzles: StoredPuzzle[];
    }
  ).puzzles;

/** Each puzzle that rests on a decision of this site, with its page. */
const DECISIONS: [page: string, file: string, id: string][] = [
  ['tw-hk/puzzles/', 'tw-hk', 'hk-led-joker-late-wins'],
  ['japanese/puzzles/', 'japanese', 'jp-same-two-over-ura'],
  ['japanese/puzzles/', 'japanese', 'jp-club-three'],
  ['japanese/puzzles/', 'japanese', 'jp-joker-first-trick'],
  ['nap/puzzles/', 'nap', 'nap-two-players'],
  ['daifugo/puzzles/', 'daifugo', 'df-eleven-back-cancel'],
  ['mighty/puzzles/', 'mighty', 'mt-ripper-no-call'],
];

describe('puzzles that rest on a decision of this site', () => {
  test('the solution says that sources are silent or differ, and what this site does', async () => {
    const ctx = await browser.newContext();
    const { page } = await openPage(ctx);
    for (const [path, file, id] of DECISIONS) {
      const note = puzzles(file).find((p) => p.id === id)?.note;
      assert.ok(note, `${id} has a note`);
      // The sentence that owns up to the decision.
      const decision = note.split(/(?<=\.) /).find((s) => /this site/.test(s))!;
      assert.match(decision, /sources are silent|sources differ|not consistent|cannot both be true/i);
      await page.goto(href(`${path}#puzzle-${id}`));
      await page.locator('.isl-puzzle').scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (i) => document.querySelector('.isl-puzzle[data-ready="true"]')?.id === `puzzle-${i}`,
        id,
      );
      await page.getByRole('button', { name: 'Show the solution' }).click();
      const feedback = page.locator('[data-testid="feedback"]');
      await feedback.filter({ hasText: 'The solution.' }).waitFor();
      const shown = (await feedback.innerText()).replace(/\s+/g, ' ');
      assert.ok(shown.includes(decision), `${id}: the solution shows "${decision}"; it reads:\n${shown}`);
    }
    await ctx.close();
  });
});
