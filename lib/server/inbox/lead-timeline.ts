import 'server-only';
import { kindLabels, callOutcomeLabels, statusLabels } from '@/content/inbox-work';
import { leadFormCopy, timelineCopy } from '@/content/inbox-lead';
import { privacyTimelineCopy } from '@/content/personal-data';
import { isCallOutcome, isLeadStatus } from '@/lib/inbox/lead-work-values';
import { indiaReadable } from '../export/india-time';
import type { LeadEnquiry } from './lead-person';
import type { LeadEvent, WorkedLead } from './lead-work';

// A lead's timeline as a person reads it: the enquiry first, then each change with who made it
// and when (India time). The same lines tell an operator what changed while they were editing.

export type TimelineEntry = {
  key: string;
  at: string;
  when: string;
  /** Who made the change; null for the enquiry itself. */
  who: string | null;
  lines: string[];
  /** A note's words, shown as typed. */
  note?: string;
};

/** An operator's name by id; one whose account is gone is said to be no longer here. */
export type NameOf = (id: string | null) => string;

export const nameOf =
  (people: { id: string; name: string }[]): NameOf =>
  (id) =>
    id === null
      ? leadFormCopy.unassigned
      : (people.find((person) => person.id === id)?.name ?? timelineCopy.goneOperator);

const statusLabel = (value: string | null) =>
  isLeadStatus(value) ? statusLabels[value] : (value ?? '');

/** One change's lines, without who and when. */
export function eventLines(event: LeadEvent, name: NameOf): string[] {
  switch (event.kind) {
    case 'status':
      return [
        timelineCopy.status(statusLabel(event.from_value), statusLabel(event.to_value)),
        ...(event.to_value === 'lost' && event.note ? [timelineCopy.lostReason(event.note)] : []),
      ];
    case 'owner':
      return [timelineCopy.owner(name(event.from_value), name(event.to_value))];
    case 'follow-up':
      return [
        event.to_value
          ? timelineCopy.followUpSet(indiaReadable(event.to_value))
          : timelineCopy.followUpCleared,
      ];
    case 'note':
      return isCallOutcome(event.call_outcome)
        ? [timelineCopy.callOutcome(callOutcomeLabels[event.call_outcome])]
        : [];
    case 'privacy':
      return [
        event.to_value === 'erased' ? privacyTimelineCopy.erased : privacyTimelineCopy.withdrawn,
      ];
  }
}

const author = (event: LeadEvent) => event.operator_name ?? timelineCopy.goneOperator;

export function timeline(lead: WorkedLead, events: LeadEvent[], name: NameOf): TimelineEntry[] {
  const form = lead.kind === 'admission' ? timelineCopy.admissionForm : timelineCopy.proposalForm;
  return [
    {
      key: 'received',
      at: lead.received_at,
      when: indiaReadable(lead.received_at),
      who: null,
      lines: [
        `${timelineCopy.received(form)} (${kindLabels[lead.kind]}: ${lead.reason})`,
        lead.page_url,
      ].filter(Boolean),
    },
    ...events.map((event) => ({
      key: String(event.id),
      at: event.at,
      when: indiaReadable(event.at),
      who: author(event),
      lines: eventLines(event, name),
      note: event.kind === 'note' ? (event.note ?? undefined) : undefined,
    })),
  ];
}

/** A change as one line: what, by whom, when (an operator's conflict message lists these). */
export const changeLine = (event: LeadEvent, name: NameOf) =>
  [
    ...eventLines(event, name),
    ...(event.kind === 'note' && event.note ? [`${timelineCopy.note}: ${event.note}`] : []),
    `${timelineCopy.by(author(event))}, ${indiaReadable(event.at)}`,
  ].join(' · ');

/**
 * A lead's repeat enquiries as timeline rows, to place among its changes by time: `Enquiry 2 of 3:
 * from <page>, campaign <x>` (the lead's own enquiry is its `received` row).
 */
export const enquiryEntries = (enquiries: LeadEnquiry[]): TimelineEntry[] =>
  enquiries
    .filter((enquiry) => enquiry.enquiryId !== null)
    .map((enquiry) => ({
      key: `enquiry-${enquiry.enquiryId}`,
      at: enquiry.received_at,
      when: indiaReadable(enquiry.received_at),
      who: null,
      lines: [
        timelineCopy.enquiry(
          enquiry.number,
          enquiries.length,
          enquiry.page_url,
          enquiry.utm_campaign ?? enquiry.utm_source,
        ),
      ],
    }));
