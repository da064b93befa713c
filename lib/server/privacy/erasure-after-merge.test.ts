/** @jest-environment node */
// A merged lead's data after the merge (issue 54, item 1; issue 69, item 1), on both engines: the
// merge deletes the merged lead's row but keeps its outbox items of every type (its own, its
// repeat enquiries', its assignments': the owners' push notices and the admins' alerts of a missed
// deadline, with its name, phone and email in them) under their own records; erasure, retention,
// withdrawal and the access copy find them through lead_merges, and a request naming the merged
// lead's phone finds the kept lead.
import { addOperators } from '@/test-support/operators';
import { sampleAdmission } from '@/test-support/sample-lead';
import { findPerson } from '@/test-support/store-search';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { moveMissedLeads } from '../assignment/first-contact-deadline';
import { leadMerges } from '../inbox/lead-merge';
import { isoTimestamps } from '../store/iso-timestamps';
import { personalData, type PersonalData } from './personal-data';

const ALERTING = {
  LEADS_FORWARD_BASE: 'http://127.0.0.1:9/b2b',
  LEAD_ALERT_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
};
const AT = new Date('2026-11-26T09:00:00.000Z');
const ADMIN = { id: 'op-admin', role: 'admin' as const };
const COUNSELLORS = [
  { id: 'op-a', name: 'Asha' },
  { id: 'op-b', name: 'Bela' },
];

/** Kavya's first enquiry, and a second one days later with a new phone and her college email. */
const KAVYA = { phone: '98765 01234', email: 'kavya@example.in' };
const KAVYA_AGAIN = { phone: '+91 98111-22233', email: 'Kavya.Rao@College.edu.in' };

/** The merged lead's outbox items, by type and destination, as the merge leaves them. */
const MERGED_ITEMS = [
  ['assignment', 'push'],
  ['assignment', 'push'],
  ['assignment', 'webhook'],
  ['enquiry', 'webhook'],
  ['lead', 'hosted-api'],
  ['lead', 'webhook'],
];

