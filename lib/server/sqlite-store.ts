import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { LeadStore, NewLead, StoredLead, StoredSubscriber } from './lead-store';

const MIGRATIONS_DIR = path.join(process.cwd(), 'lib', 'server', 'migrations', 'sqlite');

export type SqliteOptions = { synchronous?: 'FULL' | 'NORMAL' | 'EXTRA' };

/** Applies every .sql file in the migrations folder not yet recorded, in name order. */
function migrate(db: Database.Database) {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)',
  );
  const applied = new Set(
    db
      .prepare('SELECT name FROM schema_migrations')
      .all()
      .map((row) => (row as { name: string }).name),
  );
  const pending = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql') && !applied.has(file))
    .sort();
  for (const file of pending) {
    const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(
        file,
        new Date().toISOString(),
      );
    })();
  }
}

type LeadRow = Omit<StoredLead, 'consent'> & { consent: number | null };

export function openSqliteStore(
  file: string,
  { synchronous = 'FULL' }: SqliteOptions = {},
): LeadStore {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma(`synchronous = ${synchronous}`);
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
  const selectLeads = db.prepare('SELECT * FROM leads WHERE received_at >= ? ORDER BY id');
  const selectSubscribers = db.prepare(
    'SELECT id, email, user_agent, subscribed_at FROM subscribers WHERE subscribed_at >= ? ORDER BY id',
  );

  return {
    async insertLead(lead: NewLead) {
      const result = insertLead.run({
        ...lead,
        consent: lead.consent === null ? null : Number(lead.consent),
        received_at: new Date().toISOString(),
      });
      return { stored: result.changes === 1 };
    },
    async addSubscriber(email, userAgent) {
      const result = insertSubscriber.run(
        email,
        email.toLowerCase(),
        userAgent,
        new Date().toISOString(),
      );
      return { created: result.changes === 1 };
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
    close() {
      db.close();
    },
  };
}
