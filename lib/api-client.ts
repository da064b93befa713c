// The browser's client of the B2B API (SPEC section 7): the only module that calls it. Its
// paths, payloads and answers are the contract's (lib/b2b-contract.ts).

import {
  FILL_TIME_HEADER,
  HONEYPOT_FIELD,
  LEAD_PATH,
  NEWSLETTER_PATH,
  type LeadAnswer,
  type LeadRequest,
  type NewsletterAnswer,
} from './b2b-contract';
import { publicConfig } from './public-config';
import { retryAfterText } from './retry-after';

export const API_BASE = publicConfig.apiBase;
export const REQUEST_TIMEOUT_MS = 10_000;

/** A lead as the browser sends it: the contract's request, with the honeypot when it was filled. */
export type LeadPayload = LeadRequest & { [HONEYPOT_FIELD]?: string };

export type LeadOutcome =
  { kind: 'success' } | { kind: 'rejected'; message?: string } | { kind: 'error'; error: Error };

export type NewsletterOutcome =
  { kind: 'success'; msg: string } | { kind: 'rejected' } | { kind: 'error'; message: string };

type SendOptions = { idempotencyKey?: string; fillTimeMs?: number };

async function post(path: string, body: unknown, options: SendOptions = {}) {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (options.fillTimeMs !== undefined)
    headers[FILL_TIME_HEADER] = String(Math.round(options.fillTimeMs));

  try {
    return await fetch(`${API_BASE}${path}`, {
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
}

/** The answer's JSON as the contract describes it; it is checked field by field where read. */
async function readJson<Answer>(response: Response) {
  try {
    return (await response.json()) as Partial<Answer> | null;
  } catch {
    throw new Error(
      `The server sent an unexpected answer (HTTP ${response.status}). Please try again.`,
    );
  }
}

/** What to tell a visitor whose subscription was refused with a non-2xx answer. */
async function refusalMessage(response: Response): Promise<string> {
  const wait = retryAfterText(response.headers.get('Retry-After'));
  const again = wait ? `Please try again in ${wait}.` : 'Please try again shortly.';
  if (response.status === 429) return `Too many attempts. ${again}`;
  if (response.status === 503) return `The service is busy right now. ${again}`;
  if (response.status >= 500)
    return `The server could not take your request (HTTP ${response.status}). ${again}`;
  // A 4xx may carry the API's own words for the visitor (422: "Invalid Email").
  const data = await response.json().catch(() => null);
  return typeof data?.msg === 'string'
    ? data.msg
    : `The server refused the request (HTTP ${response.status}). Please try again.`;
}

export async function submitLead(
  payload: LeadPayload,
  options: SendOptions = {},
): Promise<LeadOutcome> {
  try {
    const data = await readJson<LeadAnswer>(await post(LEAD_PATH, payload, options));
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
    const response = await post(NEWSLETTER_PATH, { email }, options);
    // Only a 2xx answer's falsy status stays silent (SPEC section 7); a refusal is a failure.
    if (!response.ok) return { kind: 'error', message: await refusalMessage(response) };
    const data = await readJson<NewsletterAnswer>(response);
    if (data?.status)
      return { kind: 'success', msg: typeof data.msg === 'string' ? data.msg : 'Subscribed' };
    return { kind: 'rejected' };
  } catch (error) {
    return { kind: 'error', message: (error as Error).message };
  }
}
