import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from './site.ts';

/** The built-site checks read dist/ (or ETORI_DIST): without it they would have nothing to check. */
export default function needDist(): void {
  if (!existsSync(join(DIST, 'index.html')))
    throw new Error(`${DIST} holds no built site: run \`npm run build\` first (npm test does this).`);
}
