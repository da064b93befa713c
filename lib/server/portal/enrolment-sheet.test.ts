/** @jest-environment node */
// A university's enrolment sheet matched to its delivered leads (docs/operations.md#enrolment-sheets)
// on both engines: by reference, phone or email; another university's lead and a lead not yet
// sent are no match; a phone two of its leads share is ambiguous, as is a lead two rows give
// different statuses; unreadable rows are listed with their lines and the sheet's own lines.
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { deliveredPerson, type Delivered } from '@/test-support/delivered-people';
import { readSheet, type Sheet } from '../http/sheet-read';
import { checkEnrolmentSheet } from './enrolment-sheet';

jest.setTimeout(120_000);

const sheetOf = async (lines: string[]): Promise<Sheet> => {
  const read = await readSheet('enrolments.csv', new TextEncoder().encode(lines.join('\r\n')));
  if (!read.ok) throw new Error(read.problem);
  return read.sheet;
};

describe.each(ENGINES)('%s enrolment sheet matching', (engine) => {
  const store = withStore(engine);
  const db = () => store().database.db;
  let ananya: Delivered;
  let rohit: Delivered;
  let lpus: Delivered;
  let unsent: Delivered;

  beforeEach(async () => {
    ananya = await deliveredPerson(store(), 'amity');
    rohit = await deliveredPerson(store(), 'amity');
    lpus = await deliveredPerson(store(), 'lpu');
    unsent = await deliveredPerson(store(), 'amity', { sentAt: null, status: 'held' });
  });

  it('matches by reference, phone and email, its own sent leads only, none erased', async () => {
    const erased = await deliveredPerson(store(), 'amity');
    await db()
      .updateTable('leads')
      .set({ erased_at: '2026-12-01T06:00:00.000Z' })
      .where('id', '=', erased.id)
      .execute();
    const sheet = await sheetOf([
      'Lead ID,Mobile No,Email ID,Admission Status',
      `LWL-${ananya.id},,,Admitted`,
      `,+91 ${rohit.phone},,fee paid`,
      `,,${lpus.email.toUpperCase()},Enrolled`,
      `,${unsent.phone},,Applied`,
      `LWL-${lpus.id},${ananya.phone},,Enrolled`,
      `LWL-${erased.id},,,Enrolled`,
    ]);
    const checked = await checkEnrolmentSheet(db(), 'amity', sheet);
    expect(checked).toEqual({
      ok: true,
      matched: [
        { line: 2, leadId: ananya.id, outcome: 'enrolled' },
        { line: 3, leadId: rohit.id, outcome: 'fee-paid' },
      ],
      malformed: [],
      // Line 6: the reference decides; LPU's lead is not Amity's, whatever the phone says.
      unmatched: [4, 5, 6, 7],
      ambiguous: [],
    });
  });

  it('lists ambiguous rows: a shared phone, a lead given two statuses', async () => {
    // The same phone joins its lead as a repeat enquiry; a second lead of it is an admin's doing.
    const twin = await deliveredPerson(store(), 'amity');
    await db()
      .updateTable('leads')
      .set({ phone_key: rohit.phone })
      .where('id', '=', twin.id)
      .execute();
    const sheet = await sheetOf([
      'Phone,Email,Status',
      `${rohit.phone},,Enrolled`,
      `,${ananya.email},Enrolled`,
      `${ananya.phone},,Not interested`,
      `,${rohit.email},Enrolled`,
      `,${rohit.email},Enrolled`,
    ]);
    const checked = await checkEnrolmentSheet(db(), 'amity', sheet);
    expect(checked).toEqual({
      ok: true,
      matched: [{ line: 5, leadId: rohit.id, outcome: 'enrolled' }],
      malformed: [],
      unmatched: [],
      ambiguous: [
        { line: 2, leads: 2 },
        { line: 3, sameAs: [4] },
        { line: 4, sameAs: [3] },
      ],
    });
  });

  it('names each unreadable row and its line', async () => {
    const sheet = await sheetOf([
      'Reference,Phone,Email,Status',
      `LWL-${ananya.id},,,Enrolled`,
      '',
      `LWL-${rohit.id},,,Maybe`,
      ',12345,,Enrolled',
      'ABC-9,,not-an-email,',
      ',,,Enrolled',
    ]);
    const checked = await checkEnrolmentSheet(db(), 'amity', sheet);
    expect(checked).toMatchObject({
      ok: true,
      matched: [{ line: 2, leadId: ananya.id, outcome: 'enrolled' }],
      malformed: [
        { line: 4, problems: ['unknown-status'] },
        { line: 5, problems: ['bad-phone'] },
        { line: 6, problems: ['no-status', 'bad-reference', 'bad-email'] },
        { line: 7, problems: ['no-key'] },
      ],
    });
  });

  it('refuses a sheet without a status column or a column to match by', async () => {
    const noStatus = await sheetOf(['Reference,Name', `LWL-${ananya.id},Ananya`]);
    const noKey = await sheetOf(['Name,Status', 'Ananya,Enrolled']);
    await expect(checkEnrolmentSheet(db(), 'amity', noStatus)).resolves.toEqual({
      ok: false,
      problem: 'no-status-column',
    });
    await expect(checkEnrolmentSheet(db(), 'amity', noKey)).resolves.toEqual({
      ok: false,
      problem: 'no-key-column',
    });
  });
});
