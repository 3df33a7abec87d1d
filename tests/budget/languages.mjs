// A language's island catalogue ships only to that language's pages (issue 19), checked on the
// built pages: for every page, its HTML and every script it loads at start (`startupScripts`).
//  - no English page (and no page whose text falls back to English) carries a string of the
//    Japanese practice catalogue; the Japanese practice pages carry them (the check is not blind);
//  - the Japanese practice pages carry no string of the English practice catalogue; the English
//    practice pages carry them.
//  - the same for the puzzle catalogue (TrickPuzzle) and the games' puzzles pages: no Japanese
//    puzzle words off the Japanese pages, no English ones on the Japanese puzzles pages, and each
//    puzzles page carries its own language's.
//  - the same for the explore catalogue (the score calculators, …): no Japanese explore words off
//    the Japanese pages; the Japanese pages whose exploring islands speak Japanese (EXPLORE_JA)
//    carry no English explore words and do carry the Japanese ones; the English scoring pages
//    carry the English ones.
//  - the Chinese (zh-TW) catalogues (ZH_MARKERS, by family): only on the Chinese pages whose islands
//    of that family speak Chinese (ZH_PAGES), which carry them and no English ones of that family.
//  - the same for the position catalogue (EndgamePuzzle, DeductionPuzzle) and the endgames pages,
//    and for the trainer catalogue (PuzzleTrainer) and the trainer pages (/puzzles/, /ja/puzzles/).
//  - the same for the course catalogue (Lesson, Course, CourseProgress) and the games' course
//    pages (/<game>/learn/).
//  - the Korean catalogues (KO_MARKERS: puzzle, explore, course) ship only to the Korean Mighty
//    pages whose islands speak Korean, which carry no English catalogue of that family and do
//    carry the Korean one.
// Markers are the catalogues' own string entries long enough to be distinctive.
import { readFileSync } from 'node:fs';
import { CATALOGUES } from '../../src/i18n/islands/all.ts';

const strings = (cat, min) =>
  Object.values(cat).filter((v) => typeof v === 'string' && v.length >= min && !/^\s*$/.test(v));

/** The practice catalogues' markers: Japanese sentences, and English sentences (≥ 24 characters). */
export const MARKERS = {
  ja: strings(CATALOGUES.practice.ja, 6).filter((s) => /[\u3040-\u30ff]/.test(s)),
  en: strings(CATALOGUES.practice.en, 24),
};

/** The puzzle catalogues' markers, chosen the same way. */
export const PUZZLE_MARKERS = {
  ja: strings(CATALOGUES.puzzle.ja, 6).filter((s) => /[\u3040-\u30ff]/.test(s)),
  en: strings(CATALOGUES.puzzle.en, 24),
};

/** The Chinese (zh-TW) catalogues' markers, by family: their strings with Chinese characters. */
const zhStrings = (cat) => (cat ? strings(cat, 6).filter((s) => /[\u4e00-\u9fff]/.test(s)) : []);
const ZH_ALL = {
  puzzle: zhStrings(CATALOGUES.puzzle['zh-TW']),
  explore: zhStrings(CATALOGUES.explore['zh-TW']),
  position: zhStrings(CATALOGUES.position['zh-TW']),
  practice: zhStrings(CATALOGUES.practice['zh-TW']),
  compare: zhStrings(CATALOGUES.compare['zh-TW']),
  course: zhStrings(CATALOGUES.course['zh-TW']),
};
/** Each family's own strings only (a sentence two families share tells nothing about either). */
export const ZH_MARKERS = Object.fromEntries(
  Object.entries(ZH_ALL).map(([f, list]) => [
    f,
    list.filter((x) => !Object.entries(ZH_ALL).some(([g, other]) => g !== f && other.includes(x))),
  ]),
);
/** Chinese pages whose islands of a family speak Chinese (they ship its Chinese catalogue only). */
const ZH_PAGES = {
  puzzle: /^\/zh-tw\/tw-hk\/puzzles\/$/,
  explore: /^\/zh-tw\/tw-hk\/(?:scoring|ranking)\/$/,
  position: /^\/zh-tw\/tw-hk\/endgames\/$/,
  practice: /^\/zh-tw\/tw-hk\/practice\/$/,
  compare: /^\/zh-tw\/tw-hk\/local-rules\/$/,
  // the course page, and the pages with a lesson (the rules' and the practice table's warm-up)
  course: /^\/zh-tw\/tw-hk\/(?:learn|rules|practice)\/$/,
};
/** English markers by family. */
const EN_MARKERS = () => ({
  puzzle: PUZZLE_MARKERS.en,
  explore: EXPLORE_MARKERS.en,
  position: POSITION_MARKERS.en,
  course: COURSE_MARKERS.en,
  practice: MARKERS.en,
  compare: strings(CATALOGUES.compare.en, 24),
});

