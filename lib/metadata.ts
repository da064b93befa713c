import type { Metadata } from 'next';
import { siteConfig } from './site-config';

type PageMeta = {
  title: string;
  description: string;
  path: string;
  /** Absolute-path image for social cards; defaults to the generated site card. */
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
};

/** Title, description, canonical URL and social cards for one page. */
export function pageMetadata({ title, description, path, image, type = 'website', noindex }: PageMeta): Metadata {
  const images = image ? [{ url: image }] : undefined;
  return {
    title,
    description,
    alternates: { canonical: path, types: { 'application/rss+xml': [{ url: '/blogs/rss.xml', title: `${siteConfig.name} blog` }] } },
    openGraph: { title, description, url: path, siteName: siteConfig.name, locale: 'en_IN', type, images },
    twitter: { card: 'summary_large_image', title, description, images },
    ...(noindex ? { robots: { index: false, follow: false } } : {}),
  };
}
