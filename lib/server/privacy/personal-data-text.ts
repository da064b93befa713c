import type { ErasureReport, PersonRecords } from './personal-data-types';
import type { RetentionRun } from './retention';
import { textTable } from '../cli/text-table';

// What `npm run leads -- erase` and `retention` print: what is held, what went, what would go.

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

export const isEmpty = (found: PersonRecords) =>
  found.leads.length === 0 &&
  found.enquiries === 0 &&
  found.subscribers.length === 0 &&
  found.rightsRequests.length === 0;

/** What is held about the person, before an erasure. */
export function formatFound(found: PersonRecords) {
  if (isEmpty(found)) return 'Nothing is held about this person; nothing to erase.\n';
  const lines = [
    `Held about this person: ${plural(found.leads.length, 'lead')}, ${plural(found.enquiries, 'repeat enquiry', 'repeat enquiries')}, ${plural(found.subscribers.length, 'newsletter subscription')}, ${plural(found.rightsRequests.length, 'rights request')}.`,
    ...found.leads.map(
      (lead) =>
        `  lead ${lead.id}  ${lead.kind}  ${lead.reason}  ${lead.status}  received ${lead.received_at}${lead.contact_withdrawn_at ? '  withdrawn' : ''}  ${plural(lead.enquiries, 'enquiry', 'enquiries')}`,
    ),
    ...found.rightsRequests.map(
      (request) =>
        `  request ${request.reference}  ${request.kind}  received ${request.received_at}`,
    ),
  ];
  const { phones, emails } = found.otherContacts;
  if (phones.length || emails.length)
    lines.push(
      `These leads also carry ${[...phones.map((phone) => `phone ${phone}`), ...emails.map((email) => `email ${email}`)].join(', ')}: if they are this person's too, erase by them as well.`,
    );
  return `${lines.join('\n')}\n`;
}

/** What an erasure did. */
export function formatErasure(report: ErasureReport) {
  return [
    `Erased ${plural(report.leads.length, 'lead')}${report.leads.length ? ` (${report.leads.join(', ')}), each kept as a tombstone` : ''}.`,
    `Erased ${plural(report.enquiries, 'repeat enquiry', 'repeat enquiries')}, ${plural(report.notes, 'note')}, ${plural(report.mentions, 'mention')} in other leads' notes, ${plural(report.subscribers, 'newsletter subscription')}, ${plural(report.rightsRequests, "rights request's contact", "rights requests' contacts")}.`,
    `Outbox: ${plural(report.outboxCancelled, 'item')} cancelled, never to be sent; ${plural(report.outboxScrubbed, 'payload')} erased.`,
  ].join('\n');
}

/** The leads a retention run would erase (or erases), oldest activity first. */
export function formatIdle({ cutoff, leads }: RetentionRun, days: number) {
  const head = `${plural(leads.length, 'lead')} with no activity since ${cutoff} (LEAD_RETENTION_DAYS ${days}).`;
  if (leads.length === 0) return `${head}\n`;
  const rows = leads.map((lead) => [
    String(lead.id),
    lead.kind,
    lead.reason,
    lead.status,
    lead.received_at,
    lead.last_activity,
  ]);
  const header = ['id', 'kind', 'purpose', 'status', 'received', 'last activity'];
  return `${[head, '', ...textTable([header, ...rows])].join('\n')}\n`;
}
