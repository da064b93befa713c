import { leadPhoneCheckCopy as copy } from '@/content/phone-check';
import type { LeadPhoneCheck } from '@/lib/server/inbox/lead-work';
import { indiaReadable } from '@/lib/time/india-time';

/**
 * A lead's phone check on its page: Verified (which phone, when), or the code's last word from
 * the gateway ("sent", "delivered", "failed"), so that a code sent but never delivered shows; and
 * the student's (or enquirer's) correction of the number on the thank-you page.
 */
export function LeadPhoneCheckLine({ check }: { check: LeadPhoneCheck }) {
  const whose = copy.whosePhone(check.phone_role);
  return (
    <div data-testid="lead-phone-check" className="flex flex-col gap-1 text-sm">
      {check.verified_at ? (
        <p className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-green-50 px-2 py-0.5 font-semibold text-green-900">
            {copy.verified}
          </span>
          {copy.verifiedBy(whose, indiaReadable(check.verified_at))}
        </p>
      ) : (
        <p>
          {copy.notVerified(
            whose,
            check.code_sent_at ? indiaReadable(check.code_sent_at) : null,
            check.delivery,
          )}
        </p>
      )}
      {check.phone_changed_at && (
        <p className="text-gray-700">
          {copy.changed(copy.corrector(check.phone_role), indiaReadable(check.phone_changed_at))}
        </p>
      )}
    </div>
  );
}
