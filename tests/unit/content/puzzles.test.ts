/**
 * Puzzles as data (issue 8): every stated answer equals the engine's, the files are well formed,
 * and the check really fails for a wrong or malformed puzzle.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ofClimb } from '../../../src/engine/descriptors.ts';
import { judgeOne } from '../../../src/engine/judge.ts';
import {
  allPuzzles,
  checkPuzzle,
  checkPuzzleWith,
  MIN_PUZZLES,
  PUZZLE_VARIANTS,
  puzzleById,
  puzzleProblems,
  puzzleQuery,
  puzzlesFor,
  puzzleShapeProblems,
  rawPuzzles,
  validateAllPuzzles,
  type PuzzleVariant,
} from '../../../src/content-data/puzzles.ts';
import type { DaifugoPuzzle, TrickPuzzle } from '../../../src/content-data/puzzle-types.ts';
import { ID_PREFIX, RULE_IDS } from '../../../src/content-data/puzzle-data.ts';
import { EFFECT_NAMES } from '../../../src/engine/daifugo/core.ts';
import schema from '../../../content/puzzles/schema.json' with { type: 'json' };
import { JAPANESE_OPTIONS, resolveJapaneseRules } from '../../../src/engine/japanese/options.ts';
import { NAP_OPTIONS } from '../../../src/engine/nap/options.ts';
import { TWHK_OPTIONS } from '../../../src/engine/twhk/options.ts';
import { MIGHTY_OPTIONS } from '../../../src/engine/mighty/options.ts';
import { DAIFUGO_OPTIONS } from '../../../src/engine/daifugo/options.ts';

const OPTION_KEYS: Record<PuzzleVariant, readonly string[]> = {
  japanese: Object.keys(JAPANESE_OPTIONS),
  nap: Object.keys(NAP_OPTIONS),
  'tw-hk': Object.keys(TWHK_OPTIONS),
  mighty: Object.keys(MIGHTY_OPTIONS),
  daifugo: Object.keys(DAIFUGO_OPTIONS),
};

/** The rules and options the puzzles must teach, together (issue 8). */
const MUST_TEACH: Record<PuzzleVariant, readonly string[]> = {
  japanese: [
    'follow-suit',
    'trumps',
    'mighty',
    'sei-jack',
    'ura-jack',
    'no-trump',
    'killer',
    'killerCounter',
    'sameTwo',
    'sameTwoOffIn',
    'sameTwoInTrumps',
    'jackOrder',
    'specialsOff',
    'specialsOffKeepsMighty',
    'twoHigh',
    'jokerRank',
    'jokerLedRank',
    'jokerLead',
    'jokerLeadFirstTrick',
    'club3CallsJoker',
  ],
  nap: ['trumps-by-lead', 'trumps', 'joker', 'misere'],
  'tw-hk': ['secretary', 'jokers', 'last-three', 'led-joker', 'summon'],
  mighty: ['mighty', 'mightyWhenSpadesTrump', 'joker', 'jokerFirstLast', 'ripper', 'no-trump'],
  daifugo: [
    'forms',
    'higher-rank',
    'revolution',
    'elevenBack',
    'eightCut',
    'nineReverse',
    'skip',
    'unskippable23',
    'suitLock',
    'lone-joker',
    'stairs',
  ],
};

/** Whether the variant's engine has registered its judge yet. */
function hasJudge(v: PuzzleVariant): boolean {
  const a = judgeOne({ variant: v });
  return !(typeof a['error'] === 'string' && a['error'].includes('has no judge yet'));
}

function lists(over: Partial<Record<PuzzleVariant, readonly unknown[]>>): Record<PuzzleVariant, readonly unknown[]> {
  const base = Object.fromEntries(PUZZLE_VARIANTS.map((v) => [v, rawPuzzles(v)])) as Record<
    PuzzleVariant,
    readonly unknown[]
  >;
  return { ...base, ...over };
}

for (const variant of PUZZLE_VARIANTS) {
  describe(`${variant} puzzles agree with the engine`, () => {
    const ps = puzzlesFor(variant);
    if (ps.length === 0) {
      it.todo(`${variant} puzzles are still to be written`);
      return;
    }
    for (const p of ps) {
      it(p.id, () => {
        const r = checkPuzzle(p);
        expect(r.ok ? 'agrees' : r.problem).toBe('agrees');
        if (r.ok) expect(r.reason.length).toBeGreaterThan(10);
      });
    }
  });
}

