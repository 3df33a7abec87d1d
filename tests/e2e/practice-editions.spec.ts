/**
 * The practice table in the other editions (Japanese, Korean, Traditional Chinese), one table of
 * editions `{lang, path, words}` and one flow: the setup form, then the table opened from saved
 * games at the moments worth reading — the auction (the calls at the seats and in the list), the
 * player ending a trick (a hint, "What can I know?", the trick's winner line) and the last tricks
 * to the result, the final screen and the log — with the edition's words read and no word in
 * Latin letters anywhere a person meets (lang-driver.ts `readable`, `latin`), and axe clean.
 */
import type { Page } from '@playwright/test';
import type { VariantId } from '../../src/engine/options.ts';
import { CATALOGUES, type IslandLang } from '../../src/i18n/islands/all.ts';
import { expect, test } from './fixtures.ts';
import { latin, readable } from './lang-driver.ts';
import { keyboardMove, openSaved, openTable, playToEnd } from './practice-driver.ts';
import { lastTricks, playerBids, playerEndsTrick, savedGame, type SavedGameSpec } from './saved-game.ts';

/** What a person meets in the island; code (the seed, option keys) is identifiers and left out. */
async function islandText(page: Page): Promise<string> {
  const island = page.locator('.isl-practice');
  const codes = await island.locator('code').evaluateAll((els) => els.map((e) => (e.textContent ?? '').trim()));
  // the longest first: a key may hold a shorter one ("killerBeatsJoker", "killer")
  const longestFirst = codes.filter(Boolean).sort((a, b) => b.length - a.length);
  return longestFirst.reduce((t, c) => t.split(c).join(' '), await readable(island));
}

/** Nothing in Latin letters in the island now. */
async function expectNoLatin(page: Page, where: string) {
  const text = await islandText(page);
  expect(latin(text), `${where}:\n${text}`).toEqual([]);
}

interface Edition {
  lang: IslandLang;
  variant: VariantId;
  /** The practice page. */
  path: string;
  /** The saved games' seeds (`${seed}-1` …) and the player's seat (at the auction, the computers before them have called). */
  seed: string;
  seat: number;
  words: {
    form: RegExp[];
    hand: string;
    /** A call at a seat, and a line of the auction's list (when the edition's test read it). */
    call: RegExp;
    auction?: RegExp;
    hint?: RegExp;
    /** The reason a searched play gives (not the words kept for a reason-less hint). */
    reason?: RegExp;
    know?: RegExp;
    winner: RegExp;
    result: RegExp;
    gameOver: RegExp;
    /** Words the island must hold at the end (roles, the log's title, its calls). */
    end: RegExp[];
  };
}

const KO_BID = '(?:스페이드|하트|다이아|클로버|노기루다) \\d+';

/** The Japanese edition's words shared by the games bid as Nap, tw-hk and Mighty are. */
const JA_TRICK_GAME = {
  form: [/新しいゲーム/],
  hand: 'あなたの手札',
  call: /^(?:パス.*|.+)$/,
  hint: /^ヒント：.+を出す.*——.+。$/,
  reason: /通りの配り|安くあきらめます/,
  winner: /がトリックを取りました。.+/,
  gameOver: /ゲーム終了/,
};
/** The "What can I know?" panel in Japanese (tw-hk and Mighty, which have one). */
const JA_KNOW = /何がわかる？[\s\S]*♠スペード：[\s\S]*♣クラブ：/;

