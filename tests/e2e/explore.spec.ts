/**
 * The exploring islands as a person uses them, by keyboard, the editions as parameters: the score
 * calculators (a lost contract, a partner given up, no trumps, a number out of range; Daifugō's
 * totals, game end, a place given twice, minus scoring) and the ranking explorers (a trump, a
 * revolution or a trick number changed). What each shows is read; outside English nothing a person
 * reads or hears in the island is in Latin letters (card ranks and joker codes aside); axe finds
 * nothing in the state reached (the English ones in the dark theme). Every game's field and row
 * names in every language are unit-tested (tests/unit/i18n/explore-islands.test.tsx …).
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { useTheme } from './browser.ts';
import { latin, readable, typeInto } from './lang-driver.ts';

/** No Latin-letter word in what a person meets in the island (English editions aside). */
async function inLanguage(island: Locator, lang: string, what: string): Promise<void> {
  if (lang !== 'en') expect(latin(await readable(island)), `${what} reads in ${lang}`).toEqual([]);
}

/** Open an edition's page (in its theme) and wait for the island `selector` to wake. */
async function open(
  page: Page,
  { lang, path, theme }: { lang: string; path: string; theme?: 'dark' },
  selector: string,
): Promise<Locator> {
  if (theme) await useTheme(page.context(), theme);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const island = page.locator(selector).first();
  await island.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('data-ready', 'true');
  return island;
}

const rows = async (calc: Locator) => (await calc.getByRole('rowheader').allInnerTexts()).map((t) => t.trim());

interface ScoreEdition {
  lang: string;
  path: string;
  theme?: 'dark';
  words: {
    region: RegExp;
    rows?: string[];
    /** Fewer heads or points than bid typed in: the declarer's score (its test id) goes below zero. */
    lose?: { field: string | RegExp; value: string; score: string };
    /** The partner menu one step down: the partner's row (test id) goes, these rows stay. */
    partner?: { label: string; value: string; row: string; rows: string[] };
    /** The trump menu four steps down: no trumps, a new score. */
    trump?: string;
    /** A number out of range typed in: named in the edition's words. */
    range?: { field: string; says: RegExp };
  };
}

const SCORES: ScoreEdition[] = [
  {
    lang: 'en',
    path: '/compare-rules/',
    theme: 'dark',
    words: {
      region: /^Score calculator/,
      lose: { field: /Heads taken/, value: '8', score: 'score-napoleon' },
    },
  },
  {
    lang: 'ja',
    path: '/ja/japanese/scoring/',
    words: {
      region: /^得点計算機：ナポレオン/,
      rows: ['ナポレオン', '副官', '連合軍（1人あたり）'],
      lose: { field: 'ナポレオン軍が取った絵札の枚数', value: '10', score: 'score-napoleon' },
      partner: { label: '味方', value: 'solo', row: 'score-adjutant', rows: ['ナポレオン', '連合軍（1人あたり）'] },
      range: { field: 'ナポレオン軍が取った絵札の枚数', says: /までの整数を入れてください/ },
    },
  },
  {
    lang: 'ja',
    path: '/ja/mighty/scoring/',
    words: {
      region: /^得点計算機：マイティ/,
      rows: ['主攻', 'フレンド', '守備側（1人あたり）'],
      partner: { label: '味方', value: 'none', row: 'score-friend', rows: ['主攻', '守備側（1人あたり）'] },
      trump: '切り札',
    },
  },
  {
    lang: 'ko',
    path: '/ko/mighty/scoring/',
    words: {
      region: /^점수 계산기: 마이티$/,
      rows: ['주공', '프렌드', '야당 (한 사람당)'],
      partner: { label: '프렌드', value: 'none', row: 'score-friend', rows: ['주공', '야당 (한 사람당)'] },
      trump: '기루다',
      range: { field: '주공 편이 가져온 점수', says: /까지의 정수를 넣어 주세요/ },
    },
  },
  {
    lang: 'zh-TW',
    path: '/zh-tw/tw-hk/scoring/',
    words: {
      region: /^計分器：台式／港式拿破崙/,
      rows: ['拿破崙', '秘書', '每位防家'],
      lose: { field: '拿破崙這一方吃到的頭數', value: '8', score: 'score-napoleon' },
      partner: { label: '同伴', value: 'dictator', row: 'score-secretary', rows: ['拿破崙', '每位防家'] },
      range: { field: '拿破崙這一方吃到的頭數', says: /請填入0到16之間的整數/ },
    },
  },
];

