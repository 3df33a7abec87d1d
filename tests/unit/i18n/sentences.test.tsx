/**
 * What the lessons and puzzles say, sentence by sentence, in each edition: the exact sentences the
 * browser tests once read in the page (tests/e2e/course.spec.ts and puzzles.spec.ts now check only
 * the verdict, the language and the keyboard). Made by the lesson checks (islands-logic/lessons.ts,
 * play-on.ts) with each language's words, a play-on deal in its middle rendered in Japanese, and
 * the puzzles' views (a tw-hk puzzle's facts in Chinese, the secretary command's reason in English).
 */
import { describe, expect, test } from 'vitest';
import { render } from 'preact-render-to-string';
import { latinWords, visibleText } from './words.ts';
import { lessonById, type LessonAsk, type LessonPlayOn } from '../../../src/content-data/lessons.ts';
import { localizeLesson, localizePuzzle } from '../../../src/content-data/translations.ts';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import { auctionChecks } from '../../../src/islands-logic/lesson-auction.ts';
import { checkLessonMove, lessonRules, type LessonMove } from '../../../src/islands-logic/lessons.ts';
import { checkPlayOn, type PlayOnWords } from '../../../src/islands-logic/play-on.ts';
import { PLAY_ON_EN } from '../../../src/i18n/islands/lesson-check.en.ts';
import { checkJa } from '../../../src/i18n/islands/lesson-check.ja.ts';
import { checkKo } from '../../../src/i18n/islands/lesson-check.ko.ts';
import { checkZh } from '../../../src/i18n/islands/lesson-check.zh-TW.ts';
import { courseJa } from '../../../src/i18n/islands/course.ja.ts';
import { CourseWordsProvider } from '../../../src/components/course/provider.tsx';
import { PlayOnView, checkPlayOnMove } from '../../../src/components/LessonPlayOn.tsx';
import '../../../src/i18n/card-words/ja.ts';
import { puzzleById } from '../../../src/content-data/puzzles.ts';
import { deductionView, positionPuzzlesFor } from '../../../src/content-data/position-puzzles.ts';
import { puzzleViewZh } from '../../../src/i18n/islands/puzzle-views.zh-TW.ts';

const CHECKS: Record<string, PlayOnWords> = { en: PLAY_ON_EN, ja: checkJa, ko: checkKo, 'zh-TW': checkZh };

/** The check of lesson `id`'s step `n` (1-based) answered with `move`, in `lang`. */
function said(lang: string, id: string, n: number, move: LessonMove) {
  const lesson = localizeLesson(lessonById(id)!, lang);
  const step = lesson.steps[n - 1] as LessonAsk;
  const engine = engineFor(lesson.variant);
  if (step.kind === 'play-on') return checkPlayOn(engine, lessonRules(lesson), step, move as string[], CHECKS[lang]);
  return checkLessonMove(engine, lesson, step, move, auctionChecks, CHECKS[lang]);
}

/** The answer is judged `correct` and explained by a sentence matching `re`. */
const expectSaid = (v: { correct: boolean; explanation: string }, correct: boolean, re: RegExp | string) => {
  expect(v.correct).toBe(correct);
  if (typeof re === 'string') expect(v.explanation).toBe(re);
  else expect(v.explanation).toMatch(re);
};
/** A wrong try said by `re`, and the answer shown on demand matching `answer`. */
const expectWrong = (v: { correct: boolean; explanation: string; answer?: string }, re: string, answer: RegExp) => {
  expectSaid(v, false, re);
  expect(v.answer).toMatch(answer);
};

