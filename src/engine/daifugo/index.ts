/**
 * Daifugō (President) engine: public API. See core.ts (plays, effects, legal plays),
 * game.ts (whole games), options.ts (rule options and presets) and judge.ts (SPEC §6.6).
 */
export * from './options.ts';
export * from './core.ts';
export * from './game.ts';
export * from './judge.ts';
export * from './sim.ts';
export * from './text.ts';
