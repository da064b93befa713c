import 'server-only';
import { pushCopy } from '@/content/inbox-push';
import { universityNamed } from '@/lib/admission/admission-lead';
import { leadPath } from '@/lib/inbox/inbox-paths';
import type { Destination } from '../store/outbox-destinations';
import type { Db } from '../store/schema';
import { enqueue } from '../store/tables/outbox-table';

// The notice to a lead's owner that it is theirs (an assignment at its arrival, or a move after a
// missed deadline): an outbox item of the assignment, destination `push`, queued in the
// assignment's transaction and so sent once (push-sender.ts). It holds what the push may show.

export const PUSH_DESTINATION = 'push' satisfies Destination;

/** The outbox item's payload: whose phone, which lead, and what its notification may say. */
export type OwnerNotice = {
  operator_id: string;
  lead_id: number;
  first_name: string;
  /** The university an admission is for, or the service a proposal asked about. */
  about: string | null;
  moved: boolean;
};

/** What the service worker shows (public/inbox/sw.js). */
export type PushMessage = { title: string; body: string; url: string; tag: string };

/** Anything that could be a phone number or an email: a lock screen must never show one. */
const CONTACT = /@|\d[\d\s().-]{6,}\d/;

/** The first word of the name, unless it looks like a contact detail (typed in the name field). */
const firstNameOf = (name: string) => {
  const first = name.trim().split(/\s+/)[0]?.slice(0, 40) ?? '';
  return CONTACT.test(first) ? '' : first;
};

/** The university or service, short, and never a contact detail sent in its place. */
export function aboutLead(kind: string, reason: string): string | null {
  const about = (kind === 'admission' ? universityNamed(reason) : reason)?.trim().slice(0, 80);
  return about && !CONTACT.test(about) ? about : null;
}

export const noticeMessage = (notice: OwnerNotice): PushMessage => ({
  title: notice.moved ? pushCopy.movedLead(notice.first_name) : pushCopy.newLead(notice.first_name),
  body: notice.about ?? pushCopy.noTopic,
  url: leadPath(notice.lead_id),
  tag: `lead-${notice.lead_id}`,
});

/** Queues the owner's notice of assignment `assignmentId` in the caller's transaction. */
export async function queueOwnerNotice(
  trx: Db,
  assignmentId: number,
  { operatorId, leadId, moved }: { operatorId: string; leadId: number; moved: boolean },
) {
  const lead = await trx
    .selectFrom('leads')
    .select(['name', 'kind', 'reason'])
    .where('id', '=', leadId)
    .executeTakeFirstOrThrow();
  const notice: OwnerNotice = {
    operator_id: operatorId,
    lead_id: leadId,
    first_name: firstNameOf(lead.name),
    about: aboutLead(lead.kind, lead.reason),
    moved,
  };
  await enqueue(trx, 'assignment', assignmentId, [
    { destination: PUSH_DESTINATION, path: '', payload: JSON.stringify(notice) },
  ]);
}
