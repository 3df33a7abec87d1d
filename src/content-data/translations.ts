/**
 * Translated puzzle and lesson texts, beside the English data (see src/i18n/content-texts.mjs for the
 * files' shape): Japanese for every game, Korean and Traditional Chinese for their edition's game.
 * Build-time components pick them by the page's language (`contentLang(Astro.locals)`); English
 * pages get the English objects untouched. An entry missing or stale leaves the English text
 * (tests/unit/i18n/content-translations.test.ts lists both).
 */
import { translatedIn } from '../engine/descriptors.ts';
import { GAME_NAMES } from '../i18n/game-names.ts';
import { TRANSLATED } from '../i18n/locales.mjs';
import type { VariantId } from '../engine/options.ts';
import type { CoachedHand, Lesson, LessonStepData } from './lesson-types.ts';
import { COACHED_KEY } from '../i18n/content-texts.mjs';
import { resolveFacts } from './fact-text.ts';
import { ruleFacts } from './rule-facts.ts';
import { dealsFor, dealsTranslated, localizeDeal } from './deals.ts';
import pDaifugo from '../../content/puzzles/ja/daifugo.json' with { type: 'json' };
import pDeductionJapanese from '../../content/puzzles/ja/deduction-japanese.json' with { type: 'json' };
import pDeductionMighty from '../../content/puzzles/ja/deduction-mighty.json' with { type: 'json' };
import pDeductionTwHk from '../../content/puzzles/ja/deduction-tw-hk.json' with { type: 'json' };
import pEndgameJapanese from '../../content/puzzles/ja/endgame-japanese.json' with { type: 'json' };
import pEndgameMighty from '../../content/puzzles/ja/endgame-mighty.json' with { type: 'json' };
import pEndgameNap from '../../content/puzzles/ja/endgame-nap.json' with { type: 'json' };
import pEndgameTwHk from '../../content/puzzles/ja/endgame-tw-hk.json' with { type: 'json' };
import pJapanese from '../../content/puzzles/ja/japanese.json' with { type: 'json' };
import pMighty from '../../content/puzzles/ja/mighty.json' with { type: 'json' };
import pNap from '../../content/puzzles/ja/nap.json' with { type: 'json' };
import pTwHk from '../../content/puzzles/ja/tw-hk.json' with { type: 'json' };
import pMightyKo from '../../content/puzzles/ko/mighty.json' with { type: 'json' };
import pTwHkZh from '../../content/puzzles/zh-tw/tw-hk.json' with { type: 'json' };
import pEndgameTwHkZh from '../../content/puzzles/zh-tw/endgame-tw-hk.json' with { type: 'json' };
import pDeductionTwHkZh from '../../content/puzzles/zh-tw/deduction-tw-hk.json' with { type: 'json' };
import lCourseDaifugo from '../../content/lessons/ja/course-daifugo.json' with { type: 'json' };
import lCourseJapanese from '../../content/lessons/ja/course-japanese.json' with { type: 'json' };
import lCourseMighty from '../../content/lessons/ja/course-mighty.json' with { type: 'json' };
import lCourseNap from '../../content/lessons/ja/course-nap.json' with { type: 'json' };
import lCourseTwHk from '../../content/lessons/ja/course-tw-hk.json' with { type: 'json' };
import lDaifugoBasics from '../../content/lessons/ja/daifugo-basics.json' with { type: 'json' };
import lJapaneseSpecials from '../../content/lessons/ja/japanese-specials.json' with { type: 'json' };
import lMightyMighty from '../../content/lessons/ja/mighty-mighty.json' with { type: 'json' };
import lNapTrumps from '../../content/lessons/ja/nap-trumps.json' with { type: 'json' };
import lTwhkJokers from '../../content/lessons/ja/twhk-jokers.json' with { type: 'json' };
import lCourseMightyKo from '../../content/lessons/ko/course-mighty.json' with { type: 'json' };
import lMightyMightyKo from '../../content/lessons/ko/mighty-mighty.json' with { type: 'json' };
import lCourseTwHkZh from '../../content/lessons/zh-tw/course-tw-hk.json' with { type: 'json' };
import lTwhkJokersZh from '../../content/lessons/zh-tw/twhk-jokers.json' with { type: 'json' };

