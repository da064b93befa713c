/** @jest-environment node */
// A university's monthly statement (docs/operations.md#monthly-statements) on both engines: its
// leads sent in the India month, the duplicates its system answered, the returns approved (and
// those open), the accepted ones, the enrolled ones, and the cost per enrolment from its share of
// each campaign's spend; another university's leads and another month's are not in it. Its CSV
// gives the page's figures, formula-safe.
import Papa from 'papaparse';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { deliveredPerson } from '@/test-support/delivered-people';
import { campaignSpend } from '../funnel/campaign-spend';
import { monthlyStatements } from './monthly-statement';
import { statementCsv } from './statement-csv';

jest.setTimeout(120_000);

const NOVEMBER = '2026-11-12T06:00:00.000Z';

describe.each(ENGINES)('%s monthly statement', (engine) => {
  const store = withStore(engine);
  const db = () => store().database.db;

  const outcome = (leadId: number, value: string) =>
    db()
      .updateTable('lead_deliveries')
      .set({ outcome: value, outcome_at: NOVEMBER })
      .where('lead_id', '=', leadId)
      .execute();
  const returned = (leadId: number, decision: 'approved' | 'refused' | null) =>
    db()
      .insertInto('lead_returns')
      .values({
        lead_id: leadId,
        university: 'amity',
        reason: 'wrong-number',
        note: null,
        asked_at: NOVEMBER,
        asked_by: 'op-amity',
        decision,
        decided_at: decision && NOVEMBER,
        decided_by: decision && 'op-admin',
        decision_note: null,
      })
      .execute();

  it('counts the month’s deliveries, duplicates, returns, enrolments and cost per enrolment', async () => {
    const enrolled = await deliveredPerson(store(), 'amity', {
      campaign: 'mba-2027',
      sentAt: NOVEMBER,
    });
    await outcome(enrolled.id, 'enrolled');
    const applied = await deliveredPerson(store(), 'amity', {
      campaign: 'mba-2027',
      sentAt: NOVEMBER,
    });
    await outcome(applied.id, 'applied');
    const again = await deliveredPerson(store(), 'amity', { sentAt: NOVEMBER });
    await db()
      .updateTable('lead_deliveries')
      .set({ status: 'duplicate' })
      .where('lead_id', '=', again.id)
      .execute();
    const wrong = await deliveredPerson(store(), 'amity', { sentAt: NOVEMBER });
    await returned(wrong.id, 'approved');
    const asked = await deliveredPerson(store(), 'amity', { sentAt: NOVEMBER });
    await returned(asked.id, null);
    const kept = await deliveredPerson(store(), 'amity', { sentAt: NOVEMBER });
    await returned(kept.id, 'refused');
    // Not Amity's November: LPU's lead of the same campaign, Amity's December, a lead never sent.
    const lpus = await deliveredPerson(store(), 'lpu', { campaign: 'mba-2027', sentAt: NOVEMBER });
    await outcome(lpus.id, 'enrolled');
    await deliveredPerson(store(), 'amity', { sentAt: '2026-12-02T06:00:00.000Z' });
    await deliveredPerson(store(), 'amity', { campaign: 'mba-2027', sentAt: null, status: 'held' });
    await campaignSpend(store().database).save(
      [
        { campaign: 'mba-2027', month: '2026-11', amount_paise: 4_000_000 },
        { campaign: 'bba-2027', month: '2026-11', amount_paise: 9_000_000 },
      ],
      'manual',
      'op-admin',
    );

    const statement = await monthlyStatements(store().database).of('amity', '2026-11');
    // mba-2027 brought four leads in November, two of them sent to Amity: half its ₹40,000.
    expect(statement).toEqual({
      university: 'amity',
      month: '2026-11',
      delivered: 6,
      duplicate: 1,
      returned: 1,
      returnsOpen: 1,
      accepted: 4,
      enrolled: 1,
      spend_paise: 2_000_000,
      cost_per_enrolment_paise: 2_000_000,
    });
    const { data } = Papa.parse<string[]>(statementCsv('Amity University', statement), {
      skipEmptyLines: true,
    });
    expect(data).toEqual([
      ['Amity University: leads delivered in 2026-11', ''],
      ['Figure', 'Value'],
      ['Delivered', '6'],
      ['Duplicates (answered so by your system)', '1'],
      ['Returned (approved)', '1'],
      ['Returns awaiting our decision', '1'],
      ['Accepted (neither a duplicate nor returned)', '4'],
      ['Enrolled so far', '1'],
      ['Campaign spend (your share)', '₹20,000'],
      ['Cost per enrolment', '₹20,000'],
    ]);
  });

  it('says nothing of cost where no spend was entered or no one enrolled', async () => {
    await deliveredPerson(store(), 'amity', { campaign: 'mba-2027', sentAt: NOVEMBER });
    await expect(monthlyStatements(store().database).of('amity', '2026-11')).resolves.toMatchObject(
      {
        delivered: 1,
        accepted: 1,
        enrolled: 0,
        spend_paise: null,
        cost_per_enrolment_paise: null,
      },
    );
    await campaignSpend(store().database).save(
      [{ campaign: 'mba-2027', month: '2026-11', amount_paise: 4_000_000 }],
      'manual',
      'op-admin',
    );
    await expect(monthlyStatements(store().database).of('amity', '2026-11')).resolves.toMatchObject(
      {
        spend_paise: 4_000_000,
        cost_per_enrolment_paise: null,
      },
    );
  });
});
