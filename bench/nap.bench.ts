/**
 * English Nap benchmarks:
 * - engine.nap.hands_per_s: whole random 4-player hands on the fast path (deal, declarer,
 *   five tricks of random legal cards, trumps set by the opening lead), one thread.
 * Rates are per second of CPU time of this process (`*_wall_s`: per wall-clock second), so a
 *   busy shared machine does not lower them.
 * - engine.nap.tricks_per_s: the fast trick-winner function; the readable one beside it.
 * - engine.nap.game_hands_per_s: whole hands through the `Game` interface.
 */
import { ALL_CARDS, SUITS } from '../src/engine/cards.ts';
import { fastNapHand, fastNapWinner, napScratch } from '../src/engine/nap/fast.ts';
import { napGame, napTrickWinner, resolveNap } from '../src/engine/nap/index.ts';
import { Rng } from '../src/engine/rng.ts';
import { rates, opsPerSecond, type BenchFigure, type BenchSuite } from './harness.ts';

const suite: BenchSuite = {
  name: 'nap',
  run(): BenchFigure[] {
    const v = resolveNap({ rules: { misere: true, joker: true } });
    const sc = napScratch(v);
    const rng = new Rng('bench');
    let sink = 0;
    const hands = rates(
      () => {
        for (let i = 0; i < 100; i++) sink += fastNapHand(rng, sc);
      },
      1500,
      100,
    );
    const deck = Array.from({ length: 53 }, (_, i) => i);
    const tricks = Array.from({ length: 4096 }, (_, i) => Int32Array.from(new Rng(i).shuffle(deck).slice(0, 4)));
    let k = 0;
    const t = { trump: 0, trick: 2 };
    const tricksFast = rates(
      () => {
        for (let i = 0; i < 1000; i++) {
          const j = k++ & 4095;
          t.trump = (j % 5) - 1;
          sink += fastNapWinner(tricks[j]!, 4, t);
        }
      },
      1000,
      1000,
    );
    const named = tricks.map((tr) => Array.from(tr, (c) => ALL_CARDS[c]!));
    const tricksReadable = opsPerSecond(() => {
      const j = k++ & 4095;
      const trump = j % 5 === 0 ? null : SUITS[(j % 5) - 1]!;
      return napTrickWinner(named[j]!, { trump, trickNumber: 2, misere: trump === null });
    }, 1000);
    let g = 0;
    const gameHands = opsPerSecond(() => {
      let s = napGame.setup({ ruleSet: { variant: 'nap' }, seed: 'g' + g++ });
      while (s.phase === 'auction' || s.phase === 'play') {
        const seat = napGame.toAct(s)[0]!;
        const r = napGame.apply(s, rng.pick(napGame.legalActions(s, seat)));
        if (!r.ok) throw new Error(r.reason);
        s = r.value;
      }
    }, 1000);
    if (sink < 0) throw new Error('unreachable');
    return [
      { name: 'engine.nap.hands_per_s', value: hands.cpu, unit: 'hands/s', target: '>= 200000' },
      { name: 'engine.nap.tricks_per_s', value: tricksFast.cpu, unit: 'tricks/s' },
      { name: 'engine.nap.hands_per_wall_s', value: hands.wall, unit: 'hands/s' },
      { name: 'engine.nap.tricks_per_wall_s', value: tricksFast.wall, unit: 'tricks/s' },
      { name: 'engine.nap.readable_tricks_per_s', value: tricksReadable, unit: 'tricks/s' },
      {
        name: 'engine.nap.fast_over_readable',
        value: Math.round((10 * tricksFast.cpu) / tricksReadable) / 10,
        unit: 'fast trick winner over the readable one, this run',
        target: '>= 10',
      },
      { name: 'engine.nap.game_hands_per_s', value: gameHands, unit: 'hands/s' },
    ];
  },
};
export default suite;
