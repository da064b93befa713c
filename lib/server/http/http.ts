// Request reading and answers shared by the API's route handlers. Nothing a client sends may
// produce a 500: each malformed request gets its own 4xx and a generic body.

import 'server-only';
import bodyLimit from '@/lib/config/request-body-limit.json';

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

type Read<T> = { ok: true; value: T } | { ok: false; response: Response };
type BodyResult = Read<unknown>;

const fail = (status: number, message: string): { ok: false; response: Response } => ({
  ok: false,
  response: json(status, { status: false, message }),
});

export const BODY_TOO_LARGE = bodyLimit.tooLarge;

/**
 * Reads a body of at most `maxBytes`, counting as it arrives (a chunked body declares no
 * length), and answers 413 as soon as it is larger.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Read<Uint8Array>> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return fail(413, BODY_TOO_LARGE);

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
        return fail(413, BODY_TOO_LARGE);
      }
      chunks.push(value);
    }
  }
  return { ok: true, value: Buffer.concat(chunks) };
}

export const NOT_UTF8 = 'Request body must be UTF-8 text';

/**
 * The body as text, or a 422 when its bytes are not UTF-8 (a stray byte, CESU-8, an overlong
 * form): refused like a lone surrogate in a field, never stored as U+FFFD in its place.
 */
export function utf8Text(bytes: Uint8Array): Read<string> {
  try {
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return {
      ok: false,
      response: json(422, { status: false, message: NOT_UTF8, errors: { body: NOT_UTF8 } }),
    };
  }
}

/** How deep the API's bodies may nest: a lead is one flat object. */
export const MAX_JSON_DEPTH = 8;

/** Whether `value` nests no deeper than `max` arrays and objects; walked without recursion. */
export function nestsWithin(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= max) return false;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return true;
}

/**
 * Reads a JSON body of at most `maxBytes`, answering 415, 413, 422 (not UTF-8) or 400 when it is
 * not one; JSON nested deeper than MAX_JSON_DEPTH is a 400 before anything walks it recursively.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult> {
  const type = request.headers.get('content-type')?.split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') return fail(415, 'Content-Type must be application/json');

  const bytes = await readBodyBytes(request, maxBytes);
  if (!bytes.ok) return bytes;
  const text = utf8Text(bytes.value);
  if (!text.ok) return text;
  let value: unknown;
  try {
    value = JSON.parse(text.value);
  } catch {
    return fail(400, 'Request body must be valid JSON');
  }
  if (!nestsWithin(value, MAX_JSON_DEPTH))
    return fail(400, `Request body must nest at most ${MAX_JSON_DEPTH} levels deep`);
  return { ok: true, value };
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
