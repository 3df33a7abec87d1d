/**
 * The rule comparison (RuleCompare, explore family part "compare") in Japanese: each column's reason
 * is made from the engine's explanation by the site's trick phrasebooks, the rule sets' names come
 * from options-ja.ts (made at build time, explore-views.ts `compareNamesJa`), a malformed link's
 * problems are named in Japanese; the island rendered through its Japanese entry shows no
 * Latin-letter word, through its English entry it keeps its English words.
 */
import { visibleText } from './words.ts';
import { describe, expect, test } from 'vitest';
import { render } from 'preact-render-to-string';
import { engineFor } from '../../../src/islands-logic/engines/all.ts';
import type { RuleChoice, TrickEngine } from '../../../src/islands-logic/engines/types.ts';
import {
  COMPARE_DEFAULTS,
  COMPARE_VARIANTS,
  compareColumns,
  parseCompare,
  type CompareState,
} from '../../../src/islands-logic/compare-url.ts';
import { compareLabels, compareNamesJa } from '../../../src/i18n/islands/explore-views.ts';
import { compareMoreJa } from '../../../src/i18n/islands/explore-compare-more.ja.ts';
import { compareWordsJa } from '../../../src/i18n/islands/explore-compare.ja.ts';
import { compareWordsEn } from '../../../src/i18n/islands/explore-compare.en.ts';
import { trickVerdictJa } from '../../../src/i18n/phrases/trick-reasons-ja.ts';
import { ruleNames } from '../../../src/components/compare-parts.tsx';
import RuleCompareJa from '../../../src/components/explore/RuleCompare.ja.tsx';
import RuleCompareEn from '../../../src/components/explore/RuleCompare.en.tsx';
import { describeRules } from '../../../src/islands-logic/rule-words.ts';
import { SUIT_NAME, type Card } from '../../../src/engine/cards.ts';
import type { ClimbEngine } from '../../../src/islands-logic/engines/types.ts';
import {
  daifugoDefault,
  parseDaifugoCompare,
  type DaifugoCompareState,
} from '../../../src/islands-logic/compare-daifugo.ts';
import DaifugoCompare from '../../../src/components/DaifugoCompare.tsx';
import { CompareWordsContext } from '../../../src/i18n/islands/context.ts';
import { CardLang } from '../../../src/components/card-lang.ts';
import { daifugoReasonJa, SUIT_JA } from '../../../src/i18n/phrases/ja.ts';

/**
 * Latin-letter words a Japanese reader would meet: card ranks and card codes excepted (the plays
 * field asks for codes, "SA", "H10", and says so with an example).
 */