const EDITIONS: Edition[] = [
  {
    lang: 'ja',
    variant: 'japanese',
    path: 'ja/japanese/practice/',
    seed: 'ja-japanese',
    seat: 4,
    words: {
      form: [/新しいゲーム/],
      hand: 'あなたの手札',
      // a bid as players say it: ♣クラブで18枚 (review J9), not a card's name (クラブの18)
      call: /^(?:パス.*|.+で\d+枚.*)$/,
      auction: /^(?:あなた|\d番の人)：(?:パス|.+で\d+枚)/,
      hint: /^ヒント：.+を出す.*——.+。$/,
      winner: /がトリックを取りました。/,
      result: /絵札を\d+枚取りました/,
      gameOver: /ゲーム終了/,
      end: [/得点表/],
    },
  },
  {
    lang: 'ja',
    variant: 'nap',
    path: 'ja/nap/practice/',
    seed: 'ja-nap-a',
    seat: 3,
    words: {
      ...JA_TRICK_GAME,
      result: /トリック取りました：(?:成功|失敗)。[\s\S]*計算：/,
      end: [/ディクレアラー/],
    },
  },
  {
    lang: 'ja',
    variant: 'tw-hk',
    path: 'ja/tw-hk/practice/',
    seed: 'ja-tw-hk',
    seat: 4,
    words: {
      ...JA_TRICK_GAME,
      know: JA_KNOW,
      result: /点札を\d+枚取りました（宣言は\d+枚）：(?:成功|失敗)。[\s\S]*計算（/,
      end: [/ナポレオン/],
    },
  },
  {
    lang: 'ja',
    variant: 'mighty',
    path: 'ja/mighty/practice/',
    seed: 'ja-mighty',
    seat: 4,
    words: {
      ...JA_TRICK_GAME,
      know: JA_KNOW,
      result: /主攻の側は\d+点取りました（宣言は\d+点）：(?:成功|失敗)。[\s\S]*計算：基本点は/,
      end: [/主攻/],
    },
  },
  {
    lang: 'ko',
    variant: 'mighty',
    path: 'ko/mighty/practice/',
    seed: 'ko-mighty',
    seat: 4,
    words: {
      form: [/새 게임/, /기루다가 스페이드일 때의 마이티/],
      hand: '내 손패',
      call: new RegExp(`^(?:패스.*|${KO_BID})$`),
      auction: new RegExp(`^(?:나|\\d번): (?:패스|${KO_BID})`),
      hint: /^힌트: .+ 내기.* — .+\.$/,
      reason: /가지 배분|싸게 내줍니다/,
      know: /무엇을 알 수 있을까\?[\s\S]*♠스페이드[\s\S]*♣클로버/,
      winner: /^(?:내가|\d번이) 트릭을 가져갔습니다\..+/,
      result: /주공 편이 \d+점을 가져왔습니다 \(공약 \d+점\)\. (?:성공|실패)입니다\.[\s\S]*계산: 기본 점수는/,
      gameOver: /게임 끝/,
      end: [/주공/, /게임 기록/, new RegExp(`(?:나|\\d번): ${KO_BID}\\.`), /(?:나|\d번): 패스\./],
    },
  },
  {
    lang: 'zh-TW',
    variant: 'tw-hk',
    path: 'zh-tw/tw-hk/practice/',
    seed: 'zh-TW-tw-hk',
    seat: 4,
    words: {
      form: [/新對局/, /逼鬼/],
      hand: '你的手牌',
      call: /^(?:不叫|\d(?:黑桃|紅心|方塊|梅花|無王)（\d+張頭）)$/,
      hint: /^提示：出.+——.+。$/,
      know: /我能推斷出什麼？[\s\S]*♠黑桃：[\s\S]*♣梅花：/,
      winner: /吃下這一輪。.+。/,
      result: /吃到了\d+張頭（承諾\d+張）：(?:成約|倒約)。[\s\S]*計分（(?:超吃|倒約)\d+張）：.*拿破崙/,
      gameOver: /對局結束/,
      end: [/對局紀錄/],
    },
  },
];

