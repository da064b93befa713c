/** @jest-environment node */
// What the lead page and its merge step write to the access log for an address whose lead number
// is not one (issue 69, item 10): a fixed segment, never what was typed there (a phone or an
// email put in the address must not reach the log, which never holds a lead's contact).
import { asRequest, called, cookieOf } from '@/test-support/guarded-calls';
import { freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { closeSiteContext, createSiteContext } from '../site/site-context';
import { serverConfig } from '../server-config';
import { listAccess } from './access-log';
import { operatorAccounts } from './operator-accounts';

jest.mock('next/headers', () => jest.requireActual('@/test-support/guarded-calls').nextHeaders);
jest.mock('@/lib/server/site/site-context', () =>
  jest.requireActual('@/test-support/guarded-calls').testSiteContext(),
);

const PASSWORD = 'correct horse battery';
const TYPED = ['kavya@example.in', '98765 01234', '99999999999', 'abc'];

let database: TestDatabase;

beforeEach(async () => {
  database = await freshDatabase('sqlite');
  const ctx = (called.ctx = await createSiteContext(serverConfig(database.env)));
  await operatorAccounts(ctx.auth, ctx.store.database, 'jest').add({
    email: 'admin@agency.in',
    name: 'Admin',
    role: 'admin',
    password: PASSWORD,
  });
  asRequest(
    cookieOf(
      await ctx.auth.api.signInEmail({
        body: { email: 'admin@agency.in', password: PASSWORD },
        asResponse: true,
      }),
    ),
  );
});
afterEach(async () => {
  await closeSiteContext(called.ctx!);
  await database.drop();
});

/** Calls a page as Next does, for lead address `id`; what it threw (notFound() throws). */
const open = async (load: () => Promise<{ default: (props: never) => unknown }>, id: string) => {
  const props = { params: Promise.resolve({ id }), searchParams: Promise.resolve({}) };
  try {
    await (await load()).default(props as never);
    return 'shown';
  } catch (error) {
    return (error as { digest?: string }).digest;
  }
};
const lead = () => import('@/app/inbox/leads/[id]/page');
const merge = () => import('@/app/inbox/leads/[id]/merge/page');
const logged = async () =>
  (await listAccess(called.ctx!.store.database))
    .filter((row) => row.action !== 'sign-in' && row.action !== 'operator-added')
    .map((row) => `${row.action} ${row.record}`);

it('logs a fixed segment for anything typed in place of a lead number, never the text', async () => {
  for (const id of TYPED) {
    expect(await open(lead, id)).toBe('NEXT_HTTP_ERROR_FALLBACK;404');
    expect(await open(merge, id)).toBe('NEXT_HTTP_ERROR_FALLBACK;404');
  }
  const rows = await logged();
  expect(new Set(rows)).toEqual(
    new Set([
      'page-viewed /inbox/leads/(not-a-lead-number)',
      'lead-not-found /inbox/leads/(not-a-lead-number)',
      'page-viewed /inbox/leads/(not-a-lead-number)/merge',
      'lead-not-found /inbox/leads/(not-a-lead-number)/merge',
    ]),
  );
  expect(rows).toHaveLength(4 * TYPED.length);
});

it("logs a lead's number as it is, found or not", async () => {
  expect(await open(lead, '999999')).toBe('NEXT_HTTP_ERROR_FALLBACK;404');
  expect(await logged()).toEqual([
    'page-viewed /inbox/leads/999999',
    'lead-not-found /inbox/leads/999999',
  ]);
});
