import { queueUpdatesPath } from '@/lib/inbox/inbox-paths';
import { queueFilter, queueParams, queueQuery } from '@/lib/inbox/queue-params';
import { can } from '@/lib/inbox/roles';
import { logEvent } from '@/lib/server/http/http';
import { requestOperator } from '@/lib/server/inbox/operator-session';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** The id the page was drawn with: a whole number the store's ids can hold, else 0 (everything). */
const afterOf = (value: string | null) => (/^\d{1,9}$/.test(value ?? '') ? Number(value) : 0);

/**
 * What the open queue (components/inbox/queue-live.tsx) polls: the newest lead its operator may
 * see under its filters and how many came after the one it shows, ids and a count, nothing
 * personal. Without a session the answer is 401, as a script (not a person) reads it.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const params = queueParams(url.searchParams);
  const record = `${queueUpdatesPath}${queueQuery(params, { page: undefined })}`;
  try {
    const { ctx, operator, log } = await requestOperator();
    if (!operator || (ctx.config.twoFactorRequired && !operator.twoFactorEnabled))
      return Response.json({ error: 'Sign in to the inbox.' }, { status: 401, headers: PRIVATE });
    if (!can(operator.role, { lead: ['work'] })) {
      await log({ action: 'access-refused', record, detail: `role ${operator.role}` });
      return Response.json({ error: 'Not allowed.' }, { status: 403, headers: PRIVATE });
    }
    const updates = await ctx.leadWork.queueUpdates({
      ...queueFilter(params, operator.id),
      after: afterOf(url.searchParams.get('after')),
      viewer: { id: operator.id, role: operator.role },
    });
    await log({ action: 'queue-polled', record, detail: `${updates.newer} newer` });
    return Response.json(updates, { headers: PRIVATE });
  } catch (error) {
    logEvent('error', 'inbox_queue_updates_failed', { error: (error as Error).message });
    return Response.json(
      { error: 'The lead store did not answer.' },
      { status: 503, headers: { ...PRIVATE, 'Retry-After': '15' } },
    );
  }
}
