import { adParameters } from '../leads/attribution';
import { POSTED_FORM } from '../leads/form-post';

// What a page view's speed beacon says of the visit (docs/leads.md#visits-and-the-funnel): the
// campaign tags of the visit's landing address and whether an ad's click id was there, never its
// value, and whether a lead form was started. The server counts the visit from it, once a day per
// visitor, without a cookie or an identifier (lib/server/funnel/visit-intake.ts).

/** The ad platforms' click ids whose presence marks a visit from a paid click. */
export const CLICK_IDS = ['gclid', 'gbraid', 'wbraid', 'fbclid'] as const;

/** The hidden field only lead forms carry (the proposal's and the admission's, not the newsletter's). */
export const LEAD_FORM_FIELD = POSTED_FORM.consentVersion;

export type VisitPart = {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  click_id: boolean;
  form_started: boolean;
};

/** The visit part of a beacon, from the visit's landing address. */
export function visitOf(landingUrl: string, formStarted: boolean): VisitPart {
  const tags = adParameters(landingUrl);
  return {
    utm_source: tags.utm_source,
    utm_medium: tags.utm_medium,
    utm_campaign: tags.utm_campaign,
    click_id: CLICK_IDS.some((id) => tags[id] !== null),
    form_started: formStarted,
  };
}

/** Whether an event's target is a field of a lead form. */
export function inLeadForm(target: EventTarget | null): boolean {
  const form = (target as { form?: HTMLFormElement | null } | null)?.form;
  return Boolean(form?.elements.namedItem(LEAD_FORM_FIELD));
}
