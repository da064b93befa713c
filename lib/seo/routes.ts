import { admissionPaths, pathsOf } from '../admission/admission-pages';
import { collegeStaticParams } from '../admission/college-params';
import { getAllPosts, postPath, postStaticParams } from '../catalogue/blog';
import { CONFIRMATION_PATHS } from '../leads/form-post';
import { LANGUAGES, type Language } from '../config/language';
import type { LanguagePaths } from './metadata';
import { isNavGroup } from '../config/nav';
import { servicePath, services, serviceStaticParams } from '../catalogue/services';
import { footerPageLinks, headerMenu } from '../config/site-config';
import { universities } from '../catalogue/universities';
import { privacyPaths } from '../privacy/privacy-paths';

// The route table: every page of the site, from the configuration and the content. The sitemap,
// the browser tests' page lists and the speed report's routes read it; the browser tests check it
// against the pages a build prerendered, so a page missing here fails a test instead of going
// untested.

/** One language's privacy pages: the itemised notice and the rights requests. */
export const privacyRoutes = (language: Language) => [
  privacyPaths.notice(language),
  privacyPaths.requests(language),
];

/** The indexable pages that exist in English and Hindi: the admission landing pages, the privacy pages. */
export const translatedRoutes = (): LanguagePaths[] => [
  ...universities.map((university) =>
    pathsOf((language) => admissionPaths.admission(university.id, language)),
  ),
  pathsOf(privacyPaths.notice),
  pathsOf(privacyPaths.requests),
];

/** Each blog post's page, newest first. */
export const postRoutes = () => getAllPosts().map((post) => postPath(post.slug));

/** One language's pages of the universities: each one's landing page and form page. */
export const collegeRoutes = (language: Language) =>
  universities.flatMap(({ id }) => [
    admissionPaths.form(id, language),
    admissionPaths.admission(id, language),
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
export const mainRoutes = () => [
  ...indexableMainRoutes(),
  ...privacyRoutes('en'),
  ...Object.values(CONFIRMATION_PATHS),
];

/** Every indexable page: the sitemap's source. */
export const indexableRoutes = () => [
  ...indexableMainRoutes(),
  ...translatedRoutes().flatMap(({ en, hi }) => [en, hi]),
];

/** One language's admission pages: the universities' pages and the thank-you page. */
export const admissionRoutes = (language: Language) => [
  ...collegeRoutes(language),
  admissionPaths.thankYou(language),
];

/** Every page: the main ones, each language's admission pages, and the Hindi privacy pages. */
export const pageRoutes = () => [
  ...mainRoutes(),
  ...LANGUAGES.flatMap(admissionRoutes),
  ...privacyRoutes('hi'),
];

/** A dynamic route: its pattern as Next names it, and the pages it serves. */
type DynamicRoute = { pattern: string; paths: string[] };

/**
 * A dynamic route from the params its pages are built with (their generateStaticParams), whose
 * names Next holds to the route's folder: `/college/[collegeId]/admission` and each university's.
 */
function dynamicRoute(
  params: Record<string, string>[],
  path: (value: string) => string,
): DynamicRoute[] {
  if (!params.length) return [];
  const [name] = Object.keys(params[0]);
  return [{ pattern: path(`[${name}]`), paths: params.map((param) => path(param[name])) }];
}

const dynamicRoutes = () => [
  ...dynamicRoute(serviceStaticParams(), servicePath),
  ...dynamicRoute(postStaticParams(), postPath),
  ...LANGUAGES.flatMap((language) =>
    [admissionPaths.admission, admissionPaths.form].flatMap((page) =>
      dynamicRoute(collegeStaticParams(), (id) => page(id, language)),
    ),
  ),
];

/** Every page's route as Next names it: a page's own path, or its dynamic route's pattern. */
export function routePatterns(): string[] {
  const patternOf = new Map(
    dynamicRoutes().flatMap(({ pattern, paths }) => paths.map((path) => [path, pattern])),
  );
  return [...new Set(pageRoutes().map((path) => patternOf.get(path) ?? path))];
}
