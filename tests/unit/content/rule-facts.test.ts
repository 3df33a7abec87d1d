/**
 * The rule facts prose states come from the engine (rule-facts.ts) and are put into the lesson
 * texts in each language (fact-text.ts, through localizeLesson): the widow of the preset a lesson
 * uses, how bidding goes, the illegal finishes.
 */
import { describe, expect, test } from 'vitest';
import { ruleFacts } from '../../../src/content-data/rule-facts.ts';
import { resolveFacts } from '../../../src/content-data/fact-text.ts';
import { COURSE_ORDER, LESSONS, coachedHandFor, lessonById, type Lesson } from '../../../src/content-data/lessons.ts';
import { LESSON_TRANSLATIONS, localizeLesson, localizeCoached } from '../../../src/content-data/translations.ts';
import { lessonProblems } from '../../../src/content-data/lesson-check.ts';

const text = (l: Lesson, step: string): string => {
  const s = l.steps.find((x) => x.id === step) as unknown as Record<string, string>;
  return s['text'] ?? s['prompt'] ?? '';
};

describe('rule facts from the engine', () => {
  test('Japanese Napoleon: the standard preset has a widow of 2, the joker presets of 3', () => {
    expect(ruleFacts('japanese', { preset: 'standard' })).toMatchObject({
      players: 5,
      deckSize: 52,
      handSize: 10,
      tricks: 10,
      widow: 2,
      points: 20,
      lowestBid: 11,
    });
    expect(ruleFacts('japanese', { preset: 'trump-stadium' }).widow).toBe(3);
    expect(ruleFacts('japanese', { preset: 'standard', rules: { players: 4 } })).toMatchObject({
      handSize: 12,
      widow: 4,
    });
  });

  test('the other games: Mighty’s kitty, tw-hk’s widow, Nap’s bidding and no widow', () => {
    expect(ruleFacts('mighty')).toMatchObject({ players: 5, deckSize: 53, widow: 3, points: 20 });
    expect(ruleFacts('tw-hk')).toMatchObject({ players: 5, deckSize: 54, handSize: 10, widow: 4, points: 16 });
    const nap = ruleFacts('nap', { preset: 'standard' });
    expect(nap).toMatchObject({ handSize: 5, tricks: 5, bidding: 'multi', lowestBid: 2 });
    expect(nap.widow).toBeUndefined();
    expect(ruleFacts('nap', { preset: 'standard', rules: { bidding: 'single' } }).bidding).toBe('single');
  });

  test('Daifugō: the illegal finishes are found by playing the last card', () => {
    expect(ruleFacts('daifugo', { preset: 'moderate' }).illegalFinish).toEqual({
      normal: ['2', 'joker'],
      revolution: ['3', 'joker'],
    });
    expect(ruleFacts('daifugo', { preset: 'moderate', rules: { eightCut: true } }).illegalFinish?.normal).toEqual([
      '2',
      '8',
      'joker',
    ]);
    expect(ruleFacts('daifugo', { preset: 'moderate', rules: { illegalFinish: false } }).illegalFinish?.normal).toEqual(
      [],
    );
  });
});

describe('placeholders in prose', () => {
  const jp = ruleFacts('japanese', { preset: 'standard' });
  test('numbers in digits or in the words of the language', () => {
    expect(resolveFacts('{widow|Word} cards stay face down; {widow} in all.', jp, 'en', 'x')).toBe(
      'Two cards stay face down; 2 in all.',
    );
    expect(resolveFacts('場札は{widow}枚', jp, 'ja', 'x')).toBe('場札は2枚');
    expect(resolveFacts('카드 {widow|word} 장', ruleFacts('mighty'), 'ko', 'x')).toBe('카드 세 장');
    expect(resolveFacts('底牌{widow|word}張', ruleFacts('tw-hk', { rules: { players: 4 } }), 'zh-TW', 'x')).toBe(
      '底牌兩張',
    );
  });

  test('an unknown placeholder, a fact the game lacks or a stray brace stops the build, naming the place', () => {
    expect(() => resolveFacts('{widdow} cards', jp, 'en', 'lesson "jp-x" (en) summary')).toThrow(
      'lesson "jp-x" (en) summary: unknown placeholder "{widdow}"',
    );
    expect(() => resolveFacts('{widow}', ruleFacts('nap'), 'en', 'lesson "nap-x" (en) recap')).toThrow(
      'lesson "nap-x" (en) recap: "{widow}" is not a fact of nap',
    );
    expect(() => resolveFacts('{widow|words}', jp, 'en', 'here')).toThrow('unknown form "words"');
    expect(() => resolveFacts('{ widow }', jp, 'en', 'here')).toThrow('here: a brace that is not a placeholder');
  });

  test('a lesson with an unknown placeholder fails, naming the lesson', () => {
    const l = lessonById('jp-exchange')!;
    const bad = { ...l, summary: 'Napoleon takes the {widw} cards.' };
    expect(() => localizeLesson(bad, 'en')).toThrow('lesson "jp-exchange" (en) summary: unknown placeholder "{widw}"');
  });
});

