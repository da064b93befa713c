import { isMonth } from '@/lib/time/months';
import { portalRoute } from '@/lib/server/inbox-entries/operator-guard';

// A university's monthly statement as CSV (docs/operations.md#monthly-statements): through the one
// guard, never cached, logged with the university named.
export const GET = portalRoute<{ university: string }>(
  async (request, { actor, portal }) => {
    const month = new URL(request.url).searchParams.get('month');
    if (!isMonth(month))
      return new Response('Choose a month, e.g. 2026-11.', {
        status: 400,
        headers: {
          'Cache-Control': 'private, no-store',
          'Content-Type': 'text/plain; charset=utf-8',
        },
      });
    const csv = await portal.statementCsv(month);
    return new Response(csv, {
      headers: {
        'Cache-Control': 'private, no-store',
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="statement-${actor.university.id}-${month}.csv"`,
      },
    });
  },
  { answer: 'file' },
);
