import { once } from 'node:events';
import { E2E_PORT } from './env';
import { expect } from '@playwright/test';
import { startServer, stopServer, test } from './server-process';

// `npm start` with a setting it cannot use stops at once, saying which and what it accepts,
// instead of serving with a silent default.

const PORT = E2E_PORT + 980;

for (const [name, value, accepts] of [
  ['RATE_LIMIT_POINTS', 'abc', 'a whole number of at least 1'],
  ['SQLITE_SYNCHRONOUS', 'SOMETIMES', 'FULL, EXTRA or NORMAL'],
  ['DATABASE_URL', 'db.example:5432/leadwise', 'a postgres:// or postgresql:// URL'],
]) {
  test(`${name}=${value} stops the start with one line`, async () => {
    const server = await startServer(
      PORT,
      { [name]: value },
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let log = '';
    server.stderr!.on('data', (chunk) => (log += chunk));
    try {
      const [code] = await once(server, 'exit');
      expect(code).toBe(1);
      expect(log).toBe(`Invalid setting ${name}: expected ${accepts}.\n`);
    } finally {
      await stopServer(server);
    }
  });
}
