import { sql, type RawBuilder } from 'kysely';
import type { StoreMigration } from './migration';

// The funnel page's reads (docs/performance.md#the-funnels-reads), at 100,000 leads in a range:
// - each lead's device class, computed by the store from its user agent as the visit counts name
//   it, so that grouping by device reads one short column instead of the whole user agent;
//   SQLite adds a generated column only as virtual (computed when read), PostgreSQL stores it;
// - for each way the funnel groups leads, an index led by the group, as funnel-store.ts writes it,
//   then every column the funnel counts and times: the groups come out of the index in order, with
//   no sort of the range's leads and no read of their rows;
// - the same columns led by the time received, for the range's totals and days; and the
//   admissions per day read by when they were won, with what tells a genuine lead (024's index on
//   won_at alone read each admission's row).
// The expressions are written out here, not taken from the code: this step made these.
const device = (agent: RawBuilder<unknown>) => sql`case
  when ${agent} like '%ipad%' or ${agent} like '%tablet%' then 'tablet'
  when ${agent} like '%mobi%' or ${agent} like '%android%' then 'phone'
  else 'desktop' end`;

const tagOrNone = (column: string) => sql`coalesce(nullif(${sql.ref(column)}, ''), '(none)')`;

/**
 * Each group, and the column it is made of: PostgreSQL answers from an index alone only when it
 * holds every column the query names, the expression's own column too.
 */
const GROUPS = {
  campaign: [tagOrNone('utm_campaign'), sql.ref('utm_campaign')],
  source: [tagOrNone('utm_source'), sql.ref('utm_source')],
  purpose: [tagOrNone('reason'), sql.ref('reason')],
  language: [sql.ref('language')],
  device: [sql.ref('device')],
};

const COUNTED = [
  'suspected_reason',
  'released_at',
  'attempted_at',
  'connected_at',
  'qualified_at',
  'won_at',
].map((column) => sql.ref(column));

export const migration027: StoreMigration = {
  name: '027_funnel_reads.sql',
  async up(db, engine) {
    await db.schema
      .alterTable('leads')
      .addColumn('device', 'text', (column) =>
        engine === 'sqlite'
          ? // SQLite's `like` ignores ASCII case already.
            column.generatedAlwaysAs(device(sql.ref('user_agent')))
          : column.generatedAlwaysAs(device(sql`lower(user_agent)`)).stored(),
      )
      .execute();
    for (const [name, [group, ...made]] of Object.entries(GROUPS))
      await sql`create index ${sql.ref(`leads_funnel_${name}`)} on leads (${sql.join([
        group,
        sql.ref('received_at'),
        ...COUNTED,
        ...made,
      ])})`.execute(db);
    await sql`create index leads_funnel on leads (${sql.join([
      sql.ref('received_at'),
      ...COUNTED,
    ])})`.execute(db);
    await db.schema
      .createIndex('leads_funnel_won')
      .on('leads')
      .columns(['won_at', 'suspected_reason', 'released_at'])
      .execute();
    await db.schema.dropIndex('leads_won_at').execute();
  },
};
