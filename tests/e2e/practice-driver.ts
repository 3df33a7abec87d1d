/**
 * Driving the practice table in a browser, shared by the browser tests (tests/e2e/practice.test.ts)
 * and the benchmark (bench/site.bench.ts, `site.practice.*`): one keyboard move at a time, a game
 * played to its end, and the page instruments that record main-thread long tasks and every Web
 * Worker the page starts (its script address, the requests posted to it and the answers it sent).
 *
 * Nothing here bounds time: a game is bounded by its number of moves and of waits, and a wait for
 * the computers ends on a state change (the runner's own timeouts only stop a hung browser).
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { CATALOGUES, type IslandLang } from '../../src/i18n/islands/all.ts';
import type { HandFile } from '../../src/islands-logic/hand-file.ts';
import { fileInput } from './saved-game.ts';

export interface LongTask {
  start: number;
  duration: number;
}
export interface WorkerRecord {
  url: string;
  /** The name the page gave it (`new Worker(url, { name })`): the computers' worker is 'bots'. */
  name: string;
  requests: number;
  answers: number;
}

/** Before any page script: record long tasks in `window.__long`, Workers in `window.__workers`. */
export async function instrument(ctx: BrowserContext): Promise<void> {
  await ctx.addInitScript(() => {
    const w = window as unknown as { __long: LongTask[]; __workers: WorkerRecord[] };
    w.__long = [];
    w.__workers = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    const Native = window.Worker;
    class Recorded extends Native {
      #rec: WorkerRecord;
      constructor(url: string | URL, opts?: WorkerOptions) {
        super(url, opts);
        const rec: WorkerRecord = {
          url: new URL(String(url), location.href).href,
          name: opts?.name ?? '',
          requests: 0,
          answers: 0,
        };
        this.#rec = rec;
        w.__workers.push(rec);
        this.addEventListener('message', () => rec.answers++);
      }
      override postMessage(message: unknown, options?: unknown): void {
        this.#rec.requests++;
        super.postMessage(message, options as StructuredSerializeOptions);
      }
    }
    window.Worker = Recorded;
  });
}

/** A deliberate 80 ms task, waited for until the long-task observer has recorded it (the observer works). */
export async function checkObserver(page: Page): Promise<void> {
  await page.evaluate(() => {
    setTimeout(() => {
      const end = performance.now() + 80;
      while (performance.now() < end) {
        /* busy */
      }
    }, 0);
  });
  await page.waitForFunction(() => (window as unknown as { __long: LongTask[] }).__long.some((e) => e.duration >= 75));
}

export async function longTasks(page: Page, since = 0): Promise<LongTask[]> {
  return page.evaluate((t) => (window as unknown as { __long: LongTask[] }).__long.filter((e) => e.start >= t), since);
}

export async function workers(page: Page): Promise<WorkerRecord[]> {
  return page.evaluate(() => (window as unknown as { __workers: WorkerRecord[] }).__workers);
}

export async function openTable(page: Page, href: string): Promise<void> {
  await page.goto(href);
  await page.locator('.isl-practice').scrollIntoViewIfNeeded();
  await page.locator('[data-testid="table"]').waitFor();
}

/**
 * Open a saved-game file (tests/e2e/saved-game.ts) at the practice page `path` with "Open a saved
 * game" (a game saved in the browser is cleared first), then set the computers' pace to the fastest the table offers (a file keeps the usual
 * pause). The table is where the file left it.
 */
export async function openSaved(page: Page, path: string, file: HandFile): Promise<void> {
  // A table open now saves its game as it goes, and would restore it: leave it, then forget it.
  if (page.url().startsWith('http')) {
    await page.goto('./');
    await page.evaluate(() => localStorage.clear());
  }
  await page.goto(path);
  await page.locator('.isl-practice[data-hydrated="true"]').waitFor();
  await page.locator('[data-testid="open-file"] input[type="file"]').setInputFiles(fileInput(file));
  await page.locator('[data-testid="table"]').waitFor();
  // the speed control: the one drop-down whose choices are pauses in ms (its slowest is 1400)
  const speed = page.locator('[data-testid="table"] select:has(option[value="1400"])');
  const fastest = await speed.evaluate((s) =>
    Math.min(...[...(s as HTMLSelectElement).options].map((o) => Number(o.value)).filter((n) => n > 0)),
  );
  await speed.selectOption(String(fastest));
}

/** How the driver presses a control: the keyboard (focus, Enter) or the mouse (a click). */
export type Input = 'keyboard' | 'mouse';

async function press(page: Page, target: Locator, input: Input): Promise<void> {
  if (input === 'mouse') {
    await target.scrollIntoViewIfNeeded();
    await target.click();
    return;
  }
  await target.focus();
  await page.keyboard.press('Enter');
}

/** One keyboard move when it is the player's turn; false when nothing could be done. */
export async function keyboardMove(page: Page, lang: IslandLang = 'en'): Promise<boolean> {
  return move(page, 'keyboard', lang);
}

/**
 * One move by keyboard or mouse when it is the player's turn; false when nothing could be done.
 * Controls are found by test id, or by their names in the page's language (the island catalogue).
 */
