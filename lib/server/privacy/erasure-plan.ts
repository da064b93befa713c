// What erasing a person (or a lead past its retention) does to every column of every table of the
// store (docs/privacy.md#erasure-withdrawal-and-retention). personal-data.ts erases the leads,
// their repeat enquiries and the rights requests column by column from this plan, and
// erasure-plan.test.ts fails when a table or column exists that the plan does not name: a new
// column is personal until someone says otherwise here.

/**
 * - `kept`: not personal once the row is no longer linked to a person (the tombstone: what came,
 *   when, for what purpose, from which campaign, how it was worked), or not about a person at all;
 * - `emptied` / `nulled`: the value goes (`''` where the column may not be null);
 * - `url-path`: one of our pages' addresses, kept without its query and fragment (click ids, tags);
 * - `url-origin`: another site's address, kept as its origin (which site sent the visit);
 * - `erased-at`: set to the erasure's time;
 * - `bumped`: the lead's version, so an operator's open form cannot save over the tombstone;
 * - `mentions`: the person's phone and email are replaced by `[erased]` wherever they appear
 *   (another lead's notes); on the person's own rows the value is nulled;
 * - `replaced`: the outbox's copy of what was sent (or would have been) and a receiver's answer,
 *   which may quote it, are replaced by a fixed text;
 * - `cancelled`: set on each item not yet delivered, which is then never sent;
 * - `row-deleted`: the row goes (a subscription is nothing but its email);
 * - `no-person`: the table holds nobody's data from the forms (operators' accounts, the
 *   access log, which never names a lead's phone or email, speed reports, the schema's history).
 */
export type Treatment =
  | 'kept'
  | 'emptied'
  | 'nulled'
  | 'url-path'
  | 'url-origin'
  | 'erased-at'
  | 'bumped'
  | 'mentions'
  | 'replaced'
  | 'cancelled'
  | 'row-deleted'
  | 'no-person';

export type TablePlan = {
  columns: Record<string, Treatment>;
};

/** A visit's columns, the same on a lead and on a repeat enquiry. */
const ENQUIRY = {
  kind: 'kept',
  name: 'emptied',
  email: 'emptied',
  phone: 'emptied',
  website: 'nulled',
  message: 'nulled',
  course: 'nulled',
  city: 'nulled',
  consent: 'kept',
  reason: 'kept',
  page_url: 'url-path',
  language: 'kept',
  user_agent: 'emptied',
  idempotency_key: 'nulled',
  idempotency_digest: 'nulled',
  landing_url: 'url-path',
  referrer: 'url-origin',
  gclid: 'nulled',
  gbraid: 'nulled',
  wbraid: 'nulled',
  fbclid: 'nulled',
  msclkid: 'nulled',
  utm_source: 'kept',
  utm_medium: 'kept',
  utm_campaign: 'kept',
  // A keyword or an ad's content can carry what a person typed into a search.
  utm_term: 'nulled',
  utm_content: 'nulled',
  fbc: 'nulled',
  fbp: 'nulled',
  ga_client_id: 'nulled',
  // The text can be addressed to a named guardian; its version and time are the proof of consent.
  consent_text: 'nulled',
  consent_version: 'kept',
  consented_at: 'kept',
  first_attempt_at: 'kept',
  received_at: 'kept',
  adult: 'kept',
  guardian_name: 'nulled',
  guardian_phone: 'nulled',
  // Which channel and campaign brought it stays (the report's counts); the platform's own id for
  // the person's lead goes with them.
  channel: 'kept',
  campaign_id: 'kept',
  adset_id: 'kept',
  ad_id: 'kept',
  form_id: 'kept',
  channel_lead_id: 'nulled',
} as const satisfies Record<string, Treatment>;

const NO_PERSON = (...columns: string[]) =>
  Object.fromEntries(columns.map((column) => [column, 'no-person' as const]));

