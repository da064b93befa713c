import { LEAD_COLUMNS, type StoredLead, type StoredSubscriber } from './lead-store';

export type ExportData = { leads: StoredLead[]; subscribers: StoredSubscriber[] };

/** With suspected records included, each row also says why it was held and when it was released. */
export type ExportOptions = { includeSuspected?: boolean };

const HOLD_COLUMNS = ['suspected_reason', 'released_at'] as const;
// Every stored field of a lead, in the store's order; the hold fields only on request.
const COLUMNS = [
  'record_type',
  'id',
  'received_at',
  ...LEAD_COLUMNS.filter((column) => column !== 'suspected_reason'),
];

/** A CSV cell, quoted as RFC 4180 says; a leading = + - @ is defused so spreadsheets do not run it. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV of leads and subscribers, told apart by `record_type`. */
export function toCsv(
  { leads, subscribers }: ExportData,
  { includeSuspected = false }: ExportOptions = {},
): string {
  const columns = includeSuspected ? [...COLUMNS, ...HOLD_COLUMNS] : COLUMNS;
  const rows: Record<string, unknown>[] = [
    ...leads.map((lead) => ({ record_type: 'lead', ...lead })),
    ...subscribers.map((subscriber) => ({
      record_type: 'subscriber',
      ...subscriber,
      received_at: subscriber.subscribed_at,
    })),
  ];
  return (
    [
      columns.join(','),
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
  return `${JSON.stringify(data, null, 2)}\n`;
}
