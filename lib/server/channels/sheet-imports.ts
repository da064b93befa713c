import 'server-only';
import type { Db } from '../store/schema';

// Each imported sheet's content hash (migration 037; docs/operations.md#portal-sheets), the only
// writer of `sheet_imports`: the same sheet imported again adds nothing, even after a person in
// it was erased (whose row's own key erasure takes with the lead). A hash of a whole sheet names
// nobody.

/**
 * Claims the sheet's import in the import's transaction: false when it was imported before (the
 * unique hash makes a second import, however close behind, find the first's row).
 */
export async function claimSheetImport(
  trx: Db,
  sheet: { source: string; hash: string; rows: number },
  { at, by }: { at: Date; by: string },
) {
  const claimed = await trx
    .insertInto('sheet_imports')
    .values({
      source: sheet.source,
      sheet_hash: sheet.hash,
      row_count: sheet.rows,
      imported_at: at.toISOString(),
      operator_id: by,
    })
    .onConflict((conflict) => conflict.column('sheet_hash').doNothing())
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** When a sheet with this hash was imported, if it was. */
export const sheetImportedAt = async (db: Db, hash: string) =>
  (
    await db
      .selectFrom('sheet_imports')
      .select('imported_at')
      .where('sheet_hash', '=', hash)
      .executeTakeFirst()
  )?.imported_at ?? null;
