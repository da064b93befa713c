import 'server-only';
import pg from 'pg';
import { leadCalls, subscriberCalls, type OutboxCall } from '../outbox/forward-payload';
import {
  LEAD_COLUMNS,
  leadRow,
  type InsertResult,
  type LeadStore,
  type OutboxAttempt,
  type OutboxItem,
  type RecordType,
  schemaBehind,
  type StoreOptions,
  type StoredLead,
  type StoredSubscriber,
} from './lead-store';
import { HISTORY_TABLE, pendingMigrations } from './migrations';

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
    await client.query(HISTORY_TABLE.postgres);
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

/** An operator's command finds the schema as the server left it, or says why not. */
async function checkExisting(pool: pg.Pool) {
  const where = 'in the database at DATABASE_URL';
  const { rows } = await pool.query<{ name: string | null }>(
    "SELECT to_regclass('schema_migrations')::text AS name",
  );
  if (rows[0].name === null) {
    throw new Error(
      `No lead store ${where}: check the URL. The server creates the tables when it first starts.`,
    );
  }
  const applied = await pool.query<{ name: string }>('SELECT name FROM schema_migrations');
  const pending = pendingMigrations(
    'postgres',
    applied.rows.map((row) => row.name),
  );
  if (pending.length)
    throw new Error(
      schemaBehind(
        where,
        pending.map(({ name }) => name),
      ),
    );
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());
const OUTBOX_COLUMNS =
  'id, record_type, record_id, destination, path, payload, attempts, next_attempt_at, last_error, delivered_at, created_at';
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
// Held records (suspected, not released) are listed only when asked for.
const LISTED = '($2 OR suspected_reason IS NULL OR released_at IS NOT NULL)';
const LEAD_INSERT = `INSERT INTO leads (${LEAD_COLUMNS.join(', ')}, received_at)
  VALUES (${LEAD_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}, now())
  ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, received_at`;
const TABLES = { lead: 'leads', subscriber: 'subscribers' } as const;

type LeadRow = Omit<
  StoredLead,
  'received_at' | 'released_at' | 'consented_at' | 'first_attempt_at'
> & {
  received_at: Date;
  released_at: Date | null;
  consented_at: Date | null;
  first_attempt_at: Date;
};
const leadFromRow = (row: LeadRow): StoredLead => ({
  ...row,
  received_at: row.received_at.toISOString(),
  released_at: iso(row.released_at),
  consented_at: iso(row.consented_at),
  first_attempt_at: row.first_attempt_at.toISOString(),
});

export type PostgresStore = LeadStore & { pool: pg.Pool };

