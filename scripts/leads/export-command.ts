// `leads export`: the leads as CSV or JSON, or as the conversion uploads of Google Ads and Meta.
import fs from 'node:fs';
import { googleAdsFile, metaFile } from '@/lib/server/export/ad-export';
import { CONVERSION_STAGES, type ConversionStage } from '@/lib/server/ads/conversion-stages';
import { exportData, toCsv, toJson } from '@/lib/server/export/lead-export';
import type { OpenedStore } from '@/lib/server/arrival/open-store';
import type { ServerConfig } from '@/lib/server/server-config';
import { conversionName } from '@/lib/validations/conversion-name';
import { fail, type Values } from './cli';

/** Writes an export to --out (saying what it wrote on stderr) or to stdout. */
function writeOutput(output: string, values: Values, what: string) {
  if (!values.out) return process.stdout.write(output);
  fs.writeFileSync(values.out, output);
  console.error(`Wrote ${what} to ${values.out}`);
}

/** The value of an upload, when one is given: a plain amount and an ISO 4217 currency. */
function conversionValue({ value, currency }: Values) {
  if (value === undefined) {
    if (currency !== undefined) fail('--currency goes with --value');
    return undefined;
  }
  if (!/^\d+(\.\d+)?$/.test(value)) fail(`--value is not an amount like 1500 or 99.50: ${value}`);
  const code = (currency ?? 'INR').toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) fail(`--currency is not a three-letter currency code: ${currency}`);
  return { amount: value, currency: code };
}

/** The stage asked for (--stage), or none: the conversion is then the enquiry's arrival. */
function conversionStage({ stage }: Values): ConversionStage | undefined {
  if (stage === undefined) return undefined;
  if (!(CONVERSION_STAGES as readonly string[]).includes(stage))
    fail(`--stage is qualified or won: ${stage}`);
  return stage as ConversionStage;
}

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * Google Ads' offline conversion upload: with --stage, each lead that reached it, with its hashed
 * email and phone; without, each enquiry with a Google click id. Only leads that may go to the ad
 * platforms (not held, withdrawn, erased or a minor's).
 */
async function exportGoogleAds(
  store: OpenedStore,
  values: Values,
  since: string,
  { conversionVerified }: ServerConfig,
) {
  if (!values.conversion?.trim())
    fail("--format google-ads needs --conversion, the conversion action's name");
  const named = conversionName(values.conversion);
  if (!named.ok) fail(`--conversion: ${named.message}`);
  const conversion = named.name;
  if (values['include-suspected']) fail('--include-suspected: a suspected lead is no conversion');
  const value = conversionValue(values);
  const stage = conversionStage(values);
  const file = await googleAdsFile(store, {
    stage,
    since,
    conversion,
    value,
    verified: conversionVerified,
  });
  const { csv, exported, skipped, droppedClickIds } = file;
  if (stage && skipped)
    console.error(
      `Left out ${counted(skipped, 'lead', 'leads')} with no email, phone or click id Google could match.`,
    );
  if (!stage && skipped)
    console.error(
      `Left out ${counted(skipped, 'lead', 'leads')} whose gclid is not one Google Ads issues.`,
    );
  if (droppedClickIds)
    console.error(
      `Kept ${counted(droppedClickIds, 'lead', 'leads')} without its click id, which is not one Google Ads issues.`,
    );
  const verified =
    'verified' in file && file.verified ? ` and ${file.verified} verified leads` : '';
  writeOutput(csv, values, `${exported} conversions${verified}`);
}

/** Meta's Conversions API events as the request body Meta takes (docs/leads.md). */
async function exportMeta(store: OpenedStore, values: Values, since: string) {
  if (values['include-suspected']) fail('--include-suspected: a suspected lead is no conversion');
  const { json, exported, unmatchable, tooOld } = await metaFile(store, {
    stage: conversionStage(values),
    since,
  });
  if (unmatchable)
    console.error(
      `Left out ${counted(unmatchable, 'event', 'events')} of leads with nothing Meta could match.`,
    );
  if (tooOld)
    console.error(
      `Left out ${counted(tooOld, 'event', 'events')} older than the seven days Meta takes.`,
    );
  writeOutput(json, values, `${exported} events`);
}

export async function exportLeads(store: OpenedStore, values: Values, config: ServerConfig) {
  const format = values.format ?? 'csv';
  if (!['csv', 'json', 'google-ads', 'meta'].includes(format)) fail(`Unknown format: ${format}`);
  if (values.stage !== undefined && format !== 'google-ads' && format !== 'meta')
    fail('--stage goes with --format google-ads or --format meta');
  const since = values.since;
  if (since !== undefined && Number.isNaN(Date.parse(since)))
    fail(`--since is not a date: ${since}`);
  const sinceIso = since === undefined ? '' : new Date(since).toISOString();
  if (format === 'google-ads') return exportGoogleAds(store, values, sinceIso, config);
  if (format === 'meta') return exportMeta(store, values, sinceIso);
  const list = { since: sinceIso, includeSuspected: values['include-suspected'] ?? false };
  const data = await exportData(store, list);
  const output = format === 'csv' ? toCsv(data, list) : toJson(data, list);
  writeOutput(
    output,
    values,
    `${data.leads.length} leads and ${data.subscribers.length} subscribers`,
  );
}
