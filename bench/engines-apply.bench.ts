/**
 * The `Game` contract's apply, on the 5-player default preset of each trick-taking variant:
 * `engine.<v>.apply_tricks_per_s` — whole tricks played through `Game.apply` from the state at
 * the start of play (fresh each hand), every action legal (a recorded random legal hand,
 * replayed), every state returned immutable to the caller. Per CPU-second of this process.
 */
import type { Game } from '../src/engine/game.ts';
import { japaneseGame } from '../src/engine/japanese/game.ts';
import { mightyGame } from '../src/engine/mighty/game.ts';
import { napGame } from '../src/engine/nap/game.ts';
import { twhkGame } from '../src/engine/twhk/game.ts';
import { randomAction } from '../src/bots/random.ts';
import { rates, type BenchFigure, type BenchSuite } from './harness.ts';

type Action = { type: string; seat?: number };
type AnyGame = Game<unknown, Action, unknown>;

const VARIANTS: [string, AnyGame, string][] = [
  ['japanese', japaneseGame as unknown as AnyGame, '>= 300000'],
  ['nap', napGame as unknown as AnyGame, '>= 300000'],
  ['tw-hk', twhkGame as unknown as AnyGame, '>= 300000'],
  ['mighty', mightyGame as unknown as AnyGame, '>= 300000'],
];

/** Hands recorded as (state at the start of play, the legal card plays of the hand). */
function record(game: AnyGame, variant: string, n: number): { start: unknown; plays: Action[]; tricks: number }[] {
  const out: { start: unknown; plays: Action[]; tricks: number }[] = [];
  for (let k = 0; out.length < n && k < n * 20; k++) {
    let s = game.setup({ ruleSet: { variant: variant as never }, players: 5, seed: `apply-${k}` });
    let i = 0;
    while (game.phase(s) !== 'play' && i < 500) {
      const seat = game.toAct(s)[0]!;
      s = (game.apply(s, randomAction(game.legalActions(s, seat), `a-${k}-${i++}`).action) as { value: unknown }).value;
    }
    if (game.phase(s) !== 'play') continue;
    const start = s;
    const plays: Action[] = [];
    while (game.phase(s) === 'play') {
      const seat = game.toAct(s)[0]!;
      // card plays only (Nap's "stop" and tw-hk's "command" are not tricks)
      const legal = game.legalActions(s, seat).filter((a) => a.type === 'play');
      const a = randomAction(legal, `p-${k}-${plays.length}`, 0).action;
      plays.push(a);
      s = (game.apply(s, a) as { value: unknown }).value;
    }
    out.push({ start, plays, tricks: plays.length / 5 });
  }
  return out;
}

const suite: BenchSuite = {
  name: 'engines: Game.apply',
  run(): BenchFigure[] {
    const figures: BenchFigure[] = [];
    for (const [variant, game, target] of VARIANTS) {
      const hands = record(game, variant, 64);
      let k = 0;
      let sink = 0;
      const tricksPerHand = hands[0]!.tricks;
      const r = rates(
        () => {
          const h = hands[k++ & 63]!;
          let s = h.start;
          for (const a of h.plays) {
            const out = game.apply(s, a);
            if (!out.ok) throw new Error(`${variant}: ${out.reason}`);
            s = out.value;
          }
          sink += game.phase(s).length;
        },
        1500,
        tricksPerHand,
      );
      if (sink < 0) console.log(sink);
      figures.push(
        { name: `engine.${variant}.apply_tricks_per_s`, value: r.cpu, unit: 'tricks/s', target },
        { name: `engine.${variant}.apply_tricks_per_wall_s`, value: r.wall, unit: 'tricks/s' },
      );
    }
    return figures;
  },
};
export default suite;
