/** @jest-environment node */
// Stores made before the Kysely store (by the hand-written runner and its two stores) open in
// place on both engines: every row intact, no migration applied twice, the same schema as a new
// store's, and the store working on them as on a new one.
import Database from 'better-sqlite3';
import pg from 'pg';
import { AD_PARAMETERS } from '@/lib/leads/attribution';
import { LEGACY_STEPS, legacyStore } from '@/test-support/legacy-store';
import { newPerson, sampleAdmission, sampleLead } from '@/test-support/sample-lead';
import {
  ENGINES,
  freshDatabase,
  type Engine,
  type TestDatabase,
} from '@/test-support/test-databases';
import { SITE_CHANNEL, type StoredLead } from './lead-store';
import { MIGRATIONS } from './migrations/index';
import { openStore, type OpenedStore } from '../arrival/open-store';
import { serverConfig } from '../server-config';

/** Rows as a running site left them: leads of each kind, a held one, a subscriber, the outbox. */
function legacyRows(engine: Engine) {
  const [yes, no] = engine === 'sqlite' ? ['1', '0'] : ['true', 'false'];
  return `
INSERT INTO leads (kind, name, email, phone, website, message, reason, page_url, user_agent,
  idempotency_key, idempotency_digest, received_at, landing_url, referrer, gclid, utm_source,
  utm_campaign, consent_text, consent_version, consented_at, language, first_attempt_at)
VALUES ('proposal', 'Old Proposal', 'old@example.in', '9876543210', 'https://old.example.in',
  'Hello', 'SEO', 'http://localhost:3000/', 'legacy', 'old-key', 'digest-1',
  '2026-11-01T10:00:00.000Z', 'http://localhost:3000/?gclid=abc', 'https://www.google.com/', 'abc',
  'google', 'diwali', 'We use your details to reply.', 'proposal-en-1', '2026-11-01T09:59:00.000Z',
  'en', '2026-11-01T09:58:00.000Z');
INSERT INTO leads (kind, name, email, phone, course, city, consent, reason, received_at, language,
  first_attempt_at)
VALUES ('admission', 'पुराना छात्र', 'student@example.in', '9876500000', 'MBA', 'Lucknow', ${yes},
  'Admission enquiry: LPU', '2026-11-02T10:00:00.000Z', 'hi', '2026-11-02T10:00:00.000Z');
INSERT INTO leads (kind, name, email, phone, reason, received_at, suspected_reason, first_attempt_at)
VALUES ('proposal', 'Bot', 'bot@example.in', '9000000000', 'SEO', '2026-11-03T10:00:00.000Z',
  'honeypot field filled', '2026-11-03T10:00:00.000Z');
INSERT INTO subscribers (email, email_normalized, user_agent, subscribed_at)
VALUES ('Asha@Example.in', 'asha@example.in', 'legacy', '2026-11-04T10:00:00.000Z');
INSERT INTO outbox (record_type, record_id, destination, path, payload, attempts, next_attempt_at,
  last_error, delivered_at, created_at)
VALUES ('lead', 1, 'hosted-api', '/leads/submit', '{"name":"Old Proposal"}', 1,
  '2026-11-01T10:00:00.000Z', NULL, '2026-11-01T10:00:01.000Z', '2026-11-01T10:00:00.000Z'),
  ('lead', 2, 'webhook', '', '{"id":2}', 1, '2026-11-02T10:05:00.000Z', 'HTTP 404',
  NULL, '2026-11-02T10:00:00.000Z');
INSERT INTO outbox_attempts (outbox_id, attempted_at, ok, http_status, detail, duration_ms)
VALUES (1, '2026-11-01T10:00:01.000Z', ${yes}, 200, 'delivered', 8),
  (2, '2026-11-02T10:00:01.000Z', ${no}, 404, 'HTTP 404', 12);
`;
}

/** A lead row with every column the form did not fill as the table's default leaves it. */
const storedLead = (fields: Partial<StoredLead>): StoredLead => ({
  ...(Object.fromEntries(AD_PARAMETERS.map((name) => [name, null])) as Pick<
    StoredLead,
    (typeof AD_PARAMETERS)[number]
  >),
  id: 0,
  kind: 'proposal',
  name: '',
  email: '',
  phone: '',
  website: null,
  message: null,
  course: null,
  city: null,
  consent: null,
  adult: null,
  guardian_name: null,
  guardian_phone: null,
  reason: '',
  page_url: '',
  language: 'en',
  user_agent: '',
  idempotency_key: null,
  idempotency_digest: null,
  suspected_reason: null,
  released_at: null,
  landing_url: '',
  referrer: '',
  fbc: null,
  fbp: null,
  ga_client_id: null,
  consent_text: null,
  consent_version: null,
  consented_at: null,
  received_at: '',
  first_attempt_at: '',
  // A legacy lead came from our pages (migration 033).
  ...SITE_CHANNEL,
  ...fields,
});

