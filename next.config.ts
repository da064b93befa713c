import type { NextConfig } from 'next';
import { parsePublicConfig } from './lib/config/public-config-schema';
import { staticSecurityHeaders } from './lib/config/security-headers';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // runtime/serve.mjs compresses, with brotli where the browser takes it.
  compress: false,
  // The public settings, checked (a bad one stops the build in one line) and with their defaults,
  // are what Next inlines into server and browser code.
  env: parsePublicConfig(process.env),
  experimental: {
    // Two root layouts (English, Hindi): unknown URLs get app/global-not-found.tsx.
    globalNotFound: true,
    // forbidden(): an operator whose role may not see an inbox page is answered 403.
    authInterrupts: true,
  },
  // Loaded from node_modules, not bundled: instrumentation.ts and the API routes are bundled
  // apart, and the limiter they share must throw one RateLimiterRes class for instanceof.
  serverExternalPackages: ['rate-limiter-flexible'],
  // proxy.ts's rewrite to a thank-you page's code step names this server's own origin
  // (127.0.0.1); normalised, Next would rename it localhost, another origin than its router's,
  // and fetch the step over HTTP through the proxy again rather than serve it in place.
  skipProxyUrlNormalize: true,
  async headers() {
    return [
      { source: '/:path*', headers: staticSecurityHeaders },
      // The operators' side and the universities' portal are personal data: never indexed,
      // never kept by a cache.
      ...['/inbox', '/inbox/:path*', '/portal', '/portal/:path*'].map((source) => ({
        source,
        headers: [
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
          { key: 'Cache-Control', value: 'private, no-store' },
        ],
      })),
    ];
  },
  images: {
    // Only the site's own files: the build and the tests run offline.
    localPatterns: [{ pathname: '/images/**' }],
    remotePatterns: [],
  },
};

export default nextConfig;
