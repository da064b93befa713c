import type { NextConfig } from 'next';
import { staticSecurityHeaders } from './lib/security-headers';

const nextConfig: NextConfig = {
  poweredByHeader: false,
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
