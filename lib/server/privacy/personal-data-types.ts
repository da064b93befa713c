import 'server-only';
import type { LeadStatus } from '@/lib/inbox/lead-work-values';
import type { LeadKind } from '../store/lead-store';
import { personEmail, personPhone } from '../store/person-keys';

// The shapes of acting on one person's data (personal-data.ts): who the person is, who acts,
// how far their contacts reach, and what each action finds, does or copies.

/** A person as a request names them: the phone and/or the email they used on our forms. */
export type Person = { phone?: string | null; email?: string | null };

/** A person's keys as the store keeps them (person-keys.ts); null where not given or not valid. */
export type PersonKeys = { phone: string | null; email: string | null };

/** Who acts and when: an operator's id, `retention`, or `cli: <user> on <host>`. */
export type Acting = { at: Date; by: string };

export const personKeysOf = ({ phone, email }: Person): PersonKeys => ({
  phone: phone?.trim() ? personPhone(phone) : null,
  email: email?.trim() ? personEmail(email) : null,
});

/** Whether the keys name anyone: a phone, an email or both. */
export const named = (keys: PersonKeys) => keys.phone !== null || keys.email !== null;

/**
 * How far a person's contacts reach. Without `exact` (the command, whose admin verified the person
 * out of band), a record holding either contact is theirs. With it (a rights request: the person
 * given is its verified contacts, `named` all it names), a record is theirs only by `isTheirs`
 * (person-targets.ts; docs/privacy.md#verifying-each-contact).
 */
export type Reach = { exact?: boolean; named?: Person };

/** One of the person's leads, for the inbox to list and link. */
export type PersonLead = {
  id: number;
  kind: LeadKind;
  /** Its purpose: the university asked about, or a proposal. */
  reason: string;
  status: LeadStatus;
  received_at: string;
  contact_withdrawn_at: string | null;
  erased_at: string | null;
  /** Its enquiries: 1 for the one that made it, plus each repeat. */
  enquiries: number;
};

export type PersonRecords = {
  leads: PersonLead[];
  /**
   * Leads the request's contacts reach that are not the person's by `exact`: reached only through
   * a contact not yet verified, or holding a contact the request has not verified. Listed apart,
   * never in the access copy, a withdrawal or the erasure.
   */
  apart: (PersonLead & { why: 'unverified' | 'other-contact' })[];
  /** Repeat enquiries, on those leads or (by their own phone or email) on others. */
  enquiries: number;
  subscribers: { id: number; subscribed_at: string; suspected: boolean }[];
  rightsRequests: {
    id: number;
    reference: string;
    kind: string;
    received_at: string;
    erased_at: string | null;
  }[];
  /**
   * Phones and emails on these leads that the request did not name: the same person by the
   * joining rules, or someone sharing a contact (a parent's email). Named again, they are acted
   * on too; never silently.
   */
  otherContacts: { phones: string[]; emails: string[] };
};

export type ErasureReport = {
  /** The leads left as tombstones. */
  leads: number[];
  enquiries: number;
  /** Notes and lost reasons of those leads, gone. */
  notes: number;
  /** Other leads' notes and lost reasons that mentioned the person, now saying [erased]. */
  mentions: number;
  subscribers: number;
  rightsRequests: number;
  /** Items not yet delivered, never to be sent. */
  outboxCancelled: number;
  /** Items whose payload (delivered or not) was replaced. */
  outboxScrubbed: number;
};

export type WithdrawalReport = {
  /** The leads marked, including any marked before. */
  leads: number[];
  /** Of those, the leads marked now (each has a timeline row). */
  newlyWithdrawn: number[];
  outboxCancelled: number;
  /** Newsletter subscriptions ended. */
  subscribers: number;
};

/** Everything held about a person, as the access copy's JSON file holds it. */
export type AccessCopy = {
  generated_at: string;
  person: PersonKeys;
  leads: (Record<string, unknown> & {
    enquiries: Record<string, unknown>[];
    timeline: Record<string, unknown>[];
    /** The codes sent to verify the lead's phone, and whether it was verified. */
    phone_checks: Record<string, unknown>[];
    /** The universities the lead was delivered to, and their answers. */
    deliveries: Record<string, unknown>[];
    /** The outcomes the universities set in their portal (Applied, Enrolled…), oldest first. */
    outcomes: Record<string, unknown>[];
    /** The universities' returns of the lead: reason, their note, the agency's decision and note. */
    returns: Record<string, unknown>[];
  })[];
  /** Repeat enquiries of theirs that joined another person's lead. */
  enquiries_on_other_leads: Record<string, unknown>[];
  subscribers: Record<string, unknown>[];
  rights_requests: Record<string, unknown>[];
  /** Who their data was sent to (or is waiting to be), and when. */
  sent_to: {
    record: string;
    destination: string;
    created_at: string;
    delivered_at: string | null;
    cancelled_at: string | null;
  }[];
};
