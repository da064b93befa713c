import type { Migration } from './migration';

export const migration002: Migration = {
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
};
