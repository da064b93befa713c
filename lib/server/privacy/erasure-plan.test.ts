/** @jest-environment node */
// The guard: every table and column of a migrated store, read from the database's own catalogue,
// is named in the erasure plan (erasure-plan.ts), and the plan names nothing that is not there. A
// new table or column fails here until someone decides whether erasure must clear it.
import { storeSchema } from '@/test-support/store-search';
import { ENGINES, freshDatabase } from '@/test-support/test-databases';
import { serverConfig } from '../server-config';
import { openStore } from '../arrival/open-store';
import { ERASURE_PLAN, type TablePlan } from './erasure-plan';

describe.each(ENGINES)('%s erasure plan', (engine) => {
  it('names exactly the tables and columns of the store', async () => {
    const database = await freshDatabase(engine);
    const store = await openStore(serverConfig(database.env));
    try {
      const schema = await storeSchema(store.database.db, engine);
      const planned = Object.entries(ERASURE_PLAN as Record<string, TablePlan>).map(
        ([table, plan]) => [table, Object.keys(plan.columns).sort()] as const,
      );
      const actual = [...schema].map(([table, columns]) => [table, [...columns].sort()] as const);
      const byName = (a: readonly [string, unknown], b: readonly [string, unknown]) =>
        a[0].localeCompare(b[0]);
      expect(actual.sort(byName)).toEqual(planned.sort(byName));
    } finally {
      await store.close();
      await database.drop();
    }
  });
});
