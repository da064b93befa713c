// The browser's client of the B2B API (docs/product.md#the-api): the only module that calls it. Its
// paths, payloads and answers are the contract's (lib/leads/b2b-contract.ts).

import {
  FILL_TIME_HEADER,
  HONEYPOT_FIELD,
  LEAD_PATH,
  NEWSLETTER_PATH,
  type LeadAnswer,
  type LeadRequest,
  type NewsletterAnswer,
} from './b2b-contract';
import { publicConfig } from '../config/public-config';
import { retryAfterMs, retryAfterText } from './retry-after';

export const API_BASE = publicConfig.apiBase;
export const REQUEST_TIMEOUT_MS = 10_000;

/** A lead as the browser sends it: the contract's request, with the honeypot when it was filled. */
export type LeadPayload = LeadRequest & { [HONEYPOT_FIELD]?: string };

/**
 * A send that reached no verdict on the request (no answer, a timeout, a 429 or 503, another 5xx
 * such as a proxy's, a 2xx that is not the API's JSON): worth sending again under the same key,
 * not before `afterMs` when the server said (Retry-After).
 */
export type NoVerdict = { afterMs: number | null };

export type LeadOutcome =
  /** `codeStep`: a code went to the lead's phone, which its thank-you page asks for. */
  | { kind: 'success'; codeStep?: boolean }
  | { kind: 'rejected'; message?: string; retry?: NoVerdict }
  | { kind: 'error'; error: Error; retry?: NoVerdict };

export type NewsletterOutcome =
  | { kind: 'success'; msg: string }
  | { kind: 'rejected' }
  | { kind: 'error'; message: string; retry?: NoVerdict };

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

const NO_ANSWER: NoVerdict = { afterMs: null };

/** Whether an answer is a verdict on the request: a 429 or a 5xx says nothing about it. */
function noVerdict(response: Response): NoVerdict | undefined {
  if (response.status !== 429 && response.status < 500) return undefined;
  return { afterMs: retryAfterMs(response.headers.get('Retry-After')) };
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

/** Posts, or says why no answer came: the network failed or the client's timeout passed. */
async function answerTo(path: string, body: unknown, options: SendOptions) {
  try {
    return { response: await post(path, body, options) };
  } catch (error) {
    return { error: error as Error };
  }
}

// A 2xx that is not the API's JSON came from something between (a captive portal's page).
const unreadable = (response: Response) =>
  noVerdict(response) ?? (response.ok ? NO_ANSWER : undefined);

export async function submitLead(
  payload: LeadPayload,
  options: SendOptions = {},
): Promise<LeadOutcome> {
  const { response, error } = await answerTo(LEAD_PATH, payload, options);
  if (!response) return { kind: 'error', error, retry: NO_ANSWER };
  const retry = noVerdict(response);
  try {
    const data = await readJson<LeadAnswer>(response);
    if (data?.status)
      return data.code_step === true ? { kind: 'success', codeStep: true } : { kind: 'success' };
    return {
      kind: 'rejected',
      message: typeof data?.message === 'string' ? data.message : undefined,
      ...(retry && { retry }),
    };
  } catch (error) {
    const again = unreadable(response);
    return { kind: 'error', error: error as Error, ...(again && { retry: again }) };
  }
}

export async function subscribeNewsletter(
  email: string,
  options: SendOptions = {},
): Promise<NewsletterOutcome> {
  const { response, error } = await answerTo(NEWSLETTER_PATH, { email }, options);
  if (!response) return { kind: 'error', message: error.message, retry: NO_ANSWER };
  // Only a 2xx answer's falsy status stays silent (docs/product.md#the-api); a refusal is a failure.
  if (!response.ok) {
    const retry = noVerdict(response);
    return { kind: 'error', message: await refusalMessage(response), ...(retry && { retry }) };
  }
  try {
    const data = await readJson<NewsletterAnswer>(response);
    if (data?.status)
      return { kind: 'success', msg: typeof data.msg === 'string' ? data.msg : 'Subscribed' };
    return { kind: 'rejected' };
  } catch (error) {
    const again = unreadable(response);
    return { kind: 'error', message: (error as Error).message, ...(again && { retry: again }) };
  }
}