describe('every lesson and coached hand resolves its facts in every language', () => {
  test('no placeholder is left and none is unknown (the build would stop on one)', () => {
    const left: string[] = [];
    for (const lang of ['en', ...Object.keys(LESSON_TRANSLATIONS)]) {
      for (const l of Object.values(LESSONS)) {
        const text = JSON.stringify(localizeLesson(l, lang));
        if (/\{[A-Za-z|]+\}/.test(text)) left.push(`${l.id} (${lang})`);
      }
      for (const v of COURSE_ORDER) {
        const c = coachedHandFor(v, lang);
        if (c && /\{[A-Za-z|]+\}/.test(JSON.stringify(c))) left.push(`${v} coached hand (${lang})`);
      }
    }
    expect(left).toEqual([]);
  });
});

describe('the lessons say what the engine does (review T1, T2, T12, J4, K5)', () => {
  test('T1: the Japanese course’s widow is two cards under the standard preset, in English and Japanese', () => {
    const deck = localizeLesson(lessonById('jp-deck')!, 'en');
    expect(text(deck, 's1')).toContain('Two cards stay face down');
    const en = localizeLesson(lessonById('jp-exchange')!, 'en');
    expect(en.summary).toBe('Napoleon takes the two cards of the widow and buries two.');
    expect(text(en, 's3')).toContain('Choose two cards to bury');
    const ja = localizeLesson(lessonById('jp-exchange')!, 'ja');
    expect(ja.summary).toBe('ナポレオンは場札の2枚を取り、2枚を捨てます。');
    expect(text(localizeLesson(lessonById('jp-deck')!, 'ja'), 's1')).toContain('残りの2枚は伏せたまま');
  });

  test('T1: a bury step must bury as many cards as the widow holds', () => {
    const l = lessonById('jp-exchange')!;
    const three = {
      ...l,
      steps: l.steps.map((s) =>
        s.id === 's3' && s.kind === 'bury' ? { ...s, count: 3, expected: ['D4', 'C3', 'S6'] } : s,
      ),
    };
    expect(lessonProblems(three)).toContain(
      'step 3: Napoleon buries as many cards as the widow holds: 2 under these rules, not 3',
    );
  });

  test('T2: Nap bids round after round under the standard preset', () => {
    const en = localizeLesson(lessonById('nap-bidding')!, 'en');
    expect(en.recap).toMatch(/^Players bid round after round until all but one have passed/);
    expect(en.recap).not.toMatch(/once/);
    const ja = localizeLesson(lessonById('nap-bidding')!, 'ja');
    expect(ja.recap).toContain('何周でも');
    expect(ja.recap).not.toContain('1人1回');
    const single = localizeLesson({ ...lessonById('nap-bidding')!, rules: { bidding: 'single' } }, 'en');
    expect(single.recap).toMatch(/^Players bid once each/);
  });

  test('T12: an 8 is not an illegal finish under the moderate preset (no eight cut)', () => {
    const en = localizeLesson(lessonById('df-illegal-finish')!, 'en');
    expect(en.summary).toBe('Going out with a 2 or a joker ranks you last.');
    const ja = localizeLesson(lessonById('df-illegal-finish')!, 'ja');
    expect(ja.summary).toBe('2かジョーカーで上がると、いちばん下の順位になります。');
    expect(JSON.stringify(ja)).not.toContain('8切りのあるルールでの8');
  });

  test('J4 and K5: the joker lead and the kitty say what they mean', () => {
    expect(localizeLesson(lessonById('jp-joker')!, 'ja').recap).toContain(
      '切り札を持っている人は全員、切り札を出さなければなりません。',
    );
    const ko = localizeLesson(lessonById('mt-kitty')!, 'ko');
    expect(ko.recap).toBe('카드 3장은 엎어서 따로 둡니다. 주공은 그 카드를 가져온 뒤 3장을 버립니다.');
  });

  test('the coached hands get their facts too', () => {
    expect(
      localizeCoached(
        'mighty',
        { seed: 's', level: 'easy', seat: 0, phases: { exchange: 'Discard {widow|word}.' } },
        'en',
      )?.phases['exchange'],
    ).toBe('Discard three.');
  });
});
