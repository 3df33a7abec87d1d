/** The Korean particle helper: a catalogue writes both forms, the word before picks one. */
import { describe, expect, it } from 'vitest';
import { hasFinal, resolveParticles } from '../../../src/i18n/grammar-ko.ts';

describe('Korean particles', () => {
  it('read Hangul by its final consonant, numbers and card labels by their last digit', () => {
    expect(['컴퓨터 1', '♥10', '♣3', '♠6', '♦7', '♥8', '공약'].filter((w) => !hasFinal(w))).toEqual([]);
    expect(['컴퓨터 2', '♥K', '♠Q', '♣A', '♦J', '조커', '♥9'].filter(hasFinal)).toEqual([]);
  });

  it('pick each pair by the word before it, looking past closing quotes', () => {
    expect(resolveParticles('♥3은(는) 낼 수 없습니다. ♥K은(는) 됩니다.')).toBe('♥3은 낼 수 없습니다. ♥K는 됩니다.');
    expect(resolveParticles('컴퓨터 1이(가) 이겼습니다. 컴퓨터 2이(가) 이겼습니다.')).toBe(
      '컴퓨터 1이 이겼습니다. 컴퓨터 2가 이겼습니다.',
    );
    expect(resolveParticles('아무도 ♠10을(를) 넘지 못해서, 조커을(를)')).toBe('아무도 ♠10을 넘지 못해서, 조커를');
    expect(resolveParticles('‘노기루다’이(가) 아닙니다. ‘조커’이(가) 아닙니다.')).toBe(
      '‘노기루다’가 아닙니다. ‘조커’가 아닙니다.',
    );
    expect(resolveParticles('바닥 카드(3장)')).toBe('바닥 카드(3장)');
    // "and" between cards: 과 after a final consonant, 와 after a vowel
    expect(resolveParticles('스페이드 잭과(와) 클로버 10과(와) 조커을(를)')).toBe('스페이드 잭과 클로버 10과 조커를');
    expect(resolveParticles('조커과(와) 하트 2과(와)')).toBe('조커와 하트 2와');
  });
});