export const ERASURE_PLAN = {
  leads: {
    columns: {
      id: 'kept',
      ...ENQUIRY,
      suspected_reason: 'kept',
      released_at: 'kept',
      status: 'kept',
      status_at: 'kept',
      // An operator's words about the person.
      lost_reason: 'nulled',
      owner_id: 'kept',
      next_follow_up_at: 'nulled',
      first_contact_at: 'kept',
      attempted_at: 'kept',
      connected_at: 'kept',
      qualified_at: 'kept',
      won_at: 'kept',
      // Computed by the store from the user agent (phone, tablet or desktop), which erasure empties.
      device: 'kept',
      contact_due_at: 'kept',
      contact_moved_at: 'kept',
      version: 'bumped',
      phone_key: 'nulled',
      email_key: 'nulled',
      contact_withdrawn_at: 'kept',
      erased_at: 'erased-at',
    },
  },
  lead_enquiries: { columns: { id: 'kept', lead_id: 'kept', ...ENQUIRY } },
  lead_events: {
    columns: {
      id: 'kept',
      lead_id: 'kept',
      at: 'kept',
      operator_id: 'kept',
      kind: 'kept',
      // A status, an operator's id or a follow-up time.
      from_value: 'kept',
      to_value: 'kept',
      note: 'mentions',
      call_outcome: 'kept',
    },
  },
  // Which lead an admin merged into which, its purpose and status then: a tombstone already.
  lead_merges: {
    columns: {
      id: 'kept',
      kept_id: 'kept',
      merged_id: 'kept',
      at: 'kept',
      operator_id: 'kept',
      merged_kind: 'kept',
      merged_reason: 'kept',
      merged_status: 'kept',
      // The enquiry the merged lead became (migration 022): an id, which erasure follows.
      enquiry_id: 'kept',
    },
  },
  // Lead assignment (migration 026): rules, teams, rotation and counsellors' hours name operators,
  // not people from the forms; a lead's assignments (its timeline's who had it, until when, why
  // it moved) are a tombstone's, like its owner. A merged lead's stay under its id (migration
  // 029): erasure reaches their outbox items through them.
  assignment_rules: {
    columns: NO_PERSON(
      'id',
      'position',
      'kind',
      'university',
      'language',
      'campaign',
      'created_at',
    ),
  },
  assignment_rule_members: { columns: NO_PERSON('rule_id', 'operator_id') },
  assignment_rotation: { columns: NO_PERSON('rule_key', 'last_operator_id', 'updated_at') },
  operator_availability: {
    columns: NO_PERSON('operator_id', 'hours', 'leave_until', 'daily_cap', 'updated_at'),
  },
  lead_assignments: {
    columns: {
      id: 'kept',
      lead_id: 'kept',
      operator_id: 'kept',
      rule_id: 'kept',
      assigned_at: 'kept',
      due_at: 'kept',
      cause: 'kept',
    },
  },
  // The lead channels' form mappings and health counts (migration 033): about forms and days,
  // never a person.
  channel_forms: {
    columns: NO_PERSON(
      'channel',
      'form_id',
      'university',
      'course_question',
      'city_question',
      'updated_at',
      'last_lead_at',
      'backfilled_to',
    ),
  },
  channel_counts: { columns: NO_PERSON('channel', 'day', 'event', 'count', 'last_at') },
  // Portals' sheets (migration 037): a source's column names, and each imported sheet's hash (a
  // hash of thousands of rows names nobody), kept; a sheet held for its mapping is people's rows,
  // erased whole at any person's erasure (which cannot tell their row in it, a phone written any
  // way), as it is at its import or after its minutes.
  import_sources: {
    columns: NO_PERSON('key', 'name', 'columns', 'university', 'updated_at', 'updated_by'),
  },
  sheet_imports: {
    columns: NO_PERSON('id', 'source', 'sheet_hash', 'row_count', 'imported_at', 'operator_id'),
  },
  held_sheets: {
    columns: {
      id: 'row-deleted',
      operator_id: 'row-deleted',
      source: 'row-deleted',
      file_name: 'row-deleted',
      headers: 'row-deleted',
      rows: 'row-deleted',
      row_count: 'row-deleted',
      sheet_hash: 'row-deleted',
      created_at: 'row-deleted',
      expires_at: 'row-deleted',
    },
  },
  // The browsers operators turned notifications on in (migration 028): an operator's, like their
  // sessions, deleted with their account; the pushes they carried are the assignments' outbox
  // items, erased with the lead.
  push_subscriptions: {
    columns: NO_PERSON(
      'id',
      'operator_id',
      'endpoint',
      'p256dh',
      'auth',
      'created_at',
      'last_seen_at',
    ),
  },
  // A lead's phone code (migration 031): the number, the code's HMAC and the gateway's id for the
  // message go with the lead (erase-targets.ts); whether, when and how the phone was verified
  // stays, like the lead's stages.
  phone_checks: {
    columns: {
      lead_id: 'kept',
      phone: 'emptied',
      phone_role: 'kept',
      language: 'kept',
      code_hmac: 'nulled',
      code_sent_at: 'kept',
      tries: 'kept',
      gateway_id: 'nulled',
      delivery: 'kept',
      verified_at: 'kept',
      verified_method: 'kept',
      phone_changed_at: 'kept',
      created_at: 'kept',
    },
  },
  // A university's delivery (migration 032): where it goes, its sheet, the days' counts and the
  // values a sheet lacks name no person (a course or a city alone); a lead's delivery keeps its
  // verdict, their id and times as the tombstone's, the answer's words (which may quote the lead)
  // replaced.
  university_destinations: {
    columns: NO_PERSON(
      'university',
      'adapter',
      'url',
      'secret_sealed',
      'daily_cap',
      'updated_at',
      'updated_by',
    ),
  },
  university_mappings: { columns: NO_PERSON('university', 'kind', 'ours', 'theirs') },
  delivery_days: { columns: NO_PERSON('university', 'day', 'used') },
  delivery_missing: { columns: NO_PERSON('university', 'kind', 'value', 'noticed_at') },
  lead_deliveries: {
    columns: {
      lead_id: 'kept',
      university: 'kept',
      adapter: 'kept',
      status: 'kept',
      detail: 'replaced',
      their_id: 'kept',
      cap_day: 'kept',
      round: 'kept',
      sent_at: 'kept',
      updated_at: 'kept',
      // Our words (`HTTP 410`, `no webhook`) and an operator's id: nothing of the person.
      erasure_failed: 'kept',
      erasure_done_at: 'kept',
      erasure_done_by: 'kept',
      // The university's outcome of the lead and when it took it (migration 038): a stage, like
      // the lead's own.
      outcome: 'kept',
      outcome_at: 'kept',
      taken_at: 'kept',
    },
  },
  // The university portal (migration 038): each outcome set is a stage's history, kept as the
  // tombstone keeps its stages; a return keeps its reason and decision, while the university's
  // note and the admin's (which may name the student) go.
  lead_outcomes: {
    columns: {
      id: 'kept',
      lead_id: 'kept',
      university: 'kept',
      outcome: 'kept',
      at: 'kept',
      operator_id: 'kept',
      source: 'kept',
    },
  },
  lead_returns: {
    columns: {
      id: 'kept',
      lead_id: 'kept',
      university: 'kept',
      reason: 'kept',
      note: 'nulled',
      asked_at: 'kept',
      asked_by: 'kept',
      decision: 'kept',
      decided_at: 'kept',
      decided_by: 'kept',
      decision_note: 'nulled',
    },
  },
  subscribers: {
    columns: {
      id: 'row-deleted',
      email: 'row-deleted',
      email_normalized: 'row-deleted',
      user_agent: 'row-deleted',
      subscribed_at: 'row-deleted',
      suspected_reason: 'row-deleted',
      released_at: 'row-deleted',
    },
  },
  outbox: {
    columns: {
      id: 'kept',
      record_type: 'kept',
      record_id: 'kept',
      destination: 'kept',
      path: 'kept',
      payload: 'replaced',
      attempts: 'kept',
      next_attempt_at: 'kept',
      locked_until: 'kept',
      last_error: 'replaced',
      delivered_at: 'kept',
      created_at: 'kept',
      cancelled_at: 'cancelled',
    },
  },
  outbox_attempts: {
    columns: {
      id: 'kept',
      outbox_id: 'kept',
      attempted_at: 'kept',
      ok: 'kept',
      http_status: 'kept',
      detail: 'replaced',
      duration_ms: 'kept',
    },
  },
  rights_requests: {
    columns: {
      id: 'kept',
      reference: 'kept',
      kind: 'kept',
      phone: 'emptied',
      email: 'emptied',
      details: 'emptied',
      language: 'kept',
      user_agent: 'emptied',
      suspected_reason: 'kept',
      idempotency_key: 'nulled',
      received_at: 'kept',
      due_at: 'kept',
      deadline_at: 'kept',
      erased_at: 'erased-at',
      // How it was handled (migration 020): when and by which admin stays as proof that it was
      // answered; the admin's note of what the person was told may name them, and goes.
      handled_at: 'kept',
      handled_by: 'kept',
      outcome: 'nulled',
      // Each contact's check (migration 022): the code's hash goes (it was sent to the person's
      // email); when and by which admin each contact was verified stays as proof, like handled_at.
      email_code_hash: 'nulled',
      email_code_sent_at: 'kept',
      email_code_tries: 'kept',
      email_verified_at: 'kept',
      email_verified_by: 'kept',
      phone_verified_at: 'kept',
      phone_verified_by: 'kept',
    },
  },
  access_log: {
    columns: NO_PERSON(
      'id',
      'at',
      'operator_id',
      'operator_email',
      'address',
      'action',
      'record',
      'detail',
    ),
  },
  operator: {
    columns: NO_PERSON(
      'id',
      'name',
      'email',
      'emailVerified',
      'image',
      'createdAt',
      'updatedAt',
      'role',
      'banned',
      'banReason',
      'banExpires',
      'twoFactorEnabled',
      'university',
    ),
  },
  operator_account: {
    columns: NO_PERSON(
      'id',
      'accountId',
      'providerId',
      'userId',
      'accessToken',
      'refreshToken',
      'idToken',
      'accessTokenExpiresAt',
      'refreshTokenExpiresAt',
      'scope',
      'password',
      'createdAt',
      'updatedAt',
    ),
  },
  operator_session: {
    columns: NO_PERSON(
      'id',
      'expiresAt',
      'token',
      'createdAt',
      'updatedAt',
      'ipAddress',
      'userAgent',
      'userId',
      'impersonatedBy',
      'twoFactorVerifiedAt',
    ),
  },
  operator_two_factor: {
    columns: NO_PERSON(
      'id',
      'secret',
      'backupCodes',
      'userId',
      'verified',
      'failedVerificationCount',
      'lockedUntil',
    ),
  },
  operator_verification: {
    columns: NO_PERSON('id', 'identifier', 'value', 'expiresAt', 'createdAt', 'updatedAt'),
  },
  server_secrets: { columns: NO_PERSON('name', 'value') },
  vitals: {
    columns: NO_PERSON(
      'id',
      'metric',
      'value',
      'route',
      'language',
      'device',
      'connection',
      'navigation_type',
      'target',
      'target_kind',
      'phase',
      'received_at',
    ),
  },
  // Counted visits (docs/privacy.md#visit-counts): aggregates about nobody, kept. A day's hashes
  // cannot be recomputed once its salt (kept only in memory) is renewed, and are deleted the next
  // India day.
  visit_counts: {
    columns: NO_PERSON(
      'id',
      'day',
      'route',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'click_id',
      'device',
      'language',
      'visits',
      'form_starts',
    ),
  },
  visit_seen: { columns: NO_PERSON('day', 'hash', 'count_id', 'form_started') },
  visit_addresses: { columns: NO_PERSON('day', 'hash', 'visitors') },
  campaign_spend: {
    columns: NO_PERSON(
      'id',
      'campaign',
      'month',
      'platform',
      'amount_paise',
      'updated_at',
      'operator_id',
    ),
  },
  schema_migrations: { columns: NO_PERSON('name', 'timestamp') },
  schema_migrations_lock: { columns: NO_PERSON('id', 'is_locked') },
  // A client's address as the limiter's key, for one window (docs/privacy.md).
  rate_limits: { columns: NO_PERSON('key', 'points', 'expire') },
} as const satisfies Record<string, TablePlan>;

export type PlannedTable = keyof typeof ERASURE_PLAN;
