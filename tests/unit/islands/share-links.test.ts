/**
 * The one rules format (rules-url.ts) as the practice table reads and writes it, and the saved
 * game file (hand-file.ts): a link or file round-trips to the same game; bad parts are named.
 */
import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
// the practice table's engines (every game's, in Node): island adapters with their `Game`
import { practiceEngine as engineFor } from '../../../src/islands-logic/practice-engine.ts';
import { defaultSettings, practiceQuery, sameGame, settingsFromParams } from '../../../src/islands-logic/practice.ts';
import { handFile, readHandFile } from '../../../src/islands-logic/hand-file.ts';
import { parseOneRuleSet, quote, ruleSetQuery } from '../../../src/islands-logic/rules-url.ts';
import { createVariantFlowMachine, VARIANT_FLOWS } from '../../../src/machines/variants.ts';
import { randomChooser } from '../../../src/machines/flow.ts';
import { replayLog } from '../../../src/engine/game.ts';
import { playSome } from './play-some.ts';

const q = (s: string) => new URLSearchParams(s);

describe('one rule set in a link', () => {
  test('preset and changed options are read; the default preset when absent', () => {
    const jp = engineFor('japanese');
    expect(parseOneRuleSet(q('r=standard+killer=HQ+joker=true'), jp)).toEqual({
      rules: { preset: 'standard', rules: { killer: 'HQ', joker: true } },
      notices: [],
    });
    expect(parseOneRuleSet(q(''), jp)).toEqual({ rules: { preset: 'standard' }, notices: [] });
  });
  test('a bad rule set is named and the default used', () => {
    const jp = engineFor('japanese');
    const r = parseOneRuleSet(q('r=standard+killer=ZZ'), jp);
    expect(r.rules).toEqual({ preset: 'standard' });
    expect(r.notices.join()).toMatch(/option "killer" cannot be "ZZ"/);
    const cross = parseOneRuleSet(q('r=nosuch'), jp);
    expect(cross.notices.join()).toMatch(/unknown preset "nosuch"/);
  });
  test('a notice repeats at most 40 characters of the link', () => {
    expect(quote('x'.repeat(10_000))).toHaveLength(41);
    const r = parseOneRuleSet(q(`r=${'y'.repeat(10_000)}`), engineFor('nap'));
    expect(r.notices.join().length).toBeLessThan(400);
  });
  test('the summary link leaves out what the preset already says', () => {
    const jp = engineFor('japanese');
    expect(ruleSetQuery({ preset: 'standard' }, jp)).toBe('');
    expect(ruleSetQuery({ preset: 'standard', rules: { killer: 'HQ', joker: false } }, jp)).toBe(
      '?r=standard+killer=HQ',
    );
  });
});

describe('the practice table link', () => {
  test('game, preset, every changed option, seed, seat and level round-trip', () => {
    const s = {
      ...defaultSettings('daifugo', 'abc'),
      preset: 'all',
      rules: { sevenPass: true, eightCut: true, skip: false, jokers: 1 },
      seat: 2,
      level: 'strong' as const,
    };
    const link = practiceQuery(s, engineFor('daifugo'));
    expect(link).toBe('?v=daifugo&r=all+sevenPass=true+skip=false+jokers=1&seed=abc&seat=2&level=strong');
    const back = settingsFromParams(defaultSettings('japanese', 'zzz'), q(link), engineFor);
    expect(back.notices).toEqual([]);
    expect(sameGame(back.settings, s, engineFor('daifugo'))).toBe(true);
  });
  test('bad parts are named and fall back: game, rules, seat, level', () => {
    const r = settingsFromParams(
      defaultSettings('nap', 'x'),
      q('v=bridge&r=standard+joker=maybe&seat=6&level=godlike'),
      engineFor,
    );
    const text = r.notices.join('\n');
    expect(text).toMatch(/v=bridge: unknown game/);
    expect(text).toMatch(/option "joker" cannot be "maybe"/);
    expect(text).toMatch(/level=godlike/);
    expect(text).toMatch(/seat=6: this table has 4 seats/);
    expect(r.settings).toMatchObject({ variant: 'nap', seat: 0, level: 'normal', preset: 'standard', rules: {} });
  });
  test('the older preset/rules form is checked the same way', () => {
    const r = settingsFromParams(
      defaultSettings('daifugo', 'x'),
      q('preset=all&rules=sevenPass,skip:false'),
      engineFor,
    );
    expect(r.notices).toEqual([]);
    expect(r.settings).toMatchObject({ preset: 'all', rules: { sevenPass: true, skip: false } });
    const bad = settingsFromParams(defaultSettings('daifugo', 'x'), q('rules=nonsense:1'), engineFor);
    expect(bad.notices.join()).toMatch(/unknown option "nonsense"/);
    expect(bad.settings.rules).toEqual({});
  });
});

