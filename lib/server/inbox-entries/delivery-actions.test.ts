/** @jest-environment node */
import { asRequest, called, cookieOf, formOf, outcomeOf } from '@/test-support/guarded-calls';
import { newPerson, sampleAdmission } from '@/test-support/sample-lead';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { closeSiteContext, createSiteContext, type SiteContext } from '../site/site-context';
import { serverConfig } from '../server-config';
import { listAccess } from '../inbox/access-log';
import { operatorAccounts } from '../inbox/operator-accounts';
import { recordDelivery } from '../delivery/delivery-records';

// An admin marks an erasure asked of a university by hand done (delivery-actions.ts), called as
// Next calls it, on both engines: through the guard, in the access log, and once.

let ctx: SiteContext;
jest.mock('next/headers', () => jest.requireActual('@/test-support/guarded-calls').nextHeaders);
jest.mock('@/lib/server/site/site-context', () =>
  jest.requireActual('@/test-support/guarded-calls').testSiteContext(),
);

import { finishErasureTask } from './delivery-actions';

// The password is hashed (scrypt) on a busy machine.
jest.setTimeout(30_000);

const PASSWORD = 'correct horse battery';

describe.each(ENGINES)('%s erasure tasks', (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    ctx = called.ctx = await createSiteContext(serverConfig(database.env));
  });
  afterEach(async () => {
    await closeSiteContext(ctx);
    await database.drop();
  });

  it('marks a task done once, logged with its reference', async () => {
    const email = 'meera@agency.in';
    await operatorAccounts(ctx.auth, ctx.store.database, 'jest').add({
      email,
      name: 'Meera',
      role: 'admin',
      password: PASSWORD,
    });
    asRequest(
      cookieOf(
        await ctx.auth.api.signInEmail({ body: { email, password: PASSWORD }, asResponse: true }),
      ),
    );
    // A lead put in LPU's portal whose person then withdrew: LPU must be asked by hand.
    const stored = await ctx.store.insertLead(
      sampleAdmission({
        ...newPerson(),
        reason: 'Admission enquiry: Lovely Professional University',
      }),
    );
    const id = (stored as { id: number }).id;
    const at = new Date().toISOString();
    await recordDelivery(ctx.store.database.db, {
      lead_id: id,
      university: 'lpu',
      adapter: 'portal',
      status: 'pending',
      detail: 'in the portal: not yet taken',
      their_id: null,
      cap_day: null,
      sent_at: null,
      updated_at: at,
    });
    await ctx.store.database.db
      .updateTable('leads')
      .set({ contact_withdrawn_at: at })
      .where('id', '=', id)
      .execute();
    expect((await ctx.delivery.report()).tasks.map((task) => task.leadId)).toEqual([id]);

    const done = () => outcomeOf(() => finishErasureTask(formOf({ lead: String(id) })));
    expect(await done()).toEqual({ redirect: '/inbox/delivery?done=task' });
    expect(await done()).toEqual({ redirect: '/inbox/delivery?problem=task' });
    expect((await ctx.delivery.report()).tasks).toEqual([]);
    const log = (await listAccess(ctx.store.database)).filter((row) =>
      row.action.startsWith('delivery-'),
    );
    expect(log.map((row) => [row.operatorEmail, row.action, row.record])).toEqual([
      [email, 'delivery-erasure-done', `LWL-${id}`],
    ]);
  });
});
