/**
 * Japanese puzzle and lesson texts (content/puzzles/ja/, content/lessons/ja/): every puzzle and
 * every lesson step has a complete Japanese entry, no entry names an id that
 * does not exist, an entry whose English changed since is listed as stale (a warning), and the
 * Japanese has no Latin-letter words left outside card codes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { lessonUnits, puzzleUnits, translatedKeys, translatedUnit } from '../../../src/i18n/content-texts.mjs';
import { textsHash } from '../../../src/i18n/staleness.mjs';
import { lessonById, coachedHandFor } from '../../../src/content-data/lessons.ts';
import { lessonTextLang, localHref, localizeLesson, localizePuzzle } from '../../../src/content-data/translations.ts';
import { puzzleById } from '../../../src/content-data/puzzles.ts';

const CONTENT = join(import.meta.dirname, '../../../content');

type Tr = Parameters<typeof translatedUnit>[0];
interface FileCase {
  name: string;
  units: { key: string; texts: Record<string, string | string[]> }[];
  tr: Tr;
  kind: 'puzzles' | 'lessons';
}

const files: FileCase[] = (['puzzles', 'lessons'] as const).flatMap((kind) =>
  readdirSync(join(CONTENT, kind))
    .filter((f) => f.endsWith('.json') && f !== 'schema.json')
    .map((f) => {
      const english = JSON.parse(readFileSync(join(CONTENT, kind, f), 'utf8'));
      let tr: Tr = {};
      try {
        tr = JSON.parse(readFileSync(join(CONTENT, kind, 'ja', f), 'utf8'));
      } catch {
        /* no file: every unit is missing */
      }
      return {
        name: `${kind}/${f}`,
        kind,
        tr,
        units: kind === 'puzzles' ? puzzleUnits(english) : lessonUnits(english),
      };
    }),
);

/** What is missing from a file's translation: units with no entry, entries lacking a field. */
export function missingEntries(c: FileCase): string[] {
  const out: string[] = [];
  for (const u of c.units) {
    const t = translatedUnit(c.tr, u.key);
    if (!t) {
      out.push(`${c.name} ${u.key}: no Japanese`);
      continue;
    }
    for (const [field, english] of Object.entries(u.texts)) {
      const ja = t[field];
      if (Array.isArray(english)) {
        if (!Array.isArray(ja) || ja.length !== english.length || ja.some((x) => typeof x !== 'string' || x === ''))
          out.push(`${c.name} ${u.key}: "${field}" needs ${english.length} Japanese answers`);
      } else if (typeof ja !== 'string' || ja.trim() === '') out.push(`${c.name} ${u.key}: no Japanese "${field}"`);
    }
    if (typeof t.from !== 'string')
      out.push(`${c.name} ${u.key}: no "from" hash (node scripts/i18n-content.mjs --stamp)`);
  }
  return out;
}

/** The entries of a file made from an English text that has changed since. */
export function staleEntries(c: FileCase): string[] {
  return c.units.flatMap((u) => {
    const t = translatedUnit(c.tr, u.key);
    return t && typeof t.from === 'string' && t.from !== textsHash(u.texts) ? [`${c.name} ${u.key}`] : [];
  });
}

/** Latin-letter words left in a Japanese text, outside card codes and code spans. */
export function latinWords(text: string): string[] {
  const bare = text
    .replace(/`[^`]*`/g, ' ')
    // A rule-fact placeholder ({widow}, {players|word}): the engine's number goes there.
    .replace(/\{[A-Za-z]+(\|[A-Za-z]+)?\}/g, ' ')
    .replace(/[♠♥♦♣](10|[2-9AKQJ])/g, ' ')
    // A rank alone ("A・K・Q・J・10", "Jを含む組"): the players' own way to write it.
    .replace(/(?<![A-Za-z])[AKQJ](?![A-Za-z])/g, ' ');
  return bare.match(/[A-Za-z]+/g) ?? [];
}

/** Half-width sentence punctuation left in a Japanese text (Japanese uses 、。：（）！？). */
export function halfWidthPunctuation(text: string): string[] {
  return text.replace(/`[^`]*`/g, ' ').match(/[,.!?;:()]/g) ?? [];
}

