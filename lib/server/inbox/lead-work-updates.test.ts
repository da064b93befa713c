/** @jest-environment node */
import { sql } from 'kysely';
import { newPerson, sampleAdmission, sampleLead } from '@/test-support/sample-lead';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import type { NewLead } from '../store/lead-store';
import { leadWork, type LeadWork } from './lead-work';
import type { Viewer } from './lead-filter';

// The open queue's question every few seconds (app/inbox/queue/updates/route.ts): the newest
// lead it may show and how many came since, under its filters and what its viewer may see.

const ADMIN: Viewer = { id: 'op-admin', role: 'admin' };
const ASHA: Viewer = { id: 'op-asha', role: 'counsellor' };

describe.each(ENGINES)('%s queue updates', (engine) => {
  const store = withStore(engine);
  const db = () => store().database.db;
  let work: LeadWork;

  beforeEach(async () => {
    work = leadWork(store().database);
    for (const [id, role] of [
      ['op-admin', 'admin'],
      ['op-asha', 'counsellor'],
      ['op-ravi', 'counsellor'],
    ])
      await sql`insert into operator (id, name, email, "emailVerified", "createdAt", "updatedAt", role)
        values (${id}, ${id}, ${`${id}@agency.in`}, ${0}, ${'2026-11-01T00:00:00.000Z'},
        ${'2026-11-01T00:00:00.000Z'}, ${role})`.execute(db());
  });

  /** A lead with the owner the test gives it (none unless named), whoever took it at arrival. */
  const addLead = async (lead: NewLead, columns: { owner_id?: string; status?: 'won' } = {}) => {
    await store().insertLead(lead);
    const { id } = await db()
      .selectFrom('leads')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('leads')
      .set({ owner_id: null, ...columns })
      .where('id', '=', id)
      .execute();
    return Number(id);
  };

  it('says nothing is new in an empty queue', async () => {
    expect(await work.queueUpdates({ after: 0, viewer: ADMIN })).toEqual({
      newest: null,
      newer: 0,
    });
  });

  it('counts the leads after the one the page was drawn with, as its viewer may see them', async () => {
    const first = await addLead(sampleLead({ name: 'First', ...newPerson() }));
    await addLead(sampleLead({ name: 'Ravi’s', ...newPerson() }), { owner_id: 'op-ravi' });
    await addLead(sampleAdmission({ name: 'Asha’s', ...newPerson() }), { owner_id: 'op-asha' });
    const unassigned = await addLead(sampleLead({ name: 'Unassigned', ...newPerson() }));
    await addLead(sampleLead({ name: 'Held', suspected_reason: 'honeypot field filled' }));

    expect(await work.queueUpdates({ after: first, viewer: ADMIN })).toEqual({
      newest: unassigned,
      newer: 3,
    });
    // A counsellor is not told of another counsellor's lead, nor of a held one.
    expect(await work.queueUpdates({ after: first, viewer: ASHA })).toEqual({
      newest: unassigned,
      newer: 2,
    });
    expect(await work.queueUpdates({ after: unassigned, viewer: ASHA })).toEqual({
      newest: unassigned,
      newer: 0,
    });
    // The page drawing itself asks only for the newest.
    expect(await work.queueUpdates({ viewer: ASHA })).toEqual({ newest: unassigned, newer: 0 });
  });

  it('answers under the page’s filters', async () => {
    const proposal = await addLead(sampleLead({ name: 'Proposal', ...newPerson() }));
    const admission = await addLead(sampleAdmission({ name: 'Admission', ...newPerson() }));
    await addLead(sampleLead({ name: 'Won', ...newPerson() }), { status: 'won' });

    expect(await work.queueUpdates({ after: 0, viewer: ADMIN, kind: 'admission' })).toEqual({
      newest: admission,
      newer: 1,
    });
    expect(await work.queueUpdates({ after: 0, viewer: ADMIN, status: 'new' })).toEqual({
      newest: admission,
      newer: 2,
    });
    expect(
      await work.queueUpdates({ after: 0, viewer: ADMIN, search: 'propos', status: 'new' }),
    ).toEqual({ newest: proposal, newer: 1 });
    expect(await work.queueUpdates({ after: 0, viewer: ADMIN, owner: 'unassigned' })).toEqual({
      newest: admission + 1,
      newer: 3,
    });
  });
});
