/** @jest-environment node */
import { addOperators } from '@/test-support/operators';
import { deliveredLead } from '@/test-support/portal-leads';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { leadOutcomes, type LeadOutcomes, type OutcomeRow } from './lead-outcomes';

// A university's outcomes (docs/operations.md#outcomes): all of a call or nothing, only its own
// delivered leads, a repeat changes nothing, and Enrolled, Applied and Fee paid move the lead's
// stage as a counsellor's save does, the university named on the timeline.

const AT = new Date('2026-12-02T05:30:00.000Z');

describe.each(ENGINES)('%s lead outcomes', (engine) => {
  const store = withStore(engine);
  let outcomes: LeadOutcomes;

  beforeEach(async () => {
    outcomes = leadOutcomes(store().database, ['meta-qualified', 'meta-won']);
    await addOperators(store().database.db, [
      { id: 'op-amity', name: 'Amity office', role: 'university', university: 'amity' },
    ]);
  });

  const db = () => store().database.db;
  const fromSheet = (rows: OutcomeRow[]) => outcomes.record('amity', 'op-amity', 'sheet', rows, AT);
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
    const id = await deliveredLead(store(), { university: 'amity' });
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
    const id = await deliveredLead(store(), { university: 'amity' });
    const record = (outcome: 'enrolled' | 'applied' | 'contacted') =>
      fromSheet([{ leadId: id, outcome }]);
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
    const one = await deliveredLead(store(), { university: 'amity' });
    const two = await deliveredLead(store(), { university: 'amity' });
    const sheet = [
      { leadId: one, outcome: 'fee-paid' as const },
      { leadId: two, outcome: 'not-interested' as const },
    ];
    expect(await fromSheet(sheet)).toEqual({ changed: 2 });
    expect(await fromSheet(sheet)).toEqual({ changed: 0 });
    expect((await leadOf(one)).status).toBe('qualified');
    expect((await leadOf(two)).status).toBe('new');
    expect(await history(one)).toHaveLength(1);
    expect(await db().selectFrom('lead_events').select('id').execute()).toHaveLength(1);
  });

  it("applies a sheet's rows in their order, many leads at once, as one at a time would", async () => {
    const twice = await deliveredLead(store(), { university: 'amity' });
    const paid = await deliveredLead(store(), { university: 'amity' });
    const withdrawn = await deliveredLead(store(), { university: 'amity' });
    const lost = await deliveredLead(store(), { university: 'amity' });
    await db()
      .updateTable('leads')
      .set({ contact_withdrawn_at: '2026-12-01T07:00:00.000Z' })
      .where('id', '=', withdrawn)
      .execute();
    await db()
      .updateTable('leads')
      .set({ status: 'lost', lost_reason: 'No answer', version: 2 })
      .where('id', '=', lost)
      .execute();
    const before = await db()
      .selectFrom('leads')
      .select(['id', 'version'])
      .where('id', 'in', [twice, paid, withdrawn, lost])
      .orderBy('id')
      .execute();
    expect(
      await fromSheet([
        { leadId: twice, outcome: 'applied' },
        { leadId: paid, outcome: 'fee-paid' },
        { leadId: withdrawn, outcome: 'enrolled' },
        { leadId: twice, outcome: 'enrolled' },
        { leadId: lost, outcome: 'applied' },
      ]),
    ).toEqual({ changed: 5 });

    const sheetNote = (label: string) => `${label}, said Amity University (its enrolment sheet)`;
    expect(await timeline(twice)).toEqual([
      expect.objectContaining({
        from_value: 'new',
        to_value: 'qualified',
        note: sheetNote('Applied'),
      }),
      expect.objectContaining({
        from_value: 'qualified',
        to_value: 'won',
        note: sheetNote('Enrolled'),
      }),
    ]);
    expect(await timeline(lost)).toEqual([
      expect.objectContaining({
        from_value: 'lost',
        to_value: 'qualified',
        operator_id: 'op-amity',
      }),
    ]);
    expect(
      await db()
        .selectFrom('leads')
        .select(['id', 'status', 'lost_reason', 'version'])
        .where('id', 'in', [twice, paid, withdrawn, lost])
        .orderBy('id')
        .execute(),
    ).toEqual(
      [
        [twice, 'won'],
        [paid, 'qualified'],
        [withdrawn, 'won'],
        [lost, 'qualified'],
      ].map(([id, status], at) => ({
        id,
        status,
        lost_reason: null,
        // Moved on once, so a counsellor's form open at the old version does not save over it.
        version: before[at].version + 1,
      })),
    );
    expect((await history(twice)).map((row) => row.outcome)).toEqual(['applied', 'enrolled']);
    const latest = await db()
      .selectFrom('lead_deliveries')
      .select(['lead_id', 'outcome'])
      .where('lead_id', 'in', [twice, paid, withdrawn, lost])
      .orderBy('lead_id')
      .execute();
    expect(latest.map((row) => row.outcome)).toEqual([
      'enrolled',
      'fee-paid',
      'enrolled',
      'applied',
    ]);
    // Each stage's event once a lead; none for a person who withdrew consent.
    expect(await metaItems(twice)).toEqual([
      { destination: 'meta-qualified' },
      { destination: 'meta-won' },
    ]);
    expect(await metaItems(paid)).toEqual([{ destination: 'meta-qualified' }]);
    expect(await metaItems(withdrawn)).toEqual([]);
  });

  it("records nothing when one row is another university's lead or one not yet delivered", async () => {
    const ours = await deliveredLead(store(), { university: 'amity' });
    const theirs = await deliveredLead(store(), { university: 'lpu' });
    const held = await deliveredLead(store(), { university: 'amity', sentAt: null });
    const waiting = await deliveredLead(store(), {
      university: 'amity',
      sentAt: null,
      adapter: 'portal',
    });
    const result = await fromSheet([
      { leadId: ours, outcome: 'enrolled' },
      { leadId: theirs, outcome: 'enrolled' },
      { leadId: held, outcome: 'applied' },
      { leadId: waiting, outcome: 'applied' },
      { leadId: 999_999, outcome: 'applied' },
    ]);
    expect(result).toEqual({ notDelivered: [theirs, held, waiting, 999_999] });
    expect((await leadOf(ours)).status).toBe('new');
    expect(await db().selectFrom('lead_outcomes').select('id').execute()).toEqual([]);
    expect(await db().selectFrom('lead_events').select('id').execute()).toEqual([]);
  });
});
