import { getAllPosts } from './blog';
import { isNavGroup } from './nav';
import { services } from './services';
import { admissionLinks, footerPageLinks, headerMenu } from './site-config';

/** Every indexable page, from the configuration and the content: the sitemap's source. */
export function indexableRoutes(): string[] {
  const fromMenus = [
    ...headerMenu.flatMap((item) => (isNavGroup(item) ? item.items : [item])),
    ...footerPageLinks,
  ].map((link) => link.href);
  const routes = new Set([
    ...fromMenus,
    ...services.map((service) => service.href),
    ...getAllPosts().map((post) => `/blogs/${post.slug}`),
    ...admissionLinks.map((link) => link.href),
  ]);
  return [...routes];
}
