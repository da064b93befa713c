import { test as base } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import {
  assertPortFree,
  startSite,
  stopServer,
  waitUntilUp as waitForUrl,
} from '../scripts/test/server-process.mjs';

// Production servers that a test starts, kills and restarts itself (crash, outbox, campaigns,
// several instances), beside the one Playwright's webServer runs.

const running = new Set<ChildProcess>();

/** Starts the site on `port`, once nothing else listens there to answer in its place. */
export async function startServer(
  port: number,
  env: Record<string, string>,
  options?: Parameters<typeof startSite>[2],
) {
  await assertPortFree(port);
  const child = startSite(port, env, options);
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

const stopAll = (children: Iterable<ChildProcess>) =>
  Promise.all([...children].map((child) => stopServer(child, 'SIGKILL')));

/**
 * The specs' `test`: whatever way a test ends, a timeout included (its own `finally` never runs
 * then), the servers it started are stopped, so its retry and the next test find their ports free.
 * Servers a `beforeAll` started belong to the file's `afterAll`, and whatever is left (a
 * `beforeAll` that failed halfway) is stopped when the worker ends, before any retry.
 */
export const test = base.extend<{ stopsItsServers: void }, { stopsLeftServers: void }>({
  stopsItsServers: [
    async ({}, use) => {
      const before = new Set(running);
      await use();
      await stopAll([...running].filter((child) => !before.has(child)));
    },
    { auto: true },
  ],
  stopsLeftServers: [
    async ({}, use) => {
      await use();
      await stopAll(running);
    },
    { auto: true, scope: 'worker' },
  ],
});

export { assertPortFree };

export const waitUntilUp = (port: number) => waitForUrl(`http://127.0.0.1:${port}/robots.txt`);

export { stopServer };

/** Polls until `condition` holds; the test's own timeout bounds it. */
export async function eventually(condition: () => boolean | Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 100));
}
