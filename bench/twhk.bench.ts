/**
 * Taiwanese / Hong Kong Napoleon benchmarks:
 * - engine.tw-hk.hands_per_s: whole random 5-player hands on the fast path (deal, contract,
 *   secretary card, ten tricks of random legal cards with summons), one thread.
 * Rates are per second of CPU time of this process (`*_wall_s`: per wall-clock second), so a
 *   busy shared machine does not lower them.
 * - engine.tw-hk.tricks_per_s: the fast trick-winner function; the readable one beside it.
 * - engine.tw-hk.game_hands_per_s: whole hands through the `Game` interface.
 */
import { ALL_CARDS, SUITS, type Suit } from '../src/engine/cards.ts';
import { fastTwhkHand, fastTwhkWinner, twhkScratch, F_BJ, F_LJ } from '../src/engine/twhk/fast.ts';
import { resolveTwhk, twhkContext, twhkGame, twhkTrickWinner } from '../src/engine/twhk/index.ts';
import { Rng } from '../src/engine/rng.ts';
import { rates, opsPerSecond, type BenchFigure, type BenchSuite } from './harness.ts';

const suite: BenchSuite = {
  name: 'tw-hk',
  run(): BenchFigure[] {
    const v = resolveTwhk({});
    const sc = twhkScratch(v);
    const rng = new Rng('bench');
    let sink = 0;
    const hands = rates(
      () => {
        for (let i = 0; i < 100; i++) sink += fastTwhkHand(rng, sc);
      },
      1500,
      100,
    );
    const deck = [...Array.from({ length: 52 }, (_, i) => i), F_BJ, F_LJ];
    const tricks = Array.from({ length: 4096 }, (_, i) => Int32Array.from(new Rng(i).shuffle(deck).slice(0, 5)));
    const secs = tricks.map((_, i) => deck[(i * 7) % 54]!);
    let k = 0;
    const t = {
      trump: 0,
      sec: -1,
      trick: 1,
      totalTricks: 10,
      declared: 0,
      summon: false,
      command: false,
      summonMode: 0,
    };
    const tricksFast = rates(
      () => {
        for (let i = 0; i < 1000; i++) {
          const j = k++ & 4095;
          t.trump = j % 5;
          t.sec = secs[j]!;
          t.trick = 1 + (j % 10);
          t.declared = j & 3;
          sink += fastTwhkWinner(tricks[j]!, 5, t);
        }
      },
      1000,
      1000,
    );
    const named = tricks.map((tr) => Array.from(tr, (c) => ALL_CARDS[c]!));
    const tricksReadable = opsPerSecond(() => {
      const j = k++ & 4095;
      const trump: Suit | null = j % 5 === 4 ? null : SUITS[j % 5]!;
      return twhkTrickWinner(
        named[j]!,
        twhkContext(v, trump, ALL_CARDS[secs[j]!]!, 1 + (j % 10), { declared: SUITS[j & 3]! }),
      );
    }, 1000);
    let g = 0;
    const gameHands = opsPerSecond(() => {
      let s = twhkGame.setup({ ruleSet: { variant: 'tw-hk' }, seed: 'g' + g++ });
      while (s.phase !== 'handOver') {
        const seat = twhkGame.toAct(s)[0]!;
        const acts = twhkGame.legalActions(s, seat);
        const pass = s.phase === 'auction' && rng.int(3) > 0 ? acts.find((a) => a.type === 'pass') : undefined;
        const r = twhkGame.apply(s, pass ?? rng.pick(acts));
        if (!r.ok) throw new Error(r.reason);
        s = r.value;
      }
    }, 1000);
    if (sink < 0) throw new Error('unreachable');
    return [
      { name: 'engine.tw-hk.hands_per_s', value: hands.cpu, unit: 'hands/s', target: '>= 100000' },
      { name: 'engine.tw-hk.tricks_per_s', value: tricksFast.cpu, unit: 'tricks/s' },
      { name: 'engine.tw-hk.hands_per_wall_s', value: hands.wall, unit: 'hands/s' },
      { name: 'engine.tw-hk.tricks_per_wall_s', value: tricksFast.wall, unit: 'tricks/s' },
      { name: 'engine.tw-hk.readable_tricks_per_s', value: tricksReadable, unit: 'tricks/s' },
      {
        name: 'engine.tw-hk.fast_over_readable',
        value: Math.round((10 * tricksFast.cpu) / tricksReadable) / 10,
        unit: 'fast trick winner over the readable one, this run',
        target: '>= 10',
      },
      { name: 'engine.tw-hk.game_hands_per_s', value: gameHands, unit: 'hands/s' },
    ];
  },
};
export default suite;
