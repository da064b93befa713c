import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Channel } from '@/lib/channels/channel-names';
import type { Language } from '@/lib/config/language';
import type { RightsRequestKind } from '@/lib/privacy/rights-request-values';
import type { CallOutcome, LeadEventKind, LeadStatus } from '@/lib/inbox/lead-work-values';
import type { Device, VitalsBeacon, VitalsEntry } from '@/lib/vitals/beacon';
import type {
  LeadKind,
  OutboxAttempt,
  OutboxItem,
  StoredEnquiry,
  StoredLead,
  StoredSubscriber,
} from './lead-store';

// The lead store's tables as the store reads and writes them, on both engines (the migrations in
// migrations/ make them): the rows lead-store.ts describes, with what the database numbers or
// keeps besides.

/** SQLite (one machine, the default) or PostgreSQL (several instances). */
export type Engine = 'sqlite' | 'postgres';

// A time is TEXT on SQLite and TIMESTAMPTZ on PostgreSQL, written as an ISO string and read as one
// (kysely-store.ts turns PostgreSQL's Date into the same string).

/**
 * A yes or no: INTEGER on SQLite (which cannot bind a boolean), BOOLEAN on PostgreSQL; written as
 * 0 or 1, which PostgreSQL reads as false or true, and read back with `Boolean()`.
 */
type Flag = ColumnType<boolean | 0 | 1, 0 | 1, 0 | 1>;

/** The inbox's work on a lead (lib/server/inbox/lead-work.ts reads and writes it). */
export type LeadWorkColumns = {
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  /** When the status last changed; null while it is still new. */
  status_at: string | null;
  /** Why it was lost, when it was. */
  lost_reason: string | null;
  /** The operator who works it (operator.id); null while unassigned. */
  owner_id: string | null;
  next_follow_up_at: string | null;
  /** Its first status change or call outcome: the end of its speed to lead. */
  first_contact_at: string | null;
  /** When it first reached each stage (migration 024; lib/server/funnel/lead-stages.ts). */
  attempted_at: string | null;
  connected_at: string | null;
  qualified_at: string | null;
  won_at: string | null;
  /** Its owner's first-contact deadline (migration 026), while it has one. */
  contact_due_at: string | null;
  /** When it moved to another counsellor for a missed deadline: it moves once. */
  contact_moved_at: string | null;
  /** Incremented by each save, which names the version it started from. */
  version: Generated<number>;
};

/**
 * What the DPDP Act asks a lead to carry (migration 016; docs/privacy.md): the student's answer to
 * "18 or older?" (null where never asked) and the guardian who consented for a minor.
 */
export type MinorColumns = {
  adult: Flag | null;
  guardian_name: string | null;
  guardian_phone: string | null;
};

/** A lead's channel (migration 033): `site` unless the row says otherwise. */
type ChannelColumn = { channel: ColumnType<Channel, Channel | undefined, Channel> };

/** When the person withdrew consent (no contact, no ad export since) and when it was erased. */
export type PrivacyMarkColumns = { contact_withdrawn_at: string | null; erased_at: string | null };

/** `first_attempt_at` is filled for every lead (008 filled the earlier ones), though nullable. */
export type LeadsTable = Omit<StoredLead, 'id' | 'consent' | 'channel' | keyof MinorColumns> &
  ChannelColumn &
  LeadWorkColumns & {
    id: Generated<number>;
    consent: Flag | null;
  } & MinorColumns &
  PrivacyMarkColumns & {
    /** Its person's keys (person-keys.ts): the phone's ten digits, the email in lower case. */
    phone_key: string | null;
    email_key: string | null;
    /** Its browser's device class, computed by the store from its user agent (migration 027). */
    device: ColumnType<Device, never, never>;
  };

/** A repeat enquiry that joined a lead (migration 015): everything it sent, and when. */
export type LeadEnquiriesTable = Omit<
  StoredEnquiry,
  'id' | 'consent' | 'channel' | keyof MinorColumns
