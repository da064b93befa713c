import type { Migration } from './migration';

export const migration001: Migration = {
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
};
