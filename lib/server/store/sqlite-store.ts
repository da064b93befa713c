import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { leadCalls, subscriberCalls, type OutboxCall } from '../outbox/forward-payload';
import {
  LEAD_COLUMNS,
  leadRow,
  type InsertResult,
  type LeadStore,
  type NewLead,
  type NewSubscriber,
  type OutboxAttempt,
  type OutboxItem,
  type RecordType,
  type ReleaseResult,
  schemaBehind,
  type StoreOptions,
  type StoredLead,
  type StoredSubscriber,
} from './lead-store';
import { HISTORY_TABLE, pendingMigrations } from './migrations';

export type SqliteOptions = StoreOptions & { synchronous?: 'FULL' | 'NORMAL' | 'EXTRA' };

/** Applies every migration not yet recorded, each in its own transaction. */
function migrate(db: Database.Database) {
  db.exec(HISTORY_TABLE.sqlite);
  const applied = db
    .prepare('SELECT name FROM schema_migrations')
    .all()
    .map((row) => (row as { name: string }).name);
  for (const { name, sql } of pendingMigrations('sqlite', applied)) {
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(
        name,
        new Date().toISOString(),
      );
    })();
  }
}

type LeadRow = Omit<StoredLead, 'consent'> & { consent: number | null };
const leadFromRow = (row: LeadRow): StoredLead => ({
  ...row,
  consent: row.consent === null ? null : row.consent === 1,
});
type AttemptRow = Omit<OutboxAttempt, 'ok'> & { ok: number };
const OUTBOX_COLUMNS =
  'id, record_type, record_id, destination, path, payload, attempts, next_attempt_at, last_error, delivered_at, created_at';
// Held records (suspected, not released) are listed only when asked for.
const LISTED = '(@include_suspected OR suspected_reason IS NULL OR released_at IS NOT NULL)';

/** An operator's command finds the file and its schema as the server left them, or says why not. */
function openExisting(file: string, readonly: boolean) {
  const where = `at ${path.resolve(file)} (LEADS_DB_PATH)`;
  if (!fs.existsSync(file)) {
    throw new Error(
      `No lead store ${where}: check the path. The server creates the file when it first starts.`,
    );
  }
  // Not SQLite's read-only mode: that connection cannot use the live WAL index and reads a stale
  // snapshot while the server writes. query_only refuses every write on a normal connection.
  const db = new Database(file, { fileMustExist: true });
  if (readonly) db.pragma('query_only = ON');
  const applied = db.prepare('SELECT name FROM schema_migrations').all() as { name: string }[];
  const pending = pendingMigrations(
    'sqlite',
    applied.map((row) => row.name),
  );
  if (pending.length) {
    db.close();
    throw new Error(
      schemaBehind(
        where,
        pending.map((migration) => migration.name),
      ),
    );
  }
  return db;
}

/**
 * Writes a row and takes it back: fails on a file this process may not write. Taking the write
 * lock alone is not enough: beside a write-ahead log SQLite grants it on a read-only file.
 */
function probeWrite(db: Database.Database) {
  db.exec('SAVEPOINT write_probe');
  try {
    db.prepare("INSERT INTO schema_migrations (name, applied_at) VALUES ('write probe', '')").run();
  } finally {
    db.exec('ROLLBACK TO write_probe; RELEASE write_probe');
  }
}

/**
 * The server's store, created and migrated as needed, and writable, or one error that says so:
 * SQLite opens a file it may not write read-only, without a word, and each lead would fail.
 */
function openForServing(file: string) {
  let db: Database.Database | undefined;
  try {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    db = new Database(file);
    db.pragma('busy_timeout = 5000');
    db.pragma('journal_mode = WAL');
    migrate(db);
    probeWrite(db);
    return db;
  } catch (error) {
    db?.close();
    throw new Error(
      `the lead store at ${path.resolve(file)} could not be opened for writing: ${(error as Error).message}`,
    );
  }
}

