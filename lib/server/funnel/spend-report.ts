import 'server-only';
import Papa from 'papaparse';
import { campaignName } from '@/lib/funnel/campaign-name';

// Reads the campaign report an admin downloads from Google Ads (Campaigns, "Download" as CSV) or
// from Meta Ads Manager (Export table data, CSV), by the columns those files name: Google's
// "Campaign", "Cost" and "Currency code", Meta's "Campaign name" and "Amount spent (INR)". A month
// comes from the row's own "Month" (Google, segmented by month) or "Reporting starts" (Meta), else
// from the month the admin chose. Anything it cannot read is a message naming the line; a file
// with any such message imports nothing.

export type SpendPlatform = 'google-ads' | 'meta-ads';

export type ReportSpend = { campaign: string; month: string; amount_paise: number };

export type ReadReport =
  { ok: true; platform: SpendPlatform; rows: ReportSpend[] } | { ok: false; problems: string[] };

/** The most problems listed: past these, one line says how many more. */
export const MAX_PROBLEMS = 10;

/**
 * The most of a campaign's name or a cell a problem shows: the form sends its answer back with its
 * next post, which must stay under the body cap (lib/funnel/spend-report-limit.ts).
 */
const SHOWN_CHARS = 60;
const shown = (text: string) =>
  [...text].length > SHOWN_CHARS ? `${[...text].slice(0, SHOWN_CHARS).join('')}…` : text;

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const normal = (text: string) => text.trim().toLowerCase();

/** `2026-11` from `2026-11-01`, `November 2026`, `Nov 2026` or `01/11/2026` (day first, as India writes). */
export function monthOf(value: string): string | null {
  const text = normal(value);
  let match = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(text);
  if (match)
    return Number(match[2]) >= 1 && Number(match[2]) <= 12 ? `${match[1]}-${match[2]}` : null;
  match = /^([a-z]+)\.? (\d{4})$/.exec(text);
  if (match) {
    const index = MONTHS.findIndex((name) => name.startsWith(match![1]) && match![1].length >= 3);
    return index < 0 ? null : `${match[2]}-${String(index + 1).padStart(2, '0')}`;
  }
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (match && Number(match[2]) >= 1 && Number(match[2]) <= 12)
    return `${match[3]}-${match[2].padStart(2, '0')}`;
  return null;
}

/** Paise from `12,345.67`, `₹12,345.67` or `--` (Google's nothing spent). */
function paiseOf(value: string): number | null {
  const text = value.trim().replace(/^₹/, '').replace(/,/g, '');
  if (text === '' || text === '--') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

type Layout = {
  platform: SpendPlatform;
  campaign: number;
  amount: number;
  currency: number | null;
  month: number | null;
};

/** Where the report's columns are, in the header row; a wrong currency is a problem. */
function layoutOf(header: string[]): Layout | string | null {
  const at = (name: string) => header.findIndex((cell) => normal(cell) === name);
  const meta = at('campaign name');
  const spent = header.findIndex((cell) => /^amount spent \(([a-z]{3})\)$/.test(normal(cell)));
  if (meta >= 0 && spent >= 0) {
    const currency = /\(([a-z]{3})\)/.exec(normal(header[spent]))![1].toUpperCase();
    if (currency !== 'INR')
      return `The report is in ${currency}: export it in INR ("Amount spent (INR)").`;
    return {
      platform: 'meta-ads',
      campaign: meta,
      amount: spent,
      currency: null,
      month: at('reporting starts') >= 0 ? at('reporting starts') : null,
    };
  }
  const google = at('campaign');
  const cost = at('cost');
  if (google >= 0 && cost >= 0)
    return {
      platform: 'google-ads',
      campaign: google,
      amount: cost,
      currency: at('currency code') >= 0 ? at('currency code') : null,
      month: at('month') >= 0 ? at('month') : null,
    };
  return null;
}

/** Reads a Google Ads or Meta Ads campaign report; `month` is `2026-11`. */
export function readSpendReport(text: string, month: string): ReadReport {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  // Google's file opens with the report's name and dates: the header is the first row that
  // names the columns.
  let layout: Layout | null = null;
  let headerAt = -1;
  for (const [index, row] of data.slice(0, 10).entries()) {
    const found = layoutOf(row);
    if (typeof found === 'string') return { ok: false, problems: [found] };
    if (found) {
      layout = found;
      headerAt = index;
      break;
    }
  }
  if (!layout)
    return {
      ok: false,
      problems: [
        'This is not a campaign report we can read: it needs the columns "Campaign" and "Cost" (Google Ads) or "Campaign name" and "Amount spent (INR)" (Meta Ads Manager).',
      ],
    };
  const problems: string[] = [];
  const rows: ReportSpend[] = [];
  for (const [index, row] of data.slice(headerAt + 1).entries()) {
    const line = headerAt + index + 2;
    // Cleaned as a typed name is (lib/funnel/campaign-name.ts).
    const campaign = campaignName(row[layout.campaign] ?? '');
    // Google's totals ("Total: Account", "Total: Campaigns") and Meta's summary row.
    if (row.some((cell) => /^total:/i.test(cell.trim())) || campaign === '') continue;
    if (layout.currency !== null) {
      const currency = (row[layout.currency] ?? '').trim().toUpperCase();
      if (currency && currency !== 'INR') {
        problems.push(
          `Line ${line} (${shown(campaign)}): its cost is in ${shown(currency)}; only INR is read.`,
        );
        continue;
      }
    }
    const amount = paiseOf(row[layout.amount] ?? '');
    if (amount === null) {
      problems.push(
        `Line ${line} (${shown(campaign)}): "${shown(row[layout.amount] ?? '')}" is not an amount in rupees.`,
      );
      continue;
    }
    const rowMonth = layout.month === null ? month : monthOf(row[layout.month] ?? '');
    if (!rowMonth) {
      problems.push(
        `Line ${line} (${shown(campaign)}): "${shown(row[layout.month!] ?? '')}" is not a month.`,
      );
      continue;
    }
    const same = rows.find((each) => each.campaign === campaign && each.month === rowMonth);
    if (same) same.amount_paise += amount;
    else rows.push({ campaign, month: rowMonth, amount_paise: amount });
  }
  if (problems.length)
    return {
      ok: false,
      problems:
        problems.length > MAX_PROBLEMS
          ? [
              ...problems.slice(0, MAX_PROBLEMS),
              `… and ${problems.length - MAX_PROBLEMS} more lines like these.`,
            ]
          : problems,
    };
  if (!rows.length) return { ok: false, problems: ['The report has no campaign rows.'] };
  return { ok: true, platform: layout.platform, rows };
}
