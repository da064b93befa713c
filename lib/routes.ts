import { getAllPosts } from './blog';
import { isNavGroup } from './nav';
import { footerPageLinks, headerMenu, services } from './site-config';
import { universities } from '@/content/universities';

/** Every indexable page, from the configuration and the content: the sitemap's source. */
export function indexableRoutes(): string[] {
  const fromMenus = [
    ...headerMenu.flatMap((item) => (isNavGroup(item) ? item.items : [item])),
    ...footerPageLinks,
  ].map((link) => link.href);
  const routes = new Set([
    ...fromMenus,
    '/offerings',
    '/approach',
    '/partner',
    ...services.map((service) => service.href),
    ...getAllPosts().map((post) => `/blogs/${post.slug}`),
    ...universities.map((university) => `/college/${university.id}/admission`),
  ]);
  return [...routes];
}
