import 'server-only';
import { comparable } from '@/lib/channels/sheet-fields';
import type { Outcome } from '@/lib/portal/outcomes';
import { outcomeOfStatus } from '@/lib/portal/sheet-statuses';
import type { Sheet } from '../http/sheet-read';
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
export type MatchedRow = { line: number; leadId: number; outcome: Outcome };

/** Why a row cannot be read; the page words it (content/portal-sheet.ts), never echoing a cell. */
export const ROW_PROBLEMS = [
  'no-status',
  'unknown-status',
  'bad-reference',
  'bad-phone',
  'bad-email',
  'no-key',
] as const;
export type RowProblem = (typeof ROW_PROBLEMS)[number];
export type MalformedRow = { line: number; problems: RowProblem[] };
/** A row that names more than one lead, or a lead other rows (their lines) give another status. */
export type AmbiguousRow = { line: number; leads: number } | { line: number; sameAs: number[] };

export type CheckedEnrolmentSheet =
  | { ok: false; problem: 'no-status-column' | 'no-key-column' }
  | {
      ok: true;
      /** One row a lead: the same lead on two rows with the same status counts once. */
      matched: MatchedRow[];
      /** Rows that cannot be read: any of them and nothing is applied. */
      malformed: MalformedRow[];
      /** The lines of rows naming no lead delivered to the university. */
      unmatched: number[];
      ambiguous: AmbiguousRow[];
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
  outcome: Outcome;
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
      // An erased lead is no one's to match (docs/privacy.md).
      .where('leads.erased_at', 'is', null)
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
  if (at.status < 0) return { ok: false, problem: 'no-status-column' };
  if (at.reference < 0 && at.phone < 0 && at.email < 0)
    return { ok: false, problem: 'no-key-column' };
  const cell = (cells: string[], column: Column) => (at[column] < 0 ? '' : cells[at[column]]);

  const malformed: MalformedRow[] = [];
  const read: ReadRow[] = [];
  for (const { line, cells } of sheet.rows) {
    const problems: RowProblem[] = [];
    const status = cell(cells, 'status');
    const outcome = outcomeOfStatus(status);
    if (!status) problems.push('no-status');
    else if (!outcome) problems.push('unknown-status');
    const [referenceText, phoneText, emailText] = [
      cell(cells, 'reference'),
      cell(cells, 'phone'),
      cell(cells, 'email'),
    ];
    const reference = referenceText ? referenceId(referenceText) : null;
    const phone = phoneText ? personPhone(phoneText) : null;
    const email = emailText ? personEmail(emailText) : null;
    if (referenceText && reference === null) problems.push('bad-reference');
    if (phoneText && phone === null) problems.push('bad-phone');
    if (emailText && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(emailText)) problems.push('bad-email');
    if (!referenceText && !phoneText && !emailText) problems.push('no-key');
    if (problems.length || !outcome) malformed.push({ line, problems });
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

  const unmatched: number[] = [];
  const ambiguous: AmbiguousRow[] = [];
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
    if (!candidates.length) unmatched.push(row.line);
    else if (candidates.length > 1) ambiguous.push({ line: row.line, leads: candidates.length });
    else named.push({ row, leadId: candidates[0] });
  }

  // A lead that rows give different statuses is the sheet's to settle: none of them is applied.
  const outcomes = new Map<number, Set<Outcome>>();
  for (const { row, leadId } of named)
    outcomes.set(leadId, (outcomes.get(leadId) ?? new Set()).add(row.outcome));
  const lines = new Map<number, number[]>();
  for (const { row, leadId } of named) lines.set(leadId, [...(lines.get(leadId) ?? []), row.line]);
  const matched: MatchedRow[] = [];
  const seen = new Set<number>();
  for (const { row, leadId } of named) {
    if (outcomes.get(leadId)!.size > 1) {
      const sameAs = lines.get(leadId)!.filter((line) => line !== row.line);
      ambiguous.push({ line: row.line, sameAs });
    } else if (!seen.has(leadId)) {
      seen.add(leadId);
      matched.push({ line: row.line, leadId, outcome: row.outcome });
    }
  }
  ambiguous.sort((a, b) => a.line - b.line);
  return { ok: true, matched, malformed, unmatched, ambiguous };
}
