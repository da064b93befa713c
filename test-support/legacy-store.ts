// Test support: lead stores as the runner before Kysely's Migrator left them, to check that the
// store upgrades them in place. The SQL below is what each step ran (lib/server/store/migrations/
// as of commit 84f9104), copied once and never edited: the databases in the field were made by
// exactly this, with its history table (`applied_at`, not the Migrator's `timestamp`).
import Database from 'better-sqlite3';
import pg from 'pg';
import type { Engine } from './test-databases';

const HISTORY: Record<Engine, string> = {
  sqlite:
    'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)',
  postgres:
    'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL)',
};

type Step = { name: string } & Record<Engine, string>;

export const LEGACY_STEPS: Step[] = [
  {
    name: '001_init.sql',
    sqlite: `
CREATE TABLE leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('proposal', 'admission')),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  website TEXT,
  message TEXT,
  course TEXT,
  city TEXT,
  consent INTEGER,
  reason TEXT NOT NULL DEFAULT '',
  page_url TEXT NOT NULL DEFAULT '',
  user_agent TEXT NOT NULL DEFAULT '',
  idempotency_key TEXT UNIQUE,
  received_at TEXT NOT NULL
);

CREATE INDEX leads_received_at ON leads (received_at);

CREATE TABLE subscribers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL,
  email_normalized TEXT NOT NULL UNIQUE,
  user_agent TEXT NOT NULL DEFAULT '',
  subscribed_at TEXT NOT NULL
);
`,
    postgres: `
CREATE TABLE leads (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('proposal', 'admission')),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  website TEXT,
  message TEXT,
  course TEXT,
  city TEXT,
  consent BOOLEAN,
  reason TEXT NOT NULL DEFAULT '',
  page_url TEXT NOT NULL DEFAULT '',
  user_agent TEXT NOT NULL DEFAULT '',
  idempotency_key TEXT,
  received_at TIMESTAMPTZ NOT NULL
);

CREATE UNIQUE INDEX leads_idempotency_key ON leads (idempotency_key);
CREATE INDEX leads_received_at ON leads (received_at);

CREATE TABLE subscribers (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email TEXT NOT NULL,
  email_normalized TEXT NOT NULL,
  user_agent TEXT NOT NULL DEFAULT '',
  subscribed_at TIMESTAMPTZ NOT NULL
);

CREATE UNIQUE INDEX subscribers_email_normalized ON subscribers (email_normalized);
CREATE INDEX subscribers_subscribed_at ON subscribers (subscribed_at);

-- rate-limiter-flexible's table, shared by every instance so limits count across them.
CREATE TABLE rate_limits (
  key VARCHAR(255) PRIMARY KEY,
  points INTEGER NOT NULL DEFAULT 0,
  expire BIGINT
);
`,
  },
  {
    name: '002_outbox.sql',
    sqlite: `
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  record_type TEXT NOT NULL CHECK (record_type IN ('lead', 'subscriber')),
  record_id INTEGER NOT NULL,
  path TEXT NOT NULL,
  payload TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  locked_until TEXT,
  last_error TEXT,
  delivered_at TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (record_type, record_id)
);

CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL;

CREATE TABLE outbox_attempts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  outbox_id INTEGER NOT NULL REFERENCES outbox (id),
  attempted_at TEXT NOT NULL,
  ok INTEGER NOT NULL,
  http_status INTEGER,
  detail TEXT NOT NULL,
  duration_ms INTEGER NOT NULL
);

CREATE INDEX outbox_attempts_outbox ON outbox_attempts (outbox_id);
`,
    postgres: `
-- Databases made before the split have these from 001_init.sql already.
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  record_type TEXT NOT NULL CHECK (record_type IN ('lead', 'subscriber')),
  record_id INTEGER NOT NULL,
  path TEXT NOT NULL,
  payload TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TIMESTAMPTZ NOT NULL,
  locked_until TIMESTAMPTZ,
  last_error TEXT,
  delivered_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL
);

CREATE UNIQUE INDEX IF NOT EXISTS outbox_record ON outbox (record_type, record_id);
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL;

CREATE TABLE IF NOT EXISTS outbox_attempts (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  outbox_id INTEGER NOT NULL REFERENCES outbox (id),
  attempted_at TIMESTAMPTZ NOT NULL,
  ok BOOLEAN NOT NULL,
  http_status INTEGER,
  detail TEXT NOT NULL,
  duration_ms INTEGER NOT NULL
);

CREATE INDEX IF NOT EXISTS outbox_attempts_outbox ON outbox_attempts (outbox_id);
`,
  },
  {
    name: '003_suspected.sql',
    sqlite: `
ALTER TABLE leads ADD COLUMN suspected_reason TEXT;
ALTER TABLE leads ADD COLUMN released_at TEXT;
ALTER TABLE subscribers ADD COLUMN suspected_reason TEXT;
ALTER TABLE subscribers ADD COLUMN released_at TEXT;
`,
    postgres: `
ALTER TABLE leads ADD COLUMN suspected_reason TEXT;
ALTER TABLE leads ADD COLUMN released_at TIMESTAMPTZ;
ALTER TABLE subscribers ADD COLUMN suspected_reason TEXT;
ALTER TABLE subscribers ADD COLUMN released_at TIMESTAMPTZ;
`,
  },
  {
    name: '004_attribution.sql',
    sqlite: `
ALTER TABLE leads ADD COLUMN landing_url TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN referrer TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN gclid TEXT;
ALTER TABLE leads ADD COLUMN gbraid TEXT;
ALTER TABLE leads ADD COLUMN wbraid TEXT;
ALTER TABLE leads ADD COLUMN fbclid TEXT;
ALTER TABLE leads ADD COLUMN msclkid TEXT;
ALTER TABLE leads ADD COLUMN utm_source TEXT;
ALTER TABLE leads ADD COLUMN utm_medium TEXT;
ALTER TABLE leads ADD COLUMN utm_campaign TEXT;
ALTER TABLE leads ADD COLUMN utm_term TEXT;
ALTER TABLE leads ADD COLUMN utm_content TEXT;
ALTER TABLE leads ADD COLUMN consent_text TEXT;
ALTER TABLE leads ADD COLUMN consent_version TEXT;
ALTER TABLE leads ADD COLUMN consented_at TEXT;
`,
    postgres: `
ALTER TABLE leads ADD COLUMN landing_url TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN referrer TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN gclid TEXT;
ALTER TABLE leads ADD COLUMN gbraid TEXT;
ALTER TABLE leads ADD COLUMN wbraid TEXT;
ALTER TABLE leads ADD COLUMN fbclid TEXT;
ALTER TABLE leads ADD COLUMN msclkid TEXT;
ALTER TABLE leads ADD COLUMN utm_source TEXT;
ALTER TABLE leads ADD COLUMN utm_medium TEXT;
ALTER TABLE leads ADD COLUMN utm_campaign TEXT;
ALTER TABLE leads ADD COLUMN utm_term TEXT;
ALTER TABLE leads ADD COLUMN utm_content TEXT;
ALTER TABLE leads ADD COLUMN consent_text TEXT;
ALTER TABLE leads ADD COLUMN consent_version TEXT;
ALTER TABLE leads ADD COLUMN consented_at TIMESTAMPTZ;
`,
  },
  {
    name: '005_idempotency_digest.sql',
    sqlite: `
ALTER TABLE leads ADD COLUMN idempotency_digest TEXT;
`,
    postgres: `
ALTER TABLE leads ADD COLUMN idempotency_digest TEXT;
`,
  },
  {
    name: '006_language.sql',
    sqlite: `
ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
`,
    postgres: `
ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
`,
  },
  {
    name: '007_outbox_destinations.sql',
    sqlite: `
CREATE TABLE outbox_rebuilt (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  record_type TEXT NOT NULL CHECK (record_type IN ('lead', 'subscriber')),
  record_id INTEGER NOT NULL,
  destination TEXT NOT NULL,
  path TEXT NOT NULL,
  payload TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  locked_until TEXT,
  last_error TEXT,
  delivered_at TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (record_type, record_id, destination)
);
INSERT INTO outbox_rebuilt (id, record_type, record_id, destination, path, payload, attempts,
                            next_attempt_at, locked_until, last_error, delivered_at, created_at)
SELECT id, record_type, record_id, 'hosted-api', path, payload, attempts,
       next_attempt_at, locked_until, last_error, delivered_at, created_at
FROM outbox;

CREATE TABLE outbox_attempts_rebuilt (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  outbox_id INTEGER NOT NULL REFERENCES outbox_rebuilt (id),
  attempted_at TEXT NOT NULL,
  ok INTEGER NOT NULL,
  http_status INTEGER,
  detail TEXT NOT NULL,
  duration_ms INTEGER NOT NULL
);
INSERT INTO outbox_attempts_rebuilt SELECT * FROM outbox_attempts;

DROP TABLE outbox_attempts;
DROP TABLE outbox;
ALTER TABLE outbox_rebuilt RENAME TO outbox;
ALTER TABLE outbox_attempts_rebuilt RENAME TO outbox_attempts;
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL;
CREATE INDEX outbox_attempts_outbox ON outbox_attempts (outbox_id);
`,
    postgres: `
ALTER TABLE outbox ADD COLUMN destination TEXT NOT NULL DEFAULT 'hosted-api';
ALTER TABLE outbox ALTER COLUMN destination DROP DEFAULT;
DROP INDEX outbox_record;
CREATE UNIQUE INDEX outbox_record ON outbox (record_type, record_id, destination);
`,
  },
  {
    name: '008_first_attempt.sql',
    sqlite: `
ALTER TABLE leads ADD COLUMN first_attempt_at TEXT;
UPDATE leads SET first_attempt_at = received_at;
`,
    postgres: `
ALTER TABLE leads ADD COLUMN first_attempt_at TIMESTAMPTZ;
UPDATE leads SET first_attempt_at = received_at;
`,
  },
];

