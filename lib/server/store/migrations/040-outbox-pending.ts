import { sql } from 'kysely';
import type { StoreMigration } from './migration';

// The outbox's claim of due items (tables/outbox-table.ts) reads its pending items in id order.
// outbox_due held every undelivered item, withheld and cancelled ones too (a push to a counsellor
// without a device, one per lead), so the planner, counting on finding pending items early, walked
// the whole table by its primary key whenever none was due: 2 ms a claim in bench:backup, two
// claims a lead, and longer as the table grows (docs/performance.md#the-outboxs-claim).
export const migration040: StoreMigration = {
  name: '040_outbox_pending.sql',
  async up(db) {
    await db.schema.dropIndex('outbox_due').execute();
    await db.schema
      .createIndex('outbox_pending')
      .on('outbox')
      .column('id')
      .where(sql.ref('delivered_at'), 'is', null)
      .where(sql.ref('cancelled_at'), 'is', null)
      .execute();
  },
};
