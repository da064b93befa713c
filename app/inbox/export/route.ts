import { exportCopy } from '@/content/inbox-records';
import { exportPath, googleAdsExportPath } from '@/lib/inbox/inbox-paths';
import { queueFilter, queueParams, queueQuery } from '@/lib/inbox/queue-params';
import { CONVERSION_STAGES, type ConversionStage } from '@/lib/server/ads/conversion-stages';
import { toCsv, toJson } from '@/lib/server/export/lead-export';
import { indiaDateTime } from '@/lib/time/india-time';
import { operatorRoute } from '@/lib/server/inbox-entries/operator-guard';
import { conversionName } from '@/lib/validations/conversion-name';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const FORMATS = ['csv', 'json', 'google-ads'] as const;
type Format = (typeof FORMATS)[number];
const isFormat = (value: string): value is Format => (FORMATS as readonly string[]).includes(value);
const isStage = (value: string): value is ConversionStage =>
  (CONVERSION_STAGES as readonly string[]).includes(value);

const text = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' },
  });

const download = (body: string, type: string, name: string) =>
  new Response(body, {
    headers: {
      ...PRIVATE,
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  });

/**
 * The leads (and, unfiltered, the subscribers) as CSV, JSON or Google Ads' conversion file, for
 * admins: filtered by the queue's parameters, written by the command's code, and logged.
 */
export const GET = operatorRoute(
  { lead: ['export'] },
  async (request, { services, operator, log }) => {
    const url = new URL(request.url);
    const format = url.searchParams.get('format')?.trim() || 'csv';
    // Every matching lead, whatever page of the queue the link came from.
    const { page: _page, ...params } = queueParams(url.searchParams);
    const view = queueQuery(params).slice(1);
    const here = `${exportPath}?${new URLSearchParams({ format }).toString()}${view && `&${view}`}`;
    if (!isFormat(format)) return text(400, exportCopy.unknownFormat(format.slice(0, 40)));
    // The Google Ads file's conversion: a stage reached, or (none) the enquiry's arrival.
    const stage = url.searchParams.get('stage')?.trim() ?? '';
    if (format === 'google-ads' && stage && !isStage(stage))
      return text(400, exportCopy.unknownStage(stage.slice(0, 40)));
    const typed = url.searchParams.get('conversion');
    const named = conversionName(typed);
    // A link without the conversion action's name (the inbox's nav) asks for it first; a name
    // that could start a formula in the file goes back to the form with why and what was typed.
    if (format === 'google-ads' && !named.ok) {
      const back = new URLSearchParams(view);
      if (typed) {
        back.set('conversion', named.typed);
        if (stage) back.set('stage', stage);
      }
      const query = back.toString();
      return new Response(null, {
        status: 303,
        headers: { ...PRIVATE, Location: `${googleAdsExportPath}${query && `?${query}`}` },
      });
    }
    const conversion = named.ok ? named.name : '';

    const filter = queueFilter(params, operator.id);
    const day = indiaDateTime(new Date().toISOString()).slice(0, 10);
    const filtered = `filter ${view || 'none'}`;
    if (format === 'google-ads') {
      const reached = isStage(stage) ? stage : undefined;
      const { csv, exported, skipped, considered } = await services.exports.googleAds({
        stage: reached,
        filter: reached ? undefined : filter,
        conversion,
      });
      await log({
        action: 'export',
        record: `${here}${reached ? `&stage=${reached}` : ''}`,
        detail: reached
          ? `${exported} conversions "${conversion}" of ${considered} leads ${reached}, ${skipped} with nothing to match left out`
          : `${exported} conversions "${conversion}" of ${considered} leads, ${skipped} gclids left out; ${filtered}`,
      });
      const name = `leadwise-google-ads-${reached ? `${reached}-` : ''}${day}.csv`;
      return download(csv, 'text/csv; charset=utf-8', name);
    }
    const data = await services.exports.records(filter);
    await log({
      action: 'export',
      record: here,
      detail: `${data.leads.length} leads, ${data.subscribers.length} subscribers; ${filtered}`,
    });
    return format === 'csv'
      ? download(toCsv(data), 'text/csv; charset=utf-8', `leadwise-leads-${day}.csv`)
      : download(toJson(data), 'application/json', `leadwise-leads-${day}.json`);
  },
  { answer: 'file' },
);
