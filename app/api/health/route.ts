import { storeHealth } from '@/lib/server/intake/api-context';
import { json } from '@/lib/server/http/http';
import { serverConfig } from '@/lib/server/server-config';

export const dynamic = 'force-dynamic';

/**
 * GET /api/health: readiness for a load balancer or an operator. 200 while the lead store is
 * open and writable; 503 with Retry-After while it is not (each call also lets a healed store
 * reopen). No personal data, never cached.
 */
export async function GET() {
  const store = serverConfig().databaseUrl ? 'postgres' : 'sqlite';
  const health = await storeHealth();
  if (health.available) return json(200, { status: 'ok', store });
  const retryAfter = Math.max(1, Math.ceil(health.retryInMs / 1000));
  return json(
    503,
    { status: 'unavailable', store, retry_in_seconds: retryAfter },
    { 'Retry-After': String(retryAfter) },
  );
}
