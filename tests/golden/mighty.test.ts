/**
 * Golden playthrough for Mighty (preset pagat): one seeded hand with a simple random bot,
 * as readable text, compared with tests/golden/mighty-pagat.txt (rewritten only with
 * UPDATE_GOLDEN=1).
 */
import { describe, it } from 'vitest';
import { cardLabel } from '../../src/engine/cards.ts';
import { mightyGame as G, type MightyAction, type MightyState } from '../../src/engine/mighty/index.ts';
import { Rng } from '../../src/engine/rng.ts';
import { cards, expectGolden, handLines, strain } from './golden-text.ts';

function pick(s: MightyState, acts: MightyAction[], rng: Rng): MightyAction {
  if (s.phase === 'auction') {
    const bids = acts.filter((a) => a.type === 'bid');
    return rng.int(10) < 6 || bids.length === 0
      ? acts.find((a) => a.type === 'pass')!
      : bids[rng.int(Math.min(3, bids.length))]!;
  }
  if (s.phase === 'trump')
    return rng.int(4) === 0 ? rng.pick(acts) : acts.find((a) => a.type === 'trump' && a.strain === s.contract!.strain)!;
  // one card at a time in the exchange (the legal list also offers several at once)
  return rng.pick(acts.filter((a) => a.type !== 'discard' || a.cards.length === 1));
}

function describeAction(s: MightyState, a: MightyAction): string | null {
  switch (a.type) {
    case 'bid':
      return `seat ${a.seat} bids ${a.number} ${strain(a.strain)}`;
    case 'pass':
      return `seat ${a.seat} passes`;
    case 'misdeal':
      return `seat ${a.seat} calls a misdeal: redeal`;
    case 'discard':
      return `declarer discards ${cards(a.cards)}`;
    case 'trump':
      return `declarer ${a.strain === s.contract!.strain ? 'keeps' : 'changes'} trumps: ${strain(a.strain)}`;
    case 'friend':
      return `declarer calls ${a.mode === 'card' ? `the friend card ${cardLabel(a.card)}` : a.mode === 'none' ? 'no friend' : 'the first-trick friend'}`;
    default:
      return null;
  }
}

function playthrough(seed: string): string {
  const { lines, end } = handLines(
    G,
    G.setup({ ruleSet: { variant: 'mighty', preset: 'pagat' }, seed }),
    new Rng(seed),
    {
      pick,
      apart: (s) => `kitty: ${cards(s.kitty)}`,
      say: (before, a, s) => {
        const text = describeAction(before, a);
        return [
          text && `  ${text}`,
          before.phase === 'friend'
            ? `Contract ${s.contract!.number} ${strain(s.contract!.strain)} by seat ${s.declarer}; mighty ${cardLabel(G.view(s, null).mighty)}, ripper ${cardLabel(G.view(s, null).ripper)}`
            : null,
        ];
      },
      extras: (before, t) => [
        t.plays[0]!.declared ? `names ${strain(t.plays[0]!.declared)}` : '',
        before.trick!.calls['ripper'] === true ? 'ripper call' : '',
      ],
    },
  );
  const res = end.result!;
  return [
    `Mighty — preset pagat, 5 players, seed "${seed}"`,
    '',
    ...lines,
    `Result: declarer seat ${res.declarer}, ${res.partner === 'friend' ? `friend seat ${res.friend}` : res.partner === 'none' ? 'no friend' : 'alone'}, ${res.points} points against ${res.contract.number}: ${res.score.made ? 'made' : 'failed'}${res.score.doublings.length ? ` (doubled: ${res.score.doublings.join(', ')})` : ''}`,
    `Scores: ${res.deltas.join(' ')}`,
    '',
  ].join('\n');
}

describe('mighty golden playthrough', () => {
  it('matches tests/golden/mighty-pagat.txt', () => {
    expectGolden('mighty-pagat.txt', playthrough('golden-pagat'));
  });
});
