import 'server-only';
import { csvCell } from '../http/csv-cell';
import { googleHashedContact } from '../ads/hashed-contact';
import { CLICK_ID, TIME_ZONE_ROW, type ConversionOptions } from './google-ads-export';
import { indiaDateTime } from '@/lib/time/india-time';
import { conversionKey, type StageConversion } from '../ads/conversion-stages';

// Google Ads' file for enhanced conversions for leads (docs/leads.md, "Ad conversions"): the
// click-conversion template's Parameters row and columns, plus the lead's hashed email and phone
// (which Google matches to the signed-in person who clicked, with or without a click id) and an
// Order ID that makes a second upload of the same conversion a repeat Google ignores. A row
// carries one click id at most, as Google's ClickConversion takes only one: the gclid, else the
// iOS app (gbraid) or web (wbraid) one.
const COLUMNS = [
  'Google Click ID',
  'GBRAID',
  'WBRAID',
  'Email',
  'Phone Number',
  'Conversion Name',
  'Conversion Time',
  'Conversion Value',
  'Conversion Currency',
  'Order ID',
];

const CLICK_COLUMNS = ['gclid', 'gbraid', 'wbraid'] as const;

/**
 * One row per conversion, at the time the lead reached its stage (India time, as the Parameters
 * row says). A row whose click ids Google could not have issued keeps none of them (it still
 * matches by email and phone) and is counted; a lead with nothing to match by is left out.
 */
export function toEnhancedConversionsCsv(
  conversions: StageConversion[],
  { conversion, value }: ConversionOptions,
) {
  let droppedClickIds = 0;
  const rows: string[] = [];
  for (const lead of conversions) {
    const given = CLICK_COLUMNS.filter((column) => lead[column] !== null);
    const usable = given.find((column) => CLICK_ID.test(lead[column]!));
    if (given.length > 0 && usable === undefined) droppedClickIds++;
    const { email, phone } = googleHashedContact(lead);
    if (usable === undefined && email === null && phone === null) continue;
    const clicks = CLICK_COLUMNS.map((column) => (column === usable ? lead[column]! : ''));
    rows.push(
      [
        ...clicks,
        email ?? '',
        phone ?? '',
        conversion,
        indiaDateTime(lead.reached_at),
        value?.amount ?? '',
        value?.currency ?? '',
        conversionKey(lead),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return {
    csv: `${[TIME_ZONE_ROW, COLUMNS.join(','), ...rows].join('\r\n')}\r\n`,
    exported: rows.length,
    skipped: conversions.length - rows.length,
    droppedClickIds,
  };
}
