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

CREATE TABLE outbox (
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

CREATE UNIQUE INDEX outbox_record ON outbox (record_type, record_id);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL;

CREATE TABLE outbox_attempts (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  outbox_id INTEGER NOT NULL REFERENCES outbox (id),
  attempted_at TIMESTAMPTZ NOT NULL,
  ok BOOLEAN NOT NULL,
  http_status INTEGER,
  detail TEXT NOT NULL,
  duration_ms INTEGER NOT NULL
);

CREATE INDEX outbox_attempts_outbox ON outbox_attempts (outbox_id);
