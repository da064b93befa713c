/**
 * Rows as the command line prints them (`npm run leads -- …`): each column as wide as its widest
 * cell, two spaces between, no trailing spaces. The first row is the header.
 */
export function textTable(rows: string[][]): string[] {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows.map((row) =>
    row
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd(),
  );
}
