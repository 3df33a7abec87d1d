/**
 * Golden playthrough for Mighty (preset pagat): one seeded hand with a simple random bot,
 * as readable text, compared with tests/golden/mighty-pagat.txt (rewritten only with
 * UPDATE_GOLDEN=1).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cardLabel, sortCanonical } from '../../src/engine/cards.ts';
import { mightyGame as G, type MightyAction, type MightyState } from '../../src/engine/mighty/index.ts';
import { Rng } from '../../src/engine/rng.ts';

const here = dirname(fileURLToPath(import.meta.url));
const cards = (cs: readonly string[]) => sortCanonical(cs).map(cardLabel).join(' ');
const strain = (s: string) => (s === 'NT' ? 'no-trump' : cardLabel(s + '2').slice(0, 1));

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
  let s = G.setup({ ruleSet: { variant: 'mighty', preset: 'pagat' }, seed });
  const rng = new Rng(seed);
  const lines = [`Mighty — preset pagat, 5 players, seed "${seed}"`, ''];
  let deal = -1;
  while (s.phase !== 'handOver') {
    if (s.dealNo !== deal) {
      deal = s.dealNo;
      lines.push(`Deal ${deal} (dealer seat ${s.dealer})`);
      s.hands.forEach((h, i) => lines.push(`  seat ${i}: ${cards(h)}`));
      lines.push(`  kitty: ${cards(s.kitty)}`);
    }
    const seat = G.toAct(s)[0]!;
    const a = pick(s, G.legalActions(s, seat), rng);
    const text = describeAction(s, a);
    const before = s;
    const r = G.apply(s, a);
    if (!r.ok) throw new Error(r.reason);
    s = r.value;
    if (text) lines.push(`  ${text}`);
    if (before.phase === 'friend')
      lines.push(
        `Contract ${s.contract!.number} ${strain(s.contract!.strain)} by seat ${s.declarer}; mighty ${cardLabel(G.view(s, null).mighty)}, ripper ${cardLabel(G.view(s, null).ripper)}`,
      );
    const done = s.trick?.completed.length ?? 0;
    if (before.trick && done > before.trick.completed.length) {
      const t = s.trick!.completed[done - 1]!;
      const lead = t.plays[0]!;
      const extras = [
        lead.declared ? `names ${strain(lead.declared)}` : '',
        before.trick.calls['ripper'] === true ? 'ripper call' : '',
      ]
        .filter(Boolean)
        .join(', ');
      lines.push(
        `  trick ${done}: ${t.plays.map((p) => `${p.seat}:${cardLabel(p.card)}`).join(' ')}${extras ? ` (${extras})` : ''} → seat ${t.winner}. ${t.explanation.text}`,
      );
    }
  }
  const res = s.result!;
  lines.push(
    `Result: declarer seat ${res.declarer}, ${res.partner === 'friend' ? `friend seat ${res.friend}` : res.partner === 'none' ? 'no friend' : 'alone'}, ${res.points} points against ${res.contract.number}: ${res.score.made ? 'made' : 'failed'}${res.score.doublings.length ? ` (doubled: ${res.score.doublings.join(', ')})` : ''}`,
  );
  lines.push(`Scores: ${res.deltas.join(' ')}`, '');
  return lines.join('\n');
}

describe('mighty golden playthrough', () => {
  it('matches tests/golden/mighty-pagat.txt', () => {
    const file = join(here, 'mighty-pagat.txt');
    const text = playthrough('golden-pagat');
    if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(file, text);
    else if (!existsSync(file)) throw new Error(`missing ${file}: run with UPDATE_GOLDEN=1`);
    expect(text).toBe(readFileSync(file, 'utf8'));
  });
});
