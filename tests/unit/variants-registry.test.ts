/**
 * Issue #16 §4: one registry of variants (`src/engine/variants.ts`) that every floor reads.
 * These checks fail when a floor keeps its own list that disagrees with the registry.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judgeOne } from '../../src/engine/judge.ts';
import { VARIANT_IDS } from '../../src/engine/options.ts';
import { VARIANT_LIST, VARIANTS, variantEntry } from '../../src/engine/variants.ts';
import { VARIANT_FLOWS } from '../../src/machines/variants.ts';
import { ALL_ENGINES } from '../../src/islands-logic/engines/all.ts';
import { adapterPath, loadEngine } from '../../src/islands-logic/engines/index.ts';
import { optionsOf, presetsOf, ruleNotesOf, SITE_FOLDER, VARIANT_NAME } from '../../src/islands-logic/site-engine.ts';
import { decide } from '../../src/bots/index.ts';
import { DESCRIPTOR, DESCRIPTORS, descriptorOf } from '../../src/engine/descriptors.ts';
import { playersOf } from '../../src/engine/descriptor.ts';
import { GAME_NAMES } from '../../src/i18n/game-names.ts';
import { GAME_TITLES } from '../../src/components/RankingExplorer.tsx';
import { GAMES } from '../../src/sidebar.mjs';
import { ID_PREFIX, MIN_PUZZLES, PUZZLE_VARIANTS, RULE_IDS } from '../../src/content-data/puzzle-check.ts';
import { COURSE_ORDER } from '../../src/content-data/lessons.ts';
import { TABLES } from '../../bench/bots-strength.ts';

describe('the engine registry of variants', () => {
  it('lists every variant id once, in menu order', () => {
    expect(VARIANT_LIST.map((v) => v.id)).toEqual([...VARIANT_IDS]);
    for (const v of VARIANT_LIST) {
      expect(VARIANTS[v.id]).toBe(v);
      expect(v.game.variant).toBe(v.id);
      expect(v.name.length).toBeGreaterThan(0);
      expect(Object.keys(v.options).length).toBeGreaterThan(0);
      expect(v.presets.length).toBeGreaterThan(0);
    }
  });

  it('names an unknown game with the known ones', () => {
    expect(() => variantEntry('whist')).toThrow(/unknown game "whist": known games are japanese, nap/);
  });

  it('is what the judge dispatches to', () => {
    for (const v of VARIANT_LIST) {
      // a query each judge refuses with its own message (not "no judge yet")
      const a = judgeOne({ variant: v.id, query: 'no-such-query' });
      expect(String(a['error'])).not.toMatch(/no judge/);
    }
  });

  it('is what the site pages, the flow machines, the islands and the bots read', () => {
    for (const v of VARIANT_LIST) {
      expect(optionsOf(v.id)).toBe(v.options);
      expect(presetsOf(v.id)).toBe(v.presets);
      expect(ruleNotesOf(v.id)).toBe(v.notes);
      expect(SITE_FOLDER[v.id]).toBe(v.site);
      expect(VARIANT_NAME[v.id]).toBe(v.name);
      expect(VARIANT_FLOWS[v.id].game).toBe(v.game);
      // the islands load each variant's adapter on demand; it shows the registry's options and presets
      expect(adapterPath(v.id)).toBe(`./${v.folder}.ts`);
      expect(ALL_ENGINES[v.id].variant).toBe(v.id);
      expect(ALL_ENGINES[v.id].options).toBe(v.options);
      expect(ALL_ENGINES[v.id].presets).toBe(v.presets);
      // every variant has a computer player (random legal moves when it has no bot of its own)
      const s = v.game.setup({ ruleSet: { variant: v.id }, seed: 'registry' });
      const seat = v.game.toAct(s)[0]!;
      const legal = v.game.legalActions(s, seat);
      const d = decide({
        variant: v.id,
        view: v.game.view(s, seat),
        legal,
        ruleSet: { variant: v.id },
        level: 'easy',
        seed: 'r',
      } as never);
      expect(legal).toContainEqual(d.action);
    }
  });

  it('gives the islands each adapter on demand, and names an unknown game', async () => {
    for (const v of VARIANT_LIST) expect((await loadEngine(v.id)).variant).toBe(v.id);
    await expect(loadEngine('whist' as never)).rejects.toThrow('unknown game "whist"');
  });
});

describe('the games\u2019 light descriptors (issue #29)', () => {
  it('list the registry\u2019s games, and each entry takes its id, name, folders and kind from its descriptor', () => {
    expect(DESCRIPTORS.map((d) => d.id)).toEqual(VARIANT_LIST.map((v) => v.id));
    for (const v of VARIANT_LIST) {
      const d = DESCRIPTOR[v.id];
      expect(v.descriptor).toBe(d);
      expect([v.name, v.folder, v.site, v.kind]).toEqual([d.names.en, d.folder, d.site, d.kind]);
    }
  });

  it('name every game in every language, and name an unknown one with the known ones', () => {
    for (const d of DESCRIPTORS)
      for (const lang of ['en', 'ja', 'ko', 'zh-TW'] as const) expect(d.names[lang]).toBeTruthy();
    expect(() => descriptorOf('whist')).toThrow(/unknown game "whist": known games are japanese, nap/);
  });

  it('give the player counts the engine declares and a flow step for every phase the flow machine maps', () => {
    for (const v of VARIANT_LIST) {
      const d = v.descriptor;
      expect(d.players).toEqual(playersOf(v.options));
      expect(d.players.counts).toContain(d.players.default);
      for (const phase of d.phases) expect(VARIANT_FLOWS[v.id].spec.stepOf(phase)).toBe(d.steps[phase]);
    }
  });

  it('are where the per-game tables come from (names, menu, titles)', () => {
    for (const d of DESCRIPTORS) {
      expect(GAME_NAMES.ja[d.id]).toBe(d.names.ja);
      expect(GAME_NAMES.ko[d.id]).toBe(d.names.ko);
      expect(GAME_NAMES['zh-TW'][d.id]).toBe(d.names['zh-TW']);
      expect(GAME_TITLES[d.id]).toBe(d.names.en);
      expect(ALL_ENGINES[d.id].title).toBe(d.names.en);
    }
    expect(GAMES).toEqual(DESCRIPTORS.map((d) => ({ dir: d.site, label: d.names.en })));
    expect(PUZZLE_VARIANTS).toEqual(DESCRIPTORS.map((d) => d.id));
    for (const d of DESCRIPTORS) expect(TABLES[d.id]).toBe(d.players.default);
    expect(COURSE_ORDER).toEqual(DESCRIPTORS.map((d) => d.id));
    for (const d of DESCRIPTORS) {
      expect([MIN_PUZZLES[d.id], ID_PREFIX[d.id], RULE_IDS[d.id]]).toEqual([
        d.puzzles.min,
        d.puzzles.idPrefix,
        d.puzzles.ruleIds,
      ]);
    }
  });
});

describe('the descriptor list stays light (islands import it)', () => {
  const source = (p: string) => readFileSync(new URL(`../../src/engine/${p}`, import.meta.url), 'utf8');
  const imports = (p: string) => [...source(p).matchAll(/^import (?!type )[^;]*?from '([^']+)'/gms)].map((m) => m[1]!);
  it('imports only the descriptors, and each descriptor only descriptor.ts', () => {
    expect(imports('descriptors.ts').every((i) => /^\.\/([a-z]+\/)?descriptor\.ts$/.test(i))).toBe(true);
    for (const d of DESCRIPTORS) expect(imports(`${d.folder}/descriptor.ts`)).toEqual(['../descriptor.ts']);
    expect(imports('descriptor.ts')).toEqual([]);
  });
});

describe('the descriptors\u2019 capabilities say what the site has', () => {
  const content = (p: string) => new URL(`../../content/${p}`, import.meta.url);
  it('score calculator, endgames, deduction puzzles and translated editions, as the content files have them', () => {
    for (const d of DESCRIPTORS) {
      const scoring = readFileSync(content(`docs/${d.site}/scoring.mdx`), 'utf8');
      expect([d.id, /<[A-Za-z]*ScoreCalculator/.test(scoring)]).toEqual([d.id, d.has.scoreCalculator]);
      expect([d.id, existsSync(content(`puzzles/endgame-${d.site}.json`))]).toEqual([d.id, d.has.endgames]);
      expect([d.id, existsSync(content(`puzzles/deduction-${d.site}.json`))]).toEqual([d.id, d.has.deductionPuzzles]);
      for (const [lang, dir] of [
        ['ko', 'ko'],
        ['zh-TW', 'zh-tw'],
      ] as const) {
        expect([d.id, lang, existsSync(content(`docs/${dir}/${d.site}`))]).toEqual([
          d.id,
          lang,
          d.translatedIn.includes(lang),
        ]);
      }
    }
  });
});
