/** @jest-environment node */
// The guard: every table and column of a migrated store, read from the database's own catalogue,
// is named in the erasure plan (erasure-plan.ts), and the plan names nothing that is not there. A
// new table or column fails here until someone decides whether erasure must clear it. Likewise
// every type of record the outbox may hold (the database's own check, and the code's one list):
// each is reached from a person, a merged lead's included, or this fails.
import { sql } from 'kysely';
import { addOperators } from '@/test-support/operators';
import { sampleAdmission } from '@/test-support/sample-lead';
import { storeSchema } from '@/test-support/store-search';
import { ENGINES, freshDatabase, type Engine } from '@/test-support/test-databases';
import { moveMissedLeads } from '../assignment/first-contact-deadline';
import { leadMerges } from '../inbox/lead-merge';
import { serverConfig } from '../server-config';
import { OUTBOX_RECORD_TYPES, type OutboxRecordType } from '../store/lead-store';
import type { Db } from '../store/schema';
import { openStore, type OpenedStore } from '../arrival/open-store';
import { ERASURE_PLAN, type TablePlan } from './erasure-plan';
import { personalData } from './personal-data';

const KAVYA = { phone: '98765 01234', email: 'kavya@example.in' };
const KAVYA_AGAIN = { phone: '98111 22233', email: 'kavya.rao@college.edu.in' };
const AT = new Date('2026-11-26T09:00:00.000Z');

/** The record types the outbox's check allows, from the database's catalogue. */
async function allowedRecordTypes(db: Db, engine: Engine) {
  const { rows } =
    engine === 'sqlite'
      ? await sql<{ text: string }>`select sql as text from sqlite_master
          where type = 'table' and name = 'outbox'`.execute(db)
      : await sql<{ text: string }>`select pg_get_constraintdef(oid) as text from pg_constraint
          where conname = 'outbox_record_type_check'`.execute(db);
  const check = /record_type[^(]*\(([^)]*)\)/i.exec(rows[0].text)![1];
  return [...check.matchAll(/'([a-z-]+)'/g)].map((match) => match[1]).sort();
}

/**
 * One of Kavya's records of each type with items in the outbox: a new type fails here until it
 * has a way in, and then until erasure finds it.
 */
const RECORDS: Record<OutboxRecordType, (store: OpenedStore) => Promise<unknown>> = {
  lead: (store) => store.insertLead(sampleAdmission({ name: 'Kavya Rao', ...KAVYA })),
  enquiry: (store) => store.insertLead(sampleAdmission({ name: 'Kavya Rao', ...KAVYA })),
  subscriber: (store) =>
    store.addSubscriber({ email: KAVYA.email, user_agent: 'Firefox', suspected_reason: null }),
  // A lead of hers merged into her first, past its deadline: its owners' notices and the admins'
  // alert are the merged lead's assignments' items.
  assignment: async (store) => {
    await store.insertLead(sampleAdmission({ name: 'Kavya R.', ...KAVYA_AGAIN }));
    await moveMissedLeads(store.database, ['webhook'], {
      now: new Date(Date.now() + 86_400_000),
      deadlineMs: 60_000,
    });
    const [kept, gone] = await store.database.db
      .selectFrom('leads')
      .select('id')
      .orderBy('id')
      .execute();
    await leadMerges(store.database).merge(kept.id, gone.id, { id: 'op-admin', role: 'admin' });
  },
};

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

  it('reaches every type of outbox record from a person, merges included', async () => {
    const database = await freshDatabase(engine);
    const store = await openStore(
      serverConfig({
        ...database.env,
        LEADS_FORWARD_BASE: 'http://127.0.0.1:9/b2b',
        LEAD_ALERT_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
      }),
    );
    try {
      const types = [...OUTBOX_RECORD_TYPES].sort();
      expect(await allowedRecordTypes(store.database.db, engine)).toEqual(types);
      expect(Object.keys(RECORDS).sort()).toEqual(types);
      await addOperators(store.database.db, [
        { id: 'op-a', name: 'Asha' },
        { id: 'op-b', name: 'Bela' },
      ]);
      for (const type of OUTBOX_RECORD_TYPES) await RECORDS[type](store);
      const items = () =>
        store.database.db.selectFrom('outbox').select(['record_type', 'payload']).execute();
      expect([...new Set((await items()).map((item) => item.record_type))].sort()).toEqual(types);

      const data = personalData(store.database);
      const copy = await data.accessCopy(KAVYA, AT);
      expect(copy.sent_to).toHaveLength((await items()).length);
      await data.erase(KAVYA, { at: AT, by: 'op-admin' });
      expect((await items()).filter((item) => item.payload !== '{"erased":true}')).toEqual([]);
    } finally {
      await store.close();
      await database.drop();
    }
  });
});
