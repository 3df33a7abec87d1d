/**
 * Mighty in Korean and Japanese: the phrasebooks make each reason of the engine into a sentence
 * (every rule of mightyTrickWinner, with the joker's notes), every score column has words, and a
 * missing one stops the build naming it (the options, presets and rule notes:
 * page-catalogues.test.ts).
 */
import { describe, expect, test } from 'vitest';
import { judgeTrick } from '../../../src/islands-logic/site-engine.ts';
import { localizeAnchorLabels } from '../../../src/i18n/anchor-labels.mjs';
import { spokenNameKo } from '../../../src/i18n/card-words/ko.ts';
import { mightyReasonKo, optionKo, scoreColKo, subjectKo, valueKo } from '../../../src/i18n/phrases/ko.ts';
import { mightyReasonJa, scoreColJaMighty } from '../../../src/i18n/phrases/ja-mighty.ts';
import type { Suit } from '../../../src/engine/cards.ts';

const LATIN_WORD = /[A-Za-z]{2,}/;

/** The engine's English reason for a Mighty trick. */
const reason = (trump: Suit | null, trick: number, plays: string, calls?: Record<string, boolean>) =>
  judgeTrick({ variant: 'mighty', trump, trick, plays: plays.split(' '), calls }).reason;

const CASES: [Suit | null, number, string, Record<string, boolean>?][] = [
  ['H', 4, 'CK SA JK CA H3'], // the mighty
  ['H', 4, 'CK C2 JK CA H3'], // the joker
  ['H', 4, 'C3 JK CA C4 H3', { ripper: true }], // a trump; the ripper called the joker
  ['H', 1, 'CK C2 JK CA H3'], // trick 1: the joker has no power
  ['H', 10, 'CK C2 JK CA D3'], // trick 10, no trump played: the led suit wins
  [null, 4, 'D9 DK C10 D4 S2'], // no-trump
];

describe('Mighty tricks in Korean and Japanese', () => {
  test('every reason of the engine becomes a Korean and a Japanese sentence with no English in it', () => {
    for (const [trump, trick, plays, calls] of CASES) {
      const en = reason(trump, trick, plays, calls);
      const ko = mightyReasonKo(en, trump);
      const ja = mightyReasonJa(en, trump);
      expect(ko, en).toMatch(/[\uac00-\ud7af]/);
      expect(ja, en).toMatch(/[\u3040-\u30ff]/);
      expect(ko.replace(/[♠♥♦♣][AKQJ0-9]+/g, ''), en).not.toMatch(LATIN_WORD);
      expect(ja.replace(/[♠♥♦♣][AKQJ0-9]+/g, ''), en).not.toMatch(LATIN_WORD);
    }
  });

  test('the Korean names the rule that decided, the joker’s lost power and the no-trump game', () => {
    expect(mightyReasonKo(reason('H', 4, 'CK SA JK CA H3'), 'H')).toBe(
      '♠A는 마이티라서 이 트릭의 다른 모든 카드를 이깁니다.',
    );
    expect(mightyReasonKo(reason('H', 4, 'C3 JK CA C4 H3', { ripper: true }), 'H')).toBe(
      '♥3이 이 트릭에서 가장 높은 기루다(하트)입니다. 조커는 조커콜(♣3)로 불려 나와 힘이 없습니다.',
    );
    expect(mightyReasonKo(reason(null, 4, 'D9 DK C10 D4 S2'), null)).toMatch(/^노기루다라서 /);
    expect(mightyReasonJa(reason('H', 1, 'CK C2 JK CA H3'), 'H')).toContain(
      '最初のトリックではジョーカーに力がありません',
    );
  });

  test('the particle follows the card’s last sound', () => {
    expect(['♥3', '♥10', '♠7', '♥K', '♠A', '♦9'].map(subjectKo)).toEqual([
      '♥3이',
      '♥10이',
      '♠7이',
      '♥K가',
      '♠A가',
      '♦9가',
    ]);
  });

  test('a sentence the phrasebooks do not know stops the build, naming it', () => {
    expect(() => mightyReasonKo('The queen wins by magic.', 'H')).toThrow(/The queen wins by magic/);
    expect(() => mightyReasonJa('The queen wins by magic.', 'H')).toThrow(/The queen wins by magic/);
  });
});

// Mighty's options, presets and rule notes in Korean and Japanese: page-catalogues.test.ts.
describe('Mighty’s score columns in Korean and Japanese', () => {
  test('every column has words in both languages', () => {
    for (const col of ['declarer', 'friend', 'opponent']) {
      expect(scoreColKo(col)).not.toMatch(LATIN_WORD);
      expect(scoreColJaMighty(col)).not.toMatch(LATIN_WORD);
    }
  });

  test('a missing value or column stops the build, naming it', () => {
    expect(() => valueKo(optionKo('mighty', 'ripper'), 'never')).toThrow(/"never"/);
    expect(() => scoreColKo('napoleon')).toThrow(/napoleon/);
  });
});

describe('the Korean edition’s frame', () => {
  test('cards are spoken in Korean', () => {
    expect(spokenNameKo('HQ')).toBe('하트 퀸');
    expect(spokenNameKo('C10')).toBe('클로버 10');
    expect(spokenNameKo('JK')).toBe('조커');
  });

  test('heading links on a Korean page are named in Korean', () => {
    const link = `<span class="sr-only" data-pagefind-ignore>Section titled “1. 카드 돌리기”</span>`;
    expect(localizeAnchorLabels(`<main lang="ko">${link}</main>`)).toBe(
      `<main lang="ko"><span class="sr-only" data-pagefind-ignore>“1. 카드 돌리기” 섹션으로 가는 링크</span></main>`,
    );
  });
});
