import pg from 'pg';
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

export type PostgresOptions = StoreOptions & { poolSize: number };

// Any fixed number: instances starting together take this lock so only one migrates at a time.
const MIGRATION_LOCK = 4_204_2024;

/** Runs `work` in one transaction on one pooled connection. */
async function transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Applies every migration not yet recorded, all in one transaction under the lock. */
const migrate = (pool: pg.Pool) =>
  transaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL)',
    );
    const { rows } = await client.query<{ name: string }>('SELECT name FROM schema_migrations');
    for (const { name, sql } of pendingMigrations(
      'postgres',
      rows.map((row) => row.name),
    )) {
      await client.query(sql);
      await client.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, now())', [
        name,
      ]);
    }
  });

const iso = (value: Date | null) => (value === null ? null : value.toISOString());
const OUTBOX_COLUMNS =
  'id, record_type, record_id, path, payload, attempts, next_attempt_at, last_error, delivered_at, created_at';
type OutboxRow = Omit<OutboxItem, 'next_attempt_at' | 'delivered_at' | 'created_at'> & {
  next_attempt_at: Date;
  delivered_at: Date | null;
  created_at: Date;
};
const outboxItem = (row: OutboxRow): OutboxItem => ({
  ...row,
  next_attempt_at: row.next_attempt_at.toISOString(),
  delivered_at: iso(row.delivered_at),
  created_at: row.created_at.toISOString(),
});
const since = (value: string) => value || '-infinity';

export type PostgresStore = LeadStore & { pool: pg.Pool };

/** Connects a pool and brings the schema up to date before resolving. */
export async function openPostgresStore(
  connectionString: string,
  { poolSize, forward }: PostgresOptions,
): Promise<PostgresStore> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection that breaks (a database restart) must not crash the server.
  pool.on('error', () => undefined);
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }

  /** Inserts a record and, when forwarding, its outbox item in the same transaction. */
  const storeWithOutbox = (
    insert: { text: string; values: unknown[] },
    type: OutboxItem['record_type'],
    call: { path: string; payload: string },
  ) =>
    transaction(pool, async (client) => {
      const { rows } = await client.query<{ id: number }>(insert);
      if (rows.length === 0) return false;
      if (forward) {
        await client.query(
          `INSERT INTO outbox (record_type, record_id, path, payload, next_attempt_at, created_at)
           VALUES ($1, $2, $3, $4, now(), now())`,
          [type, rows[0].id, call.path, call.payload],
        );
      }
      return true;
    });

  return {
    pool,
    async insertLead(lead: NewLead) {
      const stored = await storeWithOutbox(
        {
          text: `INSERT INTO leads (kind, name, email, phone, website, message, course, city, consent, reason,
                                    page_url, user_agent, idempotency_key, received_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
                 ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
          values: [
            lead.kind,
            lead.name,
            lead.email,
            lead.phone,
            lead.website,
            lead.message,
            lead.course,
            lead.city,
            lead.consent,
            lead.reason,
            lead.page_url,
            lead.user_agent,
            lead.idempotency_key,
            new Date(),
          ],
        },
        'lead',
        leadForward(lead),
      );
      return { stored };
    },
    async addSubscriber(email, userAgent) {
      const created = await storeWithOutbox(
        {
          text: `INSERT INTO subscribers (email, email_normalized, user_agent, subscribed_at)
                 VALUES ($1, $2, $3, $4) ON CONFLICT (email_normalized) DO NOTHING RETURNING id`,
          values: [email, email.toLowerCase(), userAgent, new Date()],
        },
        'subscriber',
        subscriberForward(email),
      );
      return { created };
    },
    async listLeads(after = '') {
      const { rows } = await pool.query<Omit<StoredLead, 'received_at'> & { received_at: Date }>(
        'SELECT * FROM leads WHERE received_at >= $1 ORDER BY id',
        [since(after)],
      );
      return rows.map((row) => ({ ...row, received_at: row.received_at.toISOString() }));
    },
    async listSubscribers(after = '') {
      const { rows } = await pool.query<
        Omit<StoredSubscriber, 'subscribed_at'> & { subscribed_at: Date }
      >(
        'SELECT id, email, user_agent, subscribed_at FROM subscribers WHERE subscribed_at >= $1 ORDER BY id',
        [since(after)],
      );
      return rows.map((row) => ({ ...row, subscribed_at: row.subscribed_at.toISOString() }));
    },
    async claimOutbox(limit, now, leaseUntil) {
      // SKIP LOCKED: instances polling at the same moment take different items.
      const { rows } = await pool.query<OutboxRow>(
        `UPDATE outbox SET locked_until = $3
         WHERE id IN (SELECT id FROM outbox
                      WHERE delivered_at IS NULL AND next_attempt_at <= $2
                        AND (locked_until IS NULL OR locked_until <= $2)
                      ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING ${OUTBOX_COLUMNS}`,
        [limit, now, leaseUntil],
      );
      return rows.map(outboxItem).sort((a, b) => a.id - b.id);
    },
    async recordAttempt(id, result, retryAt) {
      await transaction(pool, async (client) => {
        await client.query(
          `INSERT INTO outbox_attempts (outbox_id, attempted_at, ok, http_status, detail, duration_ms)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            id,
            result.attempted_at,
            result.ok,
            result.http_status,
            result.detail,
            result.duration_ms,
          ],
        );
        await client.query(
          `UPDATE outbox SET attempts = attempts + 1, locked_until = NULL, last_error = $2,
                             delivered_at = $3, next_attempt_at = $4
           WHERE id = $1 AND delivered_at IS NULL`,
          [id, result.ok ? null : result.detail, result.ok ? result.attempted_at : null, retryAt],
        );
      });
    },
    async listOutbox({ includeDelivered = false } = {}) {
      const { rows } = await pool.query<OutboxRow>(
        `SELECT ${OUTBOX_COLUMNS} FROM outbox WHERE $1 OR delivered_at IS NULL
         ORDER BY delivered_at IS NOT NULL, id`,
        [includeDelivered],
      );
      return rows.map(outboxItem);
    },
    async listAttempts(outboxId) {
      const { rows } = await pool.query<
        Omit<OutboxAttempt, 'attempted_at'> & { attempted_at: Date }
      >('SELECT * FROM outbox_attempts WHERE $1::integer IS NULL OR outbox_id = $1 ORDER BY id', [
        outboxId ?? null,
      ]);
      return rows.map((row) => ({ ...row, attempted_at: row.attempted_at.toISOString() }));
    },
    async close() {
      await pool.end();
    },
  };
}
