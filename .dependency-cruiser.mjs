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
    {
      name: 'engine-is-the-floor',
      comment: 'src/engine/ imports nothing else in src/: no machine, bot, island, language, page or content data.',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { path: '^src/', pathNot: '^src/engine/' },
    },
    {
      name: 'machines-only-engine',
      comment: 'src/machines/ imports only the engine (a game comes in as a Game; checks are injected).',
      severity: 'error',
      from: { path: '^src/machines/' },
      to: { path: '^src/', pathNot: '^src/(engine|machines)/' },
    },
    {
      name: 'bots-only-engine',
      comment: 'src/bots/ imports only the engine: a bot is handed a player view (engine/game.ts ActionRequest).',
      severity: 'error',
      from: { path: '^src/bots/' },
      to: { path: '^src/', pathNot: '^src/(engine|bots)/' },
    },
    {
      name: 'islands-logic-not-components',
      comment: "src/islands-logic/ is the islands' plain logic: it never imports a component or a page.",
      severity: 'error',
      from: { path: '^src/islands-logic/' },
      to: { path: '^src/(components|pages)/' },
    },
    {
      name: 'i18n-not-components',
      comment: 'src/i18n/ holds the words; components import them, never the other way round.',
      severity: 'error',
      from: { path: '^src/i18n/' },
      to: { path: '^src/(components|pages)/' },
    },
    {
      name: 'components-on-top',
      comment:
        'Only pages and components import components (islands-logic and i18n have their rules above; the engine, machines and bots theirs).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(components|pages|i18n|islands-logic|engine|machines|bots)/' },
      to: { path: '^src/components/' },
    },
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
