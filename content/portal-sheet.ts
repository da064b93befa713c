import { OUTCOMES } from '@/lib/portal/outcomes';
import { STATUS_WORDS } from '@/lib/portal/sheet-statuses';
import type { RowProblem } from '@/lib/server/portal/enrolment-sheet';
import type { UploadProblem } from '@/lib/server/portal/sheet-result-query';

// A university's enrolment sheet in its portal (/portal/<university>/sheet; docs/operations.md#enrolment-sheets).

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

export const enrolmentSheetCopy = {
  navLabel: 'Enrolment sheet',
  title: 'Upload your enrolment sheet',
  intro:
    'A CSV or an Excel workbook (.xlsx, its first sheet) of the students we sent you, one a row: our reference (LWL-…), their phone or their email, and their status. Each row sets that lead’s outcome, as if you set it on its page. A row we cannot read stops the whole sheet, so nothing is applied by half; rows that match none of your leads, or more than one, are listed back and set nothing.',
  statusesHeading: 'The statuses we read',
  /** Each outcome's line: its label, then its other words. */
  statuses: OUTCOMES.map((outcome) => {
    const [label, ...others] = STATUS_WORDS[outcome];
    return `${label}: also ${others.join(', ')}`;
  }),
  agencyView:
    'You are looking as the university: only its own users upload its sheet, so nothing here changes its leads.',
  file: 'Sheet (CSV or XLSX)',
  upload: 'Upload and apply',
  // Why the sheet as a whole cannot be read.
  problems: {
    kind: 'That is not a CSV or an XLSX workbook. Save the sheet as one of them and upload it again.',
    unreadable: 'The workbook could not be read. Save it again as .xlsx or .csv and upload it.',
    empty: 'The sheet has no rows under its header.',
    'too-many-rows': 'The sheet has too many rows: split it and upload each part.',
    'too-many-columns':
      'The sheet has too many columns: keep the reference, phone, email and status.',
    'no-status-column': 'The sheet has no Status column: name one column “Status”.',
    'no-key-column':
      'The sheet has no column to find the student by: name one “Reference”, “Phone” or “Email”.',
    file: 'Choose the sheet to upload.',
    'too-big': 'The sheet is too large: split it and upload each part.',
  } satisfies Record<UploadProblem, string>,
  // Why one row sets nothing, never echoing its cells.
  rowProblems: {
    'no-status': 'No status.',
    'unknown-status': 'A status we do not know.',
    'bad-reference': 'The reference is not one of ours (LWL-…).',
    'bad-phone': 'The phone is not a mobile number.',
    'bad-email': 'The email is not an email address.',
    'no-key': 'No reference, phone or email.',
  } satisfies Record<RowProblem, string>,
  noLead: 'None of the leads we sent you.',
  manyLeads: (n: number) => `Matches ${count(n, 'lead')} we sent you: give our reference.`,
  sameAs: (lines: number[]) =>
    `The same lead as line${lines.length === 1 ? '' : 's'} ${lines.join(', ')}, with another status.`,
  // The answer.
  resultHeading: 'Result',
  refused: (n: number) =>
    `Nothing was applied: ${count(n, 'row')} could not be read. Correct ${n === 1 ? 'it' : 'them'} and upload the sheet again.`,
  failed:
    'Nothing was applied: the sheet could not be saved just now. Upload it again in a minute.',
  applied: (changed: number, same: number) =>
    `Applied: ${count(changed, 'lead')} changed${same ? `, ${count(same, 'lead')} already so` : ''}.`,
  unchanged: (same: number) =>
    `Nothing changed: the ${count(same, 'lead')} the sheet names already have these outcomes.`,
  malformedHeading: 'Rows that could not be read',
  unmatchedHeading: 'Rows matching none of your leads',
  ambiguousHeading: 'Rows matching more than one lead',
  more: (n: number) => `And ${count(n, 'more row')}, not listed: correct these and upload again.`,
  line: 'Line',
  why: 'Why',
};
