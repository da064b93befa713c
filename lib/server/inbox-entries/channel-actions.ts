'use server';

import 'server-only';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { channelsPath } from '@/lib/inbox/inbox-paths';
import { FUNNEL_PERMISSION } from '@/lib/inbox/roles';
import { isOperatorError } from '../inbox/operator-error';
import { operatorAction } from './operator-guard';

// The channels page's form, for admins (docs/operations.md#lead-channels): which university a
// platform form's leads are for and which of its questions is the course or the city, as
// `npm run leads -- channel form` sets it. It posts natively, goes through the guard and ends on
// the page with the outcome in its address (never words from the form); each change is logged.

const outcome = (query: Record<string, string>) =>
  `${channelsPath}?${new URLSearchParams(query).toString()}`;

const text = (max: number) => z.optional(z.string().check(z.maxLength(max)));

export const saveChannelForm = operatorAction<
  { channel: string; form: string; university: string; course?: string; city?: string },
  void
>(
  {
    name: 'map-channel-form',
    schema: z.object({
      channel: z.string().check(z.maxLength(20)),
      form: z.string().check(z.maxLength(100)),
      university: z.string().check(z.maxLength(40)),
      course: text(100),
      city: text(100),
    }),
    permission: FUNNEL_PERMISSION,
    page: () => channelsPath,
    invalid: () => redirect(outcome({ problem: 'form' })),
    unavailable: () => redirect(outcome({ problem: 'unavailable' })),
  },
  async (input, { services, log }) => {
    const question = [
      ...(input.course?.trim() ? [`course=${input.course.trim()}`] : []),
      ...(input.city?.trim() ? [`city=${input.city.trim()}`] : []),
    ];
    const mapped = await services.channels
      .mapForm({ ...input, form: input.form.trim(), question }, new Date())
      .catch((error: unknown) => {
        if (isOperatorError(error)) redirect(outcome({ problem: 'form' }));
        throw error;
      });
    await log({
      action: 'channel-form-mapped',
      record: `${mapped.channel} form ${mapped.formId}`,
      detail: mapped.line,
    });
    redirect(outcome({ done: 'mapped' }));
  },
);
