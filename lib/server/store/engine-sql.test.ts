/** @jest-environment node */
import type { KyselyPlugin } from 'kysely';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { openStore, type OpenedStore } from '../arrival/open-store';
import { serverConfig } from '../server-config';
import { enqueueStatement } from './tables/outbox-table';

const AT = '2026-12-07T12:00:00.000Z';

describe.each(ENGINES)('%s insertThen', (engine) => {
  let database: TestDatabase;
  let opened: OpenedStore;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    opened = await openStore(serverConfig(database.env));
  });
  afterEach(async () => {
    await opened.close();
    await database.drop();
  });

  it('inserts a row and the writes that need its id: one statement on PostgreSQL, one each on SQLite', async () => {
    let statements = 0;
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        statements += 1;
        return result;
      },
    };
    const db = opened.database.db.withPlugin(counting);
    const id = await opened.database.sql.insertThen(
      db,
      db
        .insertInto('assignment_rules')
        .values({
          position: 1,
          kind: 'admission',
          university: null,
          language: null,
          campaign: null,
          created_at: AT,
        })
        .returning('id'),
      (ruleId) => [
        enqueueStatement(db, 'assignment', ruleId, [
          { destination: 'push', path: '', payload: '{}' },
        ]),
        db
          .insertInto('assignment_rotation')
          .values({ rule_key: 'default', last_operator_id: 'op-a', updated_at: AT }),
      ],
    );
    expect(statements).toBe(engine === 'postgres' ? 1 : 3);
    const rules = await db.selectFrom('assignment_rules').select(['id', 'kind']).execute();
    expect(rules).toEqual([{ id, kind: 'admission' }]);
    const queued = await db.selectFrom('outbox').select(['record_type', 'record_id']).execute();
    expect(queued).toEqual([{ record_type: 'assignment', record_id: id }]);
    const rotation = await db
      .selectFrom('assignment_rotation')
      .select('last_operator_id')
      .execute();
    expect(rotation).toEqual([{ last_operator_id: 'op-a' }]);
  });
});
