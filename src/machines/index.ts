/**
 * Flow machines (XState 5): the practice table (`createVariantFlowMachine`, or the generic
 * `createFlowMachine` over any `Game`), puzzles (`createPuzzleMachine`) and lessons
 * (`createLessonMachine`). They hold the flow only; every rule question goes to the engine.
 */
export * from './flow.ts';
export * from './puzzle.ts';
export * from './lesson.ts';
export * from './variants.ts';
