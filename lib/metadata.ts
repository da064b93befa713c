import type { Metadata } from 'next';
import { siteConfig } from './site-config';

type PageMeta = {
  title: string;
  description: string;
  path: string;
  type?: 'website' | 'article';
  noindex?: boolean;
};

// The generated site card (app/opengraph-image.tsx); pages with their own card override it.
const SITE_CARD = '/opengraph-image';

/** Title, description, canonical URL and social cards for one page. */
export function pageMetadata({
  title,
  description,
  path,
  type = 'website',
  noindex,
}: PageMeta): Metadata {
  return {
    title,
    description,
    alternates: {
      canonical: path,
      types: {
        'application/rss+xml': [{ url: '/blogs/rss.xml', title: `${siteConfig.name} blog` }],
      },
    },
    openGraph: {
      title,
      description,
      url: path,
      siteName: siteConfig.name,
      locale: 'en_IN',
      type,
      images: [SITE_CARD],
    },
    twitter: { card: 'summary_large_image', title, description, images: [SITE_CARD] },
    ...(noindex ? { robots: { index: false, follow: false } } : {}),
  };
}
