/**
 * What the golden playthroughs share: card and suit words, a finished trick's line, one hand of a
 * table game played from a seed, and the comparison with the golden file (tests/golden/<name>,
 * rewritten only with UPDATE_GOLDEN=1).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { cardLabel, sortCanonical } from '../../src/engine/cards.ts';
import type { Game } from '../../src/engine/game.ts';
import type { Rng } from '../../src/engine/rng.ts';
import type { CompletedTrick, TrickHand } from '../../src/engine/trick/index.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** Cards in the canonical order, by their labels. */
export const cards = (cs: readonly string[]) => sortCanonical(cs).map(cardLabel).join(' ');
/** A suit's symbol, or no-trump. */
export const strain = (s: string) => (s === 'NT' ? 'no-trump' : cardLabel(s + '2').slice(0, 1));

/** `text` is the golden file `name` (written instead with UPDATE_GOLDEN=1). */
export function expectGolden(name: string, text: string): void {
  const file = join(here, name);
  if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(file, text);
  else if (!existsSync(file)) throw new Error(`missing ${file}: run with UPDATE_GOLDEN=1`);
  expect(text).toBe(readFileSync(file, 'utf8'));
}

/** A finished trick: `label` (its number), each seat's card, `extras` in brackets, the winner and why. */
export function trickLine(label: string, t: CompletedTrick, extras: readonly string[] = []): string {
  const said = extras.filter(Boolean).join(', ');
  return `  trick ${label}: ${t.plays.map((p) => `${p.seat}:${cardLabel(p.card)}`).join(' ')}${said ? ` (${said})` : ''} → seat ${t.winner}. ${t.explanation.text}`;
}

interface TableState {
  phase: string;
  dealNo: number;
  dealer: number;
  hands: string[][];
  trick: TrickHand | null;
}

/**
 * One hand of a table game from `s` until its phase is `handOver`, played by `pick`, as lines: each
 * deal (the hands and the cards `apart`), what `say` says of each action, each finished trick with
 * its `extras` (read from the state before it ended).
 */
export function handLines<S extends TableState, A>(
  game: Game<S, A, unknown>,
  s: S,
  rng: Rng,
  o: {
    pick(s: S, acts: A[], rng: Rng): A;
    apart(s: S): string;
    say(before: S, a: A, after: S): (string | null)[];
    extras(before: S, t: CompletedTrick): string[];
  },
): { lines: string[]; end: S } {
  const lines: string[] = [];
  let deal = -1;
  while (s.phase !== 'handOver') {
    if (s.dealNo !== deal) {
      deal = s.dealNo;
      lines.push(`Deal ${deal} (dealer seat ${s.dealer})`);
      s.hands.forEach((h, i) => lines.push(`  seat ${i}: ${cards(h)}`));
      lines.push(`  ${o.apart(s)}`);
    }
    const seat = game.toAct(s)[0]!;
    const a = o.pick(s, game.legalActions(s, seat), rng);
    const before = s;
    const r = game.apply(s, a);
    if (!r.ok) throw new Error(r.reason);
    s = r.value;
    for (const line of o.say(before, a, s)) if (line) lines.push(line);
    const done = s.trick?.completed.length ?? 0;
    if (before.trick && done > before.trick.completed.length) {
      const t = s.trick!.completed[done - 1]!;
      lines.push(trickLine(String(done), t, o.extras(before, t)));
    }
  }
  return { lines, end: s };
}
