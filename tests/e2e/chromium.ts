/**
 * The system Chromium the browser tests and the site benchmark drive: $CHROMIUM_PATH, else the
 * usual install paths. Nothing is downloaded. Chromium's headless shell (Debian's
 * `chromium-headless-shell`, the same engine without the browser's windowing layer) comes first:
 * the browser suite spends about an eighth less CPU in it than in the full browser run headless.
 */
import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** The browser to drive; throws how to get one. */
export function findChromium(): string {
  const env = process.env['CHROMIUM_PATH'];
  if (env) {
    if (!existsSync(env)) throw new Error(`CHROMIUM_PATH is set to ${env}, but there is no file there.`);
    return env;
  }
  const found = CANDIDATES.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium or Chrome found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`; ' +
        'macOS: install Google Chrome) or set CHROMIUM_PATH to its executable.',
    );
  }
  return found;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * How long a browser wait may see nothing happen before it fails: a hang detector, not a speed
 * bound (CI is a shared 2-core machine, sometimes many times oversubscribed; a test bounds work,
 * never time).
 */
export const WAIT = 180_000;
