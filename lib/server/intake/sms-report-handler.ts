import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import type { DoorContext } from '../site/site-context';
import { json, readBodyBytes } from '../http/http';
import { deliveryReports } from '../phone-check/delivery-reports';

/** Reports are small; a bigger body is not MSG91's. */
const MAX_REPORT_BYTES = 64 * 1024;

const sameSecret = (given: string, secret: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * POST /api/sms/reports/<secret>: MSG91's delivery reports. Unknown to anyone without the
 * secret path (404, as for a page that does not exist); each report is recorded on the lead whose
 * message it names.
 */
export async function handleSmsReport(
  request: Request,
  secret: string,
  ctx: DoorContext,
): Promise<Response> {
  const configured = ctx.config.sms?.reportSecret;
  if (!ctx.phoneChecks || !configured || !sameSecret(secret, configured))
    return json(404, { status: false, message: 'Not found' });
  const bytes = await readBodyBytes(request, MAX_REPORT_BYTES);
  if (!bytes.ok) return bytes.response;
  const reports = deliveryReports(
    request.headers.get('content-type') ?? '',
    new TextDecoder().decode(bytes.value),
  );
  let recorded = 0;
  for (const { requestId, delivery } of reports)
    if (await ctx.phoneChecks.report(requestId, delivery)) recorded += 1;
  return json(200, { status: true, recorded });
}
