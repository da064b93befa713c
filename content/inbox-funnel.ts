import type { FunnelStage } from '@/lib/funnel/funnel-values';
import { MAX_REPORT_BYTES } from '@/lib/funnel/spend-report-limit';

// The Funnel page's words (docs/leads.md#visits-and-the-funnel).

export const funnelCopy = {
  title: 'Funnel',
  navLabel: 'Funnel',
  intro:
    'Which campaign brings admissions: visitors counted without cookies, the lead forms they started, the leads they sent and how far each got. Leads are counted by the day they came; a stage counts when it was reached, whenever that was.',
  rangeLegend: 'Days (India time)',
  from: 'From',
  to: 'To',
  groupBy: 'Rows by',
  show: 'Show',
  download: 'Download CSV',
  badRange: 'Those days could not be read, so the last 30 days are shown.',
  longRange: (days: number) => `A range of at most ${days} days is shown; the last 30 are shown.`,
  tableCaption: (group: string, from: string, to: string) =>
    `The funnel by ${group.toLowerCase()}, ${from} to ${to}`,
  total: 'All',
  visitors: 'Visitors',
  formStarts: 'Form starts',
  leads: 'Leads',
  suspected: 'Suspected',
  attempted: 'Attempted',
  connected: 'Connected',
  /** Leads whose phone was verified by a code sent by SMS. */
  verified: 'Verified',
  qualified: 'Qualified',
  won: 'Won',
  startRate: 'Start rate',
  leadRate: 'Lead rate',
  qualifiedRate: 'Qualified rate',
  wonRate: 'Won rate',
  /** The universities' figures (docs/operations.md#monthly-statements), beside the counsellors'. */
  delivered: 'Sent to universities',
  accepted: 'Accepted by universities',
  enrolled: 'Enrolled, as universities say',
  costPerLead: 'Cost per lead',
  costPerQualified: 'Cost per qualified lead',
  costPerAdmission: 'Cost per admission',
  spend: 'Spend',
  doubled: (last: string, previous: string) =>
    `Cost per admission in ${last} is at least double ${previous}'s`,
  notCounted: 'Visits are not counted by university or service.',
  siteVisitsOnly:
    'Visitors and form starts are counted on our own pages only: leads from Meta lead ads, Google Ads lead forms and portal sheets come without a visit.',
  mediansTitle: 'Median time from lead to each stage',
  noData: 'No visits, leads or spend in these days.',
  chartsTitle: 'Charts',
  funnelChart: 'The funnel, all rows together',
  weeksChart: 'Leads and admissions per week',
  costChart: 'Cost per admission by campaign',
  noCosts: 'No campaign has both spend and an admission in these days.',
  week: 'Week from',
  step: 'Step',
  count: 'Count',
  campaign: 'Campaign',
  spendTitle: 'Spend',
  spendIntro:
    'What each campaign cost in a month, in rupees: enter it, or import the campaign report Google Ads or Meta Ads Manager downloads as CSV. A new figure replaces the month’s figure from the same source.',
  month: 'Month',
  amount: 'Amount (₹)',
  save: 'Save spend',
  saved: (campaign: string, month: string) => `Saved: ${campaign}, ${month}.`,
  reportFile: 'Campaign report (CSV)',
  reportMonth: 'Month the report covers, where its rows do not say',
  importReport: 'Import report',
  imported: (rows: number, platform: string) =>
    `Imported ${rows} ${rows === 1 ? 'figure' : 'figures'} from ${platform}.`,
  missingCampaign: 'Enter the campaign, as its utm_campaign tag reads.',
  badMonth: 'Choose a month.',
  badAmount: 'Enter the amount in rupees, e.g. 25000 or 25000.50.',
  noFile: 'Choose the report file.',
  tooBig: `That file is larger than ${Math.floor(MAX_REPORT_BYTES / 1024)} KB, the most one import takes: download the report for fewer months or campaigns, or with fewer columns, and import each part.`,
  failed: 'Saving did not work. Nothing was changed; try again in a minute.',
  spendList: 'Spend entered for these months',
  noSpend: 'No spend entered for these months.',
  source: 'Source',
  platforms: { manual: 'Entered', 'google-ads': 'Google Ads', 'meta-ads': 'Meta Ads' },
};

export const STAGE_LABELS: Record<FunnelStage, string> = {
  attempted: funnelCopy.attempted,
  connected: funnelCopy.connected,
  qualified: funnelCopy.qualified,
  won: funnelCopy.won,
};
