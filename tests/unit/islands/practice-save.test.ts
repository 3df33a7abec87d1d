/**
 * A practice game stored in the browser: its moves and settings, replayed through the engine on
 * load; damaged or foreign values set aside with one sentence, never a throw or a dead table.
 */
import { createActor } from 'xstate';
import { playSome } from './play-some.ts';
import { describe, expect, test } from 'vitest';
import { VARIANT_IDS, type VariantId } from '../../../src/engine/options.ts';
// the practice table's engines (every game's, in Node): island adapters with their `Game`
import { practiceEngine as engineFor } from '../../../src/islands-logic/practice-engine.ts';
import { defaultSettings } from '../../../src/islands-logic/practice.ts';
import { parseSave, practiceKind, savedForm } from '../../../src/islands-logic/practice-save.ts';
import { randomChooser } from '../../../src/machines/flow.ts';
import { createVariantFlowMachine } from '../../../src/machines/variants.ts';

const saveOf = (variant: VariantId, n = 30) => {
  // The preset is written out, as a saved-game file does (the default one here).
  const preset = engineFor(variant).presets[0]!.id;
  const settings = { ...defaultSettings(variant, 'stored'), preset, delay: 0, learning: false };
  return { settings, log: playSome(variant, 'stored', n, 'save'), sheet: [[3, -1, -1, -1, 0]] };
};

describe('a stored practice game', () => {
  for (const variant of VARIANT_IDS) {
    test(`${variant}: stored and read back, the same settings, moves and sheet`, () => {
      const game = saveOf(variant);
      const text = JSON.stringify(savedForm(game, engineFor));
      expect(parseSave(text, variant, engineFor)).toEqual({ value: game });
    });
  }

  test('what is stored names no state of the table’s machine: renaming one changes nothing for a returning player', () => {
    const game = saveOf('japanese', 60);
    const text = JSON.stringify(savedForm(game, engineFor));
    const machine = createVariantFlowMachine('japanese', randomChooser as never);
    const names = new Set<string>();
    const walk = (node: { key: string; states?: Record<string, unknown> }) => {
      names.add(node.key);
      for (const child of Object.values(node.states ?? {})) walk(child as never);
    };
    walk(machine.root as never);
    expect(names.size).toBeGreaterThan(5);
    for (const name of names) expect(text, name).not.toContain(`"${name}"`);
    // The moves alone rebuild the table's machine where the game was.
    const r = parseSave(text, 'japanese', engineFor);
    const actor = createActor(machine, {
      input: { ruleSet: { variant: 'japanese' }, seed: 'stored', seats: Array(5).fill('human'), log: r.value!.log },
    }).start();
    expect((actor.getSnapshot().context as { log: unknown[] }).log).toEqual(game.log);
    actor.stop();
  });

  test('a save of the first format (a machine snapshot) is read for its moves, whatever its state names', () => {
    const game = saveOf('mighty');
    const first = {
      v: 1,
      settings: game.settings,
      snapshot: { status: 'active', value: { nowhere: 'renamed' }, context: { log: game.log } },
      sheet: game.sheet,
    };
    expect(parseSave(JSON.stringify(first), 'mighty', engineFor)).toEqual({ value: game });
  });

  test('damaged, foreign and future saves are set aside with a sentence saying why, never a throw', () => {
    const good = savedForm(saveOf('japanese'), engineFor);
    const g = good.game as Record<string, unknown>;
    const cases: [unknown, RegExp][] = [
      ['{"v":2,', /not valid JSON/],
      [{ ...good, v: 3 }, /from another version/],
      [{ ...good, delay: 1e12 }, /damaged at delay/],
      [{ ...good, sheet: [['x', null, {}], 1e308] }, /damaged at sheet/],
      [{ ...good, game: { ...g, seat: 99 } }, /"seat" must be a whole number from 0 to 4/],
      [{ ...good, game: { ...g, seat: 2.5 } }, /"seat" must be a whole number/],
      [
        { ...good, game: { ...g, log: [{ type: 'play', seat: 0, card: 'SA' }] } },
        /moves do not replay under these rules: action 1/,
      ],
      [
        { ...good, game: { ...g, rules: { preset: 'standard', rules: { constructor: 1 } } } },
        /unknown option "constructor"/,
      ],
      [savedForm(saveOf('daifugo'), engineFor), /a game of another kind/],
      [{ v: 1, settings: {}, snapshot: {}, sheet: [] }, /from another version/],
      [null, /from another version/],
      ['"text"', /from another version/],
    ];
    for (const [value, re] of cases) {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      const r = parseSave(text, 'japanese', engineFor);
      expect(r.value, text.slice(0, 80)).toBeNull();
      expect(r.notice, text.slice(0, 80)).toMatch(re);
      expect(r.notice).toMatch(/^Your saved game could not be read \(.*\), so it was set aside\.$/);
    }
    expect(parseSave(null, 'japanese', engineFor)).toEqual({ value: null });
  });

  test('one key and one backup key per game', () => {
    const keys = VARIANT_IDS.map((v) => practiceKind(v, engineFor));
    expect(new Set(keys.map((k) => k.key)).size).toBe(VARIANT_IDS.length);
    expect(new Set(keys.map((k) => k.backup)).size).toBe(VARIANT_IDS.length);
  });
});
