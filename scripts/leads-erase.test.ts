/** @jest-environment node */
// The operators' command for a person's erasure and for retention, run as an operator runs it
// (npm run leads), on a SQLite store: no erasure without a confirmation, what it prints, what it
// leaves in the store and the access log.
import { sampleAdmission } from '@/test-support/sample-lead';
import { findPerson } from '@/test-support/store-search';
import { runLeads } from '@/test-support/leads-command';
import { freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { listAccess } from '@/lib/server/inbox/access-log';
import { serverConfig } from '@/lib/server/server-config';
import { openStore } from '@/lib/server/arrival/open-store';

const MEENA = { phone: '+91 91239 87456', email: 'meena@example.in' };

jest.setTimeout(120_000);

let database: TestDatabase;

beforeAll(async () => {
  database = await freshDatabase('sqlite');
  const store = await openStore(serverConfig(database.env));
  await store.insertLead(sampleAdmission({ name: 'Meena', ...MEENA }));
  await store.insertLead(
    sampleAdmission({ name: 'Ravi', phone: '8012345679', email: 'ravi@example.in' }),
  );
  await store.database.db
    .updateTable('leads')
    .set({ received_at: '2024-01-01T00:00:00.000Z' })
    .where('name', '=', 'Ravi')
    .execute();
  await store.close();
});
afterAll(() => database.drop());

const leads = (...args: string[]) => runLeads(database.env, ...args);

const inStore = async (person: { phone: string; email: string }) => {
  const store = await openStore(serverConfig(database.env), 'read');
  try {
    return await findPerson(store.database.db, 'sqlite', person);
  } finally {
    await store.close();
  }
};

it('erases nobody without a confirmation, and a person with --yes', async () => {
  const refused = await leads('erase', '--phone', '9123987456');
  expect(refused.code).toBe(2);
  expect(refused.stderr).toContain(
    'Held about this person: 1 lead, 0 repeat enquiries, 0 newsletter subscriptions, 0 rights requests.',
  );
  expect(refused.stderr).toContain(
    'This erases personal data for good: run it on a terminal to confirm, or add --yes.',
  );
  expect(await inStore(MEENA)).not.toEqual([]);

  const wrong = await leads('erase', '--phone', '12345', '--yes');
  expect(wrong.code).toBe(2);
  expect(wrong.stderr).toContain(
    '--phone is not an Indian mobile number (ten digits from 6 to 9): 12345',
  );

  const erased = await leads('erase', '--phone', '91239-87456', '--yes');
  expect(erased.code).toBe(0);
  expect(erased.stdout).toBe(
    [
      'Erased 1 lead (1), each kept as a tombstone.',
      "Erased 0 repeat enquiries, 0 notes, 0 mentions in other leads' notes, 0 newsletter subscriptions, 0 rights requests' contacts.",
      'Outbox: 0 items cancelled, never to be sent; 0 payloads erased.',
      '',
    ].join('\n'),
  );
  expect(await inStore(MEENA)).toEqual([]);

  const again = await leads('erase', '--phone', '9123987456');
  expect(again).toMatchObject({
    code: 0,
    stderr: 'Nothing is held about this person; nothing to erase.\n',
  });

  const store = await openStore(serverConfig(database.env), 'read');
  const log = await listAccess(store.database);
  await store.close();
  expect(log.map(({ address, action, record }) => [address, action, record])).toEqual([
    ['cli', 'person-erased', 'leads 1'],
  ]);
  expect(log[0].detail).toMatch(/^Erased 1 lead \(1\), each kept as a tombstone; .* by .+ on .+$/);
});

it('lists the idle leads with --dry-run and erases them with --yes', async () => {
  const dry = await leads('retention', '--dry-run');
  expect(dry.code).toBe(0);
  expect(dry.stdout).toMatch(/^1 lead with no activity since \S+ \(LEAD_RETENTION_DAYS 365\)\.\n/);
  expect(dry.stdout).toMatch(
    /\n2 +admission +Admission enquiry: LPU +new +2024-01-01T00:00:00.000Z +2024-01-01T00:00:00.000Z\n$/,
  );
  const ravi = { phone: '8012345679', email: 'ravi@example.in' };
  expect(await inStore(ravi)).not.toEqual([]);

  const erased = await leads('retention', '--yes');
  expect(erased.code).toBe(0);
  expect(erased.stdout).toContain('Erased 1 lead (2), each kept as a tombstone.');
  expect(await inStore(ravi)).toEqual([]);
  expect((await leads('retention', '--dry-run')).stdout).toMatch(/^0 leads with no activity since/);
});
