import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

const MIGRATIONS_DIR = path.join(process.cwd(), 'lib', 'server', 'migrations');

/** The engine's .sql files not yet applied, in name order. */
export function pendingMigrations(engine: 'sqlite' | 'postgres', applied: Iterable<string>) {
  const done = new Set(applied);
  const dir = path.join(MIGRATIONS_DIR, engine);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.sql') && !done.has(name))
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(dir, name), 'utf8') }));
}
