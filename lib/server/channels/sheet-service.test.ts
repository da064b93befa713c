/** @jest-environment node */
// Portals' sheets (docs/operations.md#portal-sheets) on both engines: a CSV from Shiksha held,
// mapped once (and pre-filled next time), checked row by row with each problem's line, imported
// through the one intake as channel `import` leads with the source as their campaign, a person
// already in the inbox joining as a repeat; the same sheet again adds nothing; an XLSX reads as
// its CSV does; and a 20,000-row sheet whose row at line 19,999 fails leaves nothing at all.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { addOperators } from '@/test-support/operators';
import { sampleAdmission } from '@/test-support/sample-lead';
import { SHIKSHA_COLUMNS, SHIKSHA_HEADER } from '@/test-support/sample-sheet';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { personalData } from '../privacy/personal-data';
import { serverConfig } from '../server-config';
import { isoTimestamps } from '../store/iso-timestamps';
import { channelHealth } from './channel-counts';
import { SHEET_HOLD_MS, sheetService } from './sheet-service';

jest.setTimeout(180_000);

const AT = new Date('2026-12-07T06:00:00.000Z');
const ADMIN = { id: 'op-admin' };
const csv = (text: string) => new TextEncoder().encode(text);

const SHIKSHA = [
  `${SHIKSHA_HEADER},Institute`,
  'S-1,Ananya Gupta,+91 98111 00001,ananya@example.in,MBA,Lucknow,Amity University',
  'S-2,Rohit Jain,9811100002,rohit@example.in,B.Tech,Indore,LPU',
  'S-3,Kavya Rao,09811100003,kavya@example.in,BBA (Business Administration),Pune,amity',
  '',
  'S-4,Ananya G.,9811100001,ananya.g@example.in,MBA,Lucknow,Amity University',
].join('\r\n');

/** A sheet whose columns are named as our fields are, all its rows for Amity. */
const PLAIN_FOR_AMITY = {
  columns: { name: 'Name', phone: 'Phone', email: 'Email', course: 'Course', city: 'City' },
  university: 'amity',
};

