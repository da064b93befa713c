'use server';

import 'server-only';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { deliveryPath, leadPath } from '@/lib/inbox/inbox-paths';
import { DELIVERY_PERMISSION } from '@/lib/inbox/roles';
import { parseLeadId } from '../inbox/lead-access';
import { leadReference } from '@/lib/delivery/delivery-values';
import { isDeliveryInputError } from '../delivery/delivery-settings';
import { operatorAction } from './operator-guard';

// The delivery's forms, for admins (docs/operations.md#delivery-to-the-universities): each posts
// natively, goes through the guard and ends on a page whose address says the outcome (never the
// credential, never words from the form), so a reload posts nothing. Each change is logged.

const MAX_SHEET_BYTES = 1_000_000;

const outcome = (query: Record<string, string>) =>
  `${deliveryPath}?${new URLSearchParams(query).toString()}`;
const unavailable = () => redirect(outcome({ problem: 'unavailable' }));

/** A refusal of the set-up: its problem in the address; anything else is thrown on. */
const refusal = (error: unknown) => {
  if (isDeliveryInputError(error)) redirect(outcome({ problem: error.problem }));
  throw error;
};

const text = (max: number) => z.optional(z.string().check(z.maxLength(max)));

export const saveDelivery = operatorAction<
  { university: string; adapter: string; url?: string; secret?: string; dailyCap?: string },
  void
>(
  {
    name: 'save-delivery',
    schema: z.object({
      university: z.string().check(z.maxLength(40)),
      adapter: z.string().check(z.maxLength(40)),
      url: text(2000),
      secret: text(500),
      dailyCap: text(12),
    }),
    permission: DELIVERY_PERMISSION,
    page: () => deliveryPath,
    invalid: () => redirect(outcome({ problem: 'university' })),
    unavailable,
  },
  async (input, { services, operator, log }) => {
    const line = await services.delivery.settings.set(input, operator.id).catch(refusal);
    await log({ action: 'delivery-set', record: `university ${input.university}`, detail: line });
    redirect(outcome({ done: 'saved', university: input.university }));
  },
);

export const turnDeliveryOff = operatorAction<{ university: string }, void>(
  {
    name: 'delivery-off',
    schema: z.object({ university: z.string().check(z.maxLength(40)) }),
    permission: DELIVERY_PERMISSION,
    page: () => deliveryPath,
    invalid: () => redirect(outcome({ problem: 'university' })),
    unavailable,
  },
  async (input, { services, log }) => {
    const line = await services.delivery.settings.off(input.university).catch(refusal);
    await log({ action: 'delivery-set', record: `university ${input.university}`, detail: line });
    redirect(outcome({ done: 'off', university: input.university }));
  },
);

export const uploadSheet = operatorAction<{ university: string }, void>(
  {
    name: 'delivery-sheet',
    schema: z.object({ university: z.string().check(z.maxLength(40)) }),
    permission: DELIVERY_PERMISSION,
    page: () => deliveryPath,
    invalid: () => redirect(outcome({ problem: 'university' })),
    unavailable,
  },
  async (input, { services, log }, { form }) => {
    // The sheet is a file: the schema reads text fields only.
    const file = form.get('sheet');
    if (!(file instanceof File) || file.size === 0 || file.size > MAX_SHEET_BYTES)
      redirect(outcome({ problem: 'file' }));
    const line = await services.delivery.settings
      .mapping(input.university, await file.text())
      .catch(refusal);
    await log({
      action: 'delivery-mapping-set',
      record: `university ${input.university}`,
      detail: line,
    });
    redirect(outcome({ done: 'sheet', university: input.university }));
  },
);

/** An admin sends a rejected lead again, after fixing its mapping; the lead's page says so. */
export const resendDelivery = operatorAction<{ lead: string }, void>(
  {
    name: 'resend-delivery',
    schema: z.object({ lead: z.string().check(z.regex(/^[1-9]\d{0,9}$/)) }),
    permission: DELIVERY_PERMISSION,
    page: (form) => {
      const id = parseLeadId(form.get('lead'));
      return id === null ? deliveryPath : leadPath(id);
    },
    invalid: () => redirect(deliveryPath),
    unavailable: (form) => {
      const id = parseLeadId(form.get('lead'));
      redirect(id === null ? deliveryPath : `${leadPath(id)}?resent=unavailable`);
    },
  },
  async (input, { services, log }) => {
    const id = Number(input.lead);
    const resent = await services.delivery.resend(id);
    if (resent) {
      await log({ action: 'delivery-resent', record: leadPath(id) });
    }
    redirect(`${leadPath(id)}?resent=${resent ? 'yes' : 'no'}`);
  },
);

/** An admin asked a university by hand to erase a lead: its task leaves the delivery page. */
export const finishErasureTask = operatorAction<{ lead: string }, void>(
  {
    name: 'delivery-erasure-done',
    schema: z.object({ lead: z.string().check(z.regex(/^[1-9]\d{0,9}$/)) }),
    permission: DELIVERY_PERMISSION,
    page: () => deliveryPath,
    invalid: () => redirect(deliveryPath),
    unavailable,
  },
  async (input, { services, log }) => {
    const id = Number(input.lead);
    const done = await services.delivery.finishErasureTask(id);
    if (done) await log({ action: 'delivery-erasure-done', record: leadReference(id) });
    redirect(outcome(done ? { done: 'task' } : { problem: 'task' }));
  },
);
