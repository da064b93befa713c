import 'server-only';
import { comparable } from '@/lib/channels/sheet-fields';
import { outcomeOfStatus, type SheetOutcome } from '@/lib/portal/sheet-statuses';
import { enrolmentSheetCopy as copy } from '@/content/portal-sheet';
import type { Sheet } from '../channels/sheet-read';
import { chunks } from '../store/chunks';
import { personEmail, personPhone } from '../store/person-keys';
import type { Db } from '../store/schema';
import { DELIVERED } from '../delivery/delivery-figures';

// A university's enrolment sheet (docs/operations.md#enrolment-sheets): each row names a student
// by our reference, phone or email, and a status. Rows are matched to the leads delivered to that
// university alone (a phone another university was sent is no match), read in slices of keys, so
// a 10,000-row sheet is a few dozen queries whatever the university's size.

/** Which column holds what, by the header's usual names (lower-case letters and digits). */
const COLUMN_NAMES = {
  reference: ['reference', 'ref', 'leadreference', 'leadref', 'leadid', 'referenceid', 'lwlid'],
  phone: ['phone', 'mobile', 'mobileno', 'mobilenumber', 'phonenumber', 'contact', 'contactnumber'],
  email: ['email', 'emailid', 'emailaddress', 'mail'],
  status: ['status', 'outcome', 'stage', 'leadstatus', 'admissionstatus', 'applicationstatus'],
} as const;
type Column = keyof typeof COLUMN_NAMES;

/** A row that sets a lead's outcome. */
export type MatchedRow = { line: number; leadId: number; outcome: SheetOutcome };
/** A row that sets nothing, and why, as the page says it. */
export type RowNote = { line: number; why: string };

export type CheckedEnrolmentSheet =
  | { ok: false; problem: string }
  | {
      ok: true;
      /** One row a lead: the same lead on two rows with the same status counts once. */
      matched: MatchedRow[];
      /** Rows that cannot be read: any of them and nothing is applied. */
      malformed: RowNote[];
      /** Rows naming no lead delivered to the university. */
      unmatched: RowNote[];
      /** Rows naming more than one of its leads, or a lead other rows give another status. */
      ambiguous: RowNote[];
    };

const columnsOf = (headers: readonly string[]) =>
  Object.fromEntries(
    (Object.keys(COLUMN_NAMES) as Column[]).map((column) => [
      column,
      headers.findIndex((header) =>
        (COLUMN_NAMES[column] as readonly string[]).includes(comparable(header)),
      ),
    ]),
  ) as Record<Column, number>;

/** `LWL-123`, `lwl 123` or `123`: the lead's id; null for anything else. */
const referenceId = (value: string) => {
  const match = /^(?:lwl[\s-]*)?(\d{1,12})$/i.exec(value.trim());
  return match ? Number(match[1]) : null;
};

type ReadRow = {
  line: number;
  outcome: SheetOutcome;
  reference: number | null;
  phone: string | null;
  email: string | null;
};

/** The keys' delivered leads, each key to its leads' ids, read a slice of keys at a time. */
async function leadsByKey(
  db: Db,
  university: string,
  column: 'leads.id' | 'leads.phone_key' | 'leads.email_key',
  keys: readonly (string | number)[],
) {
  const found = new Map<string | number, number[]>();
  for (const slice of chunks([...new Set(keys)])) {
    const rows = await db
      .selectFrom('leads')
      .innerJoin('lead_deliveries', 'lead_deliveries.lead_id', 'leads.id')
      .select(['leads.id', `${column} as key`])
      .where('lead_deliveries.university', '=', university)
      .where(DELIVERED)
      .where(column, 'in', slice as never[])
      .execute();
    for (const row of rows) {
      const key = column === 'leads.id' ? Number(row.key) : String(row.key);
      found.set(key, [...(found.get(key) ?? []), Number(row.id)]);
    }
  }
  return found;
}

