import type { ColumnType, Generated } from 'kysely';
import type { VitalsBeacon, VitalsEntry } from '@/lib/vitals/beacon';
import type { OutboxAttempt, OutboxItem, StoredLead, StoredSubscriber } from './lead-store';

// The lead store's tables as the store reads and writes them, on both engines (the migrations in
// migrations/ make them): the rows lead-store.ts describes, with what the database numbers or
// keeps besides.

/** SQLite (one machine, the default) or PostgreSQL (several instances). */
export type Engine = 'sqlite' | 'postgres';

// A time is TEXT on SQLite and TIMESTAMPTZ on PostgreSQL, written as an ISO string and read as one
// (kysely-store.ts turns PostgreSQL's Date into the same string).

/**
 * A yes or no: INTEGER on SQLite (which cannot bind a boolean), BOOLEAN on PostgreSQL; written as
 * 0 or 1, which PostgreSQL reads as false or true, and read back with `Boolean()`.
 */
type Flag = ColumnType<boolean | 0 | 1, 0 | 1, 0 | 1>;

/** `first_attempt_at` is filled for every lead (008 filled the earlier ones), though nullable. */
export type LeadsTable = Omit<StoredLead, 'id' | 'consent'> & {
  id: Generated<number>;
  consent: Flag | null;
};

export type SubscribersTable = Omit<StoredSubscriber, 'id'> & {
  id: Generated<number>;
  /** The email in lower case: unique, so an address is subscribed once whatever its case. */
  email_normalized: string;
};

export type OutboxTable = Omit<OutboxItem, 'id' | 'attempts'> & {
  id: Generated<number>;
  attempts: Generated<number>;
  /** Until when the instance that claimed the item has it to itself. */
  locked_until: string | null;
};

export type OutboxAttemptsTable = Omit<OutboxAttempt, 'id' | 'ok'> & {
  id: Generated<number>;
  ok: Flag;
};

/**
 * One metric of one page view, as a browser measured it (lib/vitals/beacon.ts says what each
 * column holds; the vitals feature reads and writes them, lib/server/vitals/vitals-store.ts).
 */
export type VitalsTable = Omit<VitalsEntry, 'previous'> &
  Omit<VitalsBeacon, 'metrics'> & { id: Generated<number>; received_at: string };

/** The migrations applied, by name (Kysely's Migrator keeps it; migrate.ts). */
export type SchemaMigrationsTable = { name: string; timestamp: string };

/** One row per thing an operator did (lib/server/inbox/access-log.ts); never changed or removed. */
export type AccessLogTable = {
  id: Generated<number>;
  at: string;
  operator_id: string | null;
  operator_email: string | null;
  address: string | null;
  action: string;
  record: string | null;
  detail: string | null;
};

/** Secrets the server made for itself (the operators' cookie secret), by name. */
export type ServerSecretsTable = { name: string; value: string };

export type Database = {
  leads: LeadsTable;
  subscribers: SubscribersTable;
  outbox: OutboxTable;
  outbox_attempts: OutboxAttemptsTable;
  vitals: VitalsTable;
  schema_migrations: SchemaMigrationsTable;
  access_log: AccessLogTable;
  server_secrets: ServerSecretsTable;
};
