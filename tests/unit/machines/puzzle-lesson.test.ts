import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyMachineSnapshot } from 'xstate';
import { createLessonMachine, type LessonStep } from '../../../src/machines/lesson.ts';
import { createPuzzleMachine } from '../../../src/machines/puzzle.ts';

interface P {
  id: string;
  answer: string;
}
const puzzles: P[] = [
  { id: 'p1', answer: 'SA' },
  { id: 'p2', answer: 'HJ' },
];
const check = (p: P, a: string) => ({
  correct: a === p.answer,
  explanation: a === p.answer ? `${a} wins: it is the mighty.` : `${a} loses to ${p.answer}.`,
});
const puzzleMachine = createPuzzleMachine(check);

/** Drive a model path on a live actor: send each event, compare value and context. */
async function runModelPaths(
  model: ReturnType<typeof createTestModel>,
  start: () => AnyActorRef,
  serialize: (s: AnyMachineSnapshot) => string,
) {
  const paths = model.getShortestPaths({ serializeState: serialize as never });
  expect(paths.length).toBeGreaterThan(3);
  for (const path of paths) {
    const actor = start();
    await path.test({
      states: {
        '*': (state) => {
          const live = actor.getSnapshot() as AnyMachineSnapshot;
          expect(live.value).toEqual((state as AnyMachineSnapshot).value);
          expect(serialize(live)).toBe(serialize(state as AnyMachineSnapshot));
        },
      },
      events: new Proxy({}, { get: () => (step: { event: { type: string } }) => actor.send(step.event) }) as never,
    });
    actor.stop();
  }
  return paths;
}

describe('puzzle machine', () => {
  const serialize = (s: AnyMachineSnapshot) =>
    JSON.stringify({
      v: s.value,
      i: s.context.index,
      a: Math.min(2, s.context.attempts),
      st: s.context.streak,
      b: s.context.bestStreak,
      n: s.context.solved,
      s: s.context.seen,
    });

  it('model-based: every state and every event is reached by a shortest path and replays live', async () => {
    const model = createTestModel(puzzleMachine, {
      input: { puzzles },
      events: [
        { type: 'puzzle.answer', answer: 'SA' },
        { type: 'puzzle.answer', answer: 'HJ' },
        { type: 'puzzle.next' },
        { type: 'puzzle.retry' },
        { type: 'puzzle.skip' },
        { type: 'puzzle.reveal' },
        { type: 'puzzle.restart' },
      ] as never,
    });
    const paths = await runModelPaths(
      model as never,
      () => createActor(puzzleMachine, { input: { puzzles } }).start(),
      serialize,
    );
    const values = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))));
    for (const v of [
      '"showing"',
      '{"feedback":"correct"}',
      '{"feedback":"incorrect"}',
      '{"feedback":"revealed"}',
      '"finished"',
    ]) {
      expect(values).toContain(v);
    }
    const eventTypes = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)));
    for (const t of [
      'puzzle.answer',
      'puzzle.next',
      'puzzle.retry',
      'puzzle.skip',
      'puzzle.reveal',
      'puzzle.restart',
    ]) {
      expect(eventTypes).toContain(t);
    }
  });

  it('shows the explanation, counts first-try streaks and resets them on a miss', () => {
    const a = createActor(puzzleMachine, { input: { puzzles } }).start();
    a.send({ type: 'puzzle.answer', answer: 'SA' });
    expect(a.getSnapshot().matches({ feedback: 'correct' })).toBe(true);
    expect(a.getSnapshot().context.feedback?.explanation).toBe('SA wins: it is the mighty.');
    expect(a.getSnapshot().context.streak).toBe(1);
    a.send({ type: 'puzzle.next' });
    a.send({ type: 'puzzle.answer', answer: 'SA' });
    expect(a.getSnapshot().matches({ feedback: 'incorrect' })).toBe(true);
    expect(a.getSnapshot().context.streak).toBe(0);
    expect(a.getSnapshot().context.bestStreak).toBe(1);
    a.send({ type: 'puzzle.retry' });
    expect(a.getSnapshot().value).toBe('showing');
    expect(a.getSnapshot().context.index).toBe(1);
    a.send({ type: 'puzzle.answer', answer: 'HJ' });
    // solved at the second try: correct, but no streak
    expect(a.getSnapshot().matches({ feedback: 'correct' })).toBe(true);
    expect(a.getSnapshot().context.streak).toBe(0);
    expect(a.getSnapshot().context.solved).toBe(2);
    a.send({ type: 'puzzle.next' });
    expect(a.getSnapshot().value).toBe('finished');
  });

  it('an empty set goes straight to finished', () => {
    const a = createActor(puzzleMachine, { input: { puzzles: [] } }).start();
    expect(a.getSnapshot().value).toBe('finished');
    a.send({ type: 'puzzle.restart' });
    expect(a.getSnapshot().value).toBe('finished');
  });
});

