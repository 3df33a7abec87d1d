// Content-Security-Policy, second half. Astro's own CSP support (`security.csp` in
// astro.config.mjs) writes a <meta http-equiv="content-security-policy"> into every page with
// hashes of the scripts and styles it bundles; the inline scripts Starlight writes itself (theme,
// search shortcut, sidebar) and a few inlined component styles are not hashed by it. After the
// build, this adds the hash of every inline <script> and <style> a page carries to that page's
// script-src / style-src, so they run, while anything injected later (markup from a crafted link)
// is still refused. The policy is moved to the top of <head>, before any script. It never adds 'unsafe-inline' or 'unsafe-eval' to script-src, and fails the
// build if a page's script-src has either.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const META = /(<meta http-equiv="content-security-policy" content=")([^"]*)("\s*\/?>)/i;
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return htmlFiles(p);
    return f.endsWith('.html') ? [p] : [];
  });
}

/** @param {string} text */
const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The policy of one page with the hashes of its inline scripts and styles added.
 * @param {string} html
 * @returns {string} the page with its policy completed
 */
export function completePolicy(html) {
  const m = META.exec(html);
  if (!m) throw new Error('no content-security-policy meta element');
  const scripts = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((s) => sha256(s[1]));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((s) => sha256(s[1]));
  const directives = m[2]
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => {
      const [name, ...tokens] = d.split(/\s+/);
      const add = name === 'script-src' ? scripts : name === 'style-src' ? styles : [];
      const all = [...new Set([...tokens, ...add])];
      if (name === 'script-src' && all.some((t) => t === "'unsafe-inline'" || t === "'unsafe-eval'"))
        throw new Error(`script-src allows inline or eval'd code: ${d}`);
      return [name, ...all].join(' ');
    });
  // A policy in a <meta> covers only what comes after it: move it up to just after the charset,
  // before every script (Starlight writes its theme script above where Astro puts the policy).
  const meta = `${m[1]}${directives.join('; ')}${m[3]}`;
  const rest = html.replace(META, '');
  const charset = CHARSET.exec(rest);
  if (!charset) throw new Error('no <meta charset> to put the policy after');
  const at = charset.index + charset[0].length;
  return rest.slice(0, at) + meta + rest.slice(at);
}

/** @returns {import('astro').AstroIntegration} */
export function cspHashes() {
  return {
    name: 'etori-csp-hashes',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const files = htmlFiles(fileURLToPath(dir));
        for (const file of files) {
          try {
            writeFileSync(file, completePolicy(readFileSync(file, 'utf8')));
          } catch (e) {
            throw new Error(`${file}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
          }
        }
        logger.info(`content-security-policy completed on ${files.length} pages`);
      },
    },
  };
}
