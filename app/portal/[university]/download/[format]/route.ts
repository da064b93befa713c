import { DOWNLOAD_FORMATS, type DownloadFormat } from '@/lib/portal/portal-paths';
import { portalParams, portalQuery } from '@/lib/portal/portal-query';
import { portalRoute } from '@/lib/server/inbox-entries/operator-guard';
import { portalCsv, portalXlsx } from '@/lib/server/portal/portal-files';
import { indiaDay } from '@/lib/time/india-time';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

const TYPES: Record<DownloadFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const isFormat = (value: string): value is DownloadFormat =>
  (DOWNLOAD_FORMATS as readonly string[]).includes(value);

/**
 * The university's leads under the list's filters as CSV or XLSX: through the guard for the
 * university its address names, from its services alone, logged with the university named.
 */
export const GET = portalRoute<{ university: string; format: string }>(
  async (request, { actor, portal }, { format }) => {
    if (!isFormat(format))
      return new Response('Not found.', {
        status: 404,
        headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' },
      });
    const query = portalQuery(portalParams(new URL(request.url).searchParams));
    const rows = await portal.download(format, query);
    const name = `${actor.university.id}-leads-${indiaDay(new Date())}.${format}`;
    const body = format === 'csv' ? portalCsv(rows) : await portalXlsx(rows, actor.university.name);
    return new Response(body, {
      headers: {
        ...PRIVATE,
        'Content-Type': TYPES[format],
        'Content-Disposition': `attachment; filename="${name}"`,
      },
    });
  },
  { answer: 'file' },
);
