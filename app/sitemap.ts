import type { MetadataRoute } from 'next';
import { getAllPosts } from '@/lib/catalogue/blog';
import { sitemapLanguages } from '@/lib/seo/metadata';
import { indexableRoutes, translatedRoutes } from '@/lib/seo/routes';
import { siteConfig } from '@/lib/config/site-config';

export default function sitemap(): MetadataRoute.Sitemap {
  const updated = new Map(getAllPosts().map((post) => [`/blogs/${post.slug}`, post.updated]));
  // Each language's page names the other (and the English one as the default): hreflang.
  const translations = new Map(
    translatedRoutes().flatMap((paths) => [
      [paths.en, paths],
      [paths.hi, paths],
    ]),
  );
  return indexableRoutes().map((route) => {
    const paths = translations.get(route);
    return {
      url: new URL(route, siteConfig.url).toString(),
      lastModified: updated.get(route),
      priority: route === '/' ? 1 : route.startsWith('/services/') ? 0.9 : 0.7,
      ...(paths ? { alternates: { languages: sitemapLanguages(paths) } } : {}),
    };
  });
}