> &
  ChannelColumn &
  MinorColumns & {
    id: Generated<number>;
    consent: Flag | null;
  };

/**
 * A lead merged into another by an admin (migration 017; lib/server/inbox/lead-merge.ts): the
 * merged lead's row is gone, this says where it went, who merged it and when.
 */
export type LeadMergesTable = {
  id: Generated<number>;
  kept_id: number;
  merged_id: number;
  at: string;
  operator_id: string;
  /** The merged lead's kind, purpose (its reason) and status when it was merged. */
  merged_kind: LeadKind;
  merged_reason: string;
  merged_status: LeadStatus;
  /** The repeat enquiry the merged lead's own row became (migration 022); null before it. */
  enquiry_id: number | null;
};

/** One change to a lead by an operator: a row of its timeline. */
export type LeadEventsTable = {
  id: Generated<number>;
  lead_id: number;
  at: string;
  operator_id: string;
  kind: LeadEventKind;
  /** The value before and after (a status, an owner's id, a follow-up time); null for none. */
  from_value: string | null;
  to_value: string | null;
  note: string | null;
  call_outcome: CallOutcome | null;
};

export type SubscribersTable = Omit<StoredSubscriber, 'id'> & {
  id: Generated<number>;
  /** The email in lower case: unique, so an address is subscribed once whatever its case. */
  email_normalized: string;
};

export type OutboxTable = Omit<OutboxItem, 'id' | 'attempts'> & {
  id: Generated<number>;
  attempts: Generated<number>;
  /** Until when the instance that claimed the item has it to itself. */
  locked_until: string | null;
};

export type OutboxAttemptsTable = Omit<OutboxAttempt, 'id' | 'ok'> & {
  id: Generated<number>;
  ok: Flag;
};

/**
 * One metric of one page view, as a browser measured it (lib/vitals/beacon.ts says what each
 * column holds; the vitals feature reads and writes them, lib/server/vitals/vitals-store.ts).
 */
export type VitalsTable = Omit<VitalsEntry, 'previous'> &
  Omit<VitalsBeacon, 'metrics'> & { id: Generated<number>; received_at: string };

/** How many visitors one address's hash counted on an India day (migration 029). */
export type VisitAddressesTable = { day: string; hash: string; visitors: number };

/** Visits and form starts per India day and what the visit was; a missing tag is ''. */
export type VisitCountsTable = {
  id: Generated<number>;
  day: string;
  route: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  click_id: Flag;
  device: VitalsBeacon['device'];
  language: Language;
  visits: number;
  form_starts: number;
};

/** The day's visitors' hashes, each once, with the count it added to. */
export type VisitSeenTable = { day: string; hash: string; count_id: number; form_started: Flag };

/** What a campaign cost in a month on one platform (migration 024), in paise. */
export type CampaignSpendTable = {
  id: Generated<number>;
  campaign: string;
  /** `2026-11`. */
  month: string;
  platform: 'manual' | 'google-ads' | 'meta-ads';
  amount_paise: number;
  updated_at: string;
  /** The admin who entered or imported it (operator.id). */
  operator_id: string;
};

/** The migrations applied, by name (Kysely's Migrator keeps it; migrate.ts). */
export type SchemaMigrationsTable = { name: string; timestamp: string };

/** One row per thing an operator did (lib/server/inbox/access-log.ts); never changed or removed. */
export type AccessLogTable = {
  id: Generated<number>;
  at: string;
  operator_id: string | null;
  operator_email: string | null;
  address: string | null;
  action: string;
  record: string | null;
  detail: string | null;
};

/**
 * The operators' table, which Better Auth writes (migration 009): the columns the inbox reads to
 * name a lead's owner and the author of each change.
 */
export type OperatorTable = {
  id: string;
  name: string;
  email: string;
  role: string | null;
  /** Disabled by `leads operator disable`: no sign-in, no leads assigned. */
  banned: Flag | null;
  /** A `university` user's university, the catalogue's id (`amity`; migration 038). */
  university: string | null;
};

