/**
 * Golden playthroughs for tw-hk (presets taiwan and hongkong): one seeded hand each with a
 * simple random bot, as readable text, compared with tests/golden/twhk-<preset>.txt
 * (rewritten only with UPDATE_GOLDEN=1).
 */
import { describe, it } from 'vitest';
import { cardLabel } from '../../src/engine/cards.ts';
import { twhkBidLabel, twhkGame as G, type TwhkAction, type TwhkState } from '../../src/engine/twhk/index.ts';
import { Rng } from '../../src/engine/rng.ts';
import { cards, expectGolden, handLines, strain } from './golden-text.ts';

function pick(s: TwhkState, acts: TwhkAction[], rng: Rng): TwhkAction {
  if (s.phase === 'auction') {
    const bids = acts.filter((a) => a.type === 'bid');
    return rng.int(10) < 6 || bids.length === 0
      ? acts.find((a) => a.type === 'pass')!
      : bids[rng.int(Math.min(3, bids.length))]!;
  }
  const cmd = acts.find((a) => a.type === 'command');
  if (cmd && rng.int(6) === 0) return cmd;
  // one card at a time in the exchange (the legal list also offers several at once)
  return rng.pick(acts.filter((a) => a.type !== 'command' && (a.type !== 'discard' || a.cards.length === 1)));
}

function describeAction(a: TwhkAction): string | null {
  switch (a.type) {
    case 'bid':
      return `seat ${a.seat} bids ${twhkBidLabel({ heads: a.heads, strain: a.strain ?? null })}`;
    case 'pass':
      return `seat ${a.seat} passes`;
    case 'trump':
      return `Napoleon names trumps: ${strain(a.strain)}`;
    case 'discard':
      return `Napoleon discards ${cards(a.cards)}`;
    case 'secretary':
      return `Napoleon names the secretary card ${cardLabel(a.card)}`;
    case 'command':
      return `Napoleon orders the secretary card played`;
    default:
      return null;
  }
}

function playthrough(preset: string, seed: string): string {
  const { lines, end } = handLines(G, G.setup({ ruleSet: { variant: 'tw-hk', preset }, seed }), new Rng(seed), {
    pick,
    apart: (s) => `widow: ${cards(s.widow)}`,
    say: (before, a, s) => {
      const text = describeAction(a);
      return [
        text && `  ${text}`,
        before.phase === 'secretary'
          ? `Napoleon seat ${s.napoleon}, ${twhkBidLabel(s.bid!)}; ${s.secretary === null ? 'dictator' : `secretary seat ${s.secretary}`}`
          : null,
      ];
    },
    extras: (before, t) => [
      t.plays[0]!.declared ? `names ${strain(t.plays[0]!.declared)}` : '',
      before.trick!.calls['summon'] ? 'summon' : '',
      before.trick!.calls['command'] ? 'command' : '',
    ],
  });
  const res = end.result!;
  return [
    `Taiwanese/Hong Kong Napoleon — preset ${preset}, 5 players, seed "${seed}"`,
    '',
    ...lines,
    `Result: ${res.points} heads against ${res.bid.heads}: ${res.score.made ? 'made' : 'failed'}`,
    `Scores: ${res.deltas.join(' ')}`,
    '',
  ].join('\n');
}

describe('tw-hk golden playthroughs', () => {
  it.each(['taiwan', 'hongkong'])('matches tests/golden/twhk-%s.txt', (preset) => {
    expectGolden(`twhk-${preset}.txt`, playthrough(preset, `golden-${preset}`));
  });
});
