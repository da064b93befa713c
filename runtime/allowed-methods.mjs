// Which methods each address of the build takes, so that runtime/serve.mjs answers every other one
// with a 405 whose Allow is true for that address. Pages take POST (the forms post to them
// natively); route handlers outside the API (the feed, robots, sitemap, icon, Open Graph images),
// files in public/ and Next's own files only GET and HEAD; the API's routes what their files
// export, with the HEAD (for GET) and OPTIONS that Next adds.
import fs from 'node:fs';
import path from 'node:path';

const READ_ONLY = ['GET', 'HEAD'];
const PAGE = ['GET', 'HEAD', 'POST'];

/** The API's routes and their methods; allowed-methods.test.ts holds them to app/api/. */
export const API_METHODS = new Map([
  ['/api/health', ['GET', 'HEAD', 'OPTIONS']],
  ['/api/b2b/leads/submit', ['POST', 'OPTIONS']],
  ['/api/b2b/newsletter/suscribe', ['POST', 'OPTIONS']],
  ['/api/vitals', ['POST', 'OPTIONS']],
  ['/api/channels/meta', ['GET', 'HEAD', 'POST', 'OPTIONS']],
  ['/api/channels/google', ['POST', 'OPTIONS']],
  ['/api/sms/reports/[secret]', ['POST', 'OPTIONS']],
]);

/**
 * The signed-in route handlers that take a post: a sheet uploaded, a portal's in the inbox
 * (docs/operations.md#portal-sheets) or a university's enrolments in its portal
 * (docs/operations.md#enrolment-sheets), whose paths lib/config/request-body-limit.json names.
 */
export const INBOX_POSTS = new Map(
  Object.values(
    JSON.parse(
      fs.readFileSync(new URL('../lib/config/request-body-limit.json', import.meta.url), 'utf8'),
    ).sheetUpload.paths,
  ).map((path) => [path, ['POST']]),
);

/** A route's pattern (`/portal/[university]/sheet/upload`) as a test of an address's path. */
const routeTest = (route) =>
  new RegExp(
    `^${route
      .split('/')
      .map((part) =>
        /^\[[^/]+\]$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}$`,
  );

const SHEET_UPLOADS = [...INBOX_POSTS.keys()].map(routeTest);

/** Whether the path is a sheet's upload, which may carry a body past the usual cap. */
export const isSheetUpload = (pathname) => SHEET_UPLOADS.some((test) => test.test(pathname));

/** Every method some address takes: what the server as a whole answers to (`OPTIONS *`). */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];

const filesUnder = (dir) =>
  fs
    .readdirSync(dir, { recursive: true })
    .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    .map((name) => `/${name.split(path.sep).join('/')}`);

/**
 * Reads projectDir's build (.next's route manifests) and public/ once; returns the methods a
 * path takes. `pathname` is the request's path, percent escapes decoded.
 */
export function methodsOfBuild(projectDir) {
  const read = (name) => JSON.parse(fs.readFileSync(path.join(projectDir, '.next', name), 'utf8'));
  const handlers = new Set(
    Object.entries(read('app-path-routes-manifest.json'))
      .filter(([file]) => file.endsWith('/route'))
      .map(([, route]) => route),
  );
  const { staticRoutes, dynamicRoutes } = read('routes-manifest.json');
  const readOnlyRoutes = [...staticRoutes, ...dynamicRoutes]
    .filter(({ page }) => handlers.has(page) && !API_METHODS.has(page))
    .map(({ regex }) => new RegExp(regex));
  // An API route with a segment of its own (the SMS reports' secret path), matched as Next does.
  const apiPatterns = dynamicRoutes
    .filter(({ page }) => API_METHODS.has(page))
    .map(({ page, regex }) => [new RegExp(regex), API_METHODS.get(page)]);
  const publicFiles = new Set(filesUnder(path.join(projectDir, 'public')));

  return (pathname) => {
    const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const api = API_METHODS.get(route) ?? apiPatterns.find(([regex]) => regex.test(pathname))?.[1];
    if (api) return api;
    if (isSheetUpload(route)) return ['POST'];
    if (
      route.startsWith('/_next/') ||
      publicFiles.has(route) ||
      readOnlyRoutes.some((regex) => regex.test(pathname))
    )
      return READ_ONLY;
    return PAGE;
  };
}
