import 'server-only';
import ExcelJS from 'exceljs';
import { downloadColumns, outcomeLabels } from '@/content/portal';
import { leadReference } from '@/lib/delivery/delivery-values';
import { isOutcome } from '@/lib/portal/outcomes';
import { indiaDateTime } from '@/lib/time/india-time';
import { csvCell, formulaSafe } from '../http/csv-cell';
import type { PortalRow } from './portal-reads';

// A university's leads as the files it downloads from its portal: CSV (every cell quoted and
// defused, csv-cell.ts) or XLSX (exceljs; each cell text, defused the same way, so no cell is ever
// a formula), the same columns in both.

const cells = (row: PortalRow) => [
  leadReference(row.id),
  row.name,
  row.phone,
  row.email,
  row.course ?? '',
  row.city ?? '',
  indiaDateTime(row.received_at),
  indiaDateTime(row.delivered_at),
  row.verified ? 'yes' : 'no',
  isOutcome(row.outcome) ? outcomeLabels[row.outcome] : '',
];

export function portalCsv(rows: PortalRow[]) {
  return [downloadColumns, ...rows.map(cells)]
    .map((line) => line.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
}

export async function portalXlsx(rows: PortalRow[], sheetName: string) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.addRow([...downloadColumns]);
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(cells(row).map(formulaSafe));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
