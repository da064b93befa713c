// The admins' channel health page (/inbox/channels; docs/operations.md#lead-channels).
export const channelsCopy = {
  navLabel: 'Channels',
  title: 'Lead channels',
  intro:
    'Leads from Meta lead ads and Google Ads lead forms, today in India. A refused webhook had a bad signature or key; a failed fetch is a lead Meta notified that could not be read, which the back-fill tries again every minute.',
  caption: 'Each channel today',
  channel: 'Channel',
  lastLead: 'Last lead',
  today: 'Leads today',
  refused: 'Refused',
  fetchFailed: 'Fetch failures',
  backfilled: 'Back-filled',
  never: 'none yet',
  tokenExpired: (count: number) =>
    `Meta refused the page token ${count} time${count === 1 ? '' : 's'} today: renew META_PAGE_ACCESS_TOKEN (docs/operations.md#meta-lead-ads) and restart the server.`,
} as const;
