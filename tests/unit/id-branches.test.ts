/**
 * Issue #29: nothing outside `src/engine/` branches on a game's id; it asks the game's descriptor
 * (`src/engine/descriptors.ts`: kind, `has.*`, the review's words), its registry entry, its view
 * or a function the game provides. ESLint forbids such a branch in `src/**\/*.ts(x)`; this check
 * reads every file the site, its generators and its tests run — `src/` (its `.astro` and `.mjs`
 * files too, which the lint skips), `scripts/`, `tests/e2e/`, `tests/unit/` and `tests/property/`
 * — so the rule holds where the lint does not look. A test names a game as data (a table keyed by
 * id, a case picked by its id), never as a branch.
 *
 * A branch on an id: a comparison (`===`, `!==`, `==`, `!=`) with a game's id, a `case` of one, or
 * a list of ids asked `.includes(…)`. A card's role or a rule that shares a game's name
 * (`role === 'mighty'`, `switch (r.rule) { case 'mighty': … }`) is not a game and passes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VARIANT_IDS } from '../../src/engine/options.ts';

/** Where the check reads, and what it leaves to the engine (and this file, whose examples are branches). */
const ROOTS = ['src', 'scripts', 'tests/e2e', 'tests/unit', 'tests/property'];
const EXEMPT = /^(?:src\/engine\/|tests\/unit\/id-branches\.test\.ts$)/;
/**
 * Lines that hold a branch on an id as data, not as code that runs: a file and a piece of the line.
 * Each is a fixture that another check reads as text.
 */
const DATA_LINES: readonly [file: string, piece: string, why: string][] = [
  [
    'tests/unit/site/terms.test.ts',
    `"export const role = (v: string) => (v === 'nap'`,
    'a catalogue’s code given to the term scanner as a string (it reads which game a word belongs to)',
  ],
];
const SOURCE = /\.(ts|tsx|mts|js|mjs|astro)$/;

const IDS = VARIANT_IDS.map((id) => id.replace(/[-]/g, '\\-')).join('|');
/** A game's id written as a string, in any of the three quotes. */
const ID = `(?:${["'", '"', '`'].map((q) => `${q}(?:${IDS})${q}`).join('|')})`;
/** A name that is a card's role or a rule, not a game (`r.role`, `x.rule`, `explanation.rule`). */
const NOT_A_GAME = /(?:^|[.\s(])(?:role|rule)$/;

/** The code of a source file without its comments (line numbers kept). */
function codeOf(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
    .replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, ' '));
}

/** Each line of `source` that branches on a game's id, as `line: text`. */
export function idBranches(source: string): string[] {
  const lines = codeOf(source).split('\n');
  const out: string[] = [];
  let switchOn = '';
  lines.forEach((line, i) => {
    const sw = /\bswitch\s*\(\s*([\w$.?[\]'"]+)\s*\)/.exec(line);
    if (sw) switchOn = sw[1]!;
    const hits = [
      ...[...line.matchAll(new RegExp(`([\\w$.?\\]'"\`)]+)\\s*[!=]==?\\s*${ID}`, 'g'))].map((m) => m[1]!),
      ...[...line.matchAll(new RegExp(`${ID}\\s*[!=]==?\\s*([\\w$.?[\\]'"\`(]+)`, 'g'))].map((m) => m[1]!),
      ...[...line.matchAll(new RegExp(`\\bcase\\s+${ID}\\s*:`, 'g'))].map(() => switchOn),
      ...[...line.matchAll(new RegExp(`\\[\\s*${ID}[^\\]]*\\]\\s*\\.includes\\(`, 'g'))].map(() => ''),
    ];
    if (hits.some((operand) => !NOT_A_GAME.test(operand))) out.push(`${i + 1}: ${line.trim()}`);
  });
  return out;
}

function sourceFiles(): string[] {
  return ROOTS.flatMap((root) =>
    (readdirSync(root, { recursive: true }) as string[])
      .map((f) => join(root, f).replaceAll('\\', '/'))
      .filter((f) => SOURCE.test(f) && !EXEMPT.test(f)),
  ).sort();
}

describe('no branch on a game’s id outside src/engine/', () => {
  it('the check finds the branches it is meant to, and passes a card’s role', () => {
    const found = (code: string) => idBranches(code).length;
    expect(found("if (variant === 'nap') x();")).toBe(1);
    expect(found("const t = p.variant !== 'japanese' ? a : b;")).toBe(1);
    expect(found("if ('tw-hk' == v) x();")).toBe(1);
    expect(found('const c = v === `daifugo`;')).toBe(1);
    expect(found("switch (variant) {\n  case 'mighty':\n    break;\n}")).toBe(1);
    expect(found("if (['nap', 'mighty'].includes(v)) x();")).toBe(1);
    expect(found("{variant === 'daifugo' && <Pile />}")).toBe(1);
    // a card's role, a rule, a word in a comment or a string: not a branch on a game
    expect(found(".filter((r) => r.role === 'mighty' || r.role === 'sei-jack')")).toBe(0);
    expect(found("switch (x.rule) {\n  case 'mighty':\n}")).toBe(0);
    expect(found("// when variant === 'nap' the bids differ")).toBe(0);
    expect(found("/* v === 'nap' */ const a = 1;")).toBe(0);
    expect(found("const href = 'https://example.org/nap'; const v = 'nap';")).toBe(0);
  });

  it('the site, its generators and its tests ask the game, never name it', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.startsWith('scripts/'))).toBe(true);
    expect(files.some((f) => f.startsWith('tests/e2e/'))).toBe(true);
    expect(files.some((f) => f.startsWith('tests/unit/'))).toBe(true);
    expect(files.some((f) => f.startsWith('tests/property/'))).toBe(true);
    const found = files.flatMap((f) =>
      idBranches(readFileSync(f, 'utf8'))
        .filter((l) => !DATA_LINES.some(([file, piece]) => file === f && l.includes(piece)))
        .map((l) => `${f}:${l}`),
    );
    expect(found).toEqual([]);
  });

  it('each line let through as data is still there (a stale entry would let a branch in unseen)', () => {
    for (const [file, piece, why] of DATA_LINES)
      expect(
        idBranches(readFileSync(file, 'utf8')).some((l) => l.includes(piece)),
        `${file}: ${why}`,
      ).toBe(true);
  });
});
