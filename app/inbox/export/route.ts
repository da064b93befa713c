import { inboxHomeCopy } from '@/content/inbox';
import { signInPath } from '@/lib/inbox/inbox-paths';
import { can } from '@/lib/inbox/roles';
import { toCsv, toJson } from '@/lib/server/export/lead-export';
import { logEvent, storageUnavailable } from '@/lib/server/http/http';
import { requestOperator } from '@/lib/server/inbox/operator-session';
import { indiaDateTime } from '@/lib/server/export/india-time';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** The leads and subscribers as CSV or JSON, for admins (the same export as the command's). */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const format = url.searchParams.get('format') === 'json' ? 'json' : 'csv';
  try {
    const { ctx, operator, log } = await requestOperator();
    const here = `/inbox/export?format=${format}`;
    if (!operator)
      return new Response(null, {
        status: 303,
        headers: { ...PRIVATE, Location: signInPath(here) },
      });
    if (!can(operator.role, { lead: ['export'] })) {
      await log({ action: 'access-refused', record: here, detail: `role ${operator.role}` });
      return new Response(inboxHomeCopy.forbidden, {
        status: 403,
        headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    const list = { since: '', includeSuspected: false };
    const data = {
      leads: await ctx.store.listLeads(list),
      subscribers: await ctx.store.listSubscribers(list),
    };
    await log({
      action: 'export',
      record: here,
      detail: `${data.leads.length} leads, ${data.subscribers.length} subscribers`,
    });
    const body = format === 'csv' ? toCsv(data, list) : toJson(data, list);
    const name = `leadwise-leads-${indiaDateTime(new Date().toISOString()).slice(0, 10)}.${format}`;
    return new Response(body, {
      headers: {
        ...PRIVATE,
        'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json',
        'Content-Disposition': `attachment; filename="${name}"`,
      },
    });
  } catch (error) {
    logEvent('error', 'inbox_export_failed', { error: (error as Error).message });
    return storageUnavailable();
  }
}
