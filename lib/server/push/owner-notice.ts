import 'server-only';
import type { Expression } from 'kysely';
import { pushCopy } from '@/content/inbox-push';
import { universityNamed } from '@/lib/admission/admission-lead';
import { services } from '@/lib/catalogue/services';
import { universities } from '@/lib/catalogue/universities';
import { leadPath } from '@/lib/inbox/inbox-paths';
import { serviceNamed } from '@/lib/proposal/proposal-requests';
import type { Destination } from '../store/outbox-destinations';
import type { Db } from '../store/schema';
import { enqueueMany, enqueueStatement, type OutboxCall } from '../store/tables/outbox-table';

// The notice to a lead's owner that it is theirs (an assignment at its arrival, or a move after a
// missed deadline): an outbox item of the assignment, destination `push`, queued in the
// assignment's transaction and so sent once (push-sender.ts). A phone's lock screen shows it to
// anyone near, and a bot may send any text: it says only the lead's number and what the catalogue
// names (the university or the service), never what the sender typed; PUSH_FIRST_NAME=shown adds
// the first name, read when it is sent, never a minor's (docs/operations.md#push-to-the-owners-phone).

export const PUSH_DESTINATION = 'push' satisfies Destination;

/** The outbox item's payload: whose phone, which lead, what the catalogue calls its enquiry. */
export type OwnerNotice = {
  operator_id: string;
  lead_id: number;
  /** The university an admission is for, or the service a proposal asked about: the catalogue's name. */
  about: string | null;
  moved: boolean;
};

/** What the service worker shows (public/inbox/sw.js). */
export type PushMessage = { title: string; body: string; url: string; tag: string };

/** The catalogue's name of what the lead asked about; null where the reason names none of it. */
export function aboutLead(kind: string, reason: string): string | null {
  const named = kind === 'admission' ? universityNamed(reason) : serviceNamed(reason);
  const known = kind === 'admission' ? universities : services;
  return known.find((entry) => entry.name === named)?.name ?? null;
}

/** Anything that could be a phone number or an email: a lock screen must never show one. */
const CONTACT = /@|\d[\d\s().-]{6,}\d/;

type NamedLead = {
  name: string;
  kind: string;
  adult: boolean | 0 | 1 | null;
  erased_at: string | null;
};

/**
 * The first word of the lead's name, where a lock screen may show it: never a student's who did
 * not say they are 18 or older (a business's enquiry asks no age), never an erased lead's, never
 * one that looks like a contact detail (typed in the name field).
 */
export function shownFirstName(lead: NamedLead): string | null {
  if (lead.erased_at || (lead.kind === 'admission' && !lead.adult)) return null;
  const first = lead.name.trim().split(/\s+/)[0]?.slice(0, 40) ?? '';
  return first && !CONTACT.test(first) ? first : null;
}

/** The first name a notice of lead `leadId` may show now (PUSH_FIRST_NAME=shown), or null. */
export async function firstNameOf(db: Db, leadId: number): Promise<string | null> {
  const lead = await db
    .selectFrom('leads')
    .select(['name', 'kind', 'adult', 'erased_at'])
    .where('id', '=', leadId)
    .executeTakeFirst();
  return lead ? shownFirstName(lead) : null;
}

export const noticeMessage = (notice: OwnerNotice, firstName: string | null): PushMessage => ({
  title: notice.moved
    ? pushCopy.movedLead(notice.lead_id, firstName)
    : pushCopy.newLead(notice.lead_id, firstName),
  body: notice.about ?? pushCopy.noTopic,
  url: leadPath(notice.lead_id),
  tag: `lead-${notice.lead_id}`,
});

/** What a notice needs of its assignment: whose, which lead, and its purpose, which the caller holds. */
type NoticeOf = {
  operatorId: string;
  leadId: number;
  moved: boolean;
  kind: string;
  reason: string;
};

const noticeCall = ({ operatorId, leadId, moved, kind, reason }: NoticeOf): OutboxCall => {
  const notice: OwnerNotice = {
    operator_id: operatorId,
    lead_id: leadId,
    about: aboutLead(kind, reason),
    moved,
  };
  return { destination: PUSH_DESTINATION, path: '', payload: JSON.stringify(notice) };
};

/** Queues the owners' notices of many assignments (an import's), in the caller's transaction. */
export async function queueOwnerNotices(
  trx: Db,
  notices: readonly (NoticeOf & { assignmentId: number })[],
) {
  await enqueueMany(
    trx,
    notices.map((notice) => ({
      type: 'assignment' as const,
      id: notice.assignmentId,
      calls: [noticeCall(notice)],
    })),
  );
}

/**
 * The statement that queues an assignment's notice, for the caller to run with the assignment's
 * other writes (its id perhaps an expression of the statement that inserts it).
 */
export const ownerNoticeStatement = (
  trx: Db,
  assignmentId: number | Expression<number>,
  notice: NoticeOf,
) => enqueueStatement(trx, 'assignment', assignmentId, [noticeCall(notice)]);
