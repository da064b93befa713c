import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  images: {
    // Only the site's own files: the build and the tests run offline.
    localPatterns: [{ pathname: '/images/**' }],
    remotePatterns: [],
  },
};

export default nextConfig;
