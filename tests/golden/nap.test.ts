/**
 * Golden playthrough for English Nap (preset standard, with Misère/Wellington/Blücher and
 * the joker on): three seeded hands with a simple random bot, as readable text, compared
 * with tests/golden/nap-standard.txt (rewritten only with UPDATE_GOLDEN=1).
 */
import { describe, it } from 'vitest';
import { cardLabel } from '../../src/engine/cards.ts';
import { napBidLabel, napGame as G, type NapAction, type NapState } from '../../src/engine/nap/index.ts';
import { Rng } from '../../src/engine/rng.ts';
import { cards, expectGolden, trickLine } from './golden-text.ts';

function pick(s: NapState, acts: NapAction[], rng: Rng): NapAction {
  if (s.phase === 'auction') {
    const bids = acts.filter((a) => a.type === 'bid');
    return rng.int(10) < 5 || bids.length === 0
      ? acts.find((a) => a.type === 'pass')!
      : bids[rng.int(Math.min(2, bids.length))]!;
  }
  const stop = acts.find((a) => a.type === 'stop');
  if (stop && rng.int(2) === 0) return stop;
  return rng.pick(acts.filter((a) => a.type !== 'stop'));
}

function playthrough(seed: string): string {
  const rules = { misere: true, wellington: true, blucher: true, joker: true, rounds: 3 };
  let s = G.setup({ ruleSet: { variant: 'nap', preset: 'standard', rules }, seed });
  const rng = new Rng(seed);
  const lines = [`English Nap — preset standard with ${JSON.stringify(rules)}, 4 players, seed "${seed}"`, ''];
  let deal = -1;
  while (!G.isGameOver(s)) {
    if (s.dealNo !== deal) {
      deal = s.dealNo;
      lines.push(`Deal ${deal} (dealer seat ${s.dealer})`);
      s.hands.forEach((h, i) => lines.push(`  seat ${i}: ${cards(h)}`));
    }
    const seat = G.toAct(s)[0]!;
    const a = pick(s, G.legalActions(s, seat), rng);
    const before = s;
    const r = G.apply(s, a);
    if (!r.ok) throw new Error(r.reason);
    s = r.value;
    if (a.type === 'bid') lines.push(`  seat ${a.seat} bids ${napBidLabel(a.bid)}`);
    if (a.type === 'pass') lines.push(`  seat ${a.seat} passes`);
    if (before.phase === 'auction' && s.phase === 'play')
      lines.push(`Declarer seat ${s.declarer}: ${napBidLabel(s.bid!)}`);
    if (a.type === 'stop') lines.push(`  seat ${a.seat} stops the hand: the result is certain`);
    const done = before.trick && s.trick ? s.trick.completed.length : 0;
    if (before.trick && s.trick && done > before.trick.completed.length) {
      const t = s.trick.completed[done - 1]!;
      const trumps =
        done === 1 ? (s.trump ? ` (trumps: ${cardLabel(s.trump + '2').slice(0, 1)})` : ' (Misère: no trumps)') : '';
      lines.push(trickLine(`${done}${trumps}`, t));
    }
    if (s.result && s.result !== before.result) {
      const res = s.result;
      lines.push(
        `Result: ${res.tricks} tricks for ${napBidLabel(res.bid)}: ${res.made ? 'made' : 'failed'}${res.stopped ? ' (stopped early)' : ''}`,
      );
      lines.push(`Scores: ${res.deltas.join(' ')} — totals ${s.totals.join(' ')}`, '');
    }
  }
  return lines.join('\n');
}

describe('nap golden playthrough', () => {
  it('matches tests/golden/nap-standard.txt', () => {
    expectGolden('nap-standard.txt', playthrough('golden-standard'));
  });
});
