// Request reading and answers shared by the API's route handlers. Nothing a client sends may
// produce a 500: each malformed request gets its own 4xx and a generic body.

import 'server-only';

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/**
 * The store failed or is not writable: try again shortly. The store reopens by itself within
 * seconds, and browsers that kept a lead resend it when Retry-After says, so it is short.
 */
export const storageUnavailable = () =>
  json(
    503,
    { status: false, message: 'We could not save your request. Please try again shortly.' },
    { 'Retry-After': '5' },
  );

type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

const fail = (status: number, message: string): BodyResult => ({
  ok: false,
  response: json(status, { status: false, message }),
});

/** Reads a JSON body of at most `maxBytes`, answering 415, 413 or 400 when it is not one. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult> {
  const type = request.headers.get('content-type')?.split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') return fail(415, 'Content-Type must be application/json');

  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes)
    return fail(413, 'Request body is too large');

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return fail(413, 'Request body is too large');
      }
      chunks.push(value);
    }
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return fail(400, 'Request body must be valid JSON');
  }
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One JSON log line; JSON escapes control characters, and callers pass no personal data. */
export function logEvent(
  level: 'info' | 'warn' | 'error',
  event: string,
  fields: Record<string, unknown> = {},
) {
  console[level](JSON.stringify({ time: new Date().toISOString(), level, event, ...fields }));
}
