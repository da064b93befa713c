import 'server-only';
import { randomBytes } from 'node:crypto';
import type { StoreDatabase } from '../store/store-database';

const NAME = 'operator-auth';

/**
 * OPERATOR_AUTH_SECRET when it is set; otherwise the one kept in the store, made by whichever
 * instance starts first: every instance on one PostgreSQL reads the same row, and the README's
 * serve command needs no setting.
 */
export async function operatorAuthSecret(configured: string | null, database: StoreDatabase) {
  if (configured) return configured;
  const { db } = database;
  const made = randomBytes(32).toString('base64url');
  await database.exclusive(() =>
    db
      .insertInto('server_secrets')
      .values({ name: NAME, value: made })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute(),
  );
  const kept = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', NAME)
    .executeTakeFirstOrThrow();
  return kept.value;
}
