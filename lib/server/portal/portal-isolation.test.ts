/** @jest-environment node */
import { asRequest, called, formOf, outcomeOf, signInAs } from '@/test-support/guarded-calls';
import { deliveredLead } from '@/test-support/portal-leads';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { closeSiteContext, createSiteContext, type SiteContext } from '../site/site-context';
import { listAccess } from '../inbox/access-log';
import { serverConfig } from '../server-config';

// The isolation suite (docs/architecture.md#the-university-actor): every portal entry, called as
// Next calls it by an LPU user with Amity's lead numbers and references, answers not-found and
// never the lead; a lead not yet delivered is not shown; and no answer carries the agency's notes,
// owners, attribution or spend. On both engines.

let ctx: SiteContext;
jest.mock('next/headers', () => jest.requireActual('@/test-support/guarded-calls').nextHeaders);
jest.mock('next/cache', () => ({ revalidatePath: () => undefined }));
jest.mock('@/lib/server/site/site-context', () =>
  jest.requireActual('@/test-support/guarded-calls').testSiteContext(),
);

process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';

import PortalLeadPage from '@/app/portal/[university]/leads/[id]/page';
import PortalListPage from '@/app/portal/[university]/page';
import { GET as download } from '@/app/portal/[university]/download/[format]/route';
import { returnLead, setOutcome } from '../inbox-entries/portal-actions';
import { portalPage } from '../inbox-entries/operator-guard';

jest.setTimeout(30_000);

const AMITY_NAME = 'Aarav Amity';
const AMITY_PHONE = '9812300001';
const AGENCY_NOTE = 'Counsellor note: prefers evening calls';
const CAMPAIGN = 'secret-campaign-q4';

const get = (path: string) => new Request(`http://localhost:3000${path}`, { headers: called.sent });

const params = <T>(value: T) => ({ params: Promise.resolve(value) });

