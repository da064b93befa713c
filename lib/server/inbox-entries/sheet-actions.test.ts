/** @jest-environment node */
import { called, formOf, outcomeOf, signInAs } from '@/test-support/guarded-calls';
import { SHIKSHA_COLUMNS, SHIKSHA_HEADER } from '@/test-support/sample-sheet';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { closeSiteContext, createSiteContext, type SiteContext } from '../site/site-context';
import { listAccess } from '../inbox/access-log';
import { serverConfig } from '../server-config';

// A portal's sheet through the inbox's entries as Next calls them (the upload's route, then the
// sheet page's actions), on both engines: what each answers (where the browser goes next, never
// a word of the sheet in the address), the leads imported through the guard, and each step in the
// access log. The service's own cases are sheet-service.test.ts's.

let ctx: SiteContext;
jest.mock('next/headers', () => jest.requireActual('@/test-support/guarded-calls').nextHeaders);
jest.mock('@/lib/server/site/site-context', () =>
  jest.requireActual('@/test-support/guarded-calls').testSiteContext(),
);

import { POST as upload } from '@/app/inbox/import/upload/route';
import { discardHeldSheet, importHeldSheet, saveSheetMapping } from './sheet-actions';

// The password is hashed (scrypt) on a busy machine.
jest.setTimeout(30_000);

const SHEET = [
  SHIKSHA_HEADER,
  'S-1,Ananya Gupta,+91 98111 00001,ananya@example.in,MBA,Lucknow',
  'S-2,Rohit Jain,9811100002,rohit@example.in,BBA,Indore',
].join('\n');

describe.each(ENGINES)('%s portal sheets through the guard', (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    ctx = called.ctx = await createSiteContext(serverConfig(database.env));
    await signInAs(ctx, { email: 'meera@agency.in', name: 'Meera', role: 'admin' });
  });
  afterEach(async () => {
    await closeSiteContext(ctx);
    await database.drop();
  });

  /** The upload as the browser posts it: the source, and the file. */
  const post = async (source: string, file: File | null) => {
    const form = new FormData();
    form.append('source', source);
    if (file) form.append('sheet', file);
    const answer = await upload(
      new Request('http://localhost:3000/inbox/import/upload', {
        method: 'POST',
        headers: called.sent,
        body: form,
      }),
      { params: Promise.resolve({}) },
    );
    return { status: answer.status, location: answer.headers.get('location') };
  };

  it('uploads, maps, imports and discards, each answered with a page and logged', async () => {
    expect(await post('Shiksha', null)).toEqual({
      status: 303,
      location: '/inbox/import?problem=file&source=Shiksha',
    });
    expect(await post('Shiksha', new File(['x'], 'old.xls'))).toEqual({
      status: 303,
      location: '/inbox/import?problem=kind&source=Shiksha',
    });
    const held = await post('Shiksha', new File([SHEET], 'shiksha.csv', { type: 'text/csv' }));
    expect(held).toEqual({
      status: 303,
      location: expect.stringMatching(/^\/inbox\/import\/[\w-]{22}$/),
    });
    const sheet = held.location!.split('/').at(-1)!;

    const columns = Object.fromEntries(
      Object.entries(SHIKSHA_COLUMNS).map(([field, column]) => [`column-${field}`, column]),
    );
    expect(
      await outcomeOf(() =>
        saveSheetMapping(formOf({ sheet, ...columns, 'column-name': 'Nom', university: 'amity' })),
      ),
    ).toEqual({ redirect: `/inbox/import/${sheet}?problem=mapping` });
    expect(
      await outcomeOf(() =>
        saveSheetMapping(
          formOf({ sheet, ...columns, 'column-university': '', university: 'amity' }),
        ),
      ),
    ).toEqual({ redirect: `/inbox/import/${sheet}?done=mapped` });
    const [admin] = await ctx.store.database.db.selectFrom('operator').select('id').execute();
    const view = (await ctx.sheets.view(admin.id, sheet, new Date()))!;
    expect(
      await outcomeOf(() => importHeldSheet(formOf({ sheet, mark: view.checkedMapping! }))),
    ).toEqual({
      redirect: '/inbox/import?done=imported&source=Shiksha&stored=2&repeats=0&duplicates=0',
    });
    const leads = await ctx.store.database.db
      .selectFrom('leads')
      .select(['name', 'channel', 'utm_campaign', 'reason'])
      .orderBy('id')
      .execute();
    expect(leads).toEqual([
      {
        name: 'Ananya Gupta',
        channel: 'import',
        utm_campaign: 'Shiksha',
        reason: 'Admission enquiry: Amity University',
      },
      {
        name: 'Rohit Jain',
        channel: 'import',
        utm_campaign: 'Shiksha',
        reason: 'Admission enquiry: Amity University',
      },
    ]);
    // Imported: the sheet is gone, and so is a second try.
    expect(
      await outcomeOf(() => importHeldSheet(formOf({ sheet, mark: view.checkedMapping! }))),
    ).toEqual({ redirect: '/inbox/import?problem=gone' });

    const again = (await post('Shiksha', new File([SHEET], 'again.csv')))
      .location!.split('/')
      .at(-1)!;
    expect(await outcomeOf(() => discardHeldSheet(formOf({ sheet: again })))).toEqual({
      redirect: '/inbox/import?done=discarded',
    });
    expect(await ctx.store.database.db.selectFrom('held_sheets').select('id').execute()).toEqual(
      [],
    );

    expect(
      (await listAccess(ctx.store.database))
        .filter(({ action }) => action.startsWith('sheet-'))
        .map(({ action, record, detail }) => `${action} ${record} ${detail}`),
    ).toEqual([
      'sheet-refused /inbox/import kind',
      'sheet-uploaded import Shiksha 2 rows held for mapping',
      'sheet-mapped import Shiksha name=Student Name phone=Mobile No. email=Email ID course=Course Interested city=City university=- default university=amity',
      'sheet-imported import Shiksha 2 rows: 2 new leads, 0 repeat enquiries, 0 seen before',
      'sheet-uploaded import Shiksha 2 rows held for mapping',
      'sheet-discarded /inbox/import held sheet erased',
    ]);
  });
});
