// `npm start`: the production server (`PORT`, default 3000; `HOST`, default 127.0.0.1). Next's
// own request handler, behind a thin layer for what Next answers badly: a path whose percent
// escapes do not decode (Next: a bare 500) gets 400, a method the site does not serve (TRACE:
// Next's proxy crashes with a 500) gets 405, every answer, Next's redirects and errors included,
// carries the security headers of lib/config/security-header-values.json, and answers are compressed
// with brotli where the browser takes it (Next only gzips; next.config.ts turns that off).
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';

process.env.NODE_ENV = 'production';
const { default: next } = await import('next');

const headers = JSON.parse(
  fs.readFileSync(new URL('../lib/config/security-header-values.json', import.meta.url), 'utf8'),
);
const METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';

/** Sets each security header the answer does not have yet, whatever part of Next wrote it. */
function secure(response) {
  const writeHead = response.writeHead;
  response.writeHead = function (...args) {
    if (!response.headersSent) {
      for (const [name, value] of Object.entries(headers.static))
        if (!response.hasHeader(name)) response.setHeader(name, value);
      if (!response.hasHeader('Content-Security-Policy'))
        response.setHeader('Content-Security-Policy', headers.strictPolicy);
    }
    return writeHead.apply(this, args);
  };
}

function refuse(request, response, status, message, extra = {}) {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...extra,
  });
  response.end(request.method === 'HEAD' ? undefined : `${message}\n`);
}

function decodes(url) {
  try {
    decodeURIComponent(url.split('?')[0]);
    return true;
  } catch {
    return false;
  }
}

// A page's flight data repeats its text more than gzip's 32 KB window after the HTML, so gzip
// sends it twice; brotli's window spans the page (a post 32 → 25 KB, the home page 28 → 23). At
// quality 5 it costs what gzip does (2.4 ms for a 140 KB post); 11 would cost 165 ms a request.
const compress = compression({
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
});

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((request, response) => {
  secure(response);
  if (!METHODS.includes(request.method ?? ''))
    return refuse(request, response, 405, 'Method not allowed', { Allow: METHODS.join(', ') });
  if (!decodes(request.url ?? '/'))
    return refuse(request, response, 400, 'Bad request: this address is not valid');
  return compress(request, response, () => handle(request, response));
});

server.listen(port, hostname, () => console.log(`Ready on http://${hostname}:${port}`));

// A stop (deploy, restart) finishes the answers under way; the store closes with the process.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
