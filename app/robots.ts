import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/config/site-config';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/inbox', '/portal'] },
    sitemap: new URL('/sitemap.xml', siteConfig.url).toString(),
  };
}
