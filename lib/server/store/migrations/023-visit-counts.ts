import { columnTypes, idColumn, notNull, type StoreMigration } from './migration';

// Visits counted without a cookie or an identifier (docs/leads.md#visits-and-the-funnel):
// - visit_salts: the India day's random salt; replaced when the day changes, the old one deleted;
// - visit_seen: the day's hashes of salt, address and user agent, so a visitor counts once a day,
//   each pointing at the count it added to; deleted with their day's salt;
// - visit_counts: the counts, per India day and what the visit was (landing route, campaign tags,
//   a click id or not, device class, language); kept, since they are about nobody.
// An absent tag is '' rather than null, so that one unique key holds each combination once.
export const migration023: StoreMigration = {
  name: '023_visit_counts.sql',
  async up(db, engine) {
    const { flag } = columnTypes(engine);
    await db.schema
      .createTable('visit_salts')
      .addColumn('day', 'text', (column) => column.primaryKey())
      .addColumn('salt', 'text', notNull)
      .execute();
    await db.schema
      .createTable('visit_counts')
      .addColumn('id', 'integer', idColumn(engine))
      .addColumn('day', 'text', notNull)
      .addColumn('route', 'text', notNull)
      .addColumn('utm_source', 'text', notNull)
      .addColumn('utm_medium', 'text', notNull)
      .addColumn('utm_campaign', 'text', notNull)
      .addColumn('click_id', flag, notNull)
      .addColumn('device', 'text', notNull)
      .addColumn('language', 'text', notNull)
      .addColumn('visits', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('form_starts', 'integer', (column) => column.notNull().defaultTo(0))
      .addUniqueConstraint('visit_counts_key', [
        'day',
        'route',
        'utm_source',
        'utm_medium',
        'utm_campaign',
        'click_id',
        'device',
        'language',
      ])
      .execute();
    await db.schema
      .createTable('visit_seen')
      .addColumn('day', 'text', notNull)
      .addColumn('hash', 'text', notNull)
      .addColumn('count_id', 'integer', (column) =>
        column.notNull().references('visit_counts.id').onDelete('cascade'),
      )
      .addColumn('form_started', flag, notNull)
      .addPrimaryKeyConstraint('visit_seen_key', ['day', 'hash'])
      .execute();
  },
};
