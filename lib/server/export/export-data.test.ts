/** @jest-environment node */
import { sql } from 'kysely';
import { newPerson, sampleAdmission, sampleLead } from '@/test-support/sample-lead';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { leadWork } from '../inbox/lead-work';
import type { Viewer } from '../inbox/lead-filter';
import { exportData, toCsv } from './lead-export';

const RAVI: Viewer = { id: 'op-ravi', role: 'counsellor' };

describe.each(ENGINES)('%s export data', (engine) => {
  const store = withStore(engine);

  /**
   * Stores the leads (and a subscriber, a held lead and a held subscriber); their ids by name.
   * Ravi joins after they arrive, so they arrive with no counsellor to own them.
   */
  async function seed() {
    await store().insertLead(sampleLead({ name: 'Proposal One', ...newPerson() }));
    await store().insertLead(sampleAdmission({ name: 'Admission Two', ...newPerson() }));
    await store().insertLead(sampleAdmission({ name: 'Admission Three', ...newPerson() }));
    await store().insertLead(sampleLead({ name: 'Held Four', suspected_reason: 'honeypot' }));
    await sql`insert into operator (id, name, email, "emailVerified", "createdAt", "updatedAt", role)
      values ('op-ravi', 'Ravi Kumar', 'ravi@agency.in', ${0}, ${'2026-11-01T00:00:00.000Z'},
      ${'2026-11-01T00:00:00.000Z'}, 'counsellor')`.execute(store().database.db);
    await store().addSubscriber({
      email: 'reader@example.in',
      user_agent: 'jest',
      suspected_reason: null,
    });
    await store().addSubscriber({
      email: 'bot@example.in',
      user_agent: 'jest',
      suspected_reason: 'honeypot',
    });
    const rows = await store().listLeads({ includeSuspected: true });
    return Object.fromEntries(rows.map((row) => [row.name, row.id]));
  }

  it('has every lead and subscriber unfiltered, each lead with its work and notes', async () => {
    const ids = await seed();
    const work = leadWork(store().database);
    const at = new Date('2026-11-25T06:00:00.000Z');
    await work.updateLead(
      ids['Admission Two'],
      { expectedVersion: 0, ownerId: RAVI.id, status: 'attempted', callOutcome: 'no-answer' },
      RAVI,
      at,
    );
    await work.updateLead(
      ids['Admission Two'],
      {
        expectedVersion: 1,
        note: 'Call after 5',
        nextFollowUpAt: new Date('2026-11-25T11:30:00.000Z'),
      },
      RAVI,
      new Date('2026-11-25T06:05:00.000Z'),
    );
    await work.updateLead(
      ids['Proposal One'],
      { expectedVersion: 0, note: 'Website first' },
      RAVI,
      at,
    );

    const data = await exportData(store());
    expect(data.leads.map((lead) => lead.name)).toEqual([
      'Proposal One',
      'Admission Two',
      'Admission Three',
    ]);
    expect(data.subscribers.map((subscriber) => subscriber.email)).toEqual(['reader@example.in']);
    expect(data.leads[1]).toMatchObject({
      kind: 'admission',
      consent: true,
      status: 'attempted',
      status_at: '2026-11-25T06:00:00.000Z',
      lost_reason: null,
      owner: 'Ravi Kumar',
      next_follow_up_at: '2026-11-25T11:30:00.000Z',
      first_contact_at: '2026-11-25T06:00:00.000Z',
      notes: [
        { at: '2026-11-25T06:00:00.000Z', by: 'Ravi Kumar', call_outcome: 'no-answer', note: null },
        {
          at: '2026-11-25T06:05:00.000Z',
          by: 'Ravi Kumar',
          call_outcome: null,
          note: 'Call after 5',
        },
      ],
    });
    expect(data.leads[0]).toMatchObject({ status: 'new', owner: null, first_contact_at: null });
    expect(data.leads[0].notes.map((note) => note.note)).toEqual(['Website first']);
    expect(data.leads[2]).toMatchObject({ status: 'new', owner: null, notes: [] });
    expect(toCsv(data)).toContain(
      '"attempted","2026-11-25T06:00:00.000Z","","Ravi Kumar","2026-11-25T11:30:00.000Z","2026-11-25T06:00:00.000Z","25 Nov 2026, 11:30 IST · Ravi Kumar · No answer\n25 Nov 2026, 11:35 IST · Ravi Kumar · Call after 5","no","","none",""\r\n',
    );

    const held = await exportData(store(), { includeSuspected: true });
    expect(held.leads.map((lead) => lead.name)).toContain('Held Four');
    expect(held.subscribers).toHaveLength(2);
  });

  it('filters the leads as the queue does, and leaves subscribers out of a filtered export', async () => {
    const ids = await seed();
    const work = leadWork(store().database);
    await work.updateLead(
      ids['Admission Three'],
      { expectedVersion: 0, ownerId: RAVI.id, status: 'qualified', note: 'Fees sent' },
      RAVI,
    );

    const qualified = await exportData(store(), { filter: { status: 'qualified' } });
    expect(qualified.leads.map((lead) => lead.name)).toEqual(['Admission Three']);
    expect(qualified.leads[0].notes.map((note) => note.note)).toEqual(['Fees sent']);
    expect(qualified.subscribers).toEqual([]);

    const admissions = await exportData(store(), { filter: { kind: 'admission' } });
    expect(admissions.leads.map((lead) => lead.name)).toEqual(['Admission Two', 'Admission Three']);
    expect(
      (await exportData(store(), { filter: { owner: 'unassigned' } })).leads.map(
        (lead) => lead.name,
      ),
    ).toEqual(['Proposal One', 'Admission Two']);
    expect(
      (await exportData(store(), { filter: { owner: { mine: RAVI.id } } })).leads.map(
        (lead) => lead.name,
      ),
    ).toEqual(['Admission Three']);
    expect(
      (await exportData(store(), { filter: { search: 'three' } })).leads.map((lead) => lead.name),
    ).toEqual(['Admission Three']);
    // Held leads stay out of a filtered export.
    expect(
      (await exportData(store(), { filter: { kind: 'proposal' } })).leads.map((lead) => lead.name),
    ).toEqual(['Proposal One']);
    expect((await exportData(store(), { since: '2999-01-01T00:00:00.000Z' })).leads).toEqual([]);
  });
});