describe('puzzle machine: another try and the solution', () => {
  it('answers again after a miss; showing the solution ends the streak; a carried streak goes on', () => {
    const a = createActor(puzzleMachine, { input: { puzzles, streak: 3 } }).start();
    expect(a.getSnapshot().context.streak).toBe(3);
    a.send({ type: 'puzzle.answer', answer: 'SA' });
    expect(a.getSnapshot().context.streak).toBe(4);
    a.send({ type: 'puzzle.next' });
    a.send({ type: 'puzzle.answer', answer: 'SA' });
    expect(a.getSnapshot().matches({ feedback: 'incorrect' })).toBe(true);
    a.send({ type: 'puzzle.answer', answer: 'HJ' });
    expect(a.getSnapshot().matches({ feedback: 'correct' })).toBe(true);
    a.send({ type: 'puzzle.restart' });
    const b = createActor(puzzleMachine, { input: { puzzles, streak: 2 } }).start();
    b.send({ type: 'puzzle.reveal' });
    expect(b.getSnapshot().matches({ feedback: 'revealed' })).toBe(true);
    expect(b.getSnapshot().context.streak).toBe(0);
    b.send({ type: 'puzzle.next' });
    b.send({ type: 'puzzle.answer', answer: 'SA' });
    b.send({ type: 'puzzle.reveal' });
    expect(b.getSnapshot().matches({ feedback: 'revealed' })).toBe(true);
    b.send({ type: 'puzzle.next' });
    expect(b.getSnapshot().value).toBe('finished');
    expect(b.getSnapshot().context.seen).toBe(2);
  });
});

describe('lesson machine', () => {
  const steps: LessonStep<string>[] = [
    { kind: 'narrate', text: 'The mighty ♠A beats every card.' },
    { kind: 'move', prompt: 'Win this trick.', expected: 'SA', hint: 'Play the mighty.' },
    { kind: 'narrate', text: 'Well done.' },
  ];
  const lesson = createLessonMachine<string>((step, move) => ({
    correct: move === step.expected,
    explanation: move === step.expected ? 'The mighty wins.' : `${move} loses to ♥A.`,
    ...(move === step.expected ? {} : { answer: 'The mighty ♠A wins.' }),
  }));
  const serialize = (s: AnyMachineSnapshot) =>
    JSON.stringify({
      v: s.value,
      i: s.context.index,
      a: Math.min(2, s.context.attempts),
      f: Math.min(2, s.context.firstTry),
    });

  it('model-based: narrate, ask, explain (right and wrong), back, done, restart', async () => {
    const model = createTestModel(lesson, {
      input: { steps },
      events: [
        { type: 'lesson.next' },
        { type: 'lesson.back' },
        { type: 'lesson.move', move: 'SA' },
        { type: 'lesson.move', move: 'H2' },
        { type: 'lesson.retry' },
        { type: 'lesson.reveal' },
        { type: 'lesson.restart' },
      ] as never,
    });
    const paths = await runModelPaths(
      model as never,
      () => createActor(lesson, { input: { steps } }).start(),
      serialize,
    );
    const values = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))));
    for (const v of [
      '"narrating"',
      '"asking"',
      '{"explaining":"correct"}',
      '{"explaining":"wrong"}',
      '{"explaining":"revealed"}',
      '"done"',
    ]) {
      expect(values).toContain(v);
    }
  });

  it('checks the learner’s move with the injected checker and explains it', () => {
    const a = createActor(lesson, { input: { steps } }).start();
    expect(a.getSnapshot().value).toBe('narrating');
    a.send({ type: 'lesson.move', move: 'SA' }); // ignored while narrating
    expect(a.getSnapshot().value).toBe('narrating');
    a.send({ type: 'lesson.next' });
    expect(a.getSnapshot().value).toBe('asking');
    a.send({ type: 'lesson.move', move: 'H2' });
    expect(a.getSnapshot().matches({ explaining: 'wrong' })).toBe(true);
    expect(a.getSnapshot().context.verdict?.explanation).toBe('H2 loses to ♥A.');
    a.send({ type: 'lesson.next' }); // cannot skip a wrong move
    expect(a.getSnapshot().matches({ explaining: 'wrong' })).toBe(true);
    a.send({ type: 'lesson.retry' });
    a.send({ type: 'lesson.move', move: 'SA' });
    expect(a.getSnapshot().matches({ explaining: 'correct' })).toBe(true);
    expect(a.getSnapshot().context.firstTry).toBe(0);
    a.send({ type: 'lesson.next' });
    a.send({ type: 'lesson.next' });
    expect(a.getSnapshot().value).toBe('done');
  });

  it('a wrong try keeps the answer back until the learner asks; a revealed step is not right at the first try', () => {
    const a = createActor(lesson, { input: { steps, start: 1 } }).start();
    a.send({ type: 'lesson.move', move: 'H2' });
    expect(a.getSnapshot().context.verdict).toMatchObject({
      explanation: 'H2 loses to ♥A.',
      answer: 'The mighty ♠A wins.',
    });
    a.send({ type: 'lesson.reveal' });
    expect(a.getSnapshot().matches({ explaining: 'revealed' })).toBe(true);
    a.send({ type: 'lesson.next' });
    expect(a.getSnapshot().context).toMatchObject({ index: 2, firstTry: 0, mistakes: 1 });
  });

  it('no answer to show: the reveal is refused and the learner tries again', () => {
    const bare = createLessonMachine<string>((step, move) => ({ correct: move === step.expected, explanation: 'x' }));
    const a = createActor(bare, { input: { steps, start: 1 } }).start();
    a.send({ type: 'lesson.move', move: 'H2' });
    a.send({ type: 'lesson.reveal' });
    expect(a.getSnapshot().matches({ explaining: 'wrong' })).toBe(true);
  });
});

