/**
 * Flow machines (XState 5): the practice table (`createVariantFlowMachine`, or the generic
 * `createFlowMachine` over any `Game`), puzzles (`createPuzzleMachine`) and lessons
 * (`createLessonMachine`). They hold the flow only; every rule question goes to the engine.
 *
 * A practice table:
 *
 *   const client = workerClient(new Worker(new URL('../bots/worker.ts', import.meta.url), { type: 'module' }));
 *   const machine = createVariantFlowMachine('mighty', chooserFor('mighty', { ruleSet, level: 'normal', client }));
 *   const actor = createActor(machine, {
 *     input: { ruleSet, seed, seats: ['human', 'computer', 'computer', 'computer', 'computer'], delayMs: 600, learning: true },
 *   }).start();
 *   actor.send({ type: 'game.act', action });   // a human move (refused with context.error if illegal)
 *   snapshot.matches({ tricks: 'human' });      // whose turn, which step
 *   snapshot.context.lastTrick;                  // review of the last trick / pile
 */
export * from './flow.ts';
export * from './puzzle.ts';
export * from './lesson.ts';
export * from './variants.ts';
