import 'server-only';
import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { SHEET_MAX_CELL, SHEET_MAX_COLUMNS, SHEET_MAX_ROWS } from '@/lib/channels/sheet-limits';
import { withoutControls } from '@/lib/validations/text';

// A sheet as uploaded, a portal's (docs/operations.md#portal-sheets) or a university's enrolment
// sheet (docs/operations.md#enrolment-sheets), read here for both: a CSV (UTF-8, or Windows-1252
// as older Excel saves it) read by papaparse, or an XLSX workbook's first worksheet read by
// exceljs. Its first row with any value is the header; each later row keeps its line number as
// the spreadsheet shows it, so the preview can name it; rows with no value are left out.

export type SheetRow = { line: number; cells: string[] };
export type Sheet = { headers: string[]; rows: SheetRow[] };

export type SheetProblem = 'kind' | 'unreadable' | 'empty' | 'too-many-rows' | 'too-many-columns';
export type SheetRead = { ok: true; sheet: Sheet } | { ok: false; problem: SheetProblem };

/** A zip archive's first bytes: an XLSX workbook is one. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** An old binary Excel workbook's (.xls), which this import does not read. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0];

const startsWith = (bytes: Uint8Array, magic: number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

const cell = (value: string) => withoutControls(value).trim().slice(0, SHEET_MAX_CELL);

/** Text as Excel and the portals save CSV: UTF-8 (a BOM dropped), else Windows-1252. */
function decoded(bytes: Uint8Array) {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

type Line = { line: number; cells: string[] };

function csvLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    step: (result) => {
      lines.push({ line, cells: result.data.map((value) => cell(String(value ?? ''))) });
      // The next row starts after this one's line break; a quoted cell may hold line breaks too.
      const end = result.meta.cursor;
      for (
        let at = text.indexOf('\n', start);
        at !== -1 && at < end;
        at = text.indexOf('\n', at + 1)
      )
        line += 1;
      start = end;
    },
  });
  return lines;
}

async function xlsxLines(bytes: Uint8Array): Promise<Line[] | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs declares its own Buffer (an ArrayBuffer) in its types; it reads Node's at run time.
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    await workbook.xlsx.load(buffer as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch {
    return null;
  }
  const worksheet = workbook.worksheets[0];
  if (!worksheet) return [];
  const lines: Line[] = [];
  worksheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    for (let column = 1; column <= Math.min(row.cellCount, SHEET_MAX_COLUMNS + 1); column += 1)
      cells.push(cell(row.getCell(column).text ?? ''));
    lines.push({ line, cells });
  });
  return lines;
}

/** The header's names: each one, an empty one as its column's number, a repeated one numbered. */
function headerNames(cells: string[]) {
  const seen = new Map<string, number>();
  return cells.map((name, index) => {
    const base = name || `Column ${index + 1}`;
    const times = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), times);
    return times === 1 ? base : `${base} (${times})`;
  });
}

/** The sheet in `bytes` (a file named `fileName`), or why it cannot be read. */
export async function readSheet(fileName: string, bytes: Uint8Array): Promise<SheetRead> {
  if (startsWith(bytes, OLE)) return { ok: false, problem: 'kind' };
  const zipped = startsWith(bytes, ZIP);
  if (!zipped && !/\.(csv|txt)$/i.test(fileName) && /\.[a-z0-9]+$/i.test(fileName))
    return { ok: false, problem: 'kind' };
  const lines = zipped ? await xlsxLines(bytes) : csvLines(decoded(bytes));
  if (lines === null) return { ok: false, problem: 'unreadable' };
  const filled = lines.filter((line) => line.cells.some(Boolean));
  const [header, ...rows] = filled;
  if (!header || !rows.length) return { ok: false, problem: 'empty' };
  // A last column with no name and no value is nothing: Excel and the portals often end so.
  let width = Math.max(...filled.map((line) => line.cells.length));
  while (width > 0 && filled.every((line) => !line.cells[width - 1])) width -= 1;
  if (width > SHEET_MAX_COLUMNS) return { ok: false, problem: 'too-many-columns' };
  if (rows.length > SHEET_MAX_ROWS) return { ok: false, problem: 'too-many-rows' };
  const padded = (cells: string[]) =>
    Array.from({ length: width }, (_, index) => cells[index] ?? '');
  return {
    ok: true,
    sheet: {
      headers: headerNames(padded(header.cells)),
      rows: rows.map(({ line, cells }) => ({ line, cells: padded(cells) })),
    },
  };
}

/**
 * The sheet's content, hashed: the same rows under the same header, however the file was saved
 * again (CSV or XLSX, another name), is the same sheet.
 */
export const sheetHash = (sheet: Sheet) =>
  createHash('sha256')
    .update(JSON.stringify([sheet.headers, sheet.rows.map((row) => row.cells)]))
    .digest('hex');
