// The words a reader sees in the puzzle and lesson files, and their translations beside them.
//
// The English data stays as it is; each translation is a file of the same name in a locale folder:
//   content/puzzles/<locale>/<file>.json  { "<puzzle id>": { "from": "<hash>", "title": …, "note": … } }
//   content/lessons/<locale>/<file>.json  { "<lesson id>": { "from": "<hash>", "title": …, "summary": …,
//       "recap": …, "steps": { "<step id>": { "from": "<hash>", "text" | "prompt" | "hint" | "why" |
//       "choices" | "link": … } } }, "$coached": { "from": "<hash>", "phases": { "<phase>": … } } }
// `from` is the hash of the English texts the entry was made from (`textsHash` in staleness.mjs):
// when the English changes, the entry is listed as stale until it is redone and its hash rewritten
// (`node scripts/i18n-content.mjs --stamp <locale>`). No engine, no Node: safe at build time.

/** The key of a course's coached hand in a lesson translation file. */
export const COACHED_KEY = '$coached';

/**
 * The texts of a puzzle a reader sees.
 * @param {{ title?: unknown, note?: unknown }} p
 * @returns {Record<string, string>}
 */
export function puzzleTexts(p) {
  /** @type {Record<string, string>} */
  const out = {};
  if (typeof p.title === 'string') out.title = p.title;
  if (typeof p.note === 'string' && p.note !== '') out.note = p.note;
  return out;
}

/**
 * A lesson's own texts (not its steps').
 * @param {{ title?: unknown, summary?: unknown, recap?: unknown }} l
 * @returns {Record<string, string>}
 */
export function lessonOwnTexts(l) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const k of /** @type {const} */ (['title', 'summary', 'recap'])) {
    const v = l[k];
    if (typeof v === 'string' && v !== '') out[k] = v;
  }
  return out;
}

/**
 * The texts of one lesson step. A choice step's answers are texts when some answer has a word in
 * it; answers that are numbers (honour counts, scores: checked by the engine) stay as they are.
 * @param {Record<string, unknown>} s
 * @returns {Record<string, string | string[]>}
 */
export function stepTexts(s) {
  /** @type {Record<string, string | string[]>} */
  const out = {};
  for (const k of ['text', 'prompt', 'hint', 'why']) {
    const v = s[k];
    if (typeof v === 'string' && v !== '') out[k] = v;
  }
  const link = /** @type {{ text?: unknown } | undefined} */ (s.link);
  if (link && typeof link.text === 'string') out.link = link.text;
  const choices = s.choices;
  if (
    s.kind === 'choice' &&
    Array.isArray(choices) &&
    !s.honours &&
    !s.score &&
    choices.some((c) => typeof c === 'string' && /\p{L}{2,}/u.test(c.replace(/[♠♥♦♣][AKQJ2-9]|10/g, '')))
  )
    out.choices = /** @type {string[]} */ (choices);
  return out;
}

/**
 * The lines of a coached hand.
 * @param {{ phases?: Record<string, string> } | undefined} c
 * @returns {Record<string, string>}
 */
export function coachedTexts(c) {
  return { ...(c?.phases ?? {}) };
}

/**
 * The lessons written in a lesson file (a course file's lessons given by id live in their own files).
 * @param {unknown} file
 * @returns {Record<string, unknown>[]}
 */
export function lessonsInFile(file) {
  const f = /** @type {{ lessons?: unknown[] }} */ (file);
  if (Array.isArray(f.lessons))
    return /** @type {Record<string, unknown>[]} */ (f.lessons.filter((l) => typeof l === 'object' && l !== null));
  return [/** @type {Record<string, unknown>} */ (file)];
}

/**
 * Each translatable unit of a puzzle file: key ("<id>") and its English texts.
 * @param {unknown} file
 * @returns {{ key: string, texts: Record<string, string> }[]}
 */
export function puzzleUnits(file) {
  const list = /** @type {{ puzzles?: unknown[] }} */ (file).puzzles ?? [];
  return list.map((p) => {
    const q = /** @type {{ id: string }} */ (p);
    return { key: q.id, texts: puzzleTexts(q) };
  });
}

/**
 * Each translatable unit of a lesson file: key ("<lesson>", "<lesson>/<step id>", "$coached") and
 * its English texts.
 * @param {unknown} file
 * @returns {{ key: string, texts: Record<string, string | string[]> }[]}
 */
export function lessonUnits(file) {
  /** @type {{ key: string, texts: Record<string, string | string[]> }[]} */
  const out = [];
  for (const l of lessonsInFile(file)) {
    out.push({ key: String(l.id), texts: lessonOwnTexts(l) });
    for (const s of /** @type {Record<string, unknown>[]} */ (l.steps ?? [])) {
      const texts = stepTexts(s);
      if (Object.keys(texts).length > 0) out.push({ key: `${String(l.id)}/${String(s.id)}`, texts });
    }
  }
  const coached = /** @type {{ coached?: { phases?: Record<string, string> } }} */ (file).coached;
  if (coached) out.push({ key: COACHED_KEY, texts: coachedTexts(coached) });
  return out;
}

/**
 * The translation of one unit in a translation file (see {@link puzzleUnits}, {@link lessonUnits}),
 * or undefined. Lesson steps are under their lesson's `steps`; a coached hand's lines under `phases`.
 * @param {Record<string, any>} tr the translation file
 * @param {string} key
 * @returns {Record<string, any> | undefined}
 */
export function translatedUnit(tr, key) {
  if (key === COACHED_KEY) {
    const c = tr[COACHED_KEY];
    return c ? { from: c.from, ...c.phases } : undefined;
  }
  const [lesson, step] = key.split('/');
  const entry = tr[/** @type {string} */ (lesson)];
  if (!entry) return undefined;
  if (step === undefined) {
    const { steps: _steps, ...own } = entry;
    return own;
  }
  return entry.steps?.[step];
}

/**
 * Every key of a translation file, as the units name them (to find entries for ids that do not exist).
 * @param {Record<string, any>} tr
 * @param {'puzzles' | 'lessons'} kind
 * @returns {string[]}
 */
export function translatedKeys(tr, kind) {
  if (kind === 'puzzles') return Object.keys(tr);
  return Object.entries(tr).flatMap(([k, v]) =>
    k === COACHED_KEY ? [k] : [k, ...Object.keys(v?.steps ?? {}).map((s) => `${k}/${s}`)],
  );
}
