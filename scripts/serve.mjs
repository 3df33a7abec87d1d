// Serve the built site (dist/) on localhost. Used by `npm start` and by the browser tests.
// Usage: node scripts/serve.mjs [--port N] [--strict]   (port 0 or busy: a free port is chosen and
// printed; with --strict a busy port is an error, for the browser tests' fixed address)
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.pf_meta': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

const CSP_META = /<meta http-equiv="content-security-policy" content="([^"]*)"/i;

/**
 * The blocks of `_headers` (Netlify / Cloudflare Pages format): each pattern (`/*` every path,
 * `/_astro/*` the hashed assets) with its headers. The Content-Security-Policy is left out: it is
 * composed per page below.
 */
export function headerBlocks(text) {
  /** @type {{ pattern: string, headers: Record<string, string> }[]} */
  const blocks = [];
  for (const line of text.split('\n')) {
    if (/^\S/.test(line)) {
      if (!line.startsWith('#')) blocks.push({ pattern: line.trim(), headers: {} });
    } else if (blocks.length && line.includes(':')) {
      const [name, ...value] = line.trim().split(':');
      const key = name.trim().toLowerCase();
      if (key !== 'content-security-policy') blocks.at(-1).headers[key] = value.join(':').trim();
    }
  }
  return blocks;
}

/** The headers the blocks give `path`: every block whose pattern matches it, as a real host would send them. */
export function headersFor(blocks, path) {
  const matches = (p) => (p.endsWith('*') ? path.startsWith(p.slice(0, -1)) : path === p);
  return Object.assign({}, ...blocks.filter((b) => matches(b.pattern)).map((b) => b.headers));
}

/** The headers `_headers` gives `path` (every path's, `/*`, when none is named). */
export function siteHeaders(text, path = '/') {
  return headersFor(headerBlocks(text), path);
}

/** Start a static server for `root`; resolves to { server, port, url }. */
export async function serve(root, port = 0) {
  const base = resolve(root);
  const blocks = headerBlocks(await readFile(join(base, '_headers'), 'utf8').catch(() => ''));
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let path = normalize(join(base, decodeURIComponent(url.pathname)));
      if (!path.startsWith(base)) {
        res.writeHead(403).end('forbidden');
        return;
      }
      let info = await stat(path).catch(() => null);
      if (info?.isDirectory()) {
        path = join(path, 'index.html');
        info = await stat(path).catch(() => null);
      }
      if (!info) {
        const notFound = await readFile(join(base, '404.html')).catch(() => Buffer.from('Not found'));
        res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(notFound);
        return;
      }
      const body = await readFile(path);
      /** @type {Record<string, string>} */
      const headers = {
        ...headersFor(blocks, url.pathname),
        'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      };
      // A page's Content-Security-Policy (written into it by the build) is sent as a header too,
      // with what only a header can say: no other site may frame it.
      if (extname(path) === '.html') {
        const csp = CSP_META.exec(body.toString('utf8'))?.[1];
        if (csp) headers['content-security-policy'] = `${csp.replace(/;\s*$/, '')}; frame-ancestors 'none'`;
      }
      res.writeHead(200, headers);
      res.end(body);
    } catch (e) {
      res.writeHead(500).end(String(e));
    }
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', ok);
  });
  const addr = server.address();
  const actual = typeof addr === 'object' && addr ? addr.port : port;
  return { server, port: actual, url: `http://localhost:${actual}/` };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--port');
  const wanted = i >= 0 ? Number(process.argv[i + 1]) : Number(process.env.PORT ?? 4321);
  // ETORI_DIST: another build's folder (a browser test of a build made elsewhere, as the HTML checks read it).
  const root = process.env.ETORI_DIST
    ? resolve(process.env.ETORI_DIST)
    : fileURLToPath(new URL('../dist', import.meta.url));
  let started;
  try {
    started = await serve(root, wanted);
  } catch (e) {
    if (process.argv.includes('--strict')) {
      console.error(`Port ${wanted} is busy: ${e instanceof Error ? e.message : e}`);
      process.exit(1);
    }
    started = await serve(root, 0);
  }
  console.log(`Etori is being served at ${started.url}  (Ctrl+C to stop)`);
}