/** Statements run on the legacy database once its steps are applied (rows to keep, say). */
export type LegacyOptions = {
  /** The steps to apply, by name: all of them unless given. */
  steps?: string[];
  /** The steps to record as applied: those applied unless given. */
  recorded?: string[];
  sql?: string;
};

/**
 * Makes the store in an empty database (`env` from freshDatabase) as the old runner did: each
 * step's SQL, then its name in schema_migrations with the time it was applied.
 */
export async function legacyStore(
  engine: Engine,
  env: Record<string, string>,
  { steps = LEGACY_STEPS.map(({ name }) => name), recorded = steps, sql = '' }: LegacyOptions = {},
) {
  const applied = LEGACY_STEPS.filter(({ name }) => steps.includes(name));
  if (engine === 'sqlite') {
    const db = new Database(env.LEADS_DB_PATH);
    db.pragma('journal_mode = WAL');
    db.exec(HISTORY.sqlite);
    for (const step of applied) db.exec(step.sqlite);
    const record = db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)');
    for (const name of recorded) record.run(name, new Date().toISOString());
    db.exec(sql);
    db.close();
    return;
  }
  const client = new pg.Client(env.DATABASE_URL);
  await client.connect();
  try {
    await client.query(HISTORY.postgres);
    for (const step of applied) await client.query(step.postgres);
    for (const name of recorded)
      await client.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, now())', [
        name,
      ]);
    await client.query(sql);
  } finally {
    await client.end();
  }
}
