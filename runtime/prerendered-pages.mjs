// The pages `next build` prerendered to HTML, by route. csp-hashes.mjs hashes their inline
// scripts after every build; the browser tests compare them with the route table and the sitemap,
// and the benchmarks measure them.
import fs from 'node:fs';
import path from 'node:path';

/** The route a prerendered file serves: `about-us.html` → `/about-us`, `index.html` → `/`. */
function routeOf(appDir, file) {
  const route = `/${path
    .relative(appDir, file)
    .replace(/\\/g, '/')
    .replace(/\.html$/, '')}`;
  return route === '/index' ? '/' : route;
}

/**
 * Every HTML file of the build in projectDir's .next, sorted by route: `{ route, file }`. Next's
 * global error page is among them (`/_global-error`) unless `pagesOnly` leaves it out: it is no
 * page of the site, but its inline scripts need hashes like any page's.
 */
export function prerenderedPages(projectDir, { pagesOnly = true } = {}) {
  const appDir = path.join(projectDir, '.next', 'server', 'app');
  const pages = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html'))
        pages.push({ route: routeOf(appDir, full), file: full });
    }
  };
  walk(appDir);
  return pages
    .filter(({ route }) => !pagesOnly || route !== '/_global-error')
    .sort((a, b) => a.route.localeCompare(b.route));
}
