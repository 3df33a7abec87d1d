/**
 * One word per thing, per language (src/i18n/terms/<lang>.json) in the words the site is made
 * from: the lists themselves, the puzzle and lesson texts of each language (scoped terms by the
 * file's game), the islands' word catalogues (`src/i18n/islands/*.<lang>.ts`, each string with
 * the game its code writes it for), and the Daifugō effect words. (The built pages are checked in
 * tests/dist/terms.test.ts.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import {
  findForbidden,
  parseTerms,
  termReport,
  termsOf,
  TERM_LANGS,
  type TermHit,
  type TermLang,
} from '../../../src/i18n/terms/index.ts';
import { TRANSLATED } from '../../../src/i18n/locales.mjs';
import { legalPlayReason } from '../../../src/content-data/puzzle-check.ts';
import { EFFECT_LABEL, effectNoun } from '../../../src/engine/daifugo/effect-words.ts';
import type { DaifugoPuzzle } from '../../../src/content-data/puzzle-types.ts';
import { catalogueStrings, messageStrings } from './catalogue-strings.ts';
import { practiceEn } from '../../../src/i18n/islands/practice.en.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsonFiles(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : [],
  );
}

/** Keys of the English puzzle and lesson JSON whose strings are text for readers (ids and cards are not). */
const TEXT_KEYS = new Set([
  'title',
  'note',
  'text',
  'prompt',
  'hint',
  'summary',
  'explanation',
  'recap',
  'why',
  'choices',
]);

/** The texts of a puzzle or lesson file: in a translation every string but the `from` hashes. */
function jsonTexts(value: unknown, translated: boolean, key?: string): string[] {
  if (typeof value === 'string')
    return key !== undefined && (translated ? key !== 'from' && key !== '$schema' : TEXT_KEYS.has(key)) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => jsonTexts(v, translated, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => jsonTexts(v, translated, k));
  return [];
}

/** The edition of a file under content/lessons or content/puzzles: its folder (ja, ko, zh-tw) or English. */
function langOfContent(file: string): TermLang {
  const dir = basename(dirname(file));
  return (TRANSLATED.find((t) => t.dir === dir)?.lang as TermLang | undefined) ?? 'en';
}

