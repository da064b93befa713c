/** @jest-environment node */
// Migration 029 on a store that merges under 026 left as it did (issue 69, item 1), on both
// engines: each merged lead's assignments deleted with it, their outbox items orphaned. The step
// gives each orphaned item its assignment back, so a later erasure finds it, and erases those of a
// person already erased, whom no later erasure would reach.
import { sql } from 'kysely';
import { addOperators } from '@/test-support/operators';
import { sampleAdmission } from '@/test-support/sample-lead';
import { findPerson } from '@/test-support/store-search';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { moveMissedLeads } from '../../assignment/first-contact-deadline';
import { leadMerges } from '../../inbox/lead-merge';
import { personalData } from '../../privacy/personal-data';
import { isoTimestamps } from '../iso-timestamps';
import { migration029 } from './029-merged-assignments';

const AT = new Date('2026-11-26T09:00:00.000Z');
const ADMIN = { id: 'op-admin', role: 'admin' as const };
const KAVYA = { phone: '98765 01234', email: 'kavya@example.in' };
const KAVYA_AGAIN = { phone: '98111 22233', email: 'kavya.rao@college.edu.in' };
const RAVI = { phone: '98222 33344', email: 'ravi@example.in' };
const RAVI_AGAIN = { phone: '98333 44455', email: 'ravi.k@college.edu.in' };

describe.each(ENGINES)('%s migration 029 (merged leads’ assignments)', (engine) => {
  const store = withStore(engine, { LEAD_ALERT_WEBHOOK_URL: 'http://127.0.0.1:9/hook' });

  beforeEach(async () => {
    await addOperators(store().database.db, [
      { id: 'op-a', name: 'Asha' },
      { id: 'op-b', name: 'Bela' },
    ]);
  });

  const db = () => store().database.db.withPlugin(isoTimestamps);
  const lead = async (contact: { phone: string; email: string }, name: string) => {
    await store().insertLead(sampleAdmission({ name, ...contact }));
    return (
      await db().selectFrom('leads').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
    ).id;
  };
  /** Two leads of one person, both past their deadline, the second merged into the first as 026 did. */
  const mergedUnder026 = async (
    first: { phone: string; email: string },
    second: { phone: string; email: string },
  ) => {
    const kept = await lead(first, 'First Lead');
    const gone = await lead(second, 'Merged Lead');
    await moveMissedLeads(store().database, ['webhook'], {
      now: new Date(Date.now() + 86_400_000),
      deadlineMs: 60_000,
    });
    await leadMerges(store().database).merge(kept, gone, ADMIN, AT);
    const assignments = await db()
      .selectFrom('lead_assignments')
      .select(['id', 'operator_id', 'cause'])
      .where('lead_id', '=', gone)
      .orderBy('id')
      .execute();
    await db().deleteFrom('lead_assignments').where('lead_id', '=', gone).execute();
    return { kept, gone, assignments };
  };
  const orphanedItems = async (ids: number[]) =>
    db()
      .selectFrom('outbox')
      .select(['record_id', 'destination', 'payload', 'cancelled_at'])
      .where('record_type', '=', 'assignment')
      .where('record_id', 'in', ids)
      // A move's notice and alerts are queued by one statement on PostgreSQL, in no set order.
      .orderBy('record_id')
      .orderBy('destination')
      .execute();

  it("relinks a merged lead's orphaned items, and erases those of a person already erased", async () => {
    const kavya = await mergedUnder026(KAVYA, KAVYA_AGAIN);
    const ravi = await mergedUnder026(RAVI, RAVI_AGAIN);
    const data = personalData(store().database);
    // Ravi was erased before the step: his merged lead's items were out of reach.
    await data.erase(RAVI, { at: AT, by: 'op-admin' });
    expect(await findPerson(db(), engine, RAVI_AGAIN)).not.toEqual([]);

    // The store opened at 029: as 026 made it again, then the step.
    if (engine === 'postgres')
      await sql`alter table lead_assignments add constraint lead_assignments_lead_id_fkey
        foreign key (lead_id) references leads (id) on delete cascade`.execute(store().database.db);
    await migration029.up(store().database.db as never, engine);

    // Each assignment back under its id: the merged lead's, its owner from the push notice.
    for (const { gone, assignments } of [kavya, ravi])
      expect(
        await db()
          .selectFrom('lead_assignments')
          .select(['id', 'lead_id', 'operator_id', 'cause'])
          .where('lead_id', '=', gone)
          .orderBy('id')
          .execute(),
      ).toEqual(assignments.map((row) => ({ ...row, lead_id: gone })));
    // Ravi's erased and cancelled now; nothing of him in any column of any table.
    const his = await orphanedItems(ravi.assignments.map((row) => row.id));
    expect(his.map((item) => [item.destination, item.payload])).toEqual([
      ['push', '{"erased":true}'],
      ['push', '{"erased":true}'],
      ['webhook', '{"erased":true}'],
    ]);
    expect(his.every((item) => item.cancelled_at !== null)).toBe(true);
    expect(await findPerson(db(), engine, RAVI_AGAIN)).toEqual([]);
    // Kavya's kept as they were (her alert names her; push notices hold no name), until she is
    // erased: then they go too.
    const hers = await orphanedItems(kavya.assignments.map((row) => row.id));
    expect(hers.map((item) => item.payload.includes('"erased"'))).toEqual([false, false, false]);
    expect(hers.filter((item) => item.payload.includes('Merged'))).toHaveLength(1);
    await data.erase(KAVYA, { at: AT, by: 'op-admin' });
    expect(await findPerson(db(), engine, KAVYA_AGAIN)).toEqual([]);
    const names = await db().selectFrom('outbox').select('payload').execute();
    expect(names.filter((row) => /Merged|First/.test(row.payload))).toEqual([]);
  });
});
