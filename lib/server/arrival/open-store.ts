import 'server-only';
import { kyselyStore, type BatchStore } from './lead-arrival';
import type { LeadStore, StoreAccess } from '../store/lead-store';
import { destinationsOf } from '../store/outbox-destinations';
import { openPostgresDatabase } from '../store/postgres-database';
import type { ServerConfig } from '../server-config';
import { openSqliteDatabase } from '../store/sqlite-database';
import type { StoreDatabase } from '../store/store-database';

/** A store with the database it runs on, for what else lives there (store-database.ts). */
export type OpenedStore = LeadStore & BatchStore & { database: StoreDatabase };

/** PostgreSQL when DATABASE_URL is set, otherwise the SQLite file. */
export async function openStore(
  config: ServerConfig,
  access: StoreAccess = 'serve',
): Promise<OpenedStore> {
  const database = config.databaseUrl
    ? await openPostgresDatabase(config.databaseUrl, { poolSize: config.poolSize, access })
    : await openSqliteDatabase(config.dbPath, { synchronous: config.synchronous, access });
  return {
    ...kyselyStore(database, destinationsOf(config), {
      deadlineMs: config.firstContactDeadlineMs,
      deliveryDelayMs: config.deliveryDelayMs,
    }),
    database,
  };
}