export function openSqliteStore(
  file: string,
  { synchronous = 'FULL', destinations, access = 'serve' }: SqliteOptions,
): LeadStore {
  const db = access === 'serve' ? openForServing(file) : openExisting(file, access === 'read');
  db.pragma('busy_timeout = 5000');
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma('foreign_keys = ON');

  const insertLead = db.prepare(`
    INSERT INTO leads (${LEAD_COLUMNS.join(', ')}, received_at)
    VALUES (${LEAD_COLUMNS.map((column) => `@${column}`).join(', ')}, @received_at)
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id`);
  const selectDigest = db.prepare('SELECT idempotency_digest FROM leads WHERE idempotency_key = ?');
  // A genuine subscription of an email held as suspected releases it, as the person typed it; any
  // other repeat changes nothing.
  const insertSubscriber = db.prepare(`
    INSERT INTO subscribers (email, email_normalized, user_agent, suspected_reason, subscribed_at)
    VALUES (@email, @email_normalized, @user_agent, @suspected_reason, @now)
    ON CONFLICT (email_normalized) DO UPDATE
      SET email = excluded.email, user_agent = excluded.user_agent, released_at = excluded.subscribed_at
      WHERE subscribers.suspected_reason IS NOT NULL AND subscribers.released_at IS NULL
        AND excluded.suspected_reason IS NULL
    RETURNING id`);
  const insertOutbox = db.prepare(`
    INSERT INTO outbox (record_type, record_id, destination, path, payload, next_attempt_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (record_type, record_id, destination) DO NOTHING`);
  const selectLeads = db.prepare(
    `SELECT * FROM leads WHERE received_at >= @since AND ${LISTED} ORDER BY id`,
  );
  const selectSubscribers = db.prepare(`
    SELECT id, email, user_agent, suspected_reason, released_at, subscribed_at FROM subscribers
    WHERE subscribed_at >= @since AND ${LISTED} ORDER BY id`);
  const releases = {
    lead: {
      update: db.prepare(`
        UPDATE leads SET released_at = ?
        WHERE id = ? AND suspected_reason IS NOT NULL AND released_at IS NULL RETURNING *`),
      exists: db.prepare('SELECT 1 FROM leads WHERE id = ?'),
    },
    subscriber: {
      update: db.prepare(`
        UPDATE subscribers SET released_at = ?
        WHERE id = ? AND suspected_reason IS NOT NULL AND released_at IS NULL RETURNING *`),
      exists: db.prepare('SELECT 1 FROM subscribers WHERE id = ?'),
    },
  };
  const selectOutbox = db.prepare(`
    SELECT ${OUTBOX_COLUMNS} FROM outbox WHERE ? OR delivered_at IS NULL
    ORDER BY delivered_at IS NOT NULL, id`);
  const selectAttempts = db.prepare(`
    SELECT * FROM outbox_attempts WHERE @outbox_id IS NULL OR outbox_id = @outbox_id ORDER BY id`);
  const claim = db.prepare(`
    UPDATE outbox SET locked_until = @lease
    WHERE id IN (SELECT id FROM outbox
                 WHERE delivered_at IS NULL AND next_attempt_at <= @now
                   AND (locked_until IS NULL OR locked_until <= @now)
                   AND destination IN (SELECT value FROM json_each(@destinations))
                 ORDER BY id LIMIT @limit)
    RETURNING ${OUTBOX_COLUMNS}`);
  const insertAttempt = db.prepare(`
    INSERT INTO outbox_attempts (outbox_id, attempted_at, ok, http_status, detail, duration_ms)
    VALUES (@outbox_id, @attempted_at, @ok, @http_status, @detail, @duration_ms)`);
  const finishAttempt = db.prepare(`
    UPDATE outbox SET attempts = attempts + 1, locked_until = NULL, last_error = @last_error,
                      delivered_at = @delivered_at, next_attempt_at = @next_attempt_at
    WHERE id = @id AND delivered_at IS NULL`);

  /** Queues a record for each destination that is on. */
  const enqueue = (type: RecordType, id: number, calls: OutboxCall[]) => {
    const now = new Date().toISOString();
    for (const call of calls)
      insertOutbox.run(type, id, call.destination, call.path, call.payload, now, now);
  };

  const insertLeadWithOutbox = db.transaction((lead: NewLead): InsertResult => {
    const columns = leadRow(lead);
    const received_at = new Date().toISOString();
    const row = insertLead.get({
      ...columns,
      consent: columns.consent === null ? null : Number(columns.consent),
      received_at,
    }) as { id: number } | undefined;
    if (!row) {
      const first = selectDigest.get(lead.idempotency_key) as Pick<NewLead, 'idempotency_digest'>;
      return { stored: false, digest: first.idempotency_digest };
    }
    if (lead.suspected_reason === null)
      enqueue('lead', row.id, leadCalls({ ...columns, id: row.id, received_at }, destinations));
    return { stored: true };
  });
  const addSubscriberWithOutbox = db.transaction((subscriber: NewSubscriber) => {
    const row = insertSubscriber.get({
      ...subscriber,
      email_normalized: subscriber.email.toLowerCase(),
      now: new Date().toISOString(),
    }) as { id: number } | undefined;
    if (row && subscriber.suspected_reason === null)
      enqueue('subscriber', row.id, subscriberCalls(subscriber.email, destinations));
    return row !== undefined;
  });
  const releaseWithOutbox = db.transaction((type: RecordType, id: number): ReleaseResult => {
    const row = releases[type].update.get(new Date().toISOString(), id) as
      LeadRow | StoredSubscriber | undefined;
    if (!row) return releases[type].exists.get(id) ? 'not_suspected' : 'not_found';
    enqueue(
      type,
      id,
      type === 'lead'
        ? leadCalls(leadFromRow(row as LeadRow), destinations)
        : subscriberCalls(row.email, destinations),
    );
    return 'released';
  });
  const recordAttempt = db.transaction((id: number, result, retryAt: Date) => {
    insertAttempt.run({ ...result, outbox_id: id, ok: Number(result.ok) });
    finishAttempt.run({
      id,
      last_error: result.ok ? null : result.detail,
      delivered_at: result.ok ? result.attempted_at : null,
      next_attempt_at: retryAt.toISOString(),
    });
  });

  return {
    async insertLead(lead) {
      return insertLeadWithOutbox(lead);
    },
    async addSubscriber(subscriber) {
      return { created: addSubscriberWithOutbox(subscriber) };
    },
    async listLeads({ since = '', includeSuspected = false } = {}) {
      const rows = selectLeads.all({ since, include_suspected: Number(includeSuspected) });
      return (rows as LeadRow[]).map(leadFromRow);
    },
    async listSubscribers({ since = '', includeSuspected = false } = {}) {
      return selectSubscribers.all({
        since,
        include_suspected: Number(includeSuspected),
      }) as StoredSubscriber[];
    },
    async release(type, id) {
      return releaseWithOutbox(type, id);
    },
    async claimOutbox(limit, now, leaseUntil, destinations) {
      const rows = claim.all({
        limit,
        now: now.toISOString(),
        lease: leaseUntil.toISOString(),
        destinations: JSON.stringify(destinations),
      }) as OutboxItem[];
      return rows.sort((a, b) => a.id - b.id);
    },
    async recordAttempt(id, result, retryAt) {
      recordAttempt(id, result, retryAt);
    },
    async listOutbox({ includeDelivered = false } = {}) {
      return selectOutbox.all(Number(includeDelivered)) as OutboxItem[];
    },
    async listAttempts(outboxId) {
      const rows = selectAttempts.all({ outbox_id: outboxId ?? null }) as AttemptRow[];
      return rows.map((row) => ({ ...row, ok: row.ok === 1 }));
    },
    async check() {
      probeWrite(db);
    },
    async close() {
      db.close();
    },
  };
}
