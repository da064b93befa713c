import { indianMobile } from '@/lib/ads/contact-normalisation';

// What makes two leads one person's (docs/leads.md#repeat-enquiries-one-person-one-record): the same Indian mobile number
// however it was written, or the same email whatever its case and surrounding spaces.

/** The ten digits of the phone; null when it is not an Indian mobile number. */
export const personPhone = (phone: string): string | null => indianMobile(phone);

/** The email trimmed and in lower case; null when empty. */
export const personEmail = (email: string): string | null => email.trim().toLowerCase() || null;
