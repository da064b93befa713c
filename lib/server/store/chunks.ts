/** At most this many values in one `in (…)`: well under each engine's limit on parameters. */
const CHUNK = 500;

/** `values` in slices of at most `size`, for one statement each. */
export function chunks<T>(values: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}

/**
 * Rows in one insert each slice: a lead has some 50 columns, and each value is a parameter, which
 * SQLite caps at 32,766 a statement.
 */
export const INSERT_CHUNK = 200;

/**
 * The ids a multi-row insert returned, in the order of its rows. Each engine numbers the rows of
 * one statement in the order they are listed (SQLite's rowid, PostgreSQL's identity, whose values
 * only grow), but neither promises RETURNING's order: sorted, they line up with the rows.
 */
export const idsInRowOrder = (rows: readonly { id: number }[]) =>
  rows.map((row) => Number(row.id)).sort((a, b) => a - b);
