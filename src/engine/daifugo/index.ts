/**
 * Daifugō (President) engine: public API.
 *
 * - options.ts — the rule options (SPEC §6 keys, values, defaults, sources, [choice] flags),
 *   presets `moderate` / `all` / `none`, `resolveDaifugoRules`, and `DAIFUGO_RULE_NOTES` (the
 *   decisions this engine makes where the sources are silent).
 * - core.ts — pure play rules on card strings: `interpretations` (what cards are as a play),
 *   `judgePlay` (legal + effects, or a plain-words reason), `legalPlays` / `hasLegalPlay`,
 *   `effectsOf`, ordering helpers (`cardLevel`, `sortByStrength`, `strongestCards`).
 * - game.ts — `daifugoGame: Game<DaifugoState, DaifugoAction, DaifugoView>`: deal, exchange,
 *   play, effects, the seven pass / ten discard / queen bomber decisions (actions of their own),
 *   finishing order, illegal finish, downfall, scoring, game end;
 *   `applyInPlace` (fast path), `replayDaifugo`, `setupOf`, `titlesFor`, `deckFor`.
 * - judge.ts — `daifugoJudgePlay` (SPEC §6.6) and its registration with the CLI judge.
 * - sim.ts — seeded uniform random play (`randomAction`, `playRandomRound`, `playRandomGame`).
 * - text.ts — one-line descriptions of moves, exchanges and round results.
 */
export * from './options.ts';
export * from './core.ts';
export * from './game.ts';
export * from './judge.ts';
export * from './sim.ts';
export * from './text.ts';