describe('Japanese puzzle and lesson texts', () => {
  test('every puzzle and every lesson step has a complete Japanese entry', () => {
    expect(files.flatMap(missingEntries)).toEqual([]);
  });

  test('every puzzle and lesson file is read (twelve puzzle files, ten lesson files)', () => {
    expect(files.filter((c) => c.kind === 'puzzles').length).toBe(12);
    expect(files.filter((c) => c.kind === 'lessons').length).toBe(10);
  });

  test('no Japanese entry for a puzzle, lesson or step that does not exist', () => {
    const unknown = files.flatMap((c) => {
      const keys = new Set(c.units.map((u) => u.key));
      return translatedKeys(c.tr, c.kind)
        .filter((k) => !keys.has(k))
        .map((k) => `${c.name}: "${k}" is not in the English file`);
    });
    expect(unknown).toEqual([]);
  });

  test('entries whose English changed since are listed as stale (a warning, not a failure)', () => {
    const stale = files.flatMap(staleEntries);
    if (stale.length > 0)
      console.warn(
        `Japanese made from an older English text (update it, delete its "from", then node scripts/i18n-content.mjs --stamp):\n${stale.join('\n')}`,
      );
    // The listing finds an entry made from another English text, and only that one.
    const english = { title: 'A', note: 'N' };
    const c: FileCase = {
      name: 'puzzles/x.json',
      kind: 'puzzles',
      units: [
        { key: 'a', texts: english },
        { key: 'b', texts: { title: 'B' } },
      ],
      tr: {
        a: { from: textsHash({ title: 'A', note: 'an older note' }), title: 'エー', note: 'エヌ' },
        b: { from: textsHash({ title: 'B' }), title: 'ビー' },
      },
    };
    expect(staleEntries(c)).toEqual(['puzzles/x.json a']);
  });

  test('no Latin-letter word and no half-width punctuation in the Japanese, outside card codes', () => {
    const bad: string[] = [];
    const walk = (where: string, v: unknown): void => {
      if (typeof v === 'string') {
        const words = latinWords(v);
        const punct = halfWidthPunctuation(v);
        if (words.length > 0) bad.push(`${where}: ${words.join(', ')} in "${v}"`);
        if (punct.length > 0) bad.push(`${where}: half-width ${punct.join(' ')} in "${v}"`);
      } else if (Array.isArray(v)) v.forEach((x, i) => walk(`${where}[${i}]`, x));
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) if (k !== 'from') walk(`${where}.${k}`, x);
    };
    for (const c of files) walk(c.name, c.tr);
    expect(bad).toEqual([]);
  });

  test('the checks find what they look for', () => {
    expect(latinWords('♠Aはオールマイティ。`HQ` とAと10')).toEqual([]);
    expect(latinWords('the sei-jack（正ジャック）')).toEqual(['the', 'sei', 'jack']);
    expect(halfWidthPunctuation('勝ちます. (ほんとう)')).toEqual(['.', '(', ')']);
    const c: FileCase = {
      name: 'puzzles/x.json',
      kind: 'puzzles',
      units: [{ key: 'a', texts: { title: 'A', note: 'N' } }],
      tr: { a: { from: 'x', title: 'エー' } },
    };
    expect(missingEntries(c)).toEqual(['puzzles/x.json a: no Japanese "note"']);
  });
});

describe('the Japanese texts on a page', () => {
  test('English pages get the English objects untouched', () => {
    const p = puzzleById('jp-mighty')!;
    expect(localizePuzzle(p, 'en')).toBe(p);
    const l = lessonById('jp-trumps')!;
    expect(localizeLesson(l, 'en')).toBe(l);
    // A lesson with rule facts gets them from the engine (standard preset: a widow of 2).
    const deck = localizeLesson(lessonById('jp-deck')!, 'en');
    expect(deck.steps[0]).toMatchObject({ text: expect.stringContaining('Two cards stay face down') });
  });

  test('a Japanese page gets the Japanese title, note, steps and links to the Japanese edition', () => {
    const p = localizePuzzle(puzzleById('jp-mighty')!, 'ja');
    expect(p.title).not.toBe(puzzleById('jp-mighty')!.title);
    expect(latinWords(p.note ?? '')).toEqual([]);
    const l = localizeLesson(lessonById('jp-deck')!, 'ja');
    expect(l.rulesLink).toBe('/ja/japanese/rules/#1-deal');
    expect(latinWords(l.title)).toEqual([]);
    for (const s of l.steps) {
      for (const k of ['text', 'prompt', 'why'] as const) {
        const v = (s as unknown as Record<string, unknown>)[k];
        if (typeof v === 'string') expect(latinWords(v)).toEqual([]);
      }
    }
    // An honours question's answers are numbers the engine checks: they stay as they are.
    const honours = l.steps.find((s) => s.kind === 'choice' && s.honours);
    expect(honours && honours.kind === 'choice' && honours.choices).toEqual(['1', '2', '3', '5']);
    const coached = coachedHandFor('japanese', 'ja')!;
    expect(latinWords(coached.phases['auction'] ?? '')).toEqual([]);
  });
});

