import type { Metadata } from 'next';
import { siteConfig } from './site-config';

type PageMeta = {
  title: string;
  description: string;
  path: string;
  type?: 'website' | 'article';
  noindex?: boolean;
};

/** Title, description, canonical URL and social cards for one page (images come from opengraph-image files). */
export function pageMetadata({ title, description, path, type = 'website', noindex }: PageMeta): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path, types: { 'application/rss+xml': [{ url: '/blogs/rss.xml', title: `${siteConfig.name} blog` }] } },
    openGraph: { title, description, url: path, siteName: siteConfig.name, locale: 'en_IN', type },
    twitter: { card: 'summary_large_image', title, description },
    ...(noindex ? { robots: { index: false, follow: false } } : {}),
  };
}
