/** @jest-environment node */
import { sql } from 'kysely';
import { MIGRATIONS } from './migrations/index';
import { openStore } from '../arrival/open-store';
import { serverConfig } from '../server-config';
import { freshDatabase, type TestDatabase } from '@/test-support/test-databases';

// What only PostgreSQL has; the behaviour both engines share is in lead-store.contract.test.ts, the
// upgrade of stores made before Kysely in legacy-upgrade.test.ts.

let database: TestDatabase;
beforeEach(async () => {
  database = await freshDatabase('postgres');
});
afterEach(() => database.drop());

const open = (env: Record<string, string> = {}) =>
  openStore(serverConfig({ ...database.env, ...env }));

it('applies each migration once when several instances start at the same moment', async () => {
  const stores = await Promise.all([1, 2, 3].map(() => open({ PG_POOL_SIZE: '2' })));
  const { rows } = await sql<{
    name: string;
  }>`select name from schema_migrations order by name`.execute(stores[0].database.db);
  expect(rows).toEqual(MIGRATIONS.map(({ name }) => ({ name })));
  await Promise.all(stores.map((store) => store.close()));
});

it('enforces unique idempotency keys and subscriber emails with unique indexes', async () => {
  const store = await open();
  const { rows } = await sql<{ indexname: string }>`
    select indexname from pg_indexes
    where schemaname = 'public' and indexdef like 'CREATE UNIQUE INDEX%' and indexname not like '%_pkey'
    order by indexname`.execute(store.database.db);
  expect(rows.map((row) => row.indexname)).toEqual([
    'assignment_rule_members_key',
    'campaign_spend_key',
    'channel_counts_key',
    'channel_forms_key',
    'delivery_days_key',
    'delivery_missing_key',
    'lead_enquiries_idempotency_key',
    'lead_merges_merged_id_key',
    'leads_idempotency_key',
    'operator_email_key',
    'operator_session_token_key',
    'outbox_record',
    'push_subscriptions_endpoint_key',
    'rights_requests_idempotency_key_key',
    'rights_requests_reference_key',
    'sheet_imports_sheet_hash_key',
    'subscribers_email_normalized',
    'university_mappings_key',
    'visit_addresses_key',
    'visit_counts_key',
    'visit_seen_key',
  ]);
  await store.close();
});

it('sizes its pool from the configuration, and gives it to whatever else uses the database', async () => {
  const store = await open({ PG_POOL_SIZE: '3' });
  expect(store.database.engine).toBe('postgres');
  expect(store.database.pool!.options.max).toBe(3);
  await store.close();
});

it('refuses to open when the database cannot be reached, leaving nothing running', async () => {
  const url = new URL(database.env.DATABASE_URL);
  url.port = '9';
  const env = { ...database.env, DATABASE_URL: url.toString() };
  await expect(openStore(serverConfig(env))).rejects.toThrow(/ECONNREFUSED/);
});
