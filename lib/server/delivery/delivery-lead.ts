import 'server-only';
import { universityNamed } from '@/lib/admission/admission-lead';
import { universities } from '@/lib/catalogue/universities';
import type { Db } from '../store/schema';

// What a lead's delivery reads of it, and what rules it out (docs/operations.md#what-is-delivered).

/** The catalogue's university an admission lead names, by its name or short name (`LPU`). */
export function universityOfLead(lead: { kind: string; reason: string }) {
  if (lead.kind !== 'admission') return null;
  const named = universityNamed(lead.reason);
  return (
    universities.find(
      (university) => named === university.name || named === university.shortName,
    ) ?? null
  );
}

export async function deliveryLead(db: Db, leadId: number) {
  const lead = await db
    .selectFrom('leads')
    .select([
      'id',
      'kind',
      'reason',
      'name',
      'email',
      'phone',
      'course',
      'city',
      'consent',
      'consent_version',
      'consented_at',
      'adult',
      'guardian_name',
      'guardian_phone',
      'utm_source',
      'utm_campaign',
      'received_at',
      'suspected_reason',
      'released_at',
      'contact_withdrawn_at',
      'erased_at',
      'phone_key',
      'email_key',
      // Its phone code (issue 73): null when none was sent, so the university is told "unknown".
      (eb) =>
        eb
          .selectFrom('phone_checks')
          .select('phone_checks.lead_id')
          .whereRef('phone_checks.lead_id', '=', 'leads.id')
          .as('phone_checked'),
      (eb) =>
        eb
          .selectFrom('phone_checks')
          .select('phone_checks.verified_at')
          .whereRef('phone_checks.lead_id', '=', 'leads.id')
          .as('phone_verified_at'),
    ])
    .where('id', '=', leadId)
    .executeTakeFirst();
  if (!lead) return null;
  // A repeat enquiry that said the student is under 18 makes the lead a minor's; its guardian's
  // details count as the lead's when the lead has none.
  const minorEnquiry = await db
    .selectFrom('lead_enquiries')
    .select(['guardian_name', 'guardian_phone'])
    .where('lead_id', '=', leadId)
    .where('adult', '=', 0)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const minor = (lead.adult !== null && !lead.adult) || minorEnquiry !== undefined;
  return {
    ...lead,
    minor,
    guardian_name: lead.guardian_name || minorEnquiry?.guardian_name || null,
    guardian_phone: lead.guardian_phone || minorEnquiry?.guardian_phone || null,
  };
}

export type DeliveryLead = NonNullable<Awaited<ReturnType<typeof deliveryLead>>>;

/** Why a lead ended unsent while its university had no delivery; set again, it goes (delivery-settings.ts). */
export const noDestination = (university: string) => `no delivery is set for ${university}`;

/** Why a lead may not go to its university at all, or null when it may. */
export function whyNotDelivered(lead: DeliveryLead): string | null {
  if (lead.erased_at) return 'erased';
  if (lead.contact_withdrawn_at) return 'consent withdrawn';
  if (!lead.consent) return 'no consent to hand it to the university';
  if (lead.suspected_reason !== null && lead.released_at === null) return 'held as suspected';
  if (lead.minor && !(lead.guardian_name && lead.guardian_phone))
    return "a minor's lead without a guardian's details";
  return null;
}

/**
 * Another lead of the same person (phone or email) already delivered to this university: a person
 * goes to a university once.
 */
export async function deliveredBefore(db: Db, lead: DeliveryLead, university: string) {
  const keys = [
    lead.phone_key && (['phone_key', lead.phone_key] as const),
    lead.email_key && (['email_key', lead.email_key] as const),
  ].filter((key) => key !== null && key !== '') as (readonly ['phone_key' | 'email_key', string])[];
  if (!keys.length) return null;
  const earlier = await db
    .selectFrom('lead_deliveries')
    .innerJoin('leads', 'leads.id', 'lead_deliveries.lead_id')
    .select('lead_deliveries.lead_id')
    .where('lead_deliveries.university', '=', university)
    .where('lead_deliveries.lead_id', '!=', lead.id)
    .where('lead_deliveries.sent_at', 'is not', null)
    .where((eb) => eb.or(keys.map(([column, value]) => eb(`leads.${column}`, '=', value))))
    .orderBy('lead_deliveries.lead_id')
    .executeTakeFirst();
  return earlier ? earlier.lead_id : null;
}
