import 'server-only';
import { LEAD_ACCEPTED, type LeadAnswer } from '@/lib/leads/b2b-contract';
import type { DoorContext } from '../site/site-context';
import { fillTimeOf, guardRequest } from '../http/guards';
import { json, storageUnavailable } from '../http/http';
import { IDEMPOTENCY_KEY, intakeLead } from './lead-intake';
import { setCookieHeader, startPhoneCheck } from './phone-check-start';
import { userAgent } from '../http/user-agent';

/** POST {API base}/leads/submit: validates, stores, and answers only after the commit. */
export async function handleLeadSubmit(request: Request, ctx: DoorContext): Promise<Response> {
  const guarded = await guardRequest(request, ctx);
  if (!guarded.ok) return guarded.response;

  const key = request.headers.get('idempotency-key');
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
    return json(400, {
      status: false,
      message: 'Idempotency-Key must be 1 to 128 letters, digits, or . _ : -',
    });
  }

  const verdict = await intakeLead(
    guarded.body,
    {
      userAgent: userAgent(request.headers),
      idempotencyKey: key,
      fillTimeMs: fillTimeOf(request),
      cookies: request.headers.get('cookie') ?? '',
    },
    ctx,
  );
  switch (verdict.kind) {
    case 'accepted': {
      const token = await startPhoneCheck(ctx, verdict.check, request.headers);
      return json(
        200,
        {
          status: true,
          message: LEAD_ACCEPTED,
          ...(token && { code_step: true }),
        } satisfies LeadAnswer,
        token ? { 'Set-Cookie': setCookieHeader(token) } : {},
      );
    }
    case 'invalid':
      return json(422, {
        status: false,
        message: 'Please correct the highlighted fields',
        errors: verdict.errors,
      });
    case 'mixed':
      return json(422, {
        status: false,
        message: verdict.message,
        errors: { body: verdict.message },
      });
    case 'key-reused':
      return json(409, { status: false, message: verdict.message });
    case 'unavailable':
      return storageUnavailable();
  }
}