test.describe('the practice table in the editions', () => {
  for (const { lang, variant, path, seed, seat, words } of EDITIONS) {
    test(`/${path} (${lang}): the form, the auction, a trick, the result — in the edition's words`, async ({
      page,
      axe,
    }) => {
      const open = async (n: number, until: SavedGameSpec['until']) => {
        await openSaved(page, path, savedGame({ variant, seed: `${seed}-${n}`, seat, until }).file);
        await expect(page.locator('[data-testid="hand"]')).toHaveAttribute('aria-label', words.hand);
      };
      const ui = CATALOGUES.practice[lang]!;
      // the setup form: every option's name and value in the edition's language
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.locator('.isl-practice[data-hydrated="true"]').waitFor();
      await page.locator('.isl-setup__rules summary').click();
      const form = await islandText(page);
      for (const w of words.form) expect(form).toMatch(w);
      await expectNoLatin(page, 'the setup form');
      await axe(page, `${path}: the setup form`);

      // the auction: the calls before the player's, at the seats and in the list
      await open(1, (p) => playerBids(p) && p.log.length > 0);
      const says = (await page.locator('[data-testid="says"]').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
      expect(says.length, 'the calls before the player are shown at their seats').toBeGreaterThan(0);
      for (const s of says) expect(s).toMatch(words.call);
      if (words.auction)
        for (const c of await page.locator('[data-testid="auction"] li').allInnerTexts())
          expect(c.trim()).toMatch(words.auction);
      await expectNoLatin(page, 'the auction');

      // the player ends a trick: a hint first, "What can I know?", then the trick's winner and reason
      await open(2, playerEndsTrick);
      if (words.hint) {
        await page.getByRole('button', { name: ui.hint, exact: true }).click();
        await expect(page.locator('[data-testid="hint"] p').first()).toHaveText(words.hint);
        if (words.reason) await expect(page.locator('[data-testid="hint"] p').first()).toHaveText(words.reason);
      }
      if (words.know) {
        const panel = page.locator('[data-testid="know-panel"]');
        await panel.locator('summary').focus();
        await page.keyboard.press('Enter');
        await expect(panel).toHaveText(words.know);
        await axe(page, `${path}: the "What can I know?" panel`);
      }
      await expectNoLatin(page, 'a hint and the "What can I know?" panel');
      await keyboardMove(page, lang);
      await expect(page.locator('[data-testid="trick-result"]')).toHaveText(words.winner);
      await expectNoLatin(page, 'a finished trick');

      // the last two tricks by keyboard to the result, the final screen and the log
      await open(3, lastTricks(2));
      await playToEnd(page, 40, 'keyboard', lang);
      await expect(page.locator('[data-testid="hand-result"]')).toHaveText(words.result);
      await expect(page.locator('[data-testid="game-over"]')).toHaveText(words.gameOver);
      await page.locator('[data-testid="game-log"] summary').focus();
      await page.keyboard.press('Enter');
      const end = await islandText(page);
      for (const w of words.end) expect(end).toMatch(w);
      await expectNoLatin(page, 'the end of the game with its log open');
      await axe(page, `${path}: game over`);
    });
  }

  test('/ja/daifugo/practice/: the form, the file picker in Japanese, the table, the exchange and the review', async ({
    page,
    axe,
  }) => {
    await page.goto('ja/daifugo/practice/');
    await page.locator('.isl-practice[data-hydrated="true"]').waitFor();
    await page.locator('.isl-setup__rules summary').click();
    const form = await islandText(page);
    expect(form).toMatch(/新しいゲーム/);
    expect(form).toMatch(/8切り/);
    await expectNoLatin(page, 'the Daifugō form');
    // The file picker: the browser's own button (in the browser's language) is not seen; the one
    // seen is the catalogue's, and the invisible input lies over it, so a click reaches it.
    const picker = page.locator('.isl-file');
    expect(await picker.locator('input[type="file"]').evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await expect(picker.locator('.isl__btn')).toHaveText('ファイルを選ぶ…');
    await expect(picker.getByTestId('file-name')).toHaveText('ファイルが選ばれていません');
    const [inBox, btnBox] = await Promise.all([
      picker.locator('input[type="file"]').boundingBox(),
      picker.locator('.isl__btn').boundingBox(),
    ]);
    expect(
      inBox && btnBox && inBox.x <= btnBox.x && inBox.x + inBox.width >= btnBox.x + btnBox.width,
      'the input covers the button',
    ).toBe(true);
    await page.getByRole('button', { name: 'ゲームを始める' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-testid="hand"]')).toHaveAttribute('aria-label', 'あなたの手札');
    await axe(page, 'Daifugō table in Japanese');

    // between rounds: the exchange in Japanese
    const round2 = { variant: 'daifugo', seed: 'ja-kb-2', hands: 2 } as const;
    await openSaved(page, 'ja/daifugo/practice/', savedGame({ ...round2, until: (p) => p.view['round'] === 2 }).file);
    await expect(page.locator('[data-testid="exchange"]')).toBeVisible();
    await expectNoLatin(page, 'the exchange');
    // the end of the last round by keyboard: the review and the titles
    await openSaved(
      page,
      'ja/daifugo/practice/',
      savedGame({
        ...round2,
        until: (p) =>
          p.view['round'] === 2 &&
          p.phase === 'play' &&
          p.toAct.includes(p.human) &&
          (p.view['hand'] as unknown[]).length <= 2,
      }).file,
    );
    await playToEnd(page, 400, 'keyboard', 'ja');
    await expect(page.locator('[data-testid="game-over"]')).toHaveText(/ゲーム終了/);
    await expect(page.locator('[data-testid="review"]')).toHaveText(/回のふりかえり/);
    await page.locator('[data-testid="game-log"] summary').click();
    expect(await islandText(page), 'the titles are named').toMatch(/大富豪|大貧民/);
    await expectNoLatin(page, 'Daifugō game over');
    await axe(page, 'Daifugō game over in Japanese');
  });

  test('the coached hands of Nap, tw-hk and Mighty (?coach=1) speak Japanese from their first phase', async ({
    page,
  }) => {
    for (const game of ['nap', 'tw-hk', 'mighty']) {
      await openTable(page, `ja/${game}/practice/?coach=1&delay=0`);
      const intro = (await page.locator('[data-testid="phase-intro"]').innerText()).trim();
      expect(intro, game).toMatch(/^コーチ：.+。/);
      await expectNoLatin(page, `${game} coached`);
    }
  });

  test('another game of the Korean edition keeps the English table (/ko/japanese/practice/)', async ({ page }) => {
    await page.goto('ko/japanese/practice/');
    await page.locator('.isl-practice[data-hydrated="true"]').waitFor();
    await expect(page.locator('.isl-practice')).toContainText('New game');
  });
});