describe('lesson step ids (translations are keyed by them)', () => {
  test('a step without an id, or with an id used twice, is named by the lesson check', async () => {
    const { lessonProblems } = await import('../../../src/content-data/lesson-check.ts');
    const l = lessonById('jp-deck')!;
    const steps = l.steps.map((s, i) => (i === 1 ? { ...s, id: undefined } : i === 3 ? { ...s, id: 's3' } : s));
    expect(lessonProblems({ ...l, steps } as unknown as typeof l)).toEqual([
      'step 2: a step needs an id (lower-case, like "s1")',
      'step 4: the step id "s3" is used twice',
    ]);
    expect(lessonProblems(l)).toEqual([]);
  });
});

describe('links into an edition', () => {
  test('a link goes to the edition’s folder, named by the page’s language tag', () => {
    expect(localHref('/tw-hk/practice/', 'zh-TW')).toBe('/zh-tw/tw-hk/practice/');
    expect(localHref('/mighty/learn/', 'ko')).toBe('/ko/mighty/learn/');
    expect(localHref('/japanese/rules/#1-deal', 'ja')).toBe('/ja/japanese/rules/#1-deal');
    expect(localHref('/ja/japanese/rules/', 'ja')).toBe('/ja/japanese/rules/');
    expect(localHref('/japanese/rules/', 'en')).toBe('/japanese/rules/');
  });
});

describe('Traditional Chinese puzzle texts (content/puzzles/zh-tw/)', () => {
  // The Chinese edition's tw-hk pages: the trick puzzles, the endgames and the deductions.
  const cases: FileCase[] = ['tw-hk', 'endgame-tw-hk', 'deduction-tw-hk'].map((f) => ({
    name: `puzzles/zh-tw/${f}.json`,
    kind: 'puzzles',
    units: puzzleUnits(JSON.parse(readFileSync(join(CONTENT, 'puzzles', `${f}.json`), 'utf8'))),
    tr: JSON.parse(readFileSync(join(CONTENT, 'puzzles', 'zh-tw', `${f}.json`), 'utf8')),
  }));

  test('every tw-hk puzzle has a complete Chinese entry made from the current English', () => {
    for (const c of cases) {
      expect(missingEntries(c)).toEqual([]);
      expect(staleEntries(c)).toEqual([]);
      const keys = new Set(c.units.map((u) => u.key));
      expect(translatedKeys(c.tr, 'puzzles').filter((k) => !keys.has(k))).toEqual([]);
    }
  });

  test('no Latin-letter word and no half-width punctuation in the Chinese, outside card codes', () => {
    const bad = cases.flatMap((c) =>
      Object.entries(c.tr).flatMap(([id, t]) =>
        Object.entries(t as Record<string, string>)
          .filter(([k]) => k !== 'from')
          .filter(([, v]) => latinWords(v).length > 0 || halfWidthPunctuation(v).length > 0)
          .map(([k, v]) => `${c.name} ${id}.${k}: "${v}"`),
      ),
    );
    expect(bad).toEqual([]);
  });

  test('a Chinese page gets the Chinese title and note; other pages do not', () => {
    const p = puzzleById('hk-secretary')!;
    expect(localizePuzzle(p, 'zh-TW').title).toBe('秘書牌');
    expect(localizePuzzle(p, 'zh-TW').note).toMatch(/^拿破崙用來找秘書的那張牌/);
    expect(localizePuzzle(p, 'ko')).toBe(p);
    expect(localizePuzzle(puzzleById('jp-mighty')!, 'zh-TW')).toEqual(puzzleById('jp-mighty')!);
  });
});

describe('Korean lesson texts (content/lessons/ko/): the Mighty course and lesson', () => {
  const cases: FileCase[] = ['course-mighty', 'mighty-mighty'].map((f) => ({
    name: `lessons/ko/${f}.json`,
    kind: 'lessons',
    units: lessonUnits(JSON.parse(readFileSync(join(CONTENT, 'lessons', `${f}.json`), 'utf8'))),
    tr: JSON.parse(readFileSync(join(CONTENT, 'lessons', 'ko', `${f}.json`), 'utf8')),
  }));

  test('every Mighty lesson, step and coached line has a complete Korean entry; stale ones are listed', () => {
    for (const c of cases) {
      expect(missingEntries(c)).toEqual([]);
      const keys = new Set(c.units.map((u) => u.key));
      expect(translatedKeys(c.tr, 'lessons').filter((k) => !keys.has(k))).toEqual([]);
    }
    const stale = cases.flatMap(staleEntries);
    if (stale.length > 0)
      console.warn(
        `Korean made from an older English text (update it, delete its "from", then node scripts/i18n-content.mjs --stamp ko):\n${stale.join('\n')}`,
      );
  });

  test('no Latin-letter word in the Korean, outside card codes', () => {
    const bad: string[] = [];
    const walk = (where: string, v: unknown): void => {
      if (typeof v === 'string') {
        const words = latinWords(v);
        if (words.length > 0) bad.push(`${where}: ${words.join(', ')} in "${v}"`);
      } else if (Array.isArray(v)) v.forEach((x, i) => walk(`${where}[${i}]`, x));
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) if (k !== 'from') walk(`${where}.${k}`, x);
    };
    for (const c of cases) walk(c.name, c.tr);
    expect(bad).toEqual([]);
  });

  test('a Korean page gets the Korean lesson, its links to the Korean edition and the coached lines', () => {
    const l = lessonById('mt-joker')!;
    const ko = localizeLesson(l, 'ko');
    expect(ko.title).toBe('조커');
    expect(ko.rulesLink).toBe('/ko/mighty/ranking/#hearts-trumps');
    for (const s of ko.steps)
      for (const k of ['text', 'prompt', 'hint', 'why'] as const) {
        const v = (s as unknown as Record<string, unknown>)[k];
        if (typeof v === 'string') expect(latinWords(v)).toEqual([]);
      }
    expect(localizeLesson(lessonById('mighty-mighty')!, 'ko').title).toBe('마이티와 조커');
    expect(latinWords(coachedHandFor('mighty', 'ko')!.phases['auction'] ?? '')).toEqual([]);
    // Another game's lesson on a Korean page (the edition has Mighty's only) stays as it is.
    expect(localizeLesson(lessonById('jp-deck')!, 'ko')).toEqual(localizeLesson(lessonById('jp-deck')!, 'en'));
  });
});