describe('a wrong answer, then the right one', () => {
  test('English: a count of honours answered wrong names the answer given, and only it', () => {
    expectWrong(said('en', 'jp-deck', 3, 0), '"1" is not right.', /^"3" is right\. ♠A, ♦K and ♣10 are honours\./);
  });

  test('Japanese: a wrong count, a card that may not be played, a card that does not win, the lesson on the rules page', () => {
    expectWrong(said('ja', 'jp-deck', 3, 0), '「1」ではありません。', /^正解は「3」です。/);
    expectWrong(said('ja', 'jp-follow', 3, 'D5'), 'ここで♦5は出せません。', /♣9は出せます。/);
    expectSaid(said('ja', 'jp-follow', 3, 'C9'), true, /♣9は出せます。/);
    expectWrong(
      said('ja', 'jp-follow', 4, 0),
      '♣5はこのトリックに勝ちません。',
      /^♣Kがトリックに勝ちます。.*台札のスート.*。/,
    );
    expectSaid(said('ja', 'jp-follow', 4, 1), true, /♣Kがトリックに勝ちます。/);
    expectSaid(said('ja', 'japanese-specials', 2, 'H4'), false, /^♥4を出すと、♥Qがトリックに勝ちます。.+切り札/);
    expectSaid(said('ja', 'japanese-specials', 2, 'HJ'), true, /あなたの♥Jがトリックに勝ちます。♥Jは正ジャック/);
  });

  test('Japanese: a play-on deal, a card that loses explained, then the right cards trick by trick', () => {
    expectSaid(said('ja', 'jp-trumps', 7, ['D3']), false, /^コンピューター1の♦Kが第4トリックに勝ちます。/);
    const mid = said('ja', 'jp-trumps', 7, ['CA']);
    expectSaid(mid, true, /^あなたの♣Aが第4トリックに勝ちます。.+第5トリックはあなたが台札を出します。$/);
    expect(mid).toMatchObject({ more: true });
    expectSaid(said('ja', 'jp-trumps', 7, ['CA', 'HQ']), true, /^あなたの♥Qが第5トリックに勝ちます。/);
  });

  test('a play-on deal in the island: a wrong card says what it let happen; the right card comes on demand', () => {
    const lesson = localizeLesson(lessonById('jp-trumps')!, 'ja');
    const step = lesson.steps[6] as LessonPlayOn;
    const v = checkPlayOnMove(engineFor('japanese'), lessonRules(lesson), step, ['D3'], checkJa);
    expect(v.explanation).toMatch(/^コンピューター1の♦Kが第4トリックに勝ちます。/);
    expect(v.explanation).not.toContain('♣A');
    expect(v.answer).toMatch(/^あなたの♣Aが第4トリックに勝ちます。/);
    const later = checkPlayOnMove(engineFor('japanese'), lessonRules(lesson), step, ['CA', 'D3'], checkJa);
    expect(later.correct).toBe(false);
    expect(later.answer).toMatch(/^あなたの♥Qが第5トリックに勝ちます。/);
  });

  test('Korean: a wrong count, a card that may not be played, the warm-up lesson on the practice page', () => {
    expectWrong(said('ko', 'mt-points', 2, 0), '‘16’이 아닙니다.', /^정답은 ‘20’입니다\. .+점수 카드는 20장입니다\.$/);
    expectWrong(said('ko', 'mt-follow', 2, 'D4'), '여기서 ♦4는 낼 수 없습니다.', /♣2는 낼 수 있습니다\./);
    expectSaid(said('ko', 'mt-follow', 2, 'C2'), true, /♣2는 낼 수 있습니다\./);
    expectSaid(
      said('ko', 'mighty-mighty', 2, 'C3'),
      false,
      '♣3을 내면 ♥9가 트릭을 이깁니다. ♥9가 이 트릭에서 가장 높은 기루다(하트)입니다.',
    );
    expectSaid(said('ko', 'mighty-mighty', 2, 'SA'), true, /^♠A를 내면 내 ♠A가 트릭을 이깁니다\. ♠A는 마이티라서/);
  });

  test('Chinese: a card that may not be played, a card that does not win, the jokers early and in the last three tricks', () => {
    expectWrong(said('zh-TW', 'tw-follow', 3, 'S7'), '這裡不能出♠7。', /♣2可以出/);
    expectSaid(said('zh-TW', 'tw-follow', 3, 'C2'), true, /♣2可以出：它跟了首引的花色。/);
    expectWrong(
      said('zh-TW', 'tw-follow', 4, 1),
      '♣K沒有贏下這一輪。',
      /^♣A贏下這一輪。沒有人出王牌，♣A是首引花色（梅花）裡最大的牌。$/,
    );
    expectSaid(said('zh-TW', 'tw-follow', 4, 3), true, /♣A贏下這一輪。/);
    expectSaid(
      said('zh-TW', 'twhk-jokers', 2, 'D4'),
      false,
      '出♦4的話，♠5會贏下這一輪。♠5是這一輪最大的王牌（黑桃）。',
    );
    expectSaid(said('zh-TW', 'twhk-jokers', 2, 'BJ'), true, /你的大鬼會贏下這一輪。大鬼只輸給秘書牌/);
    expectSaid(
      said('zh-TW', 'twhk-jokers', 4, 'BJ'),
      false,
      /^出大鬼的話，♣A會贏下這一輪。.*（末三輪中大小鬼是最小的牌）。$/,
    );
    expectSaid(said('zh-TW', 'twhk-jokers', 4, 'S4'), true, /你的♠4會贏下這一輪。/);
  });
});

describe('a play-on deal rendered in Japanese', () => {
  test('in its middle: the facts, the finished trick and the hand read in Japanese', () => {
    const lesson = localizeLesson(lessonById('jp-trumps')!, 'ja');
    const step = lesson.steps.find((s): s is LessonPlayOn => s.kind === 'play-on')!;
    const html = render(
      <CourseWordsProvider words={courseJa}>
        <PlayOnView
          step={step}
          lesson={lesson}
          engine={engineFor('japanese')}
          check={checkJa}
          played={['CA']}
          ready
          answered={false}
          onMove={() => {}}
        />
      </CourseWordsProvider>,
    );
    expect(html).toContain('切り札は♥ハート。第4トリックから2トリックを出します。5人で遊んでいます。');
    expect(html).toContain(`aria-label="${courseJa.trickN(4)}"`);
    expect(html).toContain(`aria-label="${courseJa.handGroup}"`);
    expect(courseJa.handGroup).toBe('あなたの手札：出すカードを選んでください');
    expect(latinWords(visibleText(html))).toEqual([]);
  });
});

describe('the puzzles’ own sentences', () => {
  test('a tw-hk trick puzzle in Chinese names the secretary card among its facts', () => {
    const v = puzzleViewZh(localizePuzzle(puzzleById('hk-secretary')!, 'zh-TW'), engineFor('tw-hk'));
    expect(v.facts).toContain('秘書牌是♣5。');
  });

  test('a tw-hk deduction in English: the seat that played after the secretary command is ruled out, in words', () => {
    const view = deductionView(positionPuzzlesFor('deduction', 'tw-hk')[0]!);
    const reasons = view.reasons.map((r) => r.text).join('\n');
    expect(reasons).toMatch(/played .* after Napoleon ordered the secretary card played, so it does not hold/);
    expect(reasons).not.toMatch(/\b(BJ|LJ|JK)\b/);
  });
});
