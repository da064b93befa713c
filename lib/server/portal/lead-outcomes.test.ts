/** @jest-environment node */
import { addOperators } from '@/test-support/operators';
import { deliveredLead } from '@/test-support/portal-leads';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { openStore, type OpenedStore } from '../arrival/open-store';
import { serverConfig } from '../server-config';
import { leadOutcomes, type LeadOutcomes } from './lead-outcomes';

// A university's outcomes (docs/operations.md#outcomes): all of a call or nothing, only its own
// delivered leads, a repeat changes nothing, and Enrolled, Applied and Fee paid move the lead's
// stage as a counsellor's save does, the university named on the timeline.

const AT = new Date('2026-12-02T05:30:00.000Z');

describe.each(ENGINES)('%s lead outcomes', (engine) => {
  let database: TestDatabase;
  let store: OpenedStore;
  let outcomes: LeadOutcomes;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    store = await openStore(serverConfig(database.env));
    outcomes = leadOutcomes(store.database, ['meta-qualified', 'meta-won']);
    await addOperators(store.database.db, [
      { id: 'op-amity', name: 'Amity office', role: 'university', university: 'amity' },
    ]);
  });
  afterEach(async () => {
    await store.close();
    await database.drop();
  });

  const db = () => store.database.db;
  const leadOf = (id: number) =>
    db()
      .selectFrom('leads')
      .select(['status', 'qualified_at', 'won_at', 'first_contact_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const timeline = (id: number) =>
    db()
      .selectFrom('lead_events')
      .select(['kind', 'from_value', 'to_value', 'note', 'operator_id'])
      .where('lead_id', '=', id)
      .where('kind', '=', 'status')
      .orderBy('id')
      .execute();
  const history = (id: number) =>
    db()
      .selectFrom('lead_outcomes')
      .select(['outcome', 'operator_id', 'source', 'university'])
      .where('lead_id', '=', id)
      .orderBy('id')
      .execute();
  const metaItems = (id: number) =>
    db()
      .selectFrom('outbox')
      .select('destination')
      .where('record_type', '=', 'lead')
      .where('record_id', '=', id)
      .where('destination', 'in', ['meta-lead', 'meta-qualified', 'meta-won'])
      .orderBy('id')
      .execute();

  it('Enrolled wins the lead as a counsellor would, naming the university', async () => {
    const id = await deliveredLead(store, { university: 'amity' });
    expect(
      await outcomes.record(
        'amity',
        'op-amity',
        'portal',
        [{ leadId: id, outcome: 'enrolled' }],
        AT,
      ),
    ).toEqual({ changed: 1 });
    expect(await leadOf(id)).toMatchObject({
      status: 'won',
      qualified_at: expect.anything(),
      won_at: expect.anything(),
      first_contact_at: expect.anything(),
    });
    expect(new Date((await leadOf(id)).won_at!).toISOString()).toBe(AT.toISOString());
    expect(await timeline(id)).toEqual([
      {
        kind: 'status',
        from_value: 'new',
        to_value: 'won',
        note: 'Enrolled, said Amity University (its portal)',
        operator_id: 'op-amity',
      },
    ]);
    expect(await history(id)).toEqual([
      { outcome: 'enrolled', operator_id: 'op-amity', source: 'portal', university: 'amity' },
    ]);
    expect(await metaItems(id)).toEqual([
      { destination: 'meta-qualified' },
      { destination: 'meta-won' },
    ]);
    const delivery = await db()
      .selectFrom('lead_deliveries')
      .select(['outcome'])
      .where('lead_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(delivery.outcome).toBe('enrolled');
  });

  it('moves only forward: Applied after Enrolled keeps the lead won; Contacted moves no stage', async () => {
    const id = await deliveredLead(store, { university: 'amity' });
    const record = (outcome: 'enrolled' | 'applied' | 'contacted') =>
      outcomes.record('amity', 'op-amity', 'sheet', [{ leadId: id, outcome }], AT);
    await record('contacted');
    expect((await leadOf(id)).status).toBe('new');
    await record('enrolled');
    await record('applied');
    expect((await leadOf(id)).status).toBe('won');
    expect((await timeline(id)).map((row) => row.to_value)).toEqual(['won']);
    expect((await history(id)).map((row) => row.outcome)).toEqual([
      'contacted',
      'enrolled',
      'applied',
    ]);
  });

  it('the same outcome again changes nothing, so a sheet applied twice changes nothing', async () => {
    const one = await deliveredLead(store, { university: 'amity' });
    const two = await deliveredLead(store, { university: 'amity' });
    const sheet = [
      { leadId: one, outcome: 'fee-paid' as const },
      { leadId: two, outcome: 'not-interested' as const },
    ];
    expect(await outcomes.record('amity', 'op-amity', 'sheet', sheet, AT)).toEqual({ changed: 2 });
    expect(await outcomes.record('amity', 'op-amity', 'sheet', sheet, AT)).toEqual({ changed: 0 });
    expect((await leadOf(one)).status).toBe('qualified');
    expect((await leadOf(two)).status).toBe('new');
    expect(await history(one)).toHaveLength(1);
    expect(await db().selectFrom('lead_events').select('id').execute()).toHaveLength(1);
  });

  it("records nothing when one row is another university's lead or one not yet delivered", async () => {
    const ours = await deliveredLead(store, { university: 'amity' });
    const theirs = await deliveredLead(store, { university: 'lpu' });
    const held = await deliveredLead(store, { university: 'amity', sentAt: null });
    const waiting = await deliveredLead(store, {
      university: 'amity',
      sentAt: null,
      adapter: 'portal',
    });
    const result = await outcomes.record(
      'amity',
      'op-amity',
      'sheet',
      [
        { leadId: ours, outcome: 'enrolled' },
        { leadId: theirs, outcome: 'enrolled' },
        { leadId: held, outcome: 'applied' },
        { leadId: waiting, outcome: 'applied' },
        { leadId: 999_999, outcome: 'applied' },
      ],
      AT,
    );
    expect(result).toEqual({ notDelivered: [theirs, held, waiting, 999_999] });
    expect((await leadOf(ours)).status).toBe('new');
    expect(await db().selectFrom('lead_outcomes').select('id').execute()).toEqual([]);
    expect(await db().selectFrom('lead_events').select('id').execute()).toEqual([]);
  });
});
