/**
 * Mighty benchmarks:
 * - engine.mighty.hands_per_s: whole random 5-player hands on the fast path (deal, contract,
 *   friend, ten tricks of random legal cards), one thread.
 * Rates are per second of CPU time of this process (`*_wall_s`: per wall-clock second), so a
 *   busy shared machine does not lower them.
 * - engine.mighty.tricks_per_s: the fast trick-winner function; the readable one beside it.
 * - engine.mighty.game_hands_per_s: whole hands through the `Game` interface (auction,
 *   kitty, friend, play; every action validated and the state copied).
 */
import { ALL_CARDS, SUITS, type Suit } from '../src/engine/cards.ts';
import { fastMightyHand, fastMightyWinner, mightyScratch } from '../src/engine/mighty/fast.ts';
import {
  mightyContext,
  mightyGame,
  mightyTrickWinner,
  resolveMighty,
  MIGHTY_DECK,
} from '../src/engine/mighty/index.ts';
import { Rng } from '../src/engine/rng.ts';
import { rates, opsPerSecond, type BenchFigure, type BenchSuite } from './harness.ts';

const suite: BenchSuite = {
  name: 'mighty',
  run(): BenchFigure[] {
    const v = resolveMighty({});
    const sc = mightyScratch();
    const rng = new Rng('bench');
    let sink = 0;
    const hands = rates(
      () => {
        for (let i = 0; i < 100; i++) sink += fastMightyHand(v, rng, sc);
      },
      1500,
      100,
    );
    const deck = MIGHTY_DECK.map((_, i) => (i === 52 ? 52 : i));
    const tricks = Array.from({ length: 4096 }, (_, i) => Int32Array.from(new Rng(i).shuffle(deck).slice(0, 5)));
    let k = 0;
    const tricksFast = rates(
      () => {
        for (let i = 0; i < 1000; i++) {
          const j = k++ & 4095;
          sink += fastMightyWinner(v, tricks[j]!, 5, {
            trump: j % 5,
            trick: 1 + (j % 10),
            declared: j & 3,
            ripperCall: false,
          });
        }
      },
      1000,
      1000,
    );
    const named = tricks.map((t) => Array.from(t, (c) => ALL_CARDS[c]!));
    const tricksReadable = opsPerSecond(() => {
      const j = k++ & 4095;
      const trump: Suit | null = j % 5 === 4 ? null : SUITS[j % 5]!;
      return mightyTrickWinner(named[j]!, mightyContext(v, trump, 1 + (j % 10), { declared: SUITS[j & 3]! }));
    }, 1000);
    let g = 0;
    const gameHands = opsPerSecond(() => {
      let s = mightyGame.setup({ ruleSet: { variant: 'mighty' }, seed: 'g' + g++ });
      while (s.phase !== 'handOver') {
        const seat = mightyGame.toAct(s)[0]!;
        const r = mightyGame.apply(s, rng.pick(mightyGame.legalActions(s, seat)));
        if (!r.ok) throw new Error(r.reason);
        s = r.value;
      }
    }, 1000);
    if (sink < 0) throw new Error('unreachable');
    return [
      { name: 'engine.mighty.hands_per_s', value: hands.cpu, unit: 'hands/s', target: '>= 100000' },
      { name: 'engine.mighty.tricks_per_s', value: tricksFast.cpu, unit: 'tricks/s' },
      { name: 'engine.mighty.hands_per_wall_s', value: hands.wall, unit: 'hands/s' },
      { name: 'engine.mighty.tricks_per_wall_s', value: tricksFast.wall, unit: 'tricks/s' },
      { name: 'engine.mighty.readable_tricks_per_s', value: tricksReadable, unit: 'tricks/s' },
      {
        name: 'engine.mighty.fast_over_readable',
        value: Math.round((10 * tricksFast.cpu) / tricksReadable) / 10,
        unit: 'fast trick winner over the readable one, this run',
        target: '>= 10',
      },
      { name: 'engine.mighty.game_hands_per_s', value: gameHands, unit: 'hands/s' },
    ];
  },
};
export default suite;
