/** @jest-environment node */
// A merged lead's data after the merge (issue 54, item 1), on both engines: the merge deletes the
// merged lead's row but keeps its outbox items (its name, phone and email in their payloads) under
// its own record; erasure, retention, withdrawal and the access copy find them through lead_merges,
// and a request naming the merged lead's phone finds the kept lead.
import { sampleAdmission } from '@/test-support/sample-lead';
import { findPerson } from '@/test-support/store-search';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { leadMerges } from '../inbox/lead-merge';
import { serverConfig } from '../server-config';
import { isoTimestamps } from '../store/iso-timestamps';
import { openStore, type OpenedStore } from '../arrival/open-store';
import { personalData, type PersonalData } from './personal-data';

const ALERTING = {
  LEADS_FORWARD_BASE: 'http://127.0.0.1:9/b2b',
  LEAD_ALERT_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
};
const AT = new Date('2026-11-26T09:00:00.000Z');
const ADMIN = { id: 'op-admin', role: 'admin' as const };

/** Kavya's first enquiry, and a second one days later with a new phone and her college email. */
const KAVYA = { phone: '98765 01234', email: 'kavya@example.in' };
const KAVYA_AGAIN = { phone: '+91 98111-22233', email: 'Kavya.Rao@College.edu.in' };

describe.each(ENGINES)('%s erasure after a merge', (engine) => {
  let database: TestDatabase;
  let store: OpenedStore;
  let data: PersonalData;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    store = await openStore(serverConfig({ ...database.env, ...ALERTING }));
    data = personalData(store.database);
  });
  afterEach(async () => {
    await store.close();
    await database.drop();
  });

  const db = () => store.database.db.withPlugin(isoTimestamps);
  const lead = async (contact: { phone: string; email: string }, name: string) => {
    const result = await store.insertLead(sampleAdmission({ name, ...contact }));
    if (!result.stored || result.repeatOf) throw new Error('not a new lead');
    return (
      await db().selectFrom('leads').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
    ).id;
  };
  const itemsOf = (id: number) =>
    db()
      .selectFrom('outbox')
      .select(['id', 'destination', 'payload', 'cancelled_at'])
      .where('record_type', '=', 'lead')
      .where('record_id', '=', id)
      .orderBy('id')
      .execute();

  /** Lead A, and lead B (another phone and email) merged into it by an admin. */
  async function merged() {
    const kept = await lead(KAVYA, 'Kavya Rao');
    const gone = await lead(KAVYA_AGAIN, 'Kavya R.');
    expect(await leadMerges(store.database).merge(kept, gone, ADMIN, AT)).toMatchObject({
      result: 'merged',
    });
    // The merged lead's items stay under its own record, with its contact in their payloads.
    const items = await itemsOf(gone);
    expect(items.map((item) => item.destination)).toEqual(['hosted-api', 'webhook']);
    expect(items[0].payload).toContain('Kavya R.');
    return { kept, gone };
  }

  it("erases the merged lead's outbox items with the kept lead's person, and cancels the unsent", async () => {
    const { kept, gone } = await merged();
    expect(await findPerson(db(), engine, KAVYA_AGAIN)).not.toEqual([]);

    const report = await data.erase(KAVYA, { at: AT, by: 'op-admin' });
    expect(report).toMatchObject({
      leads: [kept],
      enquiries: 1,
      outboxCancelled: 4,
      outboxScrubbed: 4,
    });
    // The Goal: nothing of either contact, in any form, in any column of any table.
    expect(await findPerson(db(), engine, KAVYA_AGAIN)).toEqual([]);
    expect(await findPerson(db(), engine, KAVYA)).toEqual([]);
    const names = await db().selectFrom('outbox').select('payload').execute();
    expect(names.filter((row) => row.payload.includes('Kavya'))).toEqual([]);
    expect((await itemsOf(gone)).every((item) => item.cancelled_at === AT.toISOString())).toBe(
      true,
    );
  });

  it("lists the merged lead's outbox items in the access copy, and withdrawal cancels them", async () => {
    const { kept, gone } = await merged();
    const copy = await data.accessCopy(KAVYA, AT);
    expect(copy.sent_to.map((item) => [item.record, item.destination])).toEqual([
      [`lead ${kept}`, 'hosted-api'],
      [`lead ${kept}`, 'webhook'],
      [`lead ${gone}`, 'hosted-api'],
      [`lead ${gone}`, 'webhook'],
    ]);
    expect(copy.leads[0].enquiries).toEqual([
      expect.objectContaining({ name: 'Kavya R.', email: KAVYA_AGAIN.email }),
    ]);

    await expect(data.withdraw(KAVYA, { at: AT, by: 'op-admin' })).resolves.toMatchObject({
      outboxCancelled: 4,
    });
    expect((await itemsOf(gone)).map((item) => item.cancelled_at)).toEqual([
      AT.toISOString(),
      AT.toISOString(),
    ]);
  });

  it("finds the kept lead by the merged lead's phone or email, and erases all of it so", async () => {
    const { kept } = await merged();
    for (const person of [{ phone: KAVYA_AGAIN.phone }, { email: 'kavya.rao@college.edu.in' }])
      expect((await data.find(person)).leads.map((found) => found.id)).toEqual([kept]);

    await data.erase({ phone: KAVYA_AGAIN.phone }, { at: AT, by: 'op-admin' });
    expect(await findPerson(db(), engine, KAVYA_AGAIN)).toEqual([]);
    expect(await findPerson(db(), engine, KAVYA)).toEqual([]);
  });

  it('retention erases the merged lead with the kept one', async () => {
    const { kept } = await merged();
    await data.eraseLeads([kept], { at: AT, by: 'retention' });
    expect(await findPerson(db(), engine, KAVYA_AGAIN)).toEqual([]);
    expect(await findPerson(db(), engine, KAVYA)).toEqual([]);
  });

  it('follows the kept lead for a merge made before the merge recorded its enquiry', async () => {
    const { gone } = await merged();
    await db().updateTable('lead_merges').set({ enquiry_id: null }).execute();
    await data.erase(KAVYA, { at: AT, by: 'op-admin' });
    expect((await itemsOf(gone)).map((item) => item.payload)).toEqual([
      '{"erased":true}',
      '{"erased":true}',
    ]);
    expect(await findPerson(db(), engine, KAVYA_AGAIN)).toEqual([]);
  });
});
