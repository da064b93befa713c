'use server';

import 'server-only';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { suspectedPath } from '@/lib/inbox/inbox-paths';
import type { RecordType, ReleaseResult } from '../store/lead-store';
import { operatorAction } from './operator-guard';

// What an admin does to the records the site held as suspected (/inbox/suspected).

/** Where the page goes after a release: the outcome in its address, so a reload posts nothing. */
const after = (type: RecordType, id: string, done: ReleaseResult | 'unavailable') =>
  `${suspectedPath}?${new URLSearchParams({ done, type, id }).toString()}`;

const typeOf = (form: FormData): RecordType =>
  form.get('type') === 'subscriber' ? 'subscriber' : 'lead';

/**
 * Releases a suspected lead or subscriber, as `npm run leads -- release` does: the store queues
 * it for each destination that is on (the alerts, the hosted API), sent at once as after a new
 * record (store/outbox-bell.ts). Only an admin may; a refusal ends on the page's 403, and both are logged.
 */
export const releaseRecord = operatorAction<{ type?: string; id: string }, void>(
  {
    name: 'release',
    schema: z.object({
      type: z.optional(z.enum(['lead', 'subscriber'])),
      id: z.string().check(z.regex(/^\d{1,12}$/)),
    }),
    permission: { lead: ['release'] },
    page: () => suspectedPath,
    invalid: (form) => redirect(after(typeOf(form), '', 'not_found')),
    unavailable: (form) => redirect(after(typeOf(form), '', 'unavailable')),
  },
  async (input, { services, log }) => {
    const type: RecordType = input.type === 'subscriber' ? 'subscriber' : 'lead';
    const outcome = await services.held.release(type, Number(input.id));
    if (outcome === 'released') {
      await log({ action: 'record-released', record: `${type} ${input.id}` });
    }
    redirect(after(type, input.id, outcome));
  },
);
