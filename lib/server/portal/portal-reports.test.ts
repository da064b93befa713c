/** @jest-environment node */
// The university actor's sheet and statement (docs/operations.md#university-portal-enrolment-sheets-and-statements)
// on both engines: each upload, view and download in the access log with the university named;
// an agency admin's look reads the statement and uploads nothing.
import { deliveredPerson } from '@/test-support/delivered-people';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import type { AccessEntry } from '../inbox/access-log';
import { leadOutcomes } from './lead-outcomes';
import { portalReports } from './portal-reports';

jest.setTimeout(120_000);

const AMITY = { id: 'amity', name: 'Amity University' };

describe.each(ENGINES)('%s portal reports', (engine) => {
  const store = withStore(engine);
  const logged: Omit<AccessEntry, 'address' | 'operatorId' | 'operatorEmail'>[] = [];
  const as = (agencyView: boolean) =>
    portalReports(store().database, leadOutcomes(store().database)).as(
      { operator: { id: agencyView ? 'op-admin' : 'op-amity' }, university: AMITY, agencyView },
      async (entry) => {
        logged.push(entry);
      },
    );
  const sheet = (text: string) => ({
    fileName: 'sheet.csv',
    bytes: new TextEncoder().encode(text),
  });

  beforeEach(async () => {
    logged.length = 0;
  });

  it("logs the university's upload, its statement and its CSV", async () => {
    const lead = await deliveredPerson(store(), 'amity');
    await expect(
      as(false).applySheet(sheet(`Reference,Status\nLWL-${lead.id},Enrolled\nLWL-999999,Enrolled`)),
    ).resolves.toMatchObject({ status: 'applied', changed: 1, unmatched: [3] });
    const statement = await as(false).statement('2026-11');
    expect(statement).toMatchObject({ delivered: 1, enrolled: 1 });
    await expect(as(false).statementCsv('2026-11')).resolves.toContain(
      '"Amity University: leads delivered in 2026-11",""',
    );
    expect(logged).toEqual([
      {
        action: 'portal-outcome-set',
        record: '/portal/amity/sheet',
        detail: 'university amity, sheet: 1 changed, 0 already so, 1 unmatched, 0 ambiguous',
      },
      {
        action: 'portal-viewed',
        record: '/portal/amity/statement?month=2026-11',
        detail: 'university amity, statement',
      },
      {
        action: 'portal-downloaded',
        record: '/portal/amity/statement?month=2026-11',
        detail: 'university amity, statement, csv',
      },
    ]);
  });

  it("refuses an agency admin's upload, and lets it read the statement", async () => {
    const lead = await deliveredPerson(store(), 'amity');
    await expect(
      as(true).applySheet(sheet(`Reference,Status\nLWL-${lead.id},Enrolled`)),
    ).resolves.toEqual({ status: 'agency-view' });
    await expect(as(true).statement('2026-11')).resolves.toMatchObject({ enrolled: 0 });
    expect(logged).toEqual([
      {
        action: 'access-refused',
        record: '/portal/amity/sheet',
        detail: 'university amity, agency view, sheet: agency view',
      },
      {
        action: 'portal-viewed',
        record: '/portal/amity/statement?month=2026-11',
        detail: 'university amity, agency view, statement',
      },
    ]);
  });
});
