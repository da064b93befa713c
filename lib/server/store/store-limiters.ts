import 'server-only';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { ServerConfig } from '../server-config';
import type { StoreDatabase } from './store-database';

// The limits counted where the leads live: the API's per-visitor limit and the sign-in limits
// (`rate_limits`' one writer, docs/architecture.md#who-writes-each-table).

type LimiterOptions = {
  keyPrefix?: string;
  points: number;
  duration: number;
  inMemoryBlockOnConsumed?: number;
  insuranceLimiter?: RateLimiterAbstract;
};

/**
 * A limit counted where the leads live: PostgreSQL's `rate_limits` table, shared by every
 * instance, or this process's memory beside the SQLite file.
 */
export function storeLimiter(
  database: StoreDatabase,
  { inMemoryBlockOnConsumed, insuranceLimiter, ...limits }: LimiterOptions,
): RateLimiterAbstract {
  if (!database.pool) return new RateLimiterMemory(limits);
  return new RateLimiterPostgres({
    ...limits,
    storeClient: database.pool,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: true,
    inMemoryBlockOnConsumed,
    insuranceLimiter,
  });
}

/** What the sign-in limits ask of a counter. */
export type StoreCounter = Pick<RateLimiterAbstract, 'consume' | 'penalty' | 'get' | 'delete'>;

/**
 * A limit kept in the store's `rate_limits` table on both engines, so it outlives a restart
 * (migration 021 made SQLite's). Each count is one upsert, atomic in the database
 * (rate-limiter-flexible); on SQLite it shares the store's connection, so its writes wait their
 * turn with the store's own (`exclusive`) rather than block the thread on SQLite's busy wait.
 */
export function persistentCounter(
  database: StoreDatabase,
  limits: { keyPrefix: string; points: number; duration: number },
): StoreCounter {
  if (!database.sqlite) return storeLimiter(database, limits);
  const limiter = new RateLimiterSQLite({
    ...limits,
    storeClient: database.sqlite,
    storeType: 'better-sqlite3',
    tableName: 'rate_limits',
    tableCreated: true,
    // The library's own 5-minute timer outlives the connection when a store is closed (a heal,
    // a test) and then throws on it: expired counts are cleared here, as each store opens, and
    // sign-in attempts are few enough that the table stays small between openings.
    clearExpiredByTimeout: false,
  });
  const write = database.exclusive;
  // A clearing that fails leaves counts that only ever expire; the next opening clears them.
  write(() =>
    database.db.deleteFrom('rate_limits').where('expire', '<', Date.now()).execute(),
  ).catch(() => undefined);
  return {
    consume: (key, points) => write(() => limiter.consume(key, points)),
    penalty: (key, points) => write(() => limiter.penalty(key, points)),
    delete: (key) => write(() => limiter.delete(key)),
    get: (key) => limiter.get(key),
  };
}

/** The API's per-visitor limit, so every instance shares it. */
export function rateLimiter(
  config: ServerConfig,
  store: { database: StoreDatabase },
): RateLimiterAbstract {
  const limits = { points: config.rateLimitPoints, duration: config.rateLimitWindowSeconds };
  return storeLimiter(store.database, {
    ...limits,
    // A visitor at the limit is refused from memory until the window ends: a flood costs the
    // database one query per instance, not one per request.
    inMemoryBlockOnConsumed: limits.points,
    // Counts in memory while PostgreSQL does not answer, rather than refusing everyone.
    insuranceLimiter: new RateLimiterMemory(limits),
  });
}
