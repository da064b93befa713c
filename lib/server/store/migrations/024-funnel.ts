import { sql } from 'kysely';
import { columnTypes, idColumn, notNull, type StoreMigration } from './migration';

// The funnel (docs/leads.md#visits-and-the-funnel):
// - on each lead, when it first reached each stage of the pipeline, filled from its timeline and,
//   where a status has no timeline row, from its status time; lead-work.ts keeps them since;
// - campaign_spend: what a campaign cost in a month, per platform (entered by an admin, or from a
//   Google Ads or Meta Ads campaign report), in paise.
const STAGES = ['attempted', 'connected', 'qualified', 'won'];

/**
 * Each lead's first time at each stage or beyond, from its timeline, else from its status time
 * where its status is at or past it. The funnel's benchmark fills its seeded store the same way.
 */
export async function fillStageTimes(db: Parameters<StoreMigration['up']>[0]) {
  for (const [index, stage] of STAGES.entries()) {
    const reached = STAGES.slice(index);
    const list = sql.join(reached.map((status) => sql.lit(status)));
    await sql`update leads set ${sql.ref(`${stage}_at`)} = coalesce(
          (select min(lead_events.at) from lead_events
            where lead_events.lead_id = leads.id and lead_events.kind = 'status'
              and lead_events.to_value in (${list})),
          case when leads.status in (${list}) then coalesce(leads.status_at, leads.received_at) end
        )`.execute(db);
  }
}

export const migration024: StoreMigration = {
  name: '024_funnel.sql',
  async up(db, engine) {
    const { timestamp } = columnTypes(engine);
    for (const stage of STAGES)
      await db.schema.alterTable('leads').addColumn(`${stage}_at`, timestamp).execute();
    await fillStageTimes(db);
    // Admissions per day are read by when they were won.
    await db.schema.createIndex('leads_won_at').on('leads').column('won_at').execute();
    await db.schema
      .createTable('campaign_spend')
      .addColumn('id', 'integer', idColumn(engine))
      .addColumn('campaign', 'text', notNull)
      .addColumn('month', 'text', notNull)
      .addColumn('platform', 'text', notNull)
      .addColumn('amount_paise', 'bigint', notNull)
      .addColumn('updated_at', timestamp, notNull)
      .addColumn('operator_id', 'text', notNull)
      .addUniqueConstraint('campaign_spend_key', ['campaign', 'month', 'platform'])
      .execute();
  },
};
