import { RateLimiterRes } from 'rate-limiter-flexible';
import type { ApiContext } from './api-context';
import { clientKey, json, readJsonBody, isPlainObject } from './http';

type Guarded = { ok: true; body: Record<string, unknown> } | { ok: false; response: Response };

/** Rate limit, then a JSON object body: what both API routes check before their schema. */
export async function guardRequest(request: Request, ctx: ApiContext): Promise<Guarded> {
  try {
    await ctx.limiter.consume(clientKey(request, ctx.config.trustedProxyHops));
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    return {
      ok: false,
      response: json(
        429,
        { status: false, message: 'Too many requests. Please try again shortly.' },
        { 'Retry-After': String(retryAfter) },
      ),
    };
  }
  const read = await readJsonBody(request, ctx.config.maxBodyBytes);
  if (!read.ok) return read;
  if (!isPlainObject(read.value)) {
    return {
      ok: false,
      response: json(400, { status: false, message: 'Request body must be a JSON object' }),
    };
  }
  return { ok: true, body: read.value };
}

/** The first message for each invalid field, as the form shows it. */
export function fieldErrors(
  issues: { path: PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'body');
    errors[field] ??= issue.message;
  }
  return errors;
}

export const invalidFields = (issues: { path: PropertyKey[]; message: string }[]) =>
  json(422, {
    status: false,
    message: 'Please correct the highlighted fields',
    errors: fieldErrors(issues),
  });

export const storageUnavailable = () =>
  json(
    503,
    { status: false, message: 'We could not save your request. Please try again shortly.' },
    { 'Retry-After': '30' },
  );

/** A honeypot that was filled, or a form sent faster than a person can type. */
export function looksLikeBot(
  body: Record<string, unknown>,
  request: Request,
  minFillTimeMs: number,
) {
  if (typeof body.company === 'string' && body.company.trim() !== '') return true;
  const fillTime = Number(request.headers.get('x-fill-time-ms'));
  return (
    request.headers.has('x-fill-time-ms') && Number.isFinite(fillTime) && fillTime < minFillTimeMs
  );
}
