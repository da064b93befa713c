import { columnTypes, idColumn, notNull, type StoreMigration } from './migration';

// Web Push to the owners' phones (docs/operations.md#push-to-the-owners-phone): each browser an
// operator turned notifications on in, by its push service's endpoint (one row per endpoint: a
// browser another operator signs in to next is theirs from then) and the keys that encrypt what
// is sent to it. An operator removed for good takes their subscriptions with them. The pushes
// themselves are outbox items of the assignments (destination `push`), sent once.
export const migration028: StoreMigration = {
  name: '028_push_subscriptions.sql',
  async up(db, engine) {
    const { timestamp } = columnTypes(engine);
    await db.schema
      .createTable('push_subscriptions')
      .addColumn('id', 'integer', idColumn(engine))
      .addColumn('operator_id', 'text', (column) =>
        column.notNull().references('operator.id').onDelete('cascade'),
      )
      .addColumn('endpoint', 'text', (column) => column.notNull().unique())
      .addColumn('p256dh', 'text', notNull)
      .addColumn('auth', 'text', notNull)
      .addColumn('created_at', timestamp, notNull)
      .addColumn('last_seen_at', timestamp, notNull)
      .execute();
    await db.schema
      .createIndex('push_subscriptions_operator')
      .on('push_subscriptions')
      .column('operator_id')
      .execute();
  },
};
