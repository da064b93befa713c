/** @jest-environment node */
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { closeApiContext, createApiContext, type ApiContext } from '../intake/api-context';
import type { AccessEntry } from '../inbox/access-log';
import type { Operator } from '../inbox/operator';
import { serverConfig } from '../server-config';
import { operatorServices, ServiceRefused } from './operator-services';

// The admin-only services as the guard hands them (operator-services.ts), on both engines and
// without a page: an admin's answer, and a counsellor's refusal inside the service, logged.

const operator = (role: Operator['role']): Operator => ({
  id: `op-${role}`,
  name: role,
  email: `${role}@agency.in`,
  role,
  university: null,
  twoFactorEnabled: false,
});

const RANGE = { from: '2026-11-01', to: '2026-11-30' };

/** Each permission's services, called as an entry calls them. */
const CALLS = {
  funnel: (s: ReturnType<typeof operatorServices>) => s.funnel.funnel(RANGE, 'campaign'),
  spend: (s: ReturnType<typeof operatorServices>) => s.spend.list('2026-11', '2026-11'),
  channels: (s: ReturnType<typeof operatorServices>) => s.channels.forms(),
  rules: (s: ReturnType<typeof operatorServices>) => s.rules.list(),
  'rights requests': (s: ReturnType<typeof operatorServices>) => s.rightsRequests.inbox(),
  'contact checks': (s: ReturnType<typeof operatorServices>) =>
    s.contactChecks.newEmailCode(1, 'LWR-NONE'),
  sheets: (s: ReturnType<typeof operatorServices>) => s.sheets.sources(),
  'site speed': (s: ReturnType<typeof operatorServices>) => s.siteSpeed.report(new Date()),
};

describe.each(ENGINES)('%s: the admin-only services', (engine) => {
  let database: TestDatabase;
  let ctx: ApiContext;
  let logged: Omit<AccessEntry, 'address'>[];
  const log = async (entry: Omit<AccessEntry, 'address'>) => {
    logged.push(entry);
  };

  beforeAll(async () => {
    database = await freshDatabase(engine);
    ctx = await createApiContext(serverConfig(database.env));
  });
  afterAll(async () => {
    await closeApiContext(ctx);
    await database.drop();
  });
  beforeEach(() => {
    logged = [];
  });

  it.each(Object.entries(CALLS))(
    '%s: an admin’s answer, a counsellor’s refusal',
    async (name, call) => {
      await expect(call(operatorServices(ctx, operator('admin'), log))).resolves.not.toThrow();
      expect(logged).toEqual([]);
      const refused = call(operatorServices(ctx, operator('counsellor'), log));
      await expect(refused).rejects.toThrow(ServiceRefused);
      await expect(refused).rejects.toThrow(`${name} is not for the role counsellor`);
      expect(logged).toEqual([
        { action: 'access-refused', record: `service ${name}`, detail: 'role counsellor' },
      ]);
    },
  );
});
