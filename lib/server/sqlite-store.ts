import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { leadForward, subscriberForward } from './forward-payload';
import type {
  LeadStore,
  NewLead,
  OutboxAttempt,
  OutboxItem,
  StoreOptions,
  StoredLead,
  StoredSubscriber,
} from './lead-store';
import { pendingMigrations } from './migrations';

export type SqliteOptions = StoreOptions & { synchronous?: 'FULL' | 'NORMAL' | 'EXTRA' };

/** Applies every migration not yet recorded, each in its own transaction. */
function migrate(db: Database.Database) {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)',
  );
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
type AttemptRow = Omit<OutboxAttempt, 'ok'> & { ok: number };
const OUTBOX_COLUMNS =
  'id, record_type, record_id, path, payload, attempts, next_attempt_at, last_error, delivered_at, created_at';

export function openSqliteStore(
  file: string,
  { synchronous = 'FULL', forward }: SqliteOptions,
): LeadStore {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma('foreign_keys = ON');
  migrate(db);

  const insertLead = db.prepare(`
    INSERT INTO leads (kind, name, email, phone, website, message, course, city, consent, reason, page_url,
                       user_agent, idempotency_key, received_at)
    VALUES (@kind, @name, @email, @phone, @website, @message, @course, @city, @consent, @reason, @page_url,
            @user_agent, @idempotency_key, @received_at)
    ON CONFLICT (idempotency_key) DO NOTHING`);
  const insertSubscriber = db.prepare(`
    INSERT INTO subscribers (email, email_normalized, user_agent, subscribed_at)
    VALUES (?, ?, ?, ?)
    ON CONFLICT (email_normalized) DO NOTHING`);
  const insertOutbox = db.prepare(`
    INSERT INTO outbox (record_type, record_id, path, payload, next_attempt_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const selectLeads = db.prepare('SELECT * FROM leads WHERE received_at >= ? ORDER BY id');
  const selectSubscribers = db.prepare(
    'SELECT id, email, user_agent, subscribed_at FROM subscribers WHERE subscribed_at >= ? ORDER BY id',
  );
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
                 ORDER BY id LIMIT @limit)
    RETURNING ${OUTBOX_COLUMNS}`);
  const insertAttempt = db.prepare(`
    INSERT INTO outbox_attempts (outbox_id, attempted_at, ok, http_status, detail, duration_ms)
    VALUES (@outbox_id, @attempted_at, @ok, @http_status, @detail, @duration_ms)`);
  const finishAttempt = db.prepare(`
    UPDATE outbox SET attempts = attempts + 1, locked_until = NULL, last_error = @last_error,
                      delivered_at = @delivered_at, next_attempt_at = @next_attempt_at
    WHERE id = @id AND delivered_at IS NULL`);

  const storeWithOutbox = db.transaction(
    (
      insert: () => Database.RunResult,
      type: OutboxItem['record_type'],
      call: { path: string; payload: string },
    ) => {
      const result = insert();
      if (forward && result.changes === 1) {
        const now = new Date().toISOString();
        insertOutbox.run(type, result.lastInsertRowid, call.path, call.payload, now, now);
      }
      return result.changes === 1;
    },
  );
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
    async insertLead(lead: NewLead) {
      const stored = storeWithOutbox(
        () =>
          insertLead.run({
            ...lead,
            consent: lead.consent === null ? null : Number(lead.consent),
            received_at: new Date().toISOString(),
          }),
        'lead',
        leadForward(lead),
      );
      return { stored };
    },
    async addSubscriber(email, userAgent) {
      const created = storeWithOutbox(
        () => insertSubscriber.run(email, email.toLowerCase(), userAgent, new Date().toISOString()),
        'subscriber',
        subscriberForward(email),
      );
      return { created };
    },
    async listLeads(since = '') {
      return (selectLeads.all(since) as LeadRow[]).map((row) => ({
        ...row,
        consent: row.consent === null ? null : row.consent === 1,
      }));
    },
    async listSubscribers(since = '') {
      return selectSubscribers.all(since) as StoredSubscriber[];
    },
    async claimOutbox(limit, now, leaseUntil) {
      const rows = claim.all({
        limit,
        now: now.toISOString(),
        lease: leaseUntil.toISOString(),
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
    async close() {
      db.close();
    },
  };
}
