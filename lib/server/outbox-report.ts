import 'server-only';
import type { OutboxAttempt, OutboxItem } from './lead-store';

export type OutboxReport = {
  summary: { pending: number; failing: number; delivered: number };
  items: (OutboxItem & { history: OutboxAttempt[] })[];
};

/** What the operators' `leads outbox` command shows: counts, then each listed item's attempts. */
export function outboxReport(
  all: OutboxItem[],
  attempts: OutboxAttempt[],
  includeDelivered: boolean,
): OutboxReport {
  const pending = all.filter((item) => item.delivered_at === null);
  return {
    summary: {
      pending: pending.length,
      failing: pending.filter((item) => item.attempts > 0).length,
      delivered: all.length - pending.length,
    },
    items: (includeDelivered ? all : pending).map((item) => ({
      ...item,
      history: attempts.filter((attempt) => attempt.outbox_id === item.id),
    })),
  };
}

/** A plain-text table for a terminal. */
export function formatOutboxReport({ summary, items }: OutboxReport, forwardBase: string | null) {
  const lines = [
    forwardBase
      ? `Forwarding to ${forwardBase}`
      : 'Forwarding is off (LEADS_FORWARD_BASE is not set); items below were written while it was on.',
    `${summary.pending} pending (${summary.failing} failing), ${summary.delivered} delivered`,
  ];
  if (items.length === 0) return `${lines.join('\n')}\n`;
  const rows = items.map((item) => [
    String(item.id),
    `${item.record_type} ${item.record_id}`,
    String(item.attempts),
    item.delivered_at ? `delivered ${item.delivered_at}` : `next ${item.next_attempt_at}`,
    item.last_error ?? '',
  ]);
  const header = ['id', 'record', 'attempts', 'state', 'last error'];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i].length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return `${[...lines, '', line(header), ...rows.map(line)].join('\n')}\n`;
}
