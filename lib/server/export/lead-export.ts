import 'server-only';
import { withoutControls } from '@/lib/validations/text';
import { LEAD_COLUMNS, type StoredLead, type StoredSubscriber } from '../store/lead-store';

export type ExportData = { leads: StoredLead[]; subscribers: StoredSubscriber[] };

/** With suspected records included, each row also says why it was held and when it was released. */
export type ExportOptions = { includeSuspected?: boolean };

const HOLD_COLUMNS = ['suspected_reason', 'released_at'] as const;
// Every field of a lead an operator reads, in the store's order; the hold fields only on request.
const COLUMNS = [
  'record_type',
  'id',
  'received_at',
  'first_attempt_at',
  ...LEAD_COLUMNS.filter(
    (column) =>
      column !== 'suspected_reason' &&
      column !== 'idempotency_digest' &&
      column !== 'first_attempt_at',
  ),
];

/**
 * A record's text without control characters but a message's tabs and line breaks: an export is
 * read on an operator's terminal, where an escape sequence in a field would run.
 */
const printable = <T extends object>(record: T): T =>
  Object.fromEntries(
    Object.entries(record).map(([name, value]) => [
      name,
      typeof value === 'string' ? withoutControls(value, { multiline: true }) : value,
    ]),
  ) as T;

/**
 * A CSV cell, always quoted (RFC 4180), so commas, semicolons (the separator of some locales)
 * and line breaks stay inside it. A cell a spreadsheet would run as a formula (= + - @ first,
 * even after spaces or line breaks, or a tab or carriage return first) is defused with a '.
 */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^\s*[=+\-@]/.test(text) || /^[\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One CSV of leads and subscribers, told apart by `record_type`. */
export function toCsv(
  { leads, subscribers }: ExportData,
  { includeSuspected = false }: ExportOptions = {},
): string {
  const columns = includeSuspected ? [...COLUMNS, ...HOLD_COLUMNS] : COLUMNS;
  const rows: Record<string, unknown>[] = [
    ...leads.map((lead) => ({ record_type: 'lead', ...printable(lead) })),
    ...subscribers.map((subscriber) => ({
      record_type: 'subscriber',
      ...printable(subscriber),
      received_at: subscriber.subscribed_at,
    })),
  ];
  return (
    [
      columns.map(cell).join(','),
      ...rows.map((row) => columns.map((column) => cell(row[column])).join(',')),
    ].join('\r\n') + '\r\n'
  );
}

/** Drops the hold fields from a record, for the default export. */
function withoutHold<T extends { suspected_reason: unknown; released_at: unknown }>(record: T) {
  const { suspected_reason, released_at, ...rest } = record;
  return rest;
}

export function toJson(
  { leads, subscribers }: ExportData,
  { includeSuspected = false }: ExportOptions = {},
) {
  const data = includeSuspected
    ? { leads, subscribers }
    : { leads: leads.map(withoutHold), subscribers: subscribers.map(withoutHold) };
  const shown = { leads: data.leads.map(printable), subscribers: data.subscribers.map(printable) };
  return `${JSON.stringify(shown, null, 2)}\n`;
}
