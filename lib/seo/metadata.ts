import type { Metadata, Viewport } from 'next';
import { HREFLANG } from '../config/language';
import { siteConfig } from '../config/site-config';

/** What every root layout declares: the base for absolute URLs and the title template. */
export const siteMetadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: {
    default: `${siteConfig.name}: Digital Marketing Agency in Gurugram`,
    template: `%s | ${siteConfig.name}`,
  },
  description: siteConfig.description,
  applicationName: siteConfig.name,
};

export const siteViewport: Viewport = {
  themeColor: '#6d28d9',
};

/** The same page in each language: the English path is also the default for other languages. */
export type LanguagePaths = { en: string; hi: string };

type PageMeta = {
  title: string;
  description: string;
  path: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** Open Graph locale of the page (its language, in India). */
  locale?: 'en_IN' | 'hi_IN';
  /** A page with a translation names both (hreflang alternates). */
  languages?: LanguagePaths;
};

// The generated site card (app/opengraph-image.tsx); pages with their own card override it.
const SITE_CARD = '/opengraph-image';

const hreflang = ({ en, hi }: LanguagePaths) => ({
  [HREFLANG.en]: en,
  [HREFLANG.hi]: hi,
  'x-default': en,
});

/** Title, description, canonical URL, language alternates and social cards for one page. */
export function pageMetadata({
  title,
  description,
  path,
  type = 'website',
  noindex,
  locale = 'en_IN',
  languages,
}: PageMeta): Metadata {
  return {
    title,
    description,
    alternates: {
      canonical: path,
      ...(languages ? { languages: hreflang(languages) } : {}),
      types: {
        'application/rss+xml': [{ url: '/blogs/rss.xml', title: `${siteConfig.name} blog` }],
      },
    },
    openGraph: {
      title,
      description,
      url: path,
      siteName: siteConfig.name,
      locale,
      ...(languages ? { alternateLocale: locale === 'en_IN' ? 'hi_IN' : 'en_IN' } : {}),
      type,
      images: [SITE_CARD],
    },
    twitter: { card: 'summary_large_image', title, description, images: [SITE_CARD] },
    ...(noindex ? { robots: { index: false, follow: false } } : {}),
  };
}

/** The sitemap's `alternates.languages` of a page with a translation, as absolute URLs. */
export const sitemapLanguages = (languages: LanguagePaths) =>
  Object.fromEntries(
    Object.entries(hreflang(languages)).map(([code, path]) => [
      code,
      new URL(path, siteConfig.url).toString(),
    ]),
  );

/** What the 404 page's head says, wherever it is served from. */
export const notFoundText = {
  title: 'Page not found',
  description: 'The page you were looking for does not exist or has moved.',
} satisfies Metadata;
