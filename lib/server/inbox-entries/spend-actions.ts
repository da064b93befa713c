'use server';

import 'server-only';
import { revalidatePath } from 'next/cache';
import * as z from 'zod/mini';
import { funnelCopy } from '@/content/inbox-funnel';
import type { ActionState } from '@/lib/inbox/action-state';
import { campaignName } from '@/lib/funnel/campaign-name';
import { MAX_REPORT_BYTES } from '@/lib/funnel/spend-report-limit';
import { funnelPath } from '@/lib/inbox/inbox-paths';
import { FUNNEL_PERMISSION } from '@/lib/inbox/roles';
import { isStorableText, withoutControls } from '@/lib/validations/text';
import { operatorAction } from './operator-guard';
import { done, refused } from './action-answers';
import { readSpendReport } from '../funnel/spend-report';

// The Funnel page's spend forms, for admins: each posts natively and goes through the guard
// (operator-guard.ts), which reads the session again and checks the fields by their schema; each
// logs what it stored. A figure or a report that cannot be read changes nothing and says why;
// what was stored before stays.

const cleaned = (max: number) =>
  z.string().check(
    z.overwrite((value) => withoutControls(value).trim().slice(0, max)),
    z.minLength(1),
  );

// Cleaned as an imported report's names are (lib/funnel/campaign-name.ts).
const campaign = z
  .string()
  .check(z.overwrite(campaignName), z.minLength(1), z.refine(isStorableText));
const month = cleaned(7).check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/));
const amount = z.string().check(
  z.overwrite((value) => withoutControls(value).trim().replace(/,/g, '')),
  z.regex(/^\d{1,10}(\.\d{1,2})?$/),
);

/** The first field the schema refuses, said as the form says it. */
const problemOf = (form: FormData, fields: [z.ZodMiniType, string, string][]) =>
  fields.find(([schema, name]) => !z.safeParse(schema, form.get(name) ?? '').success)?.[2] ??
  funnelCopy.failed;

const unavailable = (form: FormData) => refused(funnelCopy.failed, form);

export const saveSpend = operatorAction<
  { campaign: string; month: string; amount: string },
  ActionState
>(
  {
    name: 'save-spend',
    schema: z.object({ campaign, month, amount }),
    permission: FUNNEL_PERMISSION,
    page: () => funnelPath,
    invalid: (form) =>
      refused(
        problemOf(form, [
          [campaign, 'campaign', funnelCopy.missingCampaign],
          [month, 'month', funnelCopy.badMonth],
          [amount, 'amount', funnelCopy.badAmount],
        ]),
        form,
      ),
    unavailable,
  },
  async (input, { services, operator, log }) => {
    const amount_paise = Math.round(Number(input.amount) * 100);
    await services.spend.save(
      [{ campaign: input.campaign, month: input.month, amount_paise }],
      'manual',
      operator.id,
    );
    await log({
      action: 'spend-saved',
      record: `campaign ${input.campaign}`,
      detail: `${input.month}: ${amount_paise} paise, entered`,
    });
    revalidatePath(funnelPath);
    return done(funnelCopy.saved(input.campaign, input.month));
  },
);

export const importSpend = operatorAction<{ month: string }, ActionState>(
  {
    name: 'import-spend',
    schema: z.object({ month }),
    permission: FUNNEL_PERMISSION,
    page: () => funnelPath,
    invalid: (form) => refused(funnelCopy.badMonth, form),
    unavailable,
  },
  async (input, { services, operator, log }, { form }) => {
    // The report is a file: the schema reads text fields only.
    const file = form.get('report');
    if (!(file instanceof File) || file.size === 0) return refused(funnelCopy.noFile, form);
    if (file.size > MAX_REPORT_BYTES) return refused(funnelCopy.tooBig, form);
    const read = readSpendReport(await file.text(), input.month);
    if (!read.ok) {
      await log({
        action: 'spend-import-refused',
        record: funnelPath,
        detail: `${read.problems.length} problems`,
      });
      return refused(read.problems[0], form, read.problems.slice(1));
    }
    await services.spend.save(read.rows, read.platform, operator.id);
    await log({
      action: 'spend-saved',
      record: `${read.rows.length} campaigns`,
      detail: `${read.platform} report, months ${[...new Set(read.rows.map((row) => row.month))].join(', ')}`,
    });
    revalidatePath(funnelPath);
    return {
      ok: true,
      message: funnelCopy.imported(read.rows.length, funnelCopy.platforms[read.platform]),
    };
  },
);
