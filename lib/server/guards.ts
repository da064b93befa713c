import 'server-only';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { FILL_TIME_HEADER, HONEYPOT_FIELD } from '@/lib/b2b-contract';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { clientAddress } from './client-address';
import type { ServerConfig } from './server-config';
import { json, readJsonBody, isPlainObject } from './http';

type Guarded = { ok: true; body: Record<string, unknown> } | { ok: false; response: Response };

/**
 * Rate limit per visitor, then a JSON object body: what both API routes check before their
 * schema. A refusal reads no body and touches no storage, so a flood does not slow the others.
 */
export async function guardRequest(
  request: Request,
  ctx: {
    limiter: RateLimiterAbstract;
    config: Pick<ServerConfig, 'trustedProxyHops' | 'maxBodyBytes'>;
  },
): Promise<Guarded> {
  try {
    await ctx.limiter.consume(clientAddress(request, ctx.config.trustedProxyHops));
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

/**
 * Why a request looks like a bot's (the honeypot filled, or sent faster than a person can type),
 * or null. Such a request is answered as usual and stored apart, never discarded: a person whose
 * browser filled the hidden field must not lose the enquiry.
 */
export function suspicion(
  body: Record<string, unknown>,
  request: Request,
  minFillTimeMs: number,
): string | null {
  const bait = body[HONEYPOT_FIELD];
  if (typeof bait === 'string' && bait.trim() !== '') return 'honeypot field filled';
  const header = request.headers.get(FILL_TIME_HEADER);
  const fillTime = Number(header);
  if (header !== null && Number.isFinite(fillTime) && fillTime < minFillTimeMs)
    return `sent ${Math.max(0, Math.round(fillTime))} ms after the form opened (minimum ${minFillTimeMs} ms)`;
  return null;
}