describe.each(ENGINES)('%s portal sheets', (engine) => {
  const store = withStore(engine, { LEAD_ALERT_WEBHOOK_URL: 'http://127.0.0.1:9/hook' });
  const db = () => store().database.db.withPlugin(isoTimestamps);
  const sheets = () =>
    sheetService({
      config: serverConfig(store.databaseEnv()),
      store: store(),
      storeFailed: () => undefined,
    });

  beforeEach(async () => {
    await addOperators(db(), [
      { id: 'op-admin', name: 'Meera', role: 'admin' },
      { id: 'op-neha', name: 'Neha' },
    ]);
  });

  const hold = async (bytes: Uint8Array, fileName = 'shiksha-7-dec.csv', source = 'Shiksha') => {
    const held = await sheets().hold(ADMIN.id, { source, fileName, bytes }, AT);
    if (!held.ok) throw new Error(held.problem);
    return held.id;
  };

  const mapShiksha = (id: string) =>
    sheets().map(
      ADMIN,
      id,
      {
        columns: { ...SHIKSHA_COLUMNS, university: 'Institute' },
        university: undefined,
      },
      AT,
    );

  it('maps a source once, checks its rows and imports them through the one intake', async () => {
    // Kavya wrote to Amity on our own pages before: her row joins that lead.
    await store().insertLead(
      sampleAdmission({
        name: 'Kavya Rao',
        phone: '9811100003',
        email: 'kavya@example.in',
        reason: 'Admission enquiry: Amity University',
      }),
    );
    const id = await hold(csv(SHIKSHA));
    const first = (await sheets().view(ADMIN.id, id, AT))!;
    // Never mapped: a guess from the header, and no check until the mapping is saved.
    expect(first).toMatchObject({
      sourceName: 'Shiksha',
      fileName: 'shiksha-7-dec.csv',
      rowCount: 4,
      mapping: {
        columns: { ...SHIKSHA_COLUMNS, university: 'Institute' },
        university: null,
      },
      check: null,
      importedAt: null,
    });
    expect(await sheets().view('op-neha', id, AT)).toBeNull();
    expect(await mapShiksha(id)).toEqual({ outcome: 'saved', source: 'Shiksha' });
    const view = (await sheets().view(ADMIN.id, id, AT))!;
    expect(view.check).toMatchObject({ problems: [] });
    expect(view.sample.map(({ line, name, phone, course }) => [line, name, phone, course])).toEqual(
      [
        [2, 'Ananya Gupta', '9811100001', 'MBA (Business Administration)'],
        [3, 'Rohit Jain', '9811100002', 'B.Tech (Engineering and Technology)'],
        [4, 'Kavya Rao', '9811100003', 'BBA (Business Administration)'],
        [6, 'Ananya G.', '9811100001', 'MBA (Business Administration)'],
      ],
    );

    expect(await sheets().importSheet(ADMIN, id, 'not-the-mark', AT)).toEqual({
      outcome: 'changed',
    });
    expect(await sheets().importSheet(ADMIN, id, view.checkedMapping!, AT)).toEqual({
      outcome: 'imported',
      source: 'Shiksha',
      rows: 4,
      counts: { stored: 2, repeats: 2, duplicates: 0 },
    });
    // Imported: the sheet is erased.
    expect(await sheets().view(ADMIN.id, id, AT)).toBeNull();
    expect(await db().selectFrom('held_sheets').select('id').execute()).toEqual([]);

    const leads = await db()
      .selectFrom('leads')
      .select(['name', 'channel', 'utm_source', 'utm_campaign', 'reason', 'course', 'owner_id'])
      .orderBy('id')
      .execute();
    expect(leads).toEqual([
      expect.objectContaining({ name: 'Kavya Rao', channel: 'site' }),
      {
        name: 'Ananya Gupta',
        channel: 'import',
        utm_source: 'import',
        utm_campaign: 'Shiksha',
        reason: 'Admission enquiry: Amity University',
        course: 'MBA (Business Administration)',
        owner_id: 'op-neha',
      },
      {
        name: 'Rohit Jain',
        channel: 'import',
        utm_source: 'import',
        utm_campaign: 'Shiksha',
        reason: 'Admission enquiry: Lovely Professional University',
        course: 'B.Tech (Engineering and Technology)',
        owner_id: 'op-neha',
      },
    ]);
    const enquiries = await db()
      .selectFrom('lead_enquiries')
      .select(['name', 'channel', 'utm_campaign'])
      .orderBy('id')
      .execute();
    expect(enquiries).toEqual([
      { name: 'Kavya Rao', channel: 'import', utm_campaign: 'Shiksha' },
      { name: 'Ananya G.', channel: 'import', utm_campaign: 'Shiksha' },
    ]);
    const [health] = await channelHealth(db(), ['import'], AT);
    expect(health.today.received).toBe(4);

    // The same sheet again (saved as another file): its mapping pre-filled, checked at once, and
    // importing it adds nothing.
    const again = await hold(csv(SHIKSHA), 'shiksha-copy.csv', ' shiksha ');
    const seen = (await sheets().view(ADMIN.id, again, AT))!;
    expect(seen.importedAt).toBe(AT.toISOString());
    expect(seen.check).toMatchObject({ problems: [] });
    expect(await sheets().importSheet(ADMIN, again, seen.checkedMapping!, AT)).toEqual({
      outcome: 'imported-before',
      source: 'Shiksha',
      rows: 4,
    });
    // Another sheet repeating one row adds the new row alone.
    const next = await hold(
      csv(
        [
          SHIKSHA.split('\r\n')[0],
          SHIKSHA.split('\r\n')[2],
          'S-9,Imran Khan,9811100009,imran@example.in,MCA,Bhopal,LPU',
        ].join('\n'),
      ),
    );
    const nextView = (await sheets().view(ADMIN.id, next, AT))!;
    expect(await sheets().importSheet(ADMIN, next, nextView.checkedMapping!, AT)).toMatchObject({
      outcome: 'imported',
      counts: { stored: 1, repeats: 0, duplicates: 1 },
    });
    expect(await db().selectFrom('leads').select('id').execute()).toHaveLength(4);
  });

  it("lists each row's problems by its line, and imports none of them", async () => {
    const id = await hold(
      csv(
        [
          'Name,Phone,Email,Course,City',
          'Ananya Gupta,98111 0000,ananya@example.in,MBA,Lucknow',
          ',9811100002,rohit@example.in,B.Tech,Indore',
          'Kavya Rao,9811100003,kavya@example,Astrology,Pune',
          'Imran Khan,5811100004,imran@example.in,Hotel Management,Bhopal',
        ].join('\n'),
      ),
    );
    expect(await sheets().map(ADMIN, id, PLAIN_FOR_AMITY, AT)).toEqual({
      outcome: 'saved',
      source: 'Shiksha',
    });
    const view = (await sheets().view(ADMIN.id, id, AT))!;
    expect(view.mapping).toMatchObject({ university: 'amity' });
    expect(view.check).toEqual({
      leads: [],
      problems: [
        { line: 2, problems: ['Phone number must be 10 digits'] },
        { line: 3, problems: ['Name is required'] },
        {
          line: 4,
          problems: [
            'Please enter a valid email address',
            'Course “Astrology” is not one of Amity University’s courses',
          ],
        },
        {
          line: 5,
          problems: [
            'Phone number should start with 6-9',
            'Course “Hotel Management” is not one of Amity University’s courses',
          ],
        },
      ],
    });
    expect(await sheets().importSheet(ADMIN, id, view.checkedMapping!, AT)).toEqual({
      outcome: 'rows',
    });
    expect(await db().selectFrom('leads').select('id').execute()).toEqual([]);
    // A mapping naming a column the sheet has not is refused.
    expect(
      await sheets().map(ADMIN, id, { columns: { name: 'Nom' }, university: 'amity' }, AT),
    ).toEqual({ outcome: 'mapping', source: 'Shiksha' });
  });

  it('reads an XLSX workbook as its CSV, line numbers and all', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Leads');
    for (const line of SHIKSHA.split('\r\n')) sheet.addRow(line ? line.split(',') : []);
    // A phone typed as a number, as Excel keeps one.
    sheet.getCell('C3').value = 9811100002;
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const id = await hold(bytes, 'shiksha.xlsx');
    await mapShiksha(id);
    const view = (await sheets().view(ADMIN.id, id, AT))!;
    expect(view.check).toMatchObject({ problems: [] });
    expect(view.sample.map(({ line, phone, university }) => [line, phone, university.id])).toEqual([
      [2, '9811100001', 'amity'],
      [3, '9811100002', 'lpu'],
      [4, '9811100003', 'amity'],
      [6, '9811100001', 'amity'],
    ]);
  });

  it('refuses what it cannot read, and erases a held sheet once its time is out', async () => {
    const service = sheets();
    const refused = (bytes: Uint8Array, fileName: string, source = 'Shiksha') =>
      service.hold(ADMIN.id, { source, fileName, bytes }, AT);
    expect(await refused(csv(SHIKSHA), 'leads.csv', '  ')).toEqual({
      ok: false,
      problem: 'source',
    });
    expect(await refused(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2]), 'old.xls')).toEqual({
      ok: false,
      problem: 'kind',
    });
    expect(await refused(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]), 'broken.xlsx')).toEqual({
      ok: false,
      problem: 'unreadable',
    });
    expect(await refused(csv('Name,Phone\n\n'), 'empty.csv')).toEqual({
      ok: false,
      problem: 'empty',
    });
    const id = await hold(csv(SHIKSHA));
    const later = new Date(AT.getTime() + SHEET_HOLD_MS);
    expect(await service.view(ADMIN.id, id, later)).toBeNull();
    // The next upload erases it.
    await service.hold(
      ADMIN.id,
      { source: 'Shiksha', fileName: 'a.csv', bytes: csv(SHIKSHA) },
      later,
    );
    expect(await db().selectFrom('held_sheets').select('id').execute()).toHaveLength(1);
  });

  it("erases every held sheet at a person's erasure: their row may be in any of them", async () => {
    const id = await hold(csv(SHIKSHA));
    await personalData(store().database).erase(
      { phone: '9811100002', email: 'rohit@example.in' },
      { at: AT, by: ADMIN.id },
    );
    expect(await sheets().view(ADMIN.id, id, AT)).toBeNull();
    expect(await db().selectFrom('held_sheets').select('id').execute()).toEqual([]);
  });

  it('imports all of 20,000 rows or none: a row failing at line 19,999 leaves nothing', async () => {
    const ROWS = 20_000;
    const FAILING = 'failing.row@example.in';
    const rows = Array.from(
      { length: ROWS },
      (_, n) =>
        `Student ${n},${7000000000 + n},${n === ROWS - 2 ? FAILING : `s${n}@example.in`},MBA,Noida`,
    );
    const id = await hold(csv(['Name,Phone,Email,Course,City', ...rows].join('\n')));
    await sheets().map(ADMIN, id, PLAIN_FOR_AMITY, AT);
    const view = (await sheets().view(ADMIN.id, id, AT))!;
    expect(view.check).toMatchObject({ problems: [] });
    // The database refuses line 19,999's row (the header is line 1), once the 19,997 before it
    // are written in the same transaction.
    if (engine === 'sqlite')
      await sql`create trigger failing_row before insert on leads
        when new.email = ${sql.lit(FAILING)}
        begin select raise(abort, 'injected failure'); end`.execute(db());
    else {
      await sql`create function failing_row() returns trigger language plpgsql as $$
        begin
          if new.email = ${sql.lit(FAILING)} then raise exception 'injected failure'; end if;
          return new;
        end $$`.execute(db());
      await sql`create trigger failing_row before insert on leads for each row
        execute function failing_row()`.execute(db());
    }
    expect(await sheets().importSheet(ADMIN, id, view.checkedMapping!, AT)).toEqual({
      outcome: 'unavailable',
    });
    const count = async (
      table: 'leads' | 'lead_enquiries' | 'outbox' | 'lead_assignments' | 'sheet_imports',
    ) =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    expect({
      leads: await count('leads'),
      enquiries: await count('lead_enquiries'),
      outbox: await count('outbox'),
      assignments: await count('lead_assignments'),
      imports: await count('sheet_imports'),
    }).toEqual({ leads: 0, enquiries: 0, outbox: 0, assignments: 0, imports: 0 });
    // The sheet is still held: once the row is mended (here, the trigger gone) it imports whole.
    await sql`drop trigger failing_row${engine === 'postgres' ? sql` on leads` : sql``}`.execute(
      db(),
    );
    expect(await sheets().importSheet(ADMIN, id, view.checkedMapping!, AT)).toEqual({
      outcome: 'imported',
      source: 'Shiksha',
      rows: ROWS,
      counts: { stored: ROWS, repeats: 0, duplicates: 0 },
    });
    expect(await count('leads')).toBe(ROWS);
  });
});
