import 'server-only';
import type { ServerConfig } from '../server-config';
import type { StoreAccess } from './lead-store';
import { openPostgresDatabase } from './postgres-database';
import type { Engine } from './schema';
import { openSqliteDatabase } from './sqlite-database';
import type { StoreDatabase } from './store-database';

/** The engine the settings choose, and in words with the setting that chose it. */
export function engineOf(config: ServerConfig): { engine: Engine; described: string } {
  return config.databaseUrl
    ? { engine: 'postgres', described: 'postgres (DATABASE_URL set)' }
    : { engine: 'sqlite', described: 'sqlite (DATABASE_URL unset)' };
}

/** PostgreSQL when DATABASE_URL is set, otherwise the SQLite file. */
export function openDatabase(config: ServerConfig, access: StoreAccess): Promise<StoreDatabase> {
  return config.databaseUrl
    ? openPostgresDatabase(config.databaseUrl, { poolSize: config.poolSize, access })
    : openSqliteDatabase(config.dbPath, { synchronous: config.synchronous, access });
}