/** The game of a puzzle or lesson file: the one variant its English file plays, if it plays one. */
function gameOfContent(file: string): string | undefined {
  const kind = relative(root, file).split(/[/\\]/)[1]!; // lessons or puzzles
  const english = join(root, 'content', kind, basename(file));
  const variants = new Set([...readFileSync(english, 'utf8').matchAll(/"variant"\s*:\s*"([^"]+)"/g)].map((m) => m[1]!));
  return variants.size === 1 ? [...variants][0] : undefined;
}

const catalogueLang = (name: string): TermLang | undefined => TERM_LANGS.find((l) => name.endsWith(`.${l}.ts`));

/** In a catalogue of several languages (explore-views.ts), a string's language from its holder's name: SCORE_FIELDS_JA, gameZh. */
const OWNER_LANG: readonly [RegExp, TermLang][] = [
  [/(?:_JA|[a-z]Ja)$/, 'ja'],
  [/(?:_KO|[a-z]Ko)$/, 'ko'],
  [/(?:_ZH|[a-z]Zh)$/, 'zh-TW'],
];
const ownerLang = (owner: string | undefined): TermLang =>
  OWNER_LANG.find(([re]) => owner !== undefined && re.test(owner))?.[1] ?? 'en';

/** The words not to use in a catalogue; `lang` undefined for a catalogue of several languages. */
function catalogueHits(file: string, lang: TermLang | undefined, source: string): TermHit[] {
  const seen = new Set<string>();
  return catalogueStrings(source, file).flatMap((s) => {
    const games = s.games.length > 0 ? s.games : [undefined];
    const l = lang ?? ownerLang(s.owner);
    return games
      .flatMap((game) => findForbidden({ file: `${file}:${s.line}`, lang: l, game }, s.text))
      .filter((h) => {
        const key = `${h.file} ${h.variant} ${h.context}`;
        return seen.has(key) ? false : (seen.add(key), true);
      });
  });
}

/** The words not to use in a message catalogue, each named by its file and key. */
function messageHits(file: string, lang: TermLang, catalogue: Readonly<Record<string, string>>): TermHit[] {
  const seen = new Set<string>();
  return messageStrings(catalogue).flatMap((s) =>
    (s.games.length > 0 ? s.games : [undefined])
      .flatMap((game) => findForbidden({ file: `${file} "${s.key}"`, lang, game }, s.text))
      .filter((h) => {
        const key = `${h.file} ${h.variant} ${h.context}`;
        return seen.has(key) ? false : (seen.add(key), true);
      }),
  );
}

describe('the term lists', () => {
  test('each language has a list, and each entry says what, which word, which words not, and why', () => {
    for (const lang of TERM_LANGS) {
      const terms = termsOf(lang);
      expect(terms.length, lang).toBeGreaterThan(0);
      for (const t of terms) {
        expect(t.concept && t.use && t.why, `${lang}: ${t.use}`).toBeTruthy();
        expect(t.forbidden.length).toBe(t.avoid.length);
      }
    }
    expect(termsOf('ja').find((t) => t.avoid.includes('主攻'))?.games).toEqual(['nap']);
  });

  test('a malformed list is refused with a message naming the file, the entry and the problem', () => {
    const list = (terms: unknown[]) => ({ lang: 'ja', match: 'anywhere', terms });
    const good = { concept: 'c', use: 'u', why: 'w', avoid: ['x'] };
    expect(() => parseTerms('ja', { ...list([]), lang: 'ko' })).toThrow('src/i18n/terms/ja.json: "lang" is "ko"');
    expect(() => parseTerms('ja', list([{ ...good, avoid: [] }]))).toThrow(
      'src/i18n/terms/ja.json, term 1 ("u"): "avoid" must list at least one word',
    );
    expect(() => parseTerms('ja', list([good, { ...good, games: ['napoleon'] }]))).toThrow(
      'term 2 ("u"): unknown game napoleon (the games are japanese, nap, tw-hk, mighty, daifugo)',
    );
    expect(() => parseTerms('ja', list([{ ...good, avoid: ['(('] }]))).toThrow(
      'the word to avoid /((/ is not a valid pattern',
    );
    expect(() => parseTerms('ja', list([{ ...good, why: '' }]))).toThrow('"why" must be a non-empty text');
  });

  test('English words are found in prose, identifiers are left alone', () => {
    const found = (text: string, file = 'page.html') =>
      findForbidden({ file, lang: 'en' }, text).map((h) => h.preferred);
    expect(found('An 11-back is in force until the pile clears.')).toEqual(['jack back']);
    expect(found('With the specials off, ♠A is a plain ace.')).toEqual(['special cards']);
    expect(found('The queen makes the mighty stagger.')).toEqual(['swoon (yoromeki)']);
    expect(found('Standardmodel (powerless); pagat copy silent')).toHaveLength(2);
    expect(found('S003, BGA; ja.wikipedia 大富豪')).toHaveLength(2);
    expect(found('the Standard Model blog; the Denexa Games blog; Mighty Friend; Board Game Arena')).toEqual([]);
    expect(found('puzzle df-eleven-back, option specialsOff, below-specials')).toEqual([]);
    expect(found('Also called eleven back', 'glossary/index.html')).toEqual([]);
  });

  test('a term scoped to a game applies to that game only; the English list applies to every edition', () => {
    const found = (text: string, lang: TermLang, game?: string) =>
      findForbidden({ file: 'x', lang, game }, text).map((h) => h.preferred);
    expect(found('主攻が最初の台札を出します。', 'ja', 'nap')).toEqual(['ディクレアラー']);
    expect(found('主攻がフレンドを指名します。', 'ja', 'mighty')).toEqual([]);
    expect(found('主攻', 'ja')).toEqual([]);
    expect(found('ディクレアラー（宣言者）が台札を出します。', 'ja', 'nap')).toEqual([]);
    expect(found('ブリュッヘル', 'ja')).toEqual(['ブリュッヒャー']);
    expect(found('파갓 규칙', 'ko')).toEqual(['Pagat']);
    expect(found('防守方', 'zh-TW')).toEqual(['防家']);
    expect(found('學習模式（可以悔棋）', 'zh-TW')).toEqual(['悔牌']);
    expect(found('ブリュッヘル', 'ko')).toEqual([]);
    expect(found('Partner card: ♣10', 'ja', 'japanese')).toEqual([
      'adjutant card (Japanese Napoleon), secretary card (Taiwanese and Hong Kong Napoleon)',
    ]);
    expect(found('Partner card: ♦A', 'en', 'mighty')).toEqual([]);
  });
});

describe('puzzles and lessons', () => {
  const files = [...jsonFiles(join(root, 'content/puzzles')), ...jsonFiles(join(root, 'content/lessons'))].filter(
    (f) => !f.endsWith('schema.json'),
  );

  test('every language and game is read', () => {
    expect(files.length).toBeGreaterThanOrEqual(40);
    const langs = new Set(files.map(langOfContent));
    expect([...langs].sort()).toEqual(['en', 'ja', 'ko', 'zh-TW']);
    expect(gameOfContent(join(root, 'content/lessons/ja/course-nap.json'))).toBe('nap');
    expect(gameOfContent(join(root, 'content/puzzles/ja/japanese.json'))).toBe('japanese');
  });

  test('use one word per thing, in their language and game', () => {
    const hits = files.flatMap((f) => {
      const lang = langOfContent(f);
      const where = { file: relative(root, f), lang, game: gameOfContent(f) };
      return jsonTexts(JSON.parse(readFileSync(f, 'utf8')), lang !== 'en').flatMap((t) => findForbidden(where, t));
    });
    expect(hits, `words not to use in puzzles and lessons:\n${termReport(hits)}`).toEqual([]);
  });
});

/** The message catalogues read for words not to use (the other families join as they leave their .ts files). */
const CHECKED_FAMILIES = ['score', 'compare', 'views', 'puzzle', 'puzzle-views', 'trainer'];

describe('the islands’ word catalogues', () => {
  const dir = join(root, 'src/i18n/islands');
  // each language's catalogues, and those holding several languages (explore-views.ts: SCORE_FIELDS_JA, …)
  const catalogues = readdirSync(dir)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => ({ name, lang: catalogueLang(name) }));

  test('every language has catalogues, and a catalogue’s strings carry the game their code names', () => {
    for (const lang of TERM_LANGS)
      expect(
        catalogues.some((c) => c.lang === lang),
        lang,
      ).toBe(true);
    expect(catalogues.some((c) => c.name === 'explore-views.ts' && c.lang === undefined)).toBe(true);
    const strings = catalogueStrings(
      [
        "import x from './nap.ts';",
        "export const A = { nap: { role: '主攻' }, mighty: { role: '主攻' }, x: 'ブリュッヘル' };",
        "export const role = (v: string) => (v === 'nap' ? 'ディクレアラー' : v === 'mighty' ? '主攻' : 'ナポレオン');",
        'function napVerdict() { return `${1}主攻`; }',
        "const k = (r: Record<string, string>) => r['主攻'];",
      ].join('\n'),
    );
    expect(strings.map((s) => [s.text, s.games.join('|')])).toEqual([
      ['主攻', 'nap'],
      ['主攻', 'mighty'],
      ['ブリュッヘル', ''],
      ['ディクレアラー', 'nap'],
      ['主攻', 'mighty'],
      ['ナポレオン', ''],
      ['主攻', 'nap'],
    ]);
  });

  test('a word not to use in a catalogue is found, with its file, line and the word to use', () => {
    const source = readFileSync(join(dir, 'practice.ja.ts'), 'utf8');
    expect(catalogueHits('practice.ja.ts', 'ja', source)).toEqual([]);
    const broken = source.replace('  nap: (r, x) =>', "  napRole: '主攻',\n  nap: (r, x) =>");
    expect(broken).not.toBe(source);
    const hits = catalogueHits('practice.ja.ts', 'ja', broken);
    expect(hits.map((h) => [h.variant, h.preferred])).toEqual([['主攻', 'ディクレアラー']]);
    expect(termReport(hits)).toMatch(/^practice\.ja\.ts:\d+: "主攻" — write "ディクレアラー"/);
  });

  test('a message catalogue is read too: a message or a select branch written for a game is that game’s', () => {
    const file = join(root, 'src/i18n/messages/ja/practice.json');
    const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    expect(messageHits('ja/practice.json', 'ja', catalogue)).toEqual([]);
    expect(catalogue['declarerRole']).toContain('nap {ディクレアラー}');
    const broken = {
      ...catalogue,
      declarerRole: catalogue['declarerRole']!.replace('nap {ディクレアラー}', 'nap {主攻}'),
    };
    const hits = messageHits('ja/practice.json', 'ja', broken);
    expect(hits.map((h) => [h.variant, h.preferred])).toEqual([['主攻', 'ディクレアラー']]);
    expect(termReport(hits)).toMatch(/^ja\/practice\.json "declarerRole": "主攻" — write "ディクレアラー"/);
    // a message named after a game is that game's (napTook: Nap's declarer)
    expect(
      messageHits('ja/practice.json', 'ja', { napTook: '主攻は3トリック取りました' }).map((h) => h.preferred),
    ).toEqual(['ディクレアラー']);
  });

  test('a game’s words in a catalogue of selects are read as that game’s (views.json: score fields by game)', () => {
    const file = join(root, 'src/i18n/messages/ja/views.json');
    const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    expect(messageHits('ja/views.json', 'ja', catalogue)).toEqual([]);
    const broken = {
      ...catalogue,
      scoreField: catalogue['scoreField']!.replace('ディクレアラーが取ったトリックの数', '主攻が取ったトリックの数'),
    };
    expect(broken.scoreField).not.toBe(catalogue['scoreField']);
    expect(messageHits('ja/views.json', 'ja', broken).map((h) => [h.variant, h.preferred])).toEqual([
      ['主攻', 'ディクレアラー'],
    ]);
    // the same word written for Mighty (the mighty branch) is Mighty's own
    expect(catalogue['scoreField']).toContain('主攻の側が取った点数');
  });

  test('use one word per thing, in their language and game', () => {
    const messages = join(root, 'src/i18n/messages');
    const hits = [
      ...catalogues.flatMap((c) =>
        catalogueHits(`src/i18n/islands/${c.name}`, c.lang, readFileSync(join(dir, c.name), 'utf8')),
      ),
      ...TERM_LANGS.flatMap((lang) =>
        (existsSync(join(messages, lang)) ? readdirSync(join(messages, lang)) : [])
          // the catalogues of the families that have left their .ts files (issue #29)
          .filter((f) => f.startsWith('practice') || CHECKED_FAMILIES.some((family) => f === `${family}.json`))
          .flatMap((f) =>
            messageHits(
              `src/i18n/messages/${lang}/${f}`,
              lang,
              JSON.parse(readFileSync(join(messages, lang, f), 'utf8')) as Record<string, string>,
            ),
          ),
      ),
    ];
    expect(hits, `words not to use in the islands’ catalogues:\n${termReport(hits)}`).toEqual([]);
  });
});

