import { inboxHomeCopy } from '@/content/inbox';
import { funnelCsvPath, signInPath } from '@/lib/inbox/inbox-paths';
import { can, FUNNEL_PERMISSION } from '@/lib/inbox/roles';
import { funnelService } from '@/lib/server/funnel/funnel';
import { funnelCsv } from '@/lib/server/funnel/funnel-csv';
import { funnelQuery, funnelSearch } from '@/lib/server/funnel/funnel-params';
import { logEvent, storageUnavailable } from '@/lib/server/http/http';
import { requestOperator } from '@/lib/server/inbox/operator-session';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** The Funnel page's table as CSV, for admins, for the range and grouping asked for; logged. */
export async function GET(request: Request) {
  const { range, grouping } = funnelQuery(new URL(request.url).searchParams);
  const here = `${funnelCsvPath}?${funnelSearch(range, grouping)}`;
  try {
    const { ctx, operator, log } = await requestOperator();
    if (!operator)
      return new Response(null, {
        status: 303,
        headers: { ...PRIVATE, Location: signInPath(here) },
      });
    if (!can(operator.role, FUNNEL_PERMISSION)) {
      await log({ action: 'access-refused', record: here, detail: `role ${operator.role}` });
      return new Response(inboxHomeCopy.forbidden, {
        status: 403,
        headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    const csv = funnelCsv(await funnelService(ctx.store.database).funnel(range, grouping));
    await log({ action: 'export', record: here, detail: 'funnel csv' });
    return new Response(csv, {
      headers: {
        ...PRIVATE,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="funnel-${grouping}-${range.from}-${range.to}.csv"`,
      },
    });
  } catch (error) {
    logEvent('error', 'funnel_csv_failed', { error: (error as Error).message });
    return storageUnavailable();
  }
}
