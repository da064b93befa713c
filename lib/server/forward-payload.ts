import type { NewLead } from './lead-store';

/** The hosted B2B API's call for a stored lead: SPEC section 7's body, plus the funnel's fields. */
export function leadForward(lead: NewLead) {
  const { name, email, phone, reason, page_url } = lead;
  const body =
    lead.kind === 'proposal'
      ? { name, email, phone, Websiteurl: lead.website, message: lead.message, reason, page_url }
      : {
          name,
          email,
          phone,
          course: lead.course,
          city: lead.city,
          consent: lead.consent,
          reason,
          page_url,
        };
  return { path: '/leads/submit', payload: JSON.stringify(body) };
}

/** The hosted API's call for a new subscriber (its path is spelled so). */
export const subscriberForward = (email: string) => ({
  path: '/newsletter/suscribe',
  payload: JSON.stringify({ email }),
});
