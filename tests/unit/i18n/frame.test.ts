/**
 * The frame of the translated editions: the menu's labels per language, the language of CJK runs
 * on Japanese pages, and the Japanese phrasebook of the page components.
 */
import { describe, expect, test } from 'vitest';
import { sidebar } from '../../../src/sidebar.mjs';
import { cjkLang, markHtml } from '../../../src/cjk-lang.mjs';
import { localeOfPath } from '../../../src/i18n/locales.mjs';
import { localizeAnchorLabels } from '../../../src/i18n/anchor-labels.mjs';
import { isChinesePage } from '../../../src/integrations/cjk-lang.mjs';
import { registerDescriptor } from '../../../src/engine/descriptors.ts';
import plain from '../../fixtures/plain-trick/descriptor.ts';
import { daifugoReasonJa, japaneseTrickReasonJa } from '../../../src/i18n/phrases/ja.ts';
import { japaneseTrickWinner } from '../../../src/engine/japanese/judge.ts';
import { judgeDaifugo } from '../../../src/islands-logic/site-engine.ts';
import { spokenNameJa } from '../../../src/i18n/card-words/ja.ts';
import type { Suit } from '../../../src/engine/cards.ts';

type Item = { label: string; slug?: string; translations?: Record<string, string>; items?: Item[] };
const groups = sidebar as unknown as Item[];

describe('the menu in each language', () => {
  test('groups and pages carry their Japanese labels, translated or not', () => {
    const japanese = groups.find((g) => g.label === 'Japanese Napoleon')!;
    expect(japanese.translations?.['ja']).toBe('ナポレオン');
    const rules = japanese.items!.find((i) => i.slug === 'japanese/rules')!;
    expect(rules.translations?.['ja']).toBe('ルールを一歩ずつ');
    const learn = japanese.items!.find((i) => i.slug === 'japanese/learn')!;
    expect(learn.translations?.['ja']).toBe('コース');
    // The Korean menu names every group and page in Korean too (LABELS_KO), translated or not.
    expect(learn.translations?.['ko']).toBe('코스');
    expect(learn.translations?.['zh-TW']).toBe('課程');
    const mighty = groups.find((g) => g.label === 'Mighty')!;
    expect(mighty.translations?.['ko']).toBe('마이티');
    expect(mighty.items!.find((i) => i.slug === 'mighty/rules')!.translations).toMatchObject({
      ko: '규칙 차근차근',
      ja: 'ルールを一歩ずつ',
    });
    expect(mighty.items!.find((i) => i.slug === 'mighty/summary')!.translations?.['ko']).toBe('한 장 요약');
    expect(groups[0]!.translations).toMatchObject({ ja: 'ホーム', ko: '홈', 'zh-TW': '首頁' });
  });

  test('an edition is known by its URL prefix', () => {
    expect(localeOfPath('/ja/japanese/rules/')).toBe('ja');
    expect(localeOfPath('zh-tw/tw-hk/index.mdx')).toBe('zh-tw');
    expect(localeOfPath('/japanese/rules/')).toBeNull();
    expect(localeOfPath('/')).toBeNull();
  });
});

describe('CJK runs on the Japanese edition', () => {
  test('a Japanese page marks Korean and Chinese runs, not its own Japanese', () => {
    const html =
      '<html lang="ja"><body><main lang="ja"><p>副官と革命、マイティ（마이티）と拿破崙</p></main></body></html>';
    expect(markHtml(html, false)).toBe(
      '<html lang="ja"><body><main lang="ja"><p>副官と革命、マイティ（<span lang="ko">마이티</span>）と<span lang="zh-Hant">拿破崙</span></p></main></body></html>',
    );
  });

  test('an untranslated page under /ja/ marks the Japanese words of its English text, not its Japanese frame', () => {
    const html =
      '<html lang="ja"><body><nav><a>用語集</a></nav><main lang="en"><p>The adjutant (副官)</p></main></body></html>';
    expect(markHtml(html, false)).toBe(
      '<html lang="ja"><body><nav><a>用語集</a></nav><main lang="en"><p>The adjutant (<span lang="ja">副官</span>)</p></main></body></html>',
    );
  });

  test('bare Han characters are read in the language around them', () => {
    expect(cjkLang('革命', true, 'ja')).toBe('ja');
    expect(cjkLang('革命', false, 'zh-TW')).toBe('zh-Hant');
    expect(cjkLang('拿破崙', false, 'ja')).toBe('zh-Hant');
    expect(cjkLang('마이티', false, 'ja')).toBe('ko');
  });
});