const latinWords = (text: string): string[] =>
  [...text.matchAll(/[A-Za-z0-9][A-Za-z0-9'’-]*/g)]
    .map((m) => m[0])
    .filter((w) => /[A-Za-z]/.test(w) && !/^(?:[AKQJ]|JK|BJ|LJ|[SHDC](?:[2-9]|10|[AKQJ]))$/.test(w));

/** What a person reads in rendered HTML: text, the names of controls and the options of menus. */

const engines = COMPARE_VARIANTS.map((v) => ({ variant: v, engine: engineFor(v) as TrickEngine }));
const names = compareNamesJa(engines);

/** A small deterministic generator (the tests bound their work by counts). */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

describe('the rule comparison in Japanese', () => {
  test('every preset, option and value of every trick game has a Japanese name without Latin words', () => {
    for (const { variant, engine } of engines) {
      const n = names.rules[variant]!;
      const words = [names.games[variant]!, ...engine.presets.map((p) => n.presets[p.id]!)];
      for (const key of Object.keys(engine.options)) {
        words.push(n.options[key]!.label, ...Object.values(n.options[key]!.values));
      }
      expect(
        words.every((x) => typeof x === 'string' && x !== ''),
        variant,
      ).toBe(true);
      expect(latinWords(words.join(' ')), variant).toEqual([]);
    }
  });

  test('a column’s reason is the engine’s explanation in Japanese, for many tricks of every game and preset', () => {
    const next = rng(7);
    let judged = 0;
    for (const { variant, engine } of engines) {
      for (const p of engine.presets) {
        const rc: RuleChoice = { preset: p.id };
        const deck = engine.deck(rc);
        const players = engine.players(rc);
        for (let k = 0; k < 60; k++) {
          const cards = [...deck].sort(() => next() - 0.5).slice(0, Math.min(players, 5)) as Card[];
          const trump = (['S', 'H', 'D', 'C', null] as const)[Math.floor(next() * 5)]!;
          const trick = 2 + Math.floor(next() * 3);
          let v;
          try {
            v = engine.winner(rc, { trump, trick, plays: cards });
          } catch {
            continue; // a trick the game refuses (the column shows its own notice)
          }
          const sentence = trickVerdictJa({ variant, plays: cards, trump, ...v });
          expect(latinWords(sentence), `${variant} ${p.id} ${cards.join(' ')}: ${sentence}`).toEqual([]);
          expect(sentence).toMatch(/[\u3040-\u30ff]/);
          judged++;
        }
      }
    }
    expect(judged).toBeGreaterThan(300);
  });

  test('the Japanese entry renders every game’s default comparison in Japanese; the English entry in English', () => {
    for (const { variant, engine } of engines) {
      const d = COMPARE_DEFAULTS[variant];
      const initial: CompareState = { variant, trick: d.trick, ruleSets: d.ruleSets };
      const initialColumns = compareColumns(initial, engine);
      const rn = ruleNames(engine, compareWordsJa, names.rules[variant]);
      const ja = visibleText(
        render(
          <RuleCompareJa
            variant={variant}
            initial={initial}
            initialColumns={initialColumns}
            initialHeadings={initial.ruleSets.map((rc) => rn.line(rc))}
            initialReasons={initialColumns.map((c) =>
              compareMoreJa.reason({ variant, plays: d.trick.plays, trump: d.trick.trump, ...c, winner: c.winner! }),
            )}
            syncUrl={false}
            labels={compareLabels('ja')}
          />,
        ),
      );
      expect(latinWords(ja), `${variant}: ${ja}`).toEqual([]);
      expect(ja).toContain(compareWordsJa.wins);
      expect(ja).toContain(
        compareMoreJa.reason({
          variant,
          plays: d.trick.plays,
          trump: d.trick.trump,
          ...initialColumns[0]!,
          winner: initialColumns[0]!.winner!,
        }),
      );
      expect(ja).toContain('ルール2');
      const en = visibleText(
        render(
          <RuleCompareEn
            variant={variant}
            initial={initial}
            initialColumns={initialColumns}
            initialHeadings={initial.ruleSets.map((rc) => describeRules(engine, rc).line)}
            syncUrl={false}
            labels={compareLabels('en')}
          />,
        ),
      );
      expect(en).toContain('Rule set 2');
      expect(en).toContain(initialColumns[0]!.reason);
    }
  });

  test('a changed option is said in Japanese in the column’s heading', () => {
    const engine = engineFor('japanese') as TrickEngine;
    const rn = ruleNames(engine, compareWordsJa, compareMoreJa.rules('japanese', engine));
    const line = rn.line({ preset: 'standard', rules: { killer: 'HQ' } });
    expect(line).toMatch(/^標準ルール、/);
    expect(latinWords(line), line).toEqual([]);
  });

  test('a malformed link’s problems are named part by part in Japanese', () => {
    const engine = engineFor('japanese') as TrickEngine;
    const parsed = parseCompare(
      new URLSearchParams('v=japanese&t=Q&n=99&p=ZZ,C2&r=standard+nope=1;mystery&c=shout&d=X'),
      engine,
    );
    expect(parsed.problems.length).toBe(parsed.errors.length);
    expect(parsed.problems.map((p) => p.part)).toEqual(['t', 'p', 'd', 'c', 'r', 'r', 'r', 'n']);
    const lines = parsed.problems.map((p, i) => compareWordsJa.linkProblem(p, parsed.errors[i]!));
    for (const l of lines) expect(latinWords(l), l).toEqual([]);
    expect(lines[0]).toContain('切り札');
    expect(lines[1]).toContain('出たカード');
    expect(compareWordsEn.linkProblem(parsed.problems[0]!, parsed.errors[0]!)).toBe(parsed.errors[0]);
  });
});

describe('the Daifugō comparison in Japanese', () => {
  const engine = engineFor('daifugo') as ClimbEngine;
  const jaTree = (state: DaifugoCompareState) =>
    render(
      <CompareWordsContext.Provider value={compareWordsJa}>
        <CardLang.Provider value="ja">
          <DaifugoCompare engine={engine} state={state} onChange={() => {}} more={compareMoreJa} suits={SUIT_JA} />
        </CardLang.Provider>
      </CompareWordsContext.Provider>,
    );
  const enTree = (state: DaifugoCompareState) =>
    render(
      <CompareWordsContext.Provider value={compareWordsEn}>
        <DaifugoCompare engine={engine} state={state} onChange={() => {}} more={null} suits={SUIT_NAME} />
      </CompareWordsContext.Provider>,
    );

  test('every preset, option and value of Daifugō has a Japanese name without Latin words', () => {
    const n = compareMoreJa.rules('daifugo', engine);
    const words = [...Object.values(n.presets)];
    for (const key of Object.keys(engine.options))
      words.push(n.options[key]!.label, ...Object.values(n.options[key]!.values));
    expect(latinWords(words.join(' '))).toEqual([]);
  });

  test('allowed and refused plays, effects and what comes next are said in Japanese; English stays English', () => {
    const states: DaifugoCompareState[] = [
      daifugoDefault(), // an 8 on a 7: eight cut under some rule sets
      { ...daifugoDefault(), table: { ...daifugoDefault().table, pile: [['D5'], ['H7']] }, play: ['S7'] },
      {
        ...daifugoDefault(),
        table: { pile: [['D4', 'C4', 'H4']], reversed: true, elevenBack: false, lockedSuits: ['S'] },
        play: ['S9', 'H9', 'D9', 'C9'],
      },
      { ...daifugoDefault(), table: { ...daifugoDefault().table, pile: [] }, play: ['HJ'] },
    ];
    for (const state of states) {
      const ja = visibleText(jaTree(state));
      expect(latinWords(ja), ja).toEqual([]);
      expect(ja).toMatch(/出せます：|出せません：/);
      expect(ja).toContain('次：');
      const en = visibleText(enTree(state));
      expect(en).toMatch(/Allowed:|Not allowed:/);
      expect(en).toContain('Rule set 1');
    }
  });

  test('every refusal the engine gives for many plays has a Japanese sentence', () => {
    const next = rng(11);
    const ranks = ['3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A', '2'];
    const suits = ['S', 'H', 'D', 'C'];
    let refused = 0;
    for (const p of engine.presets) {
      for (let k = 0; k < 150; k++) {
        const n = 1 + Math.floor(next() * 3);
        const rank = () => ranks[Math.floor(next() * ranks.length)]!;
        const r1 = rank();
        const r2 = rank();
        const pile = [suits.slice(0, n).map((s) => `${s}${r1}`)];
        const play = suits.slice(4 - (next() < 0.8 ? n : 1)).map((s) => `${s}${r2}`);
        if (play.some((c) => pile[0]!.includes(c))) continue;
        const table = { pile, reversed: next() < 0.3, elevenBack: false, lockedSuits: [] };
        let v;
        try {
          v = engine.judgePlay({ preset: p.id }, table, play);
        } catch {
          continue;
        }
        if (v.legal) continue;
        expect(() => daifugoReasonJa(v.reason), v.reason).not.toThrow();
        expect(latinWords(compareMoreJa.refusal(v.reason)), v.reason).toEqual([]);
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(50);
  });

  test('a malformed Daifugō link’s problems are named in Japanese', () => {
    const parsed = parseDaifugoCompare(
      new URLSearchParams('v=daifugo&pile=D5;XX&p=S7&rev=maybe&jb=2&lock=Z&r=moderate+nope=1'),
      engine,
    );
    expect(parsed.problems.length).toBe(parsed.errors.length);
    expect(parsed.problems.map((p) => p.part)).toEqual(['pile', 'rev', 'jb', 'lock', 'r', 'r']);
    expect(parsed.problems[5]).toEqual({ part: 'r', kind: 'none' });
    for (const [i, p] of parsed.problems.entries()) {
      const line = compareWordsJa.linkProblem(p, parsed.errors[i]!);
      expect(latinWords(line), line).toEqual([]);
    }
    expect(compareWordsJa.linkProblem(parsed.problems[0]!, '')).toContain('場に出ている組');
  });
});
