// `npm run bench:serve`: requests per second and p99 latency of one prerendered service page,
// served three ways on loopback: the site's server (`npm start`) alone, through the nginx of
// deploy/nginx.conf (ports and paths moved to loopback and a temporary directory, nothing else),
// and nginx sending the prerendered HTML file with a gzipped copy beside it (gzip_static: nginx's
// best case). First checks the proxy's behaviour (cache HIT with the page's CSP, HTML and RSC kept
// apart, brotli and gzip kept apart, 404 and API uncached, immutable /_next/static from disk). wrk: 2 threads, 32 connections, 10 s after a 3 s warm-up,
// gzip accepted. Needs nginx and wrk (it says so when either is missing). Prints a table, writes
// bench-results/serve.json, exits non-zero when a check fails or the proxy is under half the static rate.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import { sampleLeadRequest } from '../../test-support/sample-lead-request.mjs';
import { loopbackNginxConfig, startNginx } from '../test/nginx-loopback.mjs';
import {
  assertPortFree,
  spawnServer,
  startSite,
  stopOnExit,
  stopServer,
  waitUntilUp as waitForUrl,
} from '../test/server-process.mjs';

const PORTS = { next: 3400, proxy: 8480, static: 8481 };
const PAGE = '/services/seo';
const PAGE_FILE = path.resolve('.next/server/app/services/seo.html');
const LOAD = { threads: 2, connections: 32, seconds: Number(process.env.BENCH_SECONDS ?? 10) };
const WARM_UP_SECONDS = 3;
const GOAL = 0.5; // proxy rate ≥ GOAL × static rate

