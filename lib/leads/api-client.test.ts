/** @jest-environment node */
import { sampleLeadPayload as lead } from '@/test-support/sample-lead';
import { API_BASE, REQUEST_TIMEOUT_MS, submitLead, subscribeNewsletter } from './api-client';

const answer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

describe('submitLead (docs/product.md#the-api)', () => {
  it('POSTs the lead as JSON to {API base}/leads/submit with the idempotency key', async () => {
    fetchMock.mockResolvedValue(answer({ status: true }));
    await expect(
      submitLead(lead, { idempotencyKey: 'key-1', fillTimeMs: 4200.4 }),
    ).resolves.toEqual({ kind: 'success' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(API_BASE).toBe('/api/b2b');
    expect(url).toBe('/api/b2b/leads/submit');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Idempotency-Key': 'key-1',
      'X-Fill-Time-Ms': '4200',
    });
    expect(JSON.parse(init.body)).toEqual(lead);
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('says when the answer tells of a code sent to the phone (this site’s own API)', async () => {
    fetchMock.mockResolvedValue(answer({ status: true, code_step: true }));
    await expect(submitLead(lead)).resolves.toEqual({ kind: 'success', codeStep: true });
    fetchMock.mockResolvedValue(answer({ status: true, code_step: 'yes' }));
    await expect(submitLead(lead)).resolves.toEqual({ kind: 'success' });
  });

  it('maps a falsy status to rejected', async () => {
    fetchMock.mockResolvedValue(
      answer({ status: false, message: 'Please correct the highlighted fields' }, 422),
    );
    await expect(submitLead(lead)).resolves.toEqual({
      kind: 'rejected',
      message: 'Please correct the highlighted fields',
    });
  });

  it('maps a network failure to error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const outcome = await submitLead(lead);
    expect(outcome.kind).toBe('error');
  });

  it('maps a non-JSON answer (a 500 page) to error', async () => {
    fetchMock.mockResolvedValue(new Response('<html>oops</html>', { status: 500 }));
    const outcome = await submitLead(lead);
    expect(outcome).toMatchObject({ kind: 'error' });
    expect(outcome.kind === 'error' && outcome.error.message).toContain('HTTP 500');
  });

  it('gives up after the timeout', async () => {
    const realTimeout = AbortSignal.timeout.bind(AbortSignal);
    const spy = jest.spyOn(AbortSignal, 'timeout').mockImplementation(() => realTimeout(20));
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const outcome = await submitLead(lead);
    expect(spy).toHaveBeenCalledWith(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
    expect(outcome.kind === 'error' && outcome.error.message).toBe(
      'The request timed out. Please try again.',
    );
    // No verdict: the browser keeps the lead and sends it again (lib/saved-sends).
    expect(outcome).toMatchObject({ retry: { afterMs: null } });
    spy.mockRestore();
  });
});

describe('subscribeNewsletter (docs/product.md#the-api)', () => {
  it('POSTs {email} to {API base}/newsletter/suscribe and returns msg', async () => {
    fetchMock.mockResolvedValue(answer({ status: true, msg: 'Thank you for subscribing!' }));
    await expect(subscribeNewsletter('asha@example.in')).resolves.toEqual({
      kind: 'success',
      msg: 'Thank you for subscribing!',
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/b2b/newsletter/suscribe');
    expect(JSON.parse(init.body)).toEqual({ email: 'asha@example.in' });
  });

  it('maps a 200 with a falsy status to rejected (silent)', async () => {
    fetchMock.mockResolvedValue(answer({ status: false }));
    await expect(subscribeNewsletter('asha@example.in')).resolves.toEqual({ kind: 'rejected' });
  });

  it.each([
    [
      '429 with Retry-After in seconds',
      answer({ status: false, message: 'Too many requests' }, 429, { 'Retry-After': '30' }),
      'Too many attempts. Please try again in 30 seconds.',
    ],
    [
      '429 with Retry-After beyond a minute',
      answer({ status: false }, 429, { 'Retry-After': '120' }),
      'Too many attempts. Please try again in 2 minutes.',
    ],
    [
      '429 without Retry-After',
      answer({ status: false }, 429),
      'Too many attempts. Please try again shortly.',
    ],
    [
      '503 with Retry-After',
      answer({ status: false }, 503, { 'Retry-After': '30' }),
      'The service is busy right now. Please try again in 30 seconds.',
    ],
    [
      'a proxy 502 page',
      new Response('<html>Bad gateway</html>', { status: 502 }),
      'The server could not take your request (HTTP 502). Please try again shortly.',
    ],
    [
      '422 with the API message',
      answer({ status: false, msg: 'Invalid Email', errors: { email: 'Invalid Email' } }, 422),
      'Invalid Email',
    ],
    [
      '400 without a message for the visitor',
      answer({ status: false, message: 'Request body must be valid JSON' }, 400),
      'The server refused the request (HTTP 400). Please try again.',
    ],
  ])('maps %s to a failure with its message', async (_, response, message) => {
    fetchMock.mockResolvedValue(response);
    await expect(subscribeNewsletter('asha@example.in')).resolves.toMatchObject({
      kind: 'error',
      message,
    });
  });

  it('maps a failure to its message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(subscribeNewsletter('asha@example.in')).resolves.toMatchObject({
      kind: 'error',
      message: 'Could not reach the server. Please check your connection and try again.',
    });
  });

  it('sends the idempotency key it is given', async () => {
    fetchMock.mockResolvedValue(answer({ status: true, msg: 'Thank you for subscribing!' }));
    await subscribeNewsletter('asha@example.in', { idempotencyKey: 'news-1' });
    expect(fetchMock.mock.calls[0][1].headers).toMatchObject({ 'Idempotency-Key': 'news-1' });
  });
});

// What the browser keeps and sends again by itself (lib/saved-sends): only a send that reached
// no verdict, never one the API answered on its merits.
describe('which outcomes reached no verdict', () => {
  const html = (status: number) => new Response('<html>page</html>', { status });
  const cases: [string, () => Promise<Response>, { afterMs: number | null } | undefined][] = [
    [
      'no answer (offline)',
      () => Promise.reject(new TypeError('Failed to fetch')),
      { afterMs: null },
    ],
    [
      'a 503 with Retry-After',
      async () => answer({ status: false }, 503, { 'Retry-After': '2' }),
      { afterMs: 2000 },
    ],
    [
      'a 429 with Retry-After',
      async () => answer({ status: false }, 429, { 'Retry-After': '30' }),
      { afterMs: 30_000 },
    ],
    ['a 503 without Retry-After', async () => answer({ status: false }, 503), { afterMs: null }],
    ["a proxy's 502 page", async () => html(502), { afterMs: null }],
    ["a captive portal's 200 page", async () => html(200), { afterMs: null }],
    [
      'a 422 on the fields',
      async () => answer({ status: false, errors: { email: 'x' } }, 422),
      undefined,
    ],
    ['a 409 for a reused key', async () => answer({ status: false }, 409), undefined],
    ['a 403 page', async () => html(403), undefined],
    ['a 200 with a falsy status', async () => answer({ status: false }), undefined],
  ];

  it.each(cases)('a lead: %s', async (_, respond, retry) => {
    fetchMock.mockImplementation(respond);
    expect(((await submitLead(lead)) as { retry?: unknown }).retry).toEqual(retry);
  });

  it.each(cases)('a subscription: %s', async (_, respond, retry) => {
    fetchMock.mockImplementation(respond);
    const outcome = await subscribeNewsletter('asha@example.in');
    expect((outcome as { retry?: unknown }).retry).toEqual(retry);
  });
});
