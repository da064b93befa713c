import type { NextConfig } from 'next';
import { staticSecurityHeaders } from './lib/security-headers';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Two root layouts (English, Hindi): unknown URLs get app/global-not-found.tsx.
  experimental: { globalNotFound: true },
  // Loaded from node_modules, not bundled: instrumentation.ts and the API routes are bundled
  // apart, and the limiter they share must throw one RateLimiterRes class for instanceof.
  serverExternalPackages: ['rate-limiter-flexible'],
  async headers() {
    return [{ source: '/:path*', headers: staticSecurityHeaders }];
  },
  images: {
    // Only the site's own files: the build and the tests run offline.
    localPatterns: [{ pathname: '/images/**' }],
    remotePatterns: [],
  },
};

export default nextConfig;
