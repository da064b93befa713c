import http from 'node:http';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from './env';

// The site's connections as nginx (deploy/nginx.conf) reuses them: an idle one must outlive
// nginx's (its upstream keepalive_timeout, 60 s), or a request sent as Node closes it is reset.

/** A GET on `agent`: its status, and whether it went on a connection already open. */
const get = (agent: http.Agent, path: string) =>
  new Promise<{ status: number; reused: boolean; keepAlive?: string }>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: E2E_PORT, path, agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          reused: request.reusedSocket,
          keepAlive: response.headers['keep-alive'] as string | undefined,
        }),
      );
    });
    request.on('error', reject);
  });

test(
  'a connection idle between requests stays open past Node’s default five seconds',
  { tag: '@no-page' },
  async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(agent, '/robots.txt');
      expect(first).toEqual({ status: 200, reused: false, keepAlive: 'timeout=65' });
      // Time itself is what is tested: longer than the 5 s a connection used to be kept.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await get(agent, '/robots.txt')).toMatchObject({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  },
);
