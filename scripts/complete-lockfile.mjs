// Complete package-lock.json with optional platform packages the registry did not serve.
//
// Some registries (mirrors) lack other platforms' prebuilt packages, e.g. the macOS build of
// Astro's compiler. `npm install` then leaves them out of the lockfile and `npm ci` refuses the
// lockfile ("Missing: … from lock file"). This adds each missing optional dependency as an entry
// with its exact version and the os/cpu/libc its name declares, so npm skips it on other platforms
// and fetches it where it applies. Run after `npm install` changes dependencies:
//   node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const pkgs = lock.packages;

/** os/cpu/libc from a platform package name such as `…-darwin-arm64`, `…-linux-x64-musl`, `…-win32-x64-msvc`. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const osNames = {
    darwin: 'darwin',
    linux: 'linux',
    win32: 'win32',
    windows: 'win32',
    android: 'android',
    freebsd: 'freebsd',
    openharmony: 'openharmony',
  };
  const cpus = ['arm64', 'x64', 'arm', 'ia32', 'riscv64', 's390x', 'ppc64', 'loong64', 'wasm32'];
  const os = parts.map((p) => osNames[p]).find(Boolean);
  const cpu = parts.find((p) => cpus.includes(p));
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') && os === 'linux' ? 'glibc' : undefined;
  if (!cpu) return null;
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

let added = 0;
for (const [key, entry] of Object.entries(pkgs)) {
  for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    // Where npm would place it: beside the parent's node_modules, or at the top.
    const nested = `${key ? key + '/' : ''}node_modules/${dep}`;
    const top = `node_modules/${dep}`;
    if (pkgs[nested] || pkgs[top]) continue;
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) {
      console.warn(`skipped ${dep}@${spec} (needed by ${key || 'the project'}): not an exact version`);
      continue;
    }
    const platform = platformOf(dep);
    if (!platform) {
      console.warn(`skipped ${dep}@${spec}: its name says no platform`);
      continue;
    }
    pkgs[top] = { version: spec, optional: true, ...platform };
    added++;
  }
}
// Keep npm's ordering: sorted keys after the root entry.
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(path, JSON.stringify(lock, null, 2) + '\n');
console.log(`package-lock.json: added ${added} optional platform entr${added === 1 ? 'y' : 'ies'}`);
