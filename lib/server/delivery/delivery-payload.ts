import 'server-only';
import { indianMobile } from '@/lib/ads/contact-normalisation';
import { leadReference } from '@/lib/delivery/delivery-values';
import type { DeliveryLead } from './delivery-lead';

/** A phone in E.164: +91 and the ten digits of an Indian mobile, else as it was typed. */
export const e164 = (phone: string) => {
  const digits = indianMobile(phone);
  return digits ? `+91${digits}` : phone.trim();
};

/**
 * The lead as a university receives it (docs/operations.md#what-is-delivered): our
 * reference, when it came, the course and city as its sheet names them, the student, a minor's
 * guardian, the consent's proof, and the campaign it came from.
 */
export function deliveryBody(
  lead: DeliveryLead,
  university: { id: string; name: string },
  mapped: { course: string; city: string },
) {
  return {
    reference: leadReference(lead.id),
    received_at: lead.received_at,
    university: university.name,
    university_id: university.id,
    course: mapped.course,
    city: mapped.city,
    name: lead.name,
    phone: e164(lead.phone),
    email: lead.email,
    guardian: lead.minor
      ? { name: lead.guardian_name, phone: e164(lead.guardian_phone ?? '') }
      : null,
    consent: { version: lead.consent_version, at: lead.consented_at },
    // Whether the phone answered its code (docs/operations.md#phone-codes); null when none was sent.
    verified: lead.phone_checked === null ? null : lead.phone_verified_at !== null,
    source: { utm_source: lead.utm_source, utm_campaign: lead.utm_campaign },
  };
}

export type DeliveryBody = ReturnType<typeof deliveryBody>;
