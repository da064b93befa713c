import 'server-only';
import { SUBSCRIBED, type NewsletterAnswer } from '@/lib/b2b-contract';
import { INVALID_EMAIL_MESSAGE } from '@/lib/validations/email';
import { newsletterSchema } from '@/lib/validations/newsletter';
import type { ApiContext } from './api-context';
import { fieldErrors, guardRequest, suspicion } from './guards';
import { json, logEvent, storageUnavailable } from './http';
import { userAgent } from './user-agent';

/** POST {API base}/newsletter/suscribe (the external API's spelling). */
export async function handleNewsletterSubscribe(
  request: Request,
  ctx: ApiContext,
): Promise<Response> {
  const guarded = await guardRequest(request, ctx);
  if (!guarded.ok) return guarded.response;

  const result = newsletterSchema.safeParse(guarded.body);
  if (!result.success) {
    return json(422, {
      status: false,
      msg: INVALID_EMAIL_MESSAGE,
      message: INVALID_EMAIL_MESSAGE,
      errors: fieldErrors(result.error.issues),
    });
  }
  const suspected_reason = suspicion(guarded.body, request, ctx.config.minFillTimeMs);
  try {
    const { created } = await ctx.store.addSubscriber({
      email: result.data.email,
      user_agent: userAgent(request),
      suspected_reason,
    });
    if (!created) logEvent('info', 'subscriber_duplicate');
    else if (suspected_reason)
      logEvent('warn', 'subscriber_suspected', { reason: suspected_reason });
    else {
      logEvent('info', 'subscriber_stored');
      ctx.forwarder?.wake();
    }
    // One answer for a new, an existing and a suspected subscriber: the answer never tells
    // whether an address is on the list.
    return json(200, { status: true, msg: SUBSCRIBED } satisfies NewsletterAnswer);
  } catch (error) {
    logEvent('error', 'subscriber_store_failed', { error: (error as Error).message });
    ctx.storeFailed(error as Error);
    return storageUnavailable();
  }
}
