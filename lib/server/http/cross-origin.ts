import 'server-only';
import { FILL_TIME_HEADER } from '@/lib/leads/b2b-contract';
import { json } from './http';

// Browsers say where a request comes from (Origin, Sec-Fetch-Site). The API refuses other
// sites' pages unless their origin is on the allowlist, which also gets CORS answers.

export const CORS_ALLOWED_HEADERS = `Content-Type, Idempotency-Key, ${FILL_TIME_HEADER}`;

/** The host this request was addressed to, as the browser saw it. */
function requestHost(request: Request, trustForwarded: boolean): string | null {
  return (trustForwarded && request.headers.get('x-forwarded-host')) || request.headers.get('host');
}

export type OriginCheck =
  { allowed: true; corsOrigin: string | null } | { allowed: false; response: Response };

export function checkOrigin(
  request: Request,
  allowedOrigins: string[],
  trustForwarded: boolean,
): OriginCheck {
  const origin = request.headers.get('origin');
  if (origin && allowedOrigins.includes(origin)) return { allowed: true, corsOrigin: origin };

  const site = request.headers.get('sec-fetch-site');
  let sameHost = true;
  if (origin) {
    try {
      sameHost = new URL(origin).host === requestHost(request, trustForwarded);
    } catch {
      sameHost = false;
    }
  }
  if (site === 'cross-site' || site === 'same-site' || !sameHost) {
    return {
      allowed: false,
      response: json(403, { status: false, message: 'Cross-site requests are not allowed' }),
    };
  }
  return { allowed: true, corsOrigin: null };
}

export function withCors(response: Response, corsOrigin: string | null): Response {
  if (corsOrigin) {
    response.headers.set('Access-Control-Allow-Origin', corsOrigin);
    response.headers.append('Vary', 'Origin');
  }
  return response;
}

/** The answer to a CORS preflight: allowed origins may POST JSON with our headers. */
export function preflight(request: Request, allowedOrigins: string[]): Response {
  const origin = request.headers.get('origin');
  if (!origin || !allowedOrigins.includes(origin)) {
    return new Response(null, { status: 403 });
  }
  return new Response(null, {
    status: 204,
    headers: {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS,
      'Access-Control-Max-Age': '600',
      Vary: 'Origin',
    },
  });
}
