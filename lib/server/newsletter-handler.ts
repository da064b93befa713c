import { newsletterSchema } from '@/lib/validations/newsletter';
import { INVALID_EMAIL_MESSAGE } from '@/lib/validations/newsletter-message';
import type { ApiContext } from './api-context';
import { fieldErrors, guardRequest, storageUnavailable, suspicion } from './guards';
import { json, logEvent } from './http';

export const SUBSCRIBED = 'Thank you for subscribing!';
export const ALREADY_SUBSCRIBED = 'You are already subscribed. Thank you!';

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
      user_agent: (request.headers.get('user-agent') ?? '').slice(0, 512),
      suspected_reason,
    });
    if (!created) logEvent('info', 'subscriber_duplicate');
    else if (suspected_reason)
      logEvent('warn', 'subscriber_suspected', { reason: suspected_reason });
    else {
      logEvent('info', 'subscriber_stored');
      ctx.forwarder?.wake();
    }
    // A suspected subscription is answered as a new one: a bot learns nothing from the answer.
    return json(200, {
      status: true,
      msg: created || suspected_reason ? SUBSCRIBED : ALREADY_SUBSCRIBED,
    });
  } catch (error) {
    logEvent('error', 'subscriber_store_failed', { error: (error as Error).message });
    return storageUnavailable();
  }
}
