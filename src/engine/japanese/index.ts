/**
 * Japanese Napoleon (SPEC §2): the public API of the engine.
 *
 * - Options and presets: {@link JAPANESE_OPTIONS}, {@link JAPANESE_PRESETS}, {@link resolveJapaneseRules}.
 * - Tricks: {@link trickWinner} (with explanation), {@link legalCards}, {@link japaneseRanking}.
 * - Judge functions (same answers as `npm run judge`): {@link japaneseTrickWinner},
 *   {@link japaneseLegalCards}, {@link japaneseScore}.
 * - The game: {@link japaneseGame} (`Game<JapaneseState, JapaneseAction, JapaneseView>`), {@link japaneseView}.
 */
export * from './options.ts';
export * from './deck.ts';
export * from './tricks.ts';
export * from './scoring.ts';
export * from './judge.ts';
export * from './game.ts';
