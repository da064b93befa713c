import 'server-only';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { readSecretFile, writtenOnce } from '../secret-file';
import type { ServerConfig } from '../server-config';
import type { StoreDatabase } from '../store/store-database';

/** The row where stores before migration 021's release kept the made secret. */
const STORED = 'operator-auth';

/** Where a SQLite store's made secret lives: a file of its own beside the database file. */
export const secretFileOf = (dbPath: string) => `${path.resolve(dbPath)}.operator-secret`;

type SecretConfig = Pick<ServerConfig, 'operatorAuthSecret' | 'databaseUrl' | 'dbPath'>;

/**
 * The secret that signs the operators' cookies and encrypts their two-factor keys, never kept in
 * the database it protects (a copy of the database or of a backup must not forge a session or
 * read a key; docs/operations.md#the-secret):
 * - OPERATOR_AUTH_SECRET when it is set (required with PostgreSQL: server-config.ts);
 * - else, beside a SQLite store, a `0600` file made on first start (the README's serve command
 *   needs no setting).
 * A secret an older version kept in `server_secrets` is moved to the file once, so live sessions
 * and enrolled authenticators keep working, and removed from the table in either case.
 */
export async function operatorAuthSecret(config: SecretConfig, database: StoreDatabase) {
  const { db } = database;
  const stored = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', STORED)
    .executeTakeFirst();
  let secret = config.operatorAuthSecret;
  if (!secret) {
    if (config.databaseUrl)
      throw new Error(
        'OPERATOR_AUTH_SECRET must be set with PostgreSQL (DATABASE_URL): every instance needs the same one',
      );
    const file = secretFileOf(config.dbPath);
    secret =
      writtenOnce(file, stored?.value ?? randomBytes(32).toString('base64url')) ??
      readSecretFile(file);
  }
  if (stored)
    await database.exclusive(() =>
      db.deleteFrom('server_secrets').where('name', '=', STORED).execute(),
    );
  return secret;
}
