import { FUNNEL_PERMISSION } from '@/lib/inbox/roles';
import { funnelCsvPath } from '@/lib/inbox/inbox-paths';
import { funnelCsv } from '@/lib/server/funnel/funnel-csv';
import { funnelQuery, funnelSearch } from '@/lib/server/funnel/funnel-params';
import { operatorRoute } from '@/lib/server/inbox-entries/operator-guard';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** The Funnel page's table as CSV, for admins, for the range and grouping asked for; logged. */
export const GET = operatorRoute(
  FUNNEL_PERMISSION,
  async (request, { services, log }) => {
    const { range, grouping } = funnelQuery(new URL(request.url).searchParams);
    const here = `${funnelCsvPath}?${funnelSearch(range, grouping)}`;
    const csv = funnelCsv(await services.funnel.funnel(range, grouping));
    await log({ action: 'export', record: here, detail: 'funnel csv' });
    return new Response(csv, {
      headers: {
        ...PRIVATE,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="funnel-${grouping}-${range.from}-${range.to}.csv"`,
      },
    });
  },
  { answer: 'file' },
);