/** The explore catalogues' markers (ScoreCalculator, DaifugoScoreCalculator, …), chosen the same way. */
export const EXPLORE_MARKERS = {
  ja: strings({ ...CATALOGUES.explore.ja, ...CATALOGUES.compare.ja }, 6).filter((s) => /[\u3040-\u30ff]/.test(s)),
  en: strings({ ...CATALOGUES.explore.en, ...CATALOGUES.compare.en }, 24),
};

/**
 * Japanese pages whose exploring islands all speak Japanese (they ship the Japanese catalogue only):
 * the scoring and ranking pages, the rule comparison page, and the local-rules pages that embed a
 * comparison (of the Japanese ones, only Mighty's so far).
 */
const EXPLORE_JA =
  /^\/ja\/(?:(?:japanese|mighty|daifugo)\/(?:scoring|ranking)\/|compare-rules\/|(?:mighty|nap|tw-hk)\/local-rules\/)$/;
/** English pages with an exploring island (they ship the English catalogue). */
const EXPLORE_EN =
  /^\/(?:(?:japanese|mighty|daifugo|nap|tw-hk)\/(?:scoring|ranking)\/|compare-rules\/|(?:nap|tw-hk|mighty)\/local-rules\/)$/;
/** The position catalogues' markers, chosen the same way. */
export const POSITION_MARKERS = {
  ja: strings(CATALOGUES.position.ja, 6).filter((s) => /[\u3040-\u30ff]/.test(s)),
  en: strings(CATALOGUES.position.en, 24),
};

/** The trainer catalogues' markers, chosen the same way. */
export const TRAINER_MARKERS = {
  ja: strings(CATALOGUES.trainer.ja, 10).filter((s) => /[\u3040-\u30ff]/.test(s)),
  en: strings(CATALOGUES.trainer.en, 24),
};

/** The course catalogues' markers, chosen the same way. */
export const COURSE_MARKERS = {
  ja: strings(CATALOGUES.course.ja, 6).filter((s) => /[\u3040-\u30ff]/.test(s)),
  en: strings(CATALOGUES.course.en, 24),
};

/**
 * The Korean catalogues' markers (Hangul strings, ≥ 10 characters: a shorter one may be a page heading), by family: they ship only to the
 * Korean edition's pages whose islands speak Korean (KOREAN_PAGES), which carry no English ones.
 */
const hangul = (cat) => (cat ? strings(cat, 10).filter((s) => /[\uac00-\ud7a3]/.test(s)) : []);
export const KO_MARKERS = {
  puzzle: hangul(CATALOGUES.puzzle.ko),
  explore: hangul(CATALOGUES.explore.ko),
  course: hangul(CATALOGUES.course.ko),
  practice: hangul(CATALOGUES.practice.ko),
  compare: hangul(CATALOGUES.compare.ko),
};
/** The Korean pages whose islands of a family speak Korean. */
const KOREAN_PAGES = {
  puzzle: /^\/ko\/mighty\/puzzles\/$/,
  explore: /^\/ko\/mighty\/(?:scoring|ranking)\/$/,
  // the course, and the Mighty lesson the rules and practice pages embed
  course: /^\/ko\/mighty\/(?:learn|rules|practice)\/$/,
  practice: /^\/ko\/mighty\/practice\/$/,
  compare: /^\/ko\/mighty\/local-rules\/$/,
};

