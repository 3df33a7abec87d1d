/**
 * The rule comparison (RuleCompare, explore family part "compare") in Japanese: each column's reason
 * is made from the engine's explanation by the site's trick phrasebooks, the rule sets' names come
 * from options-ja.ts (made at build time, explore-views.ts `compareNamesJa`), a malformed link's
 * problems are named in Japanese; the island rendered through its Japanese entry shows no
 * Latin-letter word, through its English entry it keeps its English words.
 */
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
import { trickVerdictJa } from '../../../src/components/site/trick-reasons-ja.ts';
import { ruleNames } from '../../../src/components/compare-parts.tsx';
import RuleCompareJa from '../../../src/components/explore/RuleCompare.ja.tsx';
import RuleCompareEn from '../../../src/components/explore/RuleCompare.en.tsx';
import { describeRules } from '../../../src/islands-logic/rule-words.ts';
import type { Card } from '../../../src/engine/cards.ts';

/**
 * Latin-letter words a Japanese reader would meet: card ranks and card codes excepted (the plays
 * field asks for codes, "SA", "H10", and says so with an example).
 */
const latinWords = (text: string): string[] =>
  [...text.matchAll(/[A-Za-z0-9][A-Za-z0-9'’-]*/g)]
    .map((m) => m[0])
    .filter((w) => /[A-Za-z]/.test(w) && !/^(?:[AKQJ]|JK|BJ|LJ|[SHDC](?:[2-9]|10|[AKQJ]))$/.test(w));

/** What a person reads in rendered HTML: text, the names of controls and the options of menus. */
function visibleText(html: string): string {
  const attrs = [...html.matchAll(/\s(?:aria-label|title|placeholder)="([^"]*)"/g)].map((m) => m[1]);
  const body = html
    .replace(/<(script|style|code)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ');
  return [body, ...attrs].join('\n');
}

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
