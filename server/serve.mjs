// `npm start`: the production server (`PORT`, default 3000; `HOST`, default 127.0.0.1). Next's
// own request handler, behind a thin layer for what Next answers badly: a path whose percent
// escapes do not decode (Next: a bare 500) gets 400, a method the site does not serve (TRACE:
// Next's proxy crashes with a 500) gets 405, and every answer, Next's redirects and errors
// included, carries the security headers of lib/security-header-values.json.
import fs from 'node:fs';
import http from 'node:http';

process.env.NODE_ENV = 'production';
const { default: next } = await import('next');

const headers = JSON.parse(
  fs.readFileSync(new URL('../lib/security-header-values.json', import.meta.url), 'utf8'),
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

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((request, response) => {
  secure(response);
  if (!METHODS.includes(request.method ?? ''))
    return refuse(request, response, 405, 'Method not allowed', { Allow: METHODS.join(', ') });
  if (!decodes(request.url ?? '/'))
    return refuse(request, response, 400, 'Bad request: this address is not valid');
  return handle(request, response);
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
