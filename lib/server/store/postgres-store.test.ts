/** @jest-environment node */
import pg from 'pg';
import { HISTORY_TABLE, pendingMigrations } from './migrations';
import { openPostgresStore } from './postgres-store';
import { freshDatabase, type TestDatabase } from '@/test-support/test-databases';

// What only PostgreSQL has; the behaviour both engines share is in lead-store.contract.test.ts.

let database: TestDatabase;
beforeEach(async () => {
  database = await freshDatabase('postgres');
});
afterEach(() => database.drop());

it('applies each migration once when several instances start at the same moment', async () => {
  const stores = await Promise.all(
    [1, 2, 3].map(() =>
      openPostgresStore(database.env.DATABASE_URL, { poolSize: 2, destinations: [] }),
    ),
  );
  const { rows } = await stores[0].pool.query('SELECT name FROM schema_migrations ORDER BY name');
  expect(rows).toEqual(pendingMigrations('postgres', []).map(({ name }) => ({ name })));
  await Promise.all(stores.map((store) => store.close()));
});

it('upgrades a database made when 001_init.sql also created the outbox', async () => {
  const [init, outbox] = pendingMigrations('postgres', []);
  const pool = new pg.Pool({ connectionString: database.env.DATABASE_URL });
  await pool.query(HISTORY_TABLE.postgres);
  await pool.query(`${init.sql}\n${outbox.sql}`);
  await pool.query(
    "INSERT INTO schema_migrations (name, applied_at) VALUES ('001_init.sql', now())",
  );
  await pool.end();

  const store = await openPostgresStore(database.env.DATABASE_URL, {
    poolSize: 1,
    destinations: [],
  });
  const { rows } = await store.pool.query('SELECT name FROM schema_migrations ORDER BY name');
  expect(rows.map((row) => row.name)).toEqual(
    pendingMigrations('sqlite', []).map(({ name }) => name),
  );
  await store.close();
});

it('enforces unique idempotency keys and subscriber emails with unique indexes', async () => {
  const store = await openPostgresStore(database.env.DATABASE_URL, {
    poolSize: 1,
    destinations: [],
  });
  const { rows } = await store.pool.query(
    `SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND indexdef LIKE 'CREATE UNIQUE INDEX%' AND indexname NOT LIKE '%_pkey'
     ORDER BY indexname`,
  );
  expect(rows.map((row) => row.indexname)).toEqual([
    'leads_idempotency_key',
    'outbox_record',
    'subscribers_email_normalized',
  ]);
  await store.close();
});

it('sizes its pool from the configuration', async () => {
  const store = await openPostgresStore(database.env.DATABASE_URL, {
    poolSize: 3,
    destinations: [],
  });
  expect(store.pool.options.max).toBe(3);
  await store.close();
});

it('refuses to open when the database cannot be reached, leaving nothing running', async () => {
  const url = new URL(database.env.DATABASE_URL);
  url.port = '9';
  await expect(
    openPostgresStore(url.toString(), { poolSize: 1, destinations: [] }),
  ).rejects.toThrow(/ECONNREFUSED/);
});

it('keeps an outbox written before alerts: its items go to the hosted API', async () => {
  const pool = new pg.Pool({ connectionString: database.env.DATABASE_URL });
  await pool.query(HISTORY_TABLE.postgres);
  for (const { name, sql } of pendingMigrations('postgres', ['007_outbox_destinations.sql'])) {
    await pool.query(sql);
    await pool.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, now())', [name]);
  }
  await pool.query(
    `INSERT INTO outbox (record_type, record_id, path, payload, next_attempt_at, created_at)
     VALUES ('lead', 1, '/leads/submit', '{}', now(), now())`,
  );
  await pool.end();

  const store = await openPostgresStore(database.env.DATABASE_URL, {
    poolSize: 1,
    destinations: ['hosted-api', 'webhook'],
  });
  expect((await store.listOutbox()).map((item) => [item.record_id, item.destination])).toEqual([
    [1, 'hosted-api'],
  ]);
  await store.close();
});
