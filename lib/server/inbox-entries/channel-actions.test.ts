/** @jest-environment node */
import { called, formOf, outcomeOf, signInAs } from '@/test-support/guarded-calls';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { closeSiteContext, createSiteContext, type SiteContext } from '../site/site-context';
import { listAccess } from '../inbox/access-log';
import { serverConfig } from '../server-config';

// The channels page's form, called as Next calls it (channel-actions.ts), on both engines: an
// admin's mapping is stored and logged and the page says so; a form id that is no id is refused
// with the page's message, nothing stored.

let ctx: SiteContext;
jest.mock('next/headers', () => jest.requireActual('@/test-support/guarded-calls').nextHeaders);
jest.mock('@/lib/server/site/site-context', () =>
  jest.requireActual('@/test-support/guarded-calls').testSiteContext(),
);

import { saveChannelForm } from './channel-actions';

// The password is hashed (scrypt) on a busy machine.
jest.setTimeout(30_000);

describe.each(ENGINES)('%s channel form mapping', (engine) => {
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

  it("stores and logs an admin's mapping of a form, and refuses a form id that is none", async () => {
    const save = (fields: Record<string, string>) =>
      outcomeOf(() => saveChannelForm(formOf(fields)));
    expect(
      await save({
        channel: 'meta',
        form: ' F-77 ',
        university: 'amity',
        course: 'which_programme',
        city: '',
      }),
    ).toEqual({ redirect: '/inbox/channels?done=mapped' });
    expect(
      await save({
        channel: 'meta',
        form: 'F 78; drop',
        university: 'amity',
        course: '',
        city: '',
      }),
    ).toEqual({ redirect: '/inbox/channels?problem=form' });
    expect(
      (await ctx.channels.forms()).map(
        ({ channel, form_id, university, course_question, city_question }) => ({
          channel,
          form_id,
          university,
          course_question,
          city_question,
        }),
      ),
    ).toEqual([
      {
        channel: 'meta',
        form_id: 'F-77',
        university: 'amity',
        course_question: 'which_programme',
        city_question: null,
      },
    ]);
    const log = await listAccess(ctx.store.database);
    expect(log.filter((row) => row.action === 'channel-form-mapped')).toEqual([
      expect.objectContaining({
        record: 'meta form F-77',
        detail: expect.stringContaining(
          'meta form F-77 → Amity University, course from which_programme',
        ),
      }),
    ]);
  });
});