/** One assignment rule (migration 026; lib/server/assignment): null matches anything. */
export type AssignmentRulesTable = {
  id: Generated<number>;
  /** Its place in the order: the lowest that matches a lead wins. */
  position: number;
  kind: LeadKind | null;
  /** A university's name, as its admission form names it. */
  university: string | null;
  language: Language | null;
  /** A campaign (utm_campaign) or a source (utm_source). */
  campaign: string | null;
  created_at: string;
};

/** The counsellors of a rule's team. */
export type AssignmentRuleMembersTable = { rule_id: number; operator_id: string };

/** Each team's last owner: its rotation goes on after them. */
export type AssignmentRotationTable = {
  /** The rule's id, or `default`. */
  rule_key: string;
  last_operator_id: string;
  updated_at: string;
};

/** A counsellor's working hours (JSON of WeekHours), leave and daily cap; no row: any time. */
export type OperatorAvailabilityTable = {
  operator_id: string;
  hours: string | null;
  leave_until: string | null;
  daily_cap: number | null;
  updated_at: string;
};

/** Why a lead came to its owner. */
export type AssignmentCause = 'arrival' | 'off-hours' | 'deadline';

/** Who had a lead from when, and until when they had to call it (its timeline shows these). */
export type LeadAssignmentsTable = {
  id: Generated<number>;
  /** No reference (migration 029): a merged lead's assignments stay under its id, for erasure. */
  lead_id: number;
  operator_id: string;
  /** The rule that chose the team; null for the default rule. */
  rule_id: number | null;
  assigned_at: string;
  /** The first-contact deadline; null after a move (a lead moves once). */
  due_at: string | null;
  cause: AssignmentCause;
};

/** A request from /privacy/requests (migration 014; lib/server/privacy/rights-requests.ts). */
export type RightsRequestsTable = {
  id: Generated<number>;
  /** What the person was given to quote: LW-XXXX-XXXX. */
  reference: string;
  kind: RightsRequestKind;
  /** The phone (ten digits) and the email they used on our forms; at least one is given. */
  phone: string;
  email: string;
  /** What to correct, what the complaint is, or anything else they said. */
  details: string;
  /** The language of the page it was sent from, which the answer should be in. */
  language: Language;
  user_agent: string;
  /** Why it looks like a bot's (honeypot filled, sent too fast); null for a person's. */
  suspected_reason: string | null;
  idempotency_key: string | null;
  received_at: string;
  /** Our target for answering it, as the person was told. */
  due_at: string;
  /** The Rules' outer limit for a grievance. */
  deadline_at: string;
} & RightsRequestHandlingColumns;

/** How an admin handled it (migration 020): null until marked answered. */
export type RightsRequestHandlingColumns = {
  handled_at: string | null;
  /** The admin's operator.id. */
  handled_by: string | null;
  /** What the person was told, in the admin's words. */
  outcome: string | null;
};

/**
 * Each contact the request names, checked on its own (migration 022): the email by a one-time
 * code sent to it, the phone by the admin who called it; who verified it (operator.id) and when.
 */
export type RightsRequestContactChecks = {
  /** SHA-256 of the request's reference and the code last sent; null once used or never sent. */
  email_code_hash: string | null;
  email_code_sent_at: string | null;
  /** Wrong codes entered since the last was sent. */
  email_code_tries: Generated<number>;
  email_verified_at: string | null;
  email_verified_by: string | null;
  phone_verified_at: string | null;
  phone_verified_by: string | null;
};

/**
 * When a request's contact fields were erased with its person's data (migration 019): the row
 * stays, with its reference, kind and dates, as proof that it was answered.
 */
export type RightsRequestErasure = { erased_at: string | null };

/** A browser an operator turned notifications on in (migration 028), by its push endpoint. */
export type PushSubscriptionsTable = {
  id: Generated<number>;
  operator_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
  last_seen_at: string;
};