describe.each(ENGINES)('%s portal isolation', (engine) => {
  let database: TestDatabase;
  let amity: number;
  let amityHeld: number;
  let lpu: number;
  let lpuHeld: number;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    ctx = called.ctx = await createSiteContext(serverConfig(database.env));
    const store = ctx.store;
    amity = await deliveredLead(store, {
      university: 'amity',
      lead: { name: AMITY_NAME, phone: AMITY_PHONE, email: 'aarav@example.in' },
    });
    amityHeld = await deliveredLead(store, { university: 'amity', sentAt: null });
    lpu = await deliveredLead(store, {
      university: 'lpu',
      lead: { name: 'Ishita LPU', utm_campaign: CAMPAIGN },
    });
    lpuHeld = await deliveredLead(store, { university: 'lpu', sentAt: null });
    // The agency's own work on LPU's lead: an owner and a note, never the university's to see.
    await signInAs(ctx, { email: 'asha@agency.in', name: 'Asha Counsellor', role: 'admin' });
    const asha = await store.database.db
      .selectFrom('operator')
      .select('id')
      .executeTakeFirstOrThrow();
    const { version } = await store.database.db
      .selectFrom('leads')
      .select('version')
      .where('id', '=', lpu)
      .executeTakeFirstOrThrow();
    const saved = await ctx.leadWork.updateLead(
      lpu,
      { expectedVersion: version, ownerId: asha.id, note: AGENCY_NOTE },
      { id: asha.id, role: 'admin' },
    );
    expect(saved.result).toBe('saved');
    await signInAs(ctx, {
      email: 'office@lpu.co.in',
      name: 'LPU office',
      role: 'university',
      university: 'lpu',
    });
  });
  afterEach(async () => {
    await closeSiteContext(ctx);
    await database.drop();
  });

  it("answers not-found to every page asked for Amity's lead by number or reference", async () => {
    for (const id of [
      String(amity),
      `LWL-${amity}`,
      `lwl-${amity}`,
      String(amityHeld),
      String(lpuHeld),
    ])
      expect({
        id,
        outcome: await outcomeOf(() => PortalLeadPage(params({ university: 'lpu', id }))),
      }).toEqual({
        id,
        outcome: { status: 404, location: null },
      });
    // Amity's own portal, its list and its lead, are not this user's: not found either.
    expect(
      await outcomeOf(() => PortalLeadPage(params({ university: 'amity', id: String(amity) }))),
    ).toEqual({
      status: 404,
      location: null,
    });
    expect(
      await outcomeOf(() =>
        PortalListPage({ ...params({ university: 'amity' }), searchParams: Promise.resolve({}) }),
      ),
    ).toEqual({ status: 404, location: null });
    // Its own lead opens.
    expect(
      await outcomeOf(() => PortalLeadPage(params({ university: 'lpu', id: String(lpu) }))),
    ).toBe('passed');
  });

  it("finds no Amity lead by search, reference or list, and lists only LPU's delivered lead", async () => {
    const { portal } = await portalPage('lpu', '/portal/lpu');
    for (const search of [`LWL-${amity}`, AMITY_NAME, 'Aarav', AMITY_PHONE, AMITY_PHONE.slice(-5)])
      expect({ search, found: (await portal.list({ search }, 1)).rows }).toEqual({
        search,
        found: [],
      });
    const all = await portal.list({}, 1);
    expect(all.rows.map((row) => row.id)).toEqual([lpu]);
    expect(all.total).toBe(1);
    expect(await portal.lead(amity)).toEqual({ missing: true });
    expect(await portal.lead(lpuHeld)).toEqual({ missing: true });
  });

  it("downloads only LPU's delivered lead, without the agency's notes, owner or attribution", async () => {
    for (const format of ['csv', 'xlsx']) {
      const answer = await download(
        get(`/portal/amity/download/${format}`),
        params({ university: 'amity', format }),
      );
      expect(answer.status).toBe(404);
    }
    const answer = await download(
      get('/portal/lpu/download/csv'),
      params({ university: 'lpu', format: 'csv' }),
    );
    expect(answer.status).toBe(200);
    const csv = await answer.text();
    expect(csv).toContain('Ishita LPU');
    expect(csv.trim().split('\r\n')).toHaveLength(2);
    for (const secret of [AMITY_NAME, AMITY_PHONE, AGENCY_NOTE, 'Asha Counsellor', CAMPAIGN])
      expect({ secret, found: csv.includes(secret) }).toEqual({ secret, found: false });
  });

  it("gives the lead page's services nothing of the agency's: no note, owner, attribution or spend", async () => {
    const { portal } = await portalPage('lpu', '/portal/lpu');
    const opened = await portal.lead(lpu);
    if ('missing' in opened) throw new Error('LPU’s own lead was not found');
    const text = JSON.stringify(opened);
    for (const secret of [AGENCY_NOTE, 'Asha Counsellor', CAMPAIGN])
      expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
    for (const key of ['owner_id', 'utm_campaign', 'utm_source', 'gclid', 'status', 'lost_reason'])
      expect({ key, present: key in opened.lead }).toEqual({ key, present: false });
  });

  it("refuses an outcome or a return on Amity's lead, changing nothing, and logs it with the university", async () => {
    for (const university of ['lpu', 'amity']) {
      const fields = { university, lead: String(amity) };
      const outcome = await outcomeOf(() => setOutcome(formOf({ ...fields, outcome: 'enrolled' })));
      const returned = await outcomeOf(() =>
        returnLead(formOf({ ...fields, reason: 'fake', note: 'x' })),
      );
      if (university === 'lpu') {
        // The answer a form shows: not found, as for a number that names no lead.
        expect(outcome).toBe('passed');
        expect(await setOutcome(formOf({ ...fields, outcome: 'enrolled' }))).toMatchObject({
          ok: false,
          message: 'Not found.',
        });
        expect(await returnLead(formOf({ ...fields, reason: 'fake' }))).toMatchObject({
          ok: false,
          message: 'Not found.',
        });
      } else {
        // Another university's form is sent back to its page, which answers not-found.
        expect(outcome).toEqual({ redirect: `/portal/amity/leads/${amity}` });
        expect(returned).toEqual({ redirect: `/portal/amity/leads/${amity}` });
      }
    }
    const db = ctx.store.database.db;
    expect(await db.selectFrom('lead_outcomes').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('lead_returns').select('id').execute()).toEqual([]);
    const lead = await db
      .selectFrom('leads')
      .select('status')
      .where('id', '=', amity)
      .executeTakeFirstOrThrow();
    expect(lead.status).toBe('new');
    const log = await listAccess(ctx.store.database);
    expect(log.filter((row) => row.action === 'lead-not-found').map((row) => row.detail)).toEqual(
      expect.arrayContaining(['university lpu']),
    );
    expect(
      log
        .filter(
          (row) => row.operatorEmail === 'office@lpu.co.in' && row.action === 'access-refused',
        )
        .map((row) => row.detail),
    ).toEqual(expect.arrayContaining(["outcome: the portal of amity: not this user's"]));
  });

  it('sends a university user from the inbox to its portal, and from /portal to its list', async () => {
    asRequest(called.sent.get('cookie') ?? '');
    const { default: InboxHome } = await import('@/app/inbox/page');
    const { default: PortalLanding } = await import('@/app/portal/page');
    expect(
      await outcomeOf(() => InboxHome({ searchParams: Promise.resolve({}) } as never)),
    ).toEqual({ redirect: '/portal' });
    expect(await outcomeOf(() => PortalLanding())).toEqual({ redirect: '/portal/lpu' });
  });
});
