/** @jest-environment node */
import { sql } from 'kysely';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { openStore, type OpenedStore } from '../arrival/open-store';
import { serverConfig } from '../server-config';
import { operatorNames } from './operator-names';

describe.each(ENGINES)('%s: the operators a lead’s page names', (engine) => {
  let database: TestDatabase;
  let store: OpenedStore;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    store = await openStore(serverConfig(database.env));
    const operators: [string, string, 0 | 1 | null][] = [
      ['op-ravi', 'Ravi Kumar', 0],
      ['op-asha', 'Asha Verma', null],
      ['op-old', 'Old Counsellor', 1],
    ];
    for (const [id, name, banned] of operators)
      await sql`insert into operator (id, name, email, "emailVerified", "createdAt", "updatedAt", role, banned)
        values (${id}, ${name}, ${`${id}@agency.in`}, ${0}, ${'2026-11-01T00:00:00.000Z'},
        ${'2026-11-01T00:00:00.000Z'}, ${'counsellor'}, ${banned})`.execute(store.database.db);
  });
  afterEach(async () => {
    await store.close();
    await database.drop();
  });

  it('lists every operator by name, a disabled one marked inactive', async () => {
    expect(await operatorNames(store.database)).toEqual([
      { id: 'op-asha', name: 'Asha Verma', active: true },
      { id: 'op-old', name: 'Old Counsellor', active: false },
      { id: 'op-ravi', name: 'Ravi Kumar', active: true },
    ]);
  });
});