const textCache = new Map();
const read = (p) => {
  if (!textCache.has(p)) textCache.set(p, readFileSync(p, 'utf8'));
  return textCache.get(p);
};

/**
 * Problems for one built page (an empty list when it is right). `path` is the site path
 * ("/ja/japanese/practice/"), `html` its HTML, `scripts` the files of its startup scripts.
 * Astro escapes text in HTML, so the markers are looked for as HTML-escaped text there too.
 */
export function languageProblems(path, html, scripts) {
  const shipped = [html, ...scripts.map(read)].join('\n');
  const escaped = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  // a whole string: a literal in a script, or a text or attribute value in the HTML
  const has = (s) =>
    [`"${JSON.stringify(s).slice(1, -1)}"`, `'${s}'`, `\`${s}\``, `>${escaped(s)}<`, `"${escaped(s)}"`].some((f) =>
      shipped.includes(f),
    );
  const out = [];
  const jaPage = /^\/ja\//.test(path) && !/<main\b[^>]*\slang="en"/.test(html);
  const practice = /\/(japanese|daifugo|nap|tw-hk|mighty)\/practice\/$/.test(path);
  const japaneseOffered = /\/(japanese|daifugo)\/practice\/$/.test(path);
  const puzzles = /\/(japanese|daifugo|nap|tw-hk|mighty)\/puzzles\/$/.test(path);
  const endgames = /\/(japanese|tw-hk|mighty)\/endgames\/$/.test(path);
  const trainer = /^\/(ja\/)?puzzles\/$/.test(path);
  if (!jaPage) {
    const found = TRAINER_MARKERS.ja.filter(has);
    if (found.length) out.push(`${path}: carries the Japanese trainer catalogue (${found.slice(0, 3).join(' / ')})`);
    if (trainer && !TRAINER_MARKERS.en.some(has))
      out.push(`${path}: the English trainer catalogue is missing (is the check blind?)`);
  } else if (trainer) {
    const found = TRAINER_MARKERS.en.filter(has);
    if (found.length) out.push(`${path}: carries the English trainer catalogue (${found.slice(0, 3).join(' / ')})`);
    if (!TRAINER_MARKERS.ja.some(has))
      out.push(`${path}: the Japanese trainer catalogue is missing (is the check blind?)`);
  }
  if (!jaPage) {
    const found = POSITION_MARKERS.ja.filter(has);
    if (found.length) out.push(`${path}: carries the Japanese position catalogue (${found.slice(0, 3).join(' / ')})`);
    if (endgames && !/^\/(ko|zh-tw)\//.test(path) && !POSITION_MARKERS.en.some(has))
      out.push(`${path}: the English position catalogue is missing (is the check blind?)`);
  } else if (endgames) {
    const found = POSITION_MARKERS.en.filter(has);
    if (found.length) out.push(`${path}: carries the English position catalogue (${found.slice(0, 3).join(' / ')})`);
    if (!POSITION_MARKERS.ja.some(has))
      out.push(`${path}: the Japanese position catalogue is missing (is the check blind?)`);
  }
  if (!jaPage) {
    const found = MARKERS.ja.filter(has);
    if (found.length) out.push(`${path}: carries the Japanese practice catalogue (${found.slice(0, 3).join(' / ')})`);
    if (practice && !/^\/(ko|zh-tw)\//.test(path) && !MARKERS.en.some(has))
      out.push(`${path}: the English practice catalogue is missing (is the check blind?)`);
    const puzzleJa = PUZZLE_MARKERS.ja.filter(has);
    if (puzzleJa.length)
      out.push(`${path}: carries the Japanese puzzle catalogue (${puzzleJa.slice(0, 3).join(' / ')})`);
    if (puzzles && !/^\/(ko|zh-tw)\//.test(path) && !PUZZLE_MARKERS.en.some(has))
      out.push(`${path}: the English puzzle catalogue is missing (is the check blind?)`);
    const exploreJa = EXPLORE_MARKERS.ja.filter(has);
    if (exploreJa.length)
      out.push(`${path}: carries the Japanese explore catalogue (${exploreJa.slice(0, 3).join(' / ')})`);
    if (EXPLORE_EN.test(path) && !EXPLORE_MARKERS.en.some(has))
      out.push(`${path}: the English explore catalogue is missing (is the check blind?)`);
  } else if (practice && japaneseOffered) {
    const found = MARKERS.en.filter(has);
    if (found.length) out.push(`${path}: carries the English practice catalogue (${found.slice(0, 3).join(' / ')})`);
    if (!MARKERS.ja.some(has)) out.push(`${path}: the Japanese practice catalogue is missing (is the check blind?)`);
  } else if (puzzles) {
    const found = PUZZLE_MARKERS.en.filter(has);
    if (found.length) out.push(`${path}: carries the English puzzle catalogue (${found.slice(0, 3).join(' / ')})`);
    if (!PUZZLE_MARKERS.ja.some(has))
      out.push(`${path}: the Japanese puzzle catalogue is missing (is the check blind?)`);
  }
  const koPage = /^\/ko\//.test(path) && !/<main\b[^>]*\slang="en"/.test(html);
  for (const [family, ko] of Object.entries(KO_MARKERS)) {
    if (!koPage || !KOREAN_PAGES[family].test(path)) {
      const found = ko.filter(has);
      if (found.length) out.push(`${path}: carries the Korean ${family} catalogue (${found.slice(0, 3).join(' / ')})`);
    } else {
      const found = EN_MARKERS()[family].filter(has);
      if (found.length) out.push(`${path}: carries the English ${family} catalogue (${found.slice(0, 3).join(' / ')})`);
      if (!ko.some(has)) out.push(`${path}: the Korean ${family} catalogue is missing (is the check blind?)`);
    }
  }
  // Chinese: a family's Chinese catalogue ships only to the Chinese pages whose islands of that
  // family speak Chinese, and those pages carry it and no English one of that family.
  for (const [family, markers] of Object.entries(ZH_MARKERS)) {
    const own = ZH_PAGES[family].test(path);
    const found = markers.filter(has);
    if (!own && found.length)
      out.push(`${path}: carries the Chinese ${family} catalogue (${found.slice(0, 3).join(' / ')})`);
    if (own) {
      const en = EN_MARKERS()[family].filter(has);
      if (en.length) out.push(`${path}: carries the English ${family} catalogue (${en.slice(0, 3).join(' / ')})`);
      if (!found.length) out.push(`${path}: the Chinese ${family} catalogue is missing (is the check blind?)`);
    }
  }
  if (jaPage && EXPLORE_JA.test(path)) {
    const found = EXPLORE_MARKERS.en.filter(has);
    if (found.length) out.push(`${path}: carries the English explore catalogue (${found.slice(0, 3).join(' / ')})`);
    if (!EXPLORE_MARKERS.ja.some(has))
      out.push(`${path}: the Japanese explore catalogue is missing (is the check blind?)`);
  }
  const learn = /\/(japanese|daifugo|nap|tw-hk|mighty)\/learn\/$/.test(path);
  if (!jaPage) {
    const found = COURSE_MARKERS.ja.filter(has);
    if (found.length) out.push(`${path}: carries the Japanese course catalogue (${found.slice(0, 3).join(' / ')})`);
    if (learn && !/^\/(ko|zh-tw)\//.test(path) && !COURSE_MARKERS.en.some(has))
      out.push(`${path}: the English course catalogue is missing (is the check blind?)`);
  } else if (learn) {
    const found = COURSE_MARKERS.en.filter(has);
    if (found.length) out.push(`${path}: carries the English course catalogue (${found.slice(0, 3).join(' / ')})`);
    if (!COURSE_MARKERS.ja.some(has))
      out.push(`${path}: the Japanese course catalogue is missing (is the check blind?)`);
  }
  return out;
}
