/** @jest-environment node */
// Retention on both engines (docs/privacy.md#retention): exactly the leads idle for the period go,
// at the boundaries of each kind of activity, and the daily run erases them on an injected clock.
import { sampleAdmission } from '@/test-support/sample-lead';
import { findPerson } from '@/test-support/store-search';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { isoTimestamps } from '../store/iso-timestamps';
import { leadRetention, startRetention, type RetentionRun } from './retention';

const DAY = 86_400_000;
const NOW = new Date('2026-11-26T00:00:00.000Z');
const DAYS = 365;
/** The cutoff: exactly DAYS before NOW. */
const CUTOFF = NOW.getTime() - DAYS * DAY;
const iso = (ms: number) => new Date(ms).toISOString();

describe.each(ENGINES)('%s retention', (engine) => {
  const store = withStore(engine);

  const db = () => store().database.db.withPlugin(isoTimestamps);
  let people = 0;

  /** A lead of its own person, received at `received`. */
  async function lead(received: number, name: string) {
    people += 1;
    const phone = String(9100000000 + people);
    await store().insertLead(
      sampleAdmission({ name, phone, email: `retention${people}@example.in` }),
    );
    const { id } = await db()
      .selectFrom('leads')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('leads')
      .set({ received_at: iso(received) })
      .where('id', '=', id)
      .execute();
    return { id, phone, email: `retention${people}@example.in` };
  }

  const event = (leadId: number, at: number) =>
    db()
      .insertInto('lead_events')
      .values({ lead_id: leadId, at: iso(at), operator_id: 'op', kind: 'note', note: 'Called' })
      .execute();

  const enquiry = async (leadId: number, at: number) => {
    const {
      lead_id: _,
      id: __,
      ...row
    } = await db()
      .selectFrom('leads')
      .select([
        'id',
        'kind',
        'name',
        'email',
        'phone',
        'reason',
        'page_url',
        'language',
        'user_agent',
        'landing_url',
        'referrer',
        'first_attempt_at',
      ])
      .select((eb) => eb.ref('id').as('lead_id'))
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('lead_enquiries')
      .values({ ...row, lead_id: leadId, received_at: iso(at) })
      .execute();
  };

  it('selects exactly the leads idle for the whole period', async () => {
    const exactly = await lead(CUTOFF, 'Received exactly 365 days ago');
    const justAfter = await lead(CUTOFF + 1, 'Received 1 ms later');
    const oldStatus = await lead(CUTOFF - 10 * DAY, 'Status changed at the cutoff');
    await db()
      .updateTable('leads')
      .set({ status: 'attempted', status_at: iso(CUTOFF) })
      .where('id', '=', oldStatus.id)
      .execute();
    const newStatus = await lead(CUTOFF - 10 * DAY, 'Status changed after');
    await db()
      .updateTable('leads')
      .set({ status: 'lost', status_at: iso(CUTOFF + 1), lost_reason: 'x' })
      .where('id', '=', newStatus.id)
      .execute();
    const oldNote = await lead(CUTOFF - 10 * DAY, 'Note at the cutoff');
    await event(oldNote.id, CUTOFF);
    const newNote = await lead(CUTOFF - 10 * DAY, 'Note after');
    await event(newNote.id, CUTOFF + 1);
    const oldRepeat = await lead(CUTOFF - 10 * DAY, 'Repeat at the cutoff');
    await enquiry(oldRepeat.id, CUTOFF);
    const newRepeat = await lead(CUTOFF - 10 * DAY, 'Repeat after');
    await enquiry(newRepeat.id, CUTOFF + 1);
    const erasedBefore = await lead(CUTOFF - 100 * DAY, 'Already a tombstone');
    await db()
      .updateTable('leads')
      .set({ erased_at: iso(CUTOFF) })
      .where('id', '=', erasedBefore.id)
      .execute();

    const retention = leadRetention(store().database);
    const dry = await retention.run({ now: NOW, days: DAYS, dryRun: true });
    expect(dry.cutoff).toBe(iso(CUTOFF));
    expect(dry.erased).toBeNull();
    expect(dry.leads.map((idle) => [idle.id, idle.last_activity])).toEqual([
      [exactly.id, iso(CUTOFF)],
      [oldStatus.id, iso(CUTOFF)],
      [oldNote.id, iso(CUTOFF)],
      [oldRepeat.id, iso(CUTOFF)],
    ]);
    // A dry run changes nothing.
    expect(await findPerson(store().database.db, engine, exactly)).not.toEqual([]);

    const run = await retention.run({ now: NOW, days: DAYS });
    expect(run.erased).toMatchObject({
      leads: [exactly.id, oldStatus.id, oldNote.id, oldRepeat.id],
      enquiries: 1,
      notes: 1,
    });
    for (const gone of [exactly, oldStatus, oldNote, oldRepeat])
      expect(await findPerson(store().database.db, engine, gone)).toEqual([]);
    for (const kept of [justAfter, newStatus, newNote, newRepeat])
      expect(await findPerson(store().database.db, engine, kept)).not.toEqual([]);
    const rows = await db()
      .selectFrom('lead_events')
      .select(['lead_id', 'operator_id', 'at'])
      .where('kind', '=', 'privacy')
      .orderBy('lead_id')
      .execute();
    expect(rows).toEqual(
      [exactly, oldStatus, oldNote, oldRepeat]
        .map(({ id }) => ({ lead_id: id, operator_id: 'retention', at: NOW.toISOString() }))
        .sort((a, b) => a.lead_id - b.lead_id),
    );
    // Once erased, never listed again; 1 ms later, the leads active 1 ms after the cutoff go.
    expect((await retention.run({ now: NOW, days: DAYS, dryRun: true })).leads).toEqual([]);
    const later = await retention.run({
      now: new Date(NOW.getTime() + 1),
      days: DAYS,
      dryRun: true,
    });
    expect(later.leads.map((idle) => idle.id).sort((a, b) => a - b)).toEqual(
      [justAfter.id, newStatus.id, newNote.id, newRepeat.id].sort((a, b) => a - b),
    );
  });

  it('runs when started and once a day on the injected clock', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const first = await lead(CUTOFF - DAY, 'Idle for 366 days');
      const second = await lead(CUTOFF + DAY / 2, 'Idle for 364.5 days');
      let clock = NOW;
      const runs: RetentionRun[] = [];
      let ran: () => void = () => undefined;
      const stop = startRetention(leadRetention(store().database), {
        days: DAYS,
        now: () => clock,
        onRun: (run) => {
          runs.push(run);
          ran();
        },
        onError: (error) => {
          throw error;
        },
      });
      const nextRun = () => new Promise<void>((resolve) => (ran = resolve));
      let waiting = nextRun();
      await waiting;
      expect(runs.map((run) => run.erased?.leads)).toEqual([[first.id]]);

      clock = new Date(NOW.getTime() + DAY);
      waiting = nextRun();
      jest.advanceTimersByTime(DAY);
      await waiting;
      expect(runs.map((run) => run.erased?.leads)).toEqual([[first.id], [second.id]]);
      await stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