for (const edition of SCORES) {
  const { lang, path, words } = edition;
  test(`${path}: the score calculator by keyboard${edition.theme ? ` (${edition.theme})` : ''}`, async ({
    page,
    axe,
  }) => {
    const calc = await open(page, edition, '.isl-score');
    await expect(calc).toHaveAttribute('aria-label', words.region);
    await inLanguage(calc, lang, 'the form');
    if (words.rows) expect(await rows(calc)).toEqual(words.rows);
    if (words.lose) {
      await typeInto(page, calc.getByLabel(words.lose.field), words.lose.value);
      await expect(calc.getByTestId(words.lose.score)).toHaveText(/^\u2212/);
    }
    if (words.partner) {
      const partner = calc.getByLabel(words.partner.label);
      await partner.focus();
      await page.keyboard.press('ArrowDown');
      await expect(calc.getByTestId(words.partner.row)).toHaveCount(0);
      await expect(partner).toHaveValue(words.partner.value);
      expect(await rows(calc)).toEqual(words.partner.rows);
    }
    if (words.trump) {
      const before = await calc.getByTestId('score-declarer').innerText();
      const trump = calc.getByLabel(words.trump);
      await trump.focus();
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
      await expect(trump).toHaveValue('N');
      await expect(calc.getByTestId('score-declarer')).not.toHaveText(before);
    }
    await inLanguage(calc, lang, 'the result');
    if (words.range) {
      await typeInto(page, calc.getByLabel(words.range.field), '99');
      await expect(calc).toContainText(words.range.says);
      await inLanguage(calc, lang, 'the problem');
    }
    await axe(page, `${path}: the score calculator`);
  });
}

const DAIFUGO_SCORES = [
  {
    lang: 'en',
    path: '/daifugo/scoring/',
    words: {
      region: 'Daifugō score calculator',
      total: 'Player 1: total before the round',
      over: /^The game is over: player 1 wins/i,
      place: 'Player 2: finished',
      twice: /players 1 and 2 cannot both finish 1st/,
      scoring: 'Scoring',
      minus: /everyone starts with/,
    },
  },
  {
    lang: 'ja',
    path: '/ja/daifugo/scoring/',
    words: {
      region: '大富豪の得点計算機',
      total: '1番の人：この回の前の合計',
      over: /^ゲーム終了：1番の人の勝ちです。$/,
      place: '2番の人：上がった順番',
      twice: /1番の人と2番の人が両方1番目/,
      scoring: '得点のつけ方',
      minus: /持ち点/,
    },
  },
];

for (const edition of DAIFUGO_SCORES) {
  const { lang, path, words } = edition;
  test(`${path}: a round scored by keyboard, the game's end, a place given twice, minus scoring`, async ({
    page,
    axe,
  }) => {
    const calc = await open(page, edition, `section[aria-label="${words.region}"]`);
    await inLanguage(calc, lang, 'the form');
    // plus scoring, 4 players: 1st to 4th score 3, 2, 1, 0
    await expect(calc.getByTestId('df-points-0')).toHaveText('+3');
    await expect(calc.getByTestId('df-points-3')).toHaveText('0');
    // player 1 had 10 and finishes first: 13 ≥ 12 ends the game
    await typeInto(page, calc.getByRole('spinbutton', { name: words.total }), '10');
    await expect(calc.getByTestId('df-total-0')).toHaveText('13');
    await expect(calc.getByTestId('df-verdict')).toHaveText(words.over);
    // player 2 "finishes first" too, chosen by keyboard: the calculator names the problem
    const place = calc.getByRole('combobox', { name: words.place });
    await place.focus();
    await page.keyboard.press('ArrowUp');
    await expect(calc.getByTestId('df-verdict')).toContainText(words.twice);
    // minus scoring, by keyboard: everyone starts with a stock
    const scoring = calc.getByLabel(words.scoring);
    await scoring.focus();
    await page.keyboard.press('ArrowDown');
    await expect(calc.locator('caption')).toContainText(words.minus);
    await inLanguage(calc, lang, 'the results');
    await axe(page, `${path}: the Daifugō score calculator`);
  });
}

