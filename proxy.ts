import fs from 'node:fs';
import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { publicConfig } from '@/lib/public-config';
import { apiOrigin, apiPolicy, pagePolicy } from '@/lib/security-headers';
import { isProduction } from '@/lib/server/server-config';

// Written by scripts/csp-hashes.mjs after the build; absent in development.
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

/** Sets each response's Content-Security-Policy: per page from its script hashes, strict for the API. */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const response = NextResponse.next();
  if (pathname.startsWith('/api/')) {
    response.headers.set('Content-Security-Policy', apiPolicy);
    return response;
  }
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const scriptHashes = hashes ? (hashes[route] ?? hashes['/_not-found'] ?? []) : null;
  response.headers.set('Content-Security-Policy', pagePolicy({ scriptHashes, apiOrigin: api }));
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|images/|logo.svg|icon.svg|favicon.ico).*)'],
};
