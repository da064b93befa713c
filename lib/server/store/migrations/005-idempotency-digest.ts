import type { Migration } from './migration';

// The same SQL on both engines.
const sql = `
ALTER TABLE leads ADD COLUMN idempotency_digest TEXT;
`;

// A digest of the request an idempotency key was first used for: a replay of the same request
// is answered as before, another request under the same key is refused.
export const migration005: Migration = {
  name: '005_idempotency_digest.sql',
  sqlite: sql,
  postgres: sql,
};
