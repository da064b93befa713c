import type { RecordType } from '@/lib/server/store/lead-store';

// The words of the inbox's follow-ups, suspected records and exports.

export const followUpsCopy = {
  title: 'Follow-ups',
  intro: 'Your follow-ups due today and overdue, oldest first (India time).',
  empty: 'No follow-ups due today. Set one on a lead when you promise a call back.',
  call: (name: string) => `Call ${name}`,
  due: 'Due',
  status: 'Status',
  reason: 'Enquiry',
  overdueBy: (span: string) => `overdue by ${span}`,
  today: (time: string) => `today ${time}`,
};

export const suspectedCopy = {
  title: 'Suspected records',
  intro:
    'Enquiries and newsletter sign-ups the site held back because they looked automated. They are not in the queue, the exports or the alerts until you release them. Release the ones a real person sent.',
  empty: 'Nothing is held as suspected.',
  leads: 'Leads',
  subscribers: 'Newsletter sign-ups',
  why: 'Why it was held',
  received: 'Received',
  sent: 'What was sent',
  release: 'Release',
  releaseLabel: (type: RecordType, id: number, name: string) =>
    `Release ${type === 'lead' ? 'lead' : 'sign-up'} ${id} (${name})`,
  released: (type: RecordType, id: number) =>
    type === 'lead'
      ? `Lead ${id} released: it is in the queue and the exports, and alerted like a new lead.`
      : `Sign-up ${id} released: it is in the exports and forwarded like a new one.`,
  notSuspected: (type: RecordType, id: number) =>
    `${type === 'lead' ? 'Lead' : 'Sign-up'} ${id} is not held any more: someone released it already.`,
  notFound: (type: RecordType, id: number) =>
    `There is no ${type === 'lead' ? 'lead' : 'sign-up'} ${id}.`,
  unavailable: 'The release did not go through: the lead store did not answer. Try again.',
  fields: {
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    kind: 'Kind',
    reason: 'Enquiry',
    course: 'Course',
    city: 'City',
    website: 'Website',
    message: 'Message',
    page: 'Sent from',
    browser: 'Browser',
  },
};

/** Why a record was held, as `suspicion()` (lib/server/http/guards.ts) wrote it, in words. */
export function suspectedReasonLabel(reason: string): string {
  if (reason === 'honeypot field filled')
    return 'A hidden field only automated form fillers see was filled in.';
  const fast = /^sent (\d+) ms after the form opened \(minimum (\d+) ms\)$/.exec(reason);
  if (fast) {
    const seconds = (ms: string) => `${(Number(ms) / 1000).toFixed(1)} s`;
    return `Sent ${seconds(fast[1])} after the form opened, faster than a person types (${seconds(fast[2])} at least).`;
  }
  return reason;
}

export const exportCopy = {
  title: 'Exports',
  intro:
    'Download the leads for a spreadsheet, another system or Google Ads. Each download is in the access log.',
  /** The queue's link to this page with its filters. */
  thisView: 'Export these leads',
  formats: 'Downloads',
  unknownFormat: (format: string) =>
    `Unknown export format "${format}". Choose csv, json or google-ads.`,
  googleAdsTitle: 'Export for Google Ads',
  googleAdsIntro:
    'A file of conversions for Goals → Conversions → Uploads in Google Ads. Suspected leads are left out, and so are the leads of people who withdrew their consent, erased ones and those of students under 18.',
  filters: (count: number) =>
    count === 0
      ? 'All leads.'
      : `The leads of the queue's view you came from (${count} ${count === 1 ? 'filter' : 'filters'}).`,
  stage: 'What counts as a conversion',
  stages: {
    arrival: {
      label: 'An enquiry from a Google Ads click',
      hint: 'Each lead with a gclid, at the time it arrived, from the view you came from.',
    },
    qualified: {
      label: 'A lead qualified',
      hint: 'Each lead at the time it was first marked Qualified (or Won), with its email and phone hashed for enhanced conversions for leads: every lead, whatever the view.',
    },
    won: {
      label: 'A lead won',
      hint: 'Each lead at the time it was marked Won, with its email and phone hashed: every lead, whatever the view.',
    },
  },
  unknownStage: (stage: string) => `Unknown stage "${stage}". Choose qualified or won.`,
  conversion: 'Conversion action',
  conversionHint: 'Its name exactly as in Google Ads, for example "Admission enquiry".',
  download: 'Download',
};
