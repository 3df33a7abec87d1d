import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The built-site checks read dist/: without it they would have nothing to check. */
export default function needDist(): void {
  if (!existsSync(fileURLToPath(new URL('../../dist/index.html', import.meta.url))))
    throw new Error('dist/ is missing: run `npm run build` first (npm test does this).');
}
