import 'server-only';
import { universityNamed } from '@/lib/admission/admission-lead';
import { CLICK_IDS, isWebAddress, type AdParameter } from '@/lib/leads/attribution';
import type { Language } from '@/lib/config/language';
import { universities } from '@/lib/catalogue/universities';
import { indiaReadable } from '@/lib/time/india-time';
import type { LeadKind, LeadRow } from '../store/lead-store';

/**
 * What an alert tells the agency about a genuine lead: the outbox item's payload for the email
 * and webhook channels, and the fields a webhook receiver gets under their own keys. Whether a
 * click id came with the visit, never the id.
 */
export type LeadAlert = {
  id: number;
  kind: LeadKind;
  /** The university's short name (an admission lead), or null. */
  university: string | null;
  name: string;
  phone: string;
  email: string;
  website: string | null;
  message: string | null;
  course: string | null;
  city: string | null;
  reason: string;
  language: Language;
  utm_source: string | null;
  utm_campaign: string | null;
  click_ids: AdParameter[];
  page_url: string;
  received_at: string;
  /**
   * Set on the notice of a repeat enquiry, sent instead of a second alert to tell the lead's
   * owner: which enquiry of the lead it is, and the owner's name.
   */
  repeat?: { enquiry: number; owner: string };
  /**
   * Set on the admins' notice of a missed first-contact deadline (lib/server/assignment): whose
   * it was, whom it moved to (null: nobody else could take it, it stays), and when it was due.
   */
  moved?: { from: string; to: string | null; due_at: string };
  /**
   * Set on the admins' notice that a university's master sheet lacks a value of this lead's
   * (lib/server/delivery): told once per value, on the lead held first for it.
   */
  mapping?: { university: string; kind: string; value: string };
  /**
   * Set when the student said they are under 18: the parent or guardian who consented, whom the
   * counsellor calls.
   */
  guardian?: { name: string; phone: string };
};

/** A stored lead as its alert tells it. */
export function leadAlert(
  lead: LeadRow & { id: number; received_at: string },
  repeat?: LeadAlert['repeat'],
  moved?: LeadAlert['moved'],
  mapping?: LeadAlert['mapping'],
): LeadAlert {
  const named = universityNamed(lead.reason);
  return {
    id: lead.id,
    kind: lead.kind,
    university:
      lead.kind === 'admission'
        ? (universities.find((university) => university.name === named)?.shortName ?? named)
        : null,
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    website: lead.website,
    message: lead.message,
    course: lead.course,
    city: lead.city,
    reason: lead.reason,
    language: lead.language,
    utm_source: lead.utm_source,
    utm_campaign: lead.utm_campaign,
    click_ids: CLICK_IDS.filter((name) => lead[name] !== null),
    page_url: lead.page_url,
    received_at: lead.received_at,
    ...(repeat ? { repeat } : {}),
    ...(moved ? { moved } : {}),
    ...(mapping ? { mapping } : {}),
    ...(lead.adult === false
      ? { guardian: { name: lead.guardian_name ?? '', phone: lead.guardian_phone ?? '' } }
      : {}),
  };
}

/**
 * What names one lead's alert wherever it goes, the same at every retry: its id and the moment it
 * was received. The id alone is not enough: a new store (or a second site) numbers its leads from
 * 1 again, and a mailbox that drops a repeated Message-ID would drop a new lead's alert.
 */
export const alertKey = ({ id, received_at, repeat, moved, mapping }: LeadAlert) =>
  `lead-${id}${repeat ? `-enquiry-${repeat.enquiry}` : ''}${moved ? '-moved' : ''}${mapping ? '-mapping' : ''}-${Date.parse(received_at)}`;

/** A programme's short name, as a notification line has room for: `B.Tech`. */
const shortCourse = (course: string) => course.replace(/\s*\(.*$/, '');

/** A line a phone's notification makes useful: `New admission lead: Amity, B.Tech, Lucknow`. */
export function alertHeadline(alert: LeadAlert) {
  const facts =
    alert.kind === 'admission'
      ? [alert.university, alert.course && shortCourse(alert.course), alert.city]
      : [alert.name, alert.website];
  const what = alert.mapping
    ? `Needs mapping for ${alert.mapping.university}: ${alert.mapping.kind} "${alert.mapping.value}" is not in its master sheet (lead #${alert.id} and any other with it wait)`
    : alert.moved
      ? `Not called by ${indiaReadable(alert.moved.due_at)}: lead #${alert.id} ${
          alert.moved.to
            ? `moved from ${alert.moved.from} to ${alert.moved.to}`
            : `stays with ${alert.moved.from}, nobody else in the team can take it`
        }`
      : alert.repeat
        ? `Repeat enquiry for ${alert.repeat.owner} (enquiry ${alert.repeat.enquiry} of lead #${alert.id})`
        : `New ${alert.kind} lead`;
  const minor = alert.guardian ? ' (a minor: call the guardian)' : '';
  return `${what}${minor}: ${facts.filter(Boolean).join(', ')}`;
}

/** One fact of an alert; `href` makes it a link (tap to call, to chat, to write, to open). */
export type AlertLine = { label: string; value: string; href?: string };

const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', hi: 'Hindi' };

function campaign({ utm_source, utm_campaign, click_ids }: LeadAlert) {
  const tags = utm_source || utm_campaign ? `${utm_source ?? '-'} / ${utm_campaign ?? '-'}` : null;
  const click = click_ids.length ? `click id: ${click_ids.join(', ')}` : 'no click id';
  return tags ? `${tags}, ${click}` : `no UTM tags, ${click}`;
}

/** Every fact of an alert in reading order; each channel only escapes and links them its way. */
export function alertLines(alert: LeadAlert): AlertLine[] {
  // The forms keep ten digits of an Indian mobile number (lib/leads/phone.ts).
  const international = `91${alert.phone}`;
  const readable = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
  const guardianLines: AlertLine[] = alert.guardian
    ? [
        {
          label: 'Under 18',
          value: `a minor; guardian: ${alert.guardian.name}, ${readable(alert.guardian.phone)}`,
          href: `tel:+91${alert.guardian.phone}`,
        },
      ]
    : [];
  const whatsapp = `https://wa.me/${international}`;
  const kindLines: AlertLine[] =
    alert.kind === 'admission'
      ? [
          { label: 'University', value: alert.university ?? '' },
          { label: 'Course', value: alert.course ?? '' },
          { label: 'City', value: alert.city ?? '' },
        ]
      : [
          { label: 'Website', value: alert.website ?? '' },
          { label: 'Message', value: alert.message ?? '' },
          { label: 'Purpose', value: alert.reason },
        ];
  return [
    { label: 'Name', value: alert.name },
    {
      label: 'Phone',
      value: readable(alert.phone),
      href: `tel:+${international}`,
    },
    { label: 'WhatsApp', value: whatsapp, href: whatsapp },
    { label: 'Email', value: alert.email, href: `mailto:${alert.email}` },
    ...guardianLines,
    ...kindLines,
    { label: 'Language', value: LANGUAGE_LABELS[alert.language] },
    { label: 'Campaign', value: campaign(alert) },
    {
      label: 'Page',
      value: alert.page_url,
      ...(isWebAddress(alert.page_url) ? { href: alert.page_url } : {}),
    },
    { label: 'Received', value: indiaReadable(alert.received_at) },
    { label: 'Lead', value: `#${alert.id}` },
  ];
}

/** Whether a line's link says more than its text (a phone number's tel: does, a URL's does not). */
export const linkAddsToText = ({ value, href }: AlertLine) =>
  href !== undefined && !href.endsWith(value);
