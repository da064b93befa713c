import 'server-only';
import { AD_IDENTIFIERS, type AdIdentifiers } from '@/lib/ads/ad-identifiers';
import { AD_PARAMETERS, type AdParameters } from '@/lib/leads/attribution';
import type { Channel } from '@/lib/channels/channel-names';
import type { Language } from '@/lib/config/language';
import type { Destination } from './outbox-destinations';

// The storage interface the API uses, implemented by SQLite (one machine, the default) and
// PostgreSQL (several instances); one contract suite tests both.

export type LeadKind = 'proposal' | 'admission';

/** What every lead records, whatever form it came from. */
type LeadCommon = {
  name: string;
  email: string;
  phone: string;
  reason: string;
  page_url: string;
  /** The language of the form it was sent from. */
  language: Language;
  user_agent: string;
  idempotency_key: string | null;
  /** A digest of the request the key came with (lib/server/http/request-digest.ts). */
  idempotency_digest: string | null;
  /** Why it looks like a bot's (honeypot filled, sent too fast); null for a normal lead. */
  suspected_reason: string | null;
  /** The visit's first touch: where the visitor landed, and from where. */
  landing_url: string;
  referrer: string;
  /** The notice or consent text the form showed, its version, and when it was sent. */
  consent_text: string | null;
  consent_version: string | null;
  consented_at: string | null;
  /**
   * When the browser first tried to send it: earlier than received_at when the browser kept it
   * through a dropped connection or a refusal and sent it again.
   */
  first_attempt_at: string;
} & AdParameters &
  /** What the ad platforms left in the browser (Meta's fbc and fbp, GA4's client id). */
  AdIdentifiers;

/**
 * Which channel brought it (migration 033) and what the platform's lead carried: its campaign, ad
 * set, ad and form ids and its own lead id (Meta's, for the stages sent back; Google's; a sheet's
 * row). A lead from our own pages is `site` with none of them.
 */
export type LeadChannel = {
  channel: Channel;
  campaign_id: string | null;
  adset_id: string | null;
  ad_id: string | null;
  form_id: string | null;
  channel_lead_id: string | null;
};

/** A lead from our own pages, as every lead before migration 033 was. */
export const SITE_CHANNEL: LeadChannel = {
  channel: 'site',
  campaign_id: null,
  adset_id: null,
  ad_id: null,
  form_id: null,
  channel_lead_id: null,
};

/** A proposal enquiry (the contact form and modal). */
export type ProposalLead = LeadCommon &
  Partial<LeadChannel> & { kind: 'proposal'; website: string; message: string };

/**
 * Whether the student said they are 18 or older (null: never asked, as by an API client that does
 * not ask), and for a minor the parent or guardian who consented (migration 016).
 */
type MinorAnswer = {
  adult: boolean | null;
  guardian_name: string | null;
  guardian_phone: string | null;
};

/** An admission enquiry (a university's funnel). */
export type AdmissionLead = LeadCommon &
  Partial<LeadChannel> &
  MinorAnswer & {
    kind: 'admission';
    course: string;
    city: string;
    consent: boolean;
  };

export type NewLead = ProposalLead | AdmissionLead;

/** A lead as its table row holds it: the other kind's fields empty. */
export type LeadRow = LeadCommon &
  LeadChannel &
  MinorAnswer & {
    kind: LeadKind;
    website: string | null;
    message: string | null;
    course: string | null;
    city: string | null;
    consent: boolean | null;
  };

export const leadRow = (lead: NewLead): LeadRow => ({
  website: null,
  message: null,
  course: null,
  city: null,
  consent: null,
  adult: null,
  guardian_name: null,
  guardian_phone: null,
  ...SITE_CHANNEL,
  ...lead,
});

/** The columns a new lead fills, in one order for both engines. */
export const LEAD_COLUMNS = [
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
  'language',
  'user_agent',
  'idempotency_key',
  'idempotency_digest',
  'suspected_reason',
  'landing_url',
  'referrer',
  ...AD_PARAMETERS,
  ...AD_IDENTIFIERS,
  'consent_text',
  'consent_version',
  'consented_at',
  'first_attempt_at',
] as const satisfies readonly (keyof LeadRow)[];

/**
 * The columns of a minor's answer (migration 016), which a new lead and a repeat enquiry fill too:
 * apart from LEAD_COLUMNS, whose order is the CSV export's, so that no exported column moves.
 */
export const MINOR_COLUMNS = [
  'adult',
  'guardian_name',
  'guardian_phone',
] as const satisfies readonly (keyof LeadRow)[];

/** The columns of a lead's channel (migration 033), apart from LEAD_COLUMNS for the same reason. */
export const CHANNEL_COLUMNS = [
  'channel',
  'campaign_id',
  'adset_id',
  'ad_id',
  'form_id',
  'channel_lead_id',
] as const satisfies readonly (keyof LeadRow)[];

/** When a suspected record was judged genuine (by `leads release` or a later genuine send). */
type Release = { released_at: string | null };

export type StoredLead = LeadRow & Release & { id: number; received_at: string };

/**
 * A repeat enquiry: one that joined an open lead of the same person for the same purpose
 * (docs/leads.md#repeat-enquiries-one-person-one-record), with everything it sent. Never suspected: a suspected enquiry
 * is held as a lead of its own.
 */
export type StoredEnquiry = Omit<LeadRow, 'suspected_reason'> & {
  id: number;
  lead_id: number;
  received_at: string;
};

export type NewSubscriber = { email: string; user_agent: string; suspected_reason: string | null };

