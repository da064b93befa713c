/** @jest-environment node */
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { closeSiteContext, createSiteContext, type SiteContext } from '../site/site-context';
import type { AccessEntry } from '../inbox/access-log';
import type { Operator } from '../inbox/operator';
import { serverConfig } from '../server-config';
import { addOperators } from '@/test-support/operators';
import { operatorServices } from './operator-services';
import { ServiceRefused } from './service-gate';

// The role's services as the guard hands them (operator-services.ts), on both engines and
// without a page: for each admin's service, an admin's answer, and a counsellor's refusal inside
// the service, logged; and what every operator may do of their own.

const operator = (role: Operator['role']): Operator => ({
  id: `op-${role}`,
  name: role,
  email: `${role}@agency.in`,
  role,
  university: null,
  twoFactorEnabled: false,
});

const RANGE = { from: '2026-11-01', to: '2026-11-30' };

type Services = ReturnType<typeof operatorServices>;

/** Each permission's services, called as an entry calls them. */
const CALLS: Record<string, (s: Services) => Promise<unknown>> = {
  'speed to lead': (s) => s.speed.owners(new Date()),
  merges: (s) => s.merges.leadOf(1),
  delivery: (s) => s.delivery.report(),
  // A group of methods inside a service refuses as the service does.
  'delivery settings': (s) => s.delivery.settings.off('amity'),
  returns: (s) => s.returns.waiting(),
  'held records': (s) => s.held.list(),
  exports: (s) => s.exports.records({}),
  operators: (s) => s.operators.list(),
  // Another operator's hours: an admin's to read, a counsellor's own only.
  availability: (s) => s.availability.get('op-admin'),
  funnel: (s) => s.funnel.funnel(RANGE, 'campaign'),
  spend: (s) => s.spend.list('2026-11', '2026-11'),
  channels: (s) => s.channels.forms(),
  rules: (s) => s.rules.list(),
  'rights requests': (s) => s.rightsRequests.inbox(),
  'contact checks': (s) => s.contactChecks.newEmailCode(1, 'LWR-NONE'),
  sheets: (s) => s.sheets.sources(),
  'site speed': (s) => s.siteSpeed.report(new Date()),
};

describe.each(ENGINES)('%s: the admin-only services', (engine) => {
  let database: TestDatabase;
  let ctx: SiteContext;
  let logged: Omit<AccessEntry, 'address'>[];
  const log = async (entry: Omit<AccessEntry, 'address'>) => {
    logged.push(entry);
  };
  const as = (role: Operator['role']) => ({ operator: operator(role), address: '127.0.0.1', log });

  beforeAll(async () => {
    database = await freshDatabase(engine);
    ctx = await createSiteContext(serverConfig(database.env));
    await addOperators(ctx.store.database.db, [
      { id: 'op-admin', name: 'Asha', role: 'admin' },
      { id: 'op-counsellor', name: 'Ravi', role: 'counsellor' },
    ]);
  });
  afterAll(async () => {
    await closeSiteContext(ctx);
    await database.drop();
  });
  beforeEach(() => {
    logged = [];
  });

  /** The service's name in the refusal: a group's is its service's. */
  const serviceName = (name: string) => name.replace(/ settings$/, '');

  it.each(Object.entries(CALLS))(
    '%s: an admin’s answer, a counsellor’s refusal',
    async (name, call) => {
      await expect(call(operatorServices(ctx, as('admin')))).resolves.toBeDefined();
      expect(logged).toEqual([]);
      const refused = call(operatorServices(ctx, as('counsellor')));
      await expect(refused).rejects.toThrow(ServiceRefused);
      const service = serviceName(name);
      await expect(refused).rejects.toThrow(`${service} is not for the role counsellor`);
      expect(logged).toEqual([
        { action: 'access-refused', record: `service ${service}`, detail: 'role counsellor' },
      ]);
    },
  );

  it('a counsellor reads and sets their own hours, leave and cap, unrefused', async () => {
    const own = operatorServices(ctx, as('counsellor')).availability;
    await own.set('op-counsellor', { dailyCap: 12 });
    expect(await own.get('op-counsellor')).toMatchObject({ name: 'Ravi', dailyCap: 12 });
    expect(logged).toEqual([]);
  });
});
