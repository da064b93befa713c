import 'server-only';
import Papa from 'papaparse';
import { MAPPING_KINDS, type MappingKind } from '@/lib/delivery/delivery-values';
import { mappingKey, type MappingRow } from './delivery-records';

// A university's master data sheet (docs/operations.md#the-master-sheet): a CSV with the header
// `kind,ours,theirs`, each row our value of a course, city or state and the university's. A kind
// the sheet lists must map: a lead whose value it lacks waits until the sheet names it.

export type SheetResult = { rows: MappingRow[] } | { problems: string[] };

/** The sheet's rows, or each line's problem (its line number, as a spreadsheet shows it). */
export function readMasterSheet(text: string): SheetResult {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const header = parsed.meta.fields ?? [];
  if (!['kind', 'ours', 'theirs'].every((column) => header.includes(column)))
    return { problems: ['The first line must be the header kind,ours,theirs.'] };
  const problems: string[] = [];
  const rows: MappingRow[] = [];
  const seen = new Set<string>();
  parsed.data.forEach((row, index) => {
    const line = index + 2;
    const kind = (row.kind ?? '').trim().toLowerCase();
    const ours = (row.ours ?? '').trim();
    const theirs = (row.theirs ?? '').trim();
    if (!(MAPPING_KINDS as readonly string[]).includes(kind))
      return problems.push(`Line ${line}: kind is one of ${MAPPING_KINDS.join(', ')}.`);
    if (!ours || !theirs) return problems.push(`Line ${line}: ours and theirs are both needed.`);
    const key = `${kind}:${mappingKey(ours)}`;
    if (seen.has(key)) return problems.push(`Line ${line}: ${kind} ${ours} is named twice.`);
    seen.add(key);
    rows.push({ kind: kind as MappingKind, ours, theirs });
  });
  return problems.length ? { problems } : { rows };
}

export type Mapped =
  { course: string; city: string } | { missing: { kind: MappingKind; value: string } };

/**
 * A lead's course and city as the university names them: mapped where its sheet lists the kind,
 * as we hold them where it does not; the first value a listed kind lacks, when one does.
 */
export function mapLead(
  sheet: Map<string, Map<string, string>>,
  lead: { course: string | null; city: string | null },
): Mapped {
  const mapped: Record<'course' | 'city', string> = { course: '', city: '' };
  for (const kind of ['course', 'city'] as const) {
    const value = (lead[kind] ?? '').trim();
    const theirs = sheet.get(kind);
    if (!theirs) {
      mapped[kind] = value;
      continue;
    }
    const found = theirs.get(mappingKey(value));
    if (found === undefined) return { missing: { kind, value } };
    mapped[kind] = found;
  }
  return mapped;
}
