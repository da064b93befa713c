import { newsletterSchema } from '@/lib/validations/newsletter';
import { INVALID_EMAIL_MESSAGE } from '@/lib/validations/newsletter-message';
import type { ApiContext } from './api-context';
import { fieldErrors, guardRequest, looksLikeBot, storageUnavailable } from './guards';
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
  if (looksLikeBot(guarded.body, request, ctx.config.minFillTimeMs)) {
    logEvent('warn', 'subscriber_discarded_as_bot');
    return json(200, { status: true, msg: SUBSCRIBED });
  }

  try {
    const { created } = await ctx.store.addSubscriber(
      result.data.email,
      (request.headers.get('user-agent') ?? '').slice(0, 512),
    );
    logEvent('info', created ? 'subscriber_stored' : 'subscriber_duplicate');
    if (created) ctx.forwarder?.wake();
    return json(200, { status: true, msg: created ? SUBSCRIBED : ALREADY_SUBSCRIBED });
  } catch (error) {
    logEvent('error', 'subscriber_store_failed', { error: (error as Error).message });
    return storageUnavailable();
  }
}
