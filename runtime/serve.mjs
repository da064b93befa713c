// `npm start`: the production server (`PORT`, default 3000; `HOST`, default 127.0.0.1). Next's
// own request handler, behind a thin layer for what Next answers badly: a request target that is
// no path (`*`, an absolute URL: Next crashes, or redirects to the URL's host) or whose percent
// escapes do not decode (Next: a bare 500) gets 400, a method the address does not take (TRACE:
// Next's proxy crashes with a 500; POST to the feed: Next answers as to GET) gets 405 with its
// Allow, a POST's body over the cap gets 413 as soon as it passes it, every answer, Next's
// redirects and errors included, carries the security headers of lib/config/security-header-values.json,
// and answers are compressed with brotli where the browser takes it (Next only gzips;
// next.config.ts turns that off).
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';
import { isSheetUpload, methodsOfBuild, SERVED_METHODS } from './allowed-methods.mjs';
import { readBody, withBody } from './request-body.mjs';

process.env.NODE_ENV = 'production';
const { default: next } = await import('next');

const readJson = (file) => JSON.parse(fs.readFileSync(new URL(file, import.meta.url), 'utf8'));
const headers = readJson('../lib/config/security-header-values.json');
const bodyLimit = readJson('../lib/config/request-body-limit.json');
const methodsOf = methodsOfBuild(process.cwd());
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

/**
 * A body refused before Next reads it, as soon as it is known, in the API's JSON shape
 * (lib/server/http/http.ts). The answer ends once the client has sent the rest (dropped unread), or
 * after 2 s: a connection closed on a client still sending is reset, and the answer lost with it.
 */
function refuseBody(request, response, status, message) {
  const text = JSON.stringify({ status: false, message });
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
  });
  response.write(text);
  const end = () => {
    if (!response.writableEnded) response.end();
  };
  request.once('end', end).once('close', end).resume();
  setTimeout(end, 2_000).unref();
}

/** The decoded path of an origin-form request target (`/path?query`), or null for any other. */
function pathOf(target) {
  if (!target.startsWith('/')) return null;
  try {
    return decodeURIComponent(target.split('?')[0]);
  } catch {
    return null;
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

/**
 * Appends the connection's address to X-Forwarded-For, as every proxy appends the address it
 * received from: the rightmost entry is then always the connection's, and the app reads the
 * client TRUST_PROXY_HOPS entries left of it (lib/server/http/client-address.ts). Served
 * directly, what a client wrote there is never taken for its address.
 */
function forwardedFor(request) {
  const peer = request.socket.remoteAddress;
  if (!peer) return;
  const sent = request.headers['x-forwarded-for'];
  request.headers['x-forwarded-for'] = sent ? `${sent}, ${peer}` : peer;
}

async function serve(request, response) {
  secure(response);
  forwardedFor(request);
  const target = request.url ?? '';
  if (target === '*' && request.method === 'OPTIONS') {
    // What the server as a whole takes (RFC 9110 section 9.3.7).
    response.writeHead(204, { Allow: SERVED_METHODS.join(', '), 'Cache-Control': 'no-store' });
    return response.end();
  }
  const pathname = pathOf(target);
  if (pathname === null)
    return refuse(request, response, 400, 'Bad request: this address is not valid');
  const allowed = methodsOf(pathname);
  if (!allowed.includes(request.method ?? ''))
    return refuse(request, response, 405, 'Method not allowed', { Allow: allowed.join(', ') });
  if (request.method !== 'POST')
    return compress(request, response, () => handle(request, response));
  // A sheet, at its upload paths, may be larger than any form (docs/operations.md#portal-sheets).
  const maxBytes = isSheetUpload(pathname) ? bodyLimit.sheetUpload.maxBytes : bodyLimit.maxBytes;
  const body = await readBody(request, maxBytes);
  if (body === null) return refuseBody(request, response, 413, bodyLimit.tooLarge);
  const posted = withBody(request, body);
  return compress(posted, response, () => handle(posted, response));
}

const server = http.createServer((request, response) => {
  // A client that leaves while its body is read has nobody to answer.
  serve(request, response).catch(() => request.destroy());
});

// Idle connections outlive nginx's to us (its upstream keepalive_timeout, 60 s): with Node's 5 s,
// a request sent on a connection Node was just closing is reset, and nginx answers a POST (a
// lead) 502 rather than send it twice.
server.keepAliveTimeout = 65_000;

server.listen(port, hostname, () => console.log(`Ready on http://${hostname}:${port}`));

// A stop (deploy, restart) finishes the answers under way (5 s at most), then the outbox's sends
// and a backup being written (lib/server/site/site-context.ts; deploy/leadwise.service gives
// them 2 minutes), and closes the store.
const stopContext = () => globalThis.__leadwiseStop?.().catch(() => undefined);
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    const answered = new Promise((resolve) => {
      server.close(resolve);
      setTimeout(resolve, 5_000).unref();
    });
    server.closeIdleConnections();
    answered.then(stopContext).then(() => process.exit(0));
  });
}
