// `leads vitals`: the site's speed as visitors' browsers measured it.
import type { CommandServices } from '@/lib/server/site/command-services';
import { formatSiteSpeed } from '@/lib/server/vitals/site-speed-text';
import { RETENTION_DAYS } from '@/lib/server/vitals/vitals-pruning';
import { REPORT_WINDOWS } from '@/lib/vitals/site-speed';
import { fail, type Values } from './cli';

/** The site's speed as visitors' browsers measured it: the last 7 and 28 days, or --days. */
export async function showVitals(services: CommandServices, values: Values) {
  const format = values.format ?? 'table';
  if (format !== 'table' && format !== 'json') fail(`Unknown format: ${format}`);
  const days = values.days === undefined ? null : Number(values.days);
  if (days !== null && !(Number.isInteger(days) && days >= 1 && days <= RETENTION_DAYS))
    fail(`--days is a whole number from 1 to ${RETENTION_DAYS}: ${values.days}`);
  const report = await services.siteSpeed(new Date(), days === null ? REPORT_WINDOWS : [days]);
  process.stdout.write(
    format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : formatSiteSpeed(report),
  );
}
