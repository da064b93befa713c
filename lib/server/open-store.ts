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
      }),
    };
  }
  return {
    store: openSqliteStore(config.dbPath, { synchronous: config.synchronous, forward }),
    limiter: new RateLimiterMemory(limits),
  };
}