/** One translated unit: `from` is the hash of the English it was made from. */
export interface TextEntry {
  from?: string;
  [field: string]: unknown;
}
export interface LessonEntry extends TextEntry {
  steps?: Record<string, TextEntry>;
}
type PuzzleFile = Record<string, TextEntry>;
type LessonFile = Record<string, LessonEntry>;

/** The Japanese translation files, by the name of the English file they translate. */
export const PUZZLE_TRANSLATIONS_JA: Readonly<Record<string, PuzzleFile>> = {
  daifugo: pDaifugo,
  'deduction-japanese': pDeductionJapanese,
  'deduction-mighty': pDeductionMighty,
  'deduction-tw-hk': pDeductionTwHk,
  'endgame-japanese': pEndgameJapanese,
  'endgame-mighty': pEndgameMighty,
  'endgame-nap': pEndgameNap,
  'endgame-tw-hk': pEndgameTwHk,
  japanese: pJapanese,
  mighty: pMighty,
  nap: pNap,
  'tw-hk': pTwHk,
};
export const LESSON_TRANSLATIONS_JA: Readonly<Record<string, LessonFile>> = {
  'course-daifugo': lCourseDaifugo,
  'course-japanese': lCourseJapanese,
  'course-mighty': lCourseMighty,
  'course-nap': lCourseNap,
  'course-tw-hk': lCourseTwHk,
  'daifugo-basics': lDaifugoBasics,
  'japanese-specials': lJapaneseSpecials,
  'mighty-mighty': lMightyMighty,
  'nap-trumps': lNapTrumps,
  'twhk-jokers': lTwhkJokers,
};

/** The Korean lesson files (the Korean edition translates Mighty's pages: its course and lesson). */
export const LESSON_TRANSLATIONS_KO: Readonly<Record<string, LessonFile>> = {
  'course-mighty': lCourseMightyKo,
  'mighty-mighty': lMightyMightyKo,
};

/** The Korean translation files (the Korean edition translates Mighty's pages). */
export const PUZZLE_TRANSLATIONS_KO: Readonly<Record<string, PuzzleFile>> = {
  mighty: pMightyKo,
};

/** The Traditional Chinese translation files (content/puzzles/zh-tw/): the tw-hk pages' puzzles. */
export const PUZZLE_TRANSLATIONS_ZH: Readonly<Record<string, PuzzleFile>> = {
  'tw-hk': pTwHkZh,
  'endgame-tw-hk': pEndgameTwHkZh,
  'deduction-tw-hk': pDeductionTwHkZh,
};

/** The Traditional Chinese lesson files (content/lessons/zh-tw/): the tw-hk course and its warm-up lesson. */
export const LESSON_TRANSLATIONS_ZH: Readonly<Record<string, LessonFile>> = {
  'course-tw-hk': lCourseTwHkZh,
  'twhk-jokers': lTwhkJokersZh,
};

/**
 * The lesson files of each language, by page language. A language's files cover its edition's
 * games: a game's course is translated when `course-<game>` is there (see `lessonTextLang`).
 */
export const LESSON_TRANSLATIONS: Readonly<Record<string, Readonly<Record<string, LessonFile>>>> = {
  ja: LESSON_TRANSLATIONS_JA,
  ko: LESSON_TRANSLATIONS_KO,
  'zh-TW': LESSON_TRANSLATIONS_ZH,
};

const PUZZLES_ZH = new Map<string, TextEntry>(Object.values(PUZZLE_TRANSLATIONS_ZH).flatMap((f) => Object.entries(f)));
const PUZZLES_JA = new Map<string, TextEntry>(Object.values(PUZZLE_TRANSLATIONS_JA).flatMap((f) => Object.entries(f)));
const PUZZLES_KO = new Map<string, TextEntry>(Object.values(PUZZLE_TRANSLATIONS_KO).flatMap((f) => Object.entries(f)));
/** Puzzle texts by page language. */
const PUZZLES_BY_LANG: Readonly<Record<string, Map<string, TextEntry>>> = {
  ja: PUZZLES_JA,
  ko: PUZZLES_KO,
  'zh-TW': PUZZLES_ZH,
};
/** Lesson texts by page language, by lesson id. */
const LESSONS_BY_LANG: Readonly<Record<string, Map<string, LessonEntry>>> = Object.fromEntries(
  Object.entries(LESSON_TRANSLATIONS).map(([lang, files]) => [
    lang,
    new Map(Object.values(files).flatMap((f) => Object.entries(f).filter(([k]) => k !== COACHED_KEY))),
  ]),
);
/** Coached hands by course file: the course file of a game is `course-<game>.json`. */
const coachedIn = (variant: VariantId, lang: string): LessonEntry | undefined =>
  LESSON_TRANSLATIONS[lang]?.[`course-${variant}`]?.[COACHED_KEY];

