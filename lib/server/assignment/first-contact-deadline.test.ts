/** @jest-environment node */
import { addOperators } from '@/test-support/operators';
import { newPerson, sampleAdmission } from '@/test-support/sample-lead';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { openStore } from '../arrival/open-store';
import { alertHeadline, type LeadAlert } from '../alerts/lead-alert';
import { leadWork } from '../inbox/lead-work';
import { assignmentEntries, nameOf } from '../inbox/lead-timeline';
import { kyselyStore } from '../arrival/lead-arrival';
import type { LeadStore } from '../store/lead-store';
import { serverConfig } from '../server-config';
import { availabilityCommand } from '../inbox/availability-command';
import { assignmentsOf } from './lead-assignments';
import { moveMissedLeads } from './first-contact-deadline';

const MINUTE = 60_000;
const DEADLINE = 5 * MINUTE;
// Monday 23 November 2026, 12:00 in India.
const NOON = Date.parse('2026-11-23T06:30:00.000Z');
const PEOPLE = [
  { id: 'op-a', name: 'Asha' },
  { id: 'op-b', name: 'Bela' },
  { id: 'op-c', name: 'Chirag' },
];

describe.each(ENGINES)('%s first-contact deadline', (engine) => {
  const opened = withStore(engine);
  let store: LeadStore;
  let clock: number;

  beforeEach(async () => {
    clock = NOON;
    store = kyselyStore(opened().database, [], {
      deadlineMs: DEADLINE,
      now: () => new Date(clock),
    });
    await addOperators(opened().database.db, PEOPLE);
  });

  const db = () => opened().database.db;
  const arrive = async () => {
    await store.insertLead(sampleAdmission({ ...newPerson(), name: 'Priya Sharma' }));
    const { id } = await db()
      .selectFrom('leads')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return id;
  };
  const check = (at: number) =>
    moveMissedLeads(opened().database, ['email', 'webhook'], {
      now: new Date(at),
      deadlineMs: DEADLINE,
    });

  it('moves a lead nobody called by its deadline once, tells the admins, and says so in its timeline', async () => {
    const id = await arrive();
    expect(await check(NOON + DEADLINE - 1)).toEqual([]);
    const due = new Date(NOON + DEADLINE).toISOString();
    expect(await check(NOON + DEADLINE)).toEqual([
      { leadId: id, from: 'op-a', to: 'op-b', dueAt: due },
    ]);
    expect(await check(NOON + 60 * MINUTE)).toEqual([]);
    const lead = await db()
      .selectFrom('leads')
      .select(['owner_id', 'contact_due_at', 'contact_moved_at', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(lead.owner_id).toBe('op-b');
    expect(new Date(lead.contact_due_at!).toISOString()).toBe(
      new Date(NOON + 2 * DEADLINE).toISOString(),
    );
    expect(lead.version).toBe(1);

    const assignments = (await opened().listOutbox()).filter(
      (item) => item.record_type === 'assignment',
    );
    // Each owner's push (lib/server/push): Asha's as it arrived, Bela's as it moved to her.
    expect(
      assignments
        .filter((item) => item.destination === 'push')
        .map((item) => JSON.parse(item.payload) as { operator_id: string; moved: boolean })
        .map(({ operator_id, moved }) => [operator_id, moved]),
    ).toEqual([
      ['op-a', false],
      ['op-b', true],
    ]);
    const notices = assignments.filter((item) => item.destination !== 'push');
    expect(notices.map((item) => item.destination).sort()).toEqual(['email', 'webhook']);
    const alert = JSON.parse(notices[0].payload) as LeadAlert;
    expect(alertHeadline(alert)).toBe(
      `Not called by 23 Nov 2026, 12:05 IST: lead #${id} moved from Asha to Bela: LPU, MBA, Delhi`,
    );

    const entries = assignmentEntries(await assignmentsOf(opened().database, id), nameOf(PEOPLE));
    expect(entries.map((entry) => entry.lines)).toEqual([
      ['Assigned to Asha by the default rule', 'First call due by 23 Nov 2026, 12:05 IST'],
      [
        'Moved from Asha to Bela: Asha had it until 23 Nov 2026, 12:05 IST and recorded no call by then',
        'First call due by 23 Nov 2026, 12:10 IST',
      ],
    ]);
    // The next new lead is Bela's turn still: a move does not use it up.
    await arrive();
    const next = await db()
      .selectFrom('leads')
      .select('owner_id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(next.owner_id).toBe('op-b');
  });

  it('leaves a lead its owner called in time, and counts the deadline in their working time', async () => {
    const work = leadWork(opened().database);
    const called = await arrive();
    clock = NOON + 4 * MINUTE;
    const found = (await work.getLead(called))!;
    await work.updateLead(
      called,
      { expectedVersion: found.lead.version, callOutcome: 'busy' },
      { id: 'op-a', role: 'counsellor' },
      new Date(clock),
    );
    // Bela's day ends at 12:07: her five minutes run out the next morning.
    await availabilityCommand(opened().database, 'test')('hours', 'op-b@agency.in', {
      set: 'Mon-Sat 09:00-12:07',
    });
    const late = await arrive();
    const due = await db()
      .selectFrom('leads')
      .select('contact_due_at')
      .where('id', '=', late)
      .executeTakeFirstOrThrow();
    expect(new Date(due.contact_due_at!).toISOString()).toBe('2026-11-24T03:32:00.000Z');
    expect(await check(NOON + 60 * MINUTE)).toEqual([]);
  });

  it('keeps the lead with its owner when nobody else in the team can take it, and says so once', async () => {
    for (const id of ['op-b', 'op-c'])
      await availabilityCommand(opened().database, 'test')('leave', `${id}@agency.in`, {
        until: '2099-12-31',
      });
    const id = await arrive();
    expect(await check(NOON + DEADLINE)).toEqual([
      { leadId: id, from: 'op-a', to: 'op-a', dueAt: new Date(NOON + DEADLINE).toISOString() },
    ]);
    expect(await check(NOON + 2 * DEADLINE)).toEqual([]);
    const notices = (await opened().listOutbox()).filter(
      (item) => item.record_type === 'assignment' && item.destination !== 'push',
    );
    expect(alertHeadline(JSON.parse(notices[0].payload) as LeadAlert)).toMatch(
      /stays with Asha, nobody else in the team can take it/,
    );
  });

  it('refuses hours, leave and caps the command cannot read, with the message', async () => {
    const command = availabilityCommand(opened().database, 'test');
    await expect(command('hours', 'op-a@agency.in', { set: 'Mon-Sat 9-6' })).rejects.toThrow(
      'Not a time of day: 9 (write 09:00 or 18:30).',
    );
    await expect(command('leave', 'op-a@agency.in', {})).rejects.toThrow(
      'operator leave needs either --until or --back.',
    );
    await expect(command('cap', 'op-a@agency.in', { set: 'none' })).rejects.toThrow(
      'The daily cap is a whole number of leads, 1 or more, or empty.',
    );
    await expect(command('leave', 'op-a@agency.in', { until: '2020-01-31' })).rejects.toThrow(
      'The leave date has passed: give today or a later day, or leave it empty.',
    );
    await expect(command('leave', 'nobody@agency.in', { back: true })).rejects.toThrow(
      'No operator has the email nobody@agency.in.',
    );
    expect(await command('hours', 'OP-A@agency.in', { set: 'mon-fri 09:00-18:00' })).toBe(
      'op-a@agency.in: hours Mon-Fri 09:00-18:00 (India time).',
    );
    const log = await db()
      .selectFrom('access_log')
      .select(['action', 'record', 'detail'])
      .where('action', '=', 'availability-set')
      .execute();
    expect(log).toEqual([
      {
        action: 'availability-set',
        record: 'operator op-a@agency.in',
        detail: 'hours Mon-Fri 09:00-18:00 (India time), by test',
      },
    ]);
  });

  if (engine === 'postgres')
    it('moves a lead once when two instances check at the same moment', async () => {
      const ids = [await arrive(), await arrive(), await arrive()];
      const other = await openStore(serverConfig(opened.databaseEnv()));
      try {
        const at = new Date(NOON + 10 * DEADLINE);
        const [first, second] = await Promise.all(
          [opened(), other].map((instance) =>
            moveMissedLeads(instance.database, ['webhook'], { now: at, deadlineMs: DEADLINE }),
          ),
        );
        expect([...first, ...second].map((move) => move.leadId).sort()).toEqual(ids);
      } finally {
        await other.close();
      }
      const moves = await db()
        .selectFrom('lead_assignments')
        .select('lead_id')
        .where('cause', '=', 'deadline')
        .execute();
      expect(moves).toHaveLength(3);
    });

  if (engine === 'postgres')
    it('moves each lead in a transaction of its own: an arrival waits for one move, not the check', async () => {
      for (let n = 0; n < 3; n += 1) await arrive();
      const { pool } = opened().database;
      /** The transactions waiting for an advisory lock in this test's database. */
      const waiting = async () =>
        Number(
          (
            await pool!.query<{ count: string }>(
              `select count(*) from pg_locks where locktype = 'advisory' and not granted
                 and database = (select oid from pg_database where datname = current_database())`,
            )
          ).rows[0].count,
        );
      const until = async (count: number) => {
        while ((await waiting()) < count) await new Promise((resolve) => setTimeout(resolve, 5));
      };
      // The test holds the assignment's lock, so the check, then an arrival, queue for it in turn.
      const holder = await pool!.connect();
      await holder.query('begin');
      await holder.query(`select pg_advisory_xact_lock(hashtextextended('lead-assignment', 0))`);
      const checking = check(NOON + 10 * DEADLINE);
      await until(1);
      // Its deadline is after the check's moment: the check leaves it alone.
      clock = NOON + 10 * DEADLINE;
      const arriving = arrive();
      await until(2);
      await holder.query('commit');
      holder.release();
      const [moves, arrived] = await Promise.all([checking, arriving]);
      expect(moves).toHaveLength(3);
      // The first move went first; the arrival, queued behind it, before the check's next move.
      const order = await db()
        .selectFrom('lead_assignments')
        .select(['lead_id', 'cause'])
        .where('id', '>', (eb) =>
          eb
            .selectFrom('lead_assignments')
            .select((max) => max.fn.max('id').as('id'))
            .where('cause', '!=', 'deadline')
            .where('lead_id', '<', arrived),
        )
        .orderBy('id')
        .execute();
      expect(order.map((row) => row.cause)).toEqual([
        'deadline',
        'arrival',
        'deadline',
        'deadline',
      ]);
      expect(order[1].lead_id).toBe(arrived);
    });
});
