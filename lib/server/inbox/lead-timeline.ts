import 'server-only';
import { kindLabels, callOutcomeLabels, statusLabels } from '@/content/inbox-work';
import { assignmentTimelineCopy, leadFormCopy, timelineCopy } from '@/content/inbox-lead';
import type { LeadAssignment } from '../assignment/lead-assignments';
import { privacyTimelineCopy } from '@/content/personal-data';
import { leadPhoneCheckCopy } from '@/content/phone-check';
import { isCallOutcome, isLeadStatus } from '@/lib/inbox/lead-work-values';
import { indiaReadable } from '@/lib/time/india-time';
import { mergeTimelineCopy } from '@/content/inbox-person';
import type { LeadKind } from '../store/lead-store';
import { deliveryLine, type DeliveryFacts } from '@/lib/delivery/delivery-line';
import type { LeadMerge } from './lead-merge';
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

const formOf = (kind: LeadKind) =>
  kind === 'admission' ? timelineCopy.admissionForm : timelineCopy.proposalForm;

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
    case 'phone':
      return [leadPhoneCheckCopy.timelineChanged(leadPhoneCheckCopy.whosePhone(event.to_value))];
  }
}

/** Who made a change: its operator, or the student (the enquirer) for their own number (kind 'phone'). */
const author = (event: LeadEvent) =>
  event.kind === 'phone'
    ? leadPhoneCheckCopy.corrector(event.to_value)
    : (event.operator_name ?? timelineCopy.goneOperator);

export function timeline(lead: WorkedLead, events: LeadEvent[], name: NameOf): TimelineEntry[] {
  const form = formOf(lead.kind);
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
 * A lead's repeat enquiries as timeline rows, to place among its changes by time: `Enquiry 2 of 3,
 * admission form: from <page>, campaign <x>` (the lead's own enquiry is its `received` row).
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
          formOf(enquiry.kind),
          enquiry.page_url,
          enquiry.utm_campaign ?? enquiry.utm_source,
        ),
      ],
    }));

/** Each lead merged into this one (lead-merge.ts): which, who merged it and when, what it was. */
export const mergeEntries = (merges: LeadMerge[]): TimelineEntry[] =>
  merges.map((merge) => ({
    key: `merge-${merge.id}`,
    at: merge.at,
    when: indiaReadable(merge.at),
    who: merge.operator_name ?? timelineCopy.goneOperator,
    lines: [
      mergeTimelineCopy.merged(merge.merged_id),
      mergeTimelineCopy.was(
        `${kindLabels[merge.merged_kind]}: ${merge.merged_reason}`,
        statusLabel(merge.merged_status),
      ),
    ],
  }));

/**
 * Each assignment of a lead (lib/server/assignment): to whom, by which rule, until when they had
 * to call it; a move says who had it, until when, and that no call was recorded by then.
 */
export const assignmentEntries = (assignments: LeadAssignment[], name: NameOf): TimelineEntry[] =>
  assignments.map((assignment, index) => {
    const copy = assignmentTimelineCopy;
    const owner = name(assignment.operator_id);
    const rule = copy.rule(assignment.rule_id);
    const due = assignment.due_at ? [copy.due(indiaReadable(assignment.due_at))] : [];
    const before = assignments[index - 1];
    const lines =
      assignment.cause === 'deadline' && before
        ? before.operator_id === assignment.operator_id
          ? [copy.stayed(owner, indiaReadable(before.due_at ?? assignment.assigned_at))]
          : [
              copy.moved(
                name(before.operator_id),
                indiaReadable(before.due_at ?? assignment.assigned_at),
                owner,
              ),
              ...due,
            ]
        : [
            assignment.cause === 'off-hours'
              ? copy.offHours(owner, rule)
              : copy.assigned(owner, rule),
            ...due,
          ];
    return {
      key: `assignment-${assignment.id}`,
      at: assignment.assigned_at,
      when: indiaReadable(assignment.assigned_at),
      who: null,
      lines,
    };
  });

/** The lead's delivery to its university as it now stands, at its last change. */
export const deliveryEntries = (
  delivery: (DeliveryFacts & { updated_at: string }) | null,
): TimelineEntry[] =>
  delivery
    ? [
        {
          key: 'delivery',
          at: delivery.sent_at ?? delivery.updated_at,
          when: indiaReadable(delivery.sent_at ?? delivery.updated_at),
          who: null,
          lines: [deliveryLine(delivery)],
        },
      ]
    : [];

/**
 * The whole timeline of a lead's page: its enquiry and changes, its repeats and the merges into
 * it, by time (rows at the same time in that order).
 */
export const leadTimeline = (
  lead: WorkedLead,
  events: LeadEvent[],
  enquiries: LeadEnquiry[],
  merges: LeadMerge[],
  name: NameOf,
  assignments: LeadAssignment[] = [],
  delivery: Parameters<typeof deliveryEntries>[0] = null,
): TimelineEntry[] =>
  [
    ...timeline(lead, events, name),
    ...enquiryEntries(enquiries),
    ...mergeEntries(merges),
    ...assignmentEntries(assignments, name),
    ...deliveryEntries(delivery),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
