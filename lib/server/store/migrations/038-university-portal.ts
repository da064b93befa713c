import { columnTypes, idColumn, notNull, type StoreMigration } from './migration';

// The universities' own portal (docs/operations.md#the-university-portal):
// - operator.university: the catalogue's id (`amity`) of a `university` user, null for the agency;
// - lead_deliveries gains the university's last outcome of the lead and when it was set, and
//   when a `portal` university first listed or downloaded it (its delivery), with the indexes
//   of the portal's list (newest delivered first, by outcome) at 50,000 leads a university;
// - lead_outcomes: each outcome set, by whom and from where (the portal's form or a sheet);
// - lead_returns: a lead the university sent back within the window, and the agency's decision.
export const migration038: StoreMigration = {
  name: '038_university_portal.sql',
  async up(db, engine) {
    const { timestamp } = columnTypes(engine);
    await db.schema.alterTable('operator').addColumn('university', 'text').execute();
    for (const [column, type] of [
      ['outcome', 'text'],
      ['outcome_at', timestamp],
      ['taken_at', timestamp],
    ] as const)
      await db.schema.alterTable('lead_deliveries').addColumn(column, type).execute();
    await db.schema
      .createIndex('lead_deliveries_university_sent')
      .on('lead_deliveries')
      .columns(['university', 'sent_at', 'lead_id'])
      .execute();
    await db.schema
      .createIndex('lead_deliveries_university_outcome')
      .on('lead_deliveries')
      .columns(['university', 'outcome', 'sent_at'])
      .execute();
    await db.schema
      .createTable('lead_outcomes')
      .addColumn('id', 'integer', idColumn(engine))
      .addColumn('lead_id', 'integer', notNull)
      .addColumn('university', 'text', notNull)
      .addColumn('outcome', 'text', notNull)
      .addColumn('at', timestamp, notNull)
      .addColumn('operator_id', 'text', notNull)
      .addColumn('source', 'text', notNull)
      .execute();
    await db.schema
      .createIndex('lead_outcomes_lead')
      .on('lead_outcomes')
      .columns(['lead_id', 'id'])
      .execute();
    await db.schema
      .createTable('lead_returns')
      .addColumn('id', 'integer', idColumn(engine))
      .addColumn('lead_id', 'integer', notNull)
      .addColumn('university', 'text', notNull)
      .addColumn('reason', 'text', notNull)
      .addColumn('note', 'text')
      .addColumn('asked_at', timestamp, notNull)
      .addColumn('asked_by', 'text', notNull)
      .addColumn('decision', 'text')
      .addColumn('decided_at', timestamp)
      .addColumn('decided_by', 'text')
      .addColumn('decision_note', 'text')
      .execute();
    await db.schema
      .createIndex('lead_returns_lead')
      .on('lead_returns')
      .columns(['lead_id', 'id'])
      .execute();
    await db.schema
      .createIndex('lead_returns_university')
      .on('lead_returns')
      .columns(['university', 'decision', 'asked_at'])
      .execute();
  },
};
