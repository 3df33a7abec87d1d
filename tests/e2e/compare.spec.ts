/**
 * The rule comparison (RuleCompare for the trick games, DaifugoCompare for one Daifugō play) as a
 * person uses it, the editions as parameters of one table: a rule changed on one side by keyboard,
 * both sides' verdicts read, the shared link reopening the same comparison; crafted and malformed
 * links (each bad part named, defaults shown); the card pickers and the table's controls in words.
 * In every edition no option identifier or link fragment is shown, and in the ja/ko/zh-TW editions
 * nothing a person reads or hears is in Latin letters but card codes; axe finds nothing.
 * The wording of the columns for every game and preset is unit-tested (tests/unit/i18n/compare-*,
 * tests/unit/islands/compare-*); here each edition's island shows it.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { chooseByKeys, latin, readable } from './lang-driver.ts';
import { DAIFUGO_OPTIONS } from '../../src/engine/daifugo/options.ts';
import { EFFECT_NAMES } from '../../src/engine/daifugo/core.ts';

/** Option keys and effect names as whole tokens (`eightCut`, `eight-cut`…): never shown. */
const IDENTIFIERS = [
  ...Object.keys(DAIFUGO_OPTIONS).filter((k) => /[a-z][A-Z]|\d/.test(k)),
  ...EFFECT_NAMES.filter((e) => e.includes('-')),
];

/** Latin-letter words but card codes (`S8`, `H10`: the plays field asks for codes). */
const latinButCodes = (text: string): string[] =>
  latin(text.replace(/(?<![A-Za-z])[SHDC](?:[2-9]|10|[AKQJ])(?![A-Za-z0-9])/g, ' '));

/** What the island shows is words: no identifier, no link fragment but in a link's notice; no Latin word outside English. */
async function inWords(island: Locator, lang: string): Promise<void> {
  const text = await island.innerText();
  const found = IDENTIFIERS.filter((id) => new RegExp(`(?<![\\w-])${id}(?![\\w-])`).test(text));
  expect(found, 'option identifiers shown').toEqual([]);
  const notice = (await island.getByTestId('link-errors').count())
    ? await island.getByTestId('link-errors').innerText()
    : '';
  expect(text.replace(notice, '')).not.toMatch(/\w+=\w+/);
  if (lang !== 'en')
    expect(latinButCodes(await readable(island)), `the ${lang} comparison reads in its language`).toEqual([]);
}

/** The island awake (it wakes when scrolled into view), showing `game` if given. */
async function ready(page: Page, game = ''): Promise<void> {
  await page.locator('.isl-compare').scrollIntoViewIfNeeded();
  await page.locator(`.isl-compare[data-ready="true"]${game ? `[data-game="${game}"]` : ''}`).waitFor();
}

/** What a column must show: in its reason (`reason`) or anywhere in it; `no` turns it round. */
type Shows = [column: number, what: RegExp, where?: 'reason' | 'no'];

/** What is shown (closed parts aside), as it changes. */
const shown = (where: Locator) => expect.poll(() => where.innerText());

async function columnsShow(cols: Locator, shows: readonly Shows[]): Promise<void> {
  for (const [n, re, where] of shows) {
    const col = cols.nth(n);
    if (where === 'reason') await shown(col.getByTestId('reason')).toMatch(re);
    else if (where === 'no') await shown(col).not.toMatch(re);
    else await shown(col).toMatch(re);
  }
}

interface Edition {
  lang: string;
  path: string;
  /** The game chosen by keyboard from the game menu first (its option value). */
  game?: string;
  words: {
    /** The island's name. */
    region: string;
    /** The game menu's only options (an edition's page of one game). */
    games?: string[];
    /** The game menu's name. */
    gameMenu?: RegExp;
    columns: number;
    before: Shows[];
    /** The editor of rule set 1: its summary, the option and value menus, the button. */
    editor: string;
    option: [RegExp, string];
    value: [RegExp, string];
    set: string;
    /** The address once the rule is set (the comparison page keeps it there). */
    link?: RegExp;
    after: Shows[];
  };
}

