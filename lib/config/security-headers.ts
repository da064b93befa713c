// Security headers. The static ones go on every response (next.config.ts, and runtime/serve.mjs
// for the answers Next's headers() never sees: redirects, refusals, its own errors); the
// Content-Security-Policy is built per page by proxy.ts from the hashes of its inline scripts.
// The values live in security-header-values.json, which the plain-Node server reads too.
import headers from './security-header-values.json';

export const staticSecurityHeaders = Object.entries(headers.static).map(([key, value]) => ({
  key,
  value,
}));

/** The origin of an absolute API base, for connect-src; none when the API is the site's own. */
export function apiOrigin(apiBase: string | undefined): string | null {
  try {
    return apiBase ? new URL(apiBase).origin : null;
  } catch {
    return null;
  }
}

type PolicyOptions = {
  /** sha256-… sources of the page's inline scripts; null in development, which needs eval. */
  scriptHashes: string[] | null;
  apiOrigin: string | null;
  /** A page rendered for this request alone (a form posted natively) marks its scripts with it. */
  nonce?: string;
};

/** A page's Content-Security-Policy: scripts from the site and the page's own hashed inline scripts. */
export function pagePolicy({ scriptHashes, apiOrigin: api, nonce }: PolicyOptions): string {
  const scripts = scriptHashes
    ? ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...(nonce ? [`'nonce-${nonce}'`] : [])]
    : ["'self'", "'unsafe-inline'", "'unsafe-eval'"];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // Style attributes (animation, toasts) cannot be hashed; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${api ? ` ${api}` : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** For answers that are not pages (the API, refusals): nothing may load or frame them. */
export const apiPolicy = headers.strictPolicy;
