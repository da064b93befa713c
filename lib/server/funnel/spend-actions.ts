'use server';

import 'server-only';
import { revalidatePath } from 'next/cache';
import { funnelCopy } from '@/content/inbox-funnel';
import { funnelPath } from '@/lib/inbox/inbox-paths';
import { can, FUNNEL_PERMISSION } from '@/lib/inbox/roles';
import { inboxHomeCopy } from '@/content/inbox';
import type { SpendState } from '@/lib/funnel/spend-states';
import { isStorableText, withoutControls } from '@/lib/validations/text';
import { logEvent } from '../http/http';
import { requestOperator } from '../inbox/operator-session';
import { campaignSpend } from './campaign-spend';
import { MAX_REPORT_BYTES, readSpendReport } from './spend-report';

// The Funnel page's spend forms, for admins: each posts natively, reads the session again, checks
// what was sent, and logs what it stored. A figure or a report that cannot be read changes
// nothing and says why; what was stored before stays.

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

const text = (form: FormData, name: string, max: number) => {
  const value = form.get(name);
  return typeof value === 'string' ? withoutControls(value).trim().slice(0, max) : '';
};

/** The signed-in admin, or the state that refuses the rest. */
async function admin() {
  const request = await requestOperator();
  if (!request.operator || !can(request.operator.role, FUNNEL_PERMISSION)) {
    await request.log({
      action: 'access-refused',
      record: funnelPath,
      detail: request.operator ? `role ${request.operator.role}` : 'no session',
    });
    return null;
  }
  return request as typeof request & { operator: NonNullable<typeof request.operator> };
}

export async function saveSpend(_: SpendState, form: FormData): Promise<SpendState> {
  if (!(form instanceof FormData)) return null;
  const campaign = text(form, 'campaign', 500);
  const month = text(form, 'month', 7);
  const amount = text(form, 'amount', 20).replace(/,/g, '');
  if (!campaign || !isStorableText(campaign))
    return { ok: false, message: funnelCopy.missingCampaign };
  if (!MONTH.test(month)) return { ok: false, message: funnelCopy.badMonth };
  if (!AMOUNT.test(amount)) return { ok: false, message: funnelCopy.badAmount };
  try {
    const request = await admin();
    if (!request) return { ok: false, message: inboxHomeCopy.forbidden };
    const amount_paise = Math.round(Number(amount) * 100);
    await campaignSpend(request.ctx.store.database).save(
      [{ campaign, month, amount_paise }],
      'manual',
      request.operator.id,
    );
    await request.log({
      action: 'spend-saved',
      record: `campaign ${campaign}`,
      detail: `${month}: ${amount_paise} paise, entered`,
    });
  } catch (error) {
    logEvent('error', 'inbox_action_failed', { error: (error as Error).message });
    return { ok: false, message: funnelCopy.failed };
  }
  revalidatePath(funnelPath);
  return { ok: true, message: funnelCopy.saved(campaign, month) };
}

export async function importSpend(_: SpendState, form: FormData): Promise<SpendState> {
  if (!(form instanceof FormData)) return null;
  const month = text(form, 'month', 7);
  const file = form.get('report');
  if (!(file instanceof File) || file.size === 0) return { ok: false, message: funnelCopy.noFile };
  if (file.size > MAX_REPORT_BYTES) return { ok: false, message: funnelCopy.tooBig };
  if (!MONTH.test(month)) return { ok: false, message: funnelCopy.badMonth };
  try {
    const request = await admin();
    if (!request) return { ok: false, message: inboxHomeCopy.forbidden };
    const read = readSpendReport(await file.text(), month);
    if (!read.ok) {
      await request.log({
        action: 'spend-import-refused',
        record: funnelPath,
        detail: `${read.problems.length} problems`,
      });
      return { ok: false, message: read.problems[0], problems: read.problems.slice(1) };
    }
    await campaignSpend(request.ctx.store.database).save(
      read.rows,
      read.platform,
      request.operator.id,
    );
    await request.log({
      action: 'spend-saved',
      record: `${read.rows.length} campaigns`,
      detail: `${read.platform} report, months ${[...new Set(read.rows.map((row) => row.month))].join(', ')}`,
    });
    revalidatePath(funnelPath);
    return {
      ok: true,
      message: funnelCopy.imported(read.rows.length, funnelCopy.platforms[read.platform]),
    };
  } catch (error) {
    logEvent('error', 'inbox_action_failed', { error: (error as Error).message });
    return { ok: false, message: funnelCopy.failed };
  }
}
