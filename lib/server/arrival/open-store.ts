import 'server-only';
import { kyselyStore, type BatchStore } from './lead-arrival';
import type { LeadStore, StoreAccess } from '../store/lead-store';
import { destinationsOf } from '../store/outbox-destinations';
import { openDatabase } from '../store/open-database';
import type { ServerConfig } from '../server-config';
import type { StoreDatabase } from '../store/store-database';

/** A store with the database it runs on, for what else lives there (store-database.ts). */
export type OpenedStore = LeadStore & BatchStore & { database: StoreDatabase };

/** The lead store on the database the settings name (open-database.ts). */
export async function openStore(
  config: ServerConfig,
  access: StoreAccess = 'serve',
): Promise<OpenedStore> {
  const database = await openDatabase(config, access);
  return {
    ...kyselyStore(database, destinationsOf(config), {
      deadlineMs: config.firstContactDeadlineMs,
      deliveryDelayMs: config.deliveryDelayMs,
    }),
    database,
  };
}