describe('CJK runs on the Chinese edition', () => {
  test('the Taiwanese & Hong Kong pages read bare Han characters as Chinese, in every edition', () => {
    for (const p of ['tw-hk/rules/index.html', 'ja/tw-hk/index.html', 'zh-tw/tw-hk/ranking/index.html'])
      expect(isChinesePage(p), p).toBe(true);
  });
  test('which pages are Chinese is the games’ data: a game the Chinese edition translates, and only it', () => {
    const paths = ['plain/rules/index.html', 'ja/plain/index.html', 'zh-tw/plain/index.html'];
    for (const p of paths) expect(isChinesePage(p), p).toBe(false);
    const undo = registerDescriptor({ ...plain, translatedIn: ['zh-TW'] });
    try {
      for (const p of paths) expect(isChinesePage(p), p).toBe(true);
    } finally {
      undo();
    }
    const korean = registerDescriptor({ ...plain, translatedIn: ['ko'] });
    try {
      for (const p of paths) expect(isChinesePage(p), p).toBe(false);
    } finally {
      korean();
    }
  });
  test('another game’s English text under /zh-tw/ keeps its Japanese words Japanese', () => {
    for (const p of ['zh-tw/japanese/rules/index.html', 'zh-tw/index.html', 'zh-tw/glossary/index.html'])
      expect(isChinesePage(p), p).toBe(false);
    const page = '<html lang="zh-TW"><nav>台式／港式拿破崙</nav><main lang="en">the adjutant (副官)</main></html>';
    expect(markHtml(page, isChinesePage('zh-tw/japanese/rules/index.html'))).toBe(
      '<html lang="zh-TW"><nav>台式／港式拿破崙</nav><main lang="en">the adjutant (<span lang="ja">副官</span>)</main></html>',
    );
  });
  test('a Chinese page leaves its own Chinese unmarked and marks Japanese kana as Japanese', () => {
    const page =
      '<html lang="zh-TW"><main lang="zh-TW">台灣・香港的秘書牌比大鬼大。日式的「オールマイティ」</main></html>';
    expect(markHtml(page, true)).toBe(
      '<html lang="zh-TW"><main lang="zh-TW">台灣・香港的秘書牌比大鬼大。日式的「<span lang="ja">オールマイティ</span>」</main></html>',
    );
  });
});

describe('heading links', () => {
  const link = (title: string) =>
    `<a class="sl-anchor-link" href="#x"><span class="sr-only" data-pagefind-ignore>Section titled “${title}”</span></a>`;
  test('a Japanese page names them in Japanese; English text under /ja/ keeps English', () => {
    expect(localizeAnchorLabels(`<main lang="ja">${link('1. 配る')}</main>`)).toBe(
      `<main lang="ja"><a class="sl-anchor-link" href="#x"><span class="sr-only" data-pagefind-ignore>「1. 配る」の見出しへのリンク</span></a></main>`,
    );
    const english = `<main lang="en">${link('1. Deal')}</main>`;
    expect(localizeAnchorLabels(english)).toBe(english);
  });
  test('a Traditional Chinese page names them in Chinese', () => {
    expect(localizeAnchorLabels(`<main lang="zh-TW">${link('一、發牌')}</main>`)).toBe(
      `<main lang="zh-TW"><a class="sl-anchor-link" href="#x"><span class="sr-only" data-pagefind-ignore>連到「一、發牌」這一節</span></a></main>`,
    );
  });
});