/** Connects a pool and brings the schema up to date before resolving. */
export async function openPostgresStore(
  connectionString: string,
  { poolSize, destinations, access = 'serve' }: PostgresOptions,
): Promise<PostgresStore> {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // Export and outbox listings cannot write, whatever they run.
    ...(access === 'read' ? { options: '-c default_transaction_read_only=on' } : {}),
  });
  // An idle connection that breaks (a database restart) must not crash the server.
  pool.on('error', () => undefined);
  try {
    if (access === 'serve') await migrate(pool);
    else await checkExisting(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }

  /** Queues a record for each destination that is on. */
  const enqueue = async (
    client: pg.PoolClient,
    type: RecordType,
    id: number,
    calls: OutboxCall[],
  ) => {
    // Whole milliseconds, as the forwarder's clock reads: an item queued in the same millisecond
    // as a claim is due to it, not a microsecond later.
    for (const call of calls)
      await client.query(
        `INSERT INTO outbox (record_type, record_id, destination, path, payload, next_attempt_at, created_at)
         VALUES ($1, $2, $3, $4, $5, date_trunc('milliseconds', now()), date_trunc('milliseconds', now()))
         ON CONFLICT (record_type, record_id, destination) DO NOTHING`,
        [type, id, call.destination, call.path, call.payload],
      );
  };

  return {
    pool,
    async insertLead(lead) {
      const columns = leadRow(lead);
      return transaction(pool, async (client): Promise<InsertResult> => {
        const { rows } = await client.query<{ id: number; received_at: Date }>(
          LEAD_INSERT,
          LEAD_COLUMNS.map((column) => columns[column]),
        );
        if (rows.length === 0) {
          // The conflicting insert has committed (ON CONFLICT waited for it), so its row is seen.
          const first = await client.query<{ idempotency_digest: string | null }>(
            'SELECT idempotency_digest FROM leads WHERE idempotency_key = $1',
            [lead.idempotency_key],
          );
          return { stored: false, digest: first.rows[0].idempotency_digest };
        }
        const [{ id, received_at }] = rows;
        if (lead.suspected_reason === null)
          await enqueue(
            client,
            'lead',
            id,
            leadCalls({ ...columns, id, received_at: received_at.toISOString() }, destinations),
          );
        return { stored: true };
      });
    },
    async addSubscriber(subscriber) {
      const created = await transaction(pool, async (client) => {
        // A genuine subscription of an email held as suspected releases it; any other repeat
        // changes nothing.
        const { rows } = await client.query<{ id: number }>(
          `INSERT INTO subscribers (email, email_normalized, user_agent, suspected_reason, subscribed_at)
           VALUES ($1, $2, $3, $4, now())
           ON CONFLICT (email_normalized) DO UPDATE
      SET email = excluded.email, user_agent = excluded.user_agent, released_at = excluded.subscribed_at
             WHERE subscribers.suspected_reason IS NOT NULL AND subscribers.released_at IS NULL
               AND excluded.suspected_reason IS NULL
           RETURNING id`,
          [
            subscriber.email,
            subscriber.email.toLowerCase(),
            subscriber.user_agent,
            subscriber.suspected_reason,
          ],
        );
        if (rows.length === 0) return false;
        if (subscriber.suspected_reason === null)
          await enqueue(
            client,
            'subscriber',
            rows[0].id,
            subscriberCalls(subscriber.email, destinations),
          );
        return true;
      });
      return { created };
    },
    async listLeads({ since: after = '', includeSuspected = false } = {}) {
      const { rows } = await pool.query<LeadRow>(
        `SELECT * FROM leads WHERE received_at >= $1 AND ${LISTED} ORDER BY id`,
        [since(after), includeSuspected],
      );
      return rows.map(leadFromRow);
    },
    async listSubscribers({ since: after = '', includeSuspected = false } = {}) {
      const { rows } = await pool.query<
        Omit<StoredSubscriber, 'subscribed_at' | 'released_at'> & {
          subscribed_at: Date;
          released_at: Date | null;
        }
      >(
        `SELECT id, email, user_agent, suspected_reason, released_at, subscribed_at FROM subscribers
         WHERE subscribed_at >= $1 AND ${LISTED} ORDER BY id`,
        [since(after), includeSuspected],
      );
      return rows.map((row) => ({
        ...row,
        subscribed_at: row.subscribed_at.toISOString(),
        released_at: iso(row.released_at),
      }));
    },
    async release(type, id) {
      return transaction(pool, async (client) => {
        const table = TABLES[type];
        const { rows } = await client.query<LeadRow & { email: string }>(
          `UPDATE ${table} SET released_at = now()
           WHERE id = $1 AND suspected_reason IS NOT NULL AND released_at IS NULL RETURNING *`,
          [id],
        );
        if (rows.length === 0) {
          const found = await client.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
          return found.rows.length ? 'not_suspected' : 'not_found';
        }
        await enqueue(
          client,
          type,
          id,
          type === 'lead'
            ? leadCalls(leadFromRow(rows[0]), destinations)
            : subscriberCalls(rows[0].email, destinations),
        );
        return 'released';
      });
    },
    async claimOutbox(limit, now, leaseUntil, destinations) {
      // SKIP LOCKED: instances polling at the same moment take different items.
      const { rows } = await pool.query<OutboxRow>(
        `UPDATE outbox SET locked_until = $3
         WHERE id IN (SELECT id FROM outbox
                      WHERE delivered_at IS NULL AND next_attempt_at <= $2
                        AND (locked_until IS NULL OR locked_until <= $2)
                        AND destination = ANY($4)
                      ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING ${OUTBOX_COLUMNS}`,
        [limit, now, leaseUntil, destinations],
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
    async check() {
      const { rows } = await pool.query<{ read_only: string }>(
        "SELECT current_setting('transaction_read_only') AS read_only",
      );
      if (rows[0].read_only === 'on') throw new Error('the lead database is read-only');
    },
    async close() {
      await pool.end();
    },
  };
}