describe('Traditional Chinese lesson texts (content/lessons/zh-tw/)', () => {
  // The Chinese edition's tw-hk course and its warm-up lesson (the rules and practice pages').
  const cases: FileCase[] = ['course-tw-hk', 'twhk-jokers'].map((f) => ({
    name: `lessons/zh-tw/${f}.json`,
    kind: 'lessons',
    units: lessonUnits(JSON.parse(readFileSync(join(CONTENT, 'lessons', `${f}.json`), 'utf8'))),
    tr: JSON.parse(readFileSync(join(CONTENT, 'lessons', 'zh-tw', `${f}.json`), 'utf8')),
  }));

  test('every tw-hk lesson, step and coached line has a complete Chinese entry made from the current English', () => {
    for (const c of cases) {
      expect(missingEntries(c)).toEqual([]);
      expect(staleEntries(c)).toEqual([]);
      const keys = new Set(c.units.map((u) => u.key));
      expect(translatedKeys(c.tr, 'lessons').filter((k) => !keys.has(k))).toEqual([]);
    }
  });

  test('no Latin-letter word and no half-width punctuation in the Chinese, outside card codes', () => {
    const bad: string[] = [];
    const walk = (where: string, v: unknown): void => {
      if (typeof v === 'string') {
        if (latinWords(v).length > 0 || halfWidthPunctuation(v).length > 0) bad.push(`${where}: "${v}"`);
      } else if (Array.isArray(v)) v.forEach((x, i) => walk(`${where}[${i}]`, x));
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) if (k !== 'from') walk(`${where}.${k}`, x);
    };
    for (const c of cases) walk(c.name, c.tr);
    expect(bad).toEqual([]);
  });

  test('a Chinese page gets the Chinese tw-hk lessons, links to the Chinese edition and the Chinese coach', () => {
    const l = localizeLesson(lessonById('tw-secretary')!, 'zh-TW');
    expect(l.title).toBe('秘書牌');
    expect(l.rulesLink).toBe('/zh-tw/tw-hk/rules/#4-the-secretary-card');
    for (const s of l.steps)
      for (const k of ['text', 'prompt', 'why'] as const) {
        const v = (s as unknown as Record<string, unknown>)[k];
        if (typeof v === 'string') expect(latinWords(v)).toEqual([]);
      }
    const warmUp = localizeLesson(lessonById('twhk-jokers')!, 'zh-TW');
    expect(warmUp.title).toBe('大小鬼與末三輪');
    const link = localizeLesson(lessonById('tw-first-hand')!, 'zh-TW').steps.find((s) => 'link' in s && s.link);
    expect(link && 'link' in link && link.link).toEqual({
      href: '/zh-tw/tw-hk/practice/?coach=1',
      text: '在練習對局打一局有教練陪的牌',
    });
    expect(latinWords(coachedHandFor('tw-hk', 'zh-TW')!.phases['auction.you'] ?? '')).toEqual([]);
    // Another game's lessons keep their English words on a Chinese page (its pages are not translated).
    expect(localizeLesson(lessonById('jp-deck')!, 'zh-TW').title).toBe(lessonById('jp-deck')!.title);
  });

  test('the lesson islands speak Chinese for the tw-hk lessons only', () => {
    expect(lessonTextLang('zh-TW', 'tw-hk')).toBe('zh-TW');
    expect(lessonTextLang('zh-TW', 'mighty')).toBe('en');
    expect(lessonTextLang('ja', 'mighty')).toBe('ja');
    expect(lessonTextLang('en', 'tw-hk')).toBe('en');
  });
});
