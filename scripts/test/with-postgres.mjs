// `node scripts/test/with-postgres.mjs <command…>`: runs a command with TEST_DATABASE_URL pointing at a
// throwaway PostgreSQL cluster (unless one is already given), and stops the cluster afterwards.
import { spawnSync } from 'node:child_process';
import { startCluster } from './postgres-cluster.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error('usage: node scripts/test/with-postgres.mjs <command> [args…]');

const cluster = process.env.TEST_DATABASE_URL ? null : await startCluster();
const stop = () => cluster?.stop();
process.once('SIGINT', () => {
  stop();
  process.exit(130);
});
try {
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? cluster.url },
  });
  process.exitCode = status ?? 1;
} finally {
  stop();
}
