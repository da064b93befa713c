import 'server-only';
import { createHash } from 'node:crypto';
import { e164Phone, googleEmail, metaEmail, metaPhone } from '@/lib/ads/contact-normalisation';

// A lead's email and phone as the ad platforms take them: normalised their way
// (lib/ads/contact-normalisation.ts), then SHA-256 in lower-case hex. Nothing is hashed for a
// missing email or a phone that is no Indian mobile number: the hash of an empty text would be
// one value for every such lead.

/** SHA-256 of the text's UTF-8 bytes, in lower-case hex. */
export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const hashed = (normal: string | null) => (normal ? sha256Hex(normal) : null);

export type HashedContact = { email: string | null; phone: string | null };

type Contact = { email: string; phone: string };

/** For Google's enhanced conversions for leads: the email Gmail-normalised, the phone in E.164. */
export const googleHashedContact = ({ email, phone }: Contact): HashedContact => ({
  email: hashed(googleEmail(email)),
  phone: hashed(e164Phone(phone)),
});

/** For Meta's Conversions API (`em`, `ph`): the email trimmed and lower-case, the phone's digits. */
export const metaHashedContact = ({ email, phone }: Contact): HashedContact => ({
  email: hashed(metaEmail(email)),
  phone: hashed(metaPhone(phone)),
});
