import {
  RateLimiterMemory,
  RateLimiterPostgres,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { LeadStore } from './lead-store';
import { openPostgresStore } from './postgres-store';
import type { ServerConfig } from './server-config';
import { openSqliteStore } from './sqlite-store';

export type OpenedStore = {
  store: LeadStore;
  /** A limiter whose counts live where the leads do, so every instance shares them. */
  limiter: RateLimiterAbstract;
};

/** PostgreSQL when DATABASE_URL is set, otherwise the SQLite file. */
export async function openStore(config: ServerConfig): Promise<OpenedStore> {
  const limits = { points: config.rateLimitPoints, duration: config.rateLimitWindowSeconds };
  const forward = config.forwardBase !== null;
  if (config.databaseUrl) {
    const store = await openPostgresStore(config.databaseUrl, {
      poolSize: config.poolSize,
      forward,
    });
    return {
      store,
      limiter: new RateLimiterPostgres({
        ...limits,
        storeClient: store.pool,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        clearExpiredByTimeout: true,
        // A visitor at the limit is refused from memory until the window ends: a flood costs
        // the database one query per instance, not one per request.
        inMemoryBlockOnConsumed: limits.points,
        // Counts in memory while PostgreSQL does not answer, rather than refusing everyone.
        insuranceLimiter: new RateLimiterMemory(limits),
      }),
    };
  }
  return {
    store: openSqliteStore(config.dbPath, { synchronous: config.synchronous, forward }),
    limiter: new RateLimiterMemory(limits),
  };
}
