import 'server-only';
import { csvCell } from '../http/csv-cell';
import { callOutcomeLabels } from '@/content/inbox-work';
import { withoutControls } from '@/lib/validations/text';
import { leadWork } from '../inbox/lead-work';
import type { ExportLead, ExportNote } from '../inbox/export-leads';
import type { QueueFilter } from '../inbox/lead-filter';
import type { OpenedStore } from '../arrival/open-store';
import { LEAD_COLUMNS, type StoredSubscriber } from '../store/lead-store';
import { indiaReadable } from '@/lib/time/india-time';

export type ExportData = { leads: ExportLead[]; subscribers: StoredSubscriber[] };

/** With suspected records included, each row also says why it was held and when it was released. */
export type ExportOptions = { includeSuspected?: boolean };

/** Which records an export holds: the queue's filters, from a time on, held ones or not. */
export type ExportList = ExportOptions & {
  filter?: QueueFilter;
  since?: string;
  /** Only the leads that may go to the ad platforms: for their files. */
  adPlatformsOnly?: boolean;
};

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
// The inbox's work on a lead (issue 43), after every earlier column: a column never moves, so a
// spreadsheet or import that reads columns by position keeps working.
const WORK_COLUMNS = [
  'status',
  'status_at',
  'lost_reason',
  'owner',
  'next_follow_up_at',
  'first_contact_at',
  'notes',
  // The phone's check (issue 73), after the work: `yes` or `no`, and when.
  'verified',
  'verified_at',
] as const;
// Each admission lead's delivery to its university (issue 71), after the work's columns.
const DELIVERY_COLUMNS = ['delivery_status', 'delivered_at'] as const;

// Exports are an admin's (or the operators' command's): every lead, whoever owns it.
const EVERY_LEAD = { id: '', role: 'admin' } as const;

/**
 * The records an export writes, for the command and the inbox alike. A subscriber has no status,
 * kind, owner or campaign, so a filtered export holds leads alone; an unfiltered one holds both.
 */
export async function exportData(
  store: OpenedStore,
  { filter = {}, since = '', includeSuspected = false, adPlatformsOnly = false }: ExportList = {},
): Promise<ExportData> {
  const filtered = Object.values(filter).some((value) => value !== undefined);
  const [leads, subscribers] = await Promise.all([
    leadWork(store.database).exportLeads({
      filter,
      since,
      includeSuspected,
      adPlatformsOnly,
      viewer: EVERY_LEAD,
    }),
    filtered || adPlatformsOnly ? [] : store.listSubscribers({ since, includeSuspected }),
  ]);
  return { leads, subscribers };
}

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

/** A lead's notes without control characters, like its other text. */
const printableLead = (lead: ExportLead): ExportLead => ({
  ...printable(lead),
  notes: lead.notes.map(printable),
});

/** A note as a person reads it in a spreadsheet's cell: when, who, the call's outcome, the note. */
const readableNote = ({ at, by, call_outcome, note }: ExportNote) =>
  [
    indiaReadable(at),
    by ?? 'a removed operator',
    call_outcome && callOutcomeLabels[call_outcome],
    note,
  ]
    .filter(Boolean)
    .join(' · ');

/** One CSV of leads and subscribers, told apart by `record_type`. */
export function toCsv(
  { leads, subscribers }: ExportData,
  { includeSuspected = false }: ExportOptions = {},
): string {
  const columns = [
    ...COLUMNS,
    ...(includeSuspected ? HOLD_COLUMNS : []),
    ...WORK_COLUMNS,
    ...DELIVERY_COLUMNS,
  ];
  const rows: Record<string, unknown>[] = [
    ...leads.map(printableLead).map((lead) => ({
      record_type: 'lead',
      ...lead,
      notes: lead.notes.map(readableNote).join('\n'),
      verified: lead.verified ? 'yes' : 'no',
    })),
    ...subscribers.map((subscriber) => ({
      record_type: 'subscriber',
      ...printable(subscriber),
      received_at: subscriber.subscribed_at,
    })),
  ];
  return (
    [
      columns.map(csvCell).join(','),
      ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(',')),
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
  const shown = {
    leads: data.leads.map((lead) => ({ ...printable(lead), notes: lead.notes.map(printable) })),
    subscribers: data.subscribers.map(printable),
  };
  return `${JSON.stringify(shown, null, 2)}\n`;
}
