import { notNull, type StoreMigration } from './migration';

// Visits nobody can inflate and no copy can re-identify (docs/privacy.md#visit-counts):
// - visit_salts goes: the day's salt lives only in each server's memory now, never in the store,
//   its write-ahead log or its backups;
// - visit_addresses: the day's hashes of salt and IP address, each with how many visitors it has
//   counted that day, so that one address counts only a few (lib/server/funnel/visit-limits.ts);
//   deleted with the day's hashes.
export const migration030: StoreMigration = {
  name: '030_visit_limits.sql',
  async up(db) {
    await db.schema.dropTable('visit_salts').execute();
    await db.schema
      .createTable('visit_addresses')
      .addColumn('day', 'text', notNull)
      .addColumn('hash', 'text', notNull)
      .addColumn('visitors', 'integer', notNull)
      .addPrimaryKeyConstraint('visit_addresses_key', ['day', 'hash'])
      .execute();
  },
};
