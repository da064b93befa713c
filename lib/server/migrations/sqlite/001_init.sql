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
