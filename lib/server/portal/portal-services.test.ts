/** @jest-environment node */
import { addOperators } from '@/test-support/operators';
import { deliveredLead } from '@/test-support/portal-leads';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { deliveryLine } from '@/lib/delivery/delivery-line';
import { listAccess, recordAccess } from '../inbox/access-log';
import { personalData } from '../privacy/personal-data';
import { leadMerges } from '../inbox/lead-merge';
import { PAGE_SIZE } from './portal-reads';
import { portalDesk, type PortalActor, type PortalDesk } from './portal-services';

// The university actor's services (portal-services.ts) beyond isolation: a `portal` university's
// waiting leads taken (delivered) when its user lists them, never by an agency admin's look;
// returns within the window, once, decided by an admin; the agency's view changes nothing; each
// view, download and change logged with the university named.

const DELIVERED = '2026-12-01T06:00:00.000Z';
const DAY = 86_400_000;

const AMITY: PortalActor = {
  operator: { id: 'op-amity', name: 'Amity office' },
  university: { id: 'amity', name: 'Amity University' },
  agencyView: false,
};

describe.each(ENGINES)('%s portal services', (engine) => {
  const store = withStore(engine);
  const db = () => store().database.db;
  let desk: PortalDesk;

  beforeEach(async () => {
    desk = portalDesk(store().database, { returnWindowDays: 7, destinations: [] });
    await addOperators(db(), [
      { id: 'op-amity', name: 'Amity office', role: 'university', university: 'amity' },
      { id: 'op-admin', name: 'Admin', role: 'admin' },
    ]);
  });

  const logged = async () =>
    (await listAccess(store().database)).map(({ action, operatorId, detail }) => ({
      action,
      operatorId,
      detail,
    }));
  const phoneOf = async (id: number) =>
    (await db().selectFrom('leads').select('phone').where('id', '=', id).executeTakeFirstOrThrow())
      .phone;
  const as = (actor: PortalActor) =>
    desk.as(actor, (entry) =>
      recordAccess(store().database, {
        ...entry,
        operatorId: actor.operator.id,
        address: '127.0.0.2',
      }),
    );

  it("takes a portal university's waiting leads when its user lists them; an admin's look takes none", async () => {
    const waiting = await deliveredLead(store(), {
      university: 'amity',
      adapter: 'portal',
      sentAt: null,
    });
    const admin = as({ ...AMITY, operator: { id: 'op-admin', name: 'Admin' }, agencyView: true });
    expect((await admin.list({}, 1)).rows).toEqual([]);
    const at = new Date('2026-12-03T04:30:00.000Z');
    const listed = await as(AMITY).list({}, 1, at);
    expect(listed.rows.map((row) => [row.id, row.delivered_at])).toEqual([
      [waiting, at.toISOString()],
    ]);
    const row = await db()
      .selectFrom('lead_deliveries')
      .selectAll()
      .where('lead_id', '=', waiting)
      .executeTakeFirstOrThrow();
    expect(new Date(row.taken_at!).toISOString()).toBe(at.toISOString());
    expect(
      deliveryLine({
        ...row,
        sent_at: new Date(row.sent_at!).toISOString(),
        universityName: 'Amity University',
      }),
    ).toBe('Taken by Amity University from its portal 10:00');
    expect(await logged()).toEqual([
      {
        action: 'portal-viewed',
        operatorId: 'op-admin',
        detail: 'university amity, agency view, page 1',
      },
      { action: 'portal-viewed', operatorId: 'op-amity', detail: 'university amity, page 1' },
    ]);
  });

  it('returns a lead within the window, once, and an admin decides it once', async () => {
    const id = await deliveredLead(store(), { university: 'amity', sentAt: DELIVERED });
    const late = await deliveredLead(store(), { university: 'amity', sentAt: DELIVERED });
    const portal = as(AMITY);
    const inWindow = new Date(Date.parse(DELIVERED) + 7 * DAY - 60_000);
    const opened = await portal.lead(id, inWindow);
    expect('lead' in opened && opened.returnableUntil).toBe(
      new Date(Date.parse(DELIVERED) + 7 * DAY).toISOString(),
    );
    expect(await portal.returnLead(id, 'wrong-number', '  Number rings out\u0007 ', inWindow)).toBe(
      'returned',
    );
    expect(await portal.returnLead(id, 'fake', '', inWindow)).toBe('already-returned');
    expect(
      await portal.returnLead(late, 'fake', '', new Date(Date.parse(DELIVERED) + 7 * DAY + 60_000)),
    ).toBe('window-closed');
    const [waiting] = await desk.returns.waiting();
    expect(waiting).toMatchObject({
      lead_id: id,
      university: 'amity',
      reason: 'wrong-number',
      note: 'Number rings out',
      decision: null,
    });
    expect(await desk.returns.decide(waiting.id, 'approved', 'Credited', 'op-admin')).toEqual({
      leadId: id,
      university: 'amity',
    });
    expect(await desk.returns.decide(waiting.id, 'refused', '', 'op-admin')).toBe('decided-before');
    expect(await desk.returns.waiting()).toEqual([]);
    const again = await portal.lead(id, inWindow);
    expect('lead' in again && again.lead.returns).toEqual([
      expect.objectContaining({
        reason: 'wrong-number',
        decision: 'approved',
        decision_note: 'Credited',
      }),
    ]);
    expect('lead' in again && again.returnableUntil).toBeNull();
  });

  it("changes nothing in the agency's view, and says so in the log", async () => {
    const id = await deliveredLead(store(), { university: 'amity' });
    const admin = as({ ...AMITY, operator: { id: 'op-admin', name: 'Admin' }, agencyView: true });
    expect(await admin.setOutcome(id, 'enrolled')).toBe('agency-view');
    expect(await admin.returnLead(id, 'fake', '')).toBe('agency-view');
    expect(await db().selectFrom('lead_outcomes').select('id').execute()).toEqual([]);
    expect((await logged()).map((row) => row.detail)).toEqual([
      'university amity, agency view, outcome: agency view',
      'university amity, agency view, return: agency view',
    ]);
  });

  it('sets an outcome from the portal once, logged with the university, and lists it under its filter', async () => {
    const id = await deliveredLead(store(), { university: 'amity' });
    const other = await deliveredLead(store(), { university: 'amity' });
    const portal = as(AMITY);
    expect(await portal.setOutcome(id, 'enrolled')).toBe('saved');
    expect(await portal.setOutcome(id, 'enrolled')).toBe('unchanged');
    expect((await portal.list({ outcome: 'enrolled' }, 1)).rows.map((row) => row.id)).toEqual([id]);
    expect((await portal.list({ outcome: 'none' }, 1)).rows.map((row) => row.id)).toEqual([other]);
    expect((await portal.list({ from: '2026-12-02' }, 1)).rows).toEqual([]);
    expect((await portal.list({ from: '2026-12-01', to: '2026-12-01' }, 1)).total).toBe(2);
    expect((await logged()).filter((row) => row.action === 'portal-outcome-set')).toEqual([
      {
        action: 'portal-outcome-set',
        operatorId: 'op-amity',
        detail: 'university amity, enrolled',
      },
    ]);
  });

  it('counts and pages only the leads it shows: an erased lead and a merged one left out, a search by its own index', async () => {
    const leads: number[] = [];
    for (let at = 0; at < PAGE_SIZE + 2; at++)
      leads.push(
        await deliveredLead(store(), {
          university: 'amity',
          sentAt: new Date(Date.parse(DELIVERED) + at * 60_000).toISOString(),
          lead: at === 3 ? { name: 'Kavya Iyer', phone: '9876512345' } : {},
        }),
      );
    const [first, erased, merged] = leads;
    await personalData(store().database).erase(
      { phone: await phoneOf(erased) },
      { at: new Date(), by: 'op-admin' },
    );
    expect(
      await leadMerges(store().database).merge(first, merged, { id: 'op-admin', role: 'admin' }),
    ).toMatchObject({ result: 'merged' });
    const portal = as(AMITY);
    const shown = leads.filter((id) => id !== erased && id !== merged).reverse();
    const one = await portal.list({}, 1);
    expect({ total: one.total, rows: one.rows.map((row) => row.id) }).toEqual({
      total: PAGE_SIZE,
      rows: shown.slice(0, PAGE_SIZE),
    });
    expect((await portal.list({}, 2)).rows).toEqual([]);
    for (const search of ['kavya', 'KAVYA I', '76512', '98765 12345']) {
      const found = await portal.list({ search }, 1);
      expect({ search, total: found.total, rows: found.rows.map((row) => row.id) }).toEqual({
        search,
        total: 1,
        rows: [leads[3]],
      });
    }
    expect((await portal.list({ search: 'kavya', outcome: 'enrolled' }, 1)).total).toBe(0);
  });

  it("erasing the student takes the return's notes and keeps its reason and decision", async () => {
    const phone = '9876501234';
    const id = await deliveredLead(store(), {
      university: 'amity',
      lead: { phone, email: 'meena@example.in' },
    });
    await as(AMITY).returnLead(id, 'fake', `Meena said ${phone} is not hers`, new Date(DELIVERED));
    const [waiting] = await desk.returns.waiting();
    await desk.returns.decide(waiting.id, 'approved', `Called ${phone}: wrong person`, 'op-admin');
    await personalData(store().database).erase(
      { phone, email: 'meena@example.in' },
      {
        at: new Date(),
        by: 'op-admin',
      },
    );
    expect(await desk.returns.ofLead(id)).toEqual([
      expect.objectContaining({
        reason: 'fake',
        decision: 'approved',
        note: null,
        decision_note: null,
      }),
    ]);
  });
});
