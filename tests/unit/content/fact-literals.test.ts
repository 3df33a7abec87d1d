/**
 * Rule facts in prose come from the engine: no lesson (in any language) and no MDX page types a
 * number next to a term whose number depends on the rules (the widow, the cards each player
 * gets, the players, "bids once" …). Such a sentence writes a placeholder (`{widow}` in a lesson,
 * `<Fact name="widow" />` on a page) that the build fills in from the lesson's or page's rule set.
 * The failure names the file, the field and the sentence.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { factLiterals } from '../../../src/content-data/fact-literals.ts';
import PAGES_TO_CONVERT from './fact-literals-pages.json' with { type: 'json' };

const ROOT = join(import.meta.dirname, '../../..');
const LESSONS = join(ROOT, 'content/lessons');
const DOCS = join(ROOT, 'content/docs');
/** Lesson folders by language tag. */
const FOLDER_LANG: Readonly<Record<string, string>> = { ja: 'ja', ko: 'ko', 'zh-tw': 'zh-TW' };
/** The fields of a lesson file a reader sees. */
const TEXT_KEYS = new Set(['title', 'summary', 'recap', 'text', 'prompt', 'hint', 'why', 'choices', 'link', 'phases']);

function files(dir: string, ext: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p, ext) : n.endsWith(ext) ? [p] : [];
  });
}

/** Every reader's text of a lesson file (English or a translation), with where it is. */
function lessonTexts(json: unknown): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  const walk = (where: string, v: unknown, seen: boolean): void => {
    if (typeof v === 'string') {
      if (seen) out.push({ where, text: v });
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(`${where}[${i}]`, x, seen));
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v))
        if (k !== 'from' && k !== 'href') walk(where ? `${where}.${k}` : k, x, seen || TEXT_KEYS.has(k));
  };
  walk('', json, false);
  return out;
}

/** A lesson file's typed facts, one line each: file, field, fact, sentence. */
export function lessonFileProblems(path: string, json: unknown): string[] {
  const folder = relative(LESSONS, path).split('/')[0]!;
  const lang = FOLDER_LANG[folder] ?? 'en';
  const name = relative(ROOT, path);
  return lessonTexts(json).flatMap(({ where, text }) =>
    factLiterals(text, lang).map((f) => `${name} ${where}: "${f.match}" types the ${f.fact}: "${f.sentence}"`),
  );
}

/** An MDX page's typed facts, one line each: file, line, fact, sentence. */
export function pageProblems(path: string, source: string): string[] {
  const rel = relative(DOCS, path);
  const lang = FOLDER_LANG[rel.split('/')[0]!] ?? 'en';
  const name = relative(ROOT, path);
  let code = false;
  return source.split('\n').flatMap((line, i) => {
    if (line.startsWith('```')) code = !code;
    if (code || /^\s*import\s/.test(line)) return [];
    return factLiterals(line, lang).map((f) => `${name}:${i + 1}: "${f.match}" types the ${f.fact}: "${f.sentence}"`);
  });
}

describe('rule facts in prose come from the engine', () => {
  test('no lesson, in any language, types a rule fact', () => {
    const bad = files(LESSONS, '.json').flatMap((p) => lessonFileProblems(p, JSON.parse(readFileSync(p, 'utf8'))));
    expect(bad).toEqual([]);
  });

  test('no MDX page types a rule fact beyond the ones listed', () => {
    // The pages' numbers the check still finds (fact-literals-pages.json, by file and words), read
    // by hand: most state an option's values (per player count, "one bid each"), a scenario of a
    // puzzle or example, a caption (a component prop, where <Fact> cannot go) or a page of another
    // helper's (Japanese local rules); the others are still to become <Fact name="…" />. A new one
    // fails; one that is gone is reported, to be taken off the list.
    const listed = new Set(PAGES_TO_CONVERT);
    const found = files(DOCS, '.mdx').flatMap((p) => pageProblems(p, readFileSync(p, 'utf8')));
    const key = (line: string) => line.replace(/:\d+: (".*?") types .*$/, ': $1');
    const fresh = found.filter((l) => !listed.has(key(l)));
    const gone = [...listed].filter((k) => !found.some((l) => key(l) === k));
    if (gone.length > 0)
      console.warn(`typed facts no longer on the pages (take them off the list):\n${gone.join('\n')}`);
    expect(fresh).toEqual([]);
  });

  test('a widow typed in the Japanese course is found, in each language', () => {
    const jaCourse = join(LESSONS, 'ja/course-japanese.json');
    expect(lessonFileProblems(jaCourse, { x: { recap: 'ナポレオンは場札の3枚を取り、3枚を捨てます。' } })).toEqual([
      'content/lessons/ja/course-japanese.json x.recap: "場札の3枚" types the widow: "ナポレオンは場札の3枚を取り、3枚を捨てます。"',
    ]);
    const en = join(LESSONS, 'course-japanese.json');
    expect(lessonFileProblems(en, { summary: 'Napoleon takes the three spare cards and buries three.' })).toHaveLength(
      2,
    );
    expect(
      lessonFileProblems(en, { summary: 'Napoleon takes the {widow|word} cards and buries {widow|word}.' }),
    ).toEqual([]);
    const ko = join(LESSONS, 'ko/course-mighty.json');
    expect(lessonFileProblems(ko, { a: { recap: '주공은 카드 3장을 가져오고 3장을 버립니다.' } })).toHaveLength(1);
    const zh = join(LESSONS, 'zh-tw/course-tw-hk.json');
    expect(lessonFileProblems(zh, { a: { recap: '拿破崙拿起六張底牌。' } })).toHaveLength(1);
    expect(lessonFileProblems(zh, { a: { recap: '底牌有六張。' } })).toHaveLength(1);
    expect(lessonFileProblems(zh, { a: { recap: '底牌有{widow|word}張。' } })).toEqual([]);
  });

  test('an 8 among the illegal finishes without its condition is found', () => {
    const en = join(LESSONS, 'course-daifugo.json');
    expect(lessonFileProblems(en, { summary: 'You may not go out with a 2, a joker or an 8.' })).toHaveLength(1);
    const ja = join(LESSONS, 'ja/course-daifugo.json');
    expect(lessonFileProblems(ja, { a: { summary: '2、ジョーカー、8では上がれません。' } })).toHaveLength(1);
    expect(lessonFileProblems(ja, { a: { summary: '8切りのあるルールでは8で上がると最下位です。' } })).toEqual([]);
  });

  test('scenario numbers are not facts of the rules', () => {
    const en = join(LESSONS, 'course-japanese.json');
    for (const text of [
      'Two players trumped. Which card wins?',
      'Napoleon bid 13. The side took 14 honours.',
      'Trick 9.',
      // A rule stated with its condition is true under every rule set.
      'Going out with a 2, a joker, or — with eight cut — an 8 makes you last.',
      'A trick-taking game for four to six players.',
    ])
      expect(lessonFileProblems(en, { prompt: text })).toEqual([]);
  });
});
