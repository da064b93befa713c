import 'server-only';
import type { SheetColumns, SheetMapping } from '@/lib/channels/sheet-fields';
import { sourceKey } from '@/lib/channels/sheet-fields';
import type { Db } from '../store/schema';

// Each portal's column mapping (migration 037; docs/operations.md#portal-sheets), kept for its
// next sheet: which column holds each of our fields, and the university of a row naming none. The
// only writer of `import_sources`. Column names and a university: nobody's data.

export type ImportSource = SheetMapping & { key: string; name: string; updatedAt: string };

const sourceOf = (row: {
  key: string;
  name: string;
  columns: string;
  university: string | null;
  updated_at: string;
}): ImportSource => ({
  key: row.key,
  name: row.name,
  columns: JSON.parse(row.columns) as SheetColumns,
  university: row.university,
  updatedAt: row.updated_at,
});

/** Every source mapped before, by name. */
export const importSources = async (db: Db) =>
  (await db.selectFrom('import_sources').selectAll().orderBy('key').execute()).map(sourceOf);

/** A source's mapping, by its name however written; undefined when never mapped. */
export async function importSource(db: Db, name: string) {
  const row = await db
    .selectFrom('import_sources')
    .selectAll()
    .where('key', '=', sourceKey(name))
    .executeTakeFirst();
  return row && sourceOf(row);
}

/** Saves a source's mapping (its name as last written), for its sheets from now on. */
export async function saveImportSource(
  db: Db,
  name: string,
  mapping: SheetMapping,
  { at, by }: { at: Date; by: string },
) {
  const values = {
    name: name.trim().replace(/\s+/g, ' '),
    columns: JSON.stringify(mapping.columns),
    university: mapping.university,
    updated_at: at.toISOString(),
    updated_by: by,
  };
  await db
    .insertInto('import_sources')
    .values({ key: sourceKey(name), ...values })
    .onConflict((conflict) => conflict.column('key').doUpdateSet(values))
    .execute();
}
