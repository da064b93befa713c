import { funnelPaths, pathsOf } from '../admission/admission-funnel';
import { getAllPosts } from '../catalogue/blog';
import { CONFIRMATION_PATHS } from '../leads/form-post';
import { LANGUAGES, type Language } from '../config/language';
import type { LanguagePaths } from './metadata';
import { isNavGroup } from '../config/nav';
import { services } from '../catalogue/services';
import { footerPageLinks, headerMenu } from '../config/site-config';
import { universities } from '../catalogue/universities';

// The route table: every page of the site, from the configuration and the content. The sitemap
// and the browser tests' page lists read it; the browser tests check it against the pages a build
// prerendered, so a page missing here fails a test instead of going untested.

/** The indexable pages that exist in English and Hindi: the admission landing pages. */
export const translatedRoutes = (): LanguagePaths[] =>
  universities.map((university) =>
    pathsOf((language) => funnelPaths.admission(university.id, language)),
  );

/** Each blog post's page, newest first. */
export const postRoutes = () => getAllPosts().map((post) => `/blogs/${post.slug}`);

/** One language's pages of the universities: each one's landing page and form page. */
export const collegeRoutes = (language: Language) =>
  universities.flatMap(({ id }) => [
    funnelPaths.form(id, language),
    funnelPaths.admission(id, language),
  ]);

/** The indexable pages with the main layout: the menus' pages, the services and the posts. */
function indexableMainRoutes(): string[] {
  const fromMenus = [
    ...headerMenu.flatMap((item) => (isNavGroup(item) ? item.items : [item])),
    ...footerPageLinks,
  ].map((link) => link.href);
  return [...new Set([...fromMenus, ...services.map((service) => service.href), ...postRoutes()])];
}

/** Every page with the header, chat buttons and footer, the forms' confirmation pages included. */
export const mainRoutes = () => [...indexableMainRoutes(), ...Object.values(CONFIRMATION_PATHS)];

/** Every indexable page: the sitemap's source. */
export const indexableRoutes = () => [
  ...indexableMainRoutes(),
  ...translatedRoutes().flatMap(({ en, hi }) => [en, hi]),
];

/** One language's funnel: the universities' pages and the thank-you page. */
export const funnelRoutes = (language: Language) => [
  ...collegeRoutes(language),
  funnelPaths.thankYou(language),
];

/** Every page: the main ones, and each language's funnel. */
export const pageRoutes = () => [...mainRoutes(), ...LANGUAGES.flatMap(funnelRoutes)];
