import { columnTypes, idColumn, notNull, type StoreMigration } from './migration';

// Portals' sheets imported by admins (docs/operations.md#portal-sheets): each source's column
// mapping, kept for its next sheet (import_sources); a sheet held between its upload and its
// import for the mapping and the preview, for minutes only and erased at the import, at its
// expiry or at any person's erasure (held_sheets: it holds personal data); and each imported
// sheet's content hash, so that the same sheet imported again adds nothing (sheet_imports).
export const migration037: StoreMigration = {
  name: '037_sheet_imports.sql',
  async up(db, engine) {
    const { timestamp } = columnTypes(engine);
    await db.schema
      .createTable('import_sources')
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', notNull)
      .addColumn('columns', 'text', notNull)
      .addColumn('university', 'text')
      .addColumn('updated_at', timestamp, notNull)
      .addColumn('updated_by', 'text', notNull)
      .execute();
    await db.schema
      .createTable('held_sheets')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('operator_id', 'text', notNull)
      .addColumn('source', 'text', notNull)
      .addColumn('file_name', 'text', notNull)
      .addColumn('headers', 'text', notNull)
      .addColumn('rows', 'text', notNull)
      .addColumn('row_count', 'integer', notNull)
      .addColumn('sheet_hash', 'text', notNull)
      .addColumn('created_at', timestamp, notNull)
      .addColumn('expires_at', timestamp, notNull)
      .execute();
    await db.schema
      .createTable('sheet_imports')
      .addColumn('id', 'integer', idColumn(engine))
      .addColumn('source', 'text', notNull)
      .addColumn('sheet_hash', 'text', (column) => column.notNull().unique())
      .addColumn('row_count', 'integer', notNull)
      .addColumn('imported_at', timestamp, notNull)
      .addColumn('operator_id', 'text', notNull)
      .execute();
  },
};