const LEGACY_LEADS = [
  storedLead({
    id: 1,
    name: 'Old Proposal',
    email: 'old@example.in',
    phone: '9876543210',
    website: 'https://old.example.in',
    message: 'Hello',
    reason: 'SEO',
    page_url: 'http://localhost:3000/',
    user_agent: 'legacy',
    idempotency_key: 'old-key',
    idempotency_digest: 'digest-1',
    received_at: '2026-11-01T10:00:00.000Z',
    landing_url: 'http://localhost:3000/?gclid=abc',
    referrer: 'https://www.google.com/',
    gclid: 'abc',
    utm_source: 'google',
    utm_campaign: 'diwali',
    consent_text: 'We use your details to reply.',
    consent_version: 'proposal-en-1',
    consented_at: '2026-11-01T09:59:00.000Z',
    first_attempt_at: '2026-11-01T09:58:00.000Z',
  }),
  storedLead({
    id: 2,
    kind: 'admission',
    name: 'पुराना छात्र',
    email: 'student@example.in',
    phone: '9876500000',
    course: 'MBA',
    city: 'Lucknow',
    consent: true,
    reason: 'Admission enquiry: LPU',
    language: 'hi',
    received_at: '2026-11-02T10:00:00.000Z',
    first_attempt_at: '2026-11-02T10:00:00.000Z',
  }),
  storedLead({
    id: 3,
    name: 'Bot',
    email: 'bot@example.in',
    phone: '9000000000',
    reason: 'SEO',
    suspected_reason: 'honeypot field filled',
    received_at: '2026-11-03T10:00:00.000Z',
    first_attempt_at: '2026-11-03T10:00:00.000Z',
  }),
];