/**
 * The language a game's lessons and course islands speak on a page: the page's own when its
 * lesson files have the game's course, else English (as Starlight shows an untranslated page).
 */
export const lessonTextLang = (lang: string, variant: string): string =>
  LESSON_TRANSLATIONS[lang]?.[`course-${variant}`] ? lang : 'en';

const str = (v: unknown, english: string): string => (typeof v === 'string' && v !== '' ? v : english);

/** A site path in the page's edition: `/japanese/rules/#x` → `/ja/japanese/rules/#x` on a Japanese page. */
export function localHref(href: string, lang: string): string {
  // The edition's URL folder ("zh-tw") for the page's language tag ("zh-TW").
  const dir = TRANSLATED.find((l) => l.lang === lang)?.dir;
  if (!dir || !href.startsWith('/') || href.startsWith(`/${dir}/`)) return href;
  return `/${dir}${href}`;
}

/** Game names by page language (English: the engine's titles). */
const GAME_TITLES: Readonly<Record<string, Readonly<Record<VariantId, string>>>> = GAME_NAMES;

/** A game's name in the page's language. */
export function gameTitle(variant: VariantId, english: string, lang: string): string {
  return GAME_TITLES[lang]?.[variant] ?? english;
}

/** A puzzle with its title and note in the page's language (the same object on an English page). */
/** The languages puzzle texts are written in (others show the English ones). */
export const NOTE_LANGS = ['en', 'ja', 'zh-TW'] as const;

/** The games whose puzzle texts a language has (Japanese: all; Chinese: tw-hk's). */
export const NOTE_VARIANTS: Readonly<Record<(typeof NOTE_LANGS)[number], readonly string[] | 'all'>> = {
  en: 'all',
  ja: 'all',
  'zh-TW': ['tw-hk'],
};

/** The language a page's puzzle texts come in: its own when they are translated, else English. */
export const puzzleTextLang = (lang: string, variant?: string): (typeof NOTE_LANGS)[number] =>
  lang === 'ja' ? 'ja' : lang === 'zh-TW' && translatedIn(variant, 'zh-TW') ? 'zh-TW' : 'en';

export function localizePuzzle<P extends { id: string; title: string; note?: string }>(p: P, lang: string): P {
  const t = PUZZLES_BY_LANG[lang]?.get(p.id);
  if (!t) return p;
  return { ...p, title: str(t['title'], p.title), ...(p.note ? { note: str(t['note'], p.note) } : {}) };
}

function localizeStep(step: LessonStepData, t: TextEntry | undefined, lang: string): LessonStepData {
  const s = { ...step } as LessonStepData & Record<string, unknown>;
  if ('link' in step && step.link) {
    s['link'] = { href: localHref(step.link.href, lang), text: str(t?.['link'], step.link.text) };
  }
  if (!t) return s;
  for (const k of ['text', 'prompt', 'hint', 'why'] as const) {
    if (typeof s[k] === 'string') s[k] = str(t[k], s[k] as string);
  }
  if (step.kind === 'choice' && Array.isArray(t['choices']) && t['choices'].length === step.choices.length) {
    s['choices'] = (t['choices'] as unknown[]).map((c, i) => str(c, step.choices[i]!));
  }
  return s;
}

/**
 * A lesson with its words in the page's language, its links to the same edition, and its rule
 * facts (`{widow}` …) put in from the engine for the lesson's rule set (fact-text.ts): islands get
 * resolved text. A lesson the language has no texts for (another game than the edition's) keeps
 * its English words. Throws, naming the lesson, on an unknown placeholder.
 */
