// Searches an engine-computed example for every value of every option of every game (the
// house-rules page; src/content-data/house-rules.ts) and writes content/house-rules/examples.json.
// The build and the tests re-check the stored examples rather than search again.
//   node --experimental-strip-types scripts/make-house-rules.ts
import { writeFileSync } from 'node:fs';
import { VARIANT_IDS } from '../src/engine/options.ts';
import { gameExamples } from '../src/content-data/house-rules.ts';

const examples = VARIANT_IDS.flatMap((v) =>
  gameExamples(v).map((ex) => ({ variant: ex.variant, key: ex.key, pairs: ex.pairs })),
);
writeFileSync(
  new URL('../content/house-rules/examples.json', import.meta.url),
  JSON.stringify({ v: 1, examples }) + '\n',
);
console.log(`content/house-rules/examples.json: ${examples.length} options`);