export async function move(page: Page, input: Input, lang: IslandLang = 'en'): Promise<boolean> {
  const words = CATALOGUES.practice[lang];
  if (!words) throw new Error(`no ${lang} practice catalogue`);
  // a finished trick is held on the table until the learner goes on
  const next = page.locator('[data-testid="next-trick"]');
  if (await next.count()) {
    await press(page, next, input);
    return true;
  }
  const table = page.locator('[data-testid="table"]');
  if ((await table.getAttribute('data-my-turn')) !== 'true') return false;
  const confirm = page.locator('[data-testid="confirm-select"]');
  if (await confirm.count()) {
    const need = Number((await confirm.getAttribute('data-count')) ?? 1);
    const chosen = await page.locator('[data-testid="hand"] button.ecard[aria-pressed="true"]').count();
    if (chosen < need) {
      const next = page.locator('[data-testid="hand"] button.ecard[aria-pressed="false"]').first();
      await press(page, next, input);
      return true;
    }
    await press(page, confirm, input);
    return true;
  }
  // Daifugō: choose cards in the hand (weakest first) until Play is allowed; else pass
  const play = page.locator('[data-testid="confirm-play"]');
  if (await play.count()) {
    const ready = page.locator('[data-testid="confirm-play"]:not([disabled])');
    const free = page.locator('[data-testid="hand"] button.ecard[aria-pressed="false"]');
    const chosen = await page.locator('[data-testid="hand"] button.ecard[aria-pressed="true"]').count();
    const pass = page.locator('[data-testid="actions"] [data-action]', { hasText: new RegExp(`^${words.pass}$`) });
    const target = (await ready.count())
      ? ready.first()
      : chosen < 4 && (await free.count())
        ? free.first()
        : (await pass.count())
          ? pass.first()
          : page.locator('[data-testid="hand"] button.ecard[aria-pressed="true"]').first();
    await press(page, target, input);
    return true;
  }
  const pending = page.locator('[data-testid="actions"] [data-action]');
  const playable = page.locator('[data-testid="hand"] button.ecard:not([aria-pressed])');
  if ((await pending.count()) === 0 && (await playable.count()) > 0) {
    await press(page, playable.first(), input);
    return true;
  }
  if ((await pending.count()) > 0) {
    await press(page, pending.first(), input);
    return true;
  }
  return false;
}

/**
 * Wait until the table changes: the game ends, it is the player's turn, or a finished trick waits for "Next trick". The computers take as
 * long as the machine lets them; the timeout only stops a game that hangs.
 */
export async function waitForTurnOrEnd(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="game-over"]') !== null ||
      document.querySelector('[data-testid="next-trick"]') !== null ||
      document.querySelector('[data-testid="table"]')?.getAttribute('data-my-turn') === 'true',
    undefined,
    { timeout: 300_000, polling: 50 },
  );
}

/** Play by keyboard (or mouse) until the final score screen; bounded by moves and retries, not by time. */
export async function playToEnd(
  page: Page,
  maxMoves = 400,
  input: Input = 'keyboard',
  lang: IslandLang = 'en',
): Promise<number> {
  let moves = 0;
  let retries = 0;
  while (moves <= maxMoves && retries <= maxMoves) {
    if (await page.locator('[data-testid="game-over"]').count()) return moves;
    if (await move(page, input, lang)) moves++;
    else if ((await page.locator('[data-testid="table"]').getAttribute('data-my-turn')) !== 'true')
      await waitForTurnOrEnd(page);
    else {
      // our turn, but the controls are not there yet (the table is re-rendering)
      retries++;
      await page.waitForTimeout(20);
    }
  }
  throw new Error(`no game over after ${moves} moves (${retries} retries)`);
}

/** One step of a game: a keyboard move if it is ours, else wait for the computers. True if we moved. */
export async function step(page: Page, lang: IslandLang = 'en'): Promise<boolean> {
  if (await keyboardMove(page, lang)) return true;
  const mine = (await page.locator('[data-testid="table"]').getAttribute('data-my-turn')) === 'true';
  if (mine) await page.waitForTimeout(20);
  else await waitForTurnOrEnd(page);
  return false;
}

/**
 * Record, from inside the page, every text that ever appears in elements matching `selector`
 * (prefixed `seat:` inside a seat): a poll between moves can miss a text shown only for one render.
 */
export async function recordTexts(page: Page, name: string, selector: string): Promise<void> {
  await page.evaluate(
    ({ name, selector }) => {
      const w = window as unknown as Record<string, string[]>;
      const seen = (w[name] = [] as string[]);
      const look = () => {
        for (const e of document.querySelectorAll(selector)) {
          const seat = e.closest('[data-seat]')?.getAttribute('data-seat');
          const t = `${seat === null || seat === undefined ? '' : `${seat}:`}${e.textContent ?? ''}`;
          if (!seen.includes(t)) seen.push(t);
        }
      };
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
      look();
    },
    { name, selector },
  );
}
/** What `recordTexts` recorded under `name`. */
export const recorded = (page: Page, name: string) =>
  page.evaluate((n) => (window as unknown as Record<string, string[]>)[n] ?? [], name);

/**
 * The text of the first element matching `selector` now, or '' when there is none: one read in
 * the page. (A locator's count and then its text would wait for an element that went between the
 * two reads, as the action row does between rounds.)
 */
export const textNow = (page: Page, selector: string): Promise<string> =>
  page.evaluate((sel) => document.querySelector(sel)?.textContent ?? '', selector);

/** The action log of the game at the table, as the table saved it in the browser. */
export async function tableLog(page: Page, variant: string): Promise<{ type: string; seat?: number }[]> {
  // The stored game (islands-logic/practice-save.ts): a saved-game file's content, moves in game.log.
  return page.evaluate((key) => {
    const save = JSON.parse(localStorage.getItem(key) ?? 'null') as { game?: { log?: [] } } | null;
    return save?.game?.log ?? [];
  }, `etori.practice.v1.${variant}`);
}
