import type { MetadataRoute } from 'next';
import { getAllPosts } from '@/lib/blog';
import { indexableRoutes } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';

export default function sitemap(): MetadataRoute.Sitemap {
  const updated = new Map(getAllPosts().map((post) => [`/blogs/${post.slug}`, post.updated]));
  return indexableRoutes().map((route) => ({
    url: new URL(route, siteConfig.url).toString(),
    lastModified: updated.get(route),
    priority: route === '/' ? 1 : route.startsWith('/services/') ? 0.9 : 0.7,
  }));
}
