import 'server-only';
import { Migrator, type Kysely } from 'kysely';
import { MIGRATIONS, migrationProvider } from './migrations/index';
import type { Database, Engine } from './schema';

// Kysely's Migrator keeps the history in the table the store has always kept it in,
// schema_migrations, under the names it has always had: a deployed store is never migrated twice.

const HISTORY = 'schema_migrations';

const hasColumn = async (db: Kysely<Database>, column: string) =>
  (await db.introspection.getTables())
    .find((table) => table.name === HISTORY)
    ?.columns.some(({ name }) => name === column) ?? false;

/**
 * The runner before Kysely's recorded when each step was applied as `applied_at`; the Migrator
 * reads and writes `timestamp`. Renamed once, the history is the Migrator's.
 */
async function adoptHistory(db: Kysely<Database>) {
  if (!(await hasColumn(db, 'applied_at'))) return;
  try {
    await db.schema.alterTable(HISTORY).renameColumn('applied_at', 'timestamp').execute();
  } catch (error) {
    // Another instance starting at the same moment renamed it first.
    if (await hasColumn(db, 'applied_at')) throw error;
  }
}

/**
 * Applies every migration not yet recorded, all in one transaction: on PostgreSQL under Kysely's
 * advisory lock, so instances starting together migrate once.
 */
export async function migrate(db: Kysely<Database>, engine: Engine) {
  await adoptHistory(db);
  const { error } = await new Migrator({
    db,
    provider: migrationProvider(engine),
    migrationTableName: HISTORY,
    migrationLockTableName: `${HISTORY}_lock`,
    // What is pending is judged by name, as before Kysely, never by the clocks that stamped the
    // history (a database's and an instance's may disagree).
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  if (error) throw error;
}

/** Whether the database has a lead store at all (an operator's command creates none). */
export const hasHistory = async (db: Kysely<Database>) =>
  (await db.introspection.getTables()).some((table) => table.name === HISTORY);

/** The migrations this code has that the database has not applied, by name. */
export async function pendingMigrations(db: Kysely<Database>) {
  const applied = await db.selectFrom(HISTORY).select('name').execute();
  const done = new Set(applied.map(({ name }) => name));
  return MIGRATIONS.map(({ name }) => name).filter((name) => !done.has(name));
}
