import { sql } from 'kysely';
import type { StoreMigration } from './migration';

// The university portal's list and search at 50,000 leads a university (npm run bench:portal;
// docs/performance.md#the-university-portal-benchportal), which choose and count a page on the
// deliveries alone (lib/server/portal/portal-reads.ts):
// - leads_erased: the few erased leads, which the list leaves out, found without reading the rest;
// - the search's fragment of a name (`lower(name) like '%…%'`) or a phone (`phone like '%…%'`):
//   PostgreSQL's trigram indexes serve it (pg_trgm, added by migration 012); SQLite has none, and
//   reads these narrow indexes through instead of 50,000 wide rows.
export const migration039: StoreMigration = {
  name: '039_portal_list_indexes.sql',
  async up(db, engine) {
    await db.schema
      .createIndex('leads_erased')
      .on('leads')
      .column('id')
      .where(sql.ref('erased_at'), 'is not', null)
      .execute();
    if (engine === 'sqlite') {
      await db.schema
        .createIndex('leads_name_lower')
        .on('leads')
        .expression(sql`lower(name)`)
        .execute();
      await db.schema.createIndex('leads_phone').on('leads').column('phone').execute();
      return;
    }
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index leads_name_lower on leads using gin (lower(name) gin_trgm_ops)`.execute(
      db,
    );
    await sql`create index leads_phone on leads using gin (phone gin_trgm_ops)`.execute(db);
  },
};
