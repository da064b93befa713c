import { sql } from 'kysely';
import type { StoreMigration } from './migration';

// The inbox's queue at 100,000 leads (npm run bench:inbox; what each index serves, and the
// figures: docs/performance.md#what-each-index-serves). A lead's row is wide (the consent text it was shown, its
// landing page, its browser): reading the table to count leads per status or to filter a page
// read ~160 MB. The queue reads one narrow index instead, holding every column it filters on and
// shows, for the leads it can show (never held ones), newest first. SQLite plans without
// statistics and takes any index with an equality on its first column: with 011's indexes by
// status and by owner it read the table in their order (a counsellor's queue: the owner's),
// slower than a plain scan. They go; the queue index does their work.

/** The leads the queue can show: not held as suspected, or released. lead-work.ts says the same. */
const queued = sql<boolean>`suspected_reason is null or released_at is not null`;

export const migration012: StoreMigration = {
  name: '012_queue_indexes.sql',
  async up(db, engine) {
    for (const index of ['leads_status_received', 'leads_owner_received', 'leads_owner_follow_up'])
      await db.schema.dropIndex(index).execute();
    await db.schema
      .createIndex('leads_queue')
      .on('leads')
      .columns([
        'received_at desc',
        'id desc',
        'status',
        'owner_id',
        'kind',
        'reason',
        'utm_campaign',
        'utm_source',
        'name',
        'phone',
        'email',
        'first_contact_at',
        'next_follow_up_at',
      ])
      .where(queued)
      .execute();
    // An owner's follow-ups by due time, for the leads that have one: a condition the queue's
    // queries never imply, so that no planner takes it for them.
    await db.schema
      .createIndex('leads_follow_ups')
      .on('leads')
      .columns(['owner_id', 'next_follow_up_at'])
      .where(sql.ref('next_follow_up_at'), 'is not', null)
      .execute();
    if (engine === 'sqlite') return;
    // The search finds a fragment anywhere in a name, phone or email (`ilike '%…%'`), which no
    // b-tree serves: PostgreSQL's trigram index does, for fragments of three characters or more.
    // pg_trgm ships with PostgreSQL and is a trusted extension: the database's owner may add it.
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index leads_search on leads
      using gin (name gin_trgm_ops, phone gin_trgm_ops, email gin_trgm_ops)
      where ${queued}`.execute(db);
  },
};
