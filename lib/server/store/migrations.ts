import 'server-only';
import { MIGRATIONS } from './migrations/index';

export type Engine = 'sqlite' | 'postgres';

/** The table each engine records applied migrations in. */
export const HISTORY_TABLE: Record<Engine, string> = {
  sqlite:
    'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)',
  postgres:
    'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL)',
};

/** The migrations not yet applied, in order, with the engine's SQL. */
export function pendingMigrations(engine: Engine, applied: Iterable<string>) {
  const done = new Set(applied);
  return MIGRATIONS.filter(({ name }) => !done.has(name)).map((migration) => ({
    name: migration.name,
    sql: migration[engine],
  }));
}
