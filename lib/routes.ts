import { funnelPaths, pathsOf } from './admission-funnel';
import { getAllPosts } from './blog';
import type { LanguagePaths } from './metadata';
import { isNavGroup } from './nav';
import { services } from './services';
import { footerPageLinks, headerMenu } from './site-config';
import { universities } from './universities';

/** The indexable pages that exist in English and Hindi: the admission landing pages. */
export const translatedRoutes = (): LanguagePaths[] =>
  universities.map((university) =>
    pathsOf((language) => funnelPaths.admission(university.id, language)),
  );

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
    ...translatedRoutes().flatMap(({ en, hi }) => [en, hi]),
  ]);
  return [...routes];
}
