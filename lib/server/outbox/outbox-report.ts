import 'server-only';
import type { OutboxAttempt, OutboxItem } from '../store/lead-store';
import type { Destination } from '../store/outbox-destinations';
import { textTable } from '../cli/text-table';

/**
 * `cancelled`: never to be sent (its person withdrew or was erased, or a Meta event of a lead that
 * may no longer go), counted only when any.
 */
export type OutboxCounts = {
  pending: number;
  failing: number;
  delivered: number;
  cancelled?: number;
};

export type OutboxReport = {
  summary: OutboxCounts;
  /** The same counts for each destination that has items: forwarding and each alert channel. */
  destinations: Partial<Record<Destination, OutboxCounts>>;
  items: (OutboxItem & { history: OutboxAttempt[] })[];
};

const isPending = (item: OutboxItem) => item.delivered_at === null && item.cancelled_at === null;

function counts(items: OutboxItem[]): OutboxCounts {
  const pending = items.filter(isPending);
  const cancelled = items.filter((item) => item.delivered_at === null && item.cancelled_at).length;
  return {
    pending: pending.length,
    failing: pending.filter((item) => item.attempts > 0).length,
    delivered: items.length - pending.length - cancelled,
    ...(cancelled ? { cancelled } : {}),
  };
}

/** What the operators' `leads outbox` command shows: counts, then each listed item's attempts. */
export function outboxReport(
  all: OutboxItem[],
  attempts: OutboxAttempt[],
  includeDelivered: boolean,
): OutboxReport {
  const destinations = [...new Set(all.map((item) => item.destination))];
  return {
    summary: counts(all),
    destinations: Object.fromEntries(
      destinations.map((destination) => [
        destination,
        counts(all.filter((item) => item.destination === destination)),
      ]),
    ),
    items: (includeDelivered ? all : all.filter(isPending)).map((item) => ({
      ...item,
      history: attempts.filter((attempt) => attempt.outbox_id === item.id),
    })),
  };
}

const countsLine = ({ pending, failing, delivered, cancelled }: OutboxCounts) =>
  `${pending} pending (${failing} failing), ${delivered} delivered${cancelled ? `, ${cancelled} cancelled` : ''}`;

/** A plain-text table for a terminal, under a line for each destination's settings. */
export function formatOutboxReport(
  { summary, destinations, items }: OutboxReport,
  settingsLines: string[],
) {
  const lines = [
    ...settingsLines,
    '',
    countsLine(summary),
    ...Object.entries(destinations).map(
      ([destination, destinationCounts]) => `  ${destination}: ${countsLine(destinationCounts)}`,
    ),
  ];
  if (items.length === 0) return `${lines.join('\n')}\n`;
  const rows = items.map((item) => [
    String(item.id),
    `${item.record_type} ${item.record_id}`,
    item.destination,
    String(item.attempts),
    item.delivered_at
      ? `delivered ${item.delivered_at}`
      : item.cancelled_at
        ? `cancelled ${item.cancelled_at}`
        : `next ${item.next_attempt_at}`,
    item.last_error ?? '',
  ]);
  const header = ['id', 'record', 'destination', 'attempts', 'state', 'last error'];
  return `${[...lines, '', ...textTable([header, ...rows])].join('\n')}\n`;
}
