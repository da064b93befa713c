// The queue's words (/inbox) and the inbox's navigation.

export const queueCopy = {
  title: 'Inbox',
  heading: 'Lead queue',
  search: 'Search',
  searchHint: 'Name, phone, email',
  filters: 'Filters',
  filtersChosen: (count: number) => `Filters (${count} set)`,
  status: 'Status',
  kind: 'Kind',
  university: 'University',
  owner: 'Owner',
  campaign: 'Campaign',
  verified: 'Phone',
  verifiedOnly: 'Verified',
  /** The mark of a lead whose phone was verified by a code sent to it. */
  verifiedMark: 'Verified',
  verifiedTitle: 'Phone verified by a code sent by SMS',
  any: 'Any',
  mine: 'Mine',
  unassigned: 'Unassigned',
  apply: 'Show leads',
  clear: 'Clear filters',
  all: 'All',
  countsLabel: 'Leads per status',
  listLabel: 'Leads',
  empty: 'No leads yet. New enquiries appear here as they arrive.',
  noMatch: 'No lead matches these filters.',
  pastTheEnd: 'This page is past the last one.',
  firstPage: 'Go to the first page',
  pagesLabel: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number, total: number) =>
    `Page ${page} of ${pages} · ${total} ${total === 1 ? 'lead' : 'leads'}`,
  phone: 'Phone',
  reason: 'Reason',
  noCampaign: 'No campaign',
  received: 'Received',
  waiting: (span: string) => `Waiting ${span}`,
  contactedAfter: (span: string) => `First contact after ${span}`,
  /** The owner's first-contact deadline (docs/operations.md#first-contact-deadline). */
  callWithin: (span: string) => `Call within ${span}`,
  deadlinePassed: (span: string) => `Deadline passed ${span} ago`,
  /** A lead that came when nobody in its team was at work, to whoever's hours begin first. */
  offHours: (owner: string, at: string) => `Assigned to ${owner}, whose hours begin at ${at}`,
  moved: 'Moved: the first owner did not call in time',
  newLeads: (count: number) => `${count} new ${count === 1 ? 'lead' : 'leads'}`,
};

export const speedCopy = {
  heading: 'Speed to lead',
  intro: 'Median time from receiving a lead to its first contact.',
  thisWeek: 'This week',
  lastWeek: 'Last week',
  none: 'No lead contacted yet',
  perOwner: 'Per owner',
  perOwnerIntro:
    'Minutes from a lead’s arrival to its owner’s first attempt (a call outcome or a status past New), and the share of first-contact deadlines met. A deadline still running is not counted yet.',
  ownerCaption: (week: string, name: string) => `${week} (${name}), per owner`,
  owner: 'Owner',
  median: 'Median',
  p90: '90th percentile',
  withinDeadline: 'Within the deadline',
  noCall: 'No call yet',
  noDeadline: 'No deadline yet',
  share: (met: number, deadlines: number) =>
    `${Math.round((met / deadlines) * 100)} % (${met} of ${deadlines})`,
  noOwnerYet: 'no lead with an owner.',
  figure: (span: string, leads: number) => `${span} (${leads} ${leads === 1 ? 'lead' : 'leads'})`,
};

export const navCopy = {
  label: 'Inbox',
  queue: 'Queue',
  followUps: 'Follow-ups',
  suspected: 'Suspected',
  siteSpeed: 'Site speed',
  twoFactor: 'Two-factor',
  exports: 'Exports',
  /** On a phone: the pages past the day's work, and who is signed in. */
  menu: 'Menu',
  groups: { work: 'Day’s work', reports: 'Reports', setup: 'Set-up', records: 'Records' },
  exportCsv: 'Export CSV',
  exportJson: 'Export JSON',
  exportGoogleAds: 'Export for Google Ads',
};
