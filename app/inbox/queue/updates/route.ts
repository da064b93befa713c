import { queueUpdatesPath } from '@/lib/inbox/inbox-paths';
import { queueFilter, queueParams, queueQuery } from '@/lib/inbox/queue-params';
import { operatorRoute } from '@/lib/server/inbox-entries/operator-guard';
import { pollToLog } from '@/lib/server/inbox/queue-poll-log';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** The id the page was drawn with: a whole number the store's ids can hold, else 0 (everything). */
const afterOf = (value: string | null) => (/^\d{1,9}$/.test(value ?? '') ? Number(value) : 0);

/**
 * What the open queue (components/inbox/queue-live.tsx) polls: the newest lead its operator may
 * see under its filters and how many came after the one it shows, ids and a count, nothing
 * personal. Without a session the answer is 401, as a script (not a person) reads it. A poll is
 * logged once per session and view each window (queue-poll-log.ts), not every 15 s.
 */
export const GET = operatorRoute(
  { lead: ['work'] },
  async (request, { leads, operator, log, session }) => {
    const url = new URL(request.url);
    const params = queueParams(url.searchParams);
    const record = `${queueUpdatesPath}${queueQuery(params, { page: undefined })}`;
    const updates = await leads.updates({
      ...queueFilter(params, operator.id),
      after: afterOf(url.searchParams.get('after')),
    });
    if (await pollToLog(session.id, record))
      await log({ action: 'queue-polled', record, detail: `${updates.newer} newer` });
    return Response.json(updates, { headers: PRIVATE });
  },
  { answer: 'json' },
);
