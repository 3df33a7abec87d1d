/**
 * What the explained-deal generators share (`make-deals.ts` for trick games, `make-climb-deals.ts`
 * for climbing games): the game, its rules and its table read from the command line, the computer
 * player's move from a state (seeded by the deal's seed and the move's number), and an action
 * applied (an engine refusal stops the script, naming the reason).
 */
import { decide } from '../src/bots/index.ts';
import { deriveSeed } from '../src/engine/rng.ts';
import { variantEntry } from '../src/engine/variants.ts';
import { descriptorOf } from '../src/engine/descriptors.ts';
import type { Game, Seat } from '../src/engine/game.ts';
import type { RuleSet, VariantId } from '../src/engine/options.ts';
import type { LoggedAction } from '../src/islands-logic/deals.ts';

export type DealGame = Game<unknown, LoggedAction, Record<string, unknown>>;

export interface DealBot {
  game: VariantId;
  G: DealGame;
  /** `{ variant: game, preset }`. */
  ruleSet: RuleSet;
  /** `PLAYERS` from the environment, else the game's default table. */
  players: number;
  /** The computer player's action for `seat` at `level`, seeded by the deal's `seed` and the move's number `n`. */
  bot(s: unknown, seat: Seat, level: 'strong' | 'normal', seed: string, n: number): LoggedAction;
  /** The state after `a` (throws the engine's reason when it refuses it). */
  step(s: unknown, a: LoggedAction): unknown;
}

/** The deal bot of `game` playing by its `preset`. */
export function dealBot(game: VariantId, preset: string): DealBot {
  const G = variantEntry(game).game as unknown as DealGame;
  const ruleSet: RuleSet = { variant: game, preset };
  const players = Number(process.env['PLAYERS'] ?? descriptorOf(game).players.default);
  return {
    game,
    G,
    ruleSet,
    players,
    bot: (s, seat, level, seed, n) =>
      decide({
        variant: game,
        view: G.view(s, seat),
        legal: G.legalActions(s, seat),
        ruleSet,
        level,
        seed: deriveSeed(seed, 'bot', n),
      }).action as LoggedAction,
    step: (s, a) => {
      const o = G.apply(s, a);
      if (!o.ok) throw new Error(o.reason);
      return o.value;
    },
  };
}

/**
 * The command line `<game> <preset> <arg…>`, flags (`--name`, those in `known`) apart: the deal
 * bot, the further arguments in order and the flags given.
 */
export function dealArgs(
  argv: readonly string[],
  known: readonly string[] = [],
): { deal: DealBot; rest: string[]; flags: Set<string> } {
  const flags = new Set(argv.filter((a) => a.startsWith('--')));
  for (const f of flags)
    if (!known.includes(f)) throw new Error(`unknown flag ${f}: this script takes ${known.join(', ') || 'none'}`);
  const [game, preset, ...rest] = argv.filter((a) => !a.startsWith('--'));
  if (!game || !preset) throw new Error('usage: <game> <preset> <arguments…> (a game id and one of its presets)');
  return { deal: dealBot(game as VariantId, preset), rest, flags };
}