test('the English practice table names the partner’s card as each game names the partner', () => {
  const facts = (variant: 'japanese' | 'tw-hk', key: string) =>
    practiceEn
      .tableModel(variant, { players: 5, handSizes: [10, 10, 10, 10, 10], phase: 'play', [key]: 'C10' }, 0)
      .facts.join(' ');
  const japanese = facts('japanese', 'adjutantCard');
  const twhk = facts('tw-hk', 'secretaryCard');
  expect(japanese).toContain('Adjutant card: ♣10 (ten of clubs).');
  expect(twhk).toContain('Secretary card: ♣10 (ten of clubs).');
  expect(findForbidden({ file: 'table', lang: 'en', game: 'japanese' }, `${japanese} ${twhk}`)).toEqual([]);
  // the generic words the table used before: the list finds them in these games
  const before = 'Partner card: ♣10 (ten of clubs).';
  expect(findForbidden({ file: 'table', lang: 'en', game: 'japanese' }, before).map((h) => h.variant)).toEqual([
    'Partner card',
  ]);
});

test('the Daifugō effect words of the islands use one word per thing', () => {
  const effects = Object.keys(EFFECT_LABEL);
  expect(effects).toContain('eleven-back');
  expect(effects).toContain('eight-cut');
  const puzzle: DaifugoPuzzle = {
    id: 'df-words',
    title: 'Words',
    difficulty: 1,
    teaches: 'forms',
    variant: 'daifugo',
    table: { pile: [['S5']], reversed: false, elevenBack: false, lockedSuits: [] },
    play: ['S9'],
    answer: { legal: true, effects: [] },
  };
  const texts = effects.flatMap((e) => [EFFECT_LABEL[e]!, effectNoun(e), legalPlayReason(puzzle, [e])]);
  const hits = texts.flatMap((t) => findForbidden({ file: 'Daifugō effect words', lang: 'en', game: 'daifugo' }, t));
  expect(hits, termReport(hits)).toEqual([]);
});
