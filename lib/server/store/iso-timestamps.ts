import type { KyselyPlugin } from 'kysely';

/**
 * Times come back as ISO strings on both engines: SQLite keeps the text it was given, and
 * PostgreSQL's driver reads a TIMESTAMPTZ as a Date, turned into the same string here.
 */
export const isoTimestamps: KyselyPlugin = {
  transformQuery: ({ node }) => node,
  async transformResult({ result }) {
    for (const row of result.rows)
      for (const [column, value] of Object.entries(row))
        if (value instanceof Date) row[column] = value.toISOString();
    return result;
  },
};
