import 'server-only';
import { SUBSCRIBED, type NewsletterAnswer } from '@/lib/leads/b2b-contract';
import type { DoorContext } from '../site/site-context';
import { fillTimeOf, guardRequest } from '../http/guards';
import { json, storageUnavailable } from '../http/http';
import { intakeSubscriber } from './subscriber-intake';
import { userAgent } from '../http/user-agent';

/** POST {API base}/newsletter/suscribe (the external API's spelling). */
export async function handleNewsletterSubscribe(
  request: Request,
  ctx: DoorContext,
): Promise<Response> {
  const guarded = await guardRequest(request, ctx);
  if (!guarded.ok) return guarded.response;

  const verdict = await intakeSubscriber(
    guarded.body,
    { userAgent: userAgent(request.headers), fillTimeMs: fillTimeOf(request) },
    ctx,
  );
  switch (verdict.kind) {
    case 'accepted':
      return json(200, { status: true, msg: SUBSCRIBED } satisfies NewsletterAnswer);
    case 'invalid':
      return json(422, {
        status: false,
        msg: verdict.message,
        message: verdict.message,
        errors: verdict.errors,
      });
    case 'unavailable':
      return storageUnavailable();
  }
}
