/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { nginxInstalled } from './nginx-installed.mjs';
import { loopbackNginxConfig, startNginx } from './nginx-loopback.mjs';

// deploy/nginx.conf's access log names each request's path and its referrer's, never a query:
// a landing address's campaign tags, or an email a shared link carried, stay out of it
// (docs/privacy.md#visit-counts).

const listening = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/** A port free now, for nginx to listen on. */
async function freePort() {
  const probe = http.createServer();
  const port = await listening(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

(nginxInstalled() ? it : it.skip)('logs the path without the query', async () => {
  const app = http.createServer((_, response) => response.end('ok'));
  const appPort = await listening(app);
  const listenPort = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-nginx-log-'));
  const nginx = startNginx(
    dir,
    loopbackNginxConfig({ dir, listenPort, upstreamPorts: [appPort] }),
    { stdio: 'ignore' },
  );
  try {
    // nginx answers once it listens: each refused connection is tried again.
    let response: Response | null = null;
    while (!response)
      response = await fetch(
        `http://127.0.0.1:${listenPort}/contact?utm_campaign=asha%40example.in&utm_source=9876543210`,
        { headers: { Referer: 'https://leadwise.example/?utm_medium=rohan@example.in#top' } },
      ).catch(() => null);
    expect(response.status).toBe(200);
  } finally {
    // Stopping writes out the buffered log.
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
    await new Promise((resolve) => app.close(resolve));
  }
  const log = fs.readFileSync(path.join(dir, 'access.log'), 'utf8');
  fs.rmSync(dir, { recursive: true, force: true });
  expect(log).toContain('"GET /contact HTTP/1.1" 200');
  expect(log).toContain('"https://leadwise.example/"');
  expect(log).not.toMatch(/utm_|example\.in|9876543210/);
});
