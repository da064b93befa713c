/** @jest-environment node */
import { newPerson, sampleLead } from '@/test-support/sample-lead';
import { addOperators } from '@/test-support/operators';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { ownerSpeed, p90 } from './owner-speed';

const MINUTE = 60_000;
/** Wednesday 2 December 2026, 12:00 in India: week 49 (30 November to 6 December). */
const NOW = new Date('2026-12-02T06:30:00.000Z');

const at = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * MINUTE).toISOString();

describe('p90', () => {
  it('is the nearest-rank 90th percentile', () => {
    expect(p90([10, 1, 9, 2, 8, 3, 7, 4, 6, 5])).toBe(9);
    expect(p90([2, 4, 10, 30])).toBe(30);
    expect(p90([8])).toBe(8);
  });
});

describe.each(ENGINES)('%s speed to lead per owner', (engine) => {
  const store = withStore(engine);

  beforeEach(async () => {
    await addOperators(store().database.db, [
      { id: 'op-asha', name: 'Asha' },
      { id: 'op-ravi', name: 'Ravi' },
    ]);
  });

  const db = () => store().database.db;

  /**
   * A lead received at `received`, owned by `owner`, first attempted `calledAfter` minutes later
   * (or never), with the given assignments (its arrival's own replaced): whose, and minutes from
   * its arrival to each one's deadline.
   */
  const lead = async (
    received: string,
    owner: string | null,
    calledAfter: number | null,
    deadlines: [string, number][] = [],
  ) => {
    await store().insertLead(sampleLead(newPerson()));
    const { id } = await db()
      .selectFrom('leads')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('leads')
      .set({
        received_at: received,
        owner_id: owner,
        first_contact_at: calledAfter === null ? null : at(received, calledAfter),
      })
      .where('id', '=', Number(id))
      .execute();
    await db().deleteFrom('lead_assignments').where('lead_id', '=', Number(id)).execute();
    for (const [index, [operator, dueAfter]] of deadlines.entries())
      await db()
        .insertInto('lead_assignments')
        .values({
          lead_id: Number(id),
          operator_id: operator,
          rule_id: null,
          assigned_at: index ? at(received, deadlines[index - 1][1]) : received,
          due_at: at(received, dueAfter),
          cause: index ? 'deadline' : 'arrival',
        })
        .execute();
  };

  it('gives each owner the median and p90 minutes to a first attempt and the deadlines met, this week and last', async () => {
    // This week: Asha's four leads, called after 2, 4, 30 and 10 minutes with 5 to do it.
    await lead('2026-11-30T04:00:00.000Z', 'op-asha', 2, [['op-asha', 5]]);
    await lead('2026-12-01T04:00:00.000Z', 'op-asha', 4, [['op-asha', 5]]);
    await lead('2026-12-01T05:00:00.000Z', 'op-asha', 30, [['op-asha', 5]]);
    await lead('2026-12-01T06:00:00.000Z', 'op-asha', 10, [['op-asha', 5]]);
    // Asha missed it; it moved to Ravi, who called it 3 minutes into his 5.
    await lead('2026-12-02T05:00:00.000Z', 'op-ravi', 8, [
      ['op-asha', 5],
      ['op-ravi', 10],
    ]);
    // Ravi's deadline still running: not counted yet; one passed without a call: missed.
    await lead('2026-12-02T06:28:00.000Z', 'op-ravi', null, [['op-ravi', 5]]);
    await lead('2026-12-02T06:00:00.000Z', 'op-ravi', null, [['op-ravi', 5]]);
    // Sunday 29 November 19:00 UTC is Monday 00:30 in India: this week.
    await lead('2026-11-29T19:00:00.000Z', 'op-ravi', 20, [['op-ravi', 5]]);
    // Last week: Sunday 23:30 in India; and one of Asha's from before assignment, no deadline.
    await lead('2026-11-29T18:00:00.000Z', 'op-ravi', 6, [['op-ravi', 10]]);
    await lead('2026-11-24T04:00:00.000Z', 'op-asha', 12);
    // Neither counts: older than last week, and a lead called with no owner.
    await lead('2026-11-10T04:00:00.000Z', 'op-asha', 1, [['op-asha', 5]]);
    await lead('2026-12-01T04:00:00.000Z', null, 3);

    expect(await ownerSpeed(store().database, { now: NOW })).toEqual([
      {
        ownerId: 'op-asha',
        ownerName: 'Asha',
        thisWeek: {
          leads: 4,
          contacted: 4,
          medianMinutes: 7,
          p90Minutes: 30,
          deadlines: 5,
          met: 2,
        },
        lastWeek: {
          leads: 1,
          contacted: 1,
          medianMinutes: 12,
          p90Minutes: 12,
          deadlines: 0,
          met: 0,
        },
      },
      {
        ownerId: 'op-ravi',
        ownerName: 'Ravi',
        thisWeek: {
          leads: 4,
          contacted: 2,
          medianMinutes: 14,
          p90Minutes: 20,
          deadlines: 3,
          met: 1,
        },
        lastWeek: {
          leads: 1,
          contacted: 1,
          medianMinutes: 6,
          p90Minutes: 6,
          deadlines: 1,
          met: 1,
        },
      },
    ]);
  });

  it('lists nobody when no lead of the two weeks has an owner', async () => {
    await lead('2026-12-01T04:00:00.000Z', null, 3);
    expect(await ownerSpeed(store().database, { now: NOW })).toEqual([]);
  });
});