/** Runs one query on the database as it is, outside any store. */
async function query<T>(engine: Engine, env: Record<string, string>, text: string): Promise<T[]> {
  if (engine === 'sqlite') {
    const db = new Database(env.LEADS_DB_PATH, { readonly: true });
    try {
      return db.prepare(text).all() as T[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client(env.DATABASE_URL);
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The history, each step with when it was applied, as the database holds it. */
const history = (engine: Engine, env: Record<string, string>, column: string) =>
  query<{ name: string; at: string | Date }>(
    engine,
    env,
    `SELECT name, ${column} AS at FROM schema_migrations ORDER BY name`,
  ).then((rows) => rows.map(({ name, at }) => [name, at instanceof Date ? at.getTime() : at]));

/**
 * Every table's columns, indexes and constraints but the history's (whose columns the Migrator
 * types in a new store, and an upgraded one keeps as they were).
 */
function schema(engine: Engine, env: Record<string, string>) {
  if (engine === 'sqlite')
    return Promise.all([
      query(
        engine,
        env,
        `SELECT m.name AS tbl, c.cid, c.name, upper(c.type) AS type, c."notnull", c.dflt_value, c.pk
         FROM sqlite_master m JOIN pragma_table_info(m.name) c
         WHERE m.type = 'table' AND m.name <> 'schema_migrations' ORDER BY m.name, c.cid`,
      ),
      query(
        engine,
        env,
        `SELECT m.name AS tbl, i.name, i."unique", i.origin, i.partial, c.name AS col
         FROM sqlite_master m JOIN pragma_index_list(m.name) i JOIN pragma_index_info(i.name) c
         WHERE m.type = 'table' AND m.name <> 'schema_migrations' ORDER BY m.name, i.name, c.seqno`,
      ),
      query(
        engine,
        env,
        `SELECT m.name AS tbl, f."table", f."from", f."to"
         FROM sqlite_master m JOIN pragma_foreign_key_list(m.name) f
         WHERE m.type = 'table' ORDER BY m.name, f.id`,
      ),
    ]);
  return Promise.all([
    query(
      engine,
      env,
      `SELECT table_name, ordinal_position, column_name, data_type, character_maximum_length,
              is_nullable, column_default, is_identity, identity_generation
       FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name <> 'schema_migrations'
       ORDER BY table_name, ordinal_position`,
    ),
    query(
      engine,
      env,
      `SELECT tablename, indexname, indexdef FROM pg_indexes
       WHERE schemaname = 'public' AND tablename <> 'schema_migrations' ORDER BY indexname`,
    ),
    query(
      engine,
      env,
      `SELECT conrelid::regclass::text AS tbl, conname, pg_get_constraintdef(oid) AS def
       FROM pg_constraint WHERE connamespace = 'public'::regnamespace
         AND conrelid::regclass::text <> 'schema_migrations'
       ORDER BY conname`,
    ),
  ]);
}

describe.each(ENGINES)('%s store made before Kysely', (engine) => {
  let database: TestDatabase;
  const opened: OpenedStore[] = [];
  const open = async (env: Record<string, string> = {}) => {
    const store = await openStore(serverConfig({ ...database.env, ...env }));
    opened.push(store);
    return store;
  };
  beforeEach(async () => {
    database = await freshDatabase(engine, { empty: true });
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
    await database.drop();
  });

  it('opens with every row intact and no migration applied again', async () => {
    await legacyStore(engine, database.env, { sql: legacyRows(engine) });
    const applied = await history(engine, database.env, 'applied_at');
    expect(applied.map(([name]) => name)).toEqual(LEGACY_STEPS.map(({ name }) => name));

    const store = await open({ LEADS_FORWARD_BASE: 'http://127.0.0.1:9/b2b' });
    // The same steps, each still stamped when the old runner applied it; then the steps since.
    const upgraded = await history(engine, database.env, 'timestamp');
    expect(upgraded.slice(0, applied.length)).toEqual(applied);
    expect(upgraded.map(([name]) => name)).toEqual(MIGRATIONS.map(({ name }) => name));
    expect(await store.listLeads({ includeSuspected: true })).toEqual(LEGACY_LEADS);
    expect(await store.listLeads()).toEqual(LEGACY_LEADS.slice(0, 2));
    expect(await store.listSubscribers()).toEqual([
      {
        id: 1,
        email: 'Asha@Example.in',
        user_agent: 'legacy',
        suspected_reason: null,
        released_at: null,
        subscribed_at: '2026-11-04T10:00:00.000Z',
      },
    ]);
    expect(await store.listOutbox({ includeDelivered: true })).toEqual([
      {
        id: 2,
        record_type: 'lead',
        record_id: 2,
        destination: 'webhook',
        path: '',
        payload: '{"id":2}',
        attempts: 1,
        next_attempt_at: '2026-11-02T10:05:00.000Z',
        last_error: 'HTTP 404',
        delivered_at: null,
        created_at: '2026-11-02T10:00:00.000Z',
        cancelled_at: null,
      },
      {
        id: 1,
        record_type: 'lead',
        record_id: 1,
        destination: 'hosted-api',
        path: '/leads/submit',
        payload: '{"name":"Old Proposal"}',
        attempts: 1,
        next_attempt_at: '2026-11-01T10:00:00.000Z',
        last_error: null,
        delivered_at: '2026-11-01T10:00:01.000Z',
        created_at: '2026-11-01T10:00:00.000Z',
        cancelled_at: null,
      },
    ]);
    expect(await store.listAttempts()).toEqual([
      {
        id: 1,
        outbox_id: 1,
        attempted_at: '2026-11-01T10:00:01.000Z',
        ok: true,
        http_status: 200,
        detail: 'delivered',
        duration_ms: 8,
      },
      {
        id: 2,
        outbox_id: 2,
        attempted_at: '2026-11-02T10:00:01.000Z',
        ok: false,
        http_status: 404,
        detail: 'HTTP 404',
        duration_ms: 12,
      },
    ]);

    // And works on them: a replay of an old key is the old lead, numbering goes on, the old
    // subscriber is known, the waiting item is sent and the held lead released.
    await expect(
      store.insertLead(sampleLead({ idempotency_key: 'old-key', name: 'Replay' })),
    ).resolves.toEqual({ stored: false, digest: 'digest-1' });
    await expect(store.insertLead(sampleLead({ name: 'New', ...newPerson() }))).resolves.toEqual({
      stored: true,
      id: expect.any(Number),
    });
    // The old leads got their person's keys: the old student, written otherwise, joins theirs.
    await expect(
      store.insertLead(sampleAdmission({ phone: '+91 98765 00000', email: ' STUDENT@example.in' })),
    ).resolves.toEqual({ stored: true, repeatOf: 2 });
    await expect(
      store.addSubscriber({ email: 'ASHA@example.in', user_agent: 'jest', suspected_reason: null }),
    ).resolves.toEqual({ created: false });
    const [waiting] = await store.claimOutbox(10, new Date(), new Date(Date.now() + 60_000), [
      'webhook',
    ]);
    expect(waiting.id).toBe(2);
    await expect(store.release('lead', 3)).resolves.toBe('released');
    const leads = await store.listLeads();
    expect(leads.map(({ name }) => name)).toEqual(['Old Proposal', 'पुराना छात्र', 'Bot', 'New']);
    // The replay took a number, as it did before Kysely: the new lead's is past the old ones.
    const newId = leads[3].id;
    expect(newId).toBeGreaterThan(3);
    expect((await store.listOutbox()).map((item) => [item.id, item.record_id])).toEqual([
      [2, 2],
      [3, newId],
      [4, 3],
    ]);

    // Opened again, it finds its history as it left it.
    await open();
    expect(await history(engine, database.env, 'timestamp')).toEqual(upgraded);
  });

  it('has the schema a new store has', async () => {
    await legacyStore(engine, database.env);
    await open();
    const fresh = await freshDatabase(engine, { empty: true });
    try {
      await (await openStore(serverConfig(fresh.env))).close();
      expect(await schema(engine, database.env)).toEqual(await schema(engine, fresh.env));
    } finally {
      await fresh.drop();
    }
  });

  it('applies the steps it lacks to an outbox written before alerts, attempts and all', async () => {
    const [yes] = engine === 'sqlite' ? ['1'] : ['true'];
    await legacyStore(engine, database.env, {
      steps: LEGACY_STEPS.map(({ name }) => name).filter((name) => name < '007'),
      sql: `
INSERT INTO outbox (record_type, record_id, path, payload, attempts, next_attempt_at, last_error,
  created_at)
VALUES ('lead', 99, '/leads/submit', '{"name":"Before"}', 1, '2026-11-01T00:00:00.000Z',
  'HTTP 503: down', '2026-11-01T00:00:00.000Z');
INSERT INTO outbox_attempts (outbox_id, attempted_at, ok, http_status, detail, duration_ms)
VALUES (1, '2026-11-01T00:00:00.000Z', ${yes}, 503, 'HTTP 503: down', 12);`,
    });

    const store = await open({
      LEADS_FORWARD_BASE: 'http://127.0.0.1:9/b2b',
      LEAD_ALERT_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
    });
    expect(await store.listOutbox()).toEqual([
      expect.objectContaining({
        id: 1,
        record_type: 'lead',
        record_id: 99,
        destination: 'hosted-api',
        payload: '{"name":"Before"}',
        attempts: 1,
        last_error: 'HTTP 503: down',
      }),
    ]);
    expect(await store.listAttempts(1)).toEqual([
      expect.objectContaining({ outbox_id: 1, ok: true, http_status: 503 }),
    ]);
    await store.insertLead(sampleLead());
    expect((await store.listOutbox()).map((item) => [item.id, item.destination])).toEqual([
      [1, 'hosted-api'],
      [2, 'hosted-api'],
      [3, 'webhook'],
    ]);
    expect((await history(engine, database.env, 'name')).map(([name]) => name)).toEqual(
      MIGRATIONS.map(({ name }) => name),
    );
    if (engine === 'sqlite') {
      expect(await query(engine, database.env, 'PRAGMA foreign_key_check')).toEqual([]);
      expect(await query(engine, database.env, 'PRAGMA integrity_check')).toEqual([
        { integrity_check: 'ok' },
      ]);
    }
  });
});

describe('postgres store made before Kysely', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await freshDatabase('postgres', { empty: true });
  });
  afterEach(() => database.drop());

  it('is upgraded once when several instances start on it at the same moment', async () => {
    await legacyStore('postgres', database.env, {
      steps: LEGACY_STEPS.map(({ name }) => name).filter((name) => name < '008'),
      sql: `
INSERT INTO leads (kind, name, email, phone, received_at)
VALUES ('proposal', 'Before 008', 'a@example.in', '9876543210', '2026-11-01T10:00:00.000Z');`,
    });
    const stores = await Promise.all(
      [1, 2, 3].map(() => openStore(serverConfig({ ...database.env, PG_POOL_SIZE: '2' }))),
    );
    try {
      expect((await history('postgres', database.env, 'name')).map(([name]) => name)).toEqual(
        MIGRATIONS.map(({ name }) => name),
      );
      // 008 filled the old lead's first attempt with its received time.
      expect(await stores[1].listLeads()).toEqual([
        expect.objectContaining({
          name: 'Before 008',
          received_at: '2026-11-01T10:00:00.000Z',
          first_attempt_at: '2026-11-01T10:00:00.000Z',
        }),
      ]);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });

  it('upgrades a database made when 001_init.sql also created the outbox', async () => {
    // 002_outbox.sql was split from 001_init.sql after databases had been made with both.
    await legacyStore('postgres', database.env, {
      steps: ['001_init.sql', '002_outbox.sql'],
      recorded: ['001_init.sql'],
    });
    const store = await openStore(serverConfig(database.env));
    await store.close();
    expect((await history('postgres', database.env, 'name')).map(([name]) => name)).toEqual(
      MIGRATIONS.map(({ name }) => name),
    );
  });
});