/** The first `n` cards of the ranking, by code. */
const firstCards = (rank: Locator, n: number) =>
  rank
    .locator('[data-testid="ranking"] .ecard')
    .evaluateAll((es, k) => es.slice(0, k).map((e) => e.getAttribute('data-card')), n);

interface RankEdition {
  lang: string;
  path: string;
  theme?: 'dark';
  /** The first cards and what the explorer says, before and after `act` (by keyboard). */
  before: { cards?: (string | RegExp)[]; says?: RegExp[] };
  act?: (page: Page, rank: Locator) => Promise<void>;
  after?: { cards?: (string | RegExp)[]; says?: RegExp[] };
}

/** Focus a control and press keys. */
async function keys(page: Page, control: Locator, ...pressed: string[]): Promise<void> {
  await control.focus();
  for (const k of pressed) await page.keyboard.press(k);
}

const RANKINGS: RankEdition[] = [
  {
    lang: 'en',
    path: '/compare-rules/',
    theme: 'dark',
    before: { cards: ['SA', 'HJ', 'DJ'] },
    // hearts → clubs, by keyboard
    act: (page, rank) => keys(page, rank.locator('select:has(option[value="N"])'), 'ArrowDown', 'ArrowDown'),
    after: { cards: ['SA', 'CJ', 'SJ'] },
  },
  {
    lang: 'ja',
    path: '/ja/japanese/ranking/',
    before: { cards: ['SA', 'HJ', 'DJ'], says: [/スペードのエース.*オールマイティ/s] },
    // hearts → diamonds
    act: (page, rank) => keys(page, rank.getByLabel('切り札', { exact: false }).first(), 'ArrowDown'),
    after: { cards: ['SA', 'DJ', 'HJ'], says: [/ルール：.+。強い順に並べています。/] },
  },
  {
    lang: 'ja',
    path: '/ja/daifugo/ranking/',
    before: { cards: [/./, /./, /2$/] },
    act: (page, rank) => keys(page, rank.getByRole('checkbox', { name: '革命中' }), 'Space'),
    after: { cards: [/./, /./, /3$/] },
  },
  {
    lang: 'ko',
    path: '/ko/mighty/ranking/',
    before: { says: [/규칙: Pagat 규칙\. 강한 카드부터/, /스페이드 에이스, 특수 카드, 1번째로 강함, 마이티/] },
  },
  {
    lang: 'zh-TW',
    path: '/zh-tw/tw-hk/ranking/',
    before: {},
    // the 9th trick is one of the last three: the jokers are the lowest cards
    act: async (page, rank) => {
      await typeInto(page, rank.getByLabel('第幾輪'), '9');
      await page.keyboard.press('Tab');
    },
    after: { says: [/鬼牌（這裡最小）/] },
  },
];

async function rankingShows(rank: Locator, { cards, says }: RankEdition['before']): Promise<void> {
  if (cards)
    await expect
      .poll(() => firstCards(rank, cards.length))
      .toEqual(cards.map((c) => (typeof c === 'string' ? c : expect.stringMatching(c))));
  for (const re of says ?? []) await expect.poll(() => readable(rank)).toMatch(re);
}

for (const edition of RANKINGS) {
  const { lang, path, act, before, after } = edition;
  test(`${path}: the ranking explorer${act ? ', a setting changed by keyboard' : ''}${edition.theme ? ` (${edition.theme})` : ''}`, async ({
    page,
    axe,
  }) => {
    const rank = await open(page, edition, '.isl-ranking');
    await rankingShows(rank, before);
    await inLanguage(rank, lang, 'the ranking');
    if (act) {
      await act(page, rank);
      await rankingShows(rank, after ?? {});
      await inLanguage(rank, lang, 'the changed ranking');
    }
    await axe(page, `${path}: the ranking explorer`);
  });
}