const has = (command) => {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Says what to install; a benchmark never installs system packages itself. */
function requireTools() {
  const missing = ['nginx', 'wrk'].filter((tool) => !has(tool));
  if (!missing.length) return;
  console.error(
    `Missing ${missing.join(', ')}. Install with: apt-get install -y ${missing.join(' ')}`,
  );
  process.exit(1);
}

/** deploy/nginx.conf on loopback, plus a server sending the prerendered page's file. */
function deriveConfig(dir) {
  const conf = loopbackNginxConfig({ dir, listenPort: PORTS.proxy, upstreamPorts: [PORTS.next] });
  // The page's file and its gzipped copy, as a static site would ship them.
  const staticFile = path.join(dir, 'static', path.basename(PAGE_FILE));
  fs.mkdirSync(path.dirname(staticFile));
  fs.copyFileSync(PAGE_FILE, staticFile);
  fs.writeFileSync(`${staticFile}.gz`, zlib.gzipSync(fs.readFileSync(PAGE_FILE)));
  return conf.replace(
    /^http \{$/m,
    `http {
    # bench-serve: the prerendered page as a plain file, same http-level settings.
    server {
        listen 127.0.0.1:${PORTS.static};
        location = ${PAGE} {
            default_type text/html;
            gzip_static on;
            alias ${staticFile};
        }
    }
`,
  );
}

/** One HTTP request with full control of headers (no automatic decompression). */
function request(port, pathname, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: pathname, method, headers, agent: false },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout on ${pathname}`)));
    req.on('error', reject);
    req.end(body);
  });
}

const waitUntilUp = (port, pathname) => waitForUrl(`http://127.0.0.1:${port}${pathname}`);

const children = [];
stopOnExit(children);
let dir;
process.on('exit', () => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** The proxy's behaviour, checked before anything is measured. */
async function checkProxy(dbPath) {
  const failures = [];
  const expect = (ok, message) => {
    if (!ok) failures.push(message);
  };
  const gzip = { 'Accept-Encoding': 'gzip' };
  const prerendered = fs.readFileSync(PAGE_FILE);
  const direct = await request(PORTS.next, PAGE);
  const first = await request(PORTS.proxy, PAGE, { headers: gzip });
  const second = await request(PORTS.proxy, PAGE, { headers: gzip });
  expect(first.status === 200 && second.status === 200, `${PAGE} through the proxy not 200`);
  expect(second.headers['x-cache-status'] === 'HIT', `second ${PAGE} not a cache HIT`);
  expect(second.headers['content-encoding'] === 'gzip', `${PAGE} not gzipped by the proxy`);
  // A browser that takes brotli gets the brotli copy, kept apart from the gzipped one.
  const chrome = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
  await request(PORTS.proxy, PAGE, { headers: chrome });
  const brotli = await request(PORTS.proxy, PAGE, { headers: chrome });
  expect(
    brotli.headers['x-cache-status'] === 'HIT' && brotli.headers['content-encoding'] === 'br',
    `second brotli ${PAGE} not a brotli cache HIT`,
  );
  expect(
    zlib.brotliDecompressSync(brotli.body).equals(prerendered),
    `brotli ${PAGE} from the proxy is not the prerendered file`,
  );
  const refused = await request(PORTS.proxy, PAGE, {
    headers: { 'Accept-Encoding': 'br;q=0, gzip' },
  });
  expect(refused.headers['content-encoding'] === 'gzip', `${PAGE} sent as brotli to br;q=0`);
  const plain = await request(PORTS.proxy, PAGE);
  expect(
    !plain.headers['content-encoding'] && plain.body.equals(prerendered),
    `${PAGE} without Accept-Encoding is not the prerendered file`,
  );
  expect(
    /text\/html/.test(second.headers['content-type'] ?? ''),
    `cached ${PAGE} is not text/html`,
  );
  for (const name of [
    'content-security-policy',
    'strict-transport-security',
    'x-content-type-options',
    'referrer-policy',
    'permissions-policy',
    'x-frame-options',
  ]) {
    expect(
      second.headers[name] && second.headers[name] === direct.headers[name],
      `cached ${PAGE} lacks ${name} as the site's server sends it`,
    );
  }

  // RSC payload of the same URL: its own cache entry, never the HTML (and HTML never it).
  const rscHeaders = { RSC: '1', ...gzip };
  const redirect = await request(PORTS.proxy, `${PAGE}?_rsc=bench`, { headers: rscHeaders });
  const rscPath = redirect.status === 307 ? redirect.headers.location : `${PAGE}?_rsc=bench`;
  await request(PORTS.proxy, rscPath, { headers: rscHeaders });
  const rsc = await request(PORTS.proxy, rscPath, { headers: rscHeaders });
  expect(
    rsc.status === 200 && /text\/x-component/.test(rsc.headers['content-type'] ?? ''),
    `RSC request for ${rscPath} answered ${rsc.status} ${rsc.headers['content-type']}`,
  );
  expect(rsc.headers['x-cache-status'] === 'HIT', `second RSC request not a cache HIT`);
  const rscBody = rsc.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(rsc.body) : rsc.body;
  expect(
    rscBody.equals(fs.readFileSync(PAGE_FILE.replace(/\.html$/, '.rsc'))),
    `cached RSC payload of ${PAGE} differs from the prerendered one`,
  );
  const htmlAgain = await request(PORTS.proxy, rscPath, { headers: gzip });
  expect(
    /text\/html/.test(htmlAgain.headers['content-type'] ?? ''),
    `plain GET of ${rscPath} got ${htmlAgain.headers['content-type']} (HTML and RSC mixed)`,
  );

  // Not-found pages say no-store: never served from the cache.
  await request(PORTS.proxy, '/bench-no-such-page');
  const missing = await request(PORTS.proxy, '/bench-no-such-page');
  expect(
    missing.status === 404 && missing.headers['x-cache-status'] !== 'HIT',
    'the 404 page was cached',
  );

  // Built assets: from disk, immutable.
  const html = fs.readFileSync(PAGE_FILE, 'utf8');
  const chunk = html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/)?.[0];
  const asset = chunk ? await request(PORTS.proxy, chunk, { headers: gzip }) : null;
  expect(
    asset?.status === 200 &&
      asset.headers['cache-control'] === 'public, max-age=31536000, immutable',
    `${chunk} not served with immutable caching (${asset?.status} ${asset?.headers['cache-control']})`,
  );
  expect(
    asset && !asset.headers['x-cache-status'],
    `${chunk} was asked of Next, not read from disk`,
  );

  // The lead API: every POST reaches the app and is stored; nothing cached.
  const count = () => {
    const db = new Database(dbPath, { readonly: true, fileMustExist: true });
    try {
      return db.prepare('SELECT COUNT(*) AS n FROM leads').get().n;
    } finally {
      db.close();
    }
  };
  const statuses = [];
  for (const key of ['bench-serve-1', 'bench-serve-2']) {
    const body = JSON.stringify({ ...sampleLeadRequest, email: `${key}@example.in` });
    const answer = await request(PORTS.proxy, '/api/b2b/leads/submit', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
        'Idempotency-Key': key,
        // As a browser on the site sends it: the API compares Origin with the Host it was sent.
        Origin: `http://127.0.0.1:${PORTS.proxy}`,
        'Sec-Fetch-Site': 'same-origin',
      },
      body,
    });
    statuses.push(answer.status);
    expect(!answer.headers['x-cache-status'], `API answer went through the cache`);
  }
  expect(
    statuses.every((status) => status === 200),
    `POST /api/b2b/leads/submit answered ${statuses}`,
  );
  expect(count() === 2, `2 leads posted through the proxy, ${count()} stored`);
  return failures;
}

