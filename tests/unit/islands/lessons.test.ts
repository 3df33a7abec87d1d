import { describe, expect, test } from 'vitest';
import { LESSONS, lessonsFor, type LessonClimbMove, type LessonTrickMove } from '../../../src/content-data/lessons.ts';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import { checkLessonMove as checkWith, moveChoices } from '../../../src/islands-logic/lessons.ts';
import { VARIANT_IDS } from '../../../src/engine/options.ts';
import { readFileSync } from 'node:fs';
import { COURSES, courseFor, type Lesson, type LessonAsk } from '../../../src/content-data/lessons.ts';
import {
  assertCoached,
  assertLessons,
  checkStep,
  coachedProblems,
  lessonProblems,
} from '../../../src/content-data/lesson-check.ts';
import { coachedHandFor, type CoachedHand, type LessonPlayOn } from '../../../src/content-data/lessons.ts';
import { checkPlayOn as checkPlayOnIn, simulatePlayOn as simulateIn } from '../../../src/islands-logic/play-on.ts';
import { PLAY_ON_EN } from '../../../src/i18n/islands/lesson-check.en.ts';
import { phaseIntro } from '../../../src/components/practice/coach.tsx';

const GLOSSARY = new Set(
  [
    ...readFileSync(new URL('../../../content/docs/glossary.mdx', import.meta.url), 'utf8').matchAll(
      /<h2 id="([^"]+)"/g,
    ),
  ].map((m) => m[1]),
);

const checkLessonMove = (...a: [Parameters<typeof checkWith>[0], Lesson, LessonAsk, Parameters<typeof checkWith>[3]]) =>
  checkStep(...a);

// The checks in English (the English lesson island's words).
const checkPlayOn = (...a: Parameters<typeof checkPlayOnIn> extends [...infer P, unknown] ? P : never) =>
  checkPlayOnIn(...a, PLAY_ON_EN);
const simulatePlayOn = (...a: Parameters<typeof simulateIn> extends [...infer P, unknown] ? P : never) =>
  simulateIn(...a, PLAY_ON_EN);

const step = (id: string, n: number) => LESSONS[id]!.steps[n] as LessonAsk;