describe('the Japanese phrasebook', () => {
  const reason = (trump: Suit | null, plays: string[], rules?: Record<string, unknown>) => {
    const r = japaneseTrickWinner({ variant: 'japanese', trump, trick: 5, plays, rules });
    return japaneseTrickReasonJa(
      r.explanation,
      plays[0]!.startsWith('JK') ? null : (plays[0]![0] as Suit),
      trump,
      r.winner === 0,
    );
  };

  test('says who wins a trick and why, from the engine’s rule', () => {
    expect(reason('H', ['CK', 'C2', 'DJ', 'CA', 'H3'])).toBe(
      '♦Jは裏ジャック（切り札と同じ色のスートのジャック）で、これより強いカードはこのトリックにありません。',
    );
    expect(reason('S', ['SK', 'CJ', 'SA', 'SJ', 'S4'])).toMatch(/^♠Aはオールマイティ/);
    expect(reason('H', ['D9', 'DK', 'C10', 'D4', 'S2'])).toBe(
      '切り札が出ていないので、台札のスート（ダイヤ）でいちばん強い♦Kが勝ちます。',
    );
    expect(reason('H', ['SK', 'SA', 'HQ', 'C4', 'S3'], { killer: 'HQ' })).toMatch(/よろめき/);
    expect(reason('C', ['H5', 'HJ', 'C2', 'H9', 'HA'])).toMatch(/^♣2がいちばん強い切り札/);
  });

  test('after a joker lead, names the suit that counted as led, and explains the joker’s own wins', () => {
    const r = japaneseTrickWinner({
      variant: 'japanese',
      trump: 'H',
      trick: 5,
      plays: ['JK', 'C5', 'D3', 'CA', 'D9'],
      declared: 'D',
      rules: { joker: true, jokerLead: 'named-suit' },
    });
    expect(japaneseTrickReasonJa(r.explanation, null, 'H', false)).toBe(
      '切り札が出ていないので、台札のスート（ダイヤ）でいちばん強い♦9が勝ちます。',
    );
    const top = japaneseTrickWinner({
      variant: 'japanese',
      trump: 'H',
      trick: 5,
      plays: ['JK', 'H5', 'DJ', 'HA', 'C9'],
      rules: { joker: true, jokerLedRank: 'top' },
    });
    expect(japaneseTrickReasonJa(top.explanation, null, 'H', top.winner === 0)).toMatch(
      /^台札のジョーカーの勝ちです。/,
    );
  });

  test('explains the hunting jack, the killer against jacks and joker, powerless first-trick trumps and no specials', () => {
    expect(reason('H', ['S5', 'HJ', 'SJ', 'S9', 'C3'], { huntingJack: true })).toMatch(/^♠Jが♥Jを狩ります（狩りJ）。/);
    expect(reason('C', ['S5', 'SA', 'HQ', 'CJ', 'S9'], { killer: 'HQ', killerJacks: 'jacks-win' })).toBe(
      '♣Jの勝ちです。よろめきの♥Qがオールマイティに勝ちましたが、同じトリックに強いジャックがあるので、そのジャックがトリックを取ります。',
    );
    expect(
      reason('S', ['D5', 'JK', 'HQ', 'D9', 'C3'], {
        joker: true,
        jokerRank: 'top',
        killer: 'HQ',
        killerBeatsJoker: true,
      }),
    ).toMatch(/^♥Qがジョーカーに勝ちます。/);
    expect(reason('H', ['SK', 'SA', 'HJ', 'S3', 'S9'], { specialsOff: 'all' })).toBe(
      '♥Jがいちばん強い切り札です。このルールには役札がなく、オールマイティもジャックもただのカードです。',
    );
    const first = japaneseTrickWinner({
      variant: 'japanese',
      trump: 'H',
      trick: 1,
      plays: ['SK', 'H3', 'S5', 'SQ', 'C2'],
      rules: { trumpsFirstTrick: 'powerless' },
    });
    expect(japaneseTrickReasonJa(first.explanation, 'S', 'H', first.winner === 0)).toBe(
      '最初のトリックでは切り札に力がないので、台札のスート（スペード）でいちばん強い♠Kが勝ちます。',
    );
  });

  test('an explanation it has no sentence for stops the build, naming the rule', () => {
    expect(() => japaneseTrickReasonJa({ rule: 'new-rule', cards: ['SA'], text: 'x' }, 'S', 'H', true)).toThrow(
      /new-rule/,
    );
  });

  test('says why a Daifugō play is refused, for every kind of refusal on the pages', () => {
    const why = (pile: string[][], play: string[], extra: Record<string, unknown> = {}) => {
      const v = judgeDaifugo({ pile, play, ...extra } as Parameters<typeof judgeDaifugo>[0]);
      if (v.legal) throw new Error('legal');
      return daifugoReasonJa((v as { reason: string }).reason);
    };
    expect(why([['H5', 'S5']], ['D7'])).toBe('場がペアなので、ペアで出さなければなりません');
    expect(why([['H5', 'S5']], ['D4', 'C4'])).toBe(
      '4の組では5の組に勝てません。もっと強い数字を出さなければなりません',
    );
    expect(why([['H6']], ['D7'], { reversed: true })).toBe(
      '7では6に勝てません。革命中なので、もっと弱い数字を出さなければなりません',
    );
    expect(why([['BJ']], ['S2'])).toMatch(/^1枚で出たジョーカーに勝てるカードはありません/);
    expect(() => daifugoReasonJa('something new')).toThrow(/something new/);
  });

  test('speaks card names the Japanese way', () => {
    expect(spokenNameJa('HQ')).toBe('ハートのクイーン');
    expect(spokenNameJa('S10')).toBe('スペードの10');
    expect(spokenNameJa('JK')).toBe('ジョーカー');
  });
});