/** The sheet's rows matched to the university's delivered leads, or why it cannot be read. */
export async function checkEnrolmentSheet(
  db: Db,
  university: string,
  sheet: Sheet,
): Promise<CheckedEnrolmentSheet> {
  const at = columnsOf(sheet.headers);
  if (at.status < 0) return { ok: false, problem: copy.noStatusColumn };
  if (at.reference < 0 && at.phone < 0 && at.email < 0)
    return { ok: false, problem: copy.noKeyColumn };
  const cell = (cells: string[], column: Column) => (at[column] < 0 ? '' : cells[at[column]]);

  const malformed: RowNote[] = [];
  const read: ReadRow[] = [];
  for (const { line, cells } of sheet.rows) {
    const problems: string[] = [];
    const status = cell(cells, 'status');
    const outcome = outcomeOfStatus(status);
    if (!status) problems.push(copy.noStatus);
    else if (!outcome) problems.push(copy.unknownStatus(status));
    const [referenceText, phoneText, emailText] = [
      cell(cells, 'reference'),
      cell(cells, 'phone'),
      cell(cells, 'email'),
    ];
    const reference = referenceText ? referenceId(referenceText) : null;
    const phone = phoneText ? personPhone(phoneText) : null;
    const email = emailText ? personEmail(emailText) : null;
    if (referenceText && reference === null) problems.push(copy.badReference(referenceText));
    if (phoneText && phone === null) problems.push(copy.badPhone(phoneText));
    if (emailText && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(emailText))
      problems.push(copy.badEmail(emailText));
    if (!referenceText && !phoneText && !emailText) problems.push(copy.noKey);
    if (problems.length || !outcome) malformed.push({ line, why: problems.join(' ') });
    else read.push({ line, outcome, reference, phone, email });
  }

  const [byReference, byPhone, byEmail] = await Promise.all([
    leadsByKey(
      db,
      university,
      'leads.id',
      read.flatMap((row) => row.reference ?? []),
    ),
    leadsByKey(
      db,
      university,
      'leads.phone_key',
      read.flatMap((row) => row.phone ?? []),
    ),
    leadsByKey(
      db,
      university,
      'leads.email_key',
      read.flatMap((row) => row.email ?? []),
    ),
  ]);

  const unmatched: RowNote[] = [];
  const ambiguous: RowNote[] = [];
  const named: { row: ReadRow; leadId: number }[] = [];
  for (const row of read) {
    // Our reference names one lead: when given, it alone decides.
    const candidates =
      row.reference !== null
        ? (byReference.get(row.reference) ?? [])
        : [
            ...new Set([
              ...(row.phone ? (byPhone.get(row.phone) ?? []) : []),
              ...(row.email ? (byEmail.get(row.email) ?? []) : []),
            ]),
          ];
    if (!candidates.length) unmatched.push({ line: row.line, why: copy.noLead });
    else if (candidates.length > 1)
      ambiguous.push({ line: row.line, why: copy.manyLeads(candidates.length) });
    else named.push({ row, leadId: candidates[0] });
  }

  // A lead that rows give different statuses is the sheet's to settle: none of them is applied.
  const outcomes = new Map<number, Set<SheetOutcome>>();
  for (const { row, leadId } of named)
    outcomes.set(leadId, (outcomes.get(leadId) ?? new Set()).add(row.outcome));
  const lines = new Map<number, number[]>();
  for (const { row, leadId } of named) lines.set(leadId, [...(lines.get(leadId) ?? []), row.line]);
  const matched: MatchedRow[] = [];
  const seen = new Set<number>();
  for (const { row, leadId } of named) {
    if (outcomes.get(leadId)!.size > 1) {
      const others = lines.get(leadId)!.filter((line) => line !== row.line);
      ambiguous.push({ line: row.line, why: copy.conflicting(others) });
    } else if (!seen.has(leadId)) {
      seen.add(leadId);
      matched.push({ line: row.line, leadId, outcome: row.outcome });
    }
  }
  ambiguous.sort((a, b) => a.line - b.line);
  return { ok: true, matched, malformed, unmatched, ambiguous };
}
