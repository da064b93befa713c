import os from 'node:os';
import path from 'node:path';

/** Where the e2e server listens and keeps its leads; shared by the config and the tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DB_PATH =
  process.env.E2E_DB_PATH ?? path.join(os.tmpdir(), `leadwise-e2e-${E2E_PORT}.db`);
/** How long an expectation waits: the config's `expect.timeout`, and helpers that wait in the page. */
export const EXPECT_TIMEOUT_MS = 10_000;