export type StoredSubscriber = NewSubscriber & Release & { id: number; subscribed_at: string };

export type RecordType = 'lead' | 'subscriber';

/**
 * What an outbox item is about: a record, a repeat enquiry its lead's owner is told of, or a lead's
 * assignment (lead_assignments): its owner's notice, and the admins' when its first-contact
 * deadline passed. The one list: erasure finds each type from a person (person-targets.ts), and
 * erasure-plan.test.ts fails on a type it cannot reach or one the database allows that is not here.
 */
export const OUTBOX_RECORD_TYPES = ['lead', 'enquiry', 'subscriber', 'assignment'] as const;
export type OutboxRecordType = (typeof OUTBOX_RECORD_TYPES)[number];

/** Which records a listing returns: from a time on, and held (suspected) ones or not. */
export type ListOptions = { since?: string; includeSuspected?: boolean };

export type HeldRecords = { leads: StoredLead[]; subscribers: StoredSubscriber[] };

/** `repeatOf`: the lead a repeat enquiry joined (stored as one of its enquiries). */
/** Stored: the new lead's `id`, or the open lead a repeat enquiry joined (`repeatOf`). */
export type InsertResult =
  | { stored: true; id: number; repeatOf?: undefined }
  | { stored: true; repeatOf: number; id?: undefined }
  | { stored: false; digest: string | null };

export type ReleaseResult = 'released' | 'not_suspected' | 'not_found';

/**
 * A stored lead or subscription waiting to be (or already) sent to one destination: the hosted
 * B2B API, or the agency as an alert.
 */
export type OutboxItem = {
  id: number;
  record_type: OutboxRecordType;
  record_id: number;
  destination: Destination;
  /** Path under the forwarding base, e.g. `/leads/submit`; empty for an alert. */
  path: string;
  /** The hosted API's JSON body (docs/product.md#the-api), or the alert's facts as JSON. */
  payload: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
  /**
   * When it was cancelled, never to be sent: its person withdrew consent or was erased
   * (lib/server/privacy/personal-data.ts), or it is a Meta event of a lead that may no longer go
   * (meta-sender.ts). The forwarder claims no cancelled item.
   */
  cancelled_at: string | null;
};

export type OutboxAttempt = {
  id: number;
  outbox_id: number;
  attempted_at: string;
  ok: boolean;
  http_status: number | null;
  detail: string;
  duration_ms: number;
};

export type AttemptResult = Omit<OutboxAttempt, 'id' | 'outbox_id'>;

export interface LeadStore {
  /**
   * Commits the lead. When its idempotency key was already used, nothing is stored and the
   * first request's digest comes back. A suspected lead is kept but queued for no destination.
   * A genuine enquiry of a person (same phone or email) for the purpose of one of their open
   * leads joins that lead as a repeat: stored as its enquiry, not alerted, its owner told.
   */
  insertLead(lead: NewLead): Promise<InsertResult>;
  /**
   * `created` is false when the email (case-insensitively) was already subscribed. A genuine
   * subscription of an email held as suspected releases that one instead.
   */
  addSubscriber(subscriber: NewSubscriber): Promise<{ created: boolean }>;
  /** Oldest first; suspected records only with `includeSuspected`. */
  listLeads(options?: ListOptions): Promise<StoredLead[]>;
  listSubscribers(options?: ListOptions): Promise<StoredSubscriber[]>;
  /** The records held as suspected and not released, newest first: what an admin looks through. */
  listHeld(): Promise<HeldRecords>;
  /** Turns a suspected record into a normal one, queued for each destination that is on. */
  release(type: RecordType, id: number): Promise<ReleaseResult>;
  /**
   * Leases up to `limit` undelivered items for these destinations that are due, so no other
   * instance sends them until `leaseUntil` or their attempt is recorded.
   */
  claimOutbox(
    limit: number,
    now: Date,
    leaseUntil: Date,
    destinations: readonly Destination[],
  ): Promise<OutboxItem[]>;
  /** Records an attempt; a failed one schedules the next at `retryAt`, a successful one ends it. */
  recordAttempt(id: number, result: AttemptResult, retryAt: Date): Promise<void>;
  /** Records an attempt that sent nothing and ends the item unsent: it is never claimed again. */
  withholdOutbox(id: number, result: AttemptResult): Promise<void>;
  /** Sends nothing now and counts no attempt: the item is due again at `until`. */
  postponeOutbox(id: number, until: Date, detail: string): Promise<void>;
  /** Pending items first, then (with `includeDelivered`) the delivered and cancelled, oldest first. */
  listOutbox(options?: { includeDelivered?: boolean }): Promise<OutboxItem[]>;
  listAttempts(outboxId?: number): Promise<OutboxAttempt[]>;
  /** Rejects unless the store answers and can be written to (the readiness check). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/**
 * How a store is opened: by the server (created and migrated as needed), or by an operator's
 * command, which needs an existing, up-to-date store and changes nothing it does not mean to
 * (`read`: export and outbox; `write`: release).
 */
export type StoreAccess = 'serve' | 'read' | 'write';

/** What a store needs to know besides where it lives. */
export type StoreOptions = {
  /**
   * The destinations each new genuine record is queued for, in the same transaction: the hosted
   * API (LEADS_FORWARD_BASE is set) and the alert channels (leads only).
   */
  destinations: readonly Destination[];
  access?: StoreAccess;
};

/** Why an operator's command cannot use a store whose schema this code is ahead of. */
export const schemaBehind = (where: string, pending: string[]) =>
  `The lead store ${where} is older than this code (${pending.join(', ')} not applied): start the server once to bring it up to date.`;
