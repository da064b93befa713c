// The funnel's steps and groupings (docs/leads.md#visits-and-the-funnel), read by the service that
// counts them, the page that shows them and the CSV.

/** The stages of the inbox's pipeline a lead can reach, in order. */
export const FUNNEL_STAGES = ['attempted', 'connected', 'qualified', 'won'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** What the funnel's rows can be: per campaign by default. */
export const GROUPINGS = [
  'campaign',
  'channel',
  'source',
  'purpose',
  'language',
  'device',
] as const;
export type Grouping = (typeof GROUPINGS)[number];

export const GROUPING_LABELS: Record<Grouping, string> = {
  campaign: 'Campaign',
  channel: 'Channel',
  source: 'Source',
  purpose: 'University or service',
  language: 'Language',
  device: 'Device',
};

/** What a row without a campaign, source or other value is called. */
export const NONE = '(none)';

/** The funnel's range when none is asked for: the last 30 India days, today included. */
export const DEFAULT_DAYS = 30;
/** The longest range a page or CSV may ask for. */
export const MAX_DAYS = 400;
