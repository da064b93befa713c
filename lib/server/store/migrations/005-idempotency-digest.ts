import type { StoreMigration } from './migration';

// A digest of the request an idempotency key was first used for: a replay of the same request
// is answered as before, another request under the same key is refused.
export const migration005: StoreMigration = {
  name: '005_idempotency_digest.sql',
  async up(db) {
    await db.schema.alterTable('leads').addColumn('idempotency_digest', 'text').execute();
  },
};
