import { backupHealth, processStart } from '@/lib/server/backup/backup-health';
import { storeHealth } from '@/lib/server/site/site-context';
import { json } from '@/lib/server/http/http';
import { serverConfig } from '@/lib/server/server-config';
import { engineOf } from '@/lib/server/store/open-database';

export const dynamic = 'force-dynamic';

/**
 * GET /api/health: readiness for a load balancer or an operator. 200 while the lead store is
 * open and writable; 503 with Retry-After while it is not (each call also lets a healed store
 * reopen). With backups, the newest one's age and an alert when it is older than twice the
 * interval or the last drill failed (docs/operations.md#backups-on-a-schedule). No personal data,
 * never cached.
 */
export async function GET() {
  const config = serverConfig();
  const store = engineOf(config).engine;
  const health = await storeHealth();
  const backup = config.backup
    ? { backup: backupHealth(config.backup, new Date(), processStart()) }
    : {};
  if (health.available) return json(200, { status: 'ok', store, ...backup });
  const retryAfter = Math.max(1, Math.ceil(health.retryInMs / 1000));
  return json(
    503,
    { status: 'unavailable', store, retry_in_seconds: retryAfter },
    { 'Retry-After': String(retryAfter) },
  );
}