const EDITIONS: Edition[] = [
  {
    lang: 'en',
    path: '/compare-rules/',
    game: 'daifugo',
    words: {
      region: 'Compare rule sets on one play',
      gameMenu: /^Game/,
      columns: 3,
      before: [
        [1, /Eight cut/],
        [1, /differs/],
      ],
      editor: 'Change rule set 1',
      option: [/^Option/, 'eightCut'],
      value: [/^Value/, 'true'],
      set: 'Set option',
      link: /[?&]r=moderate\+eightCut=true;/,
      after: [
        [0, /eight cut \(an 8 clears the pile\): On/],
        [0, /pile clears and the same player leads again/],
        [1, /differs/, 'no'],
      ],
    },
  },
  {
    lang: 'ja',
    path: '/ja/compare-rules/',
    words: {
      region: '1つのトリックでルールを比べる',
      columns: 3,
      // the default trick: the mighty wins under the standard rules, the queen of hearts (yoromeki) under the others
      before: [
        [0, /オールマイティ/, 'reason'],
        [1, /よろめき/, 'reason'],
        [1, /違う/],
      ],
      editor: 'ルール1を変える',
      option: [/^オプション/, 'killer'],
      value: [/^値/, 'HQ'],
      set: 'オプションを設定',
      link: /[?&]r=standard\+killer=HQ;/,
      after: [
        [0, /♥Q.*よろめき/, 'reason'],
        [0, /標準ルール、マイティキラー：♥Q（よろめき）/],
        [1, /♥Q.*よろめき/, 'reason'],
        [1, /違う/, 'no'],
      ],
    },
  },
  {
    lang: 'ja',
    path: '/ja/compare-rules/',
    game: 'daifugo',
    words: {
      region: '1つの出し方でルールを比べる',
      gameMenu: /^ゲーム/,
      columns: 3,
      // an 8 on a 7: allowed everywhere; an eight cut only under 全て (rule set 2)
      before: [
        [0, /出せます：\s*♠8。効果は起こりません。/, 'reason'],
        [1, /8切りが起こります/, 'reason'],
        [1, /場が流れ、同じ人がもう一度最初に出します/],
        [1, /違う/],
      ],
      editor: 'ルール1を変える',
      option: [/^オプション/, 'eightCut'],
      value: [/^値/, 'true'],
      set: 'オプションを設定',
      link: /[?&]r=moderate\+eightCut=true;/,
      after: [
        [0, /8切り/, 'reason'],
        [0, /ほどほど、8切り：あり/],
        [0, /場が流れ、同じ人がもう一度最初に出します/],
        [1, /8切りが起こります/, 'reason'],
        [1, /違う/, 'no'],
        [2, /違う/],
      ],
    },
  },
  {
    lang: 'ko',
    path: '/ko/mighty/local-rules/',
    words: {
      region: '한 트릭으로 규칙 비교하기',
      games: ['마이티'],
      gameMenu: /^게임/,
      columns: 2,
      // spades are trumps: ♦A is the mighty under the Pagat rules, ♣A under the other rule set
      before: [
        [0, /^♦A는 마이티라서/, 'reason'],
        [1, /^♣A는 마이티라서/, 'reason'],
        [0, /Pagat 규칙/],
        [1, /기루다가 스페이드일 때의 마이티: ♣A/],
        [1, /다름/],
      ],
      editor: '규칙 1 바꾸기',
      option: [/^설정/, 'mightyWhenSpadesTrump'],
      value: [/^값/, 'CA'],
      set: '설정 적용',
      after: [
        [0, /^♣A는/, 'reason'],
        [0, /Pagat 규칙, 기루다가 스페이드일 때의 마이티: ♣A/],
        [1, /다름/, 'no'],
      ],
    },
  },
  {
    lang: 'zh-TW',
    path: '/zh-tw/tw-hk/local-rules/',
    words: {
      region: '用同一輪牌比較不同規則',
      games: ['台式／港式拿破崙'],
      gameMenu: /^遊戲/,
      columns: 2,
      // five players: the 8th trick is one of the last three (the big joker loses); four players: it wins
      before: [
        [0, /末三輪中大小鬼是最小的牌/, 'reason'],
        [1, /大鬼只輸給秘書牌/, 'reason'],
        [1, /台式；人數：4人/],
        [1, /不同/],
      ],
      editor: '修改規則1',
      option: [/^選項/, 'players'],
      value: [/^值/, '4'],
      set: '設定選項',
      after: [
        [0, /大鬼只輸給秘書牌/, 'reason'],
        [0, /台式；人數：4人/],
        [1, /不同/, 'no'],
      ],
    },
  },
];