/** Where a university takes its leads (migration 032; lib/server/delivery). */
export type UniversityDestinationsTable = {
  /** The catalogue's id (`amity`). */
  university: string;
  adapter: string;
  url: string | null;
  /** The credential, sealed with the delivery key (delivery/delivery-key.ts); never in clear. */
  secret_sealed: string | null;
  daily_cap: number | null;
  updated_at: string;
  updated_by: string;
};

/** A row of a university's master data sheet: our value of a kind, and theirs. */
export type UniversityMappingsTable = {
  university: string;
  kind: string;
  /** Ours in lower case, trimmed: matched whatever the case a student typed. */
  ours: string;
  theirs: string;
};

/** How many leads went to a university on a day in India. */
export type DeliveryDaysTable = { university: string; day: string; used: number };

/** A lead's delivery to its university and the university's answer (migration 032). */
export type LeadDeliveriesTable = {
  lead_id: number;
  university: string;
  adapter: string;
  status: string;
  /** What the line says: the answer's message, why it is held, the last failure. */
  detail: string;
  their_id: string | null;
  /** The India day whose cap it counted against, once it did. */
  cap_day: string | null;
  /** 1, then 2, 3 … for each re-send of a rejected lead: part of its webhook id. */
  round: Generated<number>;
  sent_at: string | null;
  updated_at: string;
  /** Why its `lead.erased` event cannot reach the university (`HTTP 410`, `no webhook`): a task. */
  erasure_failed: string | null;
  /** When an admin marked its erasure task done, and who (an operator's id). */
  erasure_done_at: string | null;
  erasure_done_by: string | null;
  /** The university's last outcome of the lead (lib/portal/outcomes.ts; migration 038). */
  outcome: string | null;
  outcome_at: string | null;
  /** When a `portal` university first listed or downloaded it: its delivery. */
  taken_at: string | null;
};

/** Each outcome a university set on a lead, by whom and from where (migration 038). */
export type LeadOutcomesTable = {
  id: Generated<number>;
  lead_id: number;
  university: string;
  outcome: string;
  at: string;
  /** The university user who set it. */
  operator_id: string;
  source: 'portal' | 'sheet';
};

/** A lead a university sent back, and the agency's decision (migration 038). */
export type LeadReturnsTable = {
  id: Generated<number>;
  lead_id: number;
  university: string;
  reason: string;
  /** The university's words: personal, erased with the lead. */
  note: string | null;
  asked_at: string;
  asked_by: string;
  decision: 'approved' | 'refused' | null;
  decided_at: string | null;
  decided_by: string | null;
  /** The admin's words: personal, erased with the lead. */
  decision_note: string | null;
};

/** A value a university's sheet lacks, noticed once (the admins are told once). */
export type DeliveryMissingTable = {
  university: string;
  kind: string;
  value: string;
  noticed_at: string;
};

/**
 * A platform form's mapping (migration 033; lib/server/channels/channel-forms.ts): the university
 * its leads are for (null: nobody placed it yet), which of its questions is the course and which
 * the city, when its last lead came, and how far back-filling has read.
 */
export type ChannelFormsTable = {
  channel: Channel;
  form_id: string;
  university: string | null;
  course_question: string | null;
  city_question: string | null;
  updated_at: string;
  last_lead_at: string | null;
  /** Leads created before this were read by a back-fill pass; null: none yet. */
  backfilled_to: string | null;
};

/** Per channel and day, how often each health event happened (migration 033), and when last. */
export type ChannelCountsTable = {
  channel: Channel;
  day: string;
  event: string;
  count: number;
  last_at: string;
};

/**
 * A portal's column mapping (migration 037; lib/server/channels/sheet-sources.ts), by the source's
 * name lower-cased: which of its sheet's columns holds each of our fields (JSON), and the
 * university for rows that name none.
 */
export type ImportSourcesTable = {
  key: string;
  name: string;
  columns: string;
  university: string | null;
  updated_at: string;
  updated_by: string;
};

