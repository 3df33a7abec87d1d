// Size budgets for the built site, in gzip bytes. A page's JS is every script it loads at start
// (module scripts and their static imports, followed recursively); its CSS is every stylesheet it links.
// Pages are matched by the first rule whose pattern matches their path (in every edition: /, /ja/, /ko/, /zh-tw/).
export const KB = 1024;
export const budgets = {
  htmlPerPage: 20 * KB,
  /**
   * A page not translated yet in an edition (/ja/…, /ko/…, /zh-tw/…: the English text in that
   * edition's frame, with the "not translated yet" notice) is the English page plus the frame's
   * words: up to this much above htmlPerPage. A translated page is held to htmlPerPage itself.
   */
  untranslatedFrameHtml: 1 * KB,
  /** What registering the offline service worker adds to every page (those scripts, gzip). */
  serviceWorkerRegistration: { scripts: ['/sw-register.js'], limit: 3 * KB },
  cssPerPage: 25 * KB,
  /** JS loaded at start by a page, by path pattern; first match wins. */
  jsPerPage: [
    // Islands add their own rules above this line as they land.
    // A puzzles page: one TrickPuzzle island (its variant's engine loads on demand, not at start).
    {
      pattern: /^\/(?:(?:ja|ko|zh-tw)\/)?(japanese|nap|tw-hk|mighty|daifugo)\/puzzles\/$/,
      // +2 KB (issue #29): the game descriptors (names in four languages, phases, capabilities), which
      // every island now asks instead of branching on a game's id: about 0.5 KB gzip a game.
      limit: 42 * KB,
      label: 'puzzles page',
    },
    // The puzzle trainer: the trainer island (the puzzles are a JSON file and the puzzle islands are
    // fetched beside it).
    { pattern: /^\/(?:(?:ja|ko|zh-tw)\/)?puzzles\/$/, limit: 40 * KB, label: 'puzzle trainer' },
    // A Japanese practice page: the same, with the Japanese catalogue (every game's words: option
    // names and descriptions, bids, results and their sums, trick reasons) in place of the English one
    // (about 23 KB gzip against 4 KB), which takes the five games past 150 KB (158.3 KB with the warm-up lesson's Japanese
    // words; English 139.2 KB). The way back under 150 KB is a catalogue split by game (each page
    // loads only its game's bids, results and option words; Mighty's phrases alone are 6.7 KB).
    {
      pattern: /^\/ja\/(japanese|nap|tw-hk|mighty|daifugo)\/practice\/$/,
      // +4 KB: the stored game's schema (valibot, issue #31: a save is validated, never trusted).
      // +7 KB (measured 171.0): the game descriptors (3.3 KB, issue #29), the island split by concern
      // (1.2 KB of props that minify less), Napoleon's betrayal and the auction's new words (issue
      // #30), the whole-hand solver (0.8 KB). Issue #29's engine-per-game loading is the way down.
      limit: 172 * KB,
      label: 'Japanese practice page (+ worker)',
    },
    // A practice page: the table, every engine and the flow machine; the bots' worker is extra.
    {
      pattern: /^\/(?:(?:ja|ko|zh-tw)\/)?(japanese|nap|tw-hk|mighty|daifugo)\/practice\/$/,
      // +4 KB: the stored game's schema (valibot, issue #31).
      // +6 KB (measured 159.8): as the Japanese page above, with the Korean or Chinese words.
      limit: 161 * KB,
      label: 'practice page (+ worker)',
    },
    // A rules page: one Lesson island (lesson machine + that variant's engine), budgeted like a puzzle page.
    {
      pattern: /^\/(?:(?:ja|ko|zh-tw)\/)?(japanese|nap|tw-hk|mighty|daifugo)\/rules\/$/,
      // +1 KB: stored course progress read through its schema (valibot, issue #31).
      limit: 41 * KB,
      label: 'rules page (one lesson)',
    },
    // A course page in Chinese: the same, with the Chinese catalogue and the engine's trick reasons in
    // Chinese (CJK text in UTF-8 compresses less than English; the page measured 40.1 KB).
    {
      pattern: /^\/zh-tw\/tw-hk\/learn\/$/,
      // +2 KB: stored course progress read through its schema (valibot, issue #31).
      limit: 43 * KB,
      label: 'Chinese course page',
    },
    // A course page: the Course island with its Lesson (lesson machine; the engine and the auction rules load on demand).
    {
      pattern: /^\/(?:(?:ja|ko|zh-tw)\/)?(japanese|nap|tw-hk|mighty|daifugo)\/learn\/$/,
      // +3 KB: stored course progress read through its schema (valibot, issue #31).
      limit: 43 * KB,
      label: 'course page',
    },
    // The comparison page: comparison, ranking and score islands (engines load on demand).
    { pattern: /^\/(?:(?:ja|ko|zh-tw)\/)?compare-rules\/$/, limit: 60 * KB, label: 'compare-rules page' },
    // The home page: a TrickPuzzle island (as a puzzles page) and the learner's course progress.
    // +2 KB: the game descriptors (issue #29), as a puzzles page.
    { pattern: /^\/(?:(?:ja|ko|zh-tw)\/)?$/, limit: 42 * KB, label: 'home page (a puzzle and course progress)' },
    // 30.5 KB: own-key lookups and link text quoted without bidi characters (issue #31) took the
    // Japanese local-rules pages (an embedded comparison) from 29.8 to 30.3 KB. 34 KB (measured
    // 33.9 on /ja/mighty/local-rules/): the game descriptors the comparison asks (issue #29) and the
    // comparison's words for the new options (issue #30).
    { pattern: /.*/, limit: 34 * KB, label: 'plain docs page' },
  ],
};
