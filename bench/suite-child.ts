/**
 * Runs one benchmark suite in a process of its own and prints its figures as one JSON line (the
 * last line of stdout): `node --experimental-strip-types bench/suite-child.ts <path/to/x.bench.ts>`.
 * `npm run bench -- --against <ref>` starts one such process per suite, tree and pass, so neither
 * tree's code shares V8's object shapes or compiled code with the other's (in one process a shape
 * change in one tree, such as an object falling into dictionary mode, showed in both or neither).
 */
import { pathToFileURL } from 'node:url';
import type { BenchSuite } from './harness.ts';

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: suite-child.ts <path/to/suite.bench.ts>\n');
  process.exit(2);
}
const suite = (await import(pathToFileURL(file).href)).default as BenchSuite;
const figures = await suite.run();
process.stdout.write('\n' + JSON.stringify(figures.map(({ name, value, unit }) => ({ name, value, unit }))) + '\n');
