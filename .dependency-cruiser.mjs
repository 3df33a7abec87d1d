// The floors of src/, checked by dependency-cruiser (`npm run lint:deps`, part of `npm run lint`).
// The same file draws docs/architecture.svg (`npm run graph`). ARCHITECTURE.md describes the floors.
//
//   pages, components            the top: nothing below imports them
//   islands-logic, i18n          may use the engine, the machines and the content data; never components
//   content-data                 lessons and puzzles: data and their checks, below components
//   bots, machines               the engine only
//   engine                       nothing else in src/ (no DOM, no XState, no page)
//
// What the tool reads: .ts/.tsx/.mjs/.js with their explicit extensions (resolved as written, with
// tsconfig.json), `import type` too (a type-only import still couples two floors), dynamic
// `import()`. An .astro file is a node of the graph (anything importing it is checked) but its
// front matter is not read: dependency-cruiser has no .astro parser. .astro files live only in
// components/ and pages/, the top floors, so no layer rule can be broken from inside one.
import { existsSync } from 'node:fs';

/** A regular expression matching exactly one path. */
const exactly = (path) => `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

/**
 * Known exceptions: imports that break a layer rule today and that issue #29 removes. Each is one
 * importing file and the exact files it may still import against that rule; any other import
 * breaking the rule, from these files or any other, fails. Delete an entry when its import goes.
 */
const KNOWN = [
  // The language phrasebooks still sit in components/site/ (phrases-*.ts, options-ja.ts,
  // trick-reasons-ja.ts) and components/ (card-words-*.ts): the islands' catalogues in i18n/ read
  // them. Issue #29 moves them into src/i18n/ as message catalogues (being rewritten now by the
  // catalogue work, so they are not moved here); then these entries go.
  { rule: 'i18n-not-components', from: 'src/i18n/islands/course.ja.ts', to: ['src/components/card-words-ja.ts'] },
  {
    rule: 'i18n-not-components',
    from: 'src/i18n/islands/course.zh-TW.ts',
    to: ['src/components/site/phrases-zh-tw.ts'],
  },
  {
    rule: 'i18n-not-components',
    from: 'src/i18n/islands/explore-compare-more.ja.ts',
    to: [
      'src/components/card-words-ja.ts',
      'src/components/site/options-ja.ts',
      'src/components/site/phrases-ja.ts',
      'src/components/site/trick-reasons-ja.ts',
    ],
  },
  {
    rule: 'i18n-not-components',
    from: 'src/i18n/islands/explore-compare-more.ko.ts',
    to: ['src/components/card-words-ko.ts', 'src/components/site/phrases-ko.ts'],
  },
  {
    rule: 'i18n-not-components',
    from: 'src/i18n/islands/explore-compare-more.zh-TW.ts',
    to: [
      'src/components/card-words-zh-tw.ts',
      'src/components/site/phrases-zh-tw-options.ts',
      'src/components/site/phrases-zh-tw.ts',
    ],
  },
  {
    rule: 'i18n-not-components',
    from: 'src/i18n/islands/explore-compare.ja.ts',
    to: ['src/components/card-words-ja.ts'],
  },
  {
    rule: 'i18n-not-components',
    from: 'src/i18n/islands/explore-compare.ko.ts',
    to: ['src/components/card-words-ko.ts'],
  },
  {
    rule: 'i18n-not-components',
    from: 'src/i18n/islands/explore-compare.zh-TW.ts',
    to: ['src/components/card-words-zh-tw.ts'],
  },
  {
    rule: 'i18n-not-components',
    from: 'src/i18n/islands/explore-views.ko.ts',
    to: ['src/components/site/phrases-ko.ts'],
  },
  {
    rule: 'i18n-not-components',
    from: 'src/i18n/islands/explore-views.ts',
    to: [
      'src/components/site/options-ja.ts',
      'src/components/site/phrases-ja-games.ts',
      'src/components/site/phrases-ja.ts',
      'src/components/site/phrases-zh-tw-options.ts',
      'src/components/site/phrases-zh-tw.ts',
    ],
  },
  {
    rule: 'i18n-not-components',
    from: 'src/i18n/islands/lesson-check.ja.ts',
    to: [
      'src/components/card-words-ja.ts',
      'src/components/site/phrases-ja-games.ts',
      'src/components/site/phrases-ja.ts',
    ],
  },
  {
    rule: 'i18n-not-components',
    from: 'src/i18n/islands/lesson-check.ko.ts',
    to: ['src/components/card-words-ko.ts', 'src/components/site/phrases-ko.ts'],
  },
  {
    rule: 'i18n-not-components',
    from: 'src/i18n/islands/lesson-check.zh-TW.ts',
    to: ['src/components/card-words-zh-tw.ts', 'src/components/site/phrases-zh-tw.ts'],
  },
  {
    rule: 'i18n-not-components',
    from: 'src/i18n/islands/options.ja.ts',
    to: [
      'src/components/site/phrases-ja-mighty.ts',
      'src/components/site/phrases-ja-nap.ts',
      'src/components/site/phrases-ja-twhk.ts',
      'src/components/site/phrases-ja.ts',
    ],
  },
  { rule: 'i18n-not-components', from: 'src/i18n/islands/options.ko.ts', to: ['src/components/site/phrases-ko.ts'] },
  {
    rule: 'i18n-not-components',
    from: 'src/i18n/islands/options.zh-TW.ts',
    to: ['src/components/site/phrases-zh-tw-options.ts'],
  },
  {
    rule: 'i18n-not-components',
    from: 'src/i18n/islands/position-views.ja.ts',
    to: ['src/components/card-words-ja.ts'],
  },
  {
    rule: 'i18n-not-components',
    from: 'src/i18n/islands/position-views.zh-TW.ts',
    to: ['src/components/card-words-zh-tw.ts'],
  },
  { rule: 'i18n-not-components', from: 'src/i18n/islands/position.ja.ts', to: ['src/components/card-words-ja.ts'] },
  {
    rule: 'i18n-not-components',
    from: 'src/i18n/islands/position.zh-TW.ts',
    to: ['src/components/card-words-zh-tw.ts'],
  },
  {
    rule: 'i18n-not-components',
    from: 'src/i18n/islands/puzzle-views.ja.ts',
    to: [
      'src/components/card-words-ja.ts',
      'src/components/site/options-ja.ts',
      'src/components/site/phrases-ja-games.ts',
      'src/components/site/phrases-ja.ts',
    ],
  },
  {
    rule: 'i18n-not-components',
    from: 'src/i18n/islands/puzzle-views.ko.ts',
    to: ['src/components/site/phrases-ko.ts'],
  },
  {
    rule: 'i18n-not-components',
    from: 'src/i18n/islands/puzzle-views.zh-TW.ts',
    to: [
      'src/components/card-words-zh-tw.ts',
      'src/components/site/phrases-zh-tw-options.ts',
      'src/components/site/phrases-zh-tw.ts',
    ],
  },
  { rule: 'i18n-not-components', from: 'src/i18n/islands/puzzle.ja.ts', to: ['src/components/card-words-ja.ts'] },
  { rule: 'i18n-not-components', from: 'src/i18n/islands/puzzle.ko.ts', to: ['src/components/card-words-ko.ts'] },
  { rule: 'i18n-not-components', from: 'src/i18n/islands/puzzle.zh-TW.ts', to: ['src/components/card-words-zh-tw.ts'] },
  { rule: 'components-on-top', from: 'src/content-data/trainer-data.ts', to: ['src/components/site/options-ja.ts'] },

  // The practice island's catalogues: the same phrasebooks; issue #29 rewrites practice.*.ts as
  // message catalogues with the split of components/PracticeGame.tsx (under way elsewhere now).
  {
    rule: 'i18n-not-components',
    from: 'src/i18n/islands/practice.ja.ts',
    to: [
      'src/components/card-words-ja.ts',
      'src/components/site/phrases-ja-mighty.ts',
      'src/components/site/phrases-ja-nap.ts',
      'src/components/site/phrases-ja-twhk.ts',
      'src/components/site/phrases-ja.ts',
    ],
  },
  {
    rule: 'i18n-not-components',
    from: 'src/i18n/islands/practice.ko.ts',
    to: ['src/components/card-words-ko.ts', 'src/components/site/phrases-ko.ts'],
  },
  {
    rule: 'i18n-not-components',
    from: 'src/i18n/islands/practice.zh-TW.ts',
    to: ['src/components/card-words-zh-tw.ts', 'src/components/site/phrases-zh-tw.ts'],
  },
];

for (const k of KNOWN) {
  if (!existsSync(k.from))
    console.warn(`.dependency-cruiser.cjs: known exception from ${k.from}: no such file now, delete the entry`);
}

/**
 * A layer rule with its known exceptions: the rule itself for every file without an exception,
 * and for each file with one the same rule less the imports listed for it.
 */
function layer(rule) {
  const known = KNOWN.filter((k) => k.rule === rule.name);
  const fromNot = [rule.from.pathNot, ...known.map((k) => exactly(k.from))].filter(Boolean);
  return [
    { ...rule, from: { ...rule.from, ...(fromNot.length ? { pathNot: fromNot } : {}) } },
    ...known.map((k) => ({
      ...rule,
      from: { path: exactly(k.from) },
      to: { ...rule.to, pathNot: [rule.to.pathNot, ...k.to.map(exactly)].filter(Boolean) },
    })),
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules that import each other (type-only imports count): move the shared piece into the lower module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layer({
      name: 'engine-is-the-floor',
      comment: 'src/engine/ imports nothing else in src/: no machine, bot, island, language, page or content data.',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { path: '^src/', pathNot: '^src/engine/' },
    }),
    ...layer({
      name: 'machines-only-engine',
      comment: 'src/machines/ imports only the engine (a game comes in as a Game; checks are injected).',
      severity: 'error',
      from: { path: '^src/machines/' },
      to: { path: '^src/', pathNot: '^src/(engine|machines)/' },
    }),
    ...layer({
      name: 'bots-only-engine',
      comment: 'src/bots/ imports only the engine: a bot is handed a player view (engine/game.ts ActionRequest).',
      severity: 'error',
      from: { path: '^src/bots/' },
      to: { path: '^src/', pathNot: '^src/(engine|bots)/' },
    }),
    ...layer({
      name: 'islands-logic-not-components',
      comment: "src/islands-logic/ is the islands' plain logic: it never imports a component or a page.",
      severity: 'error',
      from: { path: '^src/islands-logic/' },
      to: { path: '^src/(components|pages)/' },
    }),
    ...layer({
      name: 'i18n-not-components',
      comment: 'src/i18n/ holds the words; components import them, never the other way round.',
      severity: 'error',
      from: { path: '^src/i18n/' },
      to: { path: '^src/(components|pages)/' },
    }),
    ...layer({
      name: 'components-on-top',
      comment:
        'Only pages and components import components (islands-logic and i18n have their rules above; the engine, machines and bots theirs).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(components|pages|i18n|islands-logic|engine|machines|bots)/' },
      to: { path: '^src/components/' },
    }),
    {
      name: 'pages-on-top',
      comment: 'Nothing imports a page (src/pages/): pages are the top floor.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/pages/' },
      to: { path: '^src/pages/' },
    },
    {
      name: 'not-to-unresolvable',
      comment:
        "An import the tool cannot resolve is a blind spot of these rules (fix the path, or teach the config Astro's virtual modules).",
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^(astro|virtual):' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports are dependencies too (they couple the floors and close circles).
    tsPreCompilationDeps: true,
    // .astro files become nodes (what imports them is checked); their front matter is not parsed.
    extraExtensionsToScan: ['.astro'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.ts', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      // npm run graph (docs/architecture.svg).
      dot: {
        // One box per folder of src/ (and content/, the JSON the data files read); packages and
        // Node's own modules are left out. Top to bottom: the floors, the engine at the bottom.
        collapsePattern: '^(src/[^/]+|content)',
        filters: { includeOnly: { path: '^(src|content)/' } },
        theme: {
          graph: { rankdir: 'TB', splines: 'true', ranksep: '0.5', nodesep: '0.3', fontsize: '12' },
          node: { fontsize: '12' },
          edge: { color: '#00000088' },
        },
      },
    },
  },
};
