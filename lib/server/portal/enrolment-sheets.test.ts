/** @jest-environment node */
// A university's enrolment sheet applied (docs/operations.md#enrolment-sheets) on both engines:
// its outcomes recorded from the sheet (Enrolled moving the lead to Won), the unmatched rows
// listed back; the same sheet again changes nothing; a malformed row, or a row the database
// refuses, leaves nothing applied; an XLSX reads as its CSV does.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { deliveredPerson, type Delivered } from '@/test-support/delivered-people';
import { enrolmentSheets } from './enrolment-sheets';
import { leadOutcomes } from './lead-outcomes';

jest.setTimeout(120_000);

const AT = new Date('2026-12-07T06:00:00.000Z');
const csv = (lines: string[]) => ({
  fileName: 'enrolments.csv',
  bytes: new TextEncoder().encode(lines.join('\r\n')),
});

describe.each(ENGINES)('%s enrolment sheets applied', (engine) => {
  const store = withStore(engine);
  const db = () => store().database.db;
  let ananya: Delivered;
  let rohit: Delivered;
  const sheets = () => enrolmentSheets(store().database, leadOutcomes(store().database));
  const outcomes = () =>
    db()
      .selectFrom('lead_outcomes')
      .select(['lead_id', 'outcome', 'source', 'operator_id'])
      .orderBy('id')
      .execute();
  const stateOf = (leadId: number) =>
    db()
      .selectFrom('leads')
      .innerJoin('lead_deliveries', 'lead_deliveries.lead_id', 'leads.id')
      .select(['leads.status', 'lead_deliveries.outcome'])
      .where('leads.id', '=', leadId)
      .executeTakeFirstOrThrow();

  beforeEach(async () => {
    ananya = await deliveredPerson(store(), 'amity');
    rohit = await deliveredPerson(store(), 'amity');
  });

  const SHEET = () =>
    csv([
      'Reference,Phone,Status',
      `LWL-${ananya.id},,Enrolled`,
      `,${rohit.phone},Application submitted`,
      ',9000000001,Enrolled',
    ]);

  it('records its outcomes, lists the unmatched rows, and changes nothing the second time', async () => {
    const first = await sheets().apply('amity', 'op-amity', SHEET(), AT);
    expect(first).toEqual({
      status: 'applied',
      changed: 2,
      same: 0,
      unmatched: [4],
      ambiguous: [],
    });
    await expect(outcomes()).resolves.toEqual([
      { lead_id: ananya.id, outcome: 'enrolled', source: 'sheet', operator_id: 'op-amity' },
      { lead_id: rohit.id, outcome: 'applied', source: 'sheet', operator_id: 'op-amity' },
    ]);
    await expect(stateOf(ananya.id)).resolves.toEqual({ status: 'won', outcome: 'enrolled' });
    await expect(stateOf(rohit.id)).resolves.toEqual({ status: 'qualified', outcome: 'applied' });

    const again = await sheets().apply('amity', 'op-amity', SHEET(), AT);
    expect(again).toMatchObject({ status: 'applied', changed: 0, same: 2 });
    await expect(outcomes()).resolves.toHaveLength(2);
  });

  it('applies nothing when a row cannot be read', async () => {
    const result = await sheets().apply(
      'amity',
      'op-amity',
      csv(['Reference,Status', `LWL-${ananya.id},Enrolled`, `LWL-${rohit.id},Perhaps`]),
      AT,
    );
    expect(result).toEqual({
      status: 'refused',
      malformed: [{ line: 3, problems: ['unknown-status'] }],
      unmatched: [],
      ambiguous: [],
    });
    await expect(outcomes()).resolves.toEqual([]);
    await expect(stateOf(ananya.id)).resolves.toEqual({ status: 'new', outcome: null });
  });

  it('applies nothing when the database refuses one row', async () => {
    // A trigger refuses Rohit's outcome, the sheet's second row, after Ananya's was written.
    if (engine === 'sqlite')
      await sql
        .raw(
          `create trigger refuse_outcome before insert on lead_outcomes when new.lead_id = ${rohit.id}
           begin select raise(abort, 'refused'); end`,
        )
        .execute(db());
    else {
      await sql
        .raw(
          `create function refuse_outcome() returns trigger language plpgsql as $$
           begin if new.lead_id = ${rohit.id} then raise exception 'refused'; end if; return new; end $$`,
        )
        .execute(db());
      await sql
        .raw(
          'create trigger refuse_outcome before insert on lead_outcomes for each row execute function refuse_outcome()',
        )
        .execute(db());
    }
    await expect(sheets().apply('amity', 'op-amity', SHEET(), AT)).resolves.toEqual({
      status: 'failed',
    });
    await expect(outcomes()).resolves.toEqual([]);
    await expect(stateOf(ananya.id)).resolves.toEqual({ status: 'new', outcome: null });
  });

  it('reads an XLSX workbook as its CSV', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Admissions');
    sheet.addRow(['Email ID', 'Admission status']);
    sheet.addRow([ananya.email, 'Fee paid']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    await expect(
      sheets().apply('amity', 'op-amity', { fileName: 'admissions.xlsx', bytes }, AT),
    ).resolves.toMatchObject({ status: 'applied', changed: 1 });
    await expect(stateOf(ananya.id)).resolves.toEqual({ status: 'qualified', outcome: 'fee-paid' });
  });

  it('says why a file is not a sheet, and applies nothing', async () => {
    await expect(
      sheets().apply('amity', 'op-amity', { fileName: 'photo.png', bytes: new Uint8Array(8) }, AT),
    ).resolves.toEqual({
      status: 'unreadable',
      problem: 'kind',
    });
  });
});
