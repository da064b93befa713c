import { test as base } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

/**
 * A server of the spec file's own for all its tests, on a store in a temporary directory
 * (`leadwise-<name>-…`) that goes with it. Call it before the file's own `beforeAll` (operators,
 * seeding): Playwright runs a suite's hooks in the order they were registered, inside a
 * `describe` too, so those find the server up; an `afterAll` registered after it runs once the
 * server has stopped. `extra` adds to the server's environment; as a function it is read only
 * when the server starts, so it may name a receiver that an earlier `beforeAll` started. `env` is
 * one object, filled in then, so a spec may destructure it where it calls this.
 */
export function siteOfFile(
  name: string,
  port: number,
  extra: Record<string, string> | (() => Record<string, string>) = {},
) {
  const site = { dir: '', env: {} as Record<string, string> };
  let server: ChildProcess | undefined;
  test.beforeAll(async () => {
    site.dir = fs.mkdtempSync(path.join(os.tmpdir(), `leadwise-${name}-`));
    Object.assign(site.env, {
      LEADS_DB_PATH: path.join(site.dir, 'leads.db'),
      ...(typeof extra === 'function' ? extra() : extra),
    });
    server = await startServer(port, site.env);
    await waitUntilUp(port);
  });
  test.afterAll(async () => {
    if (server) await stopServer(server, 'SIGTERM');
    if (site.dir) fs.rmSync(site.dir, { recursive: true, force: true });
  });
  return site;
}

/** Polls until `condition` holds; the test's own timeout bounds it. */
export async function eventually(condition: () => boolean | Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 100));
}
