/**
 * A language is one catalogue (issue #29): every file of `src/i18n/` written for one language
 * (`<name>.<lang>.ts`, `card-words/<lang>.ts`, `phrases/ja-….ts`, `ko.ts`, `zh-tw-….ts` …) binds
 * catalogues or words, and holds no logic — at most 5 branches and none on a game's id. The logic
 * that decides what to say lives once, in the language-neutral shape files and `islands-logic/`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { logicOf } from './logic-of.ts';

const ROOT = 'src/i18n';
/** A file name that names a language: `x.ja.ts`, `ja.ts`, `ja-nap.ts`, `zh-tw-options.ts`, `grammar-ko.ts`. */
const FOR_ONE_LANGUAGE = /(^|[.-])(en|ja|ko|zh-tw)([.-]|$)/i;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}
const files = walk(ROOT).filter((p) => /\.(ts|tsx|mjs)$/.test(p) && FOR_ONE_LANGUAGE.test(p.split('/').pop()!));

describe('the files of one language in src/i18n/', () => {
  it('are found (every edition has some)', () => {
    for (const lang of ['.en.', '.ja.', '.ko.', '.zh-TW.'])
      expect(
        files.some((f) => f.includes(lang)),
        lang,
      ).toBe(true);
    expect(files.length).toBeGreaterThan(60);
  });

  it.each(files)('%s has at most 5 branches and none on a game’s id', (f) => {
    const { branches, idBranches } = logicOf(readFileSync(f, 'utf8'));
    expect(branches).toBeLessThanOrEqual(5);
    expect(idBranches).toEqual([]);
  });
});
