/**
 * Golden playthroughs for tw-hk (presets taiwan and hongkong): one seeded hand each with a
 * simple random bot, as readable text, compared with tests/golden/twhk-<preset>.txt
 * (rewritten only with UPDATE_GOLDEN=1).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cardLabel, sortCanonical } from '../../src/engine/cards.ts';
import { twhkBidLabel, twhkGame as G, type TwhkAction, type TwhkState } from '../../src/engine/twhk/index.ts';
import { Rng } from '../../src/engine/rng.ts';

const here = dirname(fileURLToPath(import.meta.url));
const cards = (cs: readonly string[]) => sortCanonical(cs).map(cardLabel).join(' ');
const strain = (s: string) => (s === 'NT' ? 'no-trump' : cardLabel(s + '2').slice(0, 1));

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
  let s = G.setup({ ruleSet: { variant: 'tw-hk', preset }, seed });
  const rng = new Rng(seed);
  const lines = [`Taiwanese/Hong Kong Napoleon — preset ${preset}, 5 players, seed "${seed}"`, ''];
  let deal = -1;
  while (s.phase !== 'handOver') {
    if (s.dealNo !== deal) {
      deal = s.dealNo;
      lines.push(`Deal ${deal} (dealer seat ${s.dealer})`);
      s.hands.forEach((h, i) => lines.push(`  seat ${i}: ${cards(h)}`));
      lines.push(`  widow: ${cards(s.widow)}`);
    }
    const seat = G.toAct(s)[0]!;
    const a = pick(s, G.legalActions(s, seat), rng);
    const text = describeAction(a);
    const before = s;
    const r = G.apply(s, a);
    if (!r.ok) throw new Error(r.reason);
    s = r.value;
    if (text) lines.push(`  ${text}`);
    if (before.phase === 'secretary') {
      lines.push(
        `Napoleon seat ${s.napoleon}, ${twhkBidLabel(s.bid!)}; ${s.secretary === null ? 'dictator' : `secretary seat ${s.secretary}`}`,
      );
    }
    const done = s.trick?.completed.length ?? 0;
    if (before.trick && done > before.trick.completed.length) {
      const t = s.trick!.completed[done - 1]!;
      const lead = t.plays[0]!;
      const calls = before.trick.calls;
      const extras = [
        lead.declared ? `names ${strain(lead.declared)}` : '',
        calls['summon'] ? 'summon' : '',
        calls['command'] ? 'command' : '',
      ]
        .filter(Boolean)
        .join(', ');
      lines.push(
        `  trick ${done}: ${t.plays.map((p) => `${p.seat}:${cardLabel(p.card)}`).join(' ')}${extras ? ` (${extras})` : ''} → seat ${t.winner}. ${t.explanation.text}`,
      );
    }
  }
  const res = s.result!;
  lines.push(`Result: ${res.points} heads against ${res.bid.heads}: ${res.score.made ? 'made' : 'failed'}`);
  lines.push(`Scores: ${res.deltas.join(' ')}`, '');
  return lines.join('\n');
}

describe('tw-hk golden playthroughs', () => {
  it.each(['taiwan', 'hongkong'])('matches tests/golden/twhk-%s.txt', (preset) => {
    const file = join(here, `twhk-${preset}.txt`);
    const text = playthrough(preset, `golden-${preset}`);
    if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(file, text);
    else if (!existsSync(file)) throw new Error(`missing ${file}: run with UPDATE_GOLDEN=1`);
    expect(text).toBe(readFileSync(file, 'utf8'));
  });
});