describe('puzzle files', () => {
  for (const variant of PUZZLE_VARIANTS) {
    const title = `${variant} has at least ${MIN_PUZZLES[variant]} puzzles`;
    if (puzzlesFor(variant).length === 0) it.todo(title);
    else
      it(title, () => {
        expect(hasJudge(variant)).toBe(true);
        expect(puzzlesFor(variant).length).toBeGreaterThanOrEqual(MIN_PUZZLES[variant]);
      });
  }

  it('ids are unique across all variants', () => {
    const ids = allPuzzles().map((p) => p.id);
    const dups = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(dups).toEqual([]);
  });

  it('every entry is well formed: teaches tag, difficulty 1–3, valid cards, no unknown fields', () => {
    const bad = PUZZLE_VARIANTS.flatMap((v) =>
      rawPuzzles(v).flatMap((raw, i) => puzzleShapeProblems(raw, v).map((m) => `${v}[${i}]: ${m}`)),
    );
    expect(bad).toEqual([]);
    for (const p of allPuzzles()) {
      expect(p.teaches.trim()).not.toBe('');
      expect([1, 2, 3]).toContain(p.difficulty);
    }
  });

  for (const variant of PUZZLE_VARIANTS) {
    it(`${variant}: every teaches tag is an option key or a rule id, and the required rules are covered`, () => {
      const ps = puzzlesFor(variant);
      if (ps.length === 0) return;
      const known = new Set([...OPTION_KEYS[variant], ...RULE_IDS[variant]]);
      expect(ps.filter((p) => !known.has(p.teaches)).map((p) => `${p.id}: ${p.teaches}`)).toEqual([]);
      const taught = new Set(ps.map((p) => p.teaches));
      expect(MUST_TEACH[variant].filter((t) => !taught.has(t))).toEqual([]);
    });
  }

  it('each file runs from easy to tricky', () => {
    for (const v of PUZZLE_VARIANTS) {
      const d = puzzlesFor(v).map((p) => p.difficulty);
      expect(d, v).toEqual([...d].sort((a, b) => a - b));
    }
  });

  it('each variant has easy, medium and tricky puzzles', () => {
    for (const v of PUZZLE_VARIANTS) {
      const ps = puzzlesFor(v);
      if (ps.length === 0) continue;
      expect(new Set(ps.map((p) => p.difficulty)), v).toEqual(new Set([1, 2, 3]));
    }
  });

  it('validateAllPuzzles passes on the real files', () => {
    expect(() => validateAllPuzzles()).not.toThrow();
    expect(puzzleProblems()).toEqual([]);
  });

  it('puzzleById finds a puzzle and nothing for an unknown id', () => {
    const first = allPuzzles()[0]!;
    expect(puzzleById(first.id)).toBe(first);
    expect(puzzleById('no-such-puzzle')).toBeUndefined();
  });
});

