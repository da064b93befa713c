import { sql } from 'kysely';
import { columnTypes, emptyByDefault, idColumn, notNull, type StoreMigration } from './migration';

// Requests from /privacy/requests: a copy of one's data, a correction, erasure, withdrawal of
// consent or a grievance, naming the phone or email the person used. Stored as asked, never
// matched to leads as they arrive (the page must not reveal whether the person is known), with the
// reference the person was given and the dates it is due. The kinds are listed here, not taken
// from the code's list: this step allowed these and no others.
const KINDS = ['access', 'correction', 'erasure', 'withdrawal', 'grievance'];

export const migration014: StoreMigration = {
  name: '014_rights_requests.sql',
  async up(db, engine) {
    const { timestamp } = columnTypes(engine);
    await db.schema
      .createTable('rights_requests')
      .addColumn('id', 'integer', idColumn(engine))
      .addColumn('reference', 'text', (column) => column.notNull().unique())
      .addColumn('kind', 'text', (column) =>
        column.notNull().check(sql.raw(`kind in (${KINDS.map((kind) => `'${kind}'`).join(', ')})`)),
      )
      .addColumn('phone', 'text', emptyByDefault)
      .addColumn('email', 'text', emptyByDefault)
      .addColumn('details', 'text', emptyByDefault)
      .addColumn('language', 'text', notNull)
      .addColumn('user_agent', 'text', emptyByDefault)
      .addColumn('suspected_reason', 'text')
      // A natively posted form sent twice (a reload, a double tap) is one request.
      .addColumn('idempotency_key', 'text', (column) => column.unique())
      .addColumn('received_at', timestamp, notNull)
      .addColumn('due_at', timestamp, notNull)
      .addColumn('deadline_at', timestamp, notNull)
      .execute();
    // The admins' list: the soonest due first.
    await db.schema
      .createIndex('rights_requests_due')
      .on('rights_requests')
      .column('due_at')
      .execute();
  },
};
