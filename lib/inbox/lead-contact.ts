import { whatsAppGreeting } from '@/content/inbox-lead';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/lib/config/language';
import { sanitizePhone } from '@/lib/leads/phone';

// The links a counsellor reaches a lead by: a call and a WhatsApp chat. The forms keep the ten
// digits of an Indian mobile number (lib/leads/phone.ts); India's country code is 91.

/** The ten digits of the stored phone, or null when it has not ten (no link can reach it). */
function tenDigits(phone: string) {
  const digits = sanitizePhone(phone);
  return digits.length === 10 ? digits : null;
}

/** `tel:+919876543210`, or null. */
export function callHref(phone: string) {
  const digits = tenDigits(phone);
  return digits && `tel:+91${digits}`;
}

/** `https://wa.me/919876543210?text=…`, the greeting in the lead's language; or null. */
export function whatsAppHref(
  lead: { phone: string; name: string; language: Language },
  operatorName: string,
) {
  const digits = tenDigits(lead.phone);
  if (!digits) return null;
  const language = isLanguage(lead.language) ? lead.language : DEFAULT_LANGUAGE;
  const greeting = whatsAppGreeting[language](lead.name.trim(), operatorName);
  return `https://wa.me/91${digits}?text=${encodeURIComponent(greeting)}`;
}

/** `+91 98765 43210`, as a person reads it; the stored text when it is not ten digits. */
export function readablePhone(phone: string) {
  const digits = tenDigits(phone);
  return digits ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : phone;
}
