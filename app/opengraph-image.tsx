import { ogContentType, ogSize, renderOgImage } from '@/lib/seo/og-image';
import { siteConfig } from '@/lib/config/site-config';

export const alt = `${siteConfig.name}: digital marketing agency in Gurugram`;
export const size = ogSize;
export const contentType = ogContentType;

export default function Image() {
  return renderOgImage({
    title: 'Digital marketing measured in leads',
    eyebrow: 'SEO · Social · Google Ads · Websites',
  });
}
