import 'server-only';
import { INVALID_EMAIL_MESSAGE } from '@/lib/validations/email';
import { newsletterSchema } from '@/lib/validations/newsletter';
import type { DoorContext } from '../site/site-context';
import { fieldErrors, suspicion } from '../http/guards';
import { logEvent } from '../http/http';
import type { IntakeMeta } from './lead-intake';

/** How a subscription was taken, whichever way it came. */
export type SubscriberVerdict =
  | { kind: 'accepted' }
  | { kind: 'invalid'; message: string; errors: Record<string, string> }
  | { kind: 'unavailable' };

/**
 * Validates and stores a subscription. One verdict for a new, an existing and a suspected
 * subscriber: the answer never tells whether an address is on the list.
 */
export async function intakeSubscriber(
  body: Record<string, unknown>,
  meta: Pick<IntakeMeta, 'userAgent' | 'fillTimeMs'>,
  ctx: DoorContext,
): Promise<SubscriberVerdict> {
  const result = newsletterSchema.safeParse(body);
  if (!result.success)
    return {
      kind: 'invalid',
      message: INVALID_EMAIL_MESSAGE,
      errors: fieldErrors(result.error.issues),
    };
  const suspected_reason = suspicion(body, meta.fillTimeMs, ctx.config.minFillTimeMs);
  try {
    const { created } = await ctx.store.addSubscriber({
      email: result.data.email,
      user_agent: meta.userAgent,
      suspected_reason,
    });
    if (!created) logEvent('info', 'subscriber_duplicate');
    else if (suspected_reason)
      logEvent('warn', 'subscriber_suspected', { reason: suspected_reason });
    else {
      logEvent('info', 'subscriber_stored');
    }
    return { kind: 'accepted' };
  } catch (error) {
    logEvent('error', 'subscriber_store_failed', { error: (error as Error).message });
    ctx.storeFailed(error as Error);
    return { kind: 'unavailable' };
  }
}
