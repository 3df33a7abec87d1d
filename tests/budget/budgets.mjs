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
      // +3 KB (issue #29, measured 44.7 on /ko/mighty/puzzles/): the puzzle family as message
      // catalogues, formatted by intl-messageformat (its runtime without the parser, 2.7 KB, and the
      // catalogues' syntax trees).
      limit: 45 * KB,
      label: 'puzzles page',
    },
    // The puzzle trainer: the trainer island (the puzzles are a JSON file and the puzzle islands are
    // fetched beside it).
    { pattern: /^\/(?:(?:ja|ko|zh-tw)\/)?puzzles\/$/, limit: 40 * KB, label: 'puzzle trainer' },
    // A practice page in Japanese: as below, with the Japanese catalogue (every game's words) in place
    // of the English one.
    {
      pattern: /^\/ja\/(japanese|nap|tw-hk|mighty|daifugo)\/practice\/$/,
      // 91 KB (measured 90.0; 171.1 before the split): as the English page below, plus the page's
      // lesson island, which now carries the course's stars and retry (review M3).
      limit: 91 * KB,
      label: 'Japanese practice page',
    },
    // A practice page: the table island (descriptors, the setup form, the catalogue) and the warm-up
    // lesson. Issue #29: the game's engine (its adapter and Game), the flow machine, the table view
    // and the saved-game reader load on demand, one game at a time; the bots' worker is its own file.
    {
      pattern: /^\/(?:(?:ja|ko|zh-tw)\/)?(japanese|nap|tw-hk|mighty|daifugo)\/practice\/$/,
      // 80 KB: issue #29 asks each practice page's start-up JS to be at most 60 % of what it was.
      // Measured 73.0 English (151.2 before the engines loaded on demand: 48 %), 79.9 Korean Mighty
      // (159.9: 50 %), 78.5 Chinese tw-hk (159.4: 49 %); the Japanese page above 89.3 (171.1: 52 %).
      // Of it: the warm-up lesson ~21 KB (xstate 12).
      limit: 80 * KB,
      label: 'practice page',
    },
    // A rules page: one Lesson island (lesson machine + that variant's engine), budgeted like a puzzle page.
    {
      pattern: /^\/(?:(?:ja|ko|zh-tw)\/)?(japanese|nap|tw-hk|mighty|daifugo)\/rules\/$/,
      // +1 KB: stored course progress read through its schema (valibot, issue #31).
      // +2 KB (issue #29, measured 42.6): the course family as message catalogues, formatted by
      // intl-messageformat (its runtime, shared by every island made from catalogues, and the syntax trees).
      // +1 KB (measured 43.1 on /ja/daifugo/rules/): a wrong try's answer on demand (review C7).
      // +1 KB (measured 44.1 on /ja/daifugo/rules/): each question's stars reported, the card picker's
      // refusal and the course catalogue's star and retry sentences (review M3, C10).
      limit: 45 * KB,
      label: 'rules page (one lesson)',
    },
    // A course page in Chinese: the same, with the Chinese catalogue and the engine's trick reasons in
    // Chinese (CJK text in UTF-8 compresses less than English; the page measured 40.1 KB).
    {
      pattern: /^\/zh-tw\/tw-hk\/learn\/$/,
      // +2 KB: stored course progress read through its schema (valibot, issue #31).
      // +5 KB (issue #29, measured 46.7): the course family as message catalogues (as the course page).
      // +1 KB (measured 48.8): the course map's stars and "retry what you missed" (review M3).
      // +1 KB (measured 49.1): a recap's link to the lesson's explained deal, one lesson header for
      // the lesson and its retry (issue #33 item 5).
      limit: 50 * KB,
      label: 'Chinese course page',
    },
    // A course page: the Course island with its Lesson (lesson machine; the engine and the auction rules load on demand).
    {
      pattern: /^\/(?:(?:ja|ko|zh-tw)\/)?(japanese|nap|tw-hk|mighty|daifugo)\/learn\/$/,
      // +3 KB: stored course progress read through its schema (valibot, issue #31).
      // +5 KB (issue #29, measured 47.6 on /ja/daifugo/learn/): the course family as message catalogues,
      // formatted by intl-messageformat (its runtime and the catalogues' syntax trees).
      // +1 KB (measured 48.1 on /ja/daifugo/learn/): a wrong try's answer on demand (review C7).
      // +1 KB (measured 49.7 on /ja/daifugo/learn/): the course map's stars and "retry what you missed",
      // each question's stars stored (review M3).
      // +1 KB (measured 50.1 on /ja/daifugo/learn/): a recap's link to the lesson's explained deal,
      // one lesson header for the lesson and its retry (issue #33 item 5).
      limit: 51 * KB,
      label: 'course page',
    },
    // The comparison page: comparison, ranking and score islands (engines load on demand).
    { pattern: /^\/(?:(?:ja|ko|zh-tw)\/)?compare-rules\/$/, limit: 60 * KB, label: 'compare-rules page' },
    // The home page: a TrickPuzzle island (as a puzzles page) and the learner's course progress.
    // +2 KB: the game descriptors (issue #29), as a puzzles page.
    // +3 KB (issue #29, measured 44.6 on /ja/): the course progress as a message catalogue (intl-messageformat's
    // runtime, which the puzzle shares once its words are a catalogue too).
    // +1 KB (measured 45.1 on /ja/): the stored course progress's schema reads each question's stars (review M3).
    { pattern: /^\/(?:(?:ja|ko|zh-tw)\/)?$/, limit: 46 * KB, label: 'home page (a puzzle and course progress)' },
    // 30.5 KB: own-key lookups and link text quoted without bidi characters (issue #31) took the
    // Japanese local-rules pages (an embedded comparison) from 29.8 to 30.3 KB. 34 KB (measured
    // 33.9 on /ja/mighty/local-rules/): the game descriptors the comparison asks (issue #29) and the
    // comparison's words for the new options (issue #30). 39 KB (issue #29, measured 38.4 on
    // /ja/mighty/local-rules/): the comparison's words as message catalogues, formatted by
    // intl-messageformat (its runtime without the parser and the syntax trees), and its Copy button.
    { pattern: /.*/, limit: 39 * KB, label: 'plain docs page' },
  ],
};