describe('lessons', () => {
  test('every game has at least one lesson of 3 to 8 steps', () => {
    for (const v of VARIANT_IDS) {
      const ls = lessonsFor(v);
      expect(ls.length, v).toBeGreaterThan(0);
      for (const l of ls) {
        expect(l.steps.length).toBeGreaterThanOrEqual(3);
        expect(l.steps.length).toBeLessThanOrEqual(8);
        expect(l.steps.some((s) => s.kind !== 'narrate')).toBe(true);
      }
    }
  });

  for (const lesson of Object.values(LESSONS)) {
    test(`${lesson.id}: each expected move reaches its goal by the engine, and some other choice does not`, () => {
      const engine = engineFor(lesson.variant);
      lesson.steps.forEach((step, i) => {
        if (step.kind === 'narrate') return;
        const s = step;
        const right = checkLessonMove(engine, lesson, s, s.expected);
        expect(right.correct, `step ${i + 1}: ${right.explanation}`).toBe(true);
        const choices = moveChoices(s);
        expect(choices.map((c) => JSON.stringify(c))).toContain(JSON.stringify(s.expected));
        const others = choices.filter((c) => JSON.stringify(c) !== JSON.stringify(s.expected));
        const wrong = others.filter((c) => !checkLessonMove(engine, lesson, s, c).correct);
        expect(wrong.length, `step ${i + 1}: every choice is right, the step teaches nothing`).toBeGreaterThan(0);
      });
      expect(lessonProblems(lesson)).toEqual([]);
    });
  }

  test('each step introduces at most one new word, and it is a glossary entry', () => {
    for (const l of Object.values(LESSONS)) {
      for (const s of l.steps) if (s.word !== undefined) expect(GLOSSARY.has(s.word), `${l.id}: ${s.word}`).toBe(true);
    }
  });

  test('the Japanese course: at least 10 lessons of 3 to 8 steps, in order, each with a recap and links', () => {
    const jp = courseFor('japanese');
    expect(jp.length).toBeGreaterThanOrEqual(10);
    for (const l of jp) {
      expect(l.steps.length, l.id).toBeGreaterThanOrEqual(3);
      expect(l.steps.length, l.id).toBeLessThanOrEqual(8);
      expect(l.rulesLink, l.id).toMatch(/^\/japanese\//);
      expect(l.puzzlesLink, l.id).toMatch(/^\/japanese\/puzzles\//);
      expect(l.recap, l.id).toBeTruthy();
    }
    expect(jp[0]!.id).toBe('jp-deck');
    const kinds = new Set(jp.flatMap((l) => l.steps.map((s) => s.kind)));
    expect([...kinds].sort()).toEqual(['bid', 'bury', 'choice', 'move', 'narrate', 'play-on', 'winner']);
    expect(Object.keys(COURSES).sort()).toEqual([...VARIANT_IDS].sort());
  });

  test('every course lesson links to a rules page section and puzzles that exist', () => {
    const slug = (h: string) =>
      h
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s-]/gu, '')
        .trim()
        .replace(/\s+/g, '-');
    for (const l of Object.values(COURSES).flat()) {
      for (const link of [l.rulesLink, l.puzzlesLink]) {
        if (!link) continue;
        const [path, anchor] = link.split('#') as [string, string | undefined];
        const file = new URL(`../../../content/docs${path.replace(/\/$/, '')}.mdx`, import.meta.url);
        const text = readFileSync(file, 'utf8');
        if (!anchor) continue;
        const headings = [...text.matchAll(/^#{2,4} (.+)$/gm)].map((m) => slug(m[1]!));
        const puzzles = readFileSync(new URL(`../../../content/puzzles/${l.variant}.json`, import.meta.url), 'utf8');
        expect(headings.includes(anchor) || puzzles.includes(`"${anchor}"`), `${l.id}: ${link}`).toBe(true);
      }
    }
  });

  test('a wrong lesson is refused, naming the lesson and the step', () => {
    const good = LESSONS['jp-trumps']!;
    const bad: Lesson = {
      ...good,
      steps: good.steps.map((s, i) => (i === 1 && s.kind === 'winner' ? { ...s, expected: 0 } : s)),
    };
    expect(() => assertLessons([bad])).toThrow(/lesson "jp-trumps" is wrong: step 2: the expected answer is wrong/);
    const short: Lesson = { ...good, steps: good.steps.slice(0, 2) };
    expect(lessonProblems(short)).toContain('3 to 8 steps, not 2');
  });

  test('a wrong try says what is wrong about it, never the right answer; the answer waits to be asked for', () => {
    // Every step that asks something (play-on deals aside), every wrong answer it offers, in English.
    const card = (c: string) => PLAY_ON_EN.card(c);
    const problems: string[] = [];
    let wrongSeen = 0;
    for (const lesson of Object.values(LESSONS)) {
      const engine = engineFor(lesson.variant);
      lesson.steps.forEach((s, i) => {
        if (s.kind === 'narrate' || s.kind === 'play-on') return;
        const right = checkLessonMove(engine, lesson, s, s.expected);
        for (const move of moveChoices(s)) {
          const v = checkLessonMove(engine, lesson, s, move);
          if (v.correct) continue;
          wrongSeen++;
          const where = `${lesson.id} step ${i + 1} (${JSON.stringify(move)}): "${v.explanation}"`;
          // The right answer's words: the expected choice and its explanation, the expected cards
          // (those of the learner's own try aside: a wrong try names what it played).
          const given = new Set((Array.isArray(move) ? move : [move]).flat().map(String));
          const giveaway =
            s.kind === 'choice'
              ? [`"${s.choices[s.expected]}"`, s.why]
              : s.kind === 'bid'
                ? [PLAY_ON_EN.bid(s.choices[s.expected]!)]
                : s.kind === 'winner'
                  ? [card(s.position.plays[s.expected]!), right.explanation]
                  : [
                      ...[s.expected]
                        .flat()
                        .filter((c) => !given.has(c))
                        .map(card),
                      right.explanation,
                    ];
          for (const g of giveaway) if (v.explanation.includes(g)) problems.push(`${where} gives away ${g}`);
          if (v.answer !== right.explanation && !(s.kind === 'choice' && v.answer?.includes(s.why)))
            problems.push(`${where}: the answer on demand is "${v.answer}", not the right one explained`);
        }
      });
    }
    expect(problems).toEqual([]);
    expect(wrongSeen).toBeGreaterThan(50);
  });

  test('each kind of step explains a wrong answer with the engine reason', () => {
    const e = engineFor('japanese');
    const winner = checkLessonMove(e, LESSONS['jp-trumps']!, step('jp-trumps', 1), 4);
    expect(winner).toEqual({
      correct: false,
      explanation: '♣A does not win this trick.',
      answer: expect.stringMatching(/^♥2 wins the trick\. ♥2 is the highest trump/),
    });
    const bid = checkLessonMove(e, LESSONS['jp-bidding']!, step('jp-bidding', 3), 0);
    expect(bid.correct).toBe(false);
    expect(bid.explanation).toMatch(/12 ♦ is not allowed: 12♦ does not beat the standing bid 12♥/);
    const low = checkLessonMove(e, LESSONS['jp-bidding']!, step('jp-bidding', 1), 0);
    expect(low.explanation).toMatch(/a bid is a number of honours from 11/);
    const bury = checkLessonMove(e, LESSONS['jp-exchange']!, step('jp-exchange', 2), ['SA', 'D4']);
    expect(bury).toMatchObject({
      correct: false,
      explanation: '♠A is an honour: buried honours count for the allies.',
    });
    const trump = checkLessonMove(e, LESSONS['jp-exchange']!, step('jp-exchange', 2), ['H7', 'D4']);
    expect(trump.explanation).toMatch(/♥7 is a trump/);
    const count = checkLessonMove(e, LESSONS['jp-counting']!, step('jp-counting', 1), 0);
    expect(count.explanation).toBe('"5" is not right.');
    expect(count.answer).toMatch(/^"\d+" is right\. .*six honours/);
    const follow = checkLessonMove(e, LESSONS['jp-follow']!, step('jp-follow', 2), 'D5');
    expect(follow.explanation).toBe('♦5 may not be played here.');
    expect(follow.answer).toMatch(/may be played here/);
  });

  test('an answer the engine disagrees with is reported, not crashed on', () => {
    const l = LESSONS['jp-deck']!;
    const s = { ...step('jp-deck', 2), expected: 0 } as LessonAsk;
    const out = checkLessonMove(engineFor('japanese'), l, s, 0);
    expect(out).toEqual({
      correct: false,
      explanation: expect.stringMatching(/the engine counts 3 honours, but the answer given is 1/),
    });
  });

  test('a wrong move is explained with the engine reason or the legal cards', () => {
    const lesson = LESSONS['japanese-specials']!;
    const step = lesson.steps[1] as LessonTrickMove;
    const out = checkLessonMove(engineFor('japanese'), lesson, step, 'H4');
    expect(out.correct).toBe(false);
    expect(out.explanation).toMatch(/♥Q wins the trick/);
    const follow = lesson.steps[3] as LessonTrickMove;
    const illegal = checkLessonMove(engineFor('japanese'), lesson, follow, 'D5');
    expect(illegal.correct).toBe(false);
    expect(illegal.explanation).toMatch(/may not be played/);
  });

  test('a Daifugō play without the wanted effect says so in one plain sentence', () => {
    const lesson = LESSONS['daifugo-basics']!;
    const step = lesson.steps.find((s) => s.kind === 'move' && s.goal === 'effect') as LessonClimbMove;
    const out = checkLessonMove(engineFor('daifugo'), lesson, step, ['S9', 'H9', 'D9']);
    expect(out.correct).toBe(false);
    expect(out.explanation).toMatch(/is legal \(.+\) but does not trigger a revolution: it triggers no effect\./);
    expect(out.explanation).not.toMatch(/but not revolution/);
    const right = checkLessonMove(engineFor('daifugo'), lesson, step, step.expected);
    expect(right.explanation).toMatch(/it triggers a revolution\./);
  });

  test('every lesson of every course ends with a recap linking to the rules section it taught and to puzzles', () => {
    for (const [v, lessons] of Object.entries(COURSES)) {
      for (const l of lessons) {
        expect(l.recap, l.id).toBeTruthy();
        expect(l.recap!.length, `${l.id}: a one-screen recap`).toBeLessThan(400);
        expect(l.rulesLink, l.id).toMatch(new RegExp(`^/${v}/`));
        // a link to the whole rules page is not a section: it names the section with an anchor
        if (/\/rules\/$/.test(l.rulesLink!.split('#')[0]!)) expect(l.rulesLink, l.id).toContain('#');
        expect(l.puzzlesLink, l.id).toMatch(new RegExp(`^/${v}/puzzles/`));
      }
    }
  });
});

const playOnSteps = Object.values(LESSONS).flatMap((l) =>
  l.steps.filter((s): s is LessonPlayOn => s.kind === 'play-on').map((s) => ({ lesson: l, step: s })),
);

describe('play-on steps', () => {
  test('every game has a lesson that plays on with the computer players', () => {
    for (const v of VARIANT_IDS) {
      expect(
        playOnSteps.some((p) => p.lesson.variant === v && courseFor(v).includes(p.lesson)),
        v,
      ).toBe(true);
    }
  });

  for (const { lesson, step: s } of playOnSteps) {
    test(`${lesson.id}: card by card, the engine accepts each expected card and the deal ends with the last`, () => {
      const e = engineFor(lesson.variant);
      const rc = { preset: lesson.preset };
      const moves = s.expected as (string | string[])[];
      moves.forEach((_, k) => {
        const v = checkPlayOn(e, rc, s, moves.slice(0, k + 1));
        expect(v.correct, `${lesson.id} card ${k + 1}: ${v.explanation}`).toBe(true);
        expect(v.more === true, `${lesson.id} card ${k + 1}: more to play`).toBe(k < moves.length - 1);
      });
      const end = simulatePlayOn(e, rc, s, moves);
      expect(end.status).toBe('over');
      // the computers played too: every finished trick (or pile) has one play per seat at least
      for (const r of end.done) expect(r.plays.length).toBeGreaterThanOrEqual(s.position.others.length + 1);
    });
  }

  test('a card the rules forbid is refused with the cards allowed; a trick lost is told with the engine reason', () => {
    const { lesson, step: s } = playOnSteps.find((p) => p.lesson.id === 'jp-trumps')!;
    const e = engineFor('japanese');
    const rc = { preset: lesson.preset };
    expect(checkPlayOn(e, rc, s, ['D3'])).toEqual({
      correct: false,
      explanation: expect.stringMatching(/^♦K \(computer 1\) wins trick 4\. ♦K is the highest card of the led suit/),
    });
    const mid = checkPlayOn(e, rc, s, ['CA']);
    expect(mid).toMatchObject({ correct: true, more: true });
    expect(mid.explanation).toMatch(/Your ♣A wins trick 4\..*You lead trick 5\./);
    const nap = playOnSteps.find((p) => p.lesson.id === 'nap-follow')!;
    const illegal = checkPlayOn(engineFor('nap'), { preset: nap.lesson.preset }, nap.step, ['S5']);
    expect(illegal).toEqual({
      correct: false,
      explanation: '♠5 may not be played here: the rules allow only ♦3.',
    });
    // the whole deal with a wrong first card is wrong, as the build check sees it
    expect(checkLessonMove(e, lesson, s, ['D3', 'HQ']).correct).toBe(false);
  });

  test('Daifugō: the deal runs until the pile is cleared; passing lets a computer take the lead', () => {
    const { lesson, step: s } = playOnSteps.find((p) => p.lesson.id === 'df-singles')!;
    const e = engineFor('daifugo');
    const rc = { preset: lesson.preset };
    const first = (s.expected as string[][])[0]!;
    expect(checkPlayOn(e, rc, s, [first])).toMatchObject({ correct: true, more: true });
    const pass = checkPlayOn(e, rc, s, [first, []]);
    expect(pass.correct).toBe(false);
    expect(pass.explanation).toMatch(/computer \d takes the lead/);
    expect(checkPlayOn(e, rc, s, [[]]).explanation).toMatch(/you must play, not pass/);
  });

  test('a play-on step whose deal does not fit the table is refused at build time, naming it', () => {
    const { lesson, step: s } = playOnSteps.find((p) => p.lesson.id === 'jp-trumps')!;
    const bad: Lesson = {
      ...lesson,
      steps: lesson.steps.map((x) =>
        x === s
          ? ({ ...s, position: { ...s.position, others: (s.position.others as string[][]).slice(1) } } as LessonPlayOn)
          : x,
      ),
    };
    expect(() => assertLessons([bad])).toThrow(/lesson "jp-trumps" is wrong: step \d: .*5 players, not 4/);
  });
});

describe('coached hands', () => {
  test('every course has a coached hand introducing every phase of its hand', () => {
    for (const v of VARIANT_IDS) {
      expect(coachedProblems(v, coachedHandFor(v)), v).toEqual([]);
      expect(() => assertCoached(v, coachedHandFor(v))).not.toThrow();
    }
  });

  test('a coached hand with a missing or unknown phase is refused, naming the game and the phase', () => {
    const jp = coachedHandFor('japanese')!;
    const { adjutant: _drop, ...rest } = jp.phases;
    const bad: CoachedHand = { ...jp, phases: { ...rest, bidding: 'x' } };
    expect(() => assertCoached('japanese', bad)).toThrow(
      /the japanese coached hand is wrong: .*no introduction for the phase "adjutant".*"bidding" is not a phase/,
    );
    expect(coachedProblems('nap', { ...coachedHandFor('nap')!, seat: 9 })).toContain('seat 9 is not at the table');
  });

  test('the table shows the phase line, the learner-turn line on the learner’s turn', () => {
    const p = coachedHandFor('japanese')!.phases;
    expect(phaseIntro(p, 'adjutant', true)).toMatch(/^You are Napoleon: now name the adjutant card/);
    expect(phaseIntro(p, 'adjutant', false)).toMatch(/^Napoleon now names the adjutant card/);
    expect(phaseIntro(p, 'unknown', true)).toBeNull();
    expect(phaseIntro(undefined, 'play', true)).toBeNull();
  });
});
