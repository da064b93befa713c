/** @jest-environment node */
// An operator's way to a lead, without a page (operator-leads.ts): a counsellor's services refuse
// what an admin's allow, each refusal and missing lead logged by the service, and a merged lead's
// number followed to view and gone to save. Both engines.
import { addOperators } from '@/test-support/operators';
import { newPerson, sampleAdmission } from '@/test-support/sample-lead';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { closeSiteContext, createSiteContext, type SiteContext } from '../site/site-context';
import { serverConfig } from '../server-config';
import type { AccessEntry } from './access-log';
import type { Operator } from './operator';
import { operatorLeads } from './operator-leads';

const admin = { id: 'op-asha', role: 'admin' } as Operator;
const ravi = { id: 'op-ravi', role: 'counsellor' } as Operator;

describe.each(ENGINES)('%s: an operator opens a lead', (engine) => {
  let database: TestDatabase;
  let ctx: SiteContext;
  let logged: Omit<AccessEntry, 'address'>[];

  const leadsOf = (operator: Operator) =>
    operatorLeads(ctx, operator, async (entry) => void logged.push(entry));

  const newLead = async (owner: string | null, suspected: string | null = null) => {
    const stored = await ctx.store.insertLead(sampleAdmission(newPerson()));
    const id = (stored as { id: number }).id;
    await ctx.store.database.db
      .updateTable('leads')
      .set({ owner_id: owner, suspected_reason: suspected })
      .where('id', '=', id)
      .execute();
    return id;
  };

  beforeEach(async () => {
    database = await freshDatabase(engine);
    ctx = await createSiteContext(serverConfig(database.env));
    await addOperators(ctx.store.database.db, [
      { id: admin.id, name: 'Asha', role: 'admin' },
      { id: ravi.id, name: 'Ravi' },
      { id: 'op-meena', name: 'Meena' },
    ]);
    logged = [];
  });
  afterEach(async () => {
    await closeSiteContext(ctx);
    await database.drop();
  });

  it("refuses a counsellor another counsellor's lead and a held one, which an admin opens", async () => {
    const meenas = await newLead('op-meena');
    const held = await newLead(null, 'honeypot field filled');
    const open = await newLead(null);
    const own = await newLead(ravi.id);

    expect(await leadsOf(ravi).open(meenas, 'view')).toEqual({
      refused: 'another counsellor’s lead',
    });
    expect(await leadsOf(ravi).open(held, 'save')).toEqual({
      refused: 'held as suspected: admins only',
    });
    for (const id of [open, own])
      expect(await leadsOf(ravi).open(id, 'view')).toHaveProperty('opened.lead.id', id);
    for (const id of [meenas, held])
      expect(await leadsOf(admin).open(id, 'view')).toHaveProperty('opened.lead.id', id);

    expect(logged).toEqual([
      {
        action: 'access-refused',
        record: `/inbox/leads/${meenas}`,
        detail: 'another counsellor’s lead',
      },
      {
        action: 'access-refused',
        record: `/inbox/leads/${held}`,
        detail: 'save: held as suspected: admins only',
      },
    ]);
  });

  it("follows a merged lead's number to view it, and answers it gone to save", async () => {
    const kept = await newLead(null);
    const merged = await newLead(null);
    expect(await ctx.inbox.merges.merge(kept, merged, admin)).toMatchObject({ result: 'merged' });

    expect(await leadsOf(admin).open(merged, 'view')).toEqual({ mergedInto: kept });
    expect(await leadsOf(admin).open(merged, 'save')).toEqual({ missing: true });
    expect(await leadsOf(admin).open(2_000_000, 'view')).toEqual({ missing: true });
    expect(logged).toEqual([
      { action: 'lead-not-found', record: `/inbox/leads/${merged}` },
      { action: 'lead-not-found', record: '/inbox/leads/2000000' },
    ]);
  });
});
