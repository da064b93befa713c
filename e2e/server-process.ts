import {
  assertPortFree,
  startSite,
  stopServer,
  waitUntilUp as waitForUrl,
} from '../scripts/test/server-process.mjs';

// Production servers that a test starts, kills and restarts itself (crash, outbox, campaigns,
// several instances), beside the one Playwright's webServer runs.

/** Starts the site on `port`, once nothing else listens there to answer in its place. */
export async function startServer(
  port: number,
  env: Record<string, string>,
  options?: Parameters<typeof startSite>[2],
) {
  await assertPortFree(port);
  return startSite(port, env, options);
}

export { assertPortFree };

export const waitUntilUp = (port: number) => waitForUrl(`http://127.0.0.1:${port}/robots.txt`);

export { stopServer };

/** Polls until `condition` holds; the test's own timeout bounds it. */
export async function eventually(condition: () => boolean | Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 100));
}
