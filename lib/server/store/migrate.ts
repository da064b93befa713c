import 'server-only';
import { Migrator, sql } from 'kysely';
import { MIGRATIONS, migrationProvider } from './migrations/index';
import type { Db, Engine } from './schema';

// Kysely's Migrator keeps the history in the table the store has always kept it in,
// schema_migrations, under the names it has always had: a deployed store is never migrated twice.

const HISTORY = 'schema_migrations';

// Any fixed number, the one the runner before Kysely's took: an instance starting beside one that
// runs that build waits for it too.
const ADOPTION_LOCK = 4_204_2024;

/**
 * The history table's columns, none when there is none, from each engine's catalogue. Not
 * Kysely's introspection: on PostgreSQL it fails when a column is renamed while it reads.
 */
async function historyColumns(db: Db, engine: Engine) {
  const { rows } =
    engine === 'sqlite'
      ? await sql<{ name: string }>`select name from pragma_table_info(${HISTORY})`.execute(db)
      : await sql<{ name: string }>`
          select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${HISTORY}`.execute(db);
  return rows.map(({ name }) => name);
}

/**
 * The runner before Kysely's recorded when each step was applied as `applied_at`; the Migrator
 * reads and writes `timestamp`. Renamed once, the history is the Migrator's. Instances starting
 * together take turns: on PostgreSQL under a lock, on SQLite as its one writer.
 */
const adoptHistory = (db: Db, engine: Engine) =>
  db.transaction().execute(async (trx) => {
    if (engine === 'postgres')
      await sql`select pg_advisory_xact_lock(${ADOPTION_LOCK})`.execute(trx);
    if (!(await historyColumns(trx, engine)).includes('applied_at')) return;
    await trx.schema.alterTable(HISTORY).renameColumn('applied_at', 'timestamp').execute();
  });

/**
 * Applies every migration not yet recorded, all in one transaction: on PostgreSQL under Kysely's
 * advisory lock, so instances starting together migrate once.
 */
export async function migrate(db: Db, engine: Engine) {
  await adoptHistory(db, engine);
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
export const hasHistory = async (db: Db, engine: Engine) =>
  (await historyColumns(db, engine)).length > 0;

/** The migrations this code has that the database has not applied, by name. */
export async function pendingMigrations(db: Db) {
  const applied = await db.selectFrom(HISTORY).select('name').execute();
  const done = new Set(applied.map(({ name }) => name));
  return MIGRATIONS.map(({ name }) => name).filter((name) => !done.has(name));
}
