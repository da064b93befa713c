import type { Migration } from './migration';

// The outbox sends each record to one or more destinations: the hosted B2B API, and alerts to the
// agency by email and by webhook. An item is unique per record and destination; every item made
// before this step went to the hosted API. SQLite cannot change a table's UNIQUE constraint, so it
// rebuilds the table under the same ids, and its attempts table with it: the old attempts go
// before the old outbox, so no foreign key ever points at a dropped row, and renaming the new
// outbox carries the new attempts' reference along.
export const migration007: Migration = {
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
};
