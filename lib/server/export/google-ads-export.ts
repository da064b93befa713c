import 'server-only';
import { csvCell } from '../http/csv-cell';
import { indiaDateTime } from '@/lib/time/india-time';
import type { ExportLead } from '../inbox/export-leads';
import { VERIFIED_CONVERSION } from '../ads/conversion-stages';

// Google Ads' click-conversion import file (the CSV template of Google Ads Help article 7014069,
// "Import conversions from ad clicks into Google Ads using files"): a Parameters row naming the
// time zone of every Conversion Time (an offset: India keeps +05:30 all year), then its columns,
// both as the template writes them; each row's cells by the site's one CSV cell (csv-cell.ts),
// quoted as RFC 4180 allows and Google's import reads.
export const TIME_ZONE_ROW = 'Parameters:TimeZone=+0530';
const COLUMNS = [
  'Google Click ID',
  'Conversion Name',
  'Conversion Time',
  'Conversion Value',
  'Conversion Currency',
];
// What Google issues as a click id (gclid, gbraid, wbraid); anything else is no click it can match.
// It starts with a letter or digit: a cell starting with '-' would be a formula to a spreadsheet.
export const CLICK_ID = /^\w[\w-]*$/;

export type ConversionOptions = {
  /** The conversion action's name, exactly as it is in Google Ads. */
  conversion: string;
  /** With a value, its ISO 4217 currency; without, Google Ads uses the action's default value. */
  value?: { amount: string; currency: string };
};

/**
 * What the file reads of a lead: its click and when it came, and when its phone was verified; its
 * status and when that was set are there for a conversion by pipeline stage, which this file does
 * not write yet.
 */
export type ConversionLead = Pick<ExportLead, 'gclid' | 'received_at' | 'status' | 'status_at'> &
  Partial<Pick<ExportLead, 'verified_at'>>;

const row = (cells: string[]) => cells.map(csvCell).join(',');

/**
 * One row per lead that came from a Google Ads click (its gclid), the conversion at the time the
 * lead was received; with `verified` (CONVERSION_VERIFIED), also one "Verified lead" row per such
 * lead whose phone was verified, at that time (at its arrival for a mark an earlier lead of the
 * same phone earned), with the action's own value. The caller passes genuine leads only: a
 * suspected one is no conversion.
 */
export function toGoogleAdsCsv(
  leads: ConversionLead[],
  { conversion, value }: ConversionOptions,
  { verified = false } = {},
) {
  const clicked = leads.filter((lead) => lead.gclid !== null);
  const usable = clicked.filter((lead) => CLICK_ID.test(lead.gclid!));
  const proven = verified ? usable.filter((lead) => lead.verified_at) : [];
  const rows = [
    ...usable.map((lead) =>
      row([
        lead.gclid!,
        conversion,
        indiaDateTime(lead.received_at),
        value?.amount ?? '',
        value?.currency ?? '',
      ]),
    ),
    ...proven.map((lead) =>
      row([
        lead.gclid!,
        VERIFIED_CONVERSION,
        indiaDateTime(lead.verified_at! > lead.received_at ? lead.verified_at! : lead.received_at),
        '',
        '',
      ]),
    ),
  ];
  return {
    csv: `${[TIME_ZONE_ROW, COLUMNS.join(','), ...rows].join('\r\n')}\r\n`,
    exported: usable.length,
    verified: proven.length,
    skipped: clicked.length - usable.length,
  };
}
