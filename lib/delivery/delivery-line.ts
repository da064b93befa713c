import { deliveryLineCopy as copy } from '@/content/inbox-delivery';
import { indiaClock } from '@/lib/time/india-time';

// A lead's delivery in one line, as its page and its timeline show it: "Sent to Amity University
// 14:02 · accepted · their id 123", "held: over today's cap", "needs mapping: city Indore".

/** A `portal` university's lead its user listed, opened or downloaded (lib/server/portal). */
export const TAKEN_FROM_PORTAL = 'taken from the portal';

export type DeliveryFacts = {
  universityName: string;
  status: string;
  detail: string;
  their_id: string | null;
  sent_at: string | null;
};

export function deliveryLine(delivery: DeliveryFacts) {
  const { universityName: university, status, detail } = delivery;
  if (status === 'held') return copy.held(university, detail);
  if (status === 'pending') return copy.pending(university, detail);
  if (status === 'none') return copy.none(university, detail);
  if (detail === TAKEN_FROM_PORTAL && delivery.sent_at)
    return copy.taken(university, indiaClock(delivery.sent_at));
  const verdict =
    status === 'rejected'
      ? copy.rejected(detail)
      : status === 'duplicate'
        ? copy.duplicate
        : copy.accepted;
  return [
    copy.sent(university, delivery.sent_at ? indiaClock(delivery.sent_at) : ''),
    verdict,
    ...(delivery.their_id ? [copy.theirId(delivery.their_id)] : []),
  ].join(' · ');
}