for (const { lang, path, game, words } of EDITIONS) {
  test(`${path}${game ? ` (${game})` : ''}: a rule changed on one side by keyboard, both verdicts read${words.link ? ', the link reopens it' : ''}`, async ({
    page,
    newContext,
    axe,
  }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const island = page.locator('.isl-compare');
    await island.scrollIntoViewIfNeeded();
    // the columns are in the page before the island wakes: already in the edition's language
    await expect(island.getByTestId('column').first()).toBeVisible();
    if (lang !== 'en') expect(latinButCodes(await island.innerText())).toEqual([]);
    await ready(page);
    if (words.games)
      await expect(island.getByRole('combobox', { name: words.gameMenu }).locator('option')).toHaveText(words.games);
    if (game) {
      await chooseByKeys(page, island.getByRole('combobox', { name: words.gameMenu }), game);
      await ready(page, game);
    }
    await expect(island).toHaveAttribute('aria-label', words.region);
    const cols = island.getByTestId('column');
    await expect(cols).toHaveCount(words.columns);
    await columnsShow(cols, words.before);
    await inWords(island, lang);
    await axe(page, `${path}: the comparison`);

    const editor = cols.nth(0).locator('details', { has: page.locator('summary', { hasText: words.editor }) });
    await editor.locator('summary').focus();
    await page.keyboard.press('Enter');
    await chooseByKeys(page, editor.getByRole('combobox', { name: words.option[0] }), words.option[1]);
    await chooseByKeys(page, editor.getByRole('combobox', { name: words.value[0] }), words.value[1]);
    await editor.getByRole('button', { name: words.set }).focus();
    await page.keyboard.press('Enter');
    if (words.link) await expect(page).toHaveURL(words.link);
    await columnsShow(cols, words.after);
    await inWords(island, lang);
    await axe(page, `${path}: the comparison with a rule changed`);

    // the comparison page keeps the comparison in its address: its link, opened in another browser, shows it
    // (an embedded comparison does not read its page's address)
    if (!words.link) return;
    await editor.locator('summary').click();
    const columns = await cols.allInnerTexts();
    const shared = await island.getByTestId('share-link').getAttribute('href');
    const other = await (await newContext()).newPage();
    await other.goto(new URL(shared ?? '', page.url()).href);
    await ready(other, game);
    await expect.poll(() => other.getByTestId('column').allInnerTexts()).toEqual(columns);
    await expect(other.getByTestId('link-errors')).toHaveCount(0);
  });
}

/** Links made by hand: each bad part named in the edition's words, the good parts judged. */
const LINKS: { lang: string; link: string; game: string; notice: RegExp[]; columns: number; shows: Shows[] }[] = [
  {
    lang: 'en',
    link: '/compare-rules/?v=japanese&t=Q&p=ZZ,H3&r=nosuch',
    game: 'japanese',
    notice: [/t=Q/, /ZZ/, /nosuch/],
    columns: 3,
    shows: [],
  },
  {
    lang: 'ja',
    link: '/ja/compare-rules/?v=japanese&t=Q&p=ZZ,H3&r=nosuch',
    game: 'japanese',
    notice: [/読めないところ/, /「切り札」/, /「出たカード」/, /ルール/],
    columns: 3,
    shows: [],
  },
  {
    lang: 'en',
    link: '/compare-rules/?v=daifugo&pile=ZZ&p=H7&rev=maybe&r=nosuch',
    game: 'daifugo',
    notice: [/ZZ/, /rev=maybe/, /nosuch/],
    columns: 3,
    shows: [],
  },
  // the same 7 is allowed (a skip) under one rule set and refused under another
  {
    lang: 'en',
    link: '/compare-rules/?v=daifugo&pile=D5;H7&p=S7&r=moderate;none',
    game: 'daifugo',
    notice: [],
    columns: 2,
    shows: [
      [0, /Moderate/],
      [0, /Allowed/],
      [0, /Skip/],
      [0, /next player is skipped/],
      [1, /No local rules/],
      [1, /Not allowed/],
      [1, /a 7 does not beat a 7/],
      [1, /differs/],
    ],
  },
  {
    lang: 'ja',
    link: '/ja/compare-rules/?v=daifugo&pile=D5;H7&p=S7&r=moderate;none&rev=maybe&lock=Z',
    game: 'daifugo',
    notice: [/「革命」/, /「縛られているスート」/],
    columns: 2,
    shows: [
      [1, /出せません：\s*7では7に勝てません/, 'reason'],
      [1, /同じ人がほかのカードを出すかパスします/],
    ],
  },
];

for (const { lang, link, game, notice, columns, shows } of LINKS) {
  test(`a crafted link ${link}: ${notice.length ? 'its bad parts named, defaults shown' : 'judged under each rule set'}`, async ({
    page,
    axe,
  }) => {
    await page.goto(link);
    await ready(page, game);
    const island = page.locator('.isl-compare');
    const errors = island.getByTestId('link-errors');
    if (notice.length) for (const re of notice) await expect(errors).toContainText(re);
    else await expect(errors).toHaveCount(0);
    await expect(island.getByTestId('column')).toHaveCount(columns);
    await columnsShow(island.getByTestId('column'), shows);
    await inWords(island, lang);
    await axe(page, link);
  });
}