const DURATION = { us: 1e-3, ms: 1, s: 1e3 };
const toMs = (value, unit) => Number(value) * DURATION[unit];

function wrk(port, seconds) {
  const args = [
    `-t${LOAD.threads}`,
    `-c${LOAD.connections}`,
    `-d${seconds}s`,
    '--latency',
    '-H',
    'Accept-Encoding: gzip',
    `http://127.0.0.1:${port}${PAGE}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawnServer('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (data) => (out += data));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited ${code}\n${out}`));
      const p99 = out.match(/^\s*99%\s+([\d.]+)(us|ms|s)\b/m);
      const rps = out.match(/^Requests\/sec:\s+([\d.]+)/m);
      if (!p99 || !rps) return reject(new Error(`unexpected wrk output:\n${out}`));
      resolve({
        requestsPerSecond: Math.round(Number(rps[1])),
        p99Ms: +toMs(p99[1], p99[2]).toFixed(2),
        errors:
          Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0) +
          [...out.matchAll(/(connect|read|write|timeout) (\d+)/g)].reduce(
            (sum, [, , n]) => sum + Number(n),
            0,
          ),
      });
    });
  });
}

if (!fs.existsSync('.next/BUILD_ID') || !fs.existsSync(PAGE_FILE)) {
  console.error(`No production build with ${PAGE_FILE}: run \`npm run build\` first.`);
  process.exit(1);
}
requireTools();

dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-serve-'));
const dbPath = path.join(dir, 'leads.db');

try {
  for (const port of Object.values(PORTS)) await assertPortFree(port);
  const conf = deriveConfig(dir);
  children.push(
    startSite(
      PORTS.next,
      { LEADS_DB_PATH: dbPath, TRUST_PROXY_HOPS: '1', MIN_FILL_TIME_MS: '0' },
      { stdio: ['ignore', 'ignore', 'inherit'] },
    ),
    startNginx(dir, conf, { detached: true, stdio: ['ignore', 'inherit', 'inherit'] }),
  );
  await waitUntilUp(PORTS.next, PAGE);
  await waitUntilUp(PORTS.static, PAGE);

  const failures = await checkProxy(dbPath);
  if (failures.length) {
    console.error(`Proxy checks failed:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      'Proxy checks passed: cache HIT with CSP, RSC apart, brotli apart, 404 and API uncached, immutable assets.',
    );

    const targets = {
      'npm start': PORTS.next,
      'nginx proxy (deploy/nginx.conf)': PORTS.proxy,
      'nginx static file': PORTS.static,
    };
    const results = {};
    for (const [name, port] of Object.entries(targets)) {
      await wrk(port, WARM_UP_SECONDS);
      results[name] = await wrk(port, LOAD.seconds);
    }
    const [direct, proxy, file] = Object.values(results);
    const ratios = {
      proxyToStatic: +(proxy.requestsPerSecond / file.requestsPerSecond).toFixed(2),
      proxyToDirect: +(proxy.requestsPerSecond / direct.requestsPerSecond).toFixed(2),
    };
    console.table(
      Object.fromEntries(
        Object.entries(results).map(([name, r]) => [
          name,
          { 'req/s': r.requestsPerSecond, 'p99 ms': r.p99Ms, errors: r.errors },
        ]),
      ),
    );
    console.log(
      `proxy/static ${ratios.proxyToStatic} (goal ≥ ${GOAL}), proxy/direct ${ratios.proxyToDirect}`,
    );
    fs.mkdirSync('bench-results', { recursive: true });
    fs.writeFileSync(
      'bench-results/serve.json',
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${execSync('nginx -v 2>&1').toString().trim()}`,
          page: PAGE,
          load: { ...LOAD, warmUpSeconds: WARM_UP_SECONDS, acceptEncoding: 'gzip' },
          results,
          ratios,
          goal: { proxyToStaticAtLeast: GOAL },
        },
        null,
        2,
      )}\n`,
    );

    const misses = [];
    if (ratios.proxyToStatic < GOAL)
      misses.push(
        `proxy ${proxy.requestsPerSecond} req/s < ${GOAL} × static ${file.requestsPerSecond}`,
      );
    for (const [name, r] of Object.entries(results))
      if (r.errors) misses.push(`${name}: ${r.errors} errors or non-2xx answers`);
    if (misses.length) {
      console.error(`MISSED: ${misses.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log('Goal met.');
    }
  }
} catch (error) {
  console.error(error.message);
  const log = path.join(dir, 'error.log');
  if (fs.existsSync(log))
    console.error(fs.readFileSync(log, 'utf8').split('\n').slice(-10).join('\n'));
  process.exitCode = 1;
} finally {
  await Promise.all(children.map((child) => stopServer(child)));
}
