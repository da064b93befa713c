import fs from 'node:fs';
import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import bodyLimit from '@/lib/config/request-body-limit.json';
import { isSheetUploadPath } from '@/lib/channels/sheet-limits';
import { publicConfig } from '@/lib/config/public-config';
import { apiOrigin, apiPolicy, pagePolicy } from '@/lib/config/security-headers';
import { checkOrigin } from '@/lib/server/http/cross-origin';
import { codeStepRoute, codesFor } from '@/lib/server/intake/code-step-route';
import { isDecodableActionPost } from '@/lib/server/http/action-post';
import { BODY_TOO_LARGE, json, readBodyBytes, utf8Text } from '@/lib/server/http/http';
import { isProduction, serverConfig } from '@/lib/server/server-config';

// Written by runtime/csp-hashes.mjs after the build; absent in development.
function loadHashes(): Record<string, string[]> | null {
  if (!isProduction) return null;
  try {
    return JSON.parse(
      fs.readFileSync(path.join(process.cwd(), '.next', 'csp-hashes.json'), 'utf8'),
    );
  } catch {
    console.error(
      'CSP hashes missing: run `npm run build` (it hashes inline scripts after next build).',
    );
    return {};
  }
}

const hashes = loadHashes();
const api = apiOrigin(publicConfig.apiBase);

const FORM_TYPE_REQUIRED =
  "Content-Type must be multipart/form-data, as this site's forms send it (the JSON API takes application/json)";
const NOT_A_FORM = "Request body must be one of this site's forms, as a browser posts it";

/**
 * A form posted natively to a page (lib/server/intake/form-actions.ts), checked as the API checks its
 * requests before Next reads it: other sites' posts, oversized bodies, bytes that are not UTF-8,
 * bodies that are not the multipart form data browsers send for these forms and action
 * arguments Next's decoder would fail on are refused (Next would answer a malformed one with a
 * 500, and render the page for an urlencoded one, storing nothing).
 */
async function formPost(
  request: NextRequest,
  policy: (nonce: string) => string,
  rewriteTo: string | null,
) {
  const { trustedProxyHops, maxBodyBytes } = serverConfig();
  const origin = checkOrigin(request, [], trustedProxyHops > 0);
  if (!origin.allowed) return origin.response;
  if (Number(request.headers.get('content-length')) > maxBodyBytes)
    return json(413, { status: false, message: BODY_TOO_LARGE });
  const type = request.headers.get('content-type') ?? '';
  if (type.split(';')[0].trim().toLowerCase() !== 'multipart/form-data')
    return json(415, { status: false, message: FORM_TYPE_REQUIRED });
  // Counted again as it arrives: a chunked body declares no length.
  const bytes = await readBodyBytes(request.clone(), maxBodyBytes);
  if (!bytes.ok) return bytes.response;
  const text = utf8Text(bytes.value);
  if (!text.ok) return text.response;
  let form: FormData;
  try {
    form = await new Response(text.value, { headers: { 'Content-Type': type } }).formData();
  } catch {
    return json(400, { status: false, message: 'Request body must be valid multipart form data' });
  }
  if (!isDecodableActionPost(form, request.headers.has('next-action')))
    return json(400, { status: false, message: NOT_A_FORM });
  return withNonce(request, policy, rewriteTo);
}

/**
 * A sheet posted to its route (docs/operations.md#portal-sheets, #enrolment-sheets): another site's post
 * and a body past the upload's cap are refused as a form's are; the file's bytes are the route's
 * to read (a workbook is no UTF-8), and the guard there checks who sent it.
 */
function sheetPost(request: NextRequest) {
  const { trustedProxyHops } = serverConfig();
  const origin = checkOrigin(request, [], trustedProxyHops > 0);
  if (!origin.allowed) return origin.response;
  if (Number(request.headers.get('content-length')) > bodyLimit.sheetUpload.maxBytes)
    return json(413, { status: false, message: BODY_TOO_LARGE });
  const type = request.headers.get('content-type') ?? '';
  if (type.split(';')[0].trim().toLowerCase() !== 'multipart/form-data')
    return json(415, { status: false, message: FORM_TYPE_REQUIRED });
  return NextResponse.next();
}

/**
 * This server's own origin as Next's router names it (runtime/serve.mjs's HOST and the port; https
 * behind a proxy that says so): a rewrite to it Next serves in place. One to any other origin,
 * even this server as "localhost", it would fetch over HTTP, through this proxy again, where a
 * form's POST is refused as cross-site and the client's address is lost (next.config.ts keeps
 * Next from renaming 127.0.0.1 localhost: skipProxyUrlNormalize).
 */
function ownOrigin(request: NextRequest) {
  // HOST is runtime/serve.mjs's listening address, read there the same way: no site setting.
  // eslint-disable-next-line no-restricted-syntax
  const host = isProduction ? (process.env.HOST ?? '127.0.0.1') : 'localhost';
  const https = request.headers.get('x-forwarded-proto')?.includes('https');
  const name = host.includes(':') ? `[${host}]` : host;
  return `${https ? 'https' : 'http'}://${name}:${request.nextUrl.port}`;
}

/**
 * A page rendered for one request (a form's answer, an operator's inbox page, the phone code
 * step, `rewriteTo`) has inline scripts no build could hash: they carry a nonce, which Next reads
 * from the request's policy.
 */
function withNonce(
  request: NextRequest,
  policy: (nonce: string) => string,
  rewriteTo: string | null = null,
) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy(nonce));
  const init = { request: { headers } };
  const target = rewriteTo && new URL(rewriteTo + request.nextUrl.search, ownOrigin(request));
  const response = target ? NextResponse.rewrite(target, init) : NextResponse.next(init);
  response.headers.set('Content-Security-Policy', policy(nonce));
  return response;
}

/** Sets each response's Content-Security-Policy: per page from its script hashes, strict for the API. */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith('/api/')) {
    const response = NextResponse.next();
    response.headers.set('Content-Security-Policy', apiPolicy);
    return response;
  }
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // The inbox's and the university portal's pages are rendered per request for who signed in, and a thank-you page's code
  // step for the visitor whose lead awaits its code (code-step-route.ts): their scripts carry a
  // nonce. Everyone else's thank-you page is the prerendered one.
  const inbox = /^\/(?:inbox|portal)(?:\/|$)/.test(route);
  const codeStep = codeStepRoute(route, request.cookies, (kind) =>
    codesFor(serverConfig().sms, kind),
  );
  const perRequest = inbox || codeStep !== null;
  const scriptHashes = hashes && (perRequest ? [] : (hashes[route] ?? hashes['/_not-found'] ?? []));
  const policy = (nonce?: string) => pagePolicy({ scriptHashes, apiOrigin: api, nonce });
  if (request.method === 'POST' && isSheetUploadPath(route)) return sheetPost(request);
  if (request.method === 'POST') return formPost(request, policy, codeStep);
  if (perRequest) return withNonce(request, policy, codeStep);
  const response = NextResponse.next();
  response.headers.set('Content-Security-Policy', policy());
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|images/|logo.svg|icon.svg|favicon.ico).*)'],
};
