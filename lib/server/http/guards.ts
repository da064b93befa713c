import 'server-only';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { FILL_TIME_HEADER, HONEYPOT_FIELD } from '@/lib/leads/b2b-contract';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { clientAddress } from './client-address';
import type { ServerConfig } from '../server-config';
import { json, readJsonBody, isPlainObject } from './http';

type Guarded = { ok: true; body: Record<string, unknown> } | { ok: false; response: Response };

type LimitContext = {
  limiter: RateLimiterAbstract;
  config: Pick<ServerConfig, 'trustedProxyHops'>;
};

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again shortly.';

/**
 * Counts one request against its sender's limit: null while within it, else the seconds until
 * the sender may send again. The API and the natively posted forms share one budget.
 */
export async function overRateLimit(
  headers: Pick<Headers, 'get'>,
  ctx: LimitContext,
): Promise<number | null> {
  try {
    await ctx.limiter.consume(clientAddress(headers, ctx.config.trustedProxyHops));
    return null;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
  }
}

/**
 * Rate limit per visitor, then a JSON object body: what both API routes check before their
 * schema. A refusal reads no body and touches no storage, so a flood does not slow the others.
 */
export async function guardRequest(
  request: Request,
  ctx: LimitContext & { config: Pick<ServerConfig, 'maxBodyBytes'> },
): Promise<Guarded> {
  const retryAfter = await overRateLimit(request.headers, ctx);
  if (retryAfter !== null) {
    return {
      ok: false,
      response: json(
        429,
        { status: false, message: TOO_MANY_REQUESTS },
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

/** A number of milliseconds as the browser sent it (header or form field), or null. */
export function parseFillTime(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const fillTime = Number(value);
  return Number.isFinite(fillTime) ? fillTime : null;
}

/** The fill time a scripted request states in its header. */
export const fillTimeOf = (request: Request) =>
  parseFillTime(request.headers.get(FILL_TIME_HEADER));

/**
 * Why a request looks like a bot's (the honeypot filled, or sent faster than a person can type),
 * or null. Such a request is answered as usual and stored apart, never discarded: a person whose
 * browser filled the hidden field must not lose the enquiry.
 */
export function suspicion(
  body: Record<string, unknown>,
  fillTimeMs: number | null,
  minFillTimeMs: number,
): string | null {
  const bait = body[HONEYPOT_FIELD];
  if (typeof bait === 'string' && bait.trim() !== '') return 'honeypot field filled';
  if (fillTimeMs !== null && fillTimeMs < minFillTimeMs)
    return `sent ${Math.max(0, Math.round(fillTimeMs))} ms after the form opened (minimum ${minFillTimeMs} ms)`;
  return null;
}
