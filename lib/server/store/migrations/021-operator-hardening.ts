import { sql } from 'kysely';
import type { StoreMigration } from './migration';

// The operator side's hardening (docs/operations.md#operator-side-hardening-what-each-mend-meets-owasp-asvs-50):
// - `operator_session.twoFactorVerifiedAt`: when this session's operator gave a two-factor code
//   (operator-auth.ts records it); null for a session opened with a password alone, which does
//   not count as a second factor even once its operator has set two-factor up;
// - SQLite's `rate_limits`, as PostgreSQL has had since migration 001, so the sign-in limits
//   outlive a restart on both engines;
// - SQLite refuses an `INSERT OR REPLACE` over an access-log row: REPLACE deletes the old row
//   without firing the delete trigger of migration 009. (PostgreSQL's `ON CONFLICT DO UPDATE`
//   fires its update trigger and is refused already.)
export const migration021: StoreMigration = {
  name: '021_operator_hardening.sql',
  async up(db, engine) {
    await db.schema
      .alterTable('operator_session')
      .addColumn('twoFactorVerifiedAt', engine === 'sqlite' ? 'date' : 'timestamptz')
      .execute();
    if (engine !== 'sqlite') return;
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('expire', 'integer')
      .execute();
    await sql
      .raw(
        `create trigger access_log_replace_refused before insert on access_log
         when exists (select 1 from access_log where id = new.id)
         begin select raise(abort, 'the access log is append-only'); end`,
      )
      .execute(db);
  },
};
