import type { StoredLead, StoredSubscriber } from './lead-store';

export type ExportData = { leads: StoredLead[]; subscribers: StoredSubscriber[] };

const COLUMNS = [
  'record_type',
  'id',
  'received_at',
  'kind',
  'name',
  'email',
  'phone',
  'website',
  'message',
  'course',
  'city',
  'consent',
  'reason',
  'page_url',
  'user_agent',
  'idempotency_key',
] as const;

/** A CSV cell, quoted as RFC 4180 says; a leading = + - @ is defused so spreadsheets do not run it. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV of leads and subscribers, told apart by `record_type`. */
export function toCsv({ leads, subscribers }: ExportData): string {
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
      COLUMNS.join(','),
      ...rows.map((row) => COLUMNS.map((column) => cell(row[column])).join(',')),
    ].join('\r\n') + '\r\n'
  );
}

export const toJson = (data: ExportData) => `${JSON.stringify(data, null, 2)}\n`;