export function localizeLesson(l: Lesson, lang: string): Lesson {
  const t = LESSONS_BY_LANG[lang]?.get(l.id);
  return withDeal(withFacts(t ? translatedLesson(l, t, lang) : l, t ? lang : 'en'), t ? lang : 'en');
}

/** The deal id a lesson's `dealLink` names (`/<game>/deals/#<id>`), or undefined when it has another shape. */
export function dealLinkId(lesson: Pick<Lesson, 'variant' | 'dealLink'>): string | undefined {
  const m = /^\/([a-z0-9-]+)\/deals\/#([a-z0-9-]+)$/.exec(lesson.dealLink ?? '');
  return m && m[1] === lesson.variant ? m[2] : undefined;
}

/**
 * A lesson's deal link in the lesson's language: the deal's title in it, and the edition's deals
 * page where the deals are translated in it (else the English page and title). Throws, naming
 * the lesson, when the link names no deal.
 */
function withDeal(l: Lesson, lang: string): Lesson {
  if (!l.dealLink) return l;
  const id = dealLinkId(l);
  const deal = dealsFor(l.variant)?.deals.find((d) => d.id === id);
  if (!deal) throw new Error(`lesson "${l.id}": the deal link "${l.dealLink}" names no ${l.variant} deal`);
  const words = dealsTranslated(l.variant, lang) ? lang : 'en';
  return {
    ...l,
    dealLink: localHref(l.dealLink, words),
    dealTitle: localizeDeal(deal, l.variant, words).title,
  };
}

function translatedLesson(l: Lesson, t: LessonEntry, lang: string): Lesson {
  return {
    ...l,
    title: str(t['title'], l.title),
    summary: str(t['summary'], l.summary),
    ...(l.recap ? { recap: str(t['recap'], l.recap) } : {}),
    ...(l.rulesLink ? { rulesLink: localHref(l.rulesLink, lang) } : {}),
    ...(l.puzzlesLink ? { puzzlesLink: localHref(l.puzzlesLink, lang) } : {}),
    steps: l.steps.map((s) => localizeStep(s, s.id ? t.steps?.[s.id] : undefined, lang)),
  };
}

const TEXT_FIELDS = ['text', 'prompt', 'hint', 'why'] as const;

/** Every text of a lesson with its placeholders replaced by the facts of its rule set. */
export function withFacts(l: Lesson, lang: string): Lesson {
  const facts = ruleFacts(l.variant, l.rules ? { preset: l.preset, rules: l.rules } : { preset: l.preset });
  const at = (field: string) => `lesson "${l.id}" (${lang}) ${field}`;
  const put = (text: string, field: string) => resolveFacts(text, facts, lang, at(field));
  const out: Lesson = {
    ...l,
    title: put(l.title, 'title'),
    summary: put(l.summary, 'summary'),
    ...(l.recap ? { recap: put(l.recap, 'recap') } : {}),
    steps: l.steps.map((step) => {
      const s = { ...step } as LessonStepData & Record<string, unknown>;
      for (const k of TEXT_FIELDS) if (typeof s[k] === 'string') s[k] = put(s[k] as string, `step ${step.id} ${k}`);
      if (step.kind === 'choice') s['choices'] = step.choices.map((c, i) => put(c, `step ${step.id} choice ${i + 1}`));
      if ('link' in step && step.link) s['link'] = { ...step.link, text: put(step.link.text, `step ${step.id} link`) };
      return s;
    }),
  };
  // A lesson without placeholders stays the very same object.
  return JSON.stringify(out) === JSON.stringify(l) ? l : out;
}

/**
 * A course's coached hand with its lines in the page's language and their rule facts put in (the
 * coached hand is played under the game's default rules).
 */
export function localizeCoached(variant: VariantId, c: CoachedHand | undefined, lang: string): CoachedHand | undefined {
  if (!c) return c;
  const t = coachedIn(variant, lang);
  const phases = (t?.['phases'] ?? {}) as Record<string, unknown>;
  const facts = ruleFacts(variant);
  const words = t ? lang : 'en';
  return {
    ...c,
    phases: Object.fromEntries(
      Object.entries(c.phases).map(([k, v]) => [
        k,
        resolveFacts(str(phases[k], v), facts, words, `the ${variant} coached hand (${words}) "${k}"`),
      ]),
    ),
  };
}
