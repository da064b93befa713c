// Security headers. The static ones go on every response (next.config.ts); the
// Content-Security-Policy is built per page by proxy.ts from the hashes of its inline scripts.

export const staticSecurityHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
  { key: 'X-Frame-Options', value: 'DENY' },
];

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
};

/** A page's Content-Security-Policy: scripts from the site and the page's own hashed inline scripts. */
export function pagePolicy({ scriptHashes, apiOrigin: api }: PolicyOptions): string {
  const scripts = scriptHashes
    ? ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)]
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

/** For answers that are not pages (the API): nothing may load or frame them. */
export const apiPolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
