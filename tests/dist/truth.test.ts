/**
 * Truth of the rules (issue 15), in the built pages' text: the sentences that say where the
 * sources are silent or disagree, the rules that are not switches, the joker step and the native
 * terms of Japanese Napoleon (each in its language), level bidding explained without bridge.
 * (The puzzles that rest on a decision of this site: tests/unit/site/words.test.ts, and one in the
 * browser: site.spec.ts.)
 */
import { describe, expect, test } from 'vitest';
import { html, mainOf, textLangs, visibleText } from './site.ts';

const mainText = (path: string) => visibleText(mainOf(html(path)));

/** The text of the section under the heading `heading` (up to the next heading of its level or above). */
function sectionText(path: string, heading: string): string {
  const main = mainOf(html(path));
  const start = [...main.matchAll(/<h([23])\b[^>]*>([\s\S]*?)<\/h\1>/g)].find(
    (m) => visibleText(m[2]!).trim() === heading,
  );
  expect(start, `a heading "${heading}" on ${path}`).toBeDefined();
  const from = start!.index + start![0].length;
  const next = new RegExp(`<h[2-${start![1]}]\\b`, 'g');
  next.lastIndex = from;
  const end = next.exec(main)?.index ?? main.length;
  return visibleText(main.slice(from, end));
}

/** The language the text `word` is marked with on the page (the nearest `lang` around it). */
function langOf(path: string, word: string): string | undefined {
  return textLangs(mainOf(html(path))).find((r) => r.text.includes(word))?.lang;
}

describe('Japanese Napoleon: the joker and the native terms', () => {
  test('the rules page teaches the game with the joker as a step of its own', () => {
    expect(mainText('/japanese/rules/')).toMatch(/Most groups play with a joker \(53 cards\)/);
    const joker = sectionText('/japanese/rules/', '7. With the joker');
    expect(joker).toMatch(/widow grows to three/);
    expect(joker).toMatch(/weakest card/);
    expect(joker).toMatch(/trump request \(切り札請求/);
    expect(joker).toMatch(/Why: ♥K is the highest trump/);
  });

  test('the native terms are on the rules page, each marked as Japanese', () => {
    for (const word of ['スペキュレーション', '表ジャック', '芋ジャック', '役札', '絵札'])
      expect(langOf('/japanese/rules/', word), word).toBe('ja');
    expect(sectionText('/japanese/rules/', '5. Playing the tricks')).toMatch(
      /These three are the special cards \(役札, yakufuda\)/,
    );
  });
});

test('Taiwanese & Hong Kong Napoleon: the rules page explains levels and strains without leaning on bridge', () => {
  const bidding = sectionText('/tw-hk/rules/', '2. Bidding');
  expect(bidding).not.toMatch(/work like bridge|like in bridge/i);
  expect(bidding).toMatch(/level 1 promises 9 of the 16 heads/);
  expect(bidding).toMatch(/Over 2♥, for instance, 2♠ or 2 no-trump will do, or any bid at level 3, but not 2♦/);
});

/** Where the engine decides something no source says, the page says so (issue 15's list). */
const DECISION_SENTENCES: [page: string, sentence: RegExp][] = [
  ['/japanese/local-rules/', /whether a passer may come back: sources are silent; this site keeps passing final/],
  ['/japanese/local-rules/', /whether the lowest bid changes: sources are silent; this site raises it by one/],
  ['/japanese/local-rules/', /names neither the bid nor trumps: sources are silent; this site makes that suit trumps/],
  ['/japanese/local-rules/', /sources are silent; this site lets the same-two beat the ura-jack/],
  // review T14: the article's own words (以上, twice), not a paraphrase in quotation marks
  [
    '/japanese/local-rules/',
    /says so twice, with 以上 .*「宣言以上の絵札」.*「宣言以上の枚数」.*does not speak of exactly the bid.*This site plays it so/,
  ],
  ['/ja/japanese/local-rules/', /「宣言以上の絵札を取ればナポレオン軍の勝ち」「宣言以上の枚数を取らねばならない」と、2か所で「以上」/],
  // review T15: a led joker is this site's reading of Trump Stadium's 台札
  ['/japanese/local-rules/', /Taking that as a rule for a joker led to a trick is this site’s reading/],
  ['/ja/japanese/local-rules/', /トリックの最初に出したジョーカーの話と読むのは、このサイトの解釈です/],
  // review T9: the standard rules' source starts elsewhere
  ['/japanese/rules/', /this site’s default\. The older Japanese Wikipedia article.*starts it with the previous hand’s Napoleon/],
  ['/ja/japanese/rules/', /記事では前の回のナポレオン（ルールによっては親）から宣言します/],
  ['/japanese/joker/', /sources are silent; this site makes a joker called that way the lowest card/],
  ['/tw-hk/local-rules/', /may bid again: sources are silent; this site lets them/],
  ['/tw-hk/local-rules/', /sources are silent; this site makes Napoleon a dictator then too/],
  [
    '/nap/local-rules/',
    /cannot both be true.*Sources are silent on which is meant; this site uses the 20 cards from 10 to ace/,
  ],
  [
    '/daifugo/local-rules/',
    /The sources do not say what a jack back does during a revolution\. This site lets the two cancel/,
  ],
];

test.each(DECISION_SENTENCES)('%s says where sources are silent and what this site does: %s', (path, sentence) => {
  expect(mainText(path)).toMatch(sentence);
});

describe('rules that are not switches', () => {
  test('the Japanese local rules name first-come bidding and the wild joker, with the reason', () => {
    const text = sectionText('/japanese/local-rules/', 'Rules that are not switches');
    expect(text).toMatch(/First come, first served \(早いもの順\)/);
    expect(text).toMatch(/always goes round in turn/);
    expect(text).toMatch(/wild joker/);
    expect(langOf('/japanese/local-rules/', '早いもの順')).toBe('ja');
  });

  test('the Taiwanese local rules name the table manners and why they are not switches', () => {
    const text = sectionText('/tw-hk/local-rules/', 'Rules without an option');
    expect(text).toMatch(/table manners \(額外規定\)/);
    expect(text).toMatch(/so they are not switches/);
    expect(langOf('/tw-hk/local-rules/', '額外規定')).toBe('zh-Hant');
  });

  test('the Sources page says which disagreements are not switches', () => {
    const text = mainText('/sources/');
    expect(text).not.toMatch(/every listed disagreement is a switchable option/i);
    expect(text).toMatch(/The wild joker is not a switch/);
    expect(text).toMatch(/first come, first served \(早いもの順\) — not a switch/);
    expect(text).toMatch(/Table manners \(額外規定\)/);
    expect(text).toMatch(/A jack back during a revolution — sources are silent\. Not a switch/);
    expect(langOf('/sources/', '額外規定')).toBe('zh-Hant');
  });
});

describe('words', () => {
  test('the glossary: trumps are not always chosen in the auction; the special cards and plain jacks', () => {
    const text = mainText('/glossary/');
    expect(text).toMatch(/in English Nap the bidder’s opening lead sets it/);
    expect(text).toMatch(/Special cards 役札 yakufuda/);
    expect(text).toMatch(/Plain jack 芋ジャック imo jakku/);
  });

  test('the Daifugō overview promises no trick puzzles', () => {
    const text = mainText('/daifugo/');
    expect(text).toMatch(/Puzzles: is this play legal/);
    expect(text).not.toMatch(/who wins (this|the) trick|trick puzzles?/i);
  });
});
