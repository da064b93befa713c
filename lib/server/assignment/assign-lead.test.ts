/** @jest-environment node */
import { parseHours } from '@/lib/assignment/working-hours';
import { addOperators } from '@/test-support/operators';
import { newPerson, sampleAdmission, sampleLead } from '@/test-support/sample-lead';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { kyselyStore } from '../arrival/lead-arrival';
import type { LeadStore, NewLead } from '../store/lead-store';
import { openStore, type OpenedStore } from '../arrival/open-store';
import { serverConfig } from '../server-config';
import { assignmentCopy } from '@/content/inbox-assignment';
import { assignmentRules } from './assignment-rules';
import { availabilityStore } from './availability';

const MINUTE = 60_000;
// Monday 23 November 2026, 12:00 in India.
const MONDAY_NOON = Date.parse('2026-11-23T06:30:00.000Z');

describe.each(ENGINES)('%s assignment at arrival', (engine) => {
  let database: TestDatabase;
  let opened: OpenedStore;
  let store: LeadStore;
  let clock: number;

  const open = async () => {
    opened = await openStore(serverConfig(database.env));
    store = kyselyStore(opened.database, [], {
      deadlineMs: 5 * MINUTE,
      now: () => new Date(clock),
    });
  };

  beforeEach(async () => {
    clock = MONDAY_NOON;
    database = await freshDatabase(engine);
    await open();
    await addOperators(opened.database.db, [
      { id: 'op-a', name: 'Asha' },
      { id: 'op-b', name: 'Bela' },
      { id: 'op-c', name: 'Chirag' },
      { id: 'op-admin', name: 'Meera', role: 'admin' },
      { id: 'op-gone', name: 'Old', banned: true },
    ]);
  });
  afterEach(async () => {
    await opened.close();
    await database.drop();
  });

  const db = () => opened.database.db;

  /** Stores a lead of a new person a minute after the last; its owner and deadline. */
  const arrive = async (lead: NewLead = sampleLead(newPerson())) => {
    clock += MINUTE;
    await store.insertLead(lead);
    return db()
      .selectFrom('leads')
      .select(['id', 'owner_id', 'contact_due_at'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
      .then((row) => ({
        ...row,
        contact_due_at: row.contact_due_at && new Date(row.contact_due_at).toISOString(),
      }));
  };
  const owners = async (count: number, lead?: () => NewLead) => {
    const got: (string | null)[] = [];
    for (let i = 0; i < count; i++) got.push((await arrive(lead?.())).owner_id);
    return got;
  };

  it('gives each new lead to the next active counsellor in turn, with a deadline five minutes on', async () => {
    const first = await arrive();
    expect(first.owner_id).toBe('op-a');
    expect(first.contact_due_at).toBe(new Date(clock + 5 * MINUTE).toISOString());
    expect(await owners(5)).toEqual(['op-b', 'op-c', 'op-a', 'op-b', 'op-c']);
    const rows = await db()
      .selectFrom('lead_assignments')
      .select(['lead_id', 'operator_id', 'rule_id', 'cause'])
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual({
      lead_id: first.id,
      operator_id: 'op-a',
      rule_id: null,
      cause: 'arrival',
    });
  });

  it('keeps the owner of the lead a repeat enquiry joins, and holds a suspected lead unassigned', async () => {
    const person = newPerson();
    const lead = await arrive(sampleLead(person));
    const repeat = await arrive(sampleLead({ ...person, message: 'Again' }));
    expect(repeat.id).toBe(lead.id);
    expect(repeat.owner_id).toBe('op-a');
    const held = await arrive(sampleLead({ ...newPerson(), suspected_reason: 'honeypot' }));
    expect(held.owner_id).toBeNull();
    expect(await owners(1)).toEqual(['op-b']);
    // Released, it is assigned like a lead arriving then.
    expect(await store.release('lead', held.id)).toBe('released');
    const released = await db()
      .selectFrom('leads')
      .select('owner_id')
      .where('id', '=', held.id)
      .executeTakeFirstOrThrow();
    expect(released.owner_id).toBe('op-c');
    expect(
      await db()
        .selectFrom('lead_assignments')
        .select('lead_id')
        .where('lead_id', '=', lead.id)
        .execute(),
    ).toHaveLength(1);
  });

  it('follows the first rule that takes a lead, the default after them', async () => {
    const rules = assignmentRules(opened.database);
    await rules.create({
      kind: null,
      university: 'LPU',
      language: null,
      campaign: null,
      operatorIds: ['op-c'],
    });
    await rules.create({
      kind: 'proposal',
      university: null,
      language: null,
      campaign: 'diwali',
      operatorIds: ['op-a', 'op-b'],
    });
    const admission = () => sampleAdmission(newPerson());
    const otherUniversity = () =>
      sampleAdmission({ ...newPerson(), reason: 'Admission enquiry: Amity University' });
    const proposal = () => sampleLead(newPerson());
    const otherCampaign = () =>
      sampleLead({ ...newPerson(), utm_campaign: null, utm_source: 'newsletter' });
    expect(await owners(2, admission)).toEqual(['op-c', 'op-c']);
    expect(await owners(3, proposal)).toEqual(['op-a', 'op-b', 'op-a']);
    // The default rule's rotation is its own.
    expect(await owners(2, otherUniversity)).toEqual(['op-a', 'op-b']);
    expect(await owners(1, otherCampaign)).toEqual(['op-c']);
    // Moved first, the campaign's rule takes the proposals; deleted, the LPU rule takes nothing.
    const [lpu, diwali] = await rules.list();
    expect(await rules.move(diwali.id, 'up')).toBe(true);
    expect((await rules.list()).map((rule) => rule.id)).toEqual([diwali.id, lpu.id]);
    await rules.remove(lpu.id);
    expect(await owners(1, admission)).toEqual(['op-a']);
  });

  it("skips a rule's disabled counsellor, and shows them as skipped on the Assignment page", async () => {
    const rules = assignmentRules(opened.database);
    const admission = () => sampleAdmission(newPerson());
    await rules.create({
      kind: 'admission',
      university: null,
      language: null,
      campaign: null,
      operatorIds: ['op-a', 'op-b'],
    });
    await db().updateTable('operator').set({ banned: 1 }).where('id', '=', 'op-b').execute();
    expect(await owners(3, admission)).toEqual(['op-a', 'op-a', 'op-a']);
    const [rule] = await rules.list();
    expect(rule.team).toEqual([
      { id: 'op-a', name: 'Asha', disabled: false },
      { id: 'op-b', name: 'Bela', disabled: true },
    ]);
    expect(assignmentCopy.team(rule.team)).toBe('Team: Asha, Bela (disabled: skipped)');
    // With nobody active left, the rule takes nothing: the default rule does.
    await db().updateTable('operator').set({ banned: 1 }).where('id', '=', 'op-a').execute();
    expect(assignmentCopy.team((await rules.list())[0].team)).toBe(
      'Team: Asha (disabled: skipped), Bela (disabled: skipped) (nobody active: the next rule takes its leads)',
    );
    expect(await owners(1, admission)).toEqual(['op-c']);
  });

  it('goes on from its last owner after a restart and after its team changed', async () => {
    expect(await owners(2)).toEqual(['op-a', 'op-b']);
    await opened.close();
    await open();
    expect(await owners(1)).toEqual(['op-c']);
    // A new counsellor joins between two others: the turn goes on after op-c, to op-a.
    await addOperators(db(), [{ id: 'op-ab', name: 'Abhay' }]);
    expect(await owners(5)).toEqual(['op-a', 'op-ab', 'op-b', 'op-c', 'op-a']);
    // The last owner leaves (disabled): the turn goes to the one after them.
    await db().updateTable('operator').set({ banned: 1 }).where('id', '=', 'op-ab').execute();
    expect(await owners(2)).toEqual(['op-b', 'op-c']);
  });

  it('skips a counsellor on leave, out of hours or at their cap', async () => {
    const availability = availabilityStore(opened.database);
    await availability.set('op-a', { leaveUntil: '2026-11-23' });
    await availability.set('op-b', { hours: parseHours('Mon-Fri 14:00-18:00') });
    await availability.set('op-c', { dailyCap: 2 });
    expect(await owners(2)).toEqual(['op-c', 'op-c']);
    // Nobody is at work: the one whose hours begin first has it, due five minutes after.
    const waiting = await arrive();
    expect(waiting.owner_id).toBe('op-b');
    expect(waiting.contact_due_at).toBe('2026-11-23T08:35:00.000Z');
    const row = await db()
      .selectFrom('lead_assignments')
      .select('cause')
      .where('lead_id', '=', waiting.id)
      .executeTakeFirstOrThrow();
    expect(row.cause).toBe('off-hours');
    // At 14:00 Bela is at work; Chirag is still at his cap.
    clock = Date.parse('2026-11-23T08:30:00.000Z');
    expect(await owners(2)).toEqual(['op-b', 'op-b']);
  });

  it("shares a Sunday evening's leads in turn among Monday's counsellors, not all to the earliest", async () => {
    const availability = availabilityStore(opened.database);
    await availability.set('op-a', { hours: parseHours('Mon-Fri 09:00-18:00') });
    await availability.set('op-b', { hours: parseHours('Mon-Fri 10:00-19:00') });
    await availability.set('op-c', { hours: parseHours('Tue-Sat 09:00-18:00') });
    clock = Date.parse('2026-11-22T13:30:00.000Z'); // Sunday 22 November, 19:00 in India
    const leads = [];
    for (let i = 0; i < 5; i++) leads.push(await arrive());
    expect(leads.map((lead) => [lead.owner_id, lead.contact_due_at])).toEqual([
      ['op-a', '2026-11-23T03:35:00.000Z'],
      ['op-b', '2026-11-23T04:35:00.000Z'],
      ['op-a', '2026-11-23T03:35:00.000Z'],
      ['op-b', '2026-11-23T04:35:00.000Z'],
      ['op-a', '2026-11-23T03:35:00.000Z'],
    ]);
    // Monday 09:00: the turn goes on from the night's last, so over the day the shares stay even.
    clock = Date.parse('2026-11-23T03:30:00.000Z');
    expect(await owners(1)).toEqual(['op-a']);
    clock = Date.parse('2026-11-23T04:30:00.000Z');
    expect(await owners(3)).toEqual(['op-b', 'op-a', 'op-b']);
  });

  it('leaves a lead unassigned when there is no counsellor at all', async () => {
    await db()
      .updateTable('operator')
      .set({ banned: 1 })
      .where('role', '=', 'counsellor')
      .execute();
    expect(await arrive()).toMatchObject({ owner_id: null, contact_due_at: null });
  });

  if (engine === 'postgres')
    it('with two instances at once, gives each lead one owner and keeps one rotation', async () => {
      const config = serverConfig(database.env);
      const instances = await Promise.all([openStore(config), openStore(config)]);
      try {
        const stores = instances.map((instance) =>
          kyselyStore(instance.database, [], { deadlineMs: 5 * MINUTE }),
        );
        await Promise.all(
          Array.from({ length: 30 }, (_, i) => stores[i % 2].insertLead(sampleLead(newPerson()))),
        );
        const rows = await db()
          .selectFrom('lead_assignments')
          .select(['lead_id', 'operator_id'])
          .orderBy('id')
          .execute();
        expect(new Set(rows.map((row) => row.lead_id)).size).toBe(30);
        expect(rows).toHaveLength(30);
        // In the order they were assigned, strictly in turn.
        expect(rows.map((row) => row.operator_id)).toEqual(
          Array.from({ length: 30 }, (_, i) => ['op-a', 'op-b', 'op-c'][i % 3]),
        );
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
      }
    });
});
