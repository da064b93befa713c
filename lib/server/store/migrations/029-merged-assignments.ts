import { sql, type Kysely } from 'kysely';
import type { Engine } from '../schema';
import { columnTypes, idColumn, notNull, type StoreMigration } from './migration';

// A merged lead's assignments outlive its row (issue 69, item 1): 026 deleted them with the lead,
// and with them the only way from a person to the outbox items of those assignments (the owner's
// push notice, the admins' alert of a missed deadline, with the lead's name, phone and email), so
// an erasure left those items behind. lead_assignments.lead_id is now an id without a reference,
// like the outbox's record_id, and erasure reaches a merged lead's assignments through
// lead_merges (lib/server/privacy/person-targets.ts). Items a merge already orphaned get back a
// row of their assignment, made from what their payloads say; those of a person already erased
// are erased now. The values are listed here, not taken from the code's lists: this step wrote
// these.
const CAUSES = ['arrival', 'off-hours', 'deadline'];
const ERASED_PAYLOAD = '{"erased":true}';
const ERASED_TEXT = '[erased]';

type Db = Kysely<Record<string, Record<string, unknown>>>;

export const migration029: StoreMigration = {
  name: '029_merged_assignments.sql',
  async up(db, engine) {
    await dropLeadReference(db, engine);
    const orphans = await relinkOrphans(db, engine);
    await eraseOrphansOfErased(db, orphans);
  },
};

/** PostgreSQL drops the constraint; SQLite cannot, so it rebuilds the table under the same ids. */
async function dropLeadReference(db: Db, engine: Engine) {
  if (engine === 'postgres') {
    await sql`alter table lead_assignments drop constraint lead_assignments_lead_id_fkey`.execute(
      db,
    );
    return;
  }
  const { timestamp } = columnTypes('sqlite');
  await db.schema
    .createTable('lead_assignments_rebuilt')
    .addColumn('id', 'integer', idColumn('sqlite'))
    .addColumn('lead_id', 'integer', notNull)
    .addColumn('operator_id', 'text', notNull)
    .addColumn('rule_id', 'integer')
    .addColumn('assigned_at', timestamp, notNull)
    .addColumn('due_at', timestamp)
    .addColumn('cause', 'text', (column) =>
      column
        .notNull()
        .check(sql.raw(`cause in (${CAUSES.map((cause) => `'${cause}'`).join(', ')})`)),
    )
    .execute();
  await db
    .insertInto('lead_assignments_rebuilt')
    .expression((eb) => eb.selectFrom('lead_assignments').selectAll())
    .execute();
  await db.schema.dropTable('lead_assignments').execute();
  await db.schema.alterTable('lead_assignments_rebuilt').renameTo('lead_assignments').execute();
  await db.schema
    .createIndex('lead_assignments_lead')
    .on('lead_assignments')
    .columns(['lead_id', 'id'])
    .execute();
  await db.schema
    .createIndex('lead_assignments_operator')
    .on('lead_assignments')
    .columns(['operator_id', 'assigned_at'])
    .execute();
}

type Relinked = {
  id: number;
  lead_id: number;
  operator_id: string;
  assigned_at: string;
  cause: string;
};

/** What an orphaned item's payload says: an owner's notice or an admins' alert. */
type Said = { lead_id?: number; id?: number; operator_id?: string; moved?: unknown };

const said = (payload: string): Said | null => {
  try {
    const value: unknown = JSON.parse(payload);
    return value !== null && typeof value === 'object' ? (value as Said) : null;
  } catch {
    return null;
  }
};

/**
 * A row of lead_assignments, under its old id, for each assignment whose items outlived it: the
 * lead's id from the notice (`lead_id`) or the alert (`id`), the owner from the notice (an alert
 * names people, not ids: '' then), when from the first item, `deadline` for a move. The merged
 * lead's assignments show nowhere (its row is gone); these tie its items to it. The leads relinked.
 */
async function relinkOrphans(db: Db, engine: Engine) {
  const items = await db
    .selectFrom('outbox')
    .select(['record_id', 'payload', 'created_at'])
    .where('record_type', '=', 'assignment')
    .where('record_id', 'not in', db.selectFrom('lead_assignments').select('id'))
    .orderBy('id')
    .execute();
  const rows = new Map<number, Relinked>();
  for (const item of items) {
    const facts = said(String(item.payload));
    const leadId = facts?.lead_id ?? facts?.id;
    if (typeof leadId !== 'number') continue;
    const id = Number(item.record_id);
    const row = rows.get(id) ?? {
      id,
      lead_id: leadId,
      operator_id: '',
      assigned_at: new Date(item.created_at as string | Date).toISOString(),
      cause: 'arrival',
    };
    if (typeof facts?.operator_id === 'string') row.operator_id = facts.operator_id;
    if (facts?.moved) row.cause = 'deadline';
    rows.set(id, row);
  }
  // PostgreSQL numbers the ids itself unless told otherwise.
  const overriding = engine === 'postgres' ? sql`overriding system value` : sql``;
  for (const row of rows.values())
    await sql`insert into lead_assignments
      (id, lead_id, operator_id, rule_id, assigned_at, due_at, cause) ${overriding}
      values (${row.id}, ${row.lead_id}, ${row.operator_id}, null, ${row.assigned_at}, null,
        ${row.cause})`.execute(db);
  return [...new Set([...rows.values()].map((row) => row.lead_id))];
}

/**
 * The relinked items of merged leads whose person is already erased (the kept lead a tombstone,
 * or the enquiry the merged lead became emptied), erased as erasure erases an item: payload and
 * answers replaced, cancelled if not yet delivered.
 */
async function eraseOrphansOfErased(db: Db, leadIds: number[]) {
  if (!leadIds.length) return;
  const merges = await db
    .selectFrom('lead_merges')
    .innerJoin('leads', 'leads.id', 'lead_merges.kept_id')
    .leftJoin('lead_enquiries', 'lead_enquiries.id', 'lead_merges.enquiry_id')
    .select(['lead_merges.merged_id', 'leads.erased_at', 'lead_enquiries.phone'])
    .where('lead_merges.merged_id', 'in', leadIds)
    .execute();
  const erased = merges
    .filter((merge) => merge.erased_at !== null || merge.phone === '')
    .map((merge) => Number(merge.merged_id));
  if (!erased.length) return;
  const ids = (
    await db
      .selectFrom('outbox')
      .select('outbox.id')
      .innerJoin('lead_assignments', 'lead_assignments.id', 'outbox.record_id')
      .where('outbox.record_type', '=', 'assignment')
      .where('lead_assignments.lead_id', 'in', erased)
      .execute()
  ).map((row) => Number(row.id));
  if (!ids.length) return;
  const now = new Date().toISOString();
  await db
    .updateTable('outbox')
    .set((eb) => ({
      payload: ERASED_PAYLOAD,
      last_error: eb.case().when('last_error', 'is', null).then(null).else(ERASED_TEXT).end(),
      cancelled_at: eb
        .case()
        .when(eb.and([eb('delivered_at', 'is', null), eb('cancelled_at', 'is', null)]))
        .then(now)
        .else(eb.ref('cancelled_at'))
        .end(),
      locked_until: null,
    }))
    .where('id', 'in', ids)
    .execute();
  await db
    .updateTable('outbox_attempts')
    .set({ detail: ERASED_TEXT })
    .where('outbox_id', 'in', ids)
    .where('detail', '!=', 'delivered')
    .execute();
}
