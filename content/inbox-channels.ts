// The admins' channel health page (/inbox/channels; docs/operations.md#lead-channels).
export const channelsCopy = {
  navLabel: 'Channels',
  title: 'Lead channels',
  intro:
    'Leads from Meta lead ads, Google Ads lead forms and portal sheets, today in India. A refused webhook had a bad signature or key; a failed fetch is a lead Meta notified that could not be read, which the back-fill tries again every minute.',
  importLink: 'Import a portal sheet',
  caption: 'Each channel today',
  channel: 'Channel',
  lastLead: 'Last lead',
  today: 'Leads today',
  refused: 'Refused',
  fetchFailed: 'Fetch failures',
  backfilled: 'Back-filled',
  never: 'none yet',
  formsHeading: 'Forms',
  formsIntro:
    "Which university a platform form's leads are for, and which of its questions is the course or the city. A form nobody mapped still brings its leads, held for an admin to place; map it and its next leads go to its university. Meta's standard questions (full name, phone, email, city) and Google's columns need no mapping.",
  formsCaption: 'Forms seen or mapped',
  noForms: 'No form has brought a lead or been mapped yet.',
  formId: 'Form id',
  university: 'University',
  notMapped: 'not mapped',
  courseQuestion: 'Course question',
  cityQuestion: 'City question',
  lastFormLead: 'Last lead',
  mapHeading: 'Map a form',
  platform: 'Platform',
  formIdHint: "The form's id: Meta's Instant Form id, or Google's lead form id.",
  courseHint:
    "Optional: the course question's key (Meta: its key in field_data; Google: the custom question's column_name).",
  cityHint: "Optional: the city question's key, where it is not the standard city question.",
  save: 'Save mapping',
  mapped: 'Mapping saved: the form’s next leads go to its university.',
  problems: {
    form: 'That mapping could not be saved: choose a platform and a university, and give the form id as the platform shows it (letters, digits, dots, colons, dashes; up to 64).',
    unavailable: 'Saving did not work. Nothing was changed; try again in a minute.',
  },
  tokenExpired: (count: number) =>
    `Meta refused the page token ${count} time${count === 1 ? '' : 's'} today: renew META_PAGE_ACCESS_TOKEN (docs/operations.md#meta-lead-ads) and restart the server.`,
} as const;
