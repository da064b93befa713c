import 'server-only';
import type { StoreDatabase } from '../store/store-database';
import { withoutSearch } from './access-log-search';

/** What an operator did (docs/operations.md#the-access-log lists them). */
export type AccessAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-in-refused'
  | 'sign-out'
  | 'two-factor-enabled'
  | 'two-factor-failed'
  | 'page-viewed'
  /** The open queue asking for new leads (app/inbox/queue/updates/route.ts). */
  | 'queue-polled'
  | 'access-refused'
  | 'export'
  | 'record-released'
  | 'operator-added'
  | 'operator-disabled'
  | 'operator-enabled'
  | 'operator-password-set'
  | 'lead-saved'
  | 'lead-not-found'
  /** An admin merged one lead into another (lead-merge.ts), or was refused with nothing changed. */
  | 'lead-merged'
  | 'lead-merge-refused'
  /** A person's data acted on (lib/server/privacy/personal-data.ts), and the daily retention. */
  | 'person-erased'
  | 'person-withdrawn'
  | 'person-access-copy'
  | 'retention-erased'
  /** What a campaign cost, entered or imported by an admin (lib/server/inbox-entries/spend-actions.ts). */
  | 'spend-saved'
  | 'spend-import-refused'
  /** A rights request's page (/inbox/requests/<reference>) and what an admin did from it. */
  | 'request-viewed'
  | 'access-copy-sent'
  | 'request-answered'
  /** A request's contact checked (contact-checks.ts): a code sent, a contact verified, a wrong code. */
  | 'contact-code-sent'
  | 'contact-verified'
  | 'contact-code-refused'
  /** Lead assignment (lib/server/assignment): a counsellor's hours, leave or cap; a rule. */
  | 'availability-set'
  | 'assignment-rule-added'
  | 'assignment-rule-moved'
  | 'assignment-rule-deleted'
  /**
   * A browser's push subscription saved (turned on, or changed since: a visit that re-syncs the
   * same one writes nothing); forgotten (turned off, or signed out); a test push.
   */
  | 'push-subscribed'
  | 'push-unsubscribed'
  | 'push-tested'
  /**
   * A university's delivery set or turned off, its master sheet replaced, a rejected lead sent
   * again, an erasure asked of a university by hand marked done.
   */
  | 'delivery-set'
  | 'delivery-mapping-set'
  | 'delivery-resent'
  | 'delivery-erasure-done'
  /** A lead channel's form mapped to a university and questions (lib/server/channels). */
  | 'channel-form-mapped'
  /**
   * A portal's sheet (docs/operations.md#portal-sheets): uploaded and held, refused unread, its
   * source's columns mapped, imported (or found imported before), discarded.
   */
  | 'sheet-uploaded'
  | 'sheet-refused'
  | 'sheet-mapped'
  | 'sheet-imported'
  | 'sheet-discarded'
  /**
   * The universities' portal (lib/server/portal): its list or a lead viewed, its leads
   * downloaded, an outcome set, a lead returned (each naming the university); an admin's decision
   * on a return.
   */
  | 'portal-viewed'
  | 'portal-downloaded'
  | 'portal-outcome-set'
  | 'portal-lead-returned'
  | 'return-decided';

export type AccessEntry = {
  /** Who, when known: an operator's id and email, or only the email typed at a failed sign-in. */
  operatorId?: string | null;
  operatorEmail?: string | null;
  /** The client's address (clientAddress), or `cli` for the server's own command. */
  address: string | null;
  action: AccessAction;
  /** The page, lead or operator acted on. */
  record?: string | null;
  detail?: string | null;
};

export type AccessRow = Required<AccessEntry> & { id: number; at: string };

/** Appends one row; nothing in the application changes or removes one (migration 009). */
export async function recordAccess(database: StoreDatabase, entry: AccessEntry, at = new Date()) {
  await database.exclusive(() =>
    database.db
      .insertInto('access_log')
      .values({
        at: at.toISOString(),
        operator_id: entry.operatorId ?? null,
        operator_email: entry.operatorEmail ?? null,
        address: entry.address,
        action: entry.action,
        record: withoutSearch(entry.record ?? null),
        detail: withoutSearch(entry.detail ?? null),
      })
      .execute(),
  );
}

export type AccessFilter = { since?: Date; operatorEmail?: string };

/** The log oldest first, from `since`, for one operator's email when given. */
export async function listAccess(
  database: StoreDatabase,
  { since, operatorEmail }: AccessFilter = {},
): Promise<AccessRow[]> {
  let query = database.db.selectFrom('access_log').selectAll().orderBy('id');
  if (since) query = query.where('at', '>=', since.toISOString());
  if (operatorEmail) query = query.where('operator_email', '=', operatorEmail.toLowerCase());
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    operatorId: row.operator_id,
    operatorEmail: row.operator_email,
    address: row.address,
    action: row.action as AccessAction,
    record: row.record,
    detail: row.detail,
  }));
}