describe('a game saved as a file', () => {
  for (const variant of ['japanese', 'daifugo'] as const) {
    test(`${variant}: the file opens at the same point (the machine replays its log)`, () => {
      const settings = defaultSettings(variant, 'file-seed');
      const log = playSome(variant, 'file-seed', 40);
      const text = JSON.stringify(handFile(settings, log, engineFor(variant)));
      expect(text.length).toBeLessThan(20_000);
      const r = readHandFile(text, engineFor);
      if (!r.ok) throw new Error(r.problem);
      expect(r.log).toEqual(log);
      const players = engineFor(variant).players({});
      const actor = createActor(createVariantFlowMachine(variant, randomChooser as never), {
        input: {
          ruleSet: { variant },
          seed: r.settings.seed,
          seats: Array.from({ length: players }, () => 'human' as const),
          log: r.log,
        },
      }).start();
      const ctx = actor.getSnapshot().context as { log: unknown[]; state: unknown };
      expect(ctx.log).toEqual(log);
      const g = VARIANT_FLOWS[variant].game as unknown as { view(s: unknown, seat: number | null): unknown };
      const direct = replayLog(
        VARIANT_FLOWS[variant].game as never,
        { ruleSet: { variant }, seed: 'file-seed', players },
        log as never[],
      );
      expect(g.view(ctx.state, null)).toEqual(g.view(direct, null));
      expect(g.view(ctx.state, 0)).toEqual(g.view(direct, 0));
      actor.stop();
    });
  }
  test('a malformed file gets a message naming the problem', () => {
    const good = handFile(defaultSettings('japanese', 's'), playSome('japanese', 's', 5), engineFor('japanese'));
    const cases: [string, RegExp][] = [
      ['not json{', /not JSON/],
      ['[1,2]', /not a saved hand/],
      [JSON.stringify({ ...good, etori: 'other' }), /not a saved hand from this site/],
      [JSON.stringify({ ...good, variant: 'bridge' }), /"variant" must be one of/],
      [JSON.stringify({ ...good, rules: { preset: 'nosuch' } }), /rules are not valid: unknown preset/],
      [JSON.stringify({ ...good, seat: 9 }), /"seat" must be a whole number from 0 to 4/],
      [JSON.stringify({ ...good, log: [{ type: 'bid', seat: 0, count: 99, suit: 'S' }] }), /do not replay/],
      [JSON.stringify({ ...good, log: ['<img src=x onerror=alert(1)>'] }), /action 1 is not an action/],
    ];
    for (const [text, re] of cases) {
      const r = readHandFile(text, engineFor);
      expect(r.ok, text.slice(0, 40)).toBe(false);
      if (!r.ok) expect(r.problem).toMatch(re);
    }
  });
});

describe('a saved file’s actions are rebuilt as the engine’s own', () => {
  const good = () => handFile(defaultSettings('japanese', 's'), playSome('japanese', 's', 5), engineFor('japanese'));
  const withFirst = (extra: Record<string, unknown>) => {
    const f = good();
    return JSON.stringify({ ...f, log: [{ ...f.log[0], ...extra }, ...f.log.slice(1)] });
  };
  test('an unknown field in an action is refused by name', () => {
    const r = readHandFile(withFirst({ note: 'hello' }), engineFor);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toMatch(/action 1 \(\w+\) has an unknown field "note"/);
  });
  test('a field too large or too deep is refused, without a stack overflow', () => {
    const deep = '['.repeat(50_000) + '1' + ']'.repeat(50_000);
    const seat = good().log[0]!['seat'];
    for (const extra of [JSON.stringify('x'.repeat(400_000)), deep, JSON.stringify({ n: seat })]) {
      const text = JSON.stringify({ ...good(), log: [{ ...good().log[0], seat: '@@' }] }).replace('"@@"', extra);
      const r = readHandFile(text, engineFor);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.problem).toMatch(/action 1 has a field "seat" that is too large or not plain/);
    }
  });
  test('the moves read back are the engine’s own objects, equal to the saved ones', () => {
    const f = good();
    const r = readHandFile(JSON.stringify(f), engineFor);
    if (!r.ok) throw new Error(r.problem);
    expect(r.log).toEqual(f.log);
  });
});
