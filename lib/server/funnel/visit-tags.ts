import 'server-only';
import { firstCharacters, MAX_TAG_LENGTH } from '@/lib/leads/attribution';

// What of a visit's campaign tags is counted (docs/privacy.md#visit-counts): at most 100
// characters of each, as a lead keeps them, and never an email or a phone number (a shared link
// may carry one in a tag): the counts are kept for years and erasure never reaches them.

/** Where a visitor past an address's daily limit is counted, its tags set aside. */
export const OVER_THE_LIMIT = '(over the limit)';
/** A day's tags past the new-campaign threshold, never seen on a lead or a spend row. */
export const OTHER_CAMPAIGNS = '(other campaigns)';
/** Old visits that were alone in their row, folded together after the retention. */
export const SINGLE_VISITS = '(single visits)';
/** A tag that looked like an email or a phone number. */
export const CONTACT_REMOVED = '(contact removed)';

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/** Ten digits or more, with the spaces, dots, dashes or brackets a number is written with. */
const PHONE = /\d(?:[\s().-]*\d){9,}/;

/** A tag as the visit counts keep it: '' when absent. */
export function visitTag(value: string | null): string {
  if (!value) return '';
  if (EMAIL.test(value) || PHONE.test(value)) return CONTACT_REMOVED;
  return firstCharacters(value, MAX_TAG_LENGTH);
}
