import {
  collegeRoutes as collegeRoutesIn,
  admissionRoutes,
  mainRoutes as mainPageRoutes,
  pageRoutes,
  postRoutes,
  privacyRoutes,
} from '@/lib/seo/routes';

// The pages the browser tests visit, from the route table (lib/seo/routes.ts): a new page or a new
// university is visited without an edit here. Free of Playwright, so that Jest can check the
// lists too (lib/seo/routes.test.ts).

// The posts share one page file: the first stands for the rest (seo.spec.ts reads every one).
const [, ...laterPosts] = postRoutes();
const onePostOnly = (routes: string[]) => routes.filter((route) => !laterPosts.includes(route));

/** The pages with the header, chat buttons and footer. */
export const mainRoutes = onePostOnly(mainPageRoutes());

/** Each university's landing and form page, in English and in Hindi. */
export const collegeRoutes = collegeRoutesIn('en');
export const hindiCollegeRoutes = collegeRoutesIn('hi');

/** Every Hindi page: the universities' pages, the thank-you page and the privacy pages. */
export const hindiPages = [...admissionRoutes('hi'), ...privacyRoutes('hi')];

/** Every kind of page: the main pages, both languages' funnels, thank-you and the 404. */
export const everyPage = [...onePostOnly(pageRoutes()), '/no-such-page'];
