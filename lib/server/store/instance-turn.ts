import 'server-only';
import { sql } from 'kysely';
import type { StoreDatabase } from './store-database';

/**
 * Runs `task` unless another instance on the same database is running the task of this name, and
 * says whether it ran. SQLite's store has one server; on PostgreSQL a session's advisory lock, held
 * on one connection for the task's length and let go however it ends.
 */
export async function inTurn(database: StoreDatabase, name: string, task: () => Promise<void>) {
  if (database.engine === 'sqlite') {
    await task();
    return true;
  }
  return database.db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      held: boolean;
    }>`select pg_try_advisory_lock(hashtextextended(${name}, 0)) as held`.execute(connection);
    if (!rows[0].held) return false;
    try {
      await task();
      return true;
    } finally {
      await sql`select pg_advisory_unlock(hashtextextended(${name}, 0))`.execute(connection);
    }
  });
}