test('the trick is changed with the card picker and the cards field; the link keeps it; another game is chosen', async ({
  page,
  newContext,
  axe,
}) => {
  await page.goto('/compare-rules/?v=japanese&t=H&n=5&p=CK,C2&r=standard;standard+killer=HQ');
  await ready(page, 'japanese');
  const cols = page.getByTestId('column');
  await expect(cols).toHaveCount(2);
  await columnsShow(cols, [
    [0, /Standard/],
    [1, /card that beats the mighty: ♥Q \(yoromeki\)/],
  ]);
  // pressed cards join the trick, pressed again they leave
  const picker = page.getByTestId('card-picker');
  await picker.locator('summary').click();
  const queen = picker.getByRole('group', { name: 'Hearts' }).getByRole('button', { name: /^queen of hearts/ });
  await queen.click();
  await expect(page).toHaveURL(/p=CK,C2,HQ(&|$)/);
  await picker.getByRole('button', { name: /^ace of spades/ }).press('Enter');
  await expect(page).toHaveURL(/p=CK,C2,HQ,SA(&|$)/);
  const field = page.getByLabel(/Cards played, leader first/);
  await expect(field).toHaveValue('CK C2 HQ SA');
  await expect(queen).toHaveAttribute('aria-pressed', 'true');
  // the queen kills the mighty in rule set 2 only
  await columnsShow(cols, [[1, /differs/]]);
  await queen.click();
  await expect(page).toHaveURL(/p=CK,C2,SA(&|$)/);
  await axe(page, 'the comparison with the card picker open');
  // the cards typed into the field
  await field.fill('SA H2 HQ S3 S5');
  await field.press('Enter');
  await expect(page).toHaveURL(/p=SA,H2,HQ,S3,S5/);
  await columnsShow(cols, [
    [1, /yoromeki/, 'reason'],
    [1, /differs/],
  ]);
  const shared = await page.getByTestId('share-link').getAttribute('href');
  expect(shared).toContain('r=standard;standard+killer=HQ');
  // The link is copied by a button, and the result is said and shown (review M5).
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('r=standard;standard+killer=HQ');
  const other = await (await newContext()).newPage();
  await other.goto(`/compare-rules/${shared}`);
  await ready(other, 'japanese');
  await expect(other.getByTestId('column')).toHaveCount(2);
  await expect(other.getByLabel(/Cards played, leader first/)).toHaveValue('SA H2 HQ S3 S5');
  await columnsShow(other.getByTestId('column'), [[1, /yoromeki/, 'reason']]);
  // another game: its default comparison
  await page.locator('.isl-compare select').first().selectOption('mighty');
  await expect(page).toHaveURL(/v=mighty/);
  await shown(page.locator('.isl-compare')).toMatch(/mighty ♣A/);
});

test('Daifugō: an eight cut on one side; a revolution and the play chosen with controls in words, kept in the link', async ({
  page,
  axe,
}) => {
  await page.goto('/compare-rules/?v=daifugo&pile=H7&p=S8&r=moderate;moderate+eightCut=true');
  await ready(page, 'daifugo');
  const island = page.locator('.isl-compare');
  const cols = island.getByTestId('column');
  await columnsShow(cols, [
    [1, /eight cut \(an 8 clears the pile\): On/],
    [1, /Eight cut/],
    [1, /pile clears and the same player leads again/],
    [0, /Eight cut/, 'no'],
  ]);
  await inWords(island, 'en');
  // a revolution in force: an 8 no longer beats a 7
  await page.getByRole('checkbox', { name: /revolution is in force/i }).check();
  await expect(page).toHaveURL(/[?&]rev=1(&|$)/);
  await columnsShow(cols, [
    [0, /order is reversed/],
    [0, /Not allowed/],
  ]);
  // the play is chosen with the card picker too
  const picker = page.getByTestId('play-picker');
  await picker.locator('summary').click();
  await picker.getByRole('button', { name: /^six of clubs/ }).click();
  await expect(page).toHaveURL(/[?&]p=S8,C6(&|$)/);
  await picker.getByRole('button', { name: /^eight of spades/ }).click();
  await expect(page).toHaveURL(/[?&]p=C6(&|$)/);
  await columnsShow(cols, [[0, /Allowed:/]]);
  await inWords(island, 'en');
  await axe(page, 'the Daifugō comparison with the picker open');
});

test('the comparison on each Japanese local-rules page speaks Japanese', async ({ page, axe }) => {
  for (const [game, name] of [
    ['mighty', /マイティ/],
    ['nap', /ジョーカー/],
    ['tw-hk', /4人/],
  ] as const) {
    await page.goto(`/ja/${game}/local-rules/`);
    const island = page.locator('.isl-compare');
    await island.scrollIntoViewIfNeeded();
    await ready(page);
    await columnsShow(island.getByTestId('column'), [[1, name]]);
    await inWords(island, 'ja');
    await axe(page, `the Japanese ${game} comparison`);
  }
});
