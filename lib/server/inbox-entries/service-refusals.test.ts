/** @jest-environment node */
import * as z from 'zod/mini';
import { inboxHomeCopy } from '@/content/inbox';
import { called, outcomeOf, signInAs } from '@/test-support/guarded-calls';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { closeSiteContext, createSiteContext, type SiteContext } from '../site/site-context';
import { listAccess } from '../inbox/access-log';
import { serverConfig } from '../server-config';

// An entry that forgot its permission (operator-guard.ts): the page, route or action lets a
// counsellor in, and the admin-only service it calls refuses inside (service-gate.ts). The
// refusal is logged once and answered as the guard's own: a page 403, a route 403 in its kind,
// an action sent back to its page; never "unavailable".

// What next.config.ts's experimental.authInterrupts sets in the build, for forbidden().
process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';

let ctx: SiteContext;
jest.mock('next/headers', () => jest.requireActual('@/test-support/guarded-calls').nextHeaders);
jest.mock('@/lib/server/site/site-context', () =>
  jest.requireActual('@/test-support/guarded-calls').testSiteContext(),
);

import { operatorAction, operatorPage, operatorRoute } from './operator-guard';

// The password is hashed (scrypt) on a busy machine.
jest.setTimeout(30_000);

const PAGE = '/inbox/forgetful';

describe.each(ENGINES)('%s a service refused inside an entry', (engine) => {
  let database: TestDatabase;
  let session: Headers;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    ctx = called.ctx = await createSiteContext(serverConfig(database.env));
    session = await signInAs(ctx, { email: 'ravi@agency.in', name: 'Ravi', role: 'counsellor' });
  });
  afterEach(async () => {
    await closeSiteContext(ctx);
    await database.drop();
  });

  /** The access log's refusals, as an admin reads them. */
  const refusals = async () =>
    (await listAccess(ctx.store.database))
      .filter(({ action }) => action === 'access-refused')
      .map(({ record, detail }) => ({ record, detail }));

  it('answers a page 403', async () => {
    const outcome = await outcomeOf(async () => {
      const { services } = await operatorPage(PAGE);
      await services.rules.list();
    });
    expect(outcome).toEqual({ status: 403, location: null });
    expect(await refusals()).toEqual([{ record: 'service rules', detail: 'role counsellor' }]);
  });

  it('answers a route 403, in JSON for a script and in words for a person', async () => {
    for (const answer of ['json', 'file'] as const) {
      const route = operatorRoute(
        undefined,
        async (_request, { services }) => Response.json(await services.operators.list()),
        { answer },
      );
      const response = await route(
        new Request(`http://localhost:3000${PAGE}`, { headers: session }),
        { params: Promise.resolve({}) },
      );
      expect(response.status).toBe(403);
      expect(await response.text()).toBe(
        answer === 'json'
          ? JSON.stringify({ error: inboxHomeCopy.forbidden })
          : inboxHomeCopy.forbidden,
      );
    }
    expect(await refusals()).toEqual([
      { record: 'service operators', detail: 'role counsellor' },
      { record: 'service operators', detail: 'role counsellor' },
    ]);
  });

  it('sends an action back to its page', async () => {
    const action = operatorAction(
      {
        name: 'forgetful',
        schema: z.object({}),
        page: () => PAGE,
        invalid: () => 'invalid',
        unavailable: () => 'unavailable',
      },
      async (_input, { services }) => {
        await services.held.list();
        return 'done';
      },
    );
    expect(await outcomeOf(() => action(new FormData()))).toEqual({ redirect: PAGE });
    expect(await refusals()).toEqual([
      { record: 'service held records', detail: 'role counsellor' },
    ]);
  });
});
