// Test support: a fresh migrated store on one engine for each test of a describe block, closed
// and dropped after it, a timeout included.
import { openStore, type OpenedStore } from '@/lib/server/arrival/open-store';
import { serverConfig } from '@/lib/server/server-config';
import { freshDatabase, type Engine, type TestDatabase } from './test-databases';

/**
 * `const store = withStore(engine)` in a describe block; `store()` in its tests. Its hooks run
 * where it is called, in order: a `beforeEach` that needs the store comes after it, an
 * `afterEach` that must run while the store is open (closing what uses it) before it.
 */
export function withStore(engine: Engine, env: Record<string, string> = {}) {
  let database: TestDatabase | undefined;
  let opened: OpenedStore | undefined;
  beforeEach(async () => {
    database = await freshDatabase(engine);
    opened = await openStore(serverConfig({ ...database.env, ...env }));
  });
  afterEach(async () => {
    await opened?.close();
    await database?.drop();
    opened = database = undefined;
  });
  const store = () => {
    if (!opened) throw new Error('withStore: the store is open only inside a test');
    return opened;
  };
  /**
   * The database's own settings, without `env`: for a test that opens a second store, or reads
   * a setting, on the same database.
   */
  store.databaseEnv = () => {
    if (!database) throw new Error('withStore: the database exists only inside a test');
    return database.env;
  };
  return store;
}
