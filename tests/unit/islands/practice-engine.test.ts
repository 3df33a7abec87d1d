/**
 * The practice table's engine loaded per game (issue #29): the island's loader gives each game's
 * adapter with its `Game`, the setup form's players before the engine is there, a saved file's
 * game read before its engine loads, and the review's facts each adapter gives (`handTarget`) in
 * place of the table's branches on a game's id.
 */
import { describe, expect, it } from 'vitest';
import { DESCRIPTORS } from '../../../src/engine/descriptors.ts';
import { Rng } from '../../../src/engine/rng.ts';
import { VARIANT_IDS, type VariantId } from '../../../src/engine/options.ts';
import type { TrickEngine } from '../../../src/islands-logic/engines/types.ts';
import { loadPracticeEngine, practiceEngine, practiceEngineNow } from '../../../src/islands-logic/practice-engine.ts';
import { declaredPlayers, type AnyAction } from '../../../src/islands-logic/practice.ts';
import { HAND_FILE_MAX_BYTES as FILE_LIMIT } from '../../../src/islands-logic/hand-file.ts';
import { fileGame, HAND_FILE_MAX_BYTES } from '../../../src/components/PracticeShare.tsx';

describe('one game’s engine for the practice table', () => {
  it.each(VARIANT_IDS)('%s: the adapter and the Game of that game, the same object each time', async (v) => {
    const e = await loadPracticeEngine(v);
    expect(e.variant).toBe(v);
    expect(e.game.variant).toBe(v);
    expect(await loadPracticeEngine(v)).toBe(e);
    expect(practiceEngine(v)).toBe(e);
  });

  it('an engine not loaded is named, never guessed', () => {
    expect(practiceEngineNow('whist' as VariantId)).toBeNull();
    expect(() => practiceEngine('whist' as VariantId)).toThrow(/unknown game "whist"/);
  });
});

describe('the players of a rule choice before the engine has loaded', () => {
  it.each(VARIANT_IDS)('%s: what the engine says for every preset, and for a players choice', (v) => {
    const e = practiceEngine(v);
    for (const p of e.presets)
      expect(declaredPlayers(e, { preset: p.id, rules: {} })).toBe(e.players({ preset: p.id }));
    const decl = e.options['players']!;
    const counts = decl.kind === 'enum' ? decl.values.map(Number) : decl.kind === 'int' ? [decl.min, decl.max] : [];
    for (const n of counts) {
      const rc = { preset: e.presets[0]!.id, rules: { players: decl.kind === 'enum' ? String(n) : n } };
      expect(declaredPlayers(e, rc)).toBe(n);
    }
  });
});

describe('a saved file names its game before its engine loads', () => {
  it('the game of a saved hand, and nothing for text that is not one', () => {
    expect(fileGame(JSON.stringify({ etori: 'practice-hand', variant: 'mighty' }))).toBe('mighty');
    expect(fileGame(JSON.stringify({ variant: 'whist' }))).toBeNull();
    expect(fileGame('not json')).toBeNull();
    expect(fileGame('null')).toBeNull();
  });

  it('the island refuses the same file sizes as the reader', () => {
    expect(HAND_FILE_MAX_BYTES).toBe(FILE_LIMIT);
  });
});

/** A finished hand's view: seeded random moves until the view shows the hand's result. */
function finishedHand(v: VariantId, seed: string): Record<string, unknown> {
  const { game, players } = practiceEngine(v);
  let s = game.setup({ ruleSet: { variant: v }, seed, players: players({}) });
  const rng = new Rng(seed);
  for (let i = 0; i < 2000; i++) {
    const view = game.view(s, 0);
    if (view['result']) return view;
    const seat = game.toAct(s)[0];
    if (seat === undefined) break;
    const r = game.apply(s, rng.pick(game.legalActions(s, seat)) as AnyAction);
    if (r.ok) s = r.value;
  }
  throw new Error(`${v}: no hand finished`);
}

const TRICK_GAMES = DESCRIPTORS.filter((d) => d.kind === 'trick').map((d) => d.id);

describe('the review’s facts of a finished hand come from the game’s adapter', () => {
  it.each(TRICK_GAMES)('%s: the declaring side, its target and what it made, as the result says', (v) => {
    const e = practiceEngine(v) as TrickEngine & { game: unknown };
    for (const seed of ['review-1', 'review-2', 'review-3']) {
      const view = finishedHand(v, `${v}-${seed}`);
      const r = view['result'] as Record<string, unknown>;
      const t = e.handTarget!(view);
      const declarer = (r['napoleon'] ?? r['declarer']) as number;
      expect(t.side[0]).toBe(declarer);
      expect(t.side.length).toBeLessThanOrEqual(2);
      expect(t.need).toBeGreaterThanOrEqual(0);
      expect(t.final).toBe(r['points'] ?? r['tricks']);
    }
  });

  it.each(TRICK_GAMES)('%s: the cards that count add up to what the score calculator allows', (v) => {
    const e = practiceEngine(v) as TrickEngine;
    const t = e.handTarget!(finishedHand(v, `${v}-count`));
    const total = e.deck({}).reduce((n, c) => n + t.value(c), 0);
    const field = e.scoreFields({}).find((f) => f.key === 'points' || f.key === 'tricks')!;
    // a game whose tricks count (Nap) counts no card; the others count every point of the deck
    expect(t.perTrick ? 0 : field.max).toBe(total);
  });
});
