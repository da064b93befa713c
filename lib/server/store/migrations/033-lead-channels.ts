import { columnTypes, notNull, type StoreMigration } from './migration';

// Leads that come from the ad platforms' own forms and the portals' sheets, not our pages
// (docs/operations.md#lead-channels): each lead and repeat enquiry records its channel (`site`
// for all before this step), the platform's campaign, ad set, ad and form ids and its own lead id;
// channel_forms holds each platform form's mapping to a university and questions, the last
// lead seen from it and how far back-filling has read; channel_counts, per channel and day, what the
// admins' health page shows. Listed here, not taken from the code's lists: this step made these.
const LEAD_COLUMNS = ['campaign_id', 'adset_id', 'ad_id', 'form_id', 'channel_lead_id'];

export const migration033: StoreMigration = {
  name: '033_lead_channels.sql',
  async up(db, engine) {
    const { timestamp } = columnTypes(engine);
    // SQLite adds one column per statement.
    for (const table of ['leads', 'lead_enquiries']) {
      await db.schema
        .alterTable(table)
        .addColumn('channel', 'text', (column) => column.notNull().defaultTo('site'))
        .execute();
      for (const column of LEAD_COLUMNS)
        await db.schema.alterTable(table).addColumn(column, 'text').execute();
    }
    await db.schema
      .createTable('channel_forms')
      .addColumn('channel', 'text', notNull)
      .addColumn('form_id', 'text', notNull)
      .addColumn('university', 'text')
      .addColumn('course_question', 'text')
      .addColumn('city_question', 'text')
      .addColumn('updated_at', timestamp, notNull)
      .addColumn('last_lead_at', timestamp)
      .addColumn('backfilled_to', timestamp)
      .addPrimaryKeyConstraint('channel_forms_key', ['channel', 'form_id'])
      .execute();
    await db.schema
      .createTable('channel_counts')
      .addColumn('channel', 'text', notNull)
      .addColumn('day', 'text', notNull)
      .addColumn('event', 'text', notNull)
      .addColumn('count', 'integer', notNull)
      .addColumn('last_at', timestamp, notNull)
      .addPrimaryKeyConstraint('channel_counts_key', ['channel', 'day', 'event'])
      .execute();
  },
};