/**
 * An uploaded sheet held for its mapping and preview (migration 037; store/tables/held-sheets-table.ts):
 * its header and rows as read (JSON), minutes only.
 */
export type HeldSheetsTable = {
  id: string;
  operator_id: string;
  source: string;
  file_name: string;
  headers: string;
  rows: string;
  row_count: number;
  sheet_hash: string;
  created_at: string;
  expires_at: string;
};

/** An imported sheet (migration 037): its content's hash, once, and who imported it when. */
export type SheetImportsTable = {
  id: Generated<number>;
  source: string;
  sheet_hash: string;
  row_count: number;
  imported_at: string;
  operator_id: string;
};

/** Secrets the server made for itself (the operators' cookie secret), by name. */
export type ServerSecretsTable = { name: string; value: string };

/**
 * Who the code went to: the student, or a minor's parent or guardian; for a proposal, its own
 * contact (SMS_PROPOSALS).
 */
export type PhoneRole = 'student' | 'guardian' | 'contact';

/** A lead's phone check (migration 031; lib/server/phone-check): the code sent by SMS and its outcome. */
export type PhoneChecksTable = {
  lead_id: number;
  /** The ten digits the code was sent to. */
  phone: string;
  phone_role: PhoneRole;
  /** The template's language: the page's the form was sent from. */
  language: Language;
  /** HMAC of the code last sent; null once used, voided or never sent. */
  code_hmac: string | null;
  code_sent_at: string | null;
  /** Wrong codes typed since the last was sent. */
  tries: Generated<number>;
  /** The gateway's id for the last message, which its delivery report names. */
  gateway_id: string | null;
  /** The gateway's last word on it: `sent`, `delivered`, `failed`, … */
  delivery: string | null;
  verified_at: string | null;
  /** `sms`: a right code was typed. */
  verified_method: 'sms' | null;
  /** When the student last corrected the number on the thank-you page ("Change number"). */
  phone_changed_at: string | null;
  created_at: string;
};

/** rate-limiter-flexible's counts (migrations 001 and 021): a key, its points and when they end (ms). */
export type RateLimitsTable = { key: string; points: number; expire: number | null };

export type Database = {
  leads: LeadsTable;
  lead_events: LeadEventsTable;
  lead_enquiries: LeadEnquiriesTable;
  phone_checks: PhoneChecksTable;
  lead_merges: LeadMergesTable;
  subscribers: SubscribersTable;
  outbox: OutboxTable;
  outbox_attempts: OutboxAttemptsTable;
  vitals: VitalsTable;
  visit_counts: VisitCountsTable;
  visit_seen: VisitSeenTable;
  visit_addresses: VisitAddressesTable;
  campaign_spend: CampaignSpendTable;
  schema_migrations: SchemaMigrationsTable;
  access_log: AccessLogTable;
  operator: OperatorTable;
  server_secrets: ServerSecretsTable;
  rate_limits: RateLimitsTable;
  rights_requests: RightsRequestsTable & RightsRequestErasure & RightsRequestContactChecks;
  assignment_rules: AssignmentRulesTable;
  assignment_rule_members: AssignmentRuleMembersTable;
  assignment_rotation: AssignmentRotationTable;
  operator_availability: OperatorAvailabilityTable;
  lead_assignments: LeadAssignmentsTable;
  push_subscriptions: PushSubscriptionsTable;
  university_destinations: UniversityDestinationsTable;
  university_mappings: UniversityMappingsTable;
  delivery_days: DeliveryDaysTable;
  lead_deliveries: LeadDeliveriesTable;
  lead_outcomes: LeadOutcomesTable;
  lead_returns: LeadReturnsTable;
  delivery_missing: DeliveryMissingTable;
  channel_forms: ChannelFormsTable;
  channel_counts: ChannelCountsTable;
  import_sources: ImportSourcesTable;
  held_sheets: HeldSheetsTable;
  sheet_imports: SheetImportsTable;
};

/** The store's query builder: what its tables' services are given. */
export type Db = Kysely<Database>;
