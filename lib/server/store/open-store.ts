import 'server-only';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { LeadStore, StoreAccess } from './lead-store';
import { destinationsOf } from '../outbox/outbox-destinations';
import { openPostgresStore, type PostgresStore } from './postgres-store';
import type { ServerConfig } from '../server-config';
import { openSqliteStore } from './sqlite-store';

/** PostgreSQL when DATABASE_URL is set, otherwise the SQLite file. */
export async function openStore(
  config: ServerConfig,
  access: StoreAccess = 'serve',
): Promise<LeadStore | PostgresStore> {
  const destinations = destinationsOf(config);
  if (config.databaseUrl) {
    return openPostgresStore(config.databaseUrl, {
      poolSize: config.poolSize,
      destinations,
      access,
    });
  }
  return openSqliteStore(config.dbPath, { synchronous: config.synchronous, destinations, access });
}

/** The API's per-visitor limit, counted where the leads live, so every instance shares it. */
export function rateLimiter(
  config: ServerConfig,
  store: LeadStore | PostgresStore,
): RateLimiterAbstract {
  const limits = { points: config.rateLimitPoints, duration: config.rateLimitWindowSeconds };
  if (!('pool' in store)) return new RateLimiterMemory(limits);
  return new RateLimiterPostgres({
    ...limits,
    storeClient: store.pool,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: true,
    // A visitor at the limit is refused from memory until the window ends: a flood costs the
    // database one query per instance, not one per request.
    inMemoryBlockOnConsumed: limits.points,
    // Counts in memory while PostgreSQL does not answer, rather than refusing everyone.
    insuranceLimiter: new RateLimiterMemory(limits),
  });
}
