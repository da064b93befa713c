import 'server-only';
import type { Insertable } from 'kysely';
import type { Db, HeldSheetsTable } from '../schema';

// The only writer of `held_sheets` (docs/architecture.md#who-writes-each-table): a portal's sheet
// held between its upload and its import (migration 037; docs/operations.md#portal-sheets). It
// holds people's data, so it is held for minutes only: deleted once imported or discarded, when
// its time runs out, and at any person's erasure (privacy/erase-targets.ts).

export async function holdSheet(db: Db, sheet: Insertable<HeldSheetsTable>) {
  await db.insertInto('held_sheets').values(sheet).execute();
}

/** The operator's held sheet, while its time runs. */
export const heldSheet = (db: Db, id: string, operatorId: string, now: Date) =>
  db
    .selectFrom('held_sheets')
    .selectAll()
    .where('id', '=', id)
    .where('operator_id', '=', operatorId)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();

/** Erases one held sheet (imported or discarded); whether it was there. */
export async function dropHeldSheet(db: Db, id: string, operatorId: string) {
  const dropped = await db
    .deleteFrom('held_sheets')
    .where('id', '=', id)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst();
  return Number(dropped.numDeletedRows) > 0;
}

/** Erases the sheets whose time ran out; how many. */
export async function dropExpiredSheets(db: Db, now: Date) {
  const dropped = await db
    .deleteFrom('held_sheets')
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(dropped.numDeletedRows);
}

/**
 * Erases every held sheet: a person's erasure cannot tell which rows are theirs (a phone written
 * any way), and a held sheet is minutes of an admin's work, uploaded again at once.
 */
export async function dropAllHeldSheets(db: Db) {
  const dropped = await db.deleteFrom('held_sheets').executeTakeFirst();
  return Number(dropped.numDeletedRows);
}
