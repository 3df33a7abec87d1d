/**
 * The cards' words of every translated edition, from its catalogue (src/i18n/messages/<lang>/cards.json,
 * read by src/i18n/card-words/words.ts): a card's spoken name as the edition's players say it, the
 * jokers by name, the marks' words and the trump's badge. One test for every language.
 */
import { describe, expect, test } from 'vitest';
import type { Card } from '../../../src/engine/cards.ts';
import { cardWordsFor } from '../../../src/i18n/card-words/registry.ts';
import '../../../src/i18n/card-words/ja.ts';
import '../../../src/i18n/card-words/ko.ts';
import '../../../src/i18n/card-words/zh-tw.ts';

const CARDS: Card[] = ['HA', 'SK', 'DQ', 'CJ', 'S10', 'H2', 'JK', 'BJ', 'LJ'];

const EXPECTED = {
  ja: {
    spoken: [
      'ハートのエース',
      'スペードのキング',
      'ダイヤのクイーン',
      'クラブのジャック',
      'スペードの10',
      'ハートの2',
      'ジョーカー',
      '大きいジョーカー',
      '小さいジョーカー',
    ],
    trump: '切り札',
    wrong: '勝ちではない',
    sep: '、',
    badge: '切',
  },
  ko: {
    spoken: [
      '하트 에이스',
      '스페이드 킹',
      '다이아 퀸',
      '클로버 잭',
      '스페이드 10',
      '하트 2',
      '조커',
      '큰 조커',
      '작은 조커',
    ],
    trump: '기루다',
    wrong: '이기는 카드가 아님',
    sep: ', ',
    badge: '기',
  },
  'zh-TW': {
    spoken: ['紅心A', '黑桃K', '方塊Q', '梅花J', '黑桃10', '紅心2', '鬼牌', '大鬼', '小鬼'],
    trump: '王牌',
    wrong: '沒有贏',
    sep: '，',
    badge: '王',
  },
} as const;

describe('the cards’ words', () => {
  test.each(Object.keys(EXPECTED) as (keyof typeof EXPECTED)[])('%s: names, marks and badge', (lang) => {
    const w = cardWordsFor(lang);
    const e = EXPECTED[lang];
    expect(CARDS.map((c) => w.spoken(c))).toEqual(e.spoken);
    expect(w.marks.trump).toBe(e.trump);
    expect(w.marks.wrong).toBe(e.wrong);
    for (const m of ['special', 'winner', 'chosen'] as const) expect(w.marks[m]).not.toMatch(/[A-Za-z]/);
    expect(w.sep).toBe(e.sep);
    expect(w.badges?.trump).toBe(e.badge);
  });

  test('a language without card words says which module to import', () => {
    expect(() => cardWordsFor('fr')).toThrow(/no card words for "fr"/);
  });
});