describe('the check can fail', () => {
  const good: TrickPuzzle = {
    id: 'jp-test-mighty',
    title: 'Test',
    difficulty: 1,
    teaches: 'mighty',
    variant: 'japanese',
    trump: 'H',
    trick: 3,
    plays: ['HA', 'SA', 'H2', 'H3', 'H4'],
    answer: 1,
  };

  it('a correct constructed puzzle passes, with the engine reason', () => {
    const r = checkPuzzle(good);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.reason).toMatch(/mighty/);
  });

  it('a wrong stated answer is reported with its id', () => {
    const wrong = { ...good, id: 'jp-test-wrong-answer', answer: 0 };
    const r = checkPuzzle(wrong);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toMatch(/HA.*SA/);
    expect(() => validateAllPuzzles(lists({ japanese: [...rawPuzzles('japanese'), wrong] }))).toThrow(
      /jp-test-wrong-answer/,
    );
  });

  it('every wrong puzzle is named, not just the first', () => {
    const w1 = { ...good, id: 'jp-test-w1', answer: 0 };
    const w2 = { ...good, id: 'jp-test-w2', answer: 4 };
    let message = '';
    try {
      validateAllPuzzles(lists({ japanese: [w1, w2] }));
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/2 puzzle problems/);
    expect(message).toMatch(/jp-test-w1/);
    expect(message).toMatch(/jp-test-w2/);
  });

  it('malformed puzzles are reported: bad card, missing teaches, bad difficulty, unknown field', () => {
    const bad = [
      { ...good, id: 'jp-test-bad-card', plays: ['HA', 'S1', 'H2', 'H3', 'H4'] },
      { ...good, id: 'jp-test-no-teaches', teaches: '' },
      { ...good, id: 'jp-test-difficulty', difficulty: 4 },
      { ...good, id: 'jp-test-typo', answr: 1 },
      { ...good, id: 'jp-test-answer-range', answer: 5 },
      { ...good, id: 'nap-test-wrong-prefix' },
    ];
    const problems = puzzleProblems(lists({ japanese: bad }));
    expect(problems.map((p) => p.id)).toEqual(bad.map((b) => b.id));
    expect(problems[0]!.problem).toMatch(/S1/);
    expect(problems[1]!.problem).toMatch(/teaches/);
    expect(problems[2]!.problem).toMatch(/difficulty/);
    expect(problems[3]!.problem).toMatch(/answr/);
    expect(problems[4]!.problem).toMatch(/answer/);
    expect(problems[5]!.problem).toMatch(/jp-/);
  });

  it('duplicate ids are reported', () => {
    const problems = puzzleProblems(lists({ japanese: [good, { ...good }] }));
    expect(problems).toEqual([{ id: good.id, variant: 'japanese', problem: expect.stringMatching(/duplicate/) }]);
  });

  it('a query the engine rejects is reported', () => {
    const r = checkPuzzle({ ...good, rules: { killer: 'SQ' } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toMatch(/killer/);
  });

  it('a Daifugō puzzle with wrong legality or wrong effects fails', () => {
    const d: DaifugoPuzzle = {
      id: 'df-test',
      title: 'Test',
      difficulty: 1,
      teaches: 'higher-rank',
      variant: 'daifugo',
      table: { pile: [['H5', 'S5']], reversed: false, elevenBack: false, lockedSuits: [] },
      play: ['D7', 'C7'],
      answer: { legal: true, effects: [] },
    };
    const judge = (q: Record<string, unknown>) => judgeOne(q);
    expect(checkPuzzleWith(judge, d)).toEqual({ ok: true, reason: expect.stringMatching(/^Legal/) });
    expect(checkPuzzleWith(judge, { ...d, answer: { legal: false } }).ok).toBe(false);
    expect(checkPuzzleWith(judge, { ...d, answer: { legal: true, effects: ['skip'] } }).ok).toBe(false);
    const low = { ...d, play: ['D4', 'C4'], answer: { legal: false } as const };
    const r = checkPuzzleWith(judge, low);
    expect(r).toEqual({ ok: true, reason: expect.stringMatching(/^Not legal/) });
  });

  it('a judge that throws is reported, not thrown', () => {
    const r = checkPuzzleWith(() => {
      throw new Error('boom');
    }, good);
    expect(r).toEqual({ ok: false, problem: expect.stringMatching(/boom/) });
  });
});

describe('puzzleQuery', () => {
  it('is the judge query: the puzzle minus its answer and teaching fields', () => {
    const p = puzzleById('jp-joker-named-suit') as TrickPuzzle;
    const q = puzzleQuery(p);
    expect(q).toEqual({
      variant: 'japanese',
      rules: p.rules,
      trump: 'C',
      trick: 4,
      plays: p.plays,
      declared: 'D',
    });
    expect(judgeOne(q)['winner']).toBe(p.answer);
  });
});

describe('schema.json for editors', () => {
  const defs = schema.$defs;
  it('knows the same id prefixes, effects and variants as the loader', () => {
    const prefixes = Object.values(ID_PREFIX).map((p) => p.slice(0, -1));
    for (const p of prefixes) expect(defs.base.properties.id.pattern).toContain(p);
    expect(
      defs.base.properties.id.pattern
        .match(/\(([a-z|]+)\)/)![1]!
        .split('|')
        .sort(),
    ).toEqual([...prefixes].sort());
    const effects = defs.daifugoPuzzle.properties.answer.oneOf[0]!.properties.effects!.items.enum;
    expect([...effects].sort()).toEqual([...EFFECT_NAMES].sort());
    expect([...defs.trickPuzzle.properties.variant.enum, defs.daifugoPuzzle.properties.variant.const].sort()).toEqual(
      [...PUZZLE_VARIANTS].sort(),
    );
  });

  it('accepts every card in the files by its card pattern and rejects bad ones', () => {
    const re = new RegExp(defs.card.pattern);
    const cards = allPuzzles().flatMap((p) => (ofClimb(p) ? [...p.table.pile.flat(), ...p.play] : p.plays));
    expect(cards.filter((c) => !re.test(c))).toEqual([]);
    for (const bad of ['S1', 'H11', 'ZA', 'sa', 'JK2', 'T10']) expect(re.test(bad), bad).toBe(false);
  });
});

describe('puzzlesFor', () => {
  it('throws for an unknown variant', () => {
    expect(() => puzzlesFor('poker' as PuzzleVariant)).toThrow(/poker/);
  });
});

describe('puzzles that set the option they teach', () => {
  /** Contrast puzzles: the option is on, but this trick shows where it does not apply. */
  const CONTRAST = new Set([
    'jp-yoromeki-alone',
    'jp-same-two-broken',
    'jp-same-two-vs-mighty',
    'jp-same-two-four-players',
    'jp-gaeshi-needs-queen',
    'jp-joker-below-ura',
    'jp-joker-led-only',
    'jp-joker-pass',
    'mt-ripper-first-trick',
    'hk-summon-any-play',
    'df-unskippable-reversed-two',
  ]);
  const strip = (a: Record<string, unknown>) => JSON.stringify({ ...a, reason: undefined });
  for (const p of allPuzzles()) {
    const rules = (p.rules ?? {}) as Record<string, unknown>;
    if (!(p.teaches in rules)) continue;
    it(`${p.id}: the answer ${CONTRAST.has(p.id) ? 'is the same' : 'changes'} without ${p.teaches}`, () => {
      const q = puzzleQuery(p);
      const without = { ...rules };
      delete without[p.teaches];
      const same = strip(judgeOne(q)) === strip(judgeOne({ ...q, rules: without }));
      expect(same).toBe(CONTRAST.has(p.id));
    });
  }
});

/**
 * Puzzles whose answer rests on a decision of this site, where the sources are silent or differ
 * (issue 15): the explanation a learner reads after answering says so.
 */
const DECISION_PUZZLES = [
  'hk-led-joker-late-wins',
  'jp-same-two-over-ura',
  'jp-club-three',
  'jp-joker-first-trick',
  'jp-no-trump-mighty',
  'nap-two-players',
  'df-eleven-back-cancel',
  'mt-ripper-no-call',
] as const;

/** A note that owns up to a decision: sources silent or differing, then what this site does. */
function saysDecision(note: string | undefined): boolean {
  return (
    note !== undefined &&
    /\b(?:sources are silent|sources differ|not consistent|cannot both be true)\b/i.test(note) &&
    /\bthis site\b/i.test(note)
  );
}

describe('puzzles that rest on a decision of this site', () => {
  it('the decision check tells a decision note from a plain one', () => {
    expect(saysDecision('Sources are silent here; this site lets the next card set the suit.')).toBe(true);
    expect(saysDecision('A joker pulled out by ♣3 ranks lowest, however strong it would otherwise be.')).toBe(false);
    expect(saysDecision(undefined)).toBe(false);
  });

  for (const id of DECISION_PUZZLES) {
    it(`${id} says in its explanation that sources are silent or differ, and what this site does`, () => {
      const p = puzzleById(id);
      expect(p, `no puzzle ${id}`).toBeDefined();
      expect(saysDecision(p!.note), `${id}: ${p!.note ?? '(no note)'}`).toBe(true);
    });
  }

  it('every Japanese no-trump puzzle switches no-trump bids on (a no-trump hand needs them)', () => {
    const noTrump = puzzlesFor('japanese').filter((p): p is TrickPuzzle => 'trump' in p && p.trump === null);
    expect(noTrump.map((p) => p.id)).toEqual(expect.arrayContaining(['jp-no-trump-jacks', 'jp-no-trump-mighty']));
    const without = noTrump
      .filter(
        (p) =>
          resolveJapaneseRules({ ...(p.preset ? { preset: p.preset } : {}), rules: p.rules ?? {} }).noTrumpBids !==
          true,
      )
      .map((p) => p.id);
    expect(without).toEqual([]);
  });
});

describe('light modules for islands (JS budget)', () => {
  const importsOf = (file: string) =>
    [
      ...readFileSync(new URL(`../../../src/content-data/${file}`, import.meta.url), 'utf8').matchAll(
        /^import[^;]*?from '([^']+)'/gms,
      ),
    ].map((m) => m[1]!);
  // cards.ts and the games' light descriptors (no engine code) are all they may take from the engine
  const heavy = (i: string) =>
    i.includes('/engine/') && !i.endsWith('/engine/cards.ts') && !i.endsWith('/engine/descriptors.ts');
  it('puzzle-check.ts imports no engine but cards.ts (and the descriptors) and no puzzle file', () => {
    const imports = importsOf('puzzle-check.ts');
    expect(imports.filter(heavy)).toEqual([]);
    expect(imports.filter((i) => i.endsWith('.json'))).toEqual([]);
  });
  it('puzzle-data.ts imports no engine but cards.ts (and the descriptors)', () => {
    const imports = [...importsOf('puzzle-data.ts'), ...importsOf('puzzle-check.ts')];
    expect(imports.filter(heavy)).toEqual([]);
    expect(importsOf('puzzle-data.ts').filter((i) => i.endsWith('.json'))).toHaveLength(5);
  });
});
