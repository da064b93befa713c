import 'server-only';
import fs from 'node:fs';
import type pg from 'pg';

/** PostgreSQL's client programs of the server's own major version (Debian keeps each apart). */
export async function postgresBin(client: pg.ClientBase, program: 'pg_dump' | 'psql') {
  const { rows } = await client.query<{ version: string }>(
    "select current_setting('server_version_num') as version",
  );
  const major = Math.floor(Number(rows[0].version) / 10_000);
  const path = `/usr/lib/postgresql/${major}/bin/${program}`;
  return fs.existsSync(path) ? path : program;
}

/**
 * The connection URL without its password, and the password apart: the copy worker gives it to
 * the program in its environment, never on its command line, which every process can list.
 */
export function clientConnection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), password };
}