describe.each(ENGINES)('%s erasure after a merge', (engine) => {
  const store = withStore(engine, ALERTING);
  let data: PersonalData;

  beforeEach(async () => {
    await addOperators(store().database.db, COUNSELLORS);
    data = personalData(store().database);
  });

  const db = () => store().database.db.withPlugin(isoTimestamps);
  const lead = async (contact: { phone: string; email: string }, name: string) => {
    const result = await store().insertLead(sampleAdmission({ name, ...contact }));
    if (!result.stored || result.repeatOf) throw new Error('not a new lead');
    return (
      await db().selectFrom('leads').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
    ).id;
  };
  /** Every outbox item of the merged lead: its own, its repeat enquiry's, its assignments'. */
  const mergedItems = async (gone: number, repeat: number) => {
    const assignments = await db()
      .selectFrom('lead_assignments')
      .select('id')
      .where('lead_id', '=', gone)
      .execute();
    const records = [
      ['lead', [gone]],
      ['enquiry', [repeat]],
      ['assignment', assignments.map((row) => row.id)],
    ] as const;
    const items = [];
    for (const [type, ids] of records)
      items.push(
        ...(await db()
          .selectFrom('outbox')
          .select(['record_type', 'record_id', 'destination', 'payload', 'cancelled_at'])
          .where('record_type', '=', type)
          .where('record_id', 'in', ids)
          .execute()),
      );
    return items.sort((a, b) =>
      `${a.record_type} ${a.destination}`.localeCompare(`${b.record_type} ${b.destination}`),
    );
  };

  /**
   * Lead A, and lead B (another phone and email) with a repeat enquiry, both past their
   * first-contact deadline (so moved, with the admins alerted), B merged into A by an admin.
   */
  async function merged() {
    const kept = await lead(KAVYA, 'Kavya Rao');
    const gone = await lead(KAVYA_AGAIN, 'Kavya R.');
    const again = await store().insertLead(
      sampleAdmission({ name: 'Kavya R.', ...KAVYA_AGAIN, city: 'Pune' }),
    );
    expect(again).toEqual({ stored: true, repeatOf: gone });
    const { id: repeat } = await db()
      .selectFrom('lead_enquiries')
      .select('id')
      .where('lead_id', '=', gone)
      .executeTakeFirstOrThrow();
    const moves = await moveMissedLeads(store().database, ['webhook'], {
      now: new Date(Date.now() + 86_400_000),
      deadlineMs: 60_000,
    });
    expect(moves.map((move) => move.leadId)).toEqual([kept, gone]);
    expect(await leadMerges(store().database).merge(kept, gone, ADMIN, AT)).toMatchObject({
      result: 'merged',
    });
    // The merged lead's items stay under their own records, naming it in their payloads: its
    // contact, or (a push notice, which holds no name) its id.
    const items = await mergedItems(gone, repeat);
    expect(items.map((item) => [item.record_type, item.destination])).toEqual(MERGED_ITEMS);
    for (const item of items)
      expect(item.payload).toMatch(new RegExp(`Kavya|"lead_id":${gone}\\b`));
    expect(items.filter((item) => item.payload.includes('98111'))).toHaveLength(4);
    return { kept, gone, repeat };
  }

  it("erases the merged lead's outbox items of every type with the kept lead's person, and cancels the unsent", async () => {
    const { kept, gone, repeat } = await merged();
    expect(await findPerson(db(), engine, KAVYA_AGAIN)).not.toEqual([]);
    const all = (await db().selectFrom('outbox').select('id').execute()).length;

    const report = await data.erase(KAVYA, { at: AT, by: 'op-admin' });
    expect(report).toMatchObject({
      leads: [kept],
      enquiries: 2,
      outboxCancelled: all,
      outboxScrubbed: all,
    });
    // The Goal: nothing of either contact, in any form, in any column of any table.
    expect(await findPerson(db(), engine, KAVYA_AGAIN)).toEqual([]);
    expect(await findPerson(db(), engine, KAVYA)).toEqual([]);
    const names = await db().selectFrom('outbox').select('payload').execute();
    expect(names.filter((row) => row.payload.includes('Kavya'))).toEqual([]);
    const items = await mergedItems(gone, repeat);
    expect(items.map((item) => [item.record_type, item.destination])).toEqual(MERGED_ITEMS);
    for (const item of items) {
      expect(item.payload).toBe('{"erased":true}');
      expect(item.cancelled_at).toBe(AT.toISOString());
    }
  });

  it("lists the merged lead's outbox items of every type in the access copy, and withdrawal cancels them", async () => {
    const { gone, repeat } = await merged();
    const copy = await data.accessCopy(KAVYA, AT);
    const listed = copy.sent_to.map((item) => `${item.record} ${item.destination}`);
    const items = await mergedItems(gone, repeat);
    for (const item of items)
      expect(listed).toContain(`${item.record_type} ${item.record_id} ${item.destination}`);
    // The repeat enquiry moved with the merge, then the enquiry the merged lead became.
    expect(copy.leads[0].enquiries).toEqual([
      expect.objectContaining({ city: 'Pune' }),
      expect.objectContaining({ name: 'Kavya R.', email: KAVYA_AGAIN.email, city: 'Delhi' }),
    ]);

    const all = (await db().selectFrom('outbox').select('id').execute()).length;
    await expect(data.withdraw(KAVYA, { at: AT, by: 'op-admin' })).resolves.toMatchObject({
      outboxCancelled: all,
    });
    expect((await mergedItems(gone, repeat)).map((item) => item.cancelled_at)).toEqual(
      MERGED_ITEMS.map(() => AT.toISOString()),
    );
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
    const { gone, repeat } = await merged();
    await db().updateTable('lead_merges').set({ enquiry_id: null }).execute();
    await data.erase(KAVYA, { at: AT, by: 'op-admin' });
    expect((await mergedItems(gone, repeat)).map((item) => item.payload)).toEqual(
      MERGED_ITEMS.map(() => '{"erased":true}'),
    );
    expect(await findPerson(db(), engine, KAVYA_AGAIN)).toEqual([]);
  });
});
