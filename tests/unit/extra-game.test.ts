/**
 * Issue #29: a game is one folder plus one line. A small extra game (a plain trick game with no
 * specials, tests/fixtures/plain-trick/) is registered with `registerGame` and the floors that
 * read the registry and descriptor list take it: names and kind, the menu's entry data, puzzle
 * checks, the judge, the flow machine (playing to game over with the random chooser).
 *
 * The bots and self-play (bots/arena.ts) take it too: a game without a bot module of its own
 * plays seeded random legal moves at every level, with no sides and nothing scored.
 *
 * The practice table's own logic asks the descriptor too: the table model (hand number, what a
 * seat's tricks count, the trick in play), the seats' speech and the hand's order take the extra
 * game's view, and the table's machine is built from its `Game` and `flowSpecOf`.
 *
 * Not covered yet: the islands' rule adapters (islands-logic/engines/ finds adapters by file: the
 * practice setup form and coach need one), and tables made when their module loads (GAME_NAMES, VARIANT_NAME_JA, MIN_PUZZLES …) see only
 * the games registered before they load.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
// the menu is made when its module loads: before the extra game (it has no pages)
import { menuGames } from '../../src/sidebar.mjs';
import { judgeOne } from '../../src/engine/judge.ts';
import { registerGame, VARIANT_LIST, variantEntry } from '../../src/engine/variants.ts';
import { DESCRIPTORS, descriptorOf, gameMenuName, gameName, isClimb } from '../../src/engine/descriptors.ts';
import { puzzleShapeProblems } from '../../src/content-data/puzzle-check.ts';
import { createVariantFlowMachine } from '../../src/machines/variants.ts';
import { createFlowMachine, randomChooser } from '../../src/machines/flow.ts';
import { flowSpecOf } from '../../src/machines/specs.ts';
import { handNumber, takenUnit } from '../../src/islands-logic/practice.ts';
import { sortHand } from '../../src/islands-logic/table-view.ts';
import { practiceEn } from '../../src/i18n/islands/practice.en.ts';
import type { VariantId } from '../../src/engine/options.ts';
import plain from '../fixtures/plain-trick/variant.ts';
import { plainGame } from '../fixtures/plain-trick/game.ts';
import { declaringSide, playHand, sideSeating } from '../../src/bots/arena.ts';
import { botOf, decide } from '../../src/bots/index.ts';

const undo = registerGame(plain); // the one line
// the test files share modules (vitest `isolate: false`): the other files see the five games
afterAll(undo);

const id = 'plain' as VariantId;

describe('an extra game registered with one line', () => {
  it('is in the registry and the descriptor list, after the built-in games', () => {
    expect(VARIANT_LIST.at(-1)).toBe(plain);
    expect(DESCRIPTORS.at(-1)).toBe(plain.descriptor);
    expect(variantEntry('plain')).toBe(plain);
    expect(() => registerGame(plain)).toThrow('the game "plain" is registered already');
  });

  it('has its names in every language, its kind, and a menu entry', () => {
    expect(gameName('plain')).toBe('Plain Tricks');
    expect(gameName('plain', 'ja')).toBe('プレーン・トリック');
    expect(gameMenuName('plain', 'zh-TW')).toBe('簡單吃墩');
    expect(isClimb('plain')).toBe(false);
    expect(descriptorOf('plain').has.widow).toBe(false);
    expect(menuGames().at(-1)).toEqual({ dir: 'plain', label: 'Plain Tricks' });
  });

  it('is answered by the judge (and unknown games are still refused, naming it)', () => {
    expect(judgeOne({ variant: 'plain', query: 'trick-winner', plays: ['SK', 'SA', 'HA', 'SJ'] })).toEqual({
      winner: 1,
    });
    expect(judgeOne({ variant: 'plain', query: 'nothing' })).toEqual({
      error: 'the plain game answers "trick-winner" only',
    });
    expect(String(judgeOne({ variant: 'whist', query: 'x' })['error'])).toMatch(/allowed variants are .*"plain"/);
  });

  it('has its puzzles checked with its own id prefix', () => {
    const ok = { variant: 'plain', id: 'pt-one', title: 'One', difficulty: 1, teaches: 'led-suit' };
    expect(puzzleShapeProblems({ ...ok, id: 'xx-one' }, id)).toContain('"id" must start with "pt-"');
    expect(puzzleShapeProblems(ok, id)).not.toContain('"id" must start with "pt-"');
  });

  it('is played to game over by the flow machine with random computer players', async () => {
    const machine = createVariantFlowMachine(id, randomChooser);
    const steps = new Set<string>();
    const actor = createActor(machine, {
      input: { ruleSet: { variant: id }, seed: 'plain-1', seats: ['computer', 'computer', 'computer', 'computer'] },
    });
    actor.subscribe((s) => steps.add(typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]!));
    actor.start();
    const end = await waitFor(actor, (s) => s.status === 'done', { timeout: 20000 });
    expect(end.value).toBe('gameOver');
    expect(steps.has('tricks')).toBe(true);
    const won = (end.context.state as unknown as { tricksWon: number[] }).tricksWon;
    expect(won.reduce((a, b) => a + b, 0)).toBe(4);
  });

  it('is played by the bots and by self-play (the arena): legal moves, the same for the same seed', () => {
    expect(botOf(id)).toBeUndefined();
    const game = plain.game;
    const s = game.setup({ ruleSet: { variant: id }, players: 4, seed: 'plain-bot' });
    const legal = game.legalActions(s, 0);
    for (const level of ['easy', 'normal', 'strong'] as const) {
      const r = decide({ variant: id, view: game.view(s, 0), legal, ruleSet: { variant: id }, level, seed: 'x' });
      expect(legal).toContainEqual(r.action);
    }
    const seating = ['random', 'easy', 'normal', 'strong'] as const;
    const o = playHand(id, { variant: id }, 4, 'plain-arena', seating);
    expect(o.actions).toBe(16);
    expect(o.times.map((t) => t.seat).sort()).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
    // no sides and no scores in this game
    expect({ deltas: o.deltas, declarers: o.declarers, declarerWon: o.declarerWon }).toEqual({
      deltas: [0, 0, 0, 0],
      declarers: [],
      declarerWon: false,
    });
    expect(declaringSide(id, s)).toBeNull();
    const again = playHand(id, { variant: id }, 4, 'plain-arena', seating);
    expect({ ...again, times: [] }).toEqual({ ...o, times: [] });
    const sides = playHand(id, { variant: id }, 4, 'plain-sides', sideSeating(id, 0, 'easy', 'random'));
    expect(sides.actions).toBe(16);
  });

  it('is drawn by the practice table from its view, as its descriptor says', () => {
    const game = plainGame;
    let s = game.setup({ ruleSet: { variant: id }, seed: 'plain-table', players: 4 });
    for (let i = 0; i < 2; i++) {
      const r = game.apply(s, game.legalActions(s, game.toAct(s)[0]!)[0]!);
      if (r.ok) s = r.value;
    }
    const view = game.view(s, 0) as unknown as Record<string, unknown>;
    const model = practiceEn.tableModel(id, view, 0);
    expect(model.hand).toEqual(view['hand']);
    // the trick in play is the view's list of plays, not another game's field
    expect(model.trick.map((p) => p.cards[0])).toEqual(s.trick.map((p) => p.card));
    expect(model.trick).toHaveLength(2);
    expect(takenUnit(id)).toBe('tricks');
    expect(practiceEn.table(id).taken(2, id)).toBe('2 tricks');
    expect(practiceEn.table(id).declarerRole(id)).toBe('declarer');
    expect(handNumber(id, view)).toBe(1);
    // a trick game: no pile speech, and the hand in the canonical order
    expect(practiceEn.speech(id, view, [], 4)).toEqual([null, null, null, null]);
    expect(sortHand(id, ['SK', 'HA', 'SA'], null)).toEqual(['SA', 'SK', 'HA']);
  });

  it('is played to game over by the machine the practice table builds (its Game and flowSpecOf)', async () => {
    const actor = createActor(createFlowMachine(plainGame, flowSpecOf('plain') as never, randomChooser), {
      input: { ruleSet: { variant: id }, seed: 'plain-2', seats: ['computer', 'computer', 'computer', 'computer'] },
    }).start();
    const end = await waitFor(actor, (s) => s.status === 'done', { timeout: 20000 });
    expect(end.value).toBe('gameOver');
  });
});
