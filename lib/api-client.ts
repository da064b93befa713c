// The only module that knows the B2B API: its base and its two paths (SPEC section 7).
// "suscribe" is the external API's spelling and part of its contract.

import { FILL_TIME_HEADER } from './b2b-contract';

export const API_BASE = (process.env.NEXT_PUBLIC_API_BASE?.trim() || '/api/b2b').replace(
  /\/+$/,
  '',
);
export const LEAD_PATH = '/leads/submit';
export const NEWSLETTER_PATH = '/newsletter/suscribe';
export const REQUEST_TIMEOUT_MS = 10_000;

export type LeadPayload = Record<string, string | boolean> & { reason: string; page_url: string };

export type LeadOutcome =
  { kind: 'success' } | { kind: 'rejected'; message?: string } | { kind: 'error'; error: Error };

export type NewsletterOutcome =
  { kind: 'success'; msg: string } | { kind: 'rejected' } | { kind: 'error'; message: string };

type SendOptions = { idempotencyKey?: string; fillTimeMs?: number };

async function postJson(path: string, body: unknown, options: SendOptions = {}) {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (options.fillTimeMs !== undefined)
    headers[FILL_TIME_HEADER] = String(Math.round(options.fillTimeMs));

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new Error('The request timed out. Please try again.');
    }
    throw new Error('Could not reach the server. Please check your connection and try again.');
  }
  try {
    return (await response.json()) as Record<string, unknown> | null;
  } catch {
    throw new Error(
      `The server sent an unexpected answer (HTTP ${response.status}). Please try again.`,
    );
  }
}

export async function submitLead(
  payload: LeadPayload,
  options: SendOptions = {},
): Promise<LeadOutcome> {
  try {
    const data = await postJson(LEAD_PATH, payload, options);
    if (data?.status) return { kind: 'success' };
    return {
      kind: 'rejected',
      message: typeof data?.message === 'string' ? data.message : undefined,
    };
  } catch (error) {
    return { kind: 'error', error: error as Error };
  }
}

export async function subscribeNewsletter(
  email: string,
  options: SendOptions = {},
): Promise<NewsletterOutcome> {
  try {
    const data = await postJson(NEWSLETTER_PATH, { email }, options);
    if (data?.status)
      return { kind: 'success', msg: typeof data.msg === 'string' ? data.msg : 'Subscribed' };
    return { kind: 'rejected' };
  } catch (error) {
    return { kind: 'error', message: (error as Error).message };
  }
}