describe('lesson machine: a play-on step of several moves', () => {
  // A deal of two cards: the first must be 'CA', then 'HQ'; each right card but the last says "more".
  const steps: LessonStep<string>[] = [{ kind: 'move', prompt: 'Win both tricks.', expected: 'CA,HQ' }];
  const want = ['CA', 'HQ'];
  const seen: string[][] = [];
  const lesson = createLessonMachine<string>((_step, move, played) => {
    seen.push([...played]);
    const right = move === want[played.length];
    return {
      correct: right,
      more: right && played.length + 1 < want.length,
      explanation: right ? `${move} wins.` : `${move} loses.`,
    };
  });

  it('keeps the accepted moves, stays asking until the deal is over, and a wrong card costs the first try', () => {
    seen.length = 0;
    const a = createActor(lesson, { input: { steps } }).start();
    a.send({ type: 'lesson.move', move: 'CA' });
    expect(a.getSnapshot().value).toBe('asking');
    expect(a.getSnapshot().context.played).toEqual(['CA']);
    expect(a.getSnapshot().context.verdict?.explanation).toBe('CA wins.');
    a.send({ type: 'lesson.move', move: 'D3' });
    expect(a.getSnapshot().matches({ explaining: 'wrong' })).toBe(true);
    expect(a.getSnapshot().context.played).toEqual(['CA']);
    a.send({ type: 'lesson.retry' });
    a.send({ type: 'lesson.move', move: 'HQ' });
    expect(a.getSnapshot().matches({ explaining: 'correct' })).toBe(true);
    expect(seen).toEqual([[], ['CA'], ['CA']]);
    expect(a.getSnapshot().context.firstTry).toBe(0);
    expect(a.getSnapshot().context.mistakes).toBe(1);
    a.send({ type: 'lesson.next' });
    expect(a.getSnapshot().value).toBe('done');
  });

  it('a deal played without a wrong card is right at the first try; going back forgets the cards', () => {
    const a = createActor(lesson, { input: { steps: [{ kind: 'narrate', text: 'x' }, ...steps] } }).start();
    a.send({ type: 'lesson.next' });
    a.send({ type: 'lesson.move', move: 'CA' });
    a.send({ type: 'lesson.back' });
    expect(a.getSnapshot().context.played).toEqual([]);
    a.send({ type: 'lesson.next' });
    a.send({ type: 'lesson.move', move: 'CA' });
    a.send({ type: 'lesson.move', move: 'HQ' });
    expect(a.getSnapshot().matches({ explaining: 'correct' })).toBe(true);
    expect(a.getSnapshot().context.firstTry).toBe(1);
    expect(a.getSnapshot().context.mistakes).toBe(0);
  });
});
